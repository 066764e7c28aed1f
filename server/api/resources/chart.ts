/** The chart (slice) resource: Superset's ChartRestApi list, get, create, update, delete and favourites. */
import type { FastifyInstance } from 'fastify';
import {
  chartCreateSchema,
  chartUpdateSchema,
  createChart,
  renderCharts,
  updateChart,
  visibleCharts,
} from '../../domain/chart';
import { OWNERS } from '../../domain/owners';
import { unprocessable } from '../../http/errors';
import { parseBody, registerResource, type ResourceSpec } from '../resource';
import { favoriteFilter, textSearch, userRelated } from './common';

export const chartResource: ResourceSpec = {
  name: 'chart',
  noun: 'chart',
  table: 'slices',
  viewMenu: 'Chart',
  favClass: 'slice',
  owners: OWNERS.chart,
  orderColumns: {
    changed_on_delta_humanized: 'slices.changed_on',
    changed_on: 'slices.changed_on',
    slice_name: 'slices.slice_name',
    viz_type: 'slices.viz_type',
    datasource_id: 'slices.datasource_id',
    last_saved_at: 'slices.last_saved_at',
    id: 'slices.id',
    'changed_by.first_name': 'slices.changed_by_fk',
    'last_saved_by.id': 'slices.last_saved_by_fk',
    datasource_name: 'slices.datasource_id',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    slice_name: 'slice_name',
    viz_type: 'viz_type',
    datasource_id: 'datasource_id',
    datasource_type: 'datasource_type',
    description: 'description',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
    last_saved_by: 'last_saved_by_fk',
    certified_by: 'certified_by',
    uuid: 'uuid',
  },
  customFilters: {
    chart_all_text: textSearch(['slices.slice_name', 'slices.description', 'slices.viz_type']),
    chart_is_favorite: favoriteFilter('slice', 'slices.id'),
    chart_is_certified: (q, v) =>
      v
        ? q.where('slices.certified_by', 'is not', null).where('slices.certified_by', '!=', '')
        : q.where((eb) => eb.or([eb('slices.certified_by', 'is', null), eb('slices.certified_by', '=', '')])),
    chart_owned_created_favored_by_me: (q, _v, scope) =>
      q.where((eb) =>
        eb.or([
          eb('slices.created_by_fk', '=', scope.user.id),
          eb.exists(
            eb
              .selectFrom('slice_user')
              .select('user_id')
              .whereRef('slice_user.slice_id', '=', 'slices.id')
              .where('slice_user.user_id', '=', scope.user.id),
          ),
          eb.exists(
            eb
              .selectFrom('favstar')
              .select('user_id')
              .whereRef('favstar.obj_id', '=', 'slices.id')
              .where('favstar.class_name', '=', 'slice')
              .where('favstar.user_id', '=', scope.user.id),
          ),
        ]),
      ),
    rel_m_m: (q, v, _scope, col) => {
      if (col !== 'dashboards') throw unprocessable({ filters: [`Filter column: ${col} not allowed to filter`] });
      const ids = (Array.isArray(v) ? v : [v]).map(Number);
      return q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('dashboard_slices')
            .select('slice_id')
            .whereRef('dashboard_slices.slice_id', '=', 'slices.id')
            .where('dashboard_slices.dashboard_id', 'in', ids),
        ),
      );
    },
  },
  visible: visibleCharts,
  listColumns: [
    'id',
    'slice_name',
    'viz_type',
    'datasource_id',
    'datasource_type',
    'datasource_name_text',
    'datasource_url',
    'description',
    'cache_timeout',
    'changed_on_delta_humanized',
    'changed_on_utc',
    'changed_by',
    'changed_by_name',
    'created_by',
    'owners',
    'dashboards',
    'url',
    'thumbnail_url',
    'params',
    'query_context',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'last_saved_at',
    'last_saved_by',
    'tags',
  ],
  listItems: renderCharts,
  show: async (row, scope) => (await renderCharts([row], scope))[0] ?? {},
  create: (body, scope, trx) => createChart(trx, scope, parseBody(chartCreateSchema, body)),
  update: (row, body, scope, trx) => updateChart(trx, scope, Number(row.id), parseBody(chartUpdateSchema, body)),
  forbiddenMessage: 'Changing this chart is forbidden',
  related: { owners: userRelated, created_by: userRelated, changed_by: userRelated, last_saved_by: userRelated },
  distinct: ['slice_name', 'viz_type'],
};

/** Registers the chart routes: its generic resource routes. */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, chartResource);
}

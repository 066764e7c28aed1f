/** The dashboard resource: Superset's DashboardRestApi, with slugs, charts, datasets, copy and publishing. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { parseJsonText } from '../../domain/audit';
import { dashboardCharts, dashboardDatasets } from '../../domain/dashboard-parts';
import {
  copyDashboard,
  dashboardBodySchema,
  renderDashboards,
  resolveSlug,
  visibleDashboards,
  writeDashboard,
} from '../../domain/dashboard';
import { deleteDashboardFilterSets } from '../../domain/filter-sets';
import { OWNERS } from '../../domain/owners';
import { logView } from '../../domain/recents';
import { unprocessable } from '../../http/errors';
import {
  loadRow,
  parseBody,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  scopeOf,
  writableItems,
} from '../resource';
import { favoriteFilter, textSearch, userRelated } from './common';

/** The dashboard of the request's `:pk` (id or slug) that `scope` may see; 404 when there is none. */
export async function loadDashboard(req: Parameters<typeof scopeOf>[0], scope: RequestScope): Promise<Row> {
  const key = (req.params as { pk: string }).pk;
  const id = /^\d+$/.test(key) ? Number(key) : await resolveSlug(key, scope);
  return loadRow(dashboardResource, scope, id ?? -1);
}

function extraRoutes(app: FastifyInstance): void {
  const scopeRead = (req: Parameters<typeof scopeOf>[0]): RequestScope => scopeOf(req, dashboardResource, 'can_read');
  const load = loadDashboard;
  app.get('/api/v1/dashboard/:pk/charts', async (req) => {
    const scope = scopeRead(req);
    const row = await load(req, scope);
    return { result: writableItems(await dashboardCharts(scope, Number(row.id)), req, 'chart') };
  });
  const copy = async (req: Parameters<typeof scopeOf>[0]): Promise<Row> => {
    const scope = scopeOf(req, dashboardResource, 'can_write');
    const source = await load(req, scope);
    const body = (req.body ?? {}) as { data?: unknown };
    const data =
      typeof body.data === 'string'
        ? parseJsonText<Row | null>(body.data, null)
        : ((body.data as Row | undefined) ?? (body as Row));
    if (!data) throw unprocessable({ data: ['Not a valid JSON.'] });
    if (data.positions && typeof data.positions === 'object') {
      const meta =
        typeof data.json_metadata === 'string'
          ? parseJsonText<Row>(data.json_metadata, {})
          : ((data.json_metadata as Row | undefined) ?? {});
      data.json_metadata = JSON.stringify({ ...meta, positions: data.positions });
    }
    const id = await copyDashboard(scope, Number(source.id), data);
    const row = await loadRow(dashboardResource, scope, id);
    return {
      ...(await renderDashboards([row], scope, true))[0],
      last_modified_time: Date.parse(String(row.changed_on)) / 1000,
    };
  };
  app.post('/superset/copy_dash/:pk/', async (req) => copy(req));
  app.post('/api/v1/dashboard/:pk/copy/', async (req) => {
    const result = await copy(req);
    return { result: { id: result.id, last_modified_time: result.last_modified_time } };
  });
  app.get('/api/v1/dashboard/:pk/datasets', async (req) => {
    const scope = scopeRead(req);
    const row = await load(req, scope);
    return { result: await dashboardDatasets(scope, Number(row.id)) };
  });
}

export const dashboardResource: ResourceSpec = {
  name: 'dashboard',
  noun: 'dashboard',
  table: 'dashboards',
  viewMenu: 'Dashboard',
  favClass: 'Dashboard',
  owners: OWNERS.dashboard,
  orderColumns: {
    changed_on_delta_humanized: 'dashboards.changed_on',
    changed_on: 'dashboards.changed_on',
    dashboard_title: 'dashboards.dashboard_title',
    published: 'dashboards.published',
    slug: 'dashboards.slug',
    id: 'dashboards.id',
    'changed_by.first_name': 'dashboards.changed_by_fk',
    created_on_delta_humanized: 'dashboards.created_on',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    dashboard_title: 'dashboard_title',
    slug: 'slug',
    published: 'published',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
    certified_by: 'certified_by',
    uuid: 'uuid',
  },
  customFilters: {
    dashboard_all_text: textSearch(['dashboards.dashboard_title', 'dashboards.slug', 'dashboards.css']),
    title_or_slug: textSearch(['dashboards.dashboard_title', 'dashboards.slug']),
    dashboard_is_favorite: favoriteFilter('Dashboard', 'dashboards.id'),
    dashboard_is_certified: (q, v) =>
      v
        ? q.where('dashboards.certified_by', 'is not', null).where('dashboards.certified_by', '!=', '')
        : q.where((eb) => eb.or([eb('dashboards.certified_by', 'is', null), eb('dashboards.certified_by', '=', '')])),
    dashboard_has_created_by: (q, v) =>
      v ? q.where('dashboards.created_by_fk', 'is not', null) : q.where('dashboards.created_by_fk', 'is', null),
    rel_m_m: (q, v, _s, col) => {
      if (col !== 'roles') throw unprocessable({ filters: [`Filter column: ${col} not allowed to filter`] });
      const ids = (Array.isArray(v) ? v : [v]).map(Number);
      return q.where(
        sql<boolean>`exists (select 1 from dashboard_roles r where r.dashboard_id = dashboards.id and r.role_id in (${sql.join(ids)}))`,
      );
    },
  },
  visible: visibleDashboards,
  listColumns: [
    'id',
    'dashboard_title',
    'slug',
    'url',
    'published',
    'status',
    'changed_by',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_utc',
    'created_by',
    'created_on_delta_humanized',
    'owners',
    'roles',
    'thumbnail_url',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'tags',
  ],
  listItems: (rows, scope) => renderDashboards(rows, scope, false),
  show: async (row, scope) => (await renderDashboards([row], scope, true))[0] ?? {},
  resolveKey: resolveSlug,
  onView: (row, scope) => logView(scope.ctx, scope.user.id, { dashboardId: Number(row.id) }),
  create: async (body, scope, trx) => writeDashboard(trx, null, parseBody(dashboardBodySchema, body), scope),
  update: async (row, body, scope, trx) => {
    await writeDashboard(trx, Number(row.id), parseBody(dashboardBodySchema, body), scope);
  },
  forbiddenMessage: 'Changing this Dashboard is forbidden',
  // A dashboard's filter sets live in their own table: they go with it.
  beforeDelete: (rows, _scope, trx) =>
    deleteDashboardFilterSets(
      trx,
      rows.map((r) => Number(r.id)),
    ),
  related: {
    owners: userRelated,
    created_by: userRelated,
    changed_by: userRelated,
    roles: { table: 'ab_role', value: 'id', text: (r) => String(r.name), searchColumns: ['name'] },
  },
  distinct: ['dashboard_title', 'slug'],
};

/** Registers the dashboard routes: its generic resource routes and the ones beside them. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, dashboardResource);
  extraRoutes(app);
}

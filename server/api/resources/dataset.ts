/** The dataset resource: Superset's DatasetRestApi (physical and virtual datasets, columns, metrics, sync). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { engineRegistry } from '../../domain/database';
import {
  createDataset,
  datasetCreateSchema,
  datasetUpdateSchema,
  renderDatasets,
  updateDataset,
  visibleDatasets,
} from '../../domain/dataset';
import { sourceColumns, syncColumns } from '../../domain/dataset-sync';
import { datasourcePayloads } from '../../domain/datasource-payload';
import { OWNERS } from '../../domain/owners';
import { forbidden } from '../../http/errors';
import {
  defaultCanModify,
  loadRow,
  parseBody,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  scopeOf,
} from '../resource';
import { userRelated } from './common';
import { relatedObjects } from './related-objects';

function extraRoutes(app: FastifyInstance): void {
  const write = async (req: FastifyRequest): Promise<{ scope: RequestScope; row: Row }> => {
    const scope = scopeOf(req, datasetResource, 'can_write');
    const row = await loadRow(datasetResource, scope, Number((req.params as { pk: string }).pk));
    if (!(await defaultCanModify(datasetResource, row, scope))) throw forbidden(datasetResource.forbiddenMessage);
    return { scope, row };
  };
  app.put('/api/v1/dataset/:pk/refresh', async (req) => {
    const { scope, row } = await write(req);
    const conn = await engineRegistry(scope).get(Number(row.database_id));
    const cols = await sourceColumns(conn, {
      schema: (row.schema as string | null) ?? null,
      table_name: String(row.table_name),
      sql: (row.sql as string | null) ?? null,
    });
    await scope.ctx.store.db.transaction().execute((trx) => syncColumns(trx, Number(row.id), cols, scope.user.id));
    return { message: 'OK' };
  });
  app.get('/api/v1/dataset/:pk/related_objects', async (req) => {
    const scope = scopeOf(req, datasetResource, 'can_read');
    const row = await loadRow(datasetResource, scope, Number((req.params as { pk: string }).pk));
    return relatedObjects(
      scope,
      scope.ctx.store.db.selectFrom('slices').where('slices.datasource_id', '=', Number(row.id)),
    );
  });
  app.get('/api/v1/dataset/:pk/datasource', async (req) => {
    const scope = scopeOf(req, datasetResource, 'can_read');
    const row = await loadRow(datasetResource, scope, Number((req.params as { pk: string }).pk));
    return { result: (await datasourcePayloads(scope.ctx.store.db, [Number(row.id)]))[0] };
  });
}

export const datasetResource: ResourceSpec = {
  name: 'dataset',
  noun: 'dataset',
  table: 'tables',
  viewMenu: 'Dataset',
  owners: OWNERS.dataset,
  orderColumns: {
    changed_on_delta_humanized: 'tables.changed_on',
    changed_on: 'tables.changed_on',
    table_name: 'tables.table_name',
    schema: 'tables.schema',
    id: 'tables.id',
    'database.database_name': 'tables.database_id',
    'changed_by.first_name': 'tables.changed_by_fk',
    kind: 'tables.sql',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    table_name: 'table_name',
    schema: 'schema',
    catalog: 'catalog',
    database: 'database_id',
    sql: 'sql',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
    uuid: 'uuid',
    is_sqllab_view: 'is_sqllab_view',
  },
  customFilters: {
    dataset_is_null_or_empty: (q, v) =>
      v === true || v === 'true'
        ? q.where((eb) => eb.or([eb('tables.sql', 'is', null), eb('tables.sql', '=', '')]))
        : q.where('tables.sql', 'is not', null).where('tables.sql', '!=', ''),
    dataset_is_certified: (q, v) =>
      v
        ? q.where('tables.extra', 'like', '%certification%')
        : q.where((eb) => eb.or([eb('tables.extra', 'is', null), eb('tables.extra', 'not like', '%certification%')])),
  },
  visible: visibleDatasets,
  listColumns: [
    'id',
    'table_name',
    'schema',
    'catalog',
    'sql',
    'kind',
    'datasource_type',
    'database',
    'description',
    'default_endpoint',
    'explore_url',
    'extra',
    'owners',
    'uuid',
    'changed_by',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_utc',
  ],
  listItems: (rows, scope) => renderDatasets(rows, scope, false),
  show: async (row, scope) => (await renderDatasets([row], scope, true))[0] ?? {},
  create: (body, scope, trx) => createDataset(trx, scope, parseBody(datasetCreateSchema, body)),
  update: (row, body, scope, trx) => updateDataset(trx, scope, row, parseBody(datasetUpdateSchema, body)),
  beforeDelete: async (rows, _scope, trx) => {
    const used = await trx
      .selectFrom('slices')
      .select('id')
      .where(
        'datasource_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .where('datasource_type', '=', 'table')
      .execute();
    if (used.length)
      await trx
        .deleteFrom('slices')
        .where(
          'id',
          'in',
          used.map((u) => u.id),
        )
        .execute();
  },
  forbiddenMessage: 'Changing this dataset is forbidden',
  related: {
    owners: userRelated,
    database: { table: 'dbs', value: 'id', text: (r) => String(r.database_name), searchColumns: ['database_name'] },
    created_by: userRelated,
    changed_by: userRelated,
  },
  distinct: ['schema', 'table_name'],
};

/** Registers the dataset routes: its generic resource routes and the ones beside them. */
export async function datasetRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, datasetResource);
  extraRoutes(app);
}

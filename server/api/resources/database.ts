/** The database resource: Superset's DatabaseRestApi (connections, schemas, tables, checks). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  databaseCreateSchema,
  databaseTestSchema,
  databaseUpdateSchema,
  connectionOf,
  renderDatabases,
  writeDatabase,
  engineRegistry,
  type DbBody,
} from '../../domain/database';
import { bool, parseJsonText } from '../../domain/audit';
import { missingParameters, probeConnection, uriFromParameters } from '../../domain/database-connect';
import { ApiError, badRequest, unprocessable } from '../../http/errors';
import { AVAILABLE_ENGINES } from '../../engines';
import { isAdmin } from '../../security/principal';
import {
  loadRow,
  parseBody,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  scopeOf,
} from '../resource';
import { parseRison } from '../rison';
import { relatedObjects } from './related-objects';
import { tableMetadata } from '../../sqllab/metadata';

function extraRoutes(app: FastifyInstance): void {
  const read = (req: FastifyRequest): RequestScope => scopeOf(req, databaseResource, 'can_read');
  const loadDb = async (req: FastifyRequest): Promise<{ scope: RequestScope; row: Row }> => {
    const scope = read(req);
    return { scope, row: await loadRow(databaseResource, scope, Number((req.params as { pk: string }).pk)) };
  };

  app.get('/api/v1/database/available/', async (req) => {
    read(req);
    return { databases: AVAILABLE_ENGINES };
  });

  app.post('/api/v1/database/test_connection/', async (req) => {
    const scope = scopeOf(req, databaseResource, 'can_write');
    const body = parseBody(databaseTestSchema, req.body ?? {}) as DbBody;
    let stored: Row | null = null;
    if (typeof body.database_name === 'string') {
      stored =
        ((await scope.ctx.store.db
          .selectFrom('dbs')
          .selectAll()
          .where('database_name', '=', body.database_name)
          .executeTakeFirst()) as Row | undefined) ?? null;
    }
    const { uri, password } = connectionOf(body, stored, scope.ctx.config.secretKey);
    await probeConnection(scope.ctx.config.dataDir, uri, password);
    return { message: 'OK' };
  });

  app.post('/api/v1/database/validate_parameters/', async (req) => {
    const scope = scopeOf(req, databaseResource, 'can_write');
    const body = (req.body ?? {}) as DbBody;
    const engine = typeof body.engine === 'string' ? body.engine : '';
    if (!AVAILABLE_ENGINES.some((e) => e.engine === engine)) {
      throw new ApiError(422, 'Engine is not supported', {
        errors: [
          {
            message: `Engine "${engine}" is not a valid engine.`,
            error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
            level: 'error',
            extra: { engine },
          },
        ],
      });
    }
    const params = (body.parameters ?? {}) as Record<string, unknown>;
    const errors = missingParameters(engine, params);
    if (errors.length) throw new ApiError(422, errors[0]?.message ?? 'Invalid parameters', { errors });
    await probeConnection(
      scope.ctx.config.dataDir,
      uriFromParameters(engine, params),
      (params.password as string | undefined) ?? null,
    );
    return { message: 'OK' };
  });

  app.get('/api/v1/database/:pk/schemas/', async (req) => {
    const { scope, row } = await loadDb(req);
    const q = parseRison(
      (req.query as { q?: string }).q,
      z.object({
        force: z.boolean().optional(),
        upload_allowed: z.boolean().optional(),
        catalog: z.string().nullable().optional(),
      }),
    );
    const conn = await engineRegistry(scope).get(Number(row.id));
    const schemas = await conn.schemas();
    if (!q.upload_allowed) return { result: schemas };
    if (!bool(row.allow_file_upload)) return { result: [] };
    const allowed = parseJsonText<{ schemas_allowed_for_file_upload?: string[] }>(
      row.extra,
      {},
    ).schemas_allowed_for_file_upload;
    return { result: allowed?.length ? schemas.filter((s) => allowed.includes(s)) : schemas };
  });

  app.get('/api/v1/database/:pk/tables/', async (req) => {
    const { scope, row } = await loadDb(req);
    const q = parseRison(
      (req.query as { q?: string }).q,
      z.object({
        schema_name: z.string().optional(),
        force: z.boolean().optional(),
        catalog_name: z.string().nullable().optional(),
      }),
    );
    if (!q.schema_name)
      throw badRequest('Bad request', { message: { schema_name: ['Missing data for required field.'] } });
    const conn = await engineRegistry(scope).get(Number(row.id));
    const tables = await conn.tables(q.schema_name);
    return { count: tables.length, result: tables.map((t) => ({ value: t.name, type: t.type, extra: null })) };
  });

  app.get('/api/v1/database/:pk/table_extra/:table/:schema/', async (req) => {
    const { scope, row } = await loadDb(req);
    const { table, schema } = req.params as { table: string; schema: string };
    const conn = await engineRegistry(scope).get(Number(row.id));
    const cols = await conn.partitions(schema, table);
    return cols.length ? { partitions: { cols, latest: {}, partitionQuery: null } } : {};
  });

  app.get('/api/v1/database/:pk/table/:table/:schema/', async (req) => {
    const { scope, row } = await loadDb(req);
    const { table, schema } = req.params as { table: string; schema: string };
    return tableMetadata(await engineRegistry(scope).get(Number(row.id)), schema, table);
  });

  // SQL Lab's table browser (Superset's table_metadata and select_star).
  app.get('/api/v1/database/:pk/table_metadata/', async (req) => {
    const { scope, row } = await loadDb(req);
    const q = z
      .object({ name: z.string().min(1).max(256), schema: z.string().max(256).optional() })
      .safeParse(req.query ?? {});
    if (!q.success) throw badRequest('Bad request', { message: { name: ['Missing data for required field.'] } });
    return tableMetadata(await engineRegistry(scope).get(Number(row.id)), q.data.schema ?? null, q.data.name);
  });

  app.get('/api/v1/database/:pk/select_star/:table/:schema?', async (req) => {
    const { scope, row } = await loadDb(req);
    const { table, schema } = req.params as { table: string; schema?: string };
    const meta = await tableMetadata(await engineRegistry(scope).get(Number(row.id)), schema || null, table);
    return { result: meta.selectStar };
  });

  app.get('/api/v1/database/:pk/related_objects/', async (req) => {
    const { scope, row } = await loadDb(req);
    const onIt = scope.ctx.store.db
      .selectFrom('slices')
      .innerJoin('tables', 'tables.id', 'slices.datasource_id')
      .where('tables.database_id', '=', Number(row.id));
    return { ...(await relatedObjects(scope, onIt)), sqllab_tab_states: { count: 0, result: [] } };
  });
}

export const databaseResource: ResourceSpec = {
  name: 'database',
  noun: 'database',
  table: 'dbs',
  viewMenu: 'Database',
  orderColumns: {
    changed_on_delta_humanized: 'dbs.changed_on',
    changed_on: 'dbs.changed_on',
    database_name: 'dbs.database_name',
    id: 'dbs.id',
    'changed_by.first_name': 'dbs.changed_by_fk',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    database_name: 'database_name',
    expose_in_sqllab: 'expose_in_sqllab',
    allow_file_upload: 'allow_file_upload',
    allow_run_async: 'allow_run_async',
    allow_dml: 'allow_dml',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
    uuid: 'uuid',
  },
  customFilters: {
    // Databases that take uploads: the flag, or a schema list that allows some (Superset's upload_is_enabled).
    upload_is_enabled: (q, v) =>
      v === false ? q.where('dbs.allow_file_upload', '=', 0) : q.where('dbs.allow_file_upload', '=', 1),
  },
  listColumns: [
    'id',
    'database_name',
    'backend',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'expose_in_sqllab',
    'allow_ctas',
    'allow_cvas',
    'force_ctas_schema',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by',
    'created_by',
    'explore_database_id',
    'extra',
    'disable_data_preview',
    'engine_information',
    'uuid',
  ],
  listItems: (rows, scope) => renderDatabases(rows, scope, false),
  show: async (row, scope) => (await renderDatabases([row], scope, true))[0] ?? {},
  create: async (body, scope, trx) => writeDatabase(trx, null, parseBody(databaseCreateSchema, body) as DbBody, scope),
  update: async (row, body, scope, trx) => {
    await writeDatabase(trx, row, parseBody(databaseUpdateSchema, body) as DbBody, scope);
  },
  canModify: async (_row, scope) => isAdmin(scope.user) || scope.user.permissions.has('can_write|Database'),
  beforeDelete: async (rows, _scope, trx) => {
    const used = await trx
      .selectFrom('tables')
      .select('table_name')
      .where(
        'database_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
    if (used.length) throw unprocessable({ _schema: [`Cannot delete a database that has datasets attached`] });
  },
  forbiddenMessage: 'Changing this database is forbidden',
  related: {},
  distinct: ['database_name'],
};

/** Registers the database routes: its generic resource routes and the ones beside them. */
export async function databaseRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, databaseResource);
  extraRoutes(app);
}

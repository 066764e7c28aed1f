/** The database resource: Superset's DatabaseRestApi (connections, schemas, tables, checks). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, unprocessable } from '../../http/errors';
import { AVAILABLE_ENGINES, EngineRegistry, maskUri, MASKED_PASSWORD, parseUri } from '../../engines';
import { seal, unseal } from '../../security/crypto';
import { storedServerCert } from '../../security/server-cert';
import type { ColumnValues } from '../../store/schema';
import { relatedObjects } from './related-objects';
import { isAdmin } from '../../security/principal';
import { peopleById } from '../people';
import { parseRison } from '../rison';
import { loadRow, parseBody, scopeOf, type RequestScope, type ResourceSpec, type Row, type Trx } from '../resource';
import { auditFields, bool, changedStamp, createdStamp, parseJsonText } from './audit';
import { required } from './common';
import { missingParameters, probeConnection, uriFromParameters } from './database-connect';

const flags = ['expose_in_sqllab', 'allow_run_async', 'allow_ctas', 'allow_cvas', 'allow_dml', 'allow_file_upload', 'impersonate_user'] as const;

const fields = {
  database_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z.string().min(1).max(1024).optional(),
  engine: z.string().optional(),
  driver: z.string().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  cache_timeout: z.number().int().nullable().optional(),
  force_ctas_schema: z.string().nullable().optional(),
  extra: z.string().optional(),
  server_cert: z.string().nullable().optional(),
  masked_encrypted_extra: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.string().optional(),
  catalog: z.unknown().optional(),
  ssh_tunnel: z.unknown().optional(),
  ...Object.fromEntries(flags.map((f) => [f, z.boolean().optional()])),
} as Record<string, z.ZodType>;
const createSchema = z.strictObject(fields);
const updateSchema = z.strictObject({ ...fields, database_name: (fields.database_name as z.ZodString).optional() });
const testSchema = z.object({ ...fields, database_name: z.string().optional() });

type DbBody = Record<string, unknown>;

export function engineRegistry(scope: { ctx: RequestScope['ctx'] }): EngineRegistry {
  let reg = scope.ctx.services.get('engines') as EngineRegistry | undefined;
  if (!reg) {
    reg = new EngineRegistry(scope.ctx.store.db, scope.ctx.config.dataDir, scope.ctx.config.secretKey, scope.ctx.config.limits);
    scope.ctx.services.set('engines', reg);
  }
  return reg;
}

/** The URI and password a body describes; a masked password keeps the stored one. */
function connectionOf(body: DbBody, stored: Row | null, secretKey: string): { uri: string; password: string | null } {
  let uri = typeof body.sqlalchemy_uri === 'string' ? body.sqlalchemy_uri : null;
  if (!uri && body.parameters && typeof body.engine === 'string') uri = uriFromParameters(body.engine, body.parameters as Record<string, unknown>);
  if (!uri && stored) uri = String(stored.sqlalchemy_uri);
  if (!uri) throw unprocessable({ sqlalchemy_uri: ['Missing data for required field.'] });
  let parsed;
  try {
    parsed = parseUri(uri);
  } catch (err) {
    throw unprocessable({ sqlalchemy_uri: [(err as Error).message] });
  }
  let password = parsed.password;
  if (password === MASKED_PASSWORD || (password === null && stored?.encrypted_password)) {
    password = stored?.encrypted_password ? unseal(secretKey, String(stored.encrypted_password)) : null;
  }
  return { uri: maskUri(uri), password };
}

async function writeDatabase(trx: Trx, row: Row | null, body: DbBody, scope: RequestScope): Promise<number> {
  const { config } = scope.ctx;
  const name = typeof body.database_name === 'string' ? body.database_name.trim() : undefined;
  if (name !== undefined) {
    let q = trx.selectFrom('dbs').select('id').where('database_name', '=', name);
    if (row) q = q.where('id', '!=', Number(row.id));
    if (await q.executeTakeFirst()) throw unprocessable({ database_name: 'A database with the same name already exists.' });
  }
  if (typeof body.extra === 'string' && body.extra && parseJsonText<unknown>(body.extra, undefined) === undefined) throw unprocessable({ extra: ['Field cannot be decoded by JSON.'] });
  const touchesConnection = body.sqlalchemy_uri !== undefined || body.parameters !== undefined || !row;
  const values: ColumnValues<'dbs'> = {};
  if (touchesConnection) {
    const { uri, password } = connectionOf(body, row, config.secretKey);
    await probeConnection(config.dataDir, uri, password).catch((err: unknown) => {
      if (err instanceof ApiError) throw new ApiError(422, 'Connection failed, please check your connection settings', { message: 'Connection failed, please check your connection settings', errors: (err.body as { errors?: unknown }).errors });
      throw err;
    });
    values.sqlalchemy_uri = uri;
    values.engine = parseUri(uri).engine;
    values.encrypted_password = password ? seal(config.secretKey, password) : null;
  }
  if (name !== undefined) values.database_name = name;
  for (const f of flags) if (body[f] !== undefined) values[f] = body[f] ? 1 : 0;
  // The body passed `fields` above: cache_timeout is a number or null, the others text or null.
  if (body.cache_timeout !== undefined) values.cache_timeout = body.cache_timeout as number | null;
  for (const f of ['force_ctas_schema', 'extra', 'external_url'] as const) if (body[f] !== undefined) values[f] = body[f] as string | null;
  if (body.server_cert !== undefined) values.server_cert = storedServerCert(config.secretKey, (body.server_cert as string | null) ?? null, row?.server_cert);
  if (body.is_managed_externally !== undefined) values.is_managed_externally = body.is_managed_externally ? 1 : 0;
  if (body.masked_encrypted_extra) values.encrypted_extra = seal(config.secretKey, String(body.masked_encrypted_extra));
  if (!row) {
    const created = await trx.insertInto('dbs').values({
        ...createdStamp(scope.user.id, typeof body.uuid === 'string' ? body.uuid : randomUUID()),
        ...values,
        database_name: required(values.database_name, 'database_name'),
        sqlalchemy_uri: required(values.sqlalchemy_uri, 'sqlalchemy_uri'),
        engine: required(values.engine, 'sqlalchemy_uri'),
      }).returning('id').executeTakeFirstOrThrow();
    return Number(created.id);
  }
  await trx.updateTable('dbs').set({ ...values, ...changedStamp(scope.user.id) }).where('id', '=', Number(row.id)).execute();
  await engineRegistry(scope).invalidate(Number(row.id));
  return Number(row.id);
}

async function renderDatabases(rows: Row[], scope: RequestScope, detail: boolean): Promise<Row[]> {
  const people = await peopleById(scope.ctx.store.db, rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]));
  return rows.map((r) => {
    const engine = String(r.engine);
    const info = AVAILABLE_ENGINES.find((e) => e.engine === engine);
    const item: Row = {
      id: Number(r.id),
      database_name: r.database_name,
      backend: engine,
      engine,
      driver: info?.default_driver ?? null,
      expose_in_sqllab: bool(r.expose_in_sqllab),
      allow_run_async: bool(r.allow_run_async),
      allow_ctas: bool(r.allow_ctas),
      allow_cvas: bool(r.allow_cvas),
      allow_dml: bool(r.allow_dml),
      allow_file_upload: bool(r.allow_file_upload),
      allow_multi_catalog: false,
      force_ctas_schema: r.force_ctas_schema ?? null,
      explore_database_id: Number(r.id),
      extra: r.extra ?? '{}',
      disable_data_preview: false,
      engine_information: info?.engine_information ?? {},
      uuid: r.uuid ?? null,
      ...auditFields(r, people),
    };
    if (detail) {
      let parameters: Row = {};
      try {
        const p = parseUri(String(r.sqlalchemy_uri));
        parameters = engine === 'duckdb' ? { database: p.database } : { host: p.host, port: p.port, database: p.database, username: p.username, password: p.password ? MASKED_PASSWORD : null, query: p.query };
      } catch {
        parameters = {};
      }
      Object.assign(item, {
        sqlalchemy_uri: maskUri(String(r.sqlalchemy_uri)),
        parameters,
        parameters_schema: info?.parameters ?? {},
        configuration_method: 'sqlalchemy_form',
        cache_timeout: r.cache_timeout ?? null,
        impersonate_user: bool(r.impersonate_user),
        server_cert: r.server_cert ? MASKED_PASSWORD : null,
        masked_encrypted_extra: r.encrypted_extra ? '{}' : null,
        is_managed_externally: bool(r.is_managed_externally),
        external_url: r.external_url ?? null,
      });
    }
    return item;
  });
}

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
    const body = parseBody(testSchema, req.body ?? {}) as DbBody;
    let stored: Row | null = null;
    if (typeof body.database_name === 'string') {
      stored = ((await scope.ctx.store.db.selectFrom('dbs').selectAll().where('database_name', '=', body.database_name).executeTakeFirst()) as Row | undefined) ?? null;
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
      throw new ApiError(422, 'Engine is not supported', { errors: [{ message: `Engine "${engine}" is not a valid engine.`, error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error', extra: { engine } }] });
    }
    const params = (body.parameters ?? {}) as Record<string, unknown>;
    const errors = missingParameters(engine, params);
    if (errors.length) throw new ApiError(422, errors[0]?.message ?? 'Invalid parameters', { errors });
    await probeConnection(scope.ctx.config.dataDir, uriFromParameters(engine, params), (params.password as string | undefined) ?? null);
    return { message: 'OK' };
  });

  app.get('/api/v1/database/:pk/schemas/', async (req) => {
    const { scope, row } = await loadDb(req);
    const q = parseRison((req.query as { q?: string }).q, z.object({ force: z.boolean().optional(), upload_allowed: z.boolean().optional(), catalog: z.string().nullable().optional() }));
    const conn = await engineRegistry(scope).get(Number(row.id));
    const schemas = await conn.schemas();
    if (!q.upload_allowed) return { result: schemas };
    if (!bool(row.allow_file_upload)) return { result: [] };
    const allowed = parseJsonText<{ schemas_allowed_for_file_upload?: string[] }>(row.extra, {}).schemas_allowed_for_file_upload;
    return { result: allowed?.length ? schemas.filter((s) => allowed.includes(s)) : schemas };
  });

  app.get('/api/v1/database/:pk/tables/', async (req) => {
    const { scope, row } = await loadDb(req);
    const q = parseRison((req.query as { q?: string }).q, z.object({ schema_name: z.string().optional(), force: z.boolean().optional(), catalog_name: z.string().nullable().optional() }));
    if (!q.schema_name) throw badRequest('Bad request', { message: { schema_name: ['Missing data for required field.'] } });
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
    const conn = await engineRegistry(scope).get(Number(row.id));
    const columns = await conn.columns(schema, table);
    if (!columns.length) throw new ApiError(404, 'Table does not exist');
    return {
      name: table,
      columns: columns.map((c) => ({ name: c.name, type: c.type, longType: c.type, keys: [], comment: null })),
      selectStar: `SELECT\n  ${columns.map((c) => `"${c.name}"`).join(',\n  ')}\nFROM "${schema}"."${table}"\nLIMIT 100`,
      primaryKey: { constrained_columns: [] },
      foreignKeys: [],
      indexes: [],
    };
  });

  app.get('/api/v1/database/:pk/related_objects/', async (req) => {
    const { scope, row } = await loadDb(req);
    const onIt = scope.ctx.store.db.selectFrom('slices').innerJoin('tables', 'tables.id', 'slices.datasource_id').where('tables.database_id', '=', Number(row.id));
    return { ...(await relatedObjects(scope, onIt)), sqllab_tab_states: { count: 0, result: [] } };
  });
}

export const databaseResource: ResourceSpec = {
  name: 'database',
  noun: 'database',
  table: 'dbs',
  viewMenu: 'Database',
  orderColumns: { changed_on_delta_humanized: 'dbs.changed_on', changed_on: 'dbs.changed_on', database_name: 'dbs.database_name', id: 'dbs.id', 'changed_by.first_name': 'dbs.changed_by_fk' },
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
    upload_is_enabled: (q, v) => (v === false ? q.where('dbs.allow_file_upload', '=', 0) : q.where('dbs.allow_file_upload', '=', 1)),
  },
  listColumns: ['id', 'database_name', 'backend', 'allow_run_async', 'allow_dml', 'allow_file_upload', 'expose_in_sqllab', 'allow_ctas', 'allow_cvas', 'force_ctas_schema', 'changed_on', 'changed_on_delta_humanized', 'changed_by', 'created_by', 'explore_database_id', 'extra', 'disable_data_preview', 'engine_information', 'uuid'],
  listItems: (rows, scope) => renderDatabases(rows, scope, false),
  show: async (row, scope) => (await renderDatabases([row], scope, true))[0] ?? {},
  create: async (body, scope, trx) => writeDatabase(trx, null, parseBody(createSchema, body) as DbBody, scope),
  update: async (row, body, scope, trx) => {
    await writeDatabase(trx, row, parseBody(updateSchema, body) as DbBody, scope);
  },
  canModify: async (_row, scope) => isAdmin(scope.user) || scope.user.permissions.has('can_write|Database'),
  beforeDelete: async (rows, _scope, trx) => {
    const used = await trx.selectFrom('tables').select('table_name').where('database_id', 'in', rows.map((r) => Number(r.id))).execute();
    if (used.length) throw unprocessable({ _schema: [`Cannot delete a database that has datasets attached`] });
  },
  forbiddenMessage: 'Changing this database is forbidden',
  related: {},
  distinct: ['database_name'],
  extraRoutes,
};

/** Datasource calls of explore and the datasource editor: get, save, fetch metadata, and a column's values. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseDatasourceKey } from '../../../src/core/query';
import { compileQuery, getDialect, QueryObjectValidationError } from '../../../src/core/sql';
import { getSinceUntil } from '../../../src/core/time-range';
import { datasourceRecord, loadDatasource } from '../../chartdata/datasource';
import { now } from '../../clock';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { requireUser } from '../../security/auth';
import type { Principal } from '../../security/principal';
import { defaultCanModify, loadRow, type RequestScope, type Row } from '../resource';
import { engineRegistry } from '../../domain/database';
import { datasetResource } from '../resources/dataset';
import { datasourcePayloads } from '../../domain/datasource-payload';
import { sourceColumns } from '../../domain/dataset-sync';

const DATASOURCE_TYPES = new Set(['table', 'dataset']);
/** Superset's FILTER_SELECT_ROW_LIMIT. */
const FILTER_SELECT_ROW_LIMIT = 10_000;

async function payloadOf(req: FastifyRequest, user: Principal, type: string, id: string): Promise<Row> {
  if (!DATASOURCE_TYPES.has(type)) throw badRequest(`Invalid datasource type: ${type}`);
  if (!/^\d+$/.test(id)) throw new ApiError(404, 'The dataset does not exist');
  const loaded = await datasourceRecord(req.server.tessera, user, { id: Number(id), type });
  const [payload] = await datasourcePayloads(req.server.tessera.store.db, [loaded.id]);
  if (!payload) throw new ApiError(404, 'The dataset does not exist');
  return payload;
}

/** A JSON-safe cell: exact integers stay numbers when safe, else strings; dates become ISO text. */
function jsonCell(v: unknown): unknown {
  if (typeof v === 'bigint')
    return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
  if (v instanceof Date)
    return v
      .toISOString()
      .replace(/\.000Z$/, '')
      .replace(/Z$/, '');
  if (v !== null && typeof v === 'object') return String(v);
  return v;
}

/** Distinct values of one filterable column, through the dataset's engine, at most FILTER_SELECT_ROW_LIMIT. */
async function columnValues(
  req: FastifyRequest,
  user: Principal,
  type: string,
  id: string,
  column: string,
): Promise<unknown[]> {
  if (!DATASOURCE_TYPES.has(type)) throw badRequest(`Invalid datasource type: ${type}`);
  if (!/^\d+$/.test(id)) throw new ApiError(404, 'The dataset does not exist');
  const ctx = req.server.tessera;
  const ds = await loadDatasource(ctx, user, { id: Number(id), type });
  const col = ds.meta.columns.find((c) => c.column_name === column);
  if (!col) throw badRequest(`Column name ${column} does not exist`);
  if (!col.filterable) throw badRequest(`Column ${column} is not filterable`);
  const conn = await engineRegistry({ ctx }).get(ds.databaseId);
  const dialect = getDialect(conn.engine === 'duckdb' ? 'duckdb' : 'postgresql');
  const at = now();
  let compiled;
  try {
    compiled = compileQuery(
      {
        columns: [column],
        metrics: [],
        orderby: [[column, true]],
        row_limit: FILTER_SELECT_ROW_LIMIT,
        is_timeseries: false,
        apply_fetch_values_predicate: true,
      },
      ds.meta,
      dialect,
      {
        now: at,
        defaultRowLimit: FILTER_SELECT_ROW_LIMIT,
        maxRowLimit: FILTER_SELECT_ROW_LIMIT,
        resolveTimeRange: (timeRange) => getSinceUntil({ timeRange, now: at }),
      },
    );
  } catch (err) {
    if (err instanceof QueryObjectValidationError) throw badRequest(err.message);
    throw err;
  }
  const result = await conn.run(compiled.sql, compiled.params, {
    timeoutMs: ctx.config.chartDataTimeoutSeconds * 1000,
    userId: user.id,
  });
  return (result.columns[0] ?? []).map(jsonCell);
}

/** The `data` field of a form post (urlencoded or multipart) or of a JSON body. */
async function dataField(req: FastifyRequest): Promise<unknown> {
  let raw: unknown;
  if (req.isMultipart()) {
    for await (const part of req.parts()) if (part.type === 'field' && part.fieldname === 'data') raw = part.value;
  } else raw = (req.body as { data?: unknown } | null)?.data;
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw badRequest('Bad request', { message: { data: ['Not a valid JSON.'] } });
    }
  }
  return raw;
}

const editorColumn = z.looseObject({ id: z.number().optional(), column_name: z.string().min(1) });
const editorMetric = z.looseObject({
  id: z.number().optional(),
  metric_name: z.string().min(1),
  expression: z.string().min(1),
});
const editorSchema = z.looseObject({
  id: z.number().int(),
  type: z.string().optional(),
  owners: z.array(z.union([z.number().int(), z.object({ value: z.number().int() }).loose()])).optional(),
  columns: z.array(editorColumn).optional(),
  metrics: z.array(editorMetric).optional(),
});

const COLUMN_KEYS = [
  'column_name',
  'type',
  'advanced_data_type',
  'verbose_name',
  'description',
  'expression',
  'extra',
  'filterable',
  'groupby',
  'is_active',
  'is_dttm',
  'python_date_format',
  'uuid',
];
const METRIC_KEYS = [
  'metric_name',
  'expression',
  'verbose_name',
  'metric_type',
  'description',
  'd3format',
  'currency',
  'warning_text',
  'extra',
  'uuid',
];
const DATASET_KEYS = [
  'table_name',
  'schema',
  'sql',
  'description',
  'main_dttm_col',
  'filter_select_enabled',
  'fetch_values_predicate',
  'default_endpoint',
  'offset',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'extra',
  'normalize_columns',
  'always_filter_main_dttm',
];

/** Keeps the known keys of an editor object, dropping nulls the dataset update refuses for booleans and ids. */
function keep(source: Row, keys: string[]): Row {
  const out: Row = {};
  for (const k of keys) if (source[k] !== undefined) out[k] = source[k];
  if (typeof source.id === 'number' && source.id > 0) out.id = source.id;
  for (const k of [
    'filterable',
    'groupby',
    'filter_select_enabled',
    'is_sqllab_view',
    'normalize_columns',
    'always_filter_main_dttm',
    'offset',
  ])
    if (out[k] === null) delete out[k];
  if (typeof out.extra === 'object' && out.extra !== null) out.extra = JSON.stringify(out.extra);
  return out;
}

/**
 * A virtual dataset's new SQL must be one SELECT the dataset's engine accepts: it is asked for the result's columns
 * (LIMIT 0, nothing read), so SQL that does not parse answers 422 with the engine's reason before anything changes.
 */
async function checkSqlRuns(req: FastifyRequest, row: Row, data: Row): Promise<void> {
  const sql = typeof data.sql === 'string' ? data.sql : '';
  if (!sql.trim() || sql === row.sql) return;
  const conn = await engineRegistry({ ctx: req.server.tessera }).get(Number(row.database_id));
  const tableName = typeof data.table_name === 'string' ? data.table_name : String(row.table_name);
  await sourceColumns(conn, { schema: null, table_name: tableName, sql });
}

/** The datasource editor's save: owner or admin; duplicate column names answer 409. */
async function saveDatasource(req: FastifyRequest, user: Principal): Promise<Row> {
  const parsed = editorSchema.safeParse(await dataField(req));
  if (!parsed.success)
    throw badRequest('Bad request', {
      message: { data: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
    });
  const data = parsed.data as Row & z.infer<typeof editorSchema>;
  const ctx = req.server.tessera;
  const scope: RequestScope = { ctx, user, req };
  const row = await loadRow(datasetResource, scope, data.id).catch(() =>
    Promise.reject(new ApiError(404, 'The dataset does not exist')),
  );
  if (!(await defaultCanModify(datasetResource, row, scope))) throw forbidden('Changing this dataset is forbidden');
  const names = (data.columns ?? []).map((c) => c.column_name);
  const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  if (duplicates.length) {
    const message = `Duplicate column name(s): ${duplicates.join(',')}`;
    throw new ApiError(409, message, { error: message, message });
  }
  await checkSqlRuns(req, row, data);
  const body: Row = keep(data, DATASET_KEYS);
  delete body.id;
  if (data.owners) body.owners = data.owners.map((o) => (typeof o === 'number' ? o : o.value));
  if (data.columns) body.columns = data.columns.map((c) => keep(c, COLUMN_KEYS));
  if (data.metrics) body.metrics = data.metrics.map((m) => keep(m, METRIC_KEYS));
  const update = datasetResource.update;
  if (!update) throw new Error('Datasets cannot be updated');
  await ctx.store.db.transaction().execute((trx) => update(row, body, scope, trx));
  const [payload] = await datasourcePayloads(ctx.store.db, [Number(row.id)]);
  return payload ?? {};
}

/** Registers the datasource routes and the urlencoded body parser they accept. */
export async function datasourceRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    });
  }
  app.get('/datasource/get/:type/:id/', async (req) => {
    const { type, id } = req.params as { type: string; id: string };
    return payloadOf(req, requireUser(req), type, id);
  });
  app.post('/datasource/save/', async (req) => saveDatasource(req, requireUser(req)));
  app.get('/superset/fetch_datasource_metadata', async (req) => {
    const user = requireUser(req);
    const key = (req.query as { datasourceKey?: string }).datasourceKey ?? '';
    const parsed = parseDatasourceKey(key);
    if (!parsed)
      throw badRequest('Bad request', {
        message: { datasourceKey: ['Expected "<id>__<type>", for example 1__table'] },
      });
    return payloadOf(req, user, parsed.type, String(parsed.id));
  });
  app.get('/api/v1/datasource/:type/:id/column/:column/values/', async (req) => {
    const { type, id, column } = req.params as { type: string; id: string; column: string };
    return { result: await columnValues(req, requireUser(req), type, id, column) };
  });
}

/** POST /api/v1/sqllab/execute/: a SQL Lab text checked, logged, and run now (200 with rows) or as a job (202). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobManager } from '../async';
import { toJson } from '../chartdata/json';
import { toRecords } from '../chartdata/serialize';
import { clientQuery } from '../api/resources/query-log';
import { parseBody, type Row } from '../api/resource';
import { now } from '../clock';
import type { AppContext } from '../context';
import { bool } from '../domain/audit';
import { genericType } from '../domain/datasource-payload';
import { engineRegistry } from '../domain/database';
import type { EngineConnection, QueryResult } from '../engines';
import { ApiError } from '../http/errors';
import type { Principal } from '../security/principal';
import { requireSqlLab, sqlLabDatabase } from './access';
import { planStatements, runLogged, SqlLabError, type PlannedStatement } from './run';
import { renderSqlLabTemplate } from '../templating';

/** Rows answered inline by execute and results (Superset's DISPLAY_MAX_ROW); the Arrow and CSV routes give all. */
export const DISPLAY_LIMIT = 10_000;

const executeSchema = z.object({
  database_id: z.coerce.number().int().positive(),
  sql: z.string().min(1, 'Missing data for required field.'),
  schema: z.string().max(256).nullish(),
  catalog: z.string().max(256).nullish(),
  tab: z.string().max(256).nullish(),
  sql_editor_id: z.union([z.string().max(256), z.number()]).nullish(),
  client_id: z
    .string()
    .max(11, 'Longer than maximum length 11.')
    .regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, _ and - only.')
    .nullish(),
  queryLimit: z.coerce.number().int().positive().nullish(),
  runAsync: z.boolean().nullish(),
  templateParams: z.string().nullish(),
  expand_data: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
  tmp_table_name: z.string().max(256).nullish(),
  json: z.boolean().nullish(),
});

export type ExecuteBody = z.infer<typeof executeSchema>;

const newClientId = (): string => randomBytes(9).toString('base64url').slice(0, 11);

/** The columns of a result as SQL Lab lists them. */
export function resultColumns(r: QueryResult): Row[] {
  return r.names.map((name, i) => {
    const type = r.types[i] ?? null;
    const generic = genericType(type);
    return { column_name: name, name, type, type_generic: generic, is_dttm: generic === 2 };
  });
}

/** The body of a finished query: its first rows, columns and log record (execute's 200 and the results route). */
export function resultBody(query: Row, result: QueryResult | null): Record<string, unknown> {
  const shown: QueryResult | null =
    result && result.rowCount > DISPLAY_LIMIT
      ? { ...result, columns: result.columns.map((c) => c.slice(0, DISPLAY_LIMIT)), rowCount: DISPLAY_LIMIT }
      : result;
  const columns = result ? resultColumns(result) : [];
  return {
    query_id: query.queryId,
    status: 'success',
    data: shown ? toRecords(shown) : [],
    columns,
    selected_columns: columns,
    expanded_columns: [],
    displayLimitReached: !!result && result.rowCount > DISPLAY_LIMIT,
    query,
  };
}

/** The client's record of a log row (Query.to_dict()). */
export async function queryRecord(ctx: AppContext, queryId: number, user: Principal): Promise<Row> {
  const row = (await ctx.store.db
    .selectFrom('query')
    .leftJoin('dbs', 'dbs.id', 'query.database_id')
    .selectAll('query')
    .select('dbs.database_name')
    .where('query.id', '=', queryId)
    .executeTakeFirstOrThrow()) as Row;
  return clientQuery(row, (row.database_name as string | null) ?? null, {
    first_name: user.firstName,
    last_name: user.lastName,
  });
}

/** The answer to select_as_cta: SQL Lab runs the SELECT and saves results as a dataset, it writes no tables. */
export const CTAS_NOT_OFFERED =
  'CREATE TABLE AS is not offered in SQL Lab: run the SELECT and save its results as a dataset instead.';

/**
 * The schema picked for the query, once the engine lists it: the engines set it by name (quoted) for the query's own
 * connection, so a name the database does not have is refused here, before anything is logged or run.
 */
async function pickedSchema(conn: EngineConnection, schema: string | null | undefined): Promise<string | null> {
  if (!schema) return null;
  const known = await conn.schemas().catch((err: unknown) => {
    throw new ApiError(400, `Error: ${(err as Error).message}`);
  });
  if (!known.includes(schema)) throw new ApiError(400, `The schema ${schema} does not exist in this database.`);
  return schema;
}

/** Whether a query goes to the job queue: asked for, or the flag or the database says so. */
const runsAsync = (ctx: AppContext, body: ExecuteBody, db: Row): boolean =>
  body.runAsync === true || ctx.config.featureFlags.GLOBAL_ASYNC_QUERIES || bool(db.allow_run_async);

/** Handles an execute request: 200 with rows, 202 with the pending query, or 4xx with Superset's errors. */
export async function executeSqlLab(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const user = requireSqlLab(req);
  const ctx = req.server.tessera;
  const body = parseBody(executeSchema, req.body ?? {});
  if (body.select_as_cta) throw new ApiError(400, CTAS_NOT_OFFERED);
  const db = await sqlLabDatabase(ctx, user, body.database_id);
  const limit = Math.min(body.queryLimit ?? ctx.config.sqlMaxRow, ctx.config.sqlMaxRow);
  const clientId = body.client_id || newClientId();
  const taken = await ctx.store.db
    .selectFrom('query')
    .select('id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (taken) throw new ApiError(400, `A query with client_id ${clientId} was run already.`);
  const sql = await renderSqlLabTemplate(ctx, body.sql, body.templateParams ?? null, user);
  const conn: EngineConnection = await engineRegistry({ ctx })
    .get(Number(db.id))
    .catch((err: unknown) => {
      throw new ApiError(400, `Error: ${(err as Error).message}`);
    });
  const allowDml = bool(db.allow_dml);
  const schema = await pickedSchema(conn, body.schema);
  let planned: PlannedStatement[];
  try {
    // Checked before anything is logged or queued: a refused text changes nothing.
    planned = await planStatements(conn, sql, allowDml, limit, schema);
  } catch (err) {
    if (err instanceof SqlLabError) throw new ApiError(err.status, err.message, err.body());
    throw err;
  }
  const ts = now();
  const async = runsAsync(ctx, body, db);
  const inserted = await ctx.store.db
    .insertInto('query')
    .values({
      client_id: clientId,
      database_id: Number(db.id),
      user_id: user.id,
      status: 'pending',
      tab_name: body.tab ?? null,
      sql_editor_id:
        body.sql_editor_id === null || body.sql_editor_id === undefined ? null : String(body.sql_editor_id),
      schema: body.schema ?? null,
      catalog: body.catalog ?? null,
      sql: body.sql,
      // The rendered text waits here until the run writes what the engine ran.
      executed_sql: sql,
      limit,
      select_as_cta: body.select_as_cta ? 1 : 0,
      progress: 0,
      start_time: String(ts.getTime()),
      changed_on: ts.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const queryId = Number(inserted.id);
  const run = { queryId, clientId, userId: user.id, sql, limit, allowDml, schema };
  if (async) {
    const manager = jobManager(ctx);
    const channelId = await manager.channels.ensureChannel(req, reply);
    const meta = await manager.submitJob({
      channelId,
      userId: user.id,
      kind: 'sqllab',
      sliceId: null,
      resultKey: clientId,
      queryId,
    });
    await ctx.store.db
      .updateTable('query')
      .set({ extra_json: JSON.stringify({ job_id: meta.job_id }) })
      .where('id', '=', queryId)
      .execute();
    return reply.status(202).send({ query: await queryRecord(ctx, queryId, user) });
  }
  const running = runningQueries(ctx);
  const controller = new AbortController();
  running.set(clientId, controller);
  try {
    const { result } = await runLogged(ctx, conn, run, controller.signal, planned);
    const record = await queryRecord(ctx, queryId, user);
    return reply.type('application/json; charset=utf-8').send(toJson(resultBody(record, result)));
  } catch (err) {
    if (err instanceof SqlLabError) throw new ApiError(err.status, err.message, err.body());
    throw err;
  } finally {
    running.delete(clientId);
  }
}

/** The stop handles of the queries this process is running, by client id. */
export function runningQueries(ctx: AppContext): Map<string, AbortController> {
  let map = ctx.services.get('sqllab.running') as Map<string, AbortController> | undefined;
  if (!map) {
    map = new Map();
    ctx.services.set('sqllab.running', map);
  }
  return map;
}

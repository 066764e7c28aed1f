/** The query log: Superset's QueryRestApi (read-only list and get, updated_since, stop), own queries unless admin. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { now } from '../../clock';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { requirePermission } from '../../security/auth';
import { seesAllQueries, type Principal } from '../../security/principal';
import type { MetaDb } from '../../store/db';
import { peopleById } from '../../domain/owners';
import {
  applyStandardFilter,
  parseBody,
  type Query,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
} from '../resource';
import { parseRison } from '../rison';
import { parseJsonText } from '../../domain/audit';
import { userRelated } from './common';
import { sqlTables } from './saved-query';

const VIEW = 'Query';
const FINISHED = new Set(['failed', 'success', 'timed_out', 'stopped']);

/** Query times are stored as epoch milliseconds (Superset's Numeric) or ISO text; the API answers milliseconds. */
export function epochMs(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(ms) ? null : ms;
}

const visibleQueries = (q: Query, scope: RequestScope): Query =>
  seesAllQueries(scope.user) ? q : q.where('query.user_id', '=', scope.user.id);

async function databasesOf(db: MetaDb, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.database_name)]));
}

async function renderQueries(rows: Row[], scope: RequestScope, detail: boolean): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const [people, dbs] = await Promise.all([
    peopleById(
      db,
      rows.map((r) => r.user_id as number),
    ),
    databasesOf(
      db,
      rows.map((r) => Number(r.database_id)),
    ),
  ]);
  return rows.map((r) => {
    const user = people.get(Number(r.user_id));
    const item: Row = {
      id: Number(r.id),
      changed_on: r.changed_on ?? null,
      database: { id: Number(r.database_id), database_name: dbs.get(Number(r.database_id)) ?? null },
      schema: r.schema ?? null,
      catalog: r.catalog ?? null,
      sql: r.sql ?? null,
      executed_sql: r.executed_sql ?? null,
      sql_tables: sqlTables(r.sql),
      status: r.status,
      tab_name: r.tab_name ?? null,
      user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null,
      start_time: epochMs(r.start_time),
      end_time: epochMs(r.end_time),
      rows: r.rows ?? null,
      tmp_table_name: r.tmp_table_name ?? null,
      tracking_url: r.tracking_url ?? null,
    };
    if (detail) {
      Object.assign(item, {
        client_id: r.client_id,
        tmp_schema_name: r.tmp_schema_name ?? null,
        sql_editor_id: r.sql_editor_id ?? null,
        select_sql: r.select_sql ?? null,
        limit: r.limit ?? null,
        select_as_cta: Number(r.select_as_cta) === 1,
        progress: r.progress ?? 0,
        error_message: r.error_message ?? null,
        results_key: r.results_key ?? null,
      });
    }
    return item;
  });
}

/** Query.to_dict(): the SQL Lab client's shape of a query. */
export function clientQuery(
  r: Row,
  databaseName: string | null,
  user: { first_name: string; last_name: string } | undefined,
): Row {
  return {
    changed_on: r.changed_on ?? null,
    dbId: Number(r.database_id),
    db: databaseName,
    endDttm: epochMs(r.end_time),
    errorMessage: r.error_message ?? null,
    executedSql: r.executed_sql ?? null,
    id: r.client_id,
    queryId: Number(r.id),
    limit: r.limit ?? null,
    progress: r.progress ?? 0,
    rows: r.rows ?? null,
    catalog: r.catalog ?? null,
    schema: r.schema ?? null,
    ctas: Number(r.select_as_cta) === 1,
    serverId: Number(r.id),
    sql: r.sql ?? null,
    sqlEditorId: r.sql_editor_id ?? null,
    startDttm: epochMs(r.start_time),
    state: String(r.status ?? '').toLowerCase(),
    tab: r.tab_name ?? null,
    tempSchema: r.tmp_schema_name ?? null,
    tempTable: r.tmp_table_name ?? null,
    userId: r.user_id ?? null,
    user: user ? `${user.first_name} ${user.last_name}`.trim() : null,
    resultsKey: r.results_key ?? null,
    trackingUrl: r.tracking_url ?? null,
    extra: parseJsonText<Row>(r.extra_json, {}),
  };
}

/** Comparisons on times: start and end times compare as milliseconds, changed_on as ISO text; values may be either. */
function timeComparison(op: '>' | '<' | '>=' | '<=', fallback: string) {
  return (q: Query, value: unknown, _scope: RequestScope, col: string): Query => {
    const ms = epochMs(value);
    if (col === 'start_time' || col === 'end_time') {
      if (ms === null) throw badRequest('Bad request', { message: { filters: [`Not a valid time for ${col}`] } });
      return q.where(sql`cast(${sql.ref(`query.${col}`)} as double precision)`, op, ms);
    }
    if (col === 'changed_on') {
      if (ms === null) throw badRequest('Bad request', { message: { filters: [`Not a valid time for ${col}`] } });
      return q.where('query.changed_on', op, new Date(ms).toISOString());
    }
    const column = queryLogResource.filterColumns[col];
    if (!column)
      throw badRequest('Bad request', { message: { filters: [`Filter column: ${col} not allowed to filter`] } });
    return applyStandardFilter(q, queryLogResource, column, { col, opr: fallback, value });
  };
}

const updatedSinceSchema = z.object({ last_updated_ms: z.number().min(0) });
const stopSchema = z.object({ client_id: z.string().min(1, 'Missing data for required field.') });

/** Stops a running query; the SQL Lab runner registers how (`services.get('sqllab.stop')`). */
type StopQuery = (clientId: string) => Promise<boolean>;

function extraRoutes(app: FastifyInstance): void {
  const read = (req: FastifyRequest): Principal => requirePermission(req, 'can_read', VIEW);
  app.get('/api/v1/query/updated_since', async (req) => {
    const user = read(req);
    const q = parseRison((req.query as { q?: string }).q, updatedSinceSchema);
    const db = app.tessera.store.db;
    const since = new Date(q.last_updated_ms);
    if (Number.isNaN(since.getTime()))
      throw badRequest('Bad request', { message: { last_updated_ms: ['Not a valid number.'] } });
    const rows = (await db
      .selectFrom('query')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('changed_on', '>=', since.toISOString())
      .orderBy('changed_on')
      .execute()) as Row[];
    const [dbs, people] = await Promise.all([
      databasesOf(
        db,
        rows.map((r) => Number(r.database_id)),
      ),
      peopleById(db, [user.id]),
    ]);
    return { result: rows.map((r) => clientQuery(r, dbs.get(Number(r.database_id)) ?? null, people.get(user.id))) };
  });

  app.post('/api/v1/query/stop', async (req) => {
    const user = read(req);
    const body = parseBody(stopSchema, req.body ?? {});
    const db = app.tessera.store.db;
    const row = await db.selectFrom('query').selectAll().where('client_id', '=', body.client_id).executeTakeFirst();
    if (!row || (!seesAllQueries(user) && Number(row.user_id) !== user.id))
      throw notFound(`Query with client_id ${body.client_id} not found`);
    if (FINISHED.has(String(row.status))) return { result: 'OK' };
    const stop = app.tessera.services.get('sqllab.stop') as StopQuery | undefined;
    if (stop && !(await stop(body.client_id))) throw new ApiError(400, 'Could not cancel query');
    const ts = now();
    await db
      .updateTable('query')
      .set({ status: 'stopped', end_time: String(ts.getTime()), changed_on: ts.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return { result: 'OK' };
  });
}

export const queryLogResource: ResourceSpec = {
  name: 'query',
  noun: 'query',
  plural: 'queries',
  table: 'query',
  viewMenu: VIEW,
  orderColumns: {
    changed_on: 'query.changed_on',
    'database.database_name': 'query.database_id',
    rows: 'query.rows',
    schema: 'query.schema',
    start_time: 'query.start_time',
    sql: 'query.sql',
    tab_name: 'query.tab_name',
    status: 'query.status',
    'user.first_name': 'query.user_id',
    id: 'query.id',
  },
  defaultOrder: ['changed_on', 'desc'],
  filterColumns: {
    id: 'id',
    changed_on: 'changed_on',
    database: 'database_id',
    sql: 'sql',
    status: 'status',
    user: 'user_id',
    start_time: 'start_time',
    schema: 'schema',
    tab_name: 'tab_name',
    client_id: 'client_id',
  },
  customFilters: {
    gt: timeComparison('>', 'gt'),
    lt: timeComparison('<', 'lt'),
    ge: timeComparison('>=', 'ge'),
    le: timeComparison('<=', 'le'),
  },
  visible: visibleQueries,
  listColumns: [
    'id',
    'changed_on',
    'database',
    'executed_sql',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'status',
    'tab_name',
    'user',
    'start_time',
    'end_time',
    'tmp_table_name',
    'tracking_url',
  ],
  listItems: (rows, scope) => renderQueries(rows, scope, false),
  show: async (row, scope) => (await renderQueries([row], scope, true))[0] ?? {},
  // The log is written by SQL Lab only; the generic delete routes answer 403 for everyone.
  canModify: async () => false,
  forbiddenMessage: 'Changing this query is forbidden',
  related: {
    user: userRelated,
    database: { table: 'dbs', value: 'id', text: (r) => String(r.database_name), searchColumns: ['database_name'] },
  },
  distinct: ['status'],
};

/** Registers the query log routes: its generic resource routes and the ones beside them. */
export async function queryLogRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, queryLogResource);
  extraRoutes(app);
}

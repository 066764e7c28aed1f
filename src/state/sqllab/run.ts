/**
 * Running a tab's SQL: POST /api/v1/sqllab/execute/, a pending (async) query polled until it ends, the whole result
 * read into the data worker from the Arrow route (the grid pages it there), Stop, and Format SQL.
 */
import { ref } from 'valtio/vanilla';
import { risonParam, serverMessage, supersetErrors } from '../../core/api';
import { decodeResultTable, type DataPlane } from '../../core/dataplane';
import { apiClient, ApiError, call, serverMessageOr } from '../app';
import { dataPlane } from '../dataplane';
import { sqlLabState, sqlLabTimers, tabById, type ResultColumn, type TabResults } from './store';
import { currentSql, flushSql, replaceSql, updateTab } from './tabs';

/** How often a pending query's status is asked for. */
export const POLL_INTERVAL_MS = 1000;

let worker: () => Promise<DataPlane> = () => dataPlane(apiClient());

/** Replaces how the data worker is reached (tests); answers the previous way. */
export function setSqlLabWorker(next: () => Promise<DataPlane>): () => Promise<DataPlane> {
  const previous = worker;
  worker = next;
  return previous;
}

/** The data worker SQL Lab's results live in. */
export const sqlLabWorker = (): Promise<DataPlane> => worker();

let clientIds = 0;
/** A query's client id: at most 11 characters, as Superset's. */
export function newClientId(): string {
  clientIds = (clientIds + 1) % 1296;
  return `${Date.now().toString(36).slice(-8)}${clientIds.toString(36).padStart(2, '0')}`.slice(-11);
}

const columnsOf = (body: { columns?: unknown }): ResultColumn[] =>
  (Array.isArray(body.columns) ? (body.columns as Record<string, unknown>[]) : []).map((c) => ({
    name: String(c.column_name ?? c.name ?? ''),
    type: typeof c.type === 'string' ? c.type : null,
    is_dttm: c.is_dttm === true,
  }));

/** The error's message and the line it names (the engine's or the template's), from an error answer. */
export function runError(error: unknown): { error: string; errorLine: number | null } {
  const body = error instanceof ApiError ? error.body : null;
  const first = supersetErrors(body)[0];
  const line = first?.extra?.line;
  return {
    error: serverMessageOr(error, (status) =>
      status === null ? 'The server could not be reached: the query did not run' : `The query failed (${status})`,
    ),
    errorLine: typeof line === 'number' ? line : null,
  };
}

function results(tabId: number): TabResults | undefined {
  return sqlLabState.results[String(tabId)];
}

/** A finished query's answer into the tab: columns, first rows, then the whole result into the worker. */
async function landResults(tabId: number, clientId: string, body: Record<string, unknown>): Promise<void> {
  const now = results(tabId);
  if (!now || now.clientId !== clientId) return;
  const rows = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const query = (body.query as Record<string, unknown> | undefined) ?? null;
  Object.assign(now, {
    status: 'success',
    columns: columnsOf(body),
    rows: ref(rows),
    rowCount: typeof query?.rows === 'number' ? query.rows : rows.length,
    query: query ? ref(query) : null,
  });
  void updateTab(tabId, { latestQueryId: clientId }).catch(() => undefined);
  try {
    const plane = await worker();
    const table = await plane.loadSqlLabResult(clientId);
    const latest = results(tabId);
    if (!latest || latest.clientId !== clientId) return void plane.releaseResult(table.name);
    if (latest.table) void plane.releaseResult(latest.table.name);
    latest.table = ref(table);
    latest.rowCount = table.numRows;
  } catch {
    // Without the worker (or the Arrow route) the grid shows the execute answer's rows.
  }
}

/** Asks for a pending query's status until it ends, then lands its results (GET /api/v1/sqllab/results/). */
function poll(tabId: number, clientId: string, since: number): void {
  sqlLabTimers().setTimeout(() => {
    const now = results(tabId);
    if (!now || now.clientId !== clientId || now.status !== 'pending') return;
    const q = risonParam({ last_updated_ms: since });
    call(apiClient(), { method: 'GET', path: `/api/v1/query/updated_since?q=${q}` })
      .then(async (res) => {
        const list = (res.body as { result?: Record<string, unknown>[] }).result ?? [];
        const mine = list.find((r) => r.client_id === clientId || r.id === clientId);
        const status = mine?.state ?? mine?.status;
        if (!mine || status === 'pending' || status === 'running') return poll(tabId, clientId, since);
        if (status !== 'success') {
          return Object.assign(now, {
            status: status === 'stopped' ? 'stopped' : 'failed',
            error: typeof mine.errorMessage === 'string' ? mine.errorMessage : 'The query failed',
          });
        }
        const key = risonParam({ key: String(mine.resultsKey ?? mine.results_key ?? '') });
        const body = await call(apiClient(), { method: 'GET', path: `/api/v1/sqllab/results/?q=${key}` });
        await landResults(tabId, clientId, body.body as Record<string, unknown>);
      })
      .catch((error: unknown) => Object.assign(now, { status: 'failed', ...runError(error) }));
  }, POLL_INTERVAL_MS);
}

/** Runs `sql` (the selection or the statement under the cursor; the tab's whole text when absent) in a tab. */
export async function runQuery(tabId: number, sql?: string): Promise<void> {
  const tab = tabById(tabId);
  if (!tab) return;
  const text = (sql ?? currentSql(tabId)).trim();
  if (!text) return;
  void flushSql(tabId);
  const clientId = newClientId();
  const previous = results(tabId)?.table;
  if (previous)
    void worker().then(
      (plane) => plane.releaseResult(previous.name),
      () => undefined,
    );
  sqlLabState.results[String(tabId)] = {
    status: 'running',
    clientId,
    sql: text,
    error: null,
    errorLine: null,
    columns: [],
    rowCount: 0,
    table: null,
    rows: ref([]),
    query: null,
  };
  try {
    const res = await call(apiClient(), {
      method: 'POST',
      path: '/api/v1/sqllab/execute/',
      json: {
        database_id: tab.dbId,
        sql: text,
        schema: tab.schema,
        tab: tab.label,
        client_id: clientId,
        queryLimit: tab.queryLimit,
        runAsync: sqlLabState.databases.find((d) => d.id === tab.dbId)?.allow_run_async === true,
        ...(tab.templateParams ? { templateParams: tab.templateParams } : {}),
        expand_data: true,
        select_as_cta: false,
      },
    });
    const body = res.body as Record<string, unknown>;
    if (res.status === 202) {
      const now = results(tabId);
      if (now?.clientId === clientId) now.status = 'pending';
      return poll(tabId, clientId, Date.now() - 1000);
    }
    await landResults(tabId, clientId, body);
  } catch (error) {
    const now = results(tabId);
    if (now?.clientId === clientId) Object.assign(now, { status: 'failed', ...runError(error) });
  }
}

/** Stops the tab's running query (POST /api/v1/query/stop); the engine's query is cancelled on the server. */
export async function stopQuery(tabId: number): Promise<void> {
  const now = results(tabId);
  if (!now || (now.status !== 'running' && now.status !== 'pending')) return;
  now.status = 'stopped';
  now.error = 'The query was stopped';
  await call(apiClient(), { method: 'POST', path: '/api/v1/query/stop', json: { client_id: now.clientId } }).catch(
    (error: unknown) => {
      now.error = serverMessageOr(error, () => 'The query could not be stopped');
    },
  );
}

/** Format SQL (POST /api/v1/sqllab/format_sql/ in the tab's database's dialect): the editor takes the answer. */
export async function formatSql(tabId: number): Promise<void> {
  const tab = tabById(tabId);
  if (!tab) return;
  const engine = sqlLabState.databases.find((d) => d.id === tab.dbId)?.backend;
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/sqllab/format_sql/',
    json: { sql: currentSql(tabId), ...(engine ? { engine } : {}) },
  });
  const formatted = (res.body as { result?: unknown }).result;
  if (typeof formatted === 'string') await replaceSql(tabId, formatted);
  else throw new Error(serverMessage(res.body) ?? 'The SQL could not be formatted');
}

/** After a reload: the tab's last results, read again from the server's Arrow route into the worker. */
export async function restoreResults(tabId: number, clientId: string): Promise<void> {
  const shown = results(tabId)?.clientId;
  try {
    const plane = await worker();
    const table = await plane.loadSqlLabResult(clientId);
    // A query the user ran while the old result was loading is newer: it stays, the old result goes.
    if (results(tabId)?.clientId !== shown) return void plane.releaseResult(table.name);
    const schema = decodeResultTable(table).schema;
    sqlLabState.results[String(tabId)] = {
      status: 'success',
      clientId,
      sql: '',
      error: null,
      errorLine: null,
      columns: schema.fields.map((f) => ({
        name: f.name,
        type: String(f.type),
        is_dttm: f.typeId === 8 || f.typeId === 10,
      })),
      rowCount: table.numRows,
      table: ref(table),
      rows: ref([]),
      query: null,
    };
  } catch {
    // Results the server no longer keeps are simply not shown; the tab keeps its SQL.
  }
}

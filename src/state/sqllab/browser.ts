/** SQL Lab's left pane and history: databases, schemas, tables with their columns, and the user's query history. */
import { risonParam } from '../../core/api';
import { apiClient, call } from '../app';
import { sqlLabState, tablesKey, type BrowsedTable, type SqlLabDatabase } from './store';

const result = <T>(body: unknown): T[] => {
  const list = (body as { result?: unknown } | null)?.result;
  return Array.isArray(list) ? (list as T[]) : [];
};

/** A database as the bootstrap or the database list answers it. */
export function databaseOf(d: Record<string, unknown>): SqlLabDatabase {
  return {
    id: Number(d.id),
    database_name: String(d.database_name ?? ''),
    backend: String(d.backend ?? ''),
    allow_dml: d.allow_dml === true,
    allow_run_async: d.allow_run_async === true,
  };
}

/** The databases SQL Lab may query (expose_in_sqllab), with their engine and DML/async settings. */
export async function loadDatabases(): Promise<SqlLabDatabase[]> {
  const q = risonParam({
    filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
    columns: ['id', 'database_name', 'backend', 'allow_dml', 'allow_run_async'],
    page_size: 100,
    order_column: 'database_name',
    order_direction: 'asc',
  });
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/?q=${q}` });
  const dbs = result<Record<string, unknown>>(res.body).map(databaseOf);
  sqlLabState.databases = dbs;
  return dbs;
}

/** A database's schemas. */
export async function loadSchemas(dbId: number): Promise<string[]> {
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/${dbId}/schemas/` });
  const schemas = result<string>(res.body).map(String);
  sqlLabState.schemas[String(dbId)] = schemas;
  return schemas;
}

/** A schema's tables and views. */
export async function loadTables(dbId: number, schema: string): Promise<BrowsedTable[]> {
  const q = risonParam({ schema_name: schema });
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/${dbId}/tables/?q=${q}` });
  const tables = result<{ value?: unknown; type?: unknown }>(res.body).map((t) => ({
    name: String(t.value ?? ''),
    type: String(t.type ?? 'table'),
    columns: null,
    selectStar: null,
  }));
  sqlLabState.tables[tablesKey(dbId, schema)] = tables;
  return tables;
}

/** A table's columns with their types and its SELECT * (table_metadata; the older /table/{t}/{s}/ route else). */
export async function loadTableMetadata(dbId: number, schema: string, table: string): Promise<BrowsedTable | null> {
  const params = new URLSearchParams({ name: table, schema });
  const res = await apiClient().request({
    method: 'GET',
    path: `/api/v1/database/${dbId}/table_metadata/?${params.toString()}`,
  });
  const answer = res.ok
    ? res
    : await call(apiClient(), {
        method: 'GET',
        path: `/api/v1/database/${dbId}/table/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`,
      });
  const body = answer.body as { columns?: { name?: unknown; type?: unknown }[]; selectStar?: unknown };
  const entry = sqlLabState.tables[tablesKey(dbId, schema)]?.find((t) => t.name === table);
  const meta: BrowsedTable = {
    name: table,
    type: entry?.type ?? 'table',
    columns: (body.columns ?? []).map((c) => ({
      name: String(c.name ?? ''),
      type: typeof c.type === 'string' ? c.type : null,
    })),
    selectStar: typeof body.selectStar === 'string' ? body.selectStar : null,
  };
  if (entry) Object.assign(entry, meta);
  return meta;
}

/** The signed-in user's latest queries (GET /api/v1/query/: the server answers only one's own unless admin). */
export async function loadHistory(): Promise<void> {
  const q = risonParam({ order_column: 'start_time', order_direction: 'desc', page_size: 50 });
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/query/?q=${q}` });
  sqlLabState.history = result<Record<string, unknown>>(res.body);
}

/**
 * Opening SQL Lab: the user's tabs from the server (GET /api/v1/sqllab/ and each tab's state), the databases, and what
 * the address or a form post asks for (a saved query, or a dataset with its SQL: D1.19, D3.19). A user without
 * SQL Lab access gets no page.
 */
import { canAccessSqlLab } from '../../core/explore';
import { LOAD_SQL_ERROR, orderedTabs, queryEditorFromTab, selectStarSql, type SqlLabOpening } from '../../core/sqllab';
import { apiClient, call, serverMessageOr, sessionStore } from '../app';
import { databaseOf, loadDatabases } from './browser';
import { restoreResults } from './run';
import { initialSqlLabState, sqlLabState } from './store';
import { activateTab, openTab } from './tabs';

/** What the page was opened with: the address's savedQueryId, or a dataset and its SQL. */
export interface SqlLabAddress {
  savedQueryId: number | null;
  opening: SqlLabOpening | null;
  /** The key of a form post's data (D1.19: the server's redirect to /sqllab/?form_data_key=...). */
  formDataKey?: string | null;
  /** A new tab with this SQL on this database (?dbid=&sql=&schema=). */
  newQuery?: { dbId: number; schema: string | null; sql: string } | null;
}

async function tabStates(ids: number[]) {
  const answers = await Promise.all(
    ids.map((id) => call(apiClient(), { method: 'GET', path: `/tabstateview/${id}` }).catch(() => null)),
  );
  return answers.flatMap((res, i) =>
    res ? [{ ...queryEditorFromTab(res.body as Record<string, unknown>), position: i }] : [],
  );
}

/** A new tab on a saved query. */
async function openSavedQuery(id: number): Promise<void> {
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/saved_query/${id}` });
  const q = (res.body as { result?: Record<string, unknown> }).result ?? {};
  const dbId = Number((q.database as { id?: unknown } | undefined)?.id ?? q.db_id);
  await openTab({
    label: typeof q.label === 'string' && q.label ? q.label : `Saved query ${id}`,
    dbId: Number.isFinite(dbId) ? dbId : null,
    schema: typeof q.schema === 'string' ? q.schema : null,
    sql: typeof q.sql === 'string' ? q.sql : '',
  });
}

/** A new tab on a dataset's database with the SQL handed (or the dataset's own SQL, or SELECT * of its table). */
async function openDataset(opening: SqlLabOpening): Promise<void> {
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/dataset/${opening.datasource.id}` });
  const d = (res.body as { result?: Record<string, unknown> }).result ?? {};
  const dbId = Number((d.database as { id?: unknown } | undefined)?.id);
  if (!Number.isFinite(dbId)) throw new Error(LOAD_SQL_ERROR);
  const schema = typeof d.schema === 'string' && d.schema ? d.schema : null;
  const table = String(d.table_name ?? '');
  const sql = opening.sql ?? (typeof d.sql === 'string' && d.sql.trim() ? d.sql : selectStarSql(table, schema));
  await openTab({ ...(table ? { label: table } : {}), dbId, schema, sql });
}

/** A new tab on a form post's dataset and SQL, as GET /api/v1/sqllab/form_data/{key} resolves them. */
async function openPostedForm(key: string): Promise<void> {
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/sqllab/form_data/${encodeURIComponent(key)}` });
  const form = (res.body as { result?: Record<string, unknown> }).result ?? {};
  const dbId = Number(form.database_id);
  if (!Number.isFinite(dbId) || typeof form.sql !== 'string') throw new Error(LOAD_SQL_ERROR);
  await openTab({
    ...(typeof form.title === 'string' && form.title ? { label: form.title } : {}),
    dbId,
    schema: typeof form.schema === 'string' && form.schema ? form.schema : null,
    sql: form.sql,
  });
}

/** Opens the page: tabs, databases, then what the address asks for; 'denied' without SQL Lab access. */
export async function openSqlLab(address: SqlLabAddress, openedFor: string | null = null): Promise<void> {
  Object.assign(sqlLabState, initialSqlLabState(), { openedFor });
  if (!canAccessSqlLab({ userId: sessionStore.user?.id ?? 0, roles: sessionStore.roles })) {
    sqlLabState.status = 'denied';
    return;
  }
  sqlLabState.status = 'loading';
  try {
    const boot = await call(apiClient(), { method: 'GET', path: '/api/v1/sqllab/' });
    const result = (boot.body as { result?: Record<string, unknown> }).result ?? {};
    const databases = Object.values((result.databases as Record<string, Record<string, unknown>> | undefined) ?? {});
    if (databases.length) sqlLabState.databases = databases.map(databaseOf);
    else await loadDatabases();
    const ids = (Array.isArray(result.tab_state_ids) ? (result.tab_state_ids as unknown[][]) : []).map((p) =>
      Number(p[0]),
    );
    sqlLabState.tabs = orderedTabs(await tabStates(ids));
    const active = result.active_tab as Record<string, unknown> | null | undefined;
    const activeId = active ? Number(active.id) : null;
    sqlLabState.activeTabId = sqlLabState.tabs.find((t) => t.id === activeId)?.id ?? sqlLabState.tabs[0]?.id ?? null;
    sqlLabState.status = 'ready';
  } catch (error) {
    sqlLabState.status = 'error';
    sqlLabState.error = serverMessageOr(error, () => 'SQL Lab could not be loaded: the server could not be reached');
    return;
  }
  try {
    if (address.formDataKey) await openPostedForm(address.formDataKey);
    else if (address.savedQueryId !== null) await openSavedQuery(address.savedQueryId);
    else if (address.opening) await openDataset(address.opening);
    else if (address.newQuery) await openTab(address.newQuery);
  } catch {
    // D3.19: whatever failed (the dataset, the saved query, a new tab), the page says it in Superset's words.
    sqlLabState.error = LOAD_SQL_ERROR;
  }
  if (!sqlLabState.tabs.length) await openTab();
  else if (sqlLabState.activeTabId !== null) await activateTab(sqlLabState.activeTabId);
  const active = sqlLabState.tabs.find((t) => t.id === sqlLabState.activeTabId);
  if (active?.latestQueryId) await restoreResults(active.id, active.latestQueryId);
}

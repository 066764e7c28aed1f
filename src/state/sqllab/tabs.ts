/** SQL Lab's query tabs, kept on the server (Superset's tab state routes): open, rename, close, reorder, edit. */
import {
  DEFAULT_ROW_LIMIT,
  moveTab,
  newTabForm,
  newTabTitle,
  queryEditorFromTab,
  tabUpdateForm,
  type QueryEditor,
} from '../../core/sqllab';
import { addDangerToast, apiClient, call, serverMessageOr } from '../app';
import { sqlLabState, sqlLabTimers, tabById } from './store';

/** How long the editor's text waits after the last keystroke before it is saved to the tab. */
export const SQL_SAVE_DEBOUNCE_MS = 1000;

const failed = (what: string) => (error: unknown) =>
  void addDangerToast(serverMessageOr(error, () => `${what}: the server could not be reached`));

/** The editor's unsaved text per tab: kept out of the store so typing re-renders nothing. */
const drafts = new Map<number, { sql: () => string; timer: unknown }>();

/** The tab's SQL as the editor has it now (its draft when unsaved). */
export function currentSql(id: number): string {
  return drafts.get(id)?.sql() ?? tabById(id)?.sql ?? '';
}

/** Saves fields of a tab (PUT /tabstateview/{id}) and keeps them in the store. */
export async function updateTab(id: number, patch: Partial<Omit<QueryEditor, 'id'>>): Promise<void> {
  const tab = tabById(id);
  if (tab) Object.assign(tab, patch);
  await call(apiClient(), { method: 'PUT', path: `/tabstateview/${id}`, fields: tabUpdateForm(patch) });
}

/**
 * The editor's text changed: kept as the tab's draft and saved once typing pauses. The editor may pass a reader of
 * its text instead of the text, so a keystroke in a long document copies nothing.
 */
export function editSql(id: number, sql: string | (() => string)): void {
  const draft = drafts.get(id);
  if (draft) sqlLabTimers().clearTimeout(draft.timer);
  const timer = sqlLabTimers().setTimeout(() => void flushSql(id), SQL_SAVE_DEBOUNCE_MS);
  drafts.set(id, { sql: typeof sql === 'string' ? () => sql : sql, timer });
}

/** Saves the tab's draft now (before a run, a switch, or leaving). */
export async function flushSql(id: number): Promise<void> {
  const draft = drafts.get(id);
  if (!draft) return;
  sqlLabTimers().clearTimeout(draft.timer);
  drafts.delete(id);
  await updateTab(id, { sql: draft.sql() }).catch(failed('The query could not be saved'));
}

/** Replaces a tab's SQL from outside the editor (format, SELECT *, an opening): the editor takes it. */
export async function replaceSql(id: number, sql: string): Promise<void> {
  const draft = drafts.get(id);
  if (draft) sqlLabTimers().clearTimeout(draft.timer);
  drafts.delete(id);
  sqlLabState.sqlVersion[String(id)] = (sqlLabState.sqlVersion[String(id)] ?? 0) + 1;
  await updateTab(id, { sql }).catch(failed('The query could not be saved'));
}

/** Opens a new tab (POST /tabstateview/), active, on the given database and SQL or the active tab's database. */
export async function openTab(init: Partial<Pick<QueryEditor, 'label' | 'dbId' | 'schema' | 'sql'>> = {}) {
  const active = sqlLabState.activeTabId === null ? undefined : tabById(sqlLabState.activeTabId);
  const editor = {
    label: init.label ?? newTabTitle(sqlLabState.tabs.map((t) => t.label)),
    dbId: init.dbId ?? active?.dbId ?? sqlLabState.databases[0]?.id ?? null,
    schema: init.schema !== undefined ? init.schema : (active?.schema ?? null),
    sql: init.sql ?? '',
    queryLimit: active?.queryLimit ?? DEFAULT_ROW_LIMIT,
  };
  const res = await call(apiClient(), { method: 'POST', path: '/tabstateview/', fields: newTabForm(editor) });
  const id = Number((res.body as { id?: unknown }).id);
  const position = Math.max(-1, ...sqlLabState.tabs.map((t) => t.position)) + 1;
  sqlLabState.tabs.push({ ...queryEditorFromTab({ id }), ...editor, id, position });
  await activateTab(id);
  return id;
}

/** Makes a tab the active one (POST /tabstateview/{id}/activate), reading its state when not read yet. */
export async function activateTab(id: number): Promise<void> {
  const previous = sqlLabState.activeTabId;
  if (previous !== null && previous !== id) void flushSql(previous);
  sqlLabState.activeTabId = id;
  await call(apiClient(), { method: 'POST', path: `/tabstateview/${id}/activate` }).catch(
    failed('The tab could not be activated'),
  );
}

/** Renames a tab. */
export function renameTab(id: number, label: string): Promise<void> {
  return updateTab(id, { label: label.trim() || 'Untitled Query' }).catch(failed('The tab could not be renamed'));
}

/** Closes a tab (DELETE /tabstateview/{id}); the one beside it becomes active, or a new one opens. */
export async function closeTab(id: number): Promise<void> {
  const at = sqlLabState.tabs.findIndex((t) => t.id === id);
  if (at < 0) return;
  try {
    await call(apiClient(), { method: 'DELETE', path: `/tabstateview/${id}` });
  } catch (error) {
    failed('The tab could not be closed')(error);
    return;
  }
  drafts.delete(id);
  sqlLabState.tabs.splice(at, 1);
  delete sqlLabState.results[String(id)];
  if (sqlLabState.activeTabId !== id) return;
  const next = sqlLabState.tabs[Math.min(at, sqlLabState.tabs.length - 1)];
  if (next) await activateTab(next.id);
  else await openTab().catch(failed('A new tab could not be opened'));
}

/** Moves a tab to `index` in the order shown; each tab whose place changed is saved (PUT position). */
export async function reorderTab(id: number, index: number): Promise<void> {
  const positions = moveTab(sqlLabState.tabs, id, index);
  const changed = sqlLabState.tabs.filter((t) => positions.get(t.id) !== t.position);
  await Promise.all(changed.map((t) => updateTab(t.id, { position: positions.get(t.id) ?? t.position }))).catch(
    failed('The tabs could not be reordered'),
  );
}

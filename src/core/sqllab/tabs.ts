/** SQL Lab's query tabs as the server keeps them (Superset's tab state form posts), read and written. */

/** One query tab (Superset's query editor). */
export interface QueryEditor {
  id: number;
  label: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  templateParams: string;
  latestQueryId: string | null;
  position: number;
}

/** The row limits offered; the first one is the default. */
export const ROW_LIMITS = [1000, 100, 10000, 100000, 1000000] as const;
export const DEFAULT_ROW_LIMIT = ROW_LIMITS[0];

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A tab from GET /tabstateview/{id} (or the active_tab of GET /api/v1/sqllab/). */
export function queryEditorFromTab(tab: Record<string, unknown>): QueryEditor {
  const latest = tab.latest_query as { id?: unknown; client_id?: unknown } | null | undefined;
  const latestId = latest ? (latest.client_id ?? latest.id) : tab.latest_query_id;
  return {
    id: int(tab.id) ?? 0,
    label: text(tab.label) || 'Untitled Query',
    dbId: int(tab.database_id),
    schema: typeof tab.schema === 'string' && tab.schema ? tab.schema : null,
    sql: text(tab.sql),
    queryLimit: int(tab.query_limit) ?? DEFAULT_ROW_LIMIT,
    templateParams: text(tab.template_params),
    latestQueryId: typeof latestId === 'string' || typeof latestId === 'number' ? String(latestId) : null,
    position: int(tab.position) ?? 0,
  };
}

/** The form of POST /tabstateview/: one field, queryEditor, holding the new tab as JSON. */
export function newTabForm(editor: Pick<QueryEditor, 'label' | 'dbId' | 'schema' | 'sql' | 'queryLimit'>) {
  return {
    queryEditor: JSON.stringify({
      title: editor.label,
      dbId: editor.dbId,
      schema: editor.schema,
      sql: editor.sql,
      queryLimit: editor.queryLimit,
      autorun: false,
    }),
  };
}

const FIELDS: Record<Exclude<keyof QueryEditor, 'id'>, string> = {
  label: 'label',
  dbId: 'database_id',
  schema: 'schema',
  sql: 'sql',
  queryLimit: 'query_limit',
  templateParams: 'template_params',
  latestQueryId: 'latest_query_id',
  position: 'position',
};

/** The form of PUT /tabstateview/{id}: each changed field under its server name, JSON-encoded as Superset does. */
export function tabUpdateForm(patch: Partial<Omit<QueryEditor, 'id'>>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(patch)) {
    const field = FIELDS[key as keyof typeof FIELDS];
    if (field && value !== undefined) form[field] = JSON.stringify(value);
  }
  return form;
}

/** 'Untitled Query N' with the first N no open tab has. */
export function newTabTitle(labels: readonly string[]): string {
  const taken = new Set(labels);
  let n = 1;
  while (taken.has(`Untitled Query ${n}`)) n += 1;
  return `Untitled Query ${n}`;
}

/** The tabs in the order shown: by position, then by id (the order they were opened). */
export function orderedTabs<T extends Pick<QueryEditor, 'id' | 'position'>>(tabs: readonly T[]): T[] {
  return [...tabs].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The positions after moving the tab `id` to `index` (0-based): every tab's new position by id. */
export function moveTab(tabs: readonly Pick<QueryEditor, 'id' | 'position'>[], id: number, index: number) {
  const order = orderedTabs(tabs).map((t) => t.id);
  const from = order.indexOf(id);
  if (from < 0) return new Map(order.map((tabId, i) => [tabId, i]));
  order.splice(from, 1);
  order.splice(Math.max(0, Math.min(index, order.length)), 0, id);
  return new Map(order.map((tabId, i) => [tabId, i]));
}

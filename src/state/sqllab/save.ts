/** Saving from SQL Lab and explore: a saved query (and its share link), and a query as a virtual dataset. */
import { risonParam } from '../../core/api';
import {
  newVirtualDatasetBody,
  overwriteDatasetBody,
  saveDatasetProblem,
  type VirtualDatasetSource,
} from '../../core/sqllab';
import { apiClient, call } from '../app';
import { tabById } from './store';
import { currentSql, flushSql } from './tabs';

/** The address that opens a saved query in SQL Lab (the saved-query list links here too). */
export const savedQueryPath = (id: number): string => `/sqllab/?savedQueryId=${id}`;

/** Saves the tab's query (POST /api/v1/saved_query/) with a name and description; answers the saved query's id. */
export async function saveQuery(tabId: number, fields: { label: string; description: string }): Promise<number> {
  const tab = tabById(tabId);
  if (!tab || tab.dbId === null) throw new Error('Choose a database before saving the query');
  await flushSql(tabId);
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/saved_query/',
    json: {
      db_id: tab.dbId,
      schema: tab.schema,
      sql: currentSql(tabId),
      label: fields.label.trim() || tab.label,
      description: fields.description,
      ...(tab.templateParams ? { template_parameters: tab.templateParams } : {}),
    },
  });
  return Number((res.body as { id?: unknown }).id);
}

/** The datasets a virtual dataset may overwrite, by name (the modal's Overwrite list). */
export async function overwriteChoices(search: string): Promise<{ value: number; label: string }[]> {
  const filters = search ? [{ col: 'table_name', opr: 'ct', value: search }] : [];
  const q = risonParam({ filters, columns: ['id', 'table_name'], page_size: 50, order_column: 'table_name' });
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/dataset/?q=${q}` });
  const list = (res.body as { result?: { id?: unknown; table_name?: unknown }[] }).result ?? [];
  return list.map((d) => ({ value: Number(d.id), label: String(d.table_name ?? d.id) }));
}

/**
 * Saves a query as a virtual dataset (X2.08, X6.06): a new one (POST /api/v1/dataset/) or an existing one
 * overwritten (PUT /api/v1/dataset/{id}); answers the dataset's id, the real one in place of the draft's 0 (X19.09).
 */
export async function saveVirtualDataset(
  source: VirtualDatasetSource,
  choice: { kind: 'new'; name: string } | { kind: 'overwrite'; id: number },
): Promise<number> {
  const problem =
    choice.kind === 'new'
      ? saveDatasetProblem('new', choice.name, null)
      : saveDatasetProblem('overwrite', '', choice.id);
  if (problem) throw new Error(problem);
  if (choice.kind === 'overwrite') {
    await call(apiClient(), {
      method: 'PUT',
      path: `/api/v1/dataset/${choice.id}?override_columns=true`,
      json: overwriteDatasetBody(source),
    });
    return choice.id;
  }
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/dataset/',
    json: newVirtualDatasetBody(source, choice.name),
  });
  return Number((res.body as { id?: unknown }).id);
}

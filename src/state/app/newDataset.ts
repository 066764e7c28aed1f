/**
 * '+ Dataset' on the dataset list: a database, a schema and a table chosen in turn, the dataset created on it, or the
 * one that already exists for that table offered instead of a duplicate.
 */
import { listPath, listQuery, risonParam } from '../../core/api';
import { apiClient, call } from './client';

/** A choice of the dialog's selects. */
export interface Choice {
  value: number | string;
  label: string;
}

/** A resource's items whose `name` column holds `search`, by that name: id and name as a select's choices. */
async function choicesByName(resource: 'database' | 'dataset', name: string, search: string): Promise<Choice[]> {
  const query = listQuery({
    page_size: 100,
    order_column: name,
    order_direction: 'asc',
    filters: [{ col: name, opr: 'ct', value: search.trim() }],
  });
  const res = await call(apiClient(), { method: 'GET', path: listPath(resource, query) });
  return ((res.body as { result?: Record<string, unknown>[] }).result ?? []).map((item) => ({
    value: Number(item.id),
    label: String(item[name]),
  }));
}

/** The databases a dataset may be made on. */
export function databaseChoices(search: string): Promise<Choice[]> {
  return choicesByName('database', 'database_name', search);
}

/** The datasets a new chart may be built on ('+ Chart'), by table name; the value is the dataset's id. */
export function datasetChoices(search: string): Promise<Choice[]> {
  return choicesByName('dataset', 'table_name', search);
}

/** A database's schemas. */
export async function schemaChoices(databaseId: number): Promise<Choice[]> {
  const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/${databaseId}/schemas/` });
  return ((res.body as { result?: string[] }).result ?? []).map((s) => ({ value: s, label: s }));
}

/** The tables (and views) of a schema. */
export async function tableChoices(databaseId: number, schema: string): Promise<Choice[]> {
  const path = `/api/v1/database/${databaseId}/tables/?q=${risonParam({ schema_name: schema })}`;
  const res = await call(apiClient(), { method: 'GET', path });
  return ((res.body as { result?: { value: string }[] }).result ?? []).map((t) => ({ value: t.value, label: t.value }));
}

/** The id of the dataset already made on this table, or null. */
export async function existingDatasetId(databaseId: number, schema: string, table: string): Promise<number | null> {
  const query = listQuery({
    page_size: 1,
    filters: [
      { col: 'database', opr: 'rel_o_m', value: databaseId },
      { col: 'schema', opr: 'eq', value: schema },
      { col: 'table_name', opr: 'eq', value: table },
    ],
  });
  const res = await call(apiClient(), { method: 'GET', path: listPath('dataset', query) });
  const first = (res.body as { result?: { id: number }[] }).result?.[0];
  return first ? first.id : null;
}

/** Creates the dataset on a physical table; answers its id. */
export async function createTableDataset(databaseId: number, schema: string, table: string): Promise<number> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/dataset/',
    json: { database: databaseId, schema, table_name: table },
  });
  return (res.body as { id: number }).id;
}

/**
 * The datasource control's calls (X17.01, X17.02, X17.07): a dataset's editable payload, its save, the datasets the swap
 * dialog lists, and a table's columns for 'Sync columns from source'.
 */
import { listPath, listQuery, relatedPath } from '../../core/api';
import { readExploreDataset, type ExploreDataset } from '../../core/explore';
import { apiClient, call } from '../app';
import { changeDatasource, exploreState } from '../explore';
import { explorePageState } from './store';

type Raw = Record<string, unknown>;

/** The toast after a save from the edit dataset modal (X4.07). */
export const DATASET_SAVED = 'The dataset has been saved';
/** The toast after a swap (X3.06). */
export const DATASET_SWAPPED = 'Successfully changed dataset!';

/** `GET /datasource/get/{type}/{id}/` (X17.01): the dataset as Superset's datasource JSON. */
export async function fetchDatasource(type: string, id: number): Promise<Raw> {
  const path = `/datasource/get/${encodeURIComponent(type)}/${id}/`;
  return (await call(apiClient(), { method: 'GET', path })).body as Raw;
}

/** The explore dataset of a datasource payload; throws `gone` when it is not one. */
export function exploreDatasetFrom(raw: Raw, gone: string): ExploreDataset {
  const dataset = readExploreDataset(raw);
  if (!dataset) throw new Error(gone);
  return dataset;
}

/**
 * `POST /datasource/save/` (X4.06, X17.02) with the editor's `data`; the answer is the saved dataset. When it is the
 * chart's dataset, explore moves onto it as after a swap (its time column rule, X2.09, included).
 */
export async function saveDatasource(data: Raw): Promise<Raw> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/datasource/save/',
    json: { data: JSON.stringify(data) },
  });
  const saved = res.body as Raw;
  const dataset = readExploreDataset(saved);
  if (dataset && exploreState.datasource?.id === dataset.id) {
    changeDatasource(dataset);
    explorePageState.datasetName = dataset.name ?? dataset.table_name ?? explorePageState.datasetName;
  }
  return saved;
}

/** One row of the swap dialog's table (X3.03). */
export interface SwapDatasetRow {
  id: number;
  table_name: string;
  kind: string;
  schema: string | null;
  database_name: string;
  owners: { id: number; first_name?: string; last_name?: string; username?: string }[];
}

/** What the swap dialog asks the dataset list for: a page, its order and the name searched. */
export interface SwapDatasetQuery {
  search: string;
  page: number;
  pageSize: number;
  orderColumn: string;
  desc: boolean;
}

/** The dataset list for the swap dialog (X17.07): `table_name ct` search, server-side page and order. */
export async function listSwapDatasets(q: SwapDatasetQuery): Promise<{ count: number; rows: SwapDatasetRow[] }> {
  const query = listQuery({
    page: q.page,
    page_size: q.pageSize,
    order_column: q.orderColumn,
    order_direction: q.desc ? 'desc' : 'asc',
    filters: [{ col: 'table_name', opr: 'ct', value: q.search.trim() }],
  });
  const res = await call(apiClient(), { method: 'GET', path: listPath('dataset', query) });
  const answer = res.body as { count?: number; result?: Raw[] };
  const rows = (answer.result ?? []).map((d): SwapDatasetRow => ({
    id: Number(d.id),
    table_name: String(d.table_name ?? d.id),
    kind: typeof d.kind === 'string' ? d.kind : d.sql ? 'virtual' : 'physical',
    schema: typeof d.schema === 'string' ? d.schema : null,
    database_name: String((d.database as Raw | undefined)?.database_name ?? ''),
    owners: Array.isArray(d.owners) ? (d.owners as SwapDatasetRow['owners']) : [],
  }));
  return { count: answer.count ?? rows.length, rows };
}

/** A physical table's columns as its database reports them, for 'Sync columns from source'. */
export async function tableColumns(
  databaseId: number,
  schema: string | null,
  table: string,
): Promise<{ name: string; type: string }[]> {
  const path = `/api/v1/database/${databaseId}/table/${encodeURIComponent(table)}/${encodeURIComponent(schema ?? 'main')}/`;
  const res = await call(apiClient(), { method: 'GET', path });
  return ((res.body as { columns?: { name: string; type: string }[] }).columns ?? []).map((c) => ({
    name: c.name,
    type: c.type,
  }));
}

/** The people the edit dataset modal's Owners offers, from `GET /api/v1/dataset/related/owners`. */
export async function searchDatasetOwners(search: string): Promise<{ value: number; label: string }[]> {
  const res = await call(apiClient(), { method: 'GET', path: relatedPath('dataset', 'related', 'owners', search) });
  const rows = (res.body as { result?: { value?: unknown; text?: unknown }[] }).result ?? [];
  return rows
    .filter((r) => typeof r.value === 'number')
    .map((r) => ({ value: r.value as number, label: String(r.text ?? r.value) }));
}

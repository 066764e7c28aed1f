/**
 * What the filter dialog reads from the server: the datasets a filter may target (the dataset list), one dataset's
 * columns, metrics and time grains (kept once loaded), and a value filter's options through its options query
 * (src/core/filters/options.ts, the one implementation the bar uses too).
 */
import { proxy, ref } from 'valtio/vanilla';
import { listPath, listQuery } from '../../core/api';
import { readExploreDataset, type ExploreColumn, type ExploreDataset } from '../../core/explore';
import { GenericDataType } from '../../core/query';
import { apiClient, call } from '../app';

/** One dataset a filter may target, as the dataset select lists it. */
export interface DatasetChoice {
  value: number;
  label: string;
}

/** How many datasets one search lists. */
export const DATASET_CHOICES_PAGE = 100;

const datasetLabel = (row: { table_name?: unknown; schema?: unknown }): string =>
  `${typeof row.schema === 'string' && row.schema ? `${row.schema}.` : ''}${String(row.table_name ?? '')}`;

/** The datasets whose name holds `search`, by name (GET /api/v1/dataset/ with rison). */
export async function searchDatasets(search: string, signal?: AbortSignal): Promise<DatasetChoice[]> {
  const query = listQuery({
    order_column: 'table_name',
    order_direction: 'asc',
    page_size: DATASET_CHOICES_PAGE,
    filters: search.trim() ? [{ col: 'table_name', opr: 'ct', value: search.trim() }] : [],
  });
  const res = await call(apiClient(), {
    method: 'GET',
    path: listPath('dataset', query),
    ...(signal ? { signal } : {}),
  });
  const rows =
    (res.body as { result?: { id?: unknown; table_name?: unknown; schema?: unknown }[] } | null)?.result ?? [];
  return rows
    .filter((r): r is { id: number; table_name?: unknown; schema?: unknown } => typeof r.id === 'number')
    .map((r) => ({ value: r.id, label: datasetLabel(r) }));
}

/** A dataset's state in the dialog: loading, loaded, or failed with the reason. */
export type FilterDatasetState =
  { status: 'loading' } | { status: 'loaded'; dataset: ExploreDataset } | { status: 'error'; message: string };

/** The datasets the dialog has asked for, by id. */
export const filterDatasets = proxy<Record<number, FilterDatasetState>>({});

/** Loads a dataset's columns, metrics and grains once (GET /api/v1/dataset/{id}/datasource). */
export async function ensureFilterDataset(id: number): Promise<void> {
  if (filterDatasets[id]) return;
  filterDatasets[id] = { status: 'loading' };
  try {
    const res = await call(apiClient(), { method: 'GET', path: `/api/v1/dataset/${id}/datasource` });
    const dataset = readExploreDataset((res.body as { result?: unknown } | null)?.result);
    filterDatasets[id] = dataset
      ? { status: 'loaded', dataset: ref(dataset) }
      : { status: 'error', message: 'The dataset could not be read' };
  } catch (error) {
    filterDatasets[id] = { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The name a dataset shows once loaded. */
export function loadedDatasetLabel(dataset: ExploreDataset): string {
  return dataset.name ?? datasetLabel(dataset);
}

/** The columns a filter may target: the filterable ones (a column marked filterable false is left out). */
export function filterableColumns(dataset: ExploreDataset): ExploreColumn[] {
  return dataset.columns.filter((c) => (c as ExploreColumn & { filterable?: unknown }).filterable !== false);
}

/** A column's generic type, read from type_generic, else from is_dttm (temporal) or string. */
export function columnGenericType(column: ExploreColumn | undefined): GenericDataType {
  if (column?.type_generic !== undefined && column.type_generic !== null) return column.type_generic;
  return column?.is_dttm ? GenericDataType.TEMPORAL : GenericDataType.STRING;
}

export { loadFilterOptions } from './options';

/** The datasets the dialog's dataset select offers (the first page of the list, by name). */
export const filterDatasetChoices = proxy<{
  choices: DatasetChoice[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
}>({
  choices: [],
  status: 'idle',
});

/** Loads the dataset choices once per dialog opening; a failure leaves the list empty and says so. */
export async function loadDatasetChoices(): Promise<void> {
  filterDatasetChoices.status = 'loading';
  try {
    filterDatasetChoices.choices = await searchDatasets('');
    filterDatasetChoices.status = 'loaded';
  } catch {
    filterDatasetChoices.choices = [];
    filterDatasetChoices.status = 'error';
  }
}

/**
 * What the bar's controls load from the server: a select filter's options (D10.04: its chart-data query with the sort
 * metric, pre-filters, cascade and search) and a range filter's bounds (the column's MIN and MAX).
 */
import {
  filterColumn,
  selectOptionsFromRows,
  selectOptionsQuery,
  type DataMask,
  type NativeFilter,
  type SelectOption,
} from '../../core/filters';
import { buildQueryContext } from '../../core/chart-plugin';
import type { QueryContext } from '../../core/query';
import { apiClient, call } from '../app';
import { filterMetadata, filtersStore } from './masks';

async function chartDataRows(queryContext: QueryContext, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/chart/data',
    json: { ...queryContext, result_type: 'full', result_format: 'json' },
    ...(signal ? { signal } : {}),
  });
  const result = (res.body as { result?: { data?: Record<string, unknown>[] }[] } | null)?.result;
  return result?.[0]?.data ?? [];
}

/**
 * A select filter's options: the cascade is read from the parents' selected values (the bar's pending masks), so a
 * child narrows as soon as its parent changes.
 */
export async function loadSelectOptions(
  filter: NativeFilter,
  search = '',
  signal?: AbortSignal,
): Promise<SelectOption[]> {
  const query = selectOptionsQuery(filter, {
    filters: filterMetadata().nativeFilterConfiguration,
    dataMask: filtersStore.pending as Record<string, DataMask>,
    search,
  });
  if (!query) return [];
  return selectOptionsFromRows(filter, await chartDataRows(query, signal));
}

/** A range filter's bounds: the smallest and largest value of its column (null where the column is empty). */
export async function loadRangeBounds(
  filter: NativeFilter,
  signal?: AbortSignal,
): Promise<[number | null, number | null]> {
  const col = filterColumn(filter);
  const datasetId = filter.targets[0]?.datasetId;
  if (!col || datasetId === undefined) return [null, null];
  const metric = (aggregate: 'MIN' | 'MAX') => ({
    expressionType: 'SIMPLE' as const,
    column: { column_name: col },
    aggregate,
    label: aggregate.toLowerCase(),
  });
  const query = buildQueryContext({
    datasource: `${datasetId}__table`,
    viz_type: 'filter_range',
    metrics: [metric('MIN'), metric('MAX')],
    groupby: [],
    adhoc_filters: filter.adhoc_filters ?? [],
    row_limit: 1,
    ...(filter.time_range ? { time_range: filter.time_range } : {}),
  });
  const row = (await chartDataRows(query, signal))[0] ?? {};
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return [num(row.min), num(row.max)];
}

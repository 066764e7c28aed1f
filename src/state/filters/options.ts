/**
 * What the bar's controls load from the server: a select filter's options (D10.04: its chart-data query with the sort
 * metric, pre-filters, cascade and search) and a range filter's bounds (the column's MIN and MAX).
 */
import { proxy } from 'valtio/vanilla';
import {
  cascadeExtraFormData,
  filterColumn,
  firstItemValue,
  selectOptionsFromRows,
  selectOptionsQuery,
  type DataMask,
  type FilterConfigItem,
  type NativeFilter,
  type SelectOption,
} from '../../core/filters';
import { buildQueryContext } from '../../core/chart-plugin';
import type { GenericDataType, QueryContext } from '../../core/query';
import { apiClient, call } from '../app';
import { filterMetadata, filtersStore, selectFilterValue, setDefaultValue } from './masks';

async function chartDataRows(queryContext: QueryContext, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/chart/data',
    json: { ...queryContext, result_type: 'full', result_format: 'json' },
    ...(signal ? { signal } : {}),
  });
  const data = (res.body as { result?: { data?: unknown }[] } | null)?.result?.[0]?.data;
  return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
}

/**
 * A value filter's options (D10.04): its options query run as chart data (sort metric, pre-filters, time range,
 * cascade with the given masks, and the search with searchAllOptions), the rows read into options. The bar and the
 * configuration dialog both load through it.
 */
export async function loadFilterOptions(
  filter: NativeFilter,
  request: {
    filters: readonly FilterConfigItem[];
    dataMask?: Record<string, DataMask | undefined>;
    search?: string;
    columnType?: GenericDataType;
  },
  signal?: AbortSignal,
): Promise<SelectOption[]> {
  const query = selectOptionsQuery(filter, {
    filters: request.filters,
    dataMask: request.dataMask ?? {},
    ...(request.search ? { search: request.search } : {}),
    ...(request.columnType !== undefined ? { columnType: request.columnType } : {}),
  });
  if (!query) return [];
  return selectOptionsFromRows(filter, await chartDataRows(query, signal));
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
  return loadFilterOptions(
    filter,
    {
      filters: filterMetadata().nativeFilterConfiguration,
      dataMask: filtersStore.pending as Record<string, DataMask>,
      search,
    },
    signal,
  );
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

/** A filter's loaded choices: a select's options or a range's bounds, with the cascade they were loaded under. */
export interface FilterChoices {
  status: 'loading' | 'loaded' | 'failed';
  /** The cascade (parents' selection) they were loaded under: a new one loads them again. */
  cascade: string;
  options: SelectOption[];
  bounds: [number | null, number | null];
  error?: string;
}

/** Every filter's loaded choices, by filter id. */
export const filterChoicesStore = proxy<{ byFilter: Record<string, FilterChoices> }>({ byFilter: {} });

const cascadeKey = (filter: NativeFilter): string =>
  JSON.stringify(
    cascadeExtraFormData(
      filter.id,
      filterMetadata().nativeFilterConfiguration,
      filtersStore.pending as Record<string, DataMask>,
    ),
  );

/**
 * Loads a select's options or a range's bounds unless loaded under the same cascade. A select with
 * defaultToFirstItem and no value takes its first option, applied as its default.
 */
export async function ensureFilterChoices(filter: NativeFilter): Promise<void> {
  const cascade = cascadeKey(filter);
  const known = filterChoicesStore.byFilter[filter.id];
  if (known && known.cascade === cascade && known.status !== 'failed') return;
  const entry: FilterChoices = { status: 'loading', cascade, options: known?.options ?? [], bounds: [null, null] };
  filterChoicesStore.byFilter[filter.id] = entry;
  try {
    if (filter.filterType === 'filter_range') {
      const bounds = await loadRangeBounds(filter);
      if (filterChoicesStore.byFilter[filter.id]?.cascade !== cascade) return;
      filterChoicesStore.byFilter[filter.id] = { ...entry, status: 'loaded', bounds };
      return;
    }
    const options = await loadSelectOptions(filter);
    if (filterChoicesStore.byFilter[filter.id]?.cascade !== cascade) return;
    filterChoicesStore.byFilter[filter.id] = { ...entry, status: 'loaded', options };
    const first = firstItemValue(filter, options);
    const value = filtersStore.pending[filter.id]?.filterState.value;
    if (first && (value === null || value === undefined || (Array.isArray(value) && !value.length))) {
      selectFilterValue(filter.id, first);
      setDefaultValue(filter.id);
    }
  } catch (error) {
    filterChoicesStore.byFilter[filter.id] = {
      ...entry,
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Forgets every loaded choice (another dashboard opened). */
export function resetFilterChoices(): void {
  filterChoicesStore.byFilter = {};
}

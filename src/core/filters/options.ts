/**
 * A select filter's options query (D10.04, D10.06): a chart-data query grouped by the target column, ordered by the
 * sort metric (or the column) in the filter's direction, under its pre-filters and time range, narrowed by the
 * cascade and by a search, capped at the row limit.
 */
import { buildQueryContext, type QueryFormData } from '../chart-plugin';
import type { QueryContext, QueryObjectFilterClause } from '../query';
import { GenericDataType } from '../query';
import { cascadeExtraFormData, filterColumn, mergeExtraFormData } from './dataMask';
import type { DataMask, ExtraFormData, FilterConfigItem, NativeFilter } from './types';

/** Superset's NATIVE_FILTER_DEFAULT_ROW_LIMIT: the options a select filter loads. */
export const NATIVE_FILTER_ROW_LIMIT = 1000;

export interface SelectOptionsRequest {
  filters: readonly FilterConfigItem[];
  dataMask: Record<string, DataMask | undefined>;
  /** Text typed in the select; with searchAllOptions it is sent to the server. */
  search?: string;
  /** The generic type of the target column: a string column is searched with ILIKE, a numeric one by equality. */
  columnType?: GenericDataType;
  rowLimit?: number;
}

/** The filter that a search adds: ILIKE '%text%' on a string column, = on a numeric one for a number; else none. */
export function searchFilter(col: string, search: string, columnType: GenericDataType): QueryObjectFilterClause | null {
  const text = search.trim();
  if (!text) return null;
  if (columnType === GenericDataType.STRING) return { col, op: 'ILIKE', val: `%${text}%` };
  if (columnType === GenericDataType.NUMERIC && !Number.isNaN(Number(text)))
    return { col, op: '==', val: Number(text) };
  return null;
}

/** The form data of a select filter's options query; null when the filter has no dataset or column yet. */
export function selectOptionsFormData(filter: NativeFilter, request: SelectOptionsRequest): QueryFormData | null {
  const col = filterColumn(filter);
  const datasetId = filter.targets[0]?.datasetId;
  if (!col || datasetId === undefined) return null;
  let extra: ExtraFormData = cascadeExtraFormData(filter.id, request.filters, request.dataMask);
  const search =
    request.search && filter.controlValues.searchAllOptions
      ? searchFilter(col, request.search, request.columnType ?? GenericDataType.STRING)
      : null;
  if (search) extra = mergeExtraFormData(extra, { filters: [search] });
  const formData: QueryFormData = {
    datasource: `${datasetId}__table`,
    viz_type: 'filter_select',
    groupby: [col],
    metrics: filter.sortMetric ? [filter.sortMetric] : [],
    adhoc_filters: filter.adhoc_filters ?? [],
    row_limit: request.rowLimit ?? NATIVE_FILTER_ROW_LIMIT,
    extra_form_data: extra,
  };
  if (filter.time_range) formData.time_range = filter.time_range;
  if (filter.granularity_sqla) formData.granularity_sqla = filter.granularity_sqla;
  return formData;
}

/** The QueryContext of a select filter's options: ascending unless sortAscending is false. */
export function selectOptionsQuery(filter: NativeFilter, request: SelectOptionsRequest): QueryContext | null {
  const formData = selectOptionsFormData(filter, request);
  if (!formData) return null;
  const ascending = filter.controlValues.sortAscending !== false;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      orderby: (filter.sortMetric ? [filter.sortMetric] : (base.columns ?? [])).map((by) => [by, ascending]),
    },
  ]);
}

/** One option of a select filter: its value and what the select shows. */
export interface SelectOption {
  value: string | number | boolean | null;
  label: string;
}

/** The options of a select filter from its options query's rows (in the server's order, each value once). */
export function selectOptionsFromRows(filter: NativeFilter, rows: readonly Record<string, unknown>[]): SelectOption[] {
  const col = filterColumn(filter);
  if (!col) return [];
  const seen = new Set<string>();
  const out: SelectOption[] = [];
  for (const row of rows) {
    const raw = row[col];
    const value = raw === undefined ? null : (raw as SelectOption['value']);
    const key = `${typeof value}:${String(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ value, label: value === null ? '<NULL>' : String(value) });
  }
  return out;
}

/** With defaultToFirstItem, the value a select filter takes once its options arrive: the first option; else none. */
export function firstItemValue(filter: NativeFilter, options: readonly SelectOption[]): SelectOption['value'][] | null {
  const first = options[0];
  return filter.controlValues.defaultToFirstItem && first ? [first.value] : null;
}

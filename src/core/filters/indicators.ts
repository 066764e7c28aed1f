/**
 * The filter indicators of a chart (D10.11): each native filter in its scope applied, incompatible or unset, read
 * from the chart's answer (applied_filters, rejected_filters), and the cross filters that reach it; the warning when
 * a chart moves into another filter scope (D5.14).
 */
import type { DashboardLayout } from '../layout';
import { crossFilterReaches, filtersInScopeOfChart } from './scope';
import { crossFiltersOn, filterColumn, nativeFiltersOn, type ChartFilterContext } from './dataMask';
import type { FilterConfigItem, FilterValue, NativeFilter } from './types';

export type IndicatorStatus = 'applied' | 'incompatible' | 'unset';

/** One indicator of a chart: a native filter or a cross filter, its value and its status. */
export interface FilterIndicator {
  id: string;
  kind: 'native_filter' | 'cross_filter';
  name: string;
  /** The column the answer reports it under: the target column, or a time key (`__time_range`, …). */
  column: string | undefined;
  value: FilterValue;
  status: IndicatorStatus;
}

/** The part of a chart's answer the indicators read. */
export interface ChartFilterReport {
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason?: string }[];
}

const TIME_KEYS: Partial<Record<NativeFilter['filterType'], string>> = {
  filter_time: '__time_range',
  filter_timegrain: '__time_grain',
  filter_timecolumn: '__time_col',
};

/** The column the answer reports a filter under. */
export function reportedColumn(filter: NativeFilter): string | undefined {
  return TIME_KEYS[filter.filterType] ?? filterColumn(filter);
}

const hasValue = (v: FilterValue): boolean =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.every((x) => x === null || x === undefined));

/**
 * A chart's indicators: a filter without a value is unset; one the answer rejected is incompatible; one with a value
 * is applied (before the answer arrives too, so the bar does not flicker), unless the answer lists it neither way.
 */
export function filterIndicators(
  chartId: number,
  context: ChartFilterContext,
  report?: ChartFilterReport,
): FilterIndicator[] {
  const applied = new Set((report?.applied_filters ?? []).map((f) => f.column));
  const rejected = new Set((report?.rejected_filters ?? []).map((f) => f.column));
  const status = (column: string | undefined, value: FilterValue): IndicatorStatus => {
    if (column !== undefined && rejected.has(column)) return 'incompatible';
    if (!hasValue(value)) return 'unset';
    return !report || (column !== undefined && applied.has(column)) ? 'applied' : 'unset';
  };
  const inScope = nativeFiltersOn(context) ? filtersInScopeOfChart(chartId, context.filters, context.layout) : [];
  const native = inScope.map((f): FilterIndicator => {
    const value = context.dataMask[f.id]?.filterState.value;
    const column = reportedColumn(f);
    return { id: f.id, kind: 'native_filter', name: f.name, column, value, status: status(column, value) };
  });
  if (!crossFiltersOn(context)) return native;
  const cross: FilterIndicator[] = [];
  for (const [key, mask] of Object.entries(context.dataMask)) {
    if (!mask || !/^\d+$/.test(key) || Number(key) === chartId || !hasValue(mask.filterState.value)) continue;
    if (!crossFilterReaches(Number(key), chartId, context.chartConfiguration ?? {}, context.layout)) continue;
    const column = mask.extraFormData.filters?.[0]?.col;
    const name = typeof column === 'string' ? column : key;
    const value = mask.filterState.value;
    cross.push({ id: key, kind: 'cross_filter', name, column: name, value, status: status(name, value) });
  }
  return [...native, ...cross];
}

/** D5.14's warning. */
export const MOVED_SCOPE_WARNING = 'This chart has been moved to a different filter scope.';

/** The warning when a move changes which native filters hold a chart; null when the same filters hold it. */
export function movedScopeWarning(
  chartId: number,
  filters: readonly FilterConfigItem[],
  before: DashboardLayout,
  after: DashboardLayout,
): string | null {
  const ids = (layout: DashboardLayout): string =>
    filtersInScopeOfChart(chartId, filters, layout)
      .map((f) => f.id)
      .join('\n');
  return ids(before) === ids(after) ? null : MOVED_SCOPE_WARNING;
}

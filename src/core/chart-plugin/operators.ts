/** Post-processing rule factories shared by chart types (pivot, rolling, compare, resample, rename, contribution, sort, flatten). */
import type { PostProcessingRule, QueryObject } from '../query';
import type { QueryFormData } from './types';
import { getColumnLabel, getMetricLabel } from '../query';
import { ensureArray } from './labels';
import { getXAxisLabel, isXAxisSet } from './queryContext';

/** Joins a metric label and a time offset into the derived column name. */
export const TIME_COMPARISON_SEPARATOR = '__';

export type ComparisonType = 'values' | 'difference' | 'percentage' | 'ratio';
const COMPARISON_TYPES: readonly string[] = ['values', 'difference', 'percentage', 'ratio'];
const ROLLING_TYPES: readonly string[] = ['mean', 'sum', 'std', 'cumsum'];

/** `metric__offset` → `metric`, for every metric and every time shift of the form. */
export function getMetricOffsetsMap(formData: QueryFormData, query: QueryObject): Map<string, string> {
  const offsets = ensureArray(formData.time_compare as string | string[] | undefined);
  const map = new Map<string, string>();
  for (const metric of ensureArray(query.metrics)) {
    const label = getMetricLabel(metric);
    for (const offset of offsets) map.set([label, offset].join(TIME_COMPARISON_SEPARATOR), label);
  }
  return map;
}

/** A time comparison is on when the comparison type is known and there is at least one shift and one metric. */
export function isTimeComparison(formData: QueryFormData, query: QueryObject): boolean {
  return COMPARISON_TYPES.includes(String(formData.comparison_type)) && getMetricOffsetsMap(formData, query).size > 0;
}

function meanAggregates(labels: string[]): Record<string, { operator: 'mean' }> {
  return Object.fromEntries(labels.map((label) => [label, { operator: 'mean' as const }]));
}

function pivotColumns(query: QueryObject): string[] {
  return ensureArray(query.series_columns ?? query.columns).map(getColumnLabel);
}

/** Pivots the x-axis into the index and the series columns into columns, one mean aggregate per metric. */
export function pivotOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const metricLabels = ensureArray(query.metrics).map(getMetricLabel);
  if (!(isXAxisSet(formData) || query.is_timeseries) || metricLabels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [getXAxisLabel(formData)],
      columns: pivotColumns(query),
      aggregates: meanAggregates(metricLabels),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/** The pivot for a time comparison: the shifted metrics aggregate beside the originals. */
export function timeComparePivotOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const map = getMetricOffsetsMap(formData, query);
  if (!isTimeComparison(formData, query)) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [getXAxisLabel(formData)],
      columns: pivotColumns(query),
      aggregates: meanAggregates([...map.values(), ...map.keys()]),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/** Rolling window (mean, sum, std) or cumulative sum over the metric columns. */
export function rollingWindowOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  let columns: string[];
  if (isTimeComparison(formData, query)) {
    const map = getMetricOffsetsMap(formData, query);
    const type = String(formData.comparison_type);
    columns =
      type === 'values'
        ? [...map.values(), ...map.keys()]
        : [...map.entries()].map(([offset, metric]) => [type, metric, offset].join(TIME_COMPARISON_SEPARATOR));
  } else {
    columns = ensureArray(query.metrics).map(getMetricLabel);
  }
  const columnsMap = Object.fromEntries(columns.map((c) => [c, c]));
  const rollingType = formData.rolling_type;
  if (rollingType === 'cumsum') {
    return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  }
  if (rollingType === 'sum' || rollingType === 'mean' || rollingType === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: toInt(formData.rolling_periods, 1),
        min_periods: toInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
}

function toInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) ? n : fallback;
}

/** Difference, percentage or ratio of each metric against its shifted copy. */
export function timeCompareOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const type = String(formData.comparison_type);
  if (!isTimeComparison(formData, query) || type === 'values') return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: type,
      drop_original_columns: true,
    },
  };
}

/** Resamples the time index; 'zerofill' is asfreq with 0 for the gaps. */
export function resampleOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}

/** Drops or renames the metric level of the pivoted columns so series are named after dimensions or offsets. */
export function renameOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const metrics = ensureArray(query.metrics);
  const columns = ensureArray(query.series_columns ?? query.columns);
  const offsets = ensureArray(formData.time_compare as string | string[] | undefined);
  const comparing = isTimeComparison(formData, query);
  const truncate = formData.truncate_metric;
  const type = String(formData.comparison_type);
  if (metrics.length === 0 || !getXAxisLabel(formData)) return undefined;
  if (!(comparing || ((columns.length > 0 || offsets.length > 1) && truncate !== undefined && Boolean(truncate)))) {
    return undefined;
  }
  const pairs: [string, string | null][] = [];
  if (comparing) {
    for (const [withOffset, metric] of getMetricOffsetsMap(formData, query)) {
      const offset = offsets.find((o) => withOffset.includes(o)) ?? '';
      pairs.push([
        type === 'values' ? withOffset : [type, metric, withOffset].join(TIME_COMPARISON_SEPARATOR),
        metrics.length > 1 ? `${metric}, ${offset}` : offset,
      ]);
    }
  }
  const first = metrics[0];
  if (!['difference', 'percentage', 'ratio'].includes(type) && metrics.length === 1 && pairs.length === 0 && first) {
    pairs.push([getMetricLabel(first), null]);
  }
  if (pairs.length === 0) return undefined;
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}

/** Each value as a share of its row ('row') or column ('column') total. */
export function contributionOperator(
  formData: QueryFormData,
  timeShifts: string[] = [],
): PostProcessingRule | undefined {
  const orientation = formData.contributionMode;
  if (orientation !== 'row' && orientation !== 'column') return undefined;
  return { operation: 'contribution', options: { orientation, time_shifts: timeShifts } };
}

/** Sorts the x-axis by its own values or by a metric when the form asks and there is no dimension. */
export function sortOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const by = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  if (typeof by !== 'string' || typeof ascending !== 'boolean') return undefined;
  if (ensureArray(formData.groupby as unknown[] | undefined).length > 0) return undefined;
  const xLabel = getXAxisLabel(formData);
  const sortable = [xLabel, ...ensureArray(formData.metrics as never[] | undefined).map(getMetricLabel)];
  if (!sortable.includes(by)) return undefined;
  if (by === xLabel) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by, ascending } };
}

/** Flattens the pivoted multi-level columns into `metric, dimension` names. */
export function flattenOperator(): PostProcessingRule {
  return { operation: 'flatten' };
}

/** True when a rolling type from the spec's list is chosen. */
export function hasRolling(formData: QueryFormData): boolean {
  return ROLLING_TYPES.includes(String(formData.rolling_type));
}

/** Query for every time-series chart (line, bar, area, scatter): x-axis plus dimensions, pivoted per series. */
import { buildQueryContext, getXAxisColumn, isXAxisSet, normalizeOrderBy } from '../queryContext';
import {
  contributionOperator,
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../operators';
import { ensureArray } from '../labels';
import { getMetricLabel } from '../../query';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric } from '../../query';

/** The sort-by metric joins the query only when the x-axis is sorted by it and there are no dimensions. */
export function extractExtraMetrics(formData: QueryFormData): QueryMetric[] {
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  const limitMetric = ensureArray(formData.timeseries_limit_metric as QueryMetric | undefined)[0];
  const metrics = ensureArray(formData.metrics as QueryMetric[] | undefined);
  if (groupby.length > 0 || !limitMetric) return [];
  const label = getMetricLabel(limitMetric);
  if (metrics.some((m) => getMetricLabel(m) === label)) return [];
  return formData.x_axis_sort === label ? [limitMetric] : [];
}

/** Superset's time-series query: pivot, then rolling, compare, resample, rename, contribution, sort, flatten. */
export function buildTimeseriesQuery(formData: QueryFormData): QueryContext {
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  return buildQueryContext(formData, (base) => {
    const extraMetrics = extractExtraMetrics(formData);
    // Legacy forms without an x-axis pivot on the time alias, as older Superset did.
    const pivot = isTimeComparison(formData, base)
      ? timeComparePivotOperator(formData, base)
      : pivotOperator(formData, { ...base, is_timeseries: !isXAxisSet(formData) });
    const columns = [...(isXAxisSet(formData) ? [getXAxisColumn(formData)] : []), ...groupby];
    const timeOffsets = isTimeComparison(formData, base)
      ? ensureArray(formData.time_compare as string | string[] | undefined)
      : [];
    const query = {
      ...base,
      metrics: [...(base.metrics ?? []), ...extraMetrics],
      columns,
      series_columns: groupby,
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      orderby: normalizeOrderBy(base).orderby ?? [],
      time_offsets: timeOffsets,
    };
    const post = [
      pivot,
      rollingWindowOperator(formData, base),
      timeCompareOperator(formData, base),
      resampleOperator(formData),
      renameOperator(formData, base),
      contributionOperator(formData, timeOffsets),
      sortOperator(formData),
      flattenOperator(),
    ].filter((rule) => rule !== undefined);
    return [{ ...query, post_processing: post }];
  });
}

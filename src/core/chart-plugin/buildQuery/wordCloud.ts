/** Word cloud query: the metric per value of the series, ordered by the metric and/or the series when asked. */
import { buildQueryContext } from '../queryContext';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric } from '../../query';

/** Superset's word_cloud query: the base query; with a row limit, orderby metric desc and/or series asc as asked. */
export function buildWordCloudQuery(formData: QueryFormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  const series = formData.series as QueryColumn | undefined;
  const orderby: [QueryMetric | QueryColumn, boolean][] = [];
  if (formData.sort_by_metric && metric) orderby.push([metric, false]);
  if (formData.sort_by_series && series) orderby.push([series, true]);
  const limited = formData.row_limit !== undefined && formData.row_limit !== null && formData.row_limit !== 0;
  return buildQueryContext(formData, (base) => [{ ...base, ...(limited && orderby.length ? { orderby } : {}) }]);
}

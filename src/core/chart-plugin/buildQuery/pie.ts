/** Pie query: the metric per group, ordered by the metric when asked. */
import { buildQueryContext } from '../queryContext';
import type { QueryFormData } from '../types';
import type { QueryContext, QueryMetric } from '../../query';

/** Superset's pie query: the base query, with `orderby [[metric, false]]` when sort_by_metric is on. */
export function buildPieQuery(formData: QueryFormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric && metric !== undefined ? { orderby: [[metric, false]] } : {}) },
  ]);
}

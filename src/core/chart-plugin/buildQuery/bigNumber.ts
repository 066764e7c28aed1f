/** Queries of the big number charts: one aggregate, or the metric over the x-axis for the trendline. */
import { buildQueryContext, getXAxisColumn, isXAxisSet } from '../queryContext';
import { flattenOperator, pivotOperator, resampleOperator, rollingWindowOperator } from '../operators';
import type { QueryFormData } from '../types';
import type { QueryContext } from '../../query';

/** big_number_total: the base query (its `metric` aggregated over the filters). */
export function buildBigNumberTotalQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (base) => [base]);
}

/** big_number: the metric per x-axis step, pivoted, rolled and resampled like a one-series time series. */
export function buildBigNumberTrendlineQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: isXAxisSet(formData) ? [getXAxisColumn(formData)] : [],
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      post_processing: [
        pivotOperator(formData, base),
        rollingWindowOperator(formData, base),
        resampleOperator(formData),
        flattenOperator(),
      ].filter((rule) => rule !== undefined),
    },
  ]);
}

// Form data and chart data results shaped like the post-processed answers of /api/v1/chart/data.
import { resultOfRecords } from '../../src/core/chart-plugin';
import type { ChartResult, QueryFormData } from '../../src/core/chart-plugin';
import type { GenericDataType } from '../../src/core/query';

const DAY = 86_400_000;
export const T0 = Date.UTC(2024, 0, 1);

/** A result with the given columns and rows, read by column as the plugins read every result. */
export function result(colnames: string[], coltypes: GenericDataType[], data: Record<string, unknown>[]): ChartResult {
  return resultOfRecords({
    cache_key: null,
    cached_dttm: null,
    cache_timeout: 0,
    annotation_data: null,
    error: null,
    is_cached: false,
    query: '',
    status: 'success',
    stacktrace: null,
    rowcount: data.length,
    from_dttm: null,
    to_dttm: null,
    colnames,
    coltypes,
    data,
    applied_filters: [],
    rejected_filters: [],
  });
}

export const sumNum = {
  expressionType: 'SIMPLE',
  column: { column_name: 'num' },
  aggregate: 'SUM',
  label: 'SUM(num)',
} as const;

/** A line chart form: x-axis ds by day, one metric, split by gender, top 5 series. */
export function timeseriesForm(vizType: string, extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: vizType,
    slice_id: 7,
    x_axis: 'ds',
    time_grain_sqla: 'P1D',
    metrics: [sumNum],
    groupby: ['gender'],
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    ],
    limit: 5,
    timeseries_limit_metric: sumNum,
    order_desc: true,
    row_limit: 10000,
    time_range: 'No filter',
    color_scheme: 'supersetColors',
    ...extra,
  };
}

/** Pivoted and flattened: ds plus one column per gender. */
export const genderSeries = result(
  ['ds', 'boy', 'girl'],
  [2, 0, 0],
  [
    { ds: T0, boy: 10, girl: 4 },
    { ds: T0 + DAY, boy: 12, girl: null },
    { ds: T0 + 2 * DAY, boy: 7, girl: 9 },
    { ds: T0 + 3 * DAY, boy: -3, girl: 11 },
  ],
);

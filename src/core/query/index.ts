/** The chart data API's domain (QueryContext, QueryObject) and the small functions every layer shares over it. */
export * from './types';
export { DTTM_ALIAS, getColumnLabel, getMetricLabel } from './labels';
export { parseDatasourceKey } from './datasourceKey';

/** Labels of metrics and columns as they appear in result column names (Superset's get_metric_name / get_column_name). */
import type { QueryColumn, QueryMetric } from './types';

/** The name Superset gives the legacy time column in results and filters. */
export const DTTM_ALIAS = '__timestamp';

/** A metric's result column name: the saved name, its label, `AGG(column)` or its SQL. */
export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column.column_name})`;
  return metric.sqlExpression;
}

/** A column's result column name: the physical name, or the adhoc label (else its SQL). */
export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}

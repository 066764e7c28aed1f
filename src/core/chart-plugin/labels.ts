/** Labels of metrics and columns as they appear in result column names. */
import type { AdhocColumn, AdhocMetric, QueryColumn, QueryMetric } from '../query/types';

/** The name Superset stores for the legacy time column. */
export const DTTM_ALIAS = '__timestamp';

export function isAdhocMetric(metric: unknown): metric is AdhocMetric {
  return typeof metric === 'object' && metric !== null && 'expressionType' in metric;
}

export function isAdhocColumn(column: unknown): column is AdhocColumn {
  return (
    typeof column === 'object' &&
    column !== null &&
    (column as { expressionType?: unknown }).expressionType === 'SQL' &&
    typeof (column as { sqlExpression?: unknown }).sqlExpression === 'string'
  );
}

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

/** Wraps a single value in an array; null and undefined become []. */
export function ensureArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

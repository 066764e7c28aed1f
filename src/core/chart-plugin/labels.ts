/** Guards and helpers over form data values: adhoc metrics and columns, the legacy time alias. */
import type { AdhocColumn, AdhocMetric } from '../query';

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

/** Wraps a single value in an array; null and undefined become []. */
export function ensureArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

import type { QueryColumn, QueryMetric, QueryObject } from '../query';
import type { DatasourceMeta } from './datasource';
import { QueryObjectValidationError } from './errors';
import { DTTM_ALIAS, getColumnLabel, getMetricLabel } from '../query';
import { pyList } from './labels';

/**
 * Physical column names a query reads: string columns, the columns of SIMPLE metrics, the chart's own
 * granularity and the columns of the chart's own filters. A dashboard's filters (isExtra) are left out: on a dataset without their
 * column they are reported as rejected_filters, as in Superset.
 */
function referencedColumnNames(query: QueryObject, columns: QueryColumn[], metrics: QueryMetric[]): string[] {
  const names = columns.filter((c): c is string => typeof c === 'string');
  for (const m of metrics) {
    if (typeof m !== 'string' && m.expressionType === 'SIMPLE' && m.column?.column_name)
      names.push(m.column.column_name);
  }
  // A dashboard's time column (__time_col) the dataset lacks falls back to the main datetime column instead.
  const dashboardTimeColumn = query.applied_time_extras?.['__time_col'];
  if (typeof query.granularity === 'string' && query.granularity && query.granularity !== dashboardTimeColumn)
    names.push(query.granularity);
  for (const f of query.filters ?? []) if (typeof f.col === 'string' && f.col && f.op && !f.isExtra) names.push(f.col);
  return [...new Set(names)];
}

/** Checks a query object against its dataset the way Superset does before compiling; throws on the first problem. */
export function validateQueryObject(query: QueryObject, ds: DatasourceMeta): void {
  const columns = query.columns ?? [];
  const metrics = query.metrics ?? [];
  const known = new Set(ds.columns.map((c) => c.column_name));
  const missing = referencedColumnNames(query, columns, metrics).filter(
    (name) => !known.has(name) && name !== DTTM_ALIAS,
  );
  if (missing.length > 0) throw new QueryObjectValidationError(`Columns missing in dataset: ${pyList(missing)}`);

  const labels = [...metrics.map(getMetricLabel), ...columns.map(getColumnLabel)];
  const duplicates = [...new Set(labels.filter((l, i) => labels.indexOf(l) !== i))];
  if (duplicates.length > 0) {
    throw new QueryObjectValidationError(
      `Duplicate column/metric labels: ${duplicates.map((d) => `'${d}'`).join(', ')}. Please make sure all columns and metrics have a unique label.`,
    );
  }

  const columnLabels = new Set(columns.map(getColumnLabel));
  const missingSeries = (query.series_columns ?? []).map(getColumnLabel).filter((l) => !columnLabels.has(l));
  if (missingSeries.length > 0) {
    throw new QueryObjectValidationError(
      `The following entries in 'series_columns' are missing in 'columns': ${missingSeries.map((s) => `"${s}"`).join(', ')}. `,
    );
  }
  for (const [name, value] of [
    ['row_limit', query.row_limit],
    ['row_offset', query.row_offset],
    ['series_limit', query.series_limit],
  ] as const) {
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 0)) {
      throw new QueryObjectValidationError(`${name} must be a non-negative integer`);
    }
  }
}

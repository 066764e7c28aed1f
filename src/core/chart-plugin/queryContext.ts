/** Query objects → the QueryContext posted to /api/v1/chart/data (Superset's buildQueryContext). */
import type {
  AdhocColumn,
  ChartDataResultFormat,
  ChartDataResultType,
  QueryColumn,
  QueryContext,
  QueryObject,
} from '../query';
import type { QueryFormData } from './types';
import { DTTM_ALIAS, getColumnLabel, parseDatasourceKey } from '../query';
import { isAdhocColumn } from './labels';
import { buildQueryObject } from './queryObject';

/** True when the form names an x-axis column (generic chart axes). */
export function isXAxisSet(formData: QueryFormData): boolean {
  return formData.x_axis !== undefined && formData.x_axis !== null && formData.x_axis !== '';
}

/** The x-axis column, or the legacy time alias when none is set. */
export function getXAxisColumn(formData: QueryFormData): QueryColumn {
  return isXAxisSet(formData) ? (formData.x_axis as QueryColumn) : DTTM_ALIAS;
}

/** The x-axis result column name. */
export function getXAxisLabel(formData: QueryFormData): string {
  return getColumnLabel(getXAxisColumn(formData));
}

/** Turns the x-axis entry of `columns` into a BASE_AXIS adhoc column carrying the time grain. */
export function normalizeTimeColumn(formData: QueryFormData, query: QueryObject): QueryObject {
  if (!isXAxisSet(formData) || !Array.isArray(query.columns)) return query;
  const xAxis = formData.x_axis as QueryColumn;
  const index = query.columns.findIndex((col) =>
    typeof col === 'string' ? col === xAxis : isAdhocColumn(xAxis) && col.sqlExpression === xAxis.sqlExpression,
  );
  if (index < 0) return query;
  const { time_grain_sqla: timeGrain, ...extras } = query.extras ?? {};
  const original = query.columns[index] as QueryColumn;
  const axis: AdhocColumn =
    typeof original === 'string'
      ? { columnType: 'BASE_AXIS', sqlExpression: original, label: original, expressionType: 'SQL' }
      : { columnType: 'BASE_AXIS', ...original };
  if (timeGrain) axis.timeGrain = timeGrain;
  const columns = [...query.columns];
  columns[index] = axis;
  return { ...query, columns, extras };
}

/** Keeps a well-formed orderby; else orders by the series limit metric, else the first metric. */
export function normalizeOrderBy(query: QueryObject): QueryObject {
  const first = query.orderby?.[0];
  if (Array.isArray(first) && first.length === 2 && typeof first[1] === 'boolean' && first[0] !== undefined)
    return query;
  const { orderby: _orderby, order_desc: orderDesc, ...rest } = query;
  const ascending = !orderDesc;
  if (
    query.series_limit_metric !== undefined &&
    query.series_limit_metric !== null &&
    query.series_limit_metric !== ''
  ) {
    return { ...rest, orderby: [[query.series_limit_metric, ascending]] };
  }
  const metric = query.metrics?.[0];
  if (metric !== undefined) return { ...rest, orderby: [[metric, ascending]] };
  return rest;
}

/** Builds the QueryContext: base query object → chart-specific queries → x-axis normalisation. */
export function buildQueryContext(
  formData: QueryFormData,
  buildQueries: (base: QueryObject) => QueryObject[] = (base) => [base],
): QueryContext {
  let queries = buildQueries(buildQueryObject(formData)).map((query) =>
    query.post_processing ? { ...query, post_processing: query.post_processing.filter(Boolean) } : query,
  );
  if (isXAxisSet(formData)) queries = queries.map((query) => normalizeTimeColumn(formData, query));
  return {
    // A form without a readable key asks for dataset 0, which the server answers as not found.
    datasource: parseDatasourceKey(formData.datasource) ?? { id: 0, type: 'table' },
    force: Boolean(formData.force ?? false),
    queries,
    form_data: formData,
    result_format: (formData.result_format as ChartDataResultFormat | undefined) ?? 'json',
    result_type: (formData.result_type as ChartDataResultType | undefined) ?? 'full',
  };
}

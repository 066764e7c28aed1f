/**
 * The choice between the local path and the server for a cross-filtered chart request, as a pure function: a query
 * whose only difference from its base is cross filters (extra filters, IN or ==, on plain columns) is answered from
 * a cube of its base at the grain of its own columns and the cross-filter columns, when every metric re-aggregates
 * exactly and nothing needs the raw rows; everything else goes to the server, as Superset does.
 */
import type { ChartQueryResult } from '../../../src/core/dataplane';
import type { OrderBy, QueryColumn, QueryContext, QueryObject, QueryObjectFilterClause } from '../../../src/core/query';
import { DTTM_ALIAS, getColumnLabel, getMetricLabel } from '../../../src/core/query';
import { decomposeMetric, type DecomposedMetric, type DecomposeOptions } from './decompose';

/** The most rows a cross-filter cube may hold; a larger cube is dropped and its charts ask the server. */
export const CROSS_FILTER_CUBE_ROW_CAP = 50_000;

/** Post-processing that reads the query's raw rows, not its aggregate. */
const RAW_ROW_OPERATIONS = new Set(['histogram', 'prophet']);

/** How one query of a chart is answered from its cube. */
export interface QueryPlan {
  /** The cube's query: the base query at the grain of the chart's columns and the cross-filter columns. */
  cube: QueryObject;
  /** The cross filters, applied to the cube locally. */
  crossFilters: QueryObjectFilterClause[];
  /** The chart's own columns, as result labels, in order. */
  groupBy: string[];
  metrics: DecomposedMetric[];
  /** Result labels with their direction, as the server orders them. */
  orderBy: { label: string; ascending: boolean }[];
  /** The row limit, or null when none cuts an aggregate of this size. */
  rowLimit: number | null;
  postProcessing: NonNullable<QueryObject['post_processing']>;
}

/** The local answer's plan per query, or the reason the server answers. */
export type CrossFilterChoice = { path: 'local'; queries: QueryPlan[] } | { path: 'server'; reason: string };

const server = (reason: string): CrossFilterChoice => ({ path: 'server', reason });

/** A dashboard filter (extra), IN or ==, on a plain column: what a cross filter adds to a chart's query. */
export function isCrossFilter(filter: QueryObjectFilterClause): boolean {
  if (filter.isExtra !== true || typeof filter.col !== 'string' || filter.col === DTTM_ALIAS) return false;
  if (filter.op === '==') return filter.val !== undefined && !Array.isArray(filter.val);
  return filter.op === 'IN' && Array.isArray(filter.val) && filter.val.length > 0;
}

function orderLabel(target: OrderBy[0], metrics: readonly DecomposedMetric[], columns: readonly string[]) {
  const label = typeof target === 'string' ? target : getMetricLabel(target);
  return metrics.some((m) => m.label === label) || columns.includes(label) ? label : null;
}

/** Why a query must go to the server regardless of its metrics, or null. */
function serverOnly(query: QueryObject): string | null {
  if (!query.metrics?.length) return 'a query without metrics reads raw rows';
  if (query.is_timeseries) return 'a legacy time-series query';
  if (query.is_rowcount) return 'a row count';
  if ((query.series_limit ?? 0) > 0) return 'a series limit ranks the series over all rows';
  if (query.time_offsets?.length) return 'time comparison';
  if ((query.row_offset ?? 0) > 0) return 'a page after the first';
  if ((query.extras?.having ?? query.having ?? '').trim()) return 'a HAVING clause';
  if (query.annotation_layers?.length) return 'annotation layers';
  const raw = query.post_processing?.find((p) => RAW_ROW_OPERATIONS.has(p.operation));
  if (raw) return `post-processing (${raw.operation}) reads raw rows`;
  return null;
}

/** The plan of one query, or the reason it goes to the server. */
export function planQuery(
  query: QueryObject,
  savedExpressions: ReadonlyMap<string, string>,
  options: DecomposeOptions = { expressions: false },
): QueryPlan | string {
  const only = serverOnly(query);
  if (only) return only;
  const columns: QueryColumn[] = (query.columns ?? []).filter((c) => c !== DTTM_ALIAS);
  const groupBy = columns.map(getColumnLabel);
  const crossFilters = (query.filters ?? []).filter(isCrossFilter);
  if (crossFilters.length === 0) return 'no cross filter';
  const adhocLabels = new Set(columns.filter((c) => typeof c !== 'string').map(getColumnLabel));
  for (const f of crossFilters) {
    // The cube holds such a column at the chart's time grain or as its SQL, not as the values the filter names.
    if (f.col === query.granularity || adhocLabels.has(f.col as string))
      return `the cross filter on ${String(f.col)} names a time or SQL column of the chart`;
  }
  const metrics: DecomposedMetric[] = [];
  for (const m of query.metrics ?? []) {
    const decomposed = decomposeMetric(m, savedExpressions, options);
    if (!decomposed) return `the metric ${getMetricLabel(m)} cannot be re-aggregated`;
    metrics.push(decomposed);
  }
  const orderBy: QueryPlan['orderBy'] = [];
  for (const [target, ascending] of query.orderby ?? []) {
    const label = orderLabel(target, metrics, groupBy);
    if (label === null) return 'the query orders by something it does not select';
    orderBy.push({ label, ascending: ascending !== false });
  }
  const crossColumns = [...new Set(crossFilters.map((f) => f.col as string))].filter((c) => !groupBy.includes(c));
  const {
    filters,
    orderby: _orderby,
    row_limit,
    row_offset: _offset,
    post_processing,
    series_columns: _series,
    series_limit_metric: _rank,
    order_desc: _desc,
    ...rest
  } = query;
  // COUNT DISTINCT is counted again over a cube that also groups by the counted columns.
  const distinct = metrics
    .flatMap((m) => m.distinct ?? [])
    .filter((d) => !groupBy.includes(d.label) && !crossColumns.includes(d.label))
    .filter((d, i, all) => all.findIndex((o) => o.label === d.label) === i);
  const parts = metrics.flatMap((m) => m.parts.map((p) => p.metric));
  const cube: QueryObject = {
    ...rest,
    columns: [...columns, ...crossColumns, ...distinct.map((d) => d.column)],
    // A cube of distinct counts alone still aggregates (a query without metrics would read raw rows).
    metrics: parts.length ? parts : [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '__cube_rows' }],
    filters: (filters ?? []).filter((f) => !isCrossFilter(f)),
    series_limit: 0,
    row_limit: CROSS_FILTER_CUBE_ROW_CAP + 1,
    post_processing: [],
  };
  return {
    cube,
    crossFilters,
    groupBy,
    metrics,
    orderBy,
    rowLimit: row_limit && row_limit > 0 ? row_limit : null,
    postProcessing: post_processing ?? [],
  };
}

/** The local path's plan for a chart's query context, or why the server answers it. */
export function chooseCrossFilterPath(
  context: QueryContext,
  savedExpressions: ReadonlyMap<string, string>,
  options: DecomposeOptions = { expressions: false },
): CrossFilterChoice {
  if (context.queries.length === 0) return server('no query');
  const queries: QueryPlan[] = [];
  for (const query of context.queries) {
    const plan = planQuery(query, savedExpressions, options);
    if (typeof plan === 'string') return server(plan);
    queries.push(plan);
  }
  return { path: 'local', queries };
}

/** A cube answers exactly only when the server's answer was whole and within the cap. */
export function cubeIsWhole(rowcount: number): boolean {
  return rowcount <= CROSS_FILTER_CUBE_ROW_CAP;
}

/** The local aggregate was cut by the chart's row limit (fetched one row past it): the server answers then. */
export function cutByRowLimit(plan: QueryPlan, rows: number): boolean {
  return plan.rowLimit !== null && rows > plan.rowLimit;
}

/** The names of saved metrics a context uses (whose SQL the plan needs). */
export function savedMetricNames(context: QueryContext): string[] {
  return [
    ...new Set(context.queries.flatMap((q) => (q.metrics ?? []).filter((m): m is string => typeof m === 'string'))),
  ];
}

/** True when some query of the context carries a cross filter: only then is the local path considered. */
export function hasCrossFilter(context: QueryContext): boolean {
  return context.queries.some((q) => (q.filters ?? []).some(isCrossFilter));
}

/** A filter the server drops because its dataset has no such column, as its answer reports it. */
export interface RejectedFilter {
  reason: 'not_in_datasource';
  column: string;
}

/**
 * The context without the cross filters on columns its dataset does not have, and, per query, those filters as the
 * server reports them rejected; null when every cross filter names a column of the dataset. The server drops such a
 * filter from the query (a cross filter from a chart of another dataset), so the context without it is answered
 * alike: the chart's own rows, the filter listed in the answer's rejected_filters.
 */
export function withoutForeignCrossFilters(
  context: QueryContext,
  columns: ReadonlySet<string>,
): { context: QueryContext; rejected: RejectedFilter[][] } | null {
  const foreign = (f: QueryObjectFilterClause): boolean => isCrossFilter(f) && !columns.has(f.col as string);
  const rejected = context.queries.map((q) =>
    (q.filters ?? [])
      .filter(foreign)
      .map((f): RejectedFilter => ({ reason: 'not_in_datasource', column: f.col as string })),
  );
  if (rejected.every((r) => r.length === 0)) return null;
  return {
    context: {
      ...context,
      queries: context.queries.map((q) => (q.filters ? { ...q, filters: q.filters.filter((f) => !foreign(f)) } : q)),
    },
    rejected,
  };
}

/** Each result with its query's dropped filters added to the rejected ones its answer reports. */
export function withRejectedFilters(results: ChartQueryResult[], rejected: RejectedFilter[][]): ChartQueryResult[] {
  return results.map((result, i) => {
    const dropped = rejected[i] ?? [];
    if (dropped.length === 0) return result;
    const own = Array.isArray(result.meta.rejected_filters) ? (result.meta.rejected_filters as unknown[]) : [];
    return { ...result, meta: { ...result.meta, rejected_filters: [...own, ...dropped] } };
  });
}

import { DTTM_ALIAS } from '../query';
import type { QueryColumn, QueryObject } from '../query';
import { adhocColumnSql, physicalColumnSql, timestampSql, type ColumnSql } from './column';
import { operand, type CompileContext, type TimeRangeResolver } from './context';
import { temporalColumnNames, type DatasourceColumnMeta, type DatasourceMeta } from './datasource';
import type { Dialect } from './dialect';
import { QueryObjectValidationError } from './errors';
import { filterSql, timeBounds } from './filter';
import { validateAdhocExpression, validateExpression } from './guard';
import { sqlAlias } from './labels';
import { metricSql, type MetricSql } from './metric';
import { orderByClauses } from './orderby';
import { createParamBag, renderInline, renderWithParams } from './params';
import { renderSelect, subquery, type SelectItem, type SelectStatement } from './select';
import { applySeriesLimit } from './series';
import { fromSource } from './source';
import { timeFilterStatus, type AppliedFilter, type RejectedFilter } from './status';
import { validateQueryObject } from './validate';

/** Settings of one compilation; `now` and the time-range resolver make it deterministic. */
export interface CompileOptions {
  now: Date;
  resolveTimeRange: TimeRangeResolver;
  /** Row limit when the query gives none. */
  defaultRowLimit: number;
  /** Largest row limit allowed; 0 means uncapped. */
  maxRowLimit: number;
  /** Moves a date by a human offset such as '1 year ago'; needed for time_shift and time offsets. */
  shiftDate?: (date: Date, offset: string) => Date;
  /** Superset's ALLOW_ADHOC_SUBQUERY: adhoc SQL may hold subqueries; the caller checks `subqueryTables`. */
  allowAdhocSubqueries?: boolean;
}

/** A compiled query: SQL with bound values, the same SQL with values inlined, and what the response reports. */
export interface CompiledQuery {
  /** Readable SQL with $n placeholders. */
  sql: string;
  params: unknown[];
  /** The SQL with every value written as a literal, for result_type 'query' and 'View query'. */
  inlineSql: string;
  /** Output column labels in order. */
  labels: string[];
  /** Result column names in the same order: the label, or a hash where the engine would truncate it. */
  aliases: string[];
  columnLabels: string[];
  metricLabels: string[];
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  fromDttm: Date | null;
  toDttm: Date | null;
  /** Tables read by subqueries of adhoc SQL (only with allowAdhocSubqueries); the user must be allowed to read each. */
  subqueryTables: string[];
}

/** The row limit a query runs with: the default when unset, capped; 0 asks for no limit beyond the cap. */
export function effectiveRowLimit(
  rowLimit: number | null | undefined,
  opts: Pick<CompileOptions, 'defaultRowLimit' | 'maxRowLimit'>,
): number | null {
  const cap = opts.maxRowLimit > 0 ? opts.maxRowLimit : null;
  const requested = rowLimit === undefined || rowLimit === null ? opts.defaultRowLimit : rowLimit;
  if (requested === 0) return cap;
  return cap === null ? requested : Math.min(requested, cap);
}

function makeContext(
  query: QueryObject,
  ds: DatasourceMeta,
  dialect: Dialect,
  opts: CompileOptions,
  offset: string | null,
  tables = new Set<string>(),
): CompileContext {
  const extras = query.extras ?? {};
  const shift = (d: Date | null, by: string | null | undefined): Date | null => {
    if (!d || !by) return d;
    if (!opts.shiftDate) throw new QueryObjectValidationError('Time shifts need a date shifter');
    return opts.shiftDate(d, by);
  };
  return {
    ds,
    dialect,
    bag: createParamBag(),
    columnsByName: new Map(ds.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(ds.metrics.map((m) => [m.metric_name, m])),
    source: fromSource(ds, dialect),
    timeGrain: extras.time_grain_sqla ?? null,
    quote: (name) => dialect.quoteIdentifier(name),
    saved: validateExpression,
    adhoc: (sql, where) => {
      const checked = validateAdhocExpression(sql, where, opts.allowAdhocSubqueries === true);
      for (const t of checked.tables) tables.add(t);
      return checked.sql;
    },
    resolveRange: (range) => {
      const [since, until] = opts.resolveTimeRange(range, extras.relative_start, extras.relative_end);
      return [shift(shift(since, query.time_shift), offset), shift(shift(until, query.time_shift), offset)];
    },
  };
}

/** The query's time range: time_range, else the last TEMPORAL_RANGE filter's value (get_since_until_from_query_object). */
function queryTimeRange(query: QueryObject): string | null {
  if (query.time_range) return query.time_range;
  let range: string | null = null;
  for (const f of query.filters ?? [])
    if (String(f.op).toUpperCase() === 'TEMPORAL_RANGE' && typeof f.val === 'string') range = f.val;
  return range;
}

function selectItem(ctx: CompileContext, sql: string, label: string): SelectItem {
  const alias = sqlAlias(label, ctx.dialect);
  return { sql, alias: sql === ctx.quote(alias) ? null : alias, label };
}

function selectedColumn(ctx: CompileContext, col: QueryColumn, granularity: string | null): ColumnSql {
  if (typeof col !== 'string') return adhocColumnSql(ctx, col);
  const meta = ctx.columnsByName.get(col) as DatasourceColumnMeta;
  if (col === granularity) return { sql: timestampSql(ctx, meta, ctx.timeGrain), label: col, meta, isDttm: true };
  return physicalColumnSql(ctx, meta);
}

function dttmBounds(
  ctx: CompileContext,
  col: DatasourceColumnMeta,
  since: Date | null,
  until: Date | null,
): string | null {
  return timeBounds(ctx, operand(timestampSql(ctx, col, null)), col, since, until);
}

function compile(
  query: QueryObject,
  ds: DatasourceMeta,
  dialect: Dialect,
  opts: CompileOptions,
  offset: string | null,
): CompiledQuery {
  validateQueryObject(query, ds);
  const subqueryTables = new Set<string>();
  const ctx = makeContext(query, ds, dialect, opts, offset, subqueryTables);
  const extras = {
    ...query.extras,
    where: query.extras?.where ?? query.where,
    having: query.extras?.having ?? query.having,
  };
  let granularity = query.granularity ?? null;
  if (granularity !== null && !temporalColumnNames(ds).includes(granularity)) granularity = ds.main_dttm_col ?? null;
  const isTimeseries = query.is_timeseries === true;
  const columns = (query.columns ?? []).filter((c) => c !== DTTM_ALIAS);
  if (!granularity && isTimeseries) {
    throw new QueryObjectValidationError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  }
  if ((query.metrics ?? []).length === 0 && columns.length === 0) throw new QueryObjectValidationError('Empty query?');

  const range = queryTimeRange(query);
  const [fromDttm, toDttm] = range ? ctx.resolveRange(range) : [null, null];
  const metricSuffix = offset ? `__${offset}` : '';
  const metrics: MetricSql[] = (query.metrics ?? []).map((m) => metricSql(ctx, m));
  // Checked even when no series limit applies, so a bad one answers 400 instead of being ignored.
  const rankSql = query.series_limit_metric ? metricSql(ctx, query.series_limit_metric).sql : null;
  const order = orderByClauses(ctx, query.orderby ?? [], metrics);
  const needGroupby = query.metrics !== null && query.metrics !== undefined ? true : order.needsGroupby;

  const dttmCol = granularity ? (ctx.columnsByName.get(granularity) ?? null) : null;
  if (granularity && !dttmCol)
    throw new QueryObjectValidationError(`Time column "${granularity}" does not exist in dataset`);

  // SELECT and GROUP BY: the columns, the legacy __timestamp first, then the metrics.
  const seriesLabels = new Set((query.series_columns ?? []).map((c) => (typeof c === 'string' ? c : c.label)));
  const compiled = columns.map((c) => selectedColumn(ctx, c, needGroupby ? granularity : null));
  const items: SelectItem[] = [];
  const groupBy: string[] = [];
  const series = new Map<string, string>();
  for (const col of compiled) {
    items.push(selectItem(ctx, col.sql, col.label));
    if (!needGroupby) continue;
    groupBy.push(col.sql);
    if ((isTimeseries && seriesLabels.size === 0) || seriesLabels.has(col.label)) series.set(col.label, col.sql);
  }
  if (isTimeseries && dttmCol) {
    const sql = timestampSql(ctx, dttmCol, ctx.timeGrain);
    items.unshift(selectItem(ctx, sql, DTTM_ALIAS));
    groupBy.unshift(sql);
  }
  if (needGroupby) for (const m of metrics) items.push(selectItem(ctx, m.sql, m.label + metricSuffix));

  // WHERE: the granularity's time range, the filters, extras.where; HAVING: extras.having.
  const timeFilters: string[] = [];
  if (dttmCol) {
    const main = ds.main_dttm_col ? ctx.columnsByName.get(ds.main_dttm_col) : undefined;
    if (ds.always_filter_main_dttm && main?.is_dttm && main.column_name !== dttmCol.column_name) {
      timeFilters.push(...[dttmBounds(ctx, main, fromDttm, toDttm)].filter((c): c is string => c !== null));
    }
    timeFilters.push(...[dttmBounds(ctx, dttmCol, fromDttm, toDttm)].filter((c): c is string => c !== null));
  }
  const where: string[] = [];
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  for (const flt of query.filters ?? []) {
    const outcome = filterSql(ctx, flt, dttmCol, isTimeseries);
    if (!outcome) continue;
    if (outcome.status === 'rejected') {
      rejected.push({ reason: 'not_in_datasource', column: outcome.column });
      continue;
    }
    applied.push({ column: outcome.column });
    if (outcome.condition) where.push(outcome.condition);
  }
  if (extras.where?.trim()) where.push(`(${ctx.adhoc(extras.where, 'WHERE clause')})`);
  const having = extras.having?.trim() ? [`(${ctx.adhoc(extras.having, 'HAVING clause')})`] : [];
  const fetchPredicate =
    query.apply_fetch_values_predicate && ds.fetch_values_predicate?.trim()
      ? [`(${validateExpression(ds.fetch_values_predicate, 'Fetch values predicate')})`]
      : [];

  let stmt: SelectStatement = {
    items,
    from: [ctx.source],
    where: [...fetchPredicate, ...timeFilters, ...where],
    groupBy,
    having,
    orderBy: order.render(items),
    limit: dialect.limitOffset(effectiveRowLimit(query.row_limit, opts), query.row_offset ?? null),
  };

  const seriesLimit = query.series_limit ?? 0;
  if (seriesLimit > 0 && series.size > 0) {
    // The top series are those of the unshifted range, also when compiling a time offset.
    const [innerFrom, innerTo] =
      offset && range ? makeContext(query, ds, dialect, opts, null).resolveRange(range) : [fromDttm, toDttm];
    const innerTime = dttmCol ? dttmBounds(ctx, dttmCol, innerFrom, innerTo) : null;
    stmt = applySeriesLimit(ctx, stmt, {
      series,
      mainMetricSql: metrics[0]?.sql ?? 'COUNT(*)',
      rankSql,
      where: innerTime ? [...where, innerTime] : where,
      limit: seriesLimit,
      orderDesc: query.order_desc !== false,
      groupOthers: query.group_others_when_limit_reached === true,
    });
  }

  let text = renderSelect(stmt, ctx.quote);
  let outputs = stmt.items;
  if (query.is_rowcount) {
    const count: SelectItem = { sql: 'COUNT(*)', alias: 'rowcount', label: 'rowcount' };
    text = renderSelect(
      {
        items: [count],
        from: [subquery(text, ctx.quote('rowcount_qry'))],
        where: [],
        groupBy: [],
        having: [],
        orderBy: [],
        limit: [],
      },
      ctx.quote,
    );
    outputs = [count];
  }
  const timeStatus = timeFilterStatus(ds, query.applied_time_extras ?? {});
  const rendered = renderWithParams(text, ctx.bag, dialect);
  return {
    sql: rendered.sql,
    params: rendered.params,
    inlineSql: renderInline(text, ctx.bag, dialect),
    labels: outputs.map((i) => i.label),
    aliases: outputs.map((i) => i.alias ?? i.label),
    columnLabels: compiled.map((c) => c.label),
    metricLabels: metrics.map((m) => m.label + metricSuffix),
    appliedFilters: [...applied, ...timeStatus.applied],
    rejectedFilters: [...rejected, ...timeStatus.rejected],
    fromDttm,
    toDttm,
    subqueryTables: [...subqueryTables],
  };
}

/** Compiles a chart-data query object into SQL for `dialect` over the dataset `ds` (Superset's get_sqla_query). */
export function compileQuery(
  query: QueryObject,
  ds: DatasourceMeta,
  dialect: Dialect,
  opts: CompileOptions,
): CompiledQuery {
  return compile(query, ds, dialect, opts, null);
}

/**
 * Compiles the query for one of its time_offsets ('1 year ago'): every time bound moves by the offset, the
 * top series stay those of the unshifted range, and metric labels get the `__<offset>` suffix that the
 * time-comparison join expects.
 */
export function compileTimeOffsetQuery(
  query: QueryObject,
  ds: DatasourceMeta,
  dialect: Dialect,
  opts: CompileOptions,
  offset: string,
): CompiledQuery {
  if (!opts.shiftDate) throw new QueryObjectValidationError('Time offsets need a date shifter');
  return compile({ ...query, time_offsets: [] }, ds, dialect, opts, offset);
}

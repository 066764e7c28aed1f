// The query_context Superset's frontend saves with a chart: what buildQueryContext and each plugin's buildQuery make
// of the form_data (superset-ui-core/src/query, plugin-chart-echarts, plugin-chart-table), for the example viz types.
import type { ExampleVizType, Json, JsonObject } from './types';

type Query = JsonObject;

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: Json | undefined): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const truthy = (v: Json | undefined): boolean => v !== undefined && v !== null && v !== false && v !== '' && v !== 0;

/** A metric's label: a saved metric's name, or an adhoc metric's label. */
export function metricLabel(metric: Json): string {
  if (typeof metric === 'string') return metric;
  if (isObject(metric)) {
    if (typeof metric.label === 'string' && metric.label) return metric.label;
    if (metric.expressionType === 'SQL' && typeof metric.sqlExpression === 'string') return metric.sqlExpression;
    const col = isObject(metric.column) ? metric.column.column_name : undefined;
    return `${String(metric.aggregate)}(${String(col)})`;
  }
  return String(metric);
}

/** A column's label: a physical column's name, or an adhoc column's label or SQL. */
export function columnLabel(column: Json): string {
  if (isObject(column)) return String(column.label ?? column.sqlExpression);
  return String(column);
}

function dedupe(items: Json[], label: (item: Json) => string): Json[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = label(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const aliases: Record<string, string> = {
  metric: 'metrics', metric_2: 'metrics', secondary_metric: 'metrics', x: 'metrics', y: 'metrics', size: 'metrics',
  all_columns: 'columns', series: 'groupby', order_by_cols: 'orderby',
};

const notQueryFields = new Set([
  'annotation_layers', 'extra_form_data', 'time_range', 'since', 'until', 'row_limit', 'row_offset', 'order_desc',
  'limit', 'timeseries_limit_metric', 'granularity', 'url_params', 'custom_params', 'series_columns', 'series_limit',
  'series_limit_metric', 'query_mode',
]);

function extractQueryFields(fd: JsonObject): { columns: Json[]; metrics: Json[] | undefined; orderby: Json[] | undefined } {
  const mode = fd.query_mode;
  let columns: Json[] = [];
  let metrics: Json[] = [];
  let orderby: Json[] = [];
  for (const [key, value] of Object.entries(fd)) {
    if (value === null || notQueryFields.has(key)) continue;
    let field = aliases[key] ?? key;
    if (mode === 'aggregate' && field === 'columns') continue;
    if (mode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'groupby') field = 'columns';
    if (field === 'metrics') metrics = metrics.concat(value);
    else if (field === 'columns') columns = columns.concat(value);
    else if (field === 'orderby') orderby = orderby.concat(value);
  }
  return {
    columns: dedupe(columns.filter((c) => c !== ''), columnLabel),
    metrics: mode === 'raw' ? undefined : dedupe(metrics, metricLabel),
    orderby: orderby.length > 0 ? orderby.map((o) => (typeof o === 'string' ? (JSON.parse(o) as Json) : o)) : undefined,
  };
}

function convertFilters(fd: JsonObject): { filters: Json[]; where: string; having: string } {
  const filters: Json[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const f of asArray(fd.adhoc_filters)) {
    if (!isObject(f)) continue;
    if (f.expressionType === 'SIMPLE') {
      if (f.clause !== 'WHERE') continue;
      const unary = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'].includes(String(f.operator));
      filters.push(unary ? { col: f.subject ?? null, op: f.operator ?? null }
        : { col: f.subject ?? null, op: f.operator ?? null, val: f.comparator ?? null });
    } else {
      const sql = `(${String(f.sqlExpression)}${String(f.sqlExpression).includes('--') ? '\n' : ''})`;
      (f.clause === 'WHERE' ? where : having).push(sql);
    }
  }
  return { filters, where: where.join(' AND '), having: having.join(' AND ') };
}

/** Drops undefined members, as JSON.stringify would. */
function compact(entries: Record<string, Json | undefined>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(entries)) if (v !== undefined) out[k] = v;
  return out;
}

/** buildQueryObject: the fields every query of a chart shares. */
export function buildQueryObject(fd: JsonObject): Query {
  const { columns, metrics, orderby } = extractQueryFields(fd);
  const { filters, where, having } = convertFilters(fd);
  const rowLimit = Number(fd.row_limit);
  const rowOffset = Number(fd.row_offset);
  const granularity = fd.granularity ?? fd.granularity_sqla;
  return compact({
    time_range: truthy(fd.time_range) ? fd.time_range : undefined,
    granularity: truthy(granularity) ? granularity : undefined,
    filters,
    extras: compact({ time_grain_sqla: fd.time_grain_sqla ?? undefined, having, where }),
    applied_time_extras: {},
    columns,
    metrics,
    orderby,
    annotation_layers: fd.annotation_layers ?? [],
    row_limit: fd.row_limit == null || Number.isNaN(rowLimit) ? undefined : rowLimit,
    row_offset: fd.row_offset == null || Number.isNaN(rowOffset) ? undefined : rowOffset,
    series_columns: fd.series_columns,
    series_limit: fd.series_limit,
    series_limit_metric: truthy(fd.series_limit_metric) ? fd.series_limit_metric : undefined,
    timeseries_limit: truthy(fd.limit) ? Number(fd.limit) : 0,
    timeseries_limit_metric: truthy(fd.timeseries_limit_metric) ? fd.timeseries_limit_metric : undefined,
    order_desc: fd.order_desc === undefined ? true : fd.order_desc,
    url_params: fd.url_params ?? {},
    custom_params: fd.custom_params ?? {},
    custom_form_data: {},
  });
}

const xAxisSet = (fd: JsonObject): boolean => truthy(fd.x_axis);

/** normalizeTimeColumn: the x-axis column becomes an adhoc BASE_AXIS column carrying the time grain. */
function normalizeTimeColumn(fd: JsonObject, query: Query): Query {
  if (!xAxisSet(fd)) return query;
  const columns = asArray(query.columns);
  const idx = columns.findIndex((c) => c === fd.x_axis);
  if (idx < 0) return query;
  const extras = isObject(query.extras) ? query.extras : {};
  const mutated = [...columns];
  mutated[idx] = compact({
    timeGrain: extras.time_grain_sqla,
    columnType: 'BASE_AXIS',
    sqlExpression: fd.x_axis,
    label: fd.x_axis,
    expressionType: 'SQL',
    isColumnReference: true,
  });
  const { is_timeseries: _dropped, ...rest } = query;
  return { ...rest, columns: mutated };
}

function pivot(fd: JsonObject, query: Query): Json | undefined {
  const metrics = asArray(query.metrics).map(metricLabel);
  if (!metrics.length) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [String(fd.x_axis ?? '__timestamp')],
      columns: asArray(query.columns).map(columnLabel),
      aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: 'mean' }])),
      drop_missing_columns: !truthy(fd.show_empty_columns),
    },
  };
}

function rolling(fd: JsonObject, query: Query): Json | undefined {
  const type = fd.rolling_type;
  if (!truthy(type) || type === 'None') return undefined;
  const labels = asArray(query.metrics).map(metricLabel);
  const columns = Object.fromEntries(labels.map((l) => [l, l]));
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  return {
    operation: 'rolling',
    options: {
      rolling_type: type ?? null,
      window: Number(fd.rolling_periods ?? 1),
      min_periods: Number(fd.min_periods ?? 0),
      columns,
    },
  };
}

function rename(fd: JsonObject, query: Query): Json | undefined {
  const metrics = asArray(query.metrics);
  const columns = asArray(query.series_columns ?? query.columns);
  const first = metrics[0];
  if (metrics.length !== 1 || first === undefined || !xAxisSet(fd)) return undefined;
  if (columns.length === 0 || fd.truncate_metric !== true) return undefined;
  return { operation: 'rename', options: { columns: { [metricLabel(first)]: null }, level: 0, inplace: true } };
}

function contribution(fd: JsonObject): Json | undefined {
  return truthy(fd.contributionMode) ? { operation: 'contribution', options: { orientation: fd.contributionMode ?? null } } : undefined;
}

/** Normalised orderby: a valid first clause is kept, else the series-limit metric or the first metric. */
function normalizeOrderBy(query: Query): Json[] | undefined {
  const first = asArray(query.orderby)[0];
  if (Array.isArray(first) && first.length === 2 && typeof first[1] === 'boolean') return asArray(query.orderby);
  const asc = !query.order_desc;
  if (truthy(query.series_limit_metric)) return [[query.series_limit_metric ?? null, asc]];
  const metric = asArray(query.metrics)[0];
  return metric === undefined ? undefined : [[metric, asc]];
}

const present = (rules: Array<Json | undefined>): Json[] => rules.filter((r): r is Json => r !== undefined);

function timeseriesQuery(fd: JsonObject, base: Query): Query[] {
  const groupby = asArray(fd.groupby);
  const query = compact({
    ...base,
    columns: [...asArray(fd.x_axis), ...groupby],
    series_columns: groupby,
    is_timeseries: !truthy(fd.x_axis) || fd.x_axis === '__timestamp',
    orderby: normalizeOrderBy(base),
    time_offsets: [],
    post_processing: present([pivot(fd, base), rolling(fd, base), rename(fd, base), contribution(fd), { operation: 'flatten' }]),
  });
  return [query];
}

function bigNumberTrendQuery(fd: JsonObject, base: Query): Query[] {
  return [
    {
      ...base,
      columns: asArray(fd.x_axis),
      ...(xAxisSet(fd) ? {} : { is_timeseries: true }),
      post_processing: present([pivot(fd, base), rolling(fd, base), { operation: 'flatten' }]),
    },
  ];
}

function pieQuery(fd: JsonObject, base: Query): Query[] {
  return [{ ...base, ...(fd.sort_by_metric === true && fd.metric !== undefined ? { orderby: [[fd.metric, false]] } : {}) }];
}

function tableQuery(fd: JsonObject, base: Query): Query[] {
  const raw = fd.query_mode === 'raw';
  let columns = asArray(base.columns);
  let orderby = asArray(base.orderby);
  const metrics = base.metrics;
  if (!raw) {
    const sortBy = asArray(fd.timeseries_limit_metric)[0];
    const firstMetric = asArray(metrics)[0];
    if (sortBy !== undefined) orderby = [[sortBy, !(fd.order_desc ?? false)]];
    else if (firstMetric !== undefined) orderby = [[firstMetric, false]];
    const lookup = isObject(fd.temporal_columns_lookup) ? fd.temporal_columns_lookup : {};
    const temporal = columns.find((c) => typeof c === 'string' && truthy(fd.time_grain_sqla) && lookup[c] === true);
    if (temporal !== undefined) {
      columns = [
        { timeGrain: fd.time_grain_sqla ?? null, columnType: 'BASE_AXIS', sqlExpression: temporal, label: temporal, expressionType: 'SQL' },
        ...columns.filter((c) => c !== temporal),
      ];
    }
  }
  const query = compact({ ...base, columns, orderby, metrics, post_processing: [], time_offsets: [] });
  const totals = !raw && fd.show_totals === true && asArray(metrics).length > 0
    ? [compact({ ...query, columns: [], row_limit: 0, row_offset: 0, post_processing: [], order_desc: undefined, orderby: undefined })]
    : [];
  return [query, ...totals];
}

const builders: Record<ExampleVizType, (fd: JsonObject, base: Query) => Query[]> = {
  echarts_timeseries_line: timeseriesQuery,
  echarts_timeseries_bar: timeseriesQuery,
  echarts_area: timeseriesQuery,
  echarts_timeseries_scatter: timeseriesQuery,
  big_number_total: (_fd, base) => [base],
  big_number: bigNumberTrendQuery,
  pie: pieQuery,
  table: tableQuery,
};

/** The datasource key "12__table" as {id, type}. */
export function datasourceKey(key: string): { id: number; type: string } {
  const [id, type] = key.split('__');
  return { id: Number(id), type: type ?? 'table' };
}

/** buildQueryContext with the viz type's buildQuery: the query_context saved with a chart of this form_data. */
export function buildQueryContext(formData: JsonObject): JsonObject {
  const viz = formData.viz_type as ExampleVizType;
  const builder = builders[viz];
  if (!builder) throw new Error(`no buildQuery for viz type ${String(viz)}`);
  const queries = builder(formData, buildQueryObject(formData)).map((q) => normalizeTimeColumn(formData, q));
  return {
    datasource: datasourceKey(String(formData.datasource)),
    force: formData.force ?? false,
    queries,
    form_data: formData,
    result_format: formData.result_format ?? 'json',
    result_type: formData.result_type ?? 'full',
  };
}

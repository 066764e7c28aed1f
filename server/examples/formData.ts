// Complete explore form_data per example viz type, with the control defaults Superset's control panels store.
import { getMetricLabel, type Aggregate } from '../../src/core/query';
import type { Json, JsonObject } from './types';

/** The datasource key charts carry until resolveExampleChart puts in the dataset's id. */
export const UNRESOLVED_DATASOURCE = '0__table';

/** A short deterministic id in nanoid's alphabet, derived from text (FNV-1a), for optionName-style fields. */
export function stableId(text: string, length = 10): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    for (const ch of `${round}:${text}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    let v = h;
    for (let k = 0; k < 4 && out.length < length; k += 1, v = Math.floor(v / 36)) out += alphabet[v % 36];
  }
  return out;
}

/** An adhoc SIMPLE metric, e.g. SUM(sales). */
export function adhocMetric(aggregate: Aggregate, columnName: string, type: string): JsonObject {
  const label = getMetricLabel({ expressionType: 'SIMPLE', aggregate, column: { column_name: columnName } });
  return {
    expressionType: 'SIMPLE',
    column: { column_name: columnName, type, filterable: true, groupby: false, is_dttm: false },
    aggregate,
    sqlExpression: null,
    datasourceWarning: false,
    hasCustomLabel: false,
    label,
    optionName: `metric_${stableId(`${label}:a`)}_${stableId(`${label}:b`)}`,
  };
}

/** An adhoc SQL metric with a custom label. */
export function sqlMetric(sqlExpression: string, label: string): JsonObject {
  return {
    expressionType: 'SQL',
    sqlExpression,
    column: null,
    aggregate: null,
    datasourceWarning: false,
    hasCustomLabel: true,
    label,
    optionName: `metric_${stableId(`${label}:a`)}_${stableId(`${label}:b`)}`,
  };
}

/** An adhoc SIMPLE WHERE filter. */
export function adhocFilter(subject: string, operator: string, comparator: Json): JsonObject {
  return {
    expressionType: 'SIMPLE',
    subject,
    operator,
    operatorId: operator.replaceAll(' ', '_').replace('==', 'EQUALS'),
    comparator,
    clause: 'WHERE',
    sqlExpression: null,
    isExtra: false,
    isNew: false,
    datasourceWarning: false,
    filterOptionName: `filter_${stableId(`${subject}${operator}${JSON.stringify(comparator)}:a`)}_${stableId(`${subject}:b`)}`,
  };
}

/** The temporal filter explore adds on a dataset's time column ('No filter' keeps every row). */
export function timeFilter(subject: string, comparator = 'No filter'): JsonObject {
  return { clause: 'WHERE', subject, operator: 'TEMPORAL_RANGE', comparator, expressionType: 'SIMPLE' };
}

/** The form_data fields every example chart has. */
export const common = (viz_type: string): JsonObject => ({
  datasource: UNRESOLVED_DATASOURCE,
  viz_type,
  extra_form_data: {},
  dashboards: [],
  time_range: 'No filter',
});

/** What a time-series chart (line, bar, area, scatter) is given. */
export interface TimeseriesSpec {
  viz: 'echarts_timeseries_line' | 'echarts_timeseries_bar' | 'echarts_area' | 'echarts_timeseries_scatter';
  xAxis: string;
  timeGrain: string;
  metrics: Json[];
  groupby?: string[];
  filters?: JsonObject[];
  rowLimit?: number;
  stack?: boolean;
  orientation?: 'vertical' | 'horizontal';
  yAxisFormat?: string;
}

/** form_data of the ECharts time-series charts: line, bar, area and scatter. */
export function timeseriesFormData(s: TimeseriesSpec): JsonObject {
  const seriesType =
    s.viz === 'echarts_timeseries_bar' ? 'bar' : s.viz === 'echarts_timeseries_scatter' ? 'scatter' : 'line';
  const fd: JsonObject = {
    ...common(s.viz),
    x_axis: s.xAxis,
    time_grain_sqla: s.timeGrain,
    x_axis_sort_asc: true,
    x_axis_sort_series: 'name',
    x_axis_sort_series_ascending: true,
    metrics: s.metrics,
    groupby: s.groupby ?? [],
    adhoc_filters: s.filters ?? [],
    order_desc: true,
    row_limit: s.rowLimit ?? 10000,
    truncate_metric: true,
    show_empty_columns: true,
    comparison_type: 'values',
    annotation_layers: [],
    forecastPeriods: 10,
    forecastInterval: 0.8,
    x_axis_title_margin: 15,
    y_axis_title_margin: 15,
    y_axis_title_position: 'Left',
    sort_series_type: 'sum',
    color_scheme: 'supersetColors',
    time_shift_color: true,
    seriesType,
    stack: s.stack ? 'Stack' : null,
    only_total: true,
    opacity: 0.2,
    markerEnabled: s.viz === 'echarts_timeseries_scatter',
    markerSize: 6,
    show_value: false,
    show_legend: true,
    legendType: 'scroll',
    legendOrientation: 'top',
    x_axis_time_format: 'smart_date',
    rich_tooltip: true,
    showTooltipTotal: true,
    tooltipTimeFormat: 'smart_date',
    y_axis_format: s.yAxisFormat ?? 'SMART_NUMBER',
    truncateXAxis: true,
    y_axis_bounds: [null, null],
  };
  if (s.viz === 'echarts_timeseries_bar') fd.orientation = s.orientation ?? 'vertical';
  if (s.viz === 'echarts_area') fd.area = true;
  return fd;
}

/** form_data of a Big Number (total). */
export function bigNumberTotalFormData(metric: Json, filters: JsonObject[] = [], subheader = ''): JsonObject {
  return {
    ...common('big_number_total'),
    metric,
    adhoc_filters: filters,
    header_font_size: 0.4,
    subheader,
    subheader_font_size: 0.15,
    y_axis_format: 'SMART_NUMBER',
    time_format: 'smart_date',
    force_timestamp_formatting: false,
  };
}

/** form_data of a Big Number with Trendline. */
export function bigNumberTrendFormData(
  metric: Json,
  xAxis: string,
  timeGrain: string,
  filters: JsonObject[] = [],
): JsonObject {
  return {
    ...common('big_number'),
    x_axis: xAxis,
    time_grain_sqla: timeGrain,
    metric,
    adhoc_filters: filters,
    show_timestamp: false,
    show_trend_line: true,
    start_y_axis_at_zero: true,
    compare_lag: 1,
    compare_suffix: 'over last period',
    color_picker: { r: 0, g: 122, b: 135, a: 1 },
    header_font_size: 0.4,
    subheader_font_size: 0.15,
    y_axis_format: 'SMART_NUMBER',
    time_format: 'smart_date',
    force_timestamp_formatting: false,
    rolling_type: 'None',
  };
}

/** form_data of a Pie Chart (a donut when `donut`). */
export function pieFormData(metric: Json, groupby: string[], filters: JsonObject[] = [], donut = false): JsonObject {
  return {
    ...common('pie'),
    groupby,
    metric,
    adhoc_filters: filters,
    row_limit: 100,
    sort_by_metric: true,
    color_scheme: 'supersetColors',
    show_labels_threshold: 5,
    show_legend: true,
    legendType: 'scroll',
    legendOrientation: 'top',
    label_type: 'key',
    number_format: 'SMART_NUMBER',
    date_format: 'smart_date',
    show_labels: true,
    labels_outside: true,
    label_line: false,
    show_total: donut,
    outerRadius: 70,
    donut,
    innerRadius: 30,
  };
}

/** What a table chart is given: groupby and metrics for aggregate mode, columns for raw records. */
export type TableSpec =
  | {
      mode: 'aggregate';
      groupby: string[];
      metrics: Json[];
      sortBy?: Json;
      filters?: JsonObject[];
      rowLimit?: number;
      showTotals?: boolean;
      temporalColumns?: string[];
      timeGrain?: string;
    }
  | { mode: 'raw'; columns: string[]; orderBy: Array<[string, boolean]>; filters?: JsonObject[]; rowLimit?: number };

/** form_data of a Table chart. */
export function tableFormData(s: TableSpec): JsonObject {
  const aggregate = s.mode === 'aggregate';
  const temporal = aggregate ? (s.temporalColumns ?? []) : [];
  const fd: JsonObject = {
    ...common('table'),
    query_mode: s.mode,
    groupby: aggregate ? s.groupby : [],
    metrics: aggregate ? s.metrics : [],
    all_columns: aggregate ? [] : s.columns,
    percent_metrics: [],
    adhoc_filters: s.filters ?? [],
    order_by_cols: aggregate ? [] : s.orderBy.map(([col, asc]) => JSON.stringify([col, asc])),
    row_limit: s.rowLimit ?? 1000,
    server_page_length: 10,
    order_desc: true,
    table_timestamp_format: 'smart_date',
    allow_render_html: true,
    show_cell_bars: true,
    color_pn: true,
    comparison_color_scheme: 'Green',
    comparison_type: 'values',
    conditional_formatting: [],
    include_search: true,
    show_totals: aggregate ? (s.showTotals ?? false) : false,
    temporal_columns_lookup: Object.fromEntries(temporal.map((c) => [c, true])),
  };
  if (aggregate && s.sortBy !== undefined) fd.timeseries_limit_metric = s.sortBy;
  if (aggregate && s.timeGrain !== undefined) fd.time_grain_sqla = s.timeGrain;
  return fd;
}

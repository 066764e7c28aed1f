/** The chart catalogue dashboard: one example chart of each catalogue chart type, over the orders dataset. */
import { buildLayout } from './layout';
import type { LayoutBlock } from './layout';
import { baseJsonMetadata } from './metadata';
import { adhocMetric, common, timeFilter, timeseriesFormData } from './formData';
import { chart } from './slices';
import type { ExampleChart, ExampleDashboard, JsonObject } from './types';

const sumSales = adhocMetric('SUM', 'sales', 'DOUBLE');
const sumProfit = adhocMetric('SUM', 'profit', 'DOUBLE');
const orderDate = timeFilter('order_date');

const monthlySales = (viz: 'echarts_timeseries_line', extra: JsonObject): JsonObject => ({
  ...timeseriesFormData({
    viz,
    xAxis: 'order_date',
    timeGrain: 'P1M',
    metrics: [sumSales],
    groupby: ['channel'],
    filters: [orderDate],
    yAxisFormat: '$,.0f',
  }),
  ...extra,
});

/** One form per catalogue type, keyed and named as the dashboard shows them (over orders unless a table is named). */
function catalogueForms(): [string, string, JsonObject, string?][] {
  return [
    [
      'catalogue_smooth',
      'Smooth line: monthly sales by channel',
      monthlySales('echarts_timeseries_line', { viz_type: 'echarts_timeseries_smooth' }),
    ],
    [
      'catalogue_step',
      'Stepped line: monthly sales by channel',
      monthlySales('echarts_timeseries_line', { viz_type: 'echarts_timeseries_step', seriesType: 'start' }),
    ],
    [
      'catalogue_mixed',
      'Mixed: monthly sales and profit',
      {
        ...monthlySales('echarts_timeseries_line', { viz_type: 'mixed_timeseries', groupby: [] }),
        metrics_b: [sumProfit],
        groupby_b: [],
        adhoc_filters_b: [orderDate],
        row_limit_b: 10000,
        seriesType: 'line',
        seriesTypeB: 'bar',
        yAxisIndex: 0,
        yAxisIndexB: 1,
        y_axis_format_secondary: '$,.0f',
      },
    ],
    [
      'catalogue_histogram',
      'Histogram: order line sales by channel',
      {
        ...common('histogram_v2'),
        column: 'sales',
        groupby: ['channel'],
        adhoc_filters: [orderDate],
        row_limit: 10000,
        bins: 10,
        normalize: false,
        cumulative: false,
        color_scheme: 'supersetColors',
        show_legend: true,
      },
    ],
    [
      'catalogue_box_plot',
      'Box plot: monthly sales by region',
      {
        ...common('box_plot'),
        columns: ['product_line'],
        groupby: ['region'],
        metrics: [sumSales],
        adhoc_filters: [orderDate],
        row_limit: 10000,
        whiskerOptions: 'Tukey',
        number_format: '$,.0f',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_bubble',
      'Bubble: sales, profit and orders by country',
      {
        ...common('bubble_v2'),
        entity: 'country',
        series: 'region',
        x: sumSales,
        y: sumProfit,
        size: 'count',
        adhoc_filters: [orderDate],
        row_limit: 100,
        max_bubble_size: '25',
        x_axis_format: '$,.2s',
        y_axis_format: '$,.2s',
        color_scheme: 'supersetColors',
        show_legend: true,
      },
    ],
    [
      'catalogue_funnel',
      'Funnel: order lines by status',
      {
        ...common('funnel'),
        groupby: ['status'],
        metric: 'count',
        adhoc_filters: [orderDate],
        row_limit: 10,
        sort_by_metric: true,
        label_type: 'key_percent',
        percent_calculation_type: 'first_step',
        number_format: 'SMART_NUMBER',
        show_labels: true,
        show_legend: true,
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_waterfall',
      'Waterfall: quarterly profit',
      {
        ...common('waterfall'),
        x_axis: 'order_date',
        time_grain_sqla: 'P3M',
        groupby: [],
        metric: sumProfit,
        adhoc_filters: [orderDate],
        row_limit: 10000,
        show_total: true,
        x_axis_time_format: '%Y Q%q',
        y_axis_format: '$,.2s',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_heatmap',
      'Heatmap: sales by region and product line',
      {
        ...common('heatmap_v2'),
        x_axis: 'region',
        groupby: 'product_line',
        metric: sumSales,
        adhoc_filters: [orderDate],
        row_limit: 10000,
        sort_x_axis: 'alpha_asc',
        sort_y_axis: 'alpha_asc',
        normalize_across: 'heatmap',
        linear_color_scheme: 'superset_seq_1',
        y_axis_format: '$,.2s',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_gauge',
      'Gauge: average discount',
      {
        ...common('gauge_chart'),
        groupby: [],
        metric: 'avg__discount',
        adhoc_filters: [orderDate],
        row_limit: 10,
        min_val: 0,
        max_val: 0.2,
        start_angle: 225,
        end_angle: -45,
        split_number: 4,
        number_format: '.1%',
        overlap: true,
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_treemap',
      'Treemap: sales by region and country',
      {
        ...common('treemap_v2'),
        groupby: ['region', 'country'],
        metric: sumSales,
        adhoc_filters: [orderDate],
        row_limit: 10000,
        sort_by_metric: true,
        show_labels: true,
        number_format: '$,.2s',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_sunburst',
      'Sunburst: sales by region, country and channel',
      {
        ...common('sunburst_v2'),
        columns: ['region', 'country', 'channel'],
        metric: sumSales,
        secondary_metric: null,
        adhoc_filters: [orderDate],
        row_limit: 10000,
        sort_by_metric: true,
        show_labels: true,
        show_labels_threshold: 5,
        label_type: 'key',
        show_total: true,
        number_format: '$,.2s',
        color_scheme: 'supersetColors',
        linear_color_scheme: 'superset_seq_1',
      },
    ],
    [
      'catalogue_word_cloud',
      'Word cloud: products by sales',
      {
        ...common('word_cloud'),
        series: 'product_name',
        metric: sumSales,
        adhoc_filters: [orderDate],
        row_limit: 100,
        sort_by_metric: true,
        size_from: 10,
        size_to: 48,
        rotation: 'square',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_world_map',
      'World map: sales and orders by country',
      {
        ...common('world_map'),
        entity: 'country',
        country_fieldtype: 'name',
        metric: sumSales,
        secondary_metric: 'count',
        adhoc_filters: [orderDate],
        row_limit: 10000,
        sort_by_metric: false,
        show_bubbles: true,
        max_bubble_size: '25',
        color_picker: { r: 255, g: 127, b: 68, a: 1 },
        linear_color_scheme: 'superset_seq_1',
        color_scheme: 'supersetColors',
      },
    ],
    [
      'catalogue_country_map',
      'Country map: population by US state',
      {
        ...common('country_map'),
        select_country: 'usa',
        entity: 'state_code',
        metric: 'sum__population',
        adhoc_filters: [],
        number_format: ',d',
        linear_color_scheme: 'superset_seq_1',
        color_scheme: 'supersetColors',
      },
      'us_states',
    ],
  ];
}

/** The catalogue's example charts, in the dashboard's order. */
export function catalogueCharts(): ExampleChart[] {
  return catalogueForms().map(([key, name, params, table]) => chart(key, name, table ?? 'orders', params));
}

/** "Chart catalogue" (slug catalogue): the catalogue's charts, two a row. */
export function catalogueDashboard(): ExampleDashboard {
  const charts = catalogueCharts();
  const blocks: LayoutBlock[] = [{ header: 'Chart catalogue' }];
  for (let i = 0; i < charts.length; i += 2)
    blocks.push({
      row: charts.slice(i, i + 2).map((c) => ({ chart: c.key, sliceName: c.slice_name, width: 6 })),
    });
  return {
    slug: 'catalogue',
    dashboard_title: 'Chart catalogue',
    published: true,
    css: '',
    chart_refs: charts.map((c) => c.key),
    position: buildLayout('Chart catalogue', 'catalogue', blocks),
    json_metadata: baseJsonMetadata(),
  };
}

import { buildChartQueryContext, type QueryFormData } from '../../src/core/chart-plugin';
import { PRODUCT_LINES, SALES_REGIONS } from './dimensions';
import {
  adhocFilter,
  adhocMetric,
  bigNumberTotalFormData,
  bigNumberTrendFormData,
  pieFormData,
  sqlMetric,
  tableFormData,
  timeFilter,
  timeseriesFormData,
} from './formData';
import type { CatalogueVizType, ExampleChart, ExampleVizType, Json, JsonObject } from './types';
import { WORLD_CITIES_SOURCE } from './worldCities';

/** The query_context Superset's explore saves with a chart: what the app's buildQuery makes of its form_data. */
function savedQueryContext(params: JsonObject): JsonObject {
  const formData = { ...params, force: false, result_format: 'json', result_type: 'full' } as unknown as QueryFormData;
  return JSON.parse(JSON.stringify(buildChartQueryContext(formData))) as JsonObject;
}

/** An example chart: its form_data, and the query context explore saves with it. */
export function chart(
  key: string,
  slice_name: string,
  datasource_table: string,
  params: JsonObject,
  description: string | null = null,
): ExampleChart {
  return {
    key,
    slice_name,
    viz_type: params.viz_type as ExampleChart['viz_type'],
    description,
    datasource_type: 'table',
    datasource_table,
    params,
    query_context: savedQueryContext(params),
    cache_timeout: null,
  };
}

const sumSales = adhocMetric('SUM', 'sales', 'DOUBLE');
const orderDate = timeFilter('order_date');

function salesCharts(): ExampleChart[] {
  return [
    chart('sales_total', 'Total sales', 'orders', bigNumberTotalFormData('sum__sales', [orderDate], 'all orders')),
    chart('orders_total', 'Orders', 'orders', bigNumberTotalFormData('count', [orderDate], 'order lines')),
    chart(
      'profit_trend',
      'Monthly profit',
      'orders',
      bigNumberTrendFormData('sum__profit', 'order_date', 'P1M', [orderDate]),
    ),
    chart(
      'sales_by_region',
      'Monthly sales by region',
      'orders',
      timeseriesFormData({
        viz: 'echarts_timeseries_line',
        xAxis: 'order_date',
        timeGrain: 'P1M',
        metrics: [sumSales],
        groupby: ['region'],
        filters: [orderDate],
        yAxisFormat: '$,.0f',
      }),
    ),
    chart(
      'sales_by_product_line',
      'Sales by product line',
      'orders',
      pieFormData('sum__sales', ['product_line'], [orderDate], true),
    ),
    chart(
      'sales_by_channel',
      'Quarterly sales by channel',
      'orders',
      timeseriesFormData({
        viz: 'echarts_timeseries_bar',
        xAxis: 'order_date',
        timeGrain: 'P3M',
        metrics: ['sum__sales'],
        groupby: ['channel'],
        filters: [orderDate],
        stack: true,
      }),
    ),
    chart(
      'units_by_product_line',
      'Units sold by product line',
      'orders',
      timeseriesFormData({
        viz: 'echarts_area',
        xAxis: 'order_date',
        timeGrain: 'P1M',
        metrics: [adhocMetric('SUM', 'quantity', 'INTEGER')],
        groupby: ['product_line'],
        filters: [orderDate],
        stack: true,
      }),
    ),
    chart(
      'discount_by_week',
      'Weekly average discount by channel',
      'orders',
      timeseriesFormData({
        viz: 'echarts_timeseries_scatter',
        xAxis: 'order_date',
        timeGrain: 'P1W',
        metrics: ['avg__discount'],
        groupby: ['channel'],
        filters: [orderDate],
        yAxisFormat: '.1%',
      }),
    ),
    chart(
      'top_countries',
      'Top countries by sales',
      'orders',
      timeseriesFormData({
        viz: 'echarts_timeseries_bar',
        xAxis: 'country',
        timeGrain: 'P1D',
        metrics: [sumSales],
        orientation: 'horizontal',
        filters: [orderDate],
        rowLimit: 10,
      }),
    ),
    chart(
      'top_customers',
      'Top customers',
      'orders',
      tableFormData({
        mode: 'aggregate',
        groupby: ['customer_name', 'country'],
        metrics: ['sum__sales', 'count', 'sum__profit'],
        sortBy: 'sum__sales',
        filters: [orderDate],
        rowLimit: 100,
        showTotals: true,
      }),
    ),
    chart(
      'recent_orders',
      'Recent orders',
      'orders',
      tableFormData({
        mode: 'raw',
        columns: [
          'order_id',
          'order_uid',
          'order_ts',
          'customer_name',
          'country',
          'product_name',
          'quantity',
          'sales',
          'status',
        ],
        orderBy: [['order_ts', false]],
        filters: [orderDate, adhocFilter('status', 'IN', ['Shipped', 'In Process'])],
        rowLimit: 1000,
      }),
      'order_uid values exceed 2^53: they must show every digit.',
    ),
  ];
}

/** The chart types the large dashboards cycle through (not the Tables', maps' or catalogue's types). */
type CycleVizType = Exclude<ExampleVizType, 'pivot_table_v2' | 'time_table' | CatalogueVizType>;
const largeVizCycle: readonly CycleVizType[] = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'big_number_total',
  'big_number',
  'pie',
  'table',
];
const vizLabel: Record<CycleVizType, string> = {
  echarts_timeseries_line: 'Line',
  echarts_timeseries_bar: 'Bar',
  echarts_area: 'Area',
  echarts_timeseries_scatter: 'Scatter',
  big_number_total: 'Big number',
  big_number: 'Trend',
  pie: 'Pie',
  table: 'Table',
};
const orderMetrics: ReadonlyArray<readonly [Json, string]> = [
  ['sum__sales', 'Sales'],
  ['sum__profit', 'Profit'],
  ['count', 'Orders'],
  [adhocMetric('SUM', 'quantity', 'INTEGER'), 'Units'],
  ['avg__discount', 'Average discount'],
  [sqlMetric('SUM(sales) / COUNT(DISTINCT customer_name)', 'Sales per customer'), 'Sales per customer'],
];
const orderDims = ['region', 'product_line', 'channel', 'status', 'country'] as const;
const grains = ['P1M', 'P3M', 'P1W', 'P1Y'] as const;

/**
 * The i-th chart of a generated dashboard, keyed `${prefix}_${n}` (n is i + 1 padded to `digits`). Dataset, metric,
 * split and filter vary with i, so the 200 charts of the large dashboard send 200 different queries.
 */
export function generatedChart(prefix: string, i: number, digits = 3): ExampleChart {
  const viz = largeVizCycle[i % largeVizCycle.length] ?? 'table';
  const n = String(i + 1).padStart(digits, '0');
  const key = `${prefix}_${n}`;
  const grain = grains[Math.floor(i / 8) % grains.length] ?? 'P1M';
  if (i % 10 === 3 || i % 10 === 6) return birthNamesChart(key, n, viz, i);
  if (i % 25 === 12 && (viz === 'pie' || viz === 'table' || viz === 'big_number_total'))
    return worldCitiesChart(key, n, viz);
  const [metric, metricName] = orderMetrics[Math.floor(i / 8) % orderMetrics.length] ?? ['count', 'Orders'];
  const dim = orderDims[i % orderDims.length] ?? 'region';
  const region = SALES_REGIONS[Math.floor(i / 5) % (SALES_REGIONS.length + 1)];
  const line = PRODUCT_LINES[i % PRODUCT_LINES.length];
  const filters = [timeFilter('order_date')];
  let scope = 'all regions';
  if (region !== undefined && dim !== 'region') {
    filters.push(adhocFilter('region', 'IN', [region]));
    scope = region;
  } else if (line !== undefined && dim !== 'product_line') {
    filters.push(adhocFilter('product_line', '==', line));
    scope = line;
  }
  const name = `${n} ${vizLabel[viz]}: ${metricName} by ${dim.replace('_', ' ')} (${scope})`;
  return chart(key, name, 'orders', largeParams(viz, metric, dim, 'order_date', grain, filters));
}

function largeParams(
  viz: CycleVizType,
  metric: Json,
  dim: string,
  time: string,
  grain: string,
  filters: JsonObject[],
): JsonObject {
  switch (viz) {
    case 'big_number_total':
      return bigNumberTotalFormData(metric, filters);
    case 'big_number':
      return bigNumberTrendFormData(metric, time, grain, filters);
    case 'pie':
      return pieFormData(metric, [dim], filters);
    case 'table':
      return tableFormData({
        mode: 'aggregate',
        groupby: [dim],
        metrics: [metric],
        filters,
        rowLimit: 100,
        showTotals: true,
      });
    default:
      return timeseriesFormData({
        viz,
        xAxis: time,
        timeGrain: grain,
        metrics: [metric],
        groupby: [dim],
        filters,
        stack: viz === 'echarts_area',
      });
  }
}

function birthNamesChart(key: string, n: string, viz: CycleVizType, i: number): ExampleChart {
  const gender = i % 20 < 10 ? 'boy' : 'girl';
  const filters = [timeFilter('ds'), adhocFilter('gender', '==', gender)];
  const dim = i % 3 === 0 ? 'state' : 'name';
  const params = largeParams(viz, 'sum__num', dim, 'ds', 'P1Y', filters);
  if (viz !== 'big_number_total' && viz !== 'big_number') params.row_limit = 50;
  return chart(key, `${n} ${vizLabel[viz]}: ${gender} births by ${dim}`, 'birth_names', params);
}

function worldCitiesChart(key: string, n: string, viz: CycleVizType): ExampleChart {
  const credit = WORLD_CITIES_SOURCE.attribution;
  const bigCities = adhocFilter('population', '>=', 1000000);
  if (viz === 'pie') {
    return chart(
      key,
      `${n} Pie: cities of a million by country`,
      'world_cities',
      pieFormData('count', ['country'], [bigCities]),
      credit,
    );
  }
  if (viz === 'big_number_total') {
    return chart(
      key,
      `${n} Big number: population of listed cities`,
      'world_cities',
      bigNumberTotalFormData('sum__population'),
      credit,
    );
  }
  return chart(
    key,
    `${n} Table: largest cities`,
    'world_cities',
    tableFormData({
      mode: 'raw',
      columns: ['city', 'country', 'population', 'latitude', 'longitude'],
      orderBy: [['population', false]],
      filters: [bigCities],
      rowLimit: 100,
    }),
    credit,
  );
}

/** How many charts the large dashboard holds. */
export const LARGE_CHART_COUNT = 200;

/** The charts of the large dashboard, keyed large_001 to large_200. */
export function largeCharts(): ExampleChart[] {
  return Array.from({ length: LARGE_CHART_COUNT }, (_, i) => generatedChart('large', i));
}

/** The charts of the Sales dashboard. */
export function sampleSalesCharts(): ExampleChart[] {
  return salesCharts();
}

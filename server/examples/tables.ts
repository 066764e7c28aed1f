/** The "Tables" example dashboard: a pivot table and time-series tables over the orders, as a user opens them. */
import { common, timeFilter } from './formData';
import { buildLayout } from './layout';
import { baseJsonMetadata } from './metadata';
import { chart } from './slices';
import type { ExampleChart, ExampleDashboard, JsonObject } from './types';

const orderDate = timeFilter('order_date');
const base = (viz_type: string): JsonObject => ({ ...common(viz_type), adhoc_filters: [orderDate] });

/** The pivot table: sales and orders by region and product line across the years, with totals and subtotals. */
function salesPivot(): JsonObject {
  return {
    ...base('pivot_table_v2'),
    groupbyRows: ['region', 'product_line'],
    groupbyColumns: ['order_date'],
    time_grain_sqla: 'P1Y',
    temporal_columns_lookup: { order_date: true },
    metrics: ['sum__sales', 'count'],
    metricsLayout: 'COLUMNS',
    aggregateFunction: 'Sum',
    rowTotals: true,
    colTotals: true,
    rowSubTotals: true,
    colSubTotals: false,
    transposePivot: false,
    combineMetric: false,
    rowOrder: 'key_a_to_z',
    colOrder: 'key_a_to_z',
    rowSubtotalPosition: false,
    colSubtotalPosition: false,
    valueFormat: '$,.0f',
    date_format: '%Y',
    series_limit: 0,
    row_limit: 10000,
    order_desc: true,
    conditional_formatting: [{ column: 'sum__sales', operator: '>', targetValue: 1000000, colorScheme: 'green' }],
  };
}

/** A time-series table: a sparkline, month over month, share and a three-month average per metric or region. */
function monthlyTable(groupby: string[], metrics: string[]): JsonObject {
  return {
    ...base('time_table'),
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    metrics,
    groupby,
    limit: 10,
    row_limit: 10000,
    order_desc: true,
    column_collection: [
      { key: 'trend', label: 'Trend', colType: 'spark', width: 160, height: 32, showYAxis: true, d3format: '$,.2s' },
      {
        key: 'mom',
        label: 'MoM',
        tooltip: 'Change on the month before',
        colType: 'time',
        timeLag: 1,
        comparisonType: 'perc_change',
        d3format: '+.1%',
        bounds: [0, null],
      },
      { key: 'share', label: 'Share', tooltip: 'Share of the latest month', colType: 'contrib', d3format: '.1%' },
      { key: 'avg', label: '3-month average', colType: 'avg', timeLag: 3, d3format: '$,.0f' },
    ],
    url: '',
  };
}

/** The Tables dashboard's charts. */
export function tableCharts(): ExampleChart[] {
  return [
    chart('sales_pivot', 'Sales pivot by region and year', 'orders', salesPivot()),
    chart(
      'monthly_metrics_table',
      'Monthly sales and profit',
      'orders',
      monthlyTable([], ['sum__sales', 'sum__profit']),
    ),
    chart(
      'monthly_region_table',
      'Monthly sales by region, month over month',
      'orders',
      monthlyTable(['region'], ['sum__sales']),
    ),
  ];
}

/** "Tables" (slug tables): the pivot table above the two time-series tables. */
export function tablesDashboard(): ExampleDashboard {
  const charts = tableCharts();
  const cell = (i: number, width: number) => {
    const c = charts[i];
    if (!c) throw new Error(`no table chart ${i}`);
    return { chart: c.key, sliceName: c.slice_name, width };
  };
  return {
    slug: 'tables',
    dashboard_title: 'Tables',
    published: true,
    css: '',
    chart_refs: charts.map((c) => c.key),
    position: buildLayout('Tables', 'tables', [{ row: [cell(0, 12)] }, { row: [cell(1, 6), cell(2, 6)] }]),
    json_metadata: baseJsonMetadata(),
  };
}

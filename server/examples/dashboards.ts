import { catalogueCharts, catalogueDashboard } from './catalogue';
import { largeCharts, sampleSalesCharts } from './slices';
import { buildLayout } from './layout';
import { mapCharts, mapsDashboard, routeCharts, shapeCharts } from './maps';
import type { LayoutBlock, LayoutCell } from './layout';
import { baseJsonMetadata } from './metadata';
import { tableCharts, tablesDashboard } from './tables';
import { thousandCharts, thousandDashboard } from './thousand';
import type { ExampleChart, ExampleDashboard } from './types';

function cellOf(charts: Map<string, ExampleChart>, key: string, width: number, withName = true): LayoutCell {
  const found = charts.get(key);
  if (!found) throw new Error(`dashboard refers to unknown chart ${key}`);
  return withName ? { chart: key, sliceName: found.slice_name, width } : { chart: key, width };
}

const salesNotes = `# Sales

Orders of scale-model vehicles from 2019 to 2024, generated for Tessera's examples.

- **Overview**: totals and the monthly trend
- **Breakdown**: channels, product lines and markets
- **Details**: customers and the latest orders (order UIDs above 2^53 keep every digit)`;

function salesDashboard(): ExampleDashboard {
  const charts = new Map(sampleSalesCharts().map((c) => [c.key, c]));
  const cell = (key: string, width: number) => cellOf(charts, key, width);
  const blocks: LayoutBlock[] = [
    { header: 'Overview' },
    {
      row: [
        cell('sales_total', 3),
        cell('orders_total', 3),
        cell('profit_trend', 3),
        { markdown: salesNotes, width: 3 },
      ],
    },
    { row: [cell('sales_by_region', 8), cell('sales_by_product_line', 4)] },
    { header: 'Breakdown' },
    { row: [cell('sales_by_channel', 6), cell('units_by_product_line', 6)] },
    { row: [cell('discount_by_week', 6), cell('top_countries', 6)] },
    { header: 'Details' },
    { row: [cell('top_customers', 5), cell('recent_orders', 7)] },
  ];
  return {
    slug: 'sales',
    dashboard_title: 'Sales',
    published: true,
    css: '',
    chart_refs: [...charts.keys()],
    position: buildLayout('Sales', 'sales', blocks),
    json_metadata: baseJsonMetadata(),
  };
}

/** Charts per row and rows per section of the large dashboard. */
const LARGE_ROW_WIDTH = 4;
const LARGE_SECTION_ROWS = 10;

function largeDashboard(): ExampleDashboard {
  const list = largeCharts();
  const charts = new Map(list.map((c) => [c.key, c]));
  const blocks: LayoutBlock[] = [];
  for (let start = 0, row = 0; start < list.length; start += LARGE_ROW_WIDTH, row += 1) {
    if (row % LARGE_SECTION_ROWS === 0) blocks.push({ header: `Section ${row / LARGE_SECTION_ROWS + 1}` });
    const keys = list.slice(start, start + LARGE_ROW_WIDTH).map((c) => c.key);
    // No sliceName in the large layout: it keeps position_json well under Superset's 65,535-character limit.
    blocks.push({ row: keys.map((key) => cellOf(charts, key, 12 / LARGE_ROW_WIDTH, false)) });
  }
  return {
    slug: 'large',
    dashboard_title: 'Large',
    published: true,
    css: '',
    chart_refs: list.map((c) => c.key),
    position: buildLayout('Large', 'large', blocks),
    json_metadata: baseJsonMetadata(),
  };
}

/**
 * The example dashboards: "Sales" (slug sales, 11 charts), "Large" (slug large, 200 charts), "A thousand charts"
 * (slug thousand), "Tables" (slug tables: the pivot table and time-series tables), "Maps" (slug maps) and "Chart
 * catalogue" (slug catalogue, one chart of each catalogue type).
 */
export function exampleDashboards(): ExampleDashboard[] {
  return [
    salesDashboard(),
    largeDashboard(),
    thousandDashboard(),
    tablesDashboard(),
    mapsDashboard(),
    catalogueDashboard(),
  ];
}

/** Every example chart: the Sales dashboard's, the large dashboard's, the thousand-chart dashboard's, the Tables', the maps' and the catalogue's. Keys are unique. */
export function exampleCharts(): ExampleChart[] {
  return [
    ...sampleSalesCharts(),
    ...largeCharts(),
    ...thousandCharts(),
    ...tableCharts(),
    ...mapCharts(),
    ...routeCharts(),
    ...shapeCharts(),
    ...catalogueCharts(),
  ];
}

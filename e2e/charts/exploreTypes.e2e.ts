// Explore's chart types as a new user builds each one: open explore on a dataset (birth_names; world_cities for the
// map, orders for the pivot table), pick the type in the gallery, set its controls, add a filter, set a time range,
// run, save into a new dashboard, and reopen the chart and the dashboard to see the same chart. The bar chart is built
// by keyboard alone. The table's flow is explore.e2e.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addFilter,
  addTimeRangeFilter,
  basedOnMetric,
  chartPicture,
  choose,
  control,
  datasetIdOf,
  datasourceItem,
  dropInto,
  expectChartShows,
  openExplore,
  pointerPresses,
  pickChartType,
  reopen,
  runChart,
  saveIntoNewDashboard,
  shownNumber,
  seriousAxeViolations,
  setLatLong,
  setTimeRange,
  startExploreSession,
  typeColor,
  type ChartLook,
  type ExploreSession,
  type Input,
} from './exploreFlow';
import { canvasInk, pixelsInside, webglCount } from './pageTools';

const SINCE = '1990-01-01';
const UNTIL = '2000-01-01';
const RANGE = `${SINCE} : ${UNTIL}`;
/** The filter every flow adds, and how Superset's form data holds it. */
const STATE_FILTER = { column: 'State', operator: 'Equal to (=)', value: 'CA' };
const SAVED_STATE_FILTER = { clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' };
const SHOWN_FILTER = "state = 'CA'";
const SAVED_RANGE_FILTER = { clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: RANGE };

/** One chart type's flow: how it is built, how it is seen, and what its saved form data must hold. */
interface TypeFlow {
  vizType: string;
  name: string;
  by: Input;
  /** The columns and metrics dropped before the first run. */
  drops: (page: Page, by: Input) => Promise<void>;
  /** The filter and time range set after it, before the second run. */
  filters: (page: Page, by: Input) => Promise<void>;
  look: ChartLook;
  /** The example table of the dataset it is built on (birth_names when not given). */
  table?: string;
  /**
   * What the chart must show besides being drawn, checked in explore and again on the dashboard; the text it answers
   * (when it answers one) is what the reopened chart must show, instead of the cell's whole text.
   */
  check?: (page: Page, chartId: number) => Promise<string | undefined>;
  /**
   * Whether axe runs on the built chart's page. Not for the map: axe's analysis of an explore page with a drawn
   * deck.gl map did not finish in 40 s here (software WebGL), with the chart or the control panel left out or not.
   */
  axe?: false;
  saved: Record<string, unknown>;
  /** Text each control (by name) shows once the saved chart is reopened. */
  controls: Record<string, string>;
}

const drop = (page: Page, by: Input, item: string, controlName: string) =>
  dropInto(page, by, datasourceItem(page, item), controlName);

/** The time-series types: metric Births by gender over the years, in CA, 1990 to 2000 (the Time range control). */
const timeseries = (vizType: string, name: string, by: Input): TypeFlow => ({
  vizType,
  name,
  by,
  drops: async (page, how) => {
    await drop(page, how, 'Column Year', 'x_axis');
    await drop(page, how, 'Metric Births', 'metrics');
    await drop(page, how, 'Column Gender', 'groupby');
  },
  filters: async (page, how) => {
    await addFilter(page, how, STATE_FILTER);
    await setTimeRange(page, how, SINCE, UNTIL);
  },
  look: 'canvas',
  controls: { x_axis: 'Year', metrics: 'Births', groupby: 'Gender', adhoc_filters: SHOWN_FILTER, time_range: RANGE },
  saved: {
    viz_type: vizType,
    x_axis: 'ds',
    metrics: ['sum__num'],
    groupby: ['gender'],
    time_range: RANGE,
    adhoc_filters: [expect.objectContaining(SAVED_STATE_FILTER)],
  },
});

/** A column dropped into a control, and how the saved form data holds it. */
interface ColumnDrop {
  control: string;
  item: string;
  saved: unknown;
}

const label = (item: string) => item.replace(/^(Column|Metric) /, '');

/**
 * A type with one metric and no Time range control: its columns dropped, Births as the metric, then the state filter
 * and the range as a TEMPORAL_RANGE filter on ds.
 */
const oneMetric = (vizType: string, name: string, look: ChartLook, columns: ColumnDrop[] = []): TypeFlow => ({
  vizType,
  name,
  by: 'mouse',
  drops: async (page, by) => {
    for (const column of columns) await drop(page, by, column.item, column.control);
    await drop(page, by, 'Metric Births', 'metric');
  },
  filters: async (page, by) => {
    await addFilter(page, by, STATE_FILTER);
    await addTimeRangeFilter(page, by, 'Year', SINCE, UNTIL);
  },
  look,
  controls: {
    metric: 'Births',
    adhoc_filters: SHOWN_FILTER,
    ...Object.fromEntries(columns.map((c) => [c.control, label(c.item)])),
  },
  saved: {
    viz_type: vizType,
    metric: 'sum__num',
    adhoc_filters: [expect.objectContaining(SAVED_STATE_FILTER), expect.objectContaining(SAVED_RANGE_FILTER)],
    ...Object.fromEntries(columns.map((c) => [c.control, c.saved])),
  },
});

/** The scatter's fixed colour, and the pixels of it (blended over the base map) its points draw. */
const POINT_RED = '#e0301e';
const redPixels = (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  pixelsInside(page, clip, { kind: 'box', low: [170, 0, 0], high: [255, 110, 100] });

/**
 * Issue 13: cities as points sized by their population, in a fixed red, then only France's; drawn on the page's one
 * WebGL context.
 */
const deckScatter: TypeFlow = {
  vizType: 'deck_scatter',
  name: 'deck.gl Scatterplot',
  by: 'mouse',
  table: 'world_cities',
  drops: async (page) => {
    await setLatLong(page, 'longitude', 'latitude');
    await basedOnMetric(page, 'point_radius_fixed', 'Population');
    await typeColor(page, 'color_picker', 'Fixed Color', POINT_RED);
  },
  filters: (page, by) => addFilter(page, by, { column: 'Country', operator: 'Equal to (=)', value: 'France' }),
  look: 'map',
  axe: false,
  check: async (page, chartId) => {
    expect((await webglCount(page)).live, 'WebGL contexts on the page').toBe(1);
    await expect.poll(() => canvasInk(page, chartId, redPixels), { timeout: 30_000 }).toBeGreaterThan(20);
    return undefined;
  },
  controls: { spatial: 'longitude | latitude', adhoc_filters: "country = 'France'" },
  saved: {
    viz_type: 'deck_scatter',
    spatial: { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' },
    point_radius_fixed: { type: 'metric', value: 'sum__population' },
    color_picker: { r: 224, g: 48, b: 30, a: 1 },
    adhoc_filters: [
      expect.objectContaining({ clause: 'WHERE', subject: 'country', operator: '==', comparator: 'France' }),
    ],
  },
};

/**
 * The pivot's grand total (the last cell of its 'Total (Maximum)' row): with Maximum as the aggregate it is the
 * largest of the table's cells. Answers its text.
 */
async function pivotGrandTotal(page: Page, chartId: number): Promise<string> {
  const cell = page.locator(`[data-chart-id="${chartId}"]`).first();
  await cell.locator('.tessera-pivot').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const totals = cell.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total (Maximum)' }) });
  await totals.waitFor();
  expect(await cell.getByRole('columnheader', { name: 'Total (Maximum)' }).count()).toBeGreaterThan(0);
  const grand = (await totals.getByRole('cell').last().textContent()) ?? '';
  // The cells of the countries' rows, less each row's total (its last cell): a sum would be more than their largest.
  const rows = cell.locator('.tessera-pivot-body').filter({ hasNot: page.getByRole('rowheader', { name: /^Total/ }) });
  const values: number[] = [];
  for (const row of await rows.all())
    values.push(...(await row.getByRole('cell').allTextContents()).slice(0, -1).map(shownNumber));
  expect(values.length).toBeGreaterThan(3);
  expect(shownNumber(grand)).toBe(Math.max(...values));
  return grand;
}

/** Issue 13: orders' sales by country and channel, their maximum as the totals, then EMEA in 2021. */
const pivotTable: TypeFlow = {
  vizType: 'pivot_table_v2',
  name: 'Pivot Table',
  by: 'mouse',
  table: 'orders',
  drops: async (page, by) => {
    await drop(page, by, 'Column Country', 'groupbyRows');
    await drop(page, by, 'Column Channel', 'groupbyColumns');
    await drop(page, by, 'Metric Sales', 'metrics');
    await choose(page, by, control(page, 'aggregateFunction').getByRole('combobox'), 'Maximum');
    for (const total of ['Show rows total', 'Show columns total'])
      await control(page, 'control-panel').getByRole('checkbox', { name: total }).check();
  },
  filters: async (page, by) => {
    await addFilter(page, by, { column: 'Region', operator: 'Equal to (=)', value: 'EMEA' });
    await addTimeRangeFilter(page, by, 'Order date', '2021-01-01', '2022-01-01');
  },
  look: 'text',
  check: pivotGrandTotal,
  controls: {
    groupbyRows: 'Country',
    groupbyColumns: 'Channel',
    metrics: 'Sales',
    adhoc_filters: "region = 'EMEA'",
  },
  saved: {
    viz_type: 'pivot_table_v2',
    groupbyRows: ['country'],
    groupbyColumns: ['channel'],
    metrics: ['sum__sales'],
    aggregateFunction: 'Maximum',
    rowTotals: true,
    colTotals: true,
    adhoc_filters: [
      expect.objectContaining({ clause: 'WHERE', subject: 'region', operator: '==', comparator: 'EMEA' }),
      expect.objectContaining({
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: '2021-01-01 : 2022-01-01',
      }),
    ],
  },
};

const FLOWS: TypeFlow[] = [
  timeseries('echarts_timeseries_line', 'Line Chart', 'mouse'),
  timeseries('echarts_timeseries_bar', 'Bar Chart', 'keyboard'),
  timeseries('echarts_area', 'Area Chart', 'mouse'),
  timeseries('echarts_timeseries_scatter', 'Scatter Plot', 'mouse'),
  { ...oneMetric('big_number_total', 'Big Number', 'text'), by: 'keyboard' },
  oneMetric('big_number', 'Big Number with Trendline', 'canvas', [
    { control: 'x_axis', item: 'Column Year', saved: 'ds' },
  ]),
  oneMetric('pie', 'Pie Chart', 'canvas', [{ control: 'groupby', item: 'Column Gender', saved: ['gender'] }]),
  deckScatter,
  pivotTable,
];

describe('explore builds each chart type in the browser', () => {
  const baseUrl = inject('baseUrl');
  let session: ExploreSession;

  beforeAll(async () => {
    session = await startExploreSession(baseUrl, inject('adminPassword'));
  });
  afterAll(async () => session?.browser.close());

  for (const flow of FLOWS) {
    it(`X11.06 X8.04 X9.14 X1.14 builds a ${flow.vizType} chart by ${flow.by}, saves it into a new dashboard and reopens it`, async () => {
      const { context } = session;
      const datasetId = flow.table ? await datasetIdOf(context.request, flow.table) : session.datasetId;
      expect(datasetId).toBeGreaterThan(0);
      const page = await context.newPage();
      await openExplore(page, baseUrl, datasetId);
      await pickChartType(page, flow.by, flow.vizType, flow.name);
      await flow.drops(page, flow.by);
      await runChart(page, flow.by);
      await expectChartShows(page, 0, flow.look);
      const whole = await chartPicture(page, 0);
      // Narrowed to CA and the 1990s, the chart is stale until Update chart, then drawn again with the new data.
      await flow.filters(page, flow.by);
      await page.locator('.explore-stale').waitFor();
      await runChart(page, flow.by);
      await expect.poll(() => chartPicture(page, 0), { timeout: 30_000 }).not.toBe(whole);
      const drawn = await expectChartShows(page, 0, flow.look);
      const checked = await flow.check?.(page, 0);
      const shown = checked ?? drawn;
      if (flow.axe !== false) expect(await seriousAxeViolations(page)).toEqual([]);

      const names = { chart: `${flow.name} (flow)`, dashboard: `${flow.name} flow board` };
      const saved = await saveIntoNewDashboard(page, flow.by, context.request, names);
      expect(saved.formData).toMatchObject(flow.saved);
      if (flow.by === 'keyboard') expect(await pointerPresses(page), 'pointer presses in a keyboard flow').toBe(0);
      await reopen(page, baseUrl, saved, { look: flow.look, shown, controls: flow.controls });
      // The dashboard draws the chart as explore did.
      expect(await flow.check?.(page, saved.sliceId)).toBe(checked);
      await page.close();
    }, 300_000);
  }
});

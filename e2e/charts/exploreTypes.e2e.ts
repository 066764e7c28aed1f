// Explore's chart types as a new user builds each one: open explore on birth_names, pick the type in the gallery,
// drag columns and metrics in, add a filter, set a time range, run, save into a new dashboard, and reopen the chart
// and the dashboard to see the same chart. The bar chart is built by keyboard alone. The table's flow is explore.e2e.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addFilter,
  addTimeRangeFilter,
  chartPicture,
  datasourceItem,
  dropInto,
  expectChartShows,
  openExplore,
  pointerPresses,
  pickChartType,
  reopen,
  runChart,
  saveIntoNewDashboard,
  seriousAxeViolations,
  setTimeRange,
  startExploreSession,
  type ChartLook,
  type ExploreSession,
  type Input,
} from './exploreFlow';

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
      const { context, datasetId } = session;
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
      const shown = await expectChartShows(page, 0, flow.look);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const names = { chart: `${flow.name} (flow)`, dashboard: `${flow.name} flow board` };
      const saved = await saveIntoNewDashboard(page, flow.by, context.request, names);
      expect(saved.formData).toMatchObject(flow.saved);
      if (flow.by === 'keyboard') expect(await pointerPresses(page), 'pointer presses in a keyboard flow').toBe(0);
      await reopen(page, baseUrl, saved, { look: flow.look, shown, controls: flow.controls });
      await page.close();
    }, 300_000);
  }
});

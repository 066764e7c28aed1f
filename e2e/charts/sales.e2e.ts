import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { recordCspViolations, workersCompileWasm } from '../browser';
import { goldenDiff, goldenJson } from '../../tests/support/golden';
import {
  canvasInk,
  cellBox,
  chartBrowser,
  frames,
  hideChartDom,
  inkInside,
  MIN_INK,
  probeCharts,
  waitForCellsSettled,
  waitForDashboard,
  webglCount,
} from './pageTools';

interface DashboardChart {
  id: number;
  slice_name: string;
  form_data: { viz_type: string; orientation?: string; stack?: unknown };
}

const VIEWPORT = { width: 1280, height: 900 };

const drawsInWebGL = (vizType: string) => vizType !== 'big_number_total' && vizType !== 'table';

describe('chart pages in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let sales: DashboardChart[] = [];
  let verticalBar: DashboardChart | undefined;

  beforeAll(async () => {
    ({ browser, context } = await chartBrowser(baseUrl, inject('adminPassword'), VIEWPORT));
    const get = async (path: string) =>
      ((await (await context.request.get(`${baseUrl}${path}`)).json()) as { result: DashboardChart[] }).result;
    sales = await get('/api/v1/dashboard/sales/charts');
    verticalBar = (await get('/api/v1/dashboard/large/charts')).find(
      (c) =>
        c.form_data.viz_type === 'echarts_timeseries_bar' &&
        !c.form_data.stack &&
        c.form_data.orientation !== 'horizontal',
    );
  });
  afterAll(async () => browser?.close());

  it('draws the Sales dashboard on one WebGL context, with its overlays and the golden layer props, with no Content-Security-Policy violation', async () => {
    expect(sales).toHaveLength(11);
    const page = await context.newPage();
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl}/superset/dashboard/sales/?probe`);
    await waitForDashboard(page, 'Sales');
    // Walk down the page so every chart comes near and loads.
    for (const chart of sales) await page.locator(`[data-chart-id="${chart.id}"]`).first().scrollIntoViewIfNeeded();
    await waitForCellsSettled(page);
    expect(await page.locator('[data-chart-id] [role=alert]').count()).toBe(0);

    const layers: Record<string, unknown> = {};
    const probes = new Map((await probeCharts(page)).map((p) => [p.chartId, p]));
    for (const chart of sales) {
      const cell = page.locator(`[data-chart-id="${chart.id}"]`).first();
      await cell.scrollIntoViewIfNeeded();
      await expect.poll(() => cell.textContent()).toContain(chart.slice_name);
      if (drawsInWebGL(chart.form_data.viz_type)) {
        expect(await canvasInk(page, chart.id), `${chart.slice_name} has pixels drawn`).toBeGreaterThan(MIN_INK);
        layers[chart.slice_name] = probes.get(chart.id)?.layers;
      }
    }
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });
    // Every chart's view committed: the chart store says rendered (spec 001 §4, chart status).
    const statuses = async () =>
      Object.fromEntries(
        (await probeCharts(page))
          .filter((p) => sales.some((c) => c.id === p.chartId))
          .map((p) => [p.chartId, p.status]),
      );
    await expect.poll(statuses).toEqual(Object.fromEntries(sales.map((c) => [c.id, 'rendered'])));
    const sorted = Object.fromEntries(Object.entries(layers).sort(([a], [b]) => a.localeCompare(b)));
    expect(goldenDiff('charts-e2e/sales-dashboard-layers.json', goldenJson(sorted, 2))).toBeNull();
    // The API, the data worker and the WebGL canvas all ran under the policy, and every worker (the data worker, and
    // DuckDB-WASM's own once it has started) may compile WebAssembly.
    expect(await violations()).toEqual([]);
    const compiled = await workersCompileWasm(page);
    expect(compiled.length).toBeGreaterThanOrEqual(1);
    expect(compiled.filter((answer) => answer !== 'compiled')).toEqual([]);
    await page.close();
  });

  it('picks marks per chart on the shared canvas and clips each chart’s marks at its plot', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/sales/?probe`);
    await waitForDashboard(page, 'Sales');
    for (const chart of sales) await page.locator(`[data-chart-id="${chart.id}"]`).first().scrollIntoViewIfNeeded();
    await waitForCellsSettled(page);

    // The pie's slices share a canvas layer with the other charts' bars and areas: hovering must find its own slice.
    const pie = sales.find((c) => c.form_data.viz_type === 'pie');
    if (!pie) throw new Error('the Sales dashboard has no pie');
    const cell = page.locator(`[data-chart-id="${pie.id}"]`).first();
    await cell.scrollIntoViewIfNeeded();
    await frames(page, 3);
    const plot = await cell.locator('[data-plot-area]').boundingBox();
    if (!plot) throw new Error('the pie has no plot area');
    const legend =
      (await cell.locator('.tessera-legend').allTextContents()).join(' ') || ((await cell.textContent()) ?? '');
    const tooltip = page.getByRole('tooltip');
    const titleAt = async (x: number, y: number): Promise<string | null> => {
      await page.mouse.move(x, y);
      await frames(page, 2);
      return (await tooltip.count()) ? ((await tooltip.locator('div').first().textContent()) ?? '') : null;
    };
    const cx = plot.x + plot.width / 2;
    const cy = plot.y + plot.height / 2;
    const radius = Math.min(plot.width, plot.height) * 0.35;
    const titles = new Set<string>();
    for (let k = 0; k < 12; k += 1) {
      const title = await titleAt(cx + radius * Math.cos((k * Math.PI) / 6), cy + radius * Math.sin((k * Math.PI) / 6));
      expect(title, `a slice under the pointer at ${k * 30}°`).not.toBeNull();
      titles.add(title!);
    }
    expect(titles.size).toBeGreaterThan(1);
    for (const title of titles) expect(legend).toContain(title);
    // The plot's corner lies outside the circle: nothing there to pick.
    expect(await titleAt(plot.x + 2, plot.y + 2)).toBeNull();
    await page.mouse.move(0, 0);

    // With the DOM hidden, no chart's marks show beyond its plot area: lines' caps and points' discs are clipped.
    const show = await hideChartDom(page);
    try {
      for (const chart of sales.filter((c) => drawsInWebGL(c.form_data.viz_type))) {
        const area = page.locator(`[data-chart-id="${chart.id}"] [data-plot-area]`).first();
        await area.scrollIntoViewIfNeeded();
        await frames(page, 3);
        const box = await area.boundingBox();
        const outer = await cellBox(page, chart.id);
        if (!box) throw new Error(`${chart.slice_name} has no plot area`);
        // Strips of the cell just below and right of the plot (where a clipped cap or disc would spill).
        const bottom = Math.ceil(box.y + box.height) + 1;
        const right = Math.ceil(box.x + box.width) + 1;
        const below = {
          x: outer.x,
          y: bottom,
          width: outer.width,
          height: Math.min(12, outer.y + outer.height - bottom),
        };
        const beside = {
          x: right,
          y: outer.y,
          width: Math.min(12, outer.x + outer.width - right),
          height: outer.height,
        };
        for (const [where, whole] of [
          ['below', below],
          ['right of', beside],
        ] as const) {
          const strip = { ...whole, height: Math.min(whole.height, VIEWPORT.height - whole.y) };
          if (strip.width > 0 && strip.height > 0)
            expect(await inkInside(page, strip), `${chart.slice_name}: ink ${where} the plot`).toBe(0);
        }
      }
    } finally {
      await show();
    }
    await page.close();
  });

  it('draws a slice page of every chart type: pixels, overlays, one WebGL context, golden layer props', async () => {
    const byType = new Map<string, DashboardChart>();
    for (const chart of sales) {
      const { viz_type: viz, orientation, stack } = chart.form_data;
      const key =
        viz === 'echarts_timeseries_bar'
          ? orientation === 'horizontal'
            ? 'bar-horizontal'
            : stack
              ? 'bar-stacked'
              : 'bar'
          : viz;
      if (!byType.has(key)) byType.set(key, chart);
    }
    if (verticalBar) byType.set('bar', verticalBar);
    // The raw table holds order UIDs beyond 2^53.
    const recentOrders = sales.find((c) => c.slice_name === 'Recent orders');
    if (recentOrders) byType.set('table', recentOrders);
    expect([...byType.keys()].sort()).toEqual(
      [
        'bar',
        'bar-horizontal',
        'bar-stacked',
        'big_number',
        'big_number_total',
        'echarts_area',
        'echarts_timeseries_line',
        'echarts_timeseries_scatter',
        'pie',
        'table',
      ].sort(),
    );

    const layers: Record<string, unknown> = {};
    const page = await context.newPage();
    for (const [type, chart] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
      await page.goto(`${baseUrl}/superset/slice/${chart.id}/?probe`);
      await waitForCellsSettled(page);
      const cell = page.locator(`[data-chart-id="${chart.id}"]`);
      expect(await cell.locator('[role=alert]').count(), `${type} shows no error`).toBe(0);
      await expect.poll(() => cell.textContent()).toContain(chart.slice_name);
      const text = (await cell.textContent()) ?? '';
      const viz = chart.form_data.viz_type;
      if (viz.startsWith('echarts_')) {
        expect(await cell.locator('[aria-label="bottom axis"] text').count(), `${type} has x ticks`).toBeGreaterThan(1);
        expect(await cell.locator('[aria-label="left axis"] text').count(), `${type} has y ticks`).toBeGreaterThan(1);
      }
      if (viz === 'pie') expect(text).toContain('Classic Cars');
      if (viz === 'echarts_timeseries_line') expect(text).toMatch(/APAC.*EMEA.*LATAM/);
      if (viz === 'big_number_total') expect(text).toMatch(/\d+(\.\d+)?[kMG]?/);
      if (viz === 'big_number') expect(text).toMatch(/over last period/);
      if (viz === 'table') {
        expect(text).toMatch(/\d+ row\(s\)/);
        expect(text).toMatch(/\d{17,}/);
      }
      if (drawsInWebGL(viz)) {
        expect(await canvasInk(page, chart.id), `${type} has pixels drawn`).toBeGreaterThan(MIN_INK);
        layers[type] = (await probeCharts(page)).find((p) => p.chartId === chart.id)?.layers;
      }
      await expect
        .poll(async () => (await probeCharts(page)).find((p) => p.chartId === chart.id)?.status, {
          message: `${type} is rendered`,
        })
        .toBe('rendered');
      expect(await webglCount(page), `${type}: WebGL contexts`).toEqual(
        drawsInWebGL(viz) ? { created: 1, live: 1, lost: 0 } : { created: 0, live: 0, lost: 0 },
      );
    }
    expect(goldenDiff('charts-e2e/slice-layers.json', goldenJson(layers, 2))).toBeNull();
    await page.close();
  });

  it("a view that throws while rendering shows 'An error occurred while rendering the visualization: %s' and the chart fails", async () => {
    const chart = sales.find((c) => c.form_data.viz_type === 'table');
    if (!chart) throw new Error('the Sales dashboard has no table');
    const page = await context.newPage();
    // A saved chart whose conditional formatting holds a null rule: the table view cannot read it.
    await page.route(new RegExp(`/api/v1/chart/${chart.id}$`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { params: string } };
      const params = { ...(JSON.parse(body.result.params) as Record<string, unknown>), conditional_formatting: [null] };
      await route.fulfill({ response, json: { ...body, result: { ...body.result, params: JSON.stringify(params) } } });
    });
    await page.goto(`${baseUrl}/superset/slice/${chart.id}/?probe`);
    await waitForCellsSettled(page);
    const alert = page.locator(`[data-chart-id="${chart.id}"] [role=alert]`);
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^An error occurred while rendering the visualization: TypeError: .+/);
    expect(await page.locator(`[data-chart-id="${chart.id}"]`).textContent()).toContain(chart.slice_name);
    await expect.poll(async () => (await probeCharts(page)).find((p) => p.chartId === chart.id)?.status).toBe('failed');
    await page.close();
  });

  it('X1.01 /explore/?slice_id= opens the saved chart in explore, titled and drawn', async () => {
    const chart = sales.find((c) => c.form_data.viz_type === 'pie');
    if (!chart) throw new Error('the Sales dashboard has no pie chart');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/?slice_id=${chart.id}&probe`);
    await waitForCellsSettled(page);
    expect(await page.locator('[data-test=explore-header]').textContent()).toContain(chart.slice_name);
    expect(await canvasInk(page, chart.id)).toBeGreaterThan(MIN_INK);
    await page.close();
  });
  it("the table chart's search and sort run in the data worker: the rows narrow to the search, a header click sorts them", async () => {
    const chart = sales.find((c) => c.slice_name === 'Top customers');
    if (!chart) throw new Error('the Sales dashboard has no Top customers table');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/slice/${chart.id}/?probe`);
    await waitForCellsSettled(page);
    const cell = page.locator(`[data-chart-id="${chart.id}"]`);
    const firstColumn = () =>
      cell.locator('.tessera-table-row .tessera-table-cell:first-child .tessera-table-text').allTextContents();
    const badge = cell.locator('[aria-label="row count"]');
    const all = await badge.textContent();
    const name = (await firstColumn())[0] ?? '';
    const term = name.slice(1, 5).toUpperCase();
    await cell.getByLabel('Search').fill(term);
    // The first local query loads DuckDB-WASM in the worker.
    await expect.poll(() => badge.textContent(), { timeout: 30_000 }).not.toBe(all);
    const found = await cell.locator('.tessera-table-row').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((text) => !text.toLowerCase().includes(term.toLowerCase()))).toEqual([]);
    await cell.getByLabel('Search').fill('');
    await expect.poll(() => badge.textContent(), { timeout: 30_000 }).toBe(all);
    await cell.locator('[role=columnheader] button').first().click();
    await expect.poll(() => cell.locator('[role=columnheader]').first().getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(
        async () => {
          const texts = await firstColumn();
          return texts.length > 1 && texts.every((t, i) => i === 0 || (texts[i - 1] as string) <= t);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chartBrowser,
  frames,
  hideChartDom,
  inkInside,
  waitForCellsSettled,
  waitForDashboard,
  webglCount,
} from './pageTools';

interface DashboardChart {
  id: number;
  slice_name: string;
  form_data: { viz_type: string };
}

const VIEWPORT = { width: 1280, height: 900 };
/** Charts drawn in WebGL need at least this many pixels of ink in their cell. */
const MIN_INK = 150;

/** Ink drawn by the canvas alone inside a chart's cell (the DOM of the cells hidden), the cell scrolled into view. */
async function canvasInk(page: Page, chartId: number): Promise<number> {
  const cell = page.locator(`[data-chart-id="${chartId}"]`).first();
  await cell.scrollIntoViewIfNeeded();
  const show = await hideChartDom(page);
  try {
    await frames(page, 3);
    const box = await cell.boundingBox();
    if (!box) throw new Error(`chart ${chartId} has no cell`);
    const y = Math.max(0, Math.floor(box.y));
    return await inkInside(page, {
      x: Math.max(0, Math.floor(box.x)),
      y,
      width: Math.floor(box.width),
      height: Math.min(Math.floor(box.height), VIEWPORT.height - y),
    });
  } finally {
    await show();
  }
}

/** Charts whose marks are DOM text rather than canvas ink: the word cloud's words. */
const TEXT_CHARTS = new Set(['word_cloud']);

/** Ink of the words a word cloud laid out (its DOM shown), once the layout has placed its first word. */
async function wordInk(page: Page, chartId: number): Promise<number> {
  const cloud = page.locator(`[data-chart-id="${chartId}"] [data-word-cloud]`).first();
  await cloud.scrollIntoViewIfNeeded();
  await cloud.locator('span').first().waitFor();
  await frames(page, 2);
  const box = await cloud.boundingBox();
  if (!box) throw new Error(`chart ${chartId} has no word cloud`);
  const y = Math.max(0, Math.floor(box.y));
  return inkInside(page, {
    x: Math.max(0, Math.floor(box.x)),
    y,
    width: Math.floor(box.width),
    height: Math.min(Math.floor(box.height), VIEWPORT.height - y),
  });
}

describe('the chart catalogue in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let charts: DashboardChart[] = [];

  beforeAll(async () => {
    ({ browser, context } = await chartBrowser(baseUrl, inject('adminPassword'), VIEWPORT));
    const res = await context.request.get(`${baseUrl}/api/v1/dashboard/catalogue/charts`);
    charts = ((await res.json()) as { result: DashboardChart[] }).result;
  });
  afterAll(async () => browser?.close());

  it('draws every catalogue chart type on the Chart catalogue dashboard, with pixels for each and one WebGL context', async () => {
    expect(charts.length).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/catalogue/`);
    await waitForDashboard(page, 'Chart catalogue');
    for (const chart of charts) await page.locator(`[data-chart-id="${chart.id}"]`).first().scrollIntoViewIfNeeded();
    await waitForCellsSettled(page);
    expect(await page.locator('[data-chart-id] [role=alert]').count()).toBe(0);
    const ink: Record<string, boolean> = {};
    for (const chart of charts) {
      const viz = chart.form_data.viz_type;
      ink[viz] = (TEXT_CHARTS.has(viz) ? await wordInk(page, chart.id) : await canvasInk(page, chart.id)) > MIN_INK;
    }
    expect(ink).toEqual(Object.fromEntries(charts.map((c) => [c.form_data.viz_type, true])));
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });
    await page.close();
  });
});

// The dashboard builder's edit mode, tried as a user would: enter edit mode, drag a row and a header in by mouse,
// add a chart from the Charts tab, resize it, undo, redo and delete it; then add a chart by keyboard alone. Moving,
// resizing and undoing send no chart-data request and keep the page's one WebGL context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { mouseDrag } from '../charts/exploreFlow';
import { WEBGL_COUNTER, webglCount } from '../charts/pageTools';
import { api, gotoApp, openSession, type AppSession } from './support';

/** The drop zone over the grid while a mouse drag is on. */
const dropLayer = (page: Page): Locator => page.locator('.dash-drop-layer');

/** Where `component` lies on the grid, in px from the grid's top-left corner. */
async function onGrid(page: Page, component: Locator): Promise<{ x: number; y: number; height: number }> {
  const grid = await page.locator('.dash-grid').boundingBox();
  const box = await component.boundingBox();
  if (!grid || !box) throw new Error('the grid or the component is not shown');
  return { x: box.x - grid.x, y: box.y - grid.y, height: box.height };
}

/** The ids of the layout's components of a type, in the page's order. */
async function componentIds(page: Page, prefix: string): Promise<string[]> {
  return page
    .locator(`[data-component-id^="${prefix}-"], [data-test^="container-${prefix}-"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-component-id') ?? e.getAttribute('data-test') ?? ''));
}

describe('dashboard edit mode', () => {
  let s: AppSession;
  let dashboardId = 0;
  const chartData: string[] = [];

  beforeAll(async () => {
    const created = await api('POST', '/api/v1/dashboard/', { dashboard_title: `Edit flow ${Date.now()}` });
    expect(created.status).toBe(201);
    dashboardId = (created.body as { id: number }).id;
    s = await openSession();
    await s.context.addInitScript(WEBGL_COUNTER);
    s.context.on('request', (r) => {
      if (r.url().includes('/api/v1/chart/data')) chartData.push(r.url());
    });
  });
  afterAll(async () => {
    await s.close();
    await api('DELETE', `/api/v1/dashboard/${dashboardId}`);
  });

  it('D5.01 D5.02 D5.03 D5.16 D5.17 D5.18 D1.15 builds by mouse: a row, a header, a chart; resize, undo, redo, delete', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${dashboardId}/`);
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    const pane = page.getByRole('complementary', { name: 'Dashboard builder' });
    await pane.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBe('true');
    await mouseDrag(pane.getByRole('button', { name: 'Row', exact: true }), () => dropLayer(page), { x: 40, y: 8 });
    await expect.poll(() => componentIds(page, 'ROW')).toHaveLength(1);
    const row = page.locator('[data-test^="container-ROW-"]').first();

    const rowAt = await onGrid(page, row);
    await mouseDrag(pane.getByRole('button', { name: 'Header', exact: true }), () => dropLayer(page), {
      x: 40,
      y: rowAt.y + rowAt.height + 40,
    });
    await expect.poll(() => componentIds(page, 'HEADER')).toHaveLength(1);
    await expect.poll(() => page.locator('[data-component-id^="HEADER-"]').innerText()).toContain('New header');

    await pane.getByRole('tab', { name: 'Charts' }).click();
    const list = pane.getByRole('list', { name: 'Saved charts' });
    const firstChart = list.locator('[data-test="drag-source"]').first();
    await firstChart.waitFor();
    const chartName = (await firstChart.getAttribute('aria-label')) ?? '';
    await mouseDrag(firstChart, () => dropLayer(page), { x: rowAt.x + 40, y: rowAt.y + 8 });
    const chart = page.locator('[data-component-id^="CHART-"]');
    await expect.poll(() => chart.count()).toBe(1);
    await expect.poll(() => list.locator('.dash-builder-chart-added').count()).toBe(1);
    await page.getByText(chartName, { exact: true }).first().waitFor();
    // Let the chart load before counting requests that moving and resizing must not make.
    await page.waitForTimeout(1500);
    // The chart did ask for its data (the requests are seen at all); moving and resizing must ask no more.
    expect(chartData.length).toBeGreaterThan(0);
    const requestsBefore = chartData.length;

    const before = (await chart.boundingBox())?.width ?? 0;
    await chart.hover();
    const handle = chart.locator('[data-test="resize-right"]');
    const box = await handle.boundingBox();
    if (!box) throw new Error('no resize handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeGreaterThan(before + 100);
    const wider = (await chart.boundingBox())?.width ?? 0;

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => Math.round((await chart.boundingBox())?.width ?? 0)).toBe(Math.round(before));
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => Math.round((await chart.boundingBox())?.width ?? 0)).toBe(Math.round(wider));
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await chart.boundingBox())?.width ?? 0)).toBe(Math.round(before));
    await page.waitForTimeout(500);
    expect(chartData.slice(requestsBefore)).toEqual([]);
    expect((await webglCount(page)).live).toBeLessThanOrEqual(1);

    await chart.hover();
    await page.getByRole('button', { name: `Delete ${chartName}` }).click();
    await expect.poll(() => chart.count()).toBe(0);
    await expect.poll(() => list.locator('.dash-builder-chart-added').count()).toBe(0);
  });

  it('D5.03 D5.16 adds a chart by keyboard alone: Enter on the chart, Tab to a drop spot, Enter to drop', async () => {
    const { page } = s;
    const pane = page.getByRole('complementary', { name: 'Dashboard builder' });
    const list = pane.getByRole('list', { name: 'Saved charts' });
    const source = list.locator('[data-test="drag-source"]').nth(1);
    const name = (await source.getAttribute('aria-label')) ?? '';
    await source.focus();
    await page.keyboard.press('Enter');
    await page.locator('.dash-drop-spot').first().waitFor();
    // Tab goes from drop spot to drop spot; Enter drops on the one at the end of the empty row.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let i = 0; i < 10 && (await focusedLabel()) !== 'Drop at the end of Row'; i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedLabel()).toBe('Drop at the end of Row');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-component-id^="CHART-"]').count()).toBe(1);
    await expect.poll(() => page.locator('.dash-drop-spot').count()).toBe(0);
    await page.getByText(name, { exact: true }).first().waitFor();
  });
});

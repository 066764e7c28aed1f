// A dashboard chart's menu in the browser, on the sales dashboard: full screen and back with Escape, View query,
// View as table, Download CSV (the browser's download), and a focused-chart link that scrolls to the chart, highlights
// it and leaves the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, gotoApp, openSession, type AppSession } from '../app/support';

describe('the dashboard chart menu in the browser', () => {
  let s: AppSession;
  let chartId = 0;

  beforeAll(async () => {
    const charts = await api('GET', '/api/v1/dashboard/sales/charts');
    const list = (charts.body as { result: { id: number }[] }).result;
    chartId = list[list.length - 1]?.id ?? 0;
    expect(chartId).toBeGreaterThan(0);
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
  });

  const frame = () => s.page.locator(`[data-component-id]:has([data-chart-id="${chartId}"])`).first();

  async function openMenu(): Promise<void> {
    const button = frame().getByRole('button', { name: 'More chart actions' });
    await button.hover();
    await frame().locator('[data-test="chart-menu"]').click();
    await s.page.getByRole('menu').waitFor();
  }

  async function choose(name: string): Promise<void> {
    await openMenu();
    await s.page.getByRole('menuitem', { name }).click();
  }

  it('D1.05 a focused-chart link scrolls to the chart, highlights it and leaves the address', async () => {
    const { page } = s;
    // The highlight lasts FOCUS_HIGHLIGHT_MS: the page records each component given it, so a slow machine that reads
    // the page after the highlight has gone still sees which chart had it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __focusedComponents: string[] }).__focusedComponents = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          const id = el.getAttribute('data-component-id') ?? '';
          if (el.classList.contains('chart-focused') && !seen.includes(id)) seen.push(id);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await gotoApp(page, `/superset/dashboard/sales/?focused_chart=${chartId}`);
    await page.waitForURL((url) => !url.search.includes('focused_chart'), { timeout: 30_000 });
    const component = await frame().getAttribute('data-component-id');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __focusedComponents: string[] }).__focusedComponents))
      .toEqual([component]);
    const box = await frame().boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y < viewport.height && box.y + box.height > 0).toBe(true);
  });

  it('D1.14 D3.17 full screen fills the window and Escape brings the chart back', async () => {
    const { page } = s;
    await gotoApp(page, '/superset/dashboard/sales/');
    await frame().scrollIntoViewIfNeeded();
    await choose('Enter full screen');
    const viewport = page.viewportSize();
    await expect.poll(async () => (await frame().boundingBox())?.width).toBe(viewport?.width);
    expect((await frame().boundingBox())?.height).toBe(viewport?.height);
    await page.keyboard.press('Escape');
    await expect.poll(() => frame().evaluate((e) => getComputedStyle(e).position)).toBe('absolute');
    expect(s.pageErrors).toEqual([]);
  });

  it('D3.17 View query and View as table open their modals; Download CSV downloads the server CSV', async () => {
    const { page } = s;
    await gotoApp(page, '/superset/dashboard/sales/');
    await frame().scrollIntoViewIfNeeded();
    await choose('View query');
    const query = page.getByRole('dialog');
    await expect
      .poll(() => query.locator('[data-test="chart-query"]').textContent(), { timeout: 30_000 })
      .toMatch(/SELECT/i);
    await page.keyboard.press('Escape');
    await query.waitFor({ state: 'detached' });

    await choose('View as table');
    const table = page.getByRole('dialog');
    await table
      .getByText(/\d+ row\(s\)/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await table.getByRole('columnheader').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await table.waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), choose('Download CSV')]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(s.pageErrors).toEqual([]);
  });
});

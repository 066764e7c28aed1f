// Explore as a new user tries it: open a dataset, drag a metric and a column in, run, change the row limit, run again,
// save as a new chart into a new dashboard, and reopen it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { signIn } from './pageTools';

const VIEWPORT = { width: 1400, height: 900 };

describe('explore in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let datasetId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await signIn(context, baseUrl, inject('adminPassword'));
    const res = await context.request.get(`${baseUrl}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))`);
    datasetId = ((await res.json()) as { result: { id: number }[] }).result[0]?.id ?? 0;
  });
  afterAll(async () => browser?.close());

  const rendered = (page: Page) => page.waitForSelector('[data-test=explore-chart][data-status=rendered]', { timeout: 60_000 });
  const rowCount = (page: Page) => page.locator('[data-test=results-table] .explore-row-count').textContent();

  it('X1.01 X2.10 X1.12 X10.01 X1.14 builds a chart from a dataset, runs it, saves it into a new dashboard and reopens it', async () => {
    expect(datasetId).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=${datasetId}`);
    const panel = page.locator('[data-test=datasource-panel]');
    await panel.waitFor();
    expect(await panel.locator('[data-test=datasource-columns] li').count()).toBe(7);
    await panel.getByLabel('Search Metrics & Columns').fill('birth');
    await expect.poll(() => panel.locator('[data-test=datasource-metrics] li').count()).toBe(1);
    await panel.getByLabel('Search Metrics & Columns').fill('');

    await panel.getByRole('button', { name: 'Metric Births' }).dragTo(page.locator('[data-test=control-metrics] .kit-drop-zone'));
    await panel.getByRole('button', { name: 'Column State' }).dragTo(page.locator('[data-test=control-groupby] .kit-drop-zone'));
    await expect.poll(() => page.locator('[data-test=control-metrics] .explore-chip').allTextContents()).toEqual(['sum__num×']);
    await page.click('[data-test=run-query-button]');
    await rendered(page);
    await expect.poll(() => rowCount(page)).toMatch(/^\d+ row\(s\)$/);
    expect(Number((await rowCount(page))?.split(' ')[0])).toBeGreaterThan(10);

    await page.locator('[data-test=control-row_limit] input').fill('10');
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.locator('.explore-stale').waitFor();
    await page.click('[data-test=run-query-button]');
    await expect.poll(() => rowCount(page)).toBe('10 row(s)');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('form_data_key=');

    await page.click('[data-test=query-save-button]');
    const modal = page.locator('[data-test=save-modal]');
    await modal.locator('[data-test=new-chart-name]').fill('Births by state (e2e)');
    await modal.locator('[data-test=save-dashboard-select] input').fill('Explore e2e board');
    await page.getByRole('option', { name: 'Explore e2e board' }).first().click();
    await modal.locator('[data-test=btn-modal-save]').click();
    await page.waitForURL(/\/explore\/\?slice_id=\d+/, { timeout: 30_000 });
    const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));

    const saved = (await (await context.request.get(`${baseUrl}/api/v1/chart/${sliceId}`)).json()) as { result: { slice_name: string; params: string; dashboards: { dashboard_title: string }[] } };
    expect(saved.result.slice_name).toBe('Births by state (e2e)');
    expect(JSON.parse(saved.result.params)).toMatchObject({ row_limit: 10, metrics: ['sum__num'], groupby: ['state'] });
    expect(saved.result.dashboards.map((d) => d.dashboard_title)).toEqual(['Explore e2e board']);

    await page.reload();
    await rendered(page);
    expect(await page.locator('[data-test=explore-header]').textContent()).toContain('Births by state (e2e)');
    await expect.poll(() => rowCount(page)).toBe('10 row(s)');
    await page.close();
  });

  it("X1.03 X1.04 'Missing URL parameters' without a chart or dataset; 'Missing dataset' with Swap dataset for a deleted one", async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/`);
    expect(await page.locator('[data-test=explore-empty]').textContent()).toContain('Missing URL parameters');
    await page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=999999`);
    const empty = page.locator('[data-test=explore-empty]');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('Missing dataset');
    expect(await empty.getByRole('button', { name: 'Swap dataset' }).count()).toBe(1);
    await page.close();
  });
});

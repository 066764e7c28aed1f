// Explore as a new user tries it: open a dataset, drag a metric and a column in, run, change the row limit, run again,
// save as a new chart into a new dashboard, and reopen it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { launchBrowser } from '../browser';
import { signIn } from './pageTools';

const VIEWPORT = { width: 1400, height: 900 };

/** Drags by keyboard, as react-aria offers it: Enter on the source, Tab to the zone, Enter to drop. */
async function dropByKeyboard(page: Page, source: Locator, zone: string): Promise<void> {
  await source.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 12; i += 1) {
    if (await page.evaluate((sel) => !!document.activeElement?.closest(sel), zone)) break;
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate((sel) => !!document.activeElement?.closest(sel), zone)).toBe(true);
  await page.keyboard.press('Enter');
}

describe('explore in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let datasetId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await signIn(context, baseUrl, inject('adminPassword'));
    const res = await context.request.get(
      `${baseUrl}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))`,
    );
    datasetId = ((await res.json()) as { result: { id: number }[] }).result[0]?.id ?? 0;
  });
  afterAll(async () => browser?.close());

  // A fresh page starts the data worker (DuckDB-WASM) before its first chart: slow on a loaded machine.
  const rendered = async (page: Page): Promise<void> => {
    try {
      await page.waitForSelector('[data-test=explore-chart][data-status=rendered]', { timeout: 120_000 });
    } catch (error) {
      // Say where the chart stopped (status, its message, the address) so a failure can be told from a slow start.
      const where = await page.evaluate(() => {
        const chart = document.querySelector('[data-test=explore-chart]');
        return {
          status: chart?.getAttribute('data-status') ?? null,
          text: chart?.textContent?.slice(0, 200) ?? document.body.textContent?.slice(0, 200),
          url: location.href,
        };
      });
      throw new Error(`the chart did not render: ${JSON.stringify(where)}`, { cause: error });
    }
  };
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

    await dropByKeyboard(page, panel.getByRole('button', { name: 'Metric Births' }), '[data-test=control-metrics]');
    await dropByKeyboard(page, panel.getByRole('button', { name: 'Column Name' }), '[data-test=control-groupby]');
    await expect.poll(() => page.locator('[data-test=control-metrics]').textContent()).toMatch(/Births|sum__num/);
    await page.click('[data-test=run-query-button]');
    await rendered(page);
    await expect.poll(() => rowCount(page)).toMatch(/^\d+ row\(s\)$/);
    expect(Number((await rowCount(page))?.split(' ')[0])).toBeGreaterThan(10);

    const rowLimit = page.getByRole('combobox', { name: 'Row limit' });
    await rowLimit.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowLimit.inputValue()).toBe('10');
    await page.locator('.explore-stale').waitFor();
    await page.click('[data-test=run-query-button]');
    await expect.poll(() => rowCount(page)).toBe('10 row(s)');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('form_data_key=');

    // No serious or critical accessibility violation on the page as built (axe).
    const axe = await new AxeBuilder({ page }).include('[data-test=explore-page]').analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await page.click('[data-test=query-save-button]');
    const modal = page.locator('[data-test=save-modal]');
    await modal.locator('[data-test=new-chart-name]').fill('Births by name (e2e)');
    await modal.getByRole('combobox', { name: 'Add to dashboard' }).click();
    await page.keyboard.type('Explore e2e board');
    await expect.poll(() => page.getByRole('option').allTextContents()).toContain('Explore e2e board');
    await page.keyboard.press('Enter');
    await modal.locator('[data-test=btn-modal-save]').click();
    await page.waitForURL(/\/explore\/\?slice_id=\d+/, { timeout: 30_000 });
    const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));

    const saved = (await (await context.request.get(`${baseUrl}/api/v1/chart/${sliceId}`)).json()) as {
      result: { slice_name: string; params: string; dashboards: { dashboard_title: string }[] };
    };
    expect(saved.result.slice_name).toBe('Births by name (e2e)');
    expect(JSON.parse(saved.result.params)).toMatchObject({ row_limit: 10, metrics: ['sum__num'], groupby: ['name'] });
    expect(saved.result.dashboards.map((d) => d.dashboard_title)).toEqual(['Explore e2e board']);

    await page.reload();
    await rendered(page);
    expect(await page.locator('[data-test=explore-header]').textContent()).toContain('Births by name (e2e)');
    await expect.poll(() => rowCount(page)).toBe('10 row(s)');

    // X10.01 the Samples tab reads POST /datasource/samples; X1.13 View query and Share.
    await page.getByRole('tab', { name: 'Samples' }).click();
    await expect
      .poll(() => page.locator('[data-test=samples-table] .explore-row-count').textContent(), { timeout: 30_000 })
      .toMatch(/^\d+ row\(s\)$/);
    await page.getByRole('button', { name: 'Chart actions' }).click();
    await page.getByRole('menuitem', { name: 'View query' }).click();
    await expect.poll(() => page.locator('[data-test=view-query-modal]').textContent()).toContain('SELECT');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chart actions' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const toast = page.locator('[data-test=toast-success]', { hasText: 'Copied to clipboard' });
    await toast.waitFor();
    const link = /(http\S+\/superset\/explore\/p\/\w+\/)/.exec((await toast.textContent()) ?? '')?.[1];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await rendered(page);
    await expect.poll(() => rowCount(page)).toBe('10 row(s)');
    await page.close();
  }, 400_000);

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

// Explore as a new user tries it: open a dataset, drag a metric and a column in, run, change the row limit, run again,
// save as a new chart into a new dashboard, and reopen it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  chartRendered as rendered,
  createVirtualDataset,
  dropInto,
  seriousAxeViolations,
  startExploreSession,
  type ExploreSession,
} from './exploreFlow';

describe('explore in the browser', () => {
  const baseUrl = inject('baseUrl');
  let session: ExploreSession;
  let context: BrowserContext;
  let datasetId = 0;

  beforeAll(async () => {
    session = await startExploreSession(baseUrl, inject('adminPassword'));
    ({ context, datasetId } = session);
  });
  afterAll(async () => session?.browser.close());

  const rowCount = (page: Page) => page.locator('[data-test=results-table] .explore-row-count').textContent();
  // The row badge reads 'Loading...' while a query runs (S3.03): wait for the count as long as a query may take.
  const QUERY_WAIT = { timeout: 30_000 };

  it('X1.01 X2.10 X1.12 X10.01 X1.14 builds a chart from a dataset, runs it, saves it into a new dashboard and reopens it', async () => {
    expect(datasetId).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=${datasetId}`);
    const panel = page.locator('[data-test=datasource-panel]');
    await panel.waitFor();
    // The lists follow the panel's first paint (a render of their own).
    await expect.poll(() => panel.locator('[data-test=datasource-columns] li').count(), { timeout: 30_000 }).toBe(7);
    await panel.getByLabel('Search Metrics & Columns').fill('birth');
    await expect.poll(() => panel.locator('[data-test=datasource-metrics] li').count()).toBe(1);
    await panel.getByLabel('Search Metrics & Columns').fill('');

    await dropInto(page, 'keyboard', panel.getByRole('button', { name: 'Metric Births' }), 'metrics');
    await dropInto(page, 'keyboard', panel.getByRole('button', { name: 'Column Name' }), 'groupby');
    await expect.poll(() => page.locator('[data-test=control-metrics]').textContent()).toMatch(/Births|sum__num/);
    await page.click('[data-test=run-query-button]');
    await rendered(page);
    await expect.poll(() => rowCount(page), QUERY_WAIT).toMatch(/^\d+ row\(s\)$/);
    expect(Number((await rowCount(page))?.split(' ')[0])).toBeGreaterThan(10);

    const rowLimit = page.getByRole('combobox', { name: 'Row limit' });
    await rowLimit.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowLimit.inputValue()).toBe('10');
    await page.locator('.explore-stale').waitFor();
    await page.click('[data-test=run-query-button]');
    await expect.poll(() => rowCount(page), QUERY_WAIT).toBe('10 row(s)');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('form_data_key=');

    // No serious or critical accessibility violation on the page as built (axe).
    expect(await seriousAxeViolations(page)).toEqual([]);

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
    await expect.poll(() => rowCount(page), QUERY_WAIT).toBe('10 row(s)');

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
    await expect.poll(() => rowCount(page), QUERY_WAIT).toBe('10 row(s)');
    await page.close();
  }, 400_000);

  it('X2.10 the keyboard reaches every shown item of a long, virtualised datasource list, each scrolled into view', async () => {
    // A virtual dataset over birth_names with 60 calculated columns: 50 shown, far more than the panel's height.
    const { id, headers } = await createVirtualDataset(
      context.request,
      datasetId,
      'birth_names_long_list',
      'SELECT name, num FROM birth_names',
    );
    const made = (await (await context.request.get(`/api/v1/dataset/${id}`)).json()) as {
      result: { columns: { id: number; column_name: string; type: string | null }[] };
    };
    const columns = [
      ...made.result.columns.map((c) => ({ id: c.id, column_name: c.column_name, type: c.type })),
      ...Array.from({ length: 60 }, (_, i) => ({
        column_name: `long_${String(i).padStart(2, '0')}`,
        expression: 'num',
      })),
    ];
    const put = await context.request.put(`/api/v1/dataset/${id}`, { headers, data: { columns } });
    expect(put.status(), await put.text()).toBe(200);

    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=${id}`);
    const panel = page.locator('[data-test=datasource-panel]');
    await expect.poll(() => panel.locator('h3').allTextContents(), { timeout: 30_000 }).toContain('Columns 62 of 62');
    // Fewer items in the page than shown: the list is virtualised.
    expect(await panel.locator('[data-test=datasource-columns] li').count()).toBeLessThan(50);
    await panel.getByLabel('Search Metrics & Columns').focus();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const li = active?.closest('li');
        const box = active?.getBoundingClientRect();
        const view = document.querySelector('.explore-datasource-lists')?.getBoundingClientRect();
        return {
          name: active?.getAttribute('aria-label') ?? active?.textContent ?? '',
          place: li ? `${li.getAttribute('aria-posinset') ?? ''} of ${li.getAttribute('aria-setsize') ?? ''}` : null,
          inView: Boolean(box && view && box.top >= view.top - 1 && box.bottom <= view.bottom + 1),
        };
      });
    // The metrics list holds its one saved metric (if any), then the 50 shown columns, each reached in turn.
    let seen = 0;
    for (let i = 0; i < 60 && seen < 50; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (!now.name.startsWith('Column ')) continue;
      seen += 1;
      expect(now.place).toBe(`${String(seen)} of 50`);
      expect(now.inView, `${now.name} is scrolled into view`).toBe(true);
    }
    expect(seen).toBe(50);
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Show all columns');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => await panel.locator('[data-test=datasource-columns] li').first().getAttribute('aria-setsize'))
      .toBe('62');
    await page.close();
    await context.request.delete(`/api/v1/dataset/${id}`, { headers });
  }, 200_000);

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

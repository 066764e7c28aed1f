// SQL Lab in the browser, as a new user meets it (D1.18): the admin picks the examples database, opens the orders
// table to its columns, types a query with autocomplete, runs it with Ctrl+Enter, sorts the grid, downloads the
// CSV, saves the query and the results as a dataset (landing in explore); a DELETE is refused with the server's
// message and changes nothing; a dashboard chart opens its SQL in SQL Lab; a Gamma user gets no SQL Lab; and axe
// finds no serious or critical violation on the page.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../charts/exploreFlow';
import {
  api,
  apiList,
  createGammaUser,
  gotoApp,
  gotoList,
  openSession,
  signedInContext,
  type AppSession,
} from '../app/support';

const stamp = Date.now();
const QUERY_NAME = `Orders by region ${stamp}`;
const DATASET_NAME = `orders_by_region_${stamp}`;

const editor = (page: Page): Locator => page.getByRole('textbox', { name: 'SQL editor' });

/** Picks `option` in the kit Select labelled `label` (a combobox with a listbox). */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('combobox', { name: label }).inputValue()).toBe(option);
}

/** Runs `sql` (one column, named `column`) with Ctrl+Enter and answers its cells once the new result shows. */
async function runForColumn(page: Page, sql: string, column: string): Promise<string[]> {
  await typeSql(page, sql);
  await page.keyboard.press('ControlOrMeta+Enter');
  const grid = page.getByTestId('sqllab-grid');
  await grid.getByRole('columnheader', { name: column, exact: true }).waitFor({ timeout: 30_000 });
  await expect.poll(() => gridColumn(page, 0)).not.toContain('…');
  return gridColumn(page, 0);
}

/** Replaces the editor's text by typing `sql` (no autocomplete popup left open). */
async function typeSql(page: Page, sql: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

async function gridColumn(page: Page, index: number): Promise<string[]> {
  return page
    .locator(`[data-test="sqllab-grid"] [role="row"][aria-rowindex]:not([aria-rowindex="1"])`)
    .evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('[role="gridcell"]')[i]?.textContent ?? ''), index);
}

describe('SQL Lab in the browser', () => {
  let s: AppSession;

  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
    const queries = await apiList('saved_query', `(filters:!((col:label,opr:eq,value:'${QUERY_NAME}')))`).catch(
      () => null,
    );
    for (const q of queries?.result ?? []) await api('DELETE', `/api/v1/saved_query/${String(q.id)}`);
    const sets = await apiList('dataset', `(filters:!((col:table_name,opr:eq,value:'${DATASET_NAME}')))`).catch(
      () => null,
    );
    for (const d of sets?.result ?? []) await api('DELETE', `/api/v1/dataset/${String(d.id)}`);
  });

  it('D1.18 browses orders, autocompletes, runs with Ctrl+Enter, sorts, downloads CSV, saves the query and a dataset', async () => {
    const { page } = s;
    await gotoApp(page, '/sqllab/');
    await page.getByTestId('sqllab-page').waitFor({ timeout: 30_000 });
    await pick(page, 'Database', 'examples');
    await pick(page, 'Schema', 'main');
    const browser = page.getByRole('complementary', { name: 'Database browser' });
    await browser.getByRole('button', { name: 'orders', exact: true }).click();
    const columns = browser.getByRole('list', { name: 'Columns of orders' });
    await columns.getByText('order_date', { exact: true }).waitFor();
    expect(await columns.getByRole('listitem').count()).toBe(19);

    await typeSql(page, 'SELECT region, COUNT(*) AS n FROM orde');
    // The table is among the completions of the prefix (after the ORDER BY keyword): the user picks it.
    const completion = page
      .locator('.cm-tooltip-autocomplete [role="option"]')
      .filter({ has: page.locator('.cm-completionLabel', { hasText: /^orders$/ }) });
    await completion.click();
    await expect.poll(() => editor(page).textContent()).toBe('SELECT region, COUNT(*) AS n FROM orders');
    await page.keyboard.insertText(' GROUP BY region');
    await page.keyboard.press('ControlOrMeta+Enter');
    const grid = page.getByTestId('sqllab-grid');
    await grid.waitFor({ timeout: 30_000 });
    await expect.poll(() => gridColumn(page, 0)).not.toContain('…');
    const counts = (await gridColumn(page, 1)).map((t) => Number(t.replace(/,/g, '')));
    expect(counts.length).toBeGreaterThan(1);
    await grid.getByRole('columnheader', { name: 'n', exact: true }).getByRole('button').click();
    await expect
      .poll(() => grid.getByRole('columnheader', { name: /^n( ▲| ▼)?$/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    // The sort runs in the data worker, which may load DuckDB-WASM for it first.
    await expect
      .poll(async () => (await gridColumn(page, 1)).map((t) => Number(t.replace(/,/g, ''))), { timeout: 30_000 })
      .toEqual([...counts].sort((a, b) => a - b));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download to CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('region,n');

    await page.getByRole('toolbar', { name: 'Query actions' }).getByRole('button', { name: 'Save' }).click();
    const save = page.getByTestId('save-query-modal');
    await save.getByLabel('Name').fill(QUERY_NAME);
    await save.getByRole('button', { name: 'Save' }).click();
    await save.getByText('The query was saved').waitFor();
    await save.getByRole('button', { name: 'Close' }).click();
    await gotoList(page, '/savedqueryview/list/');
    await page.getByText(QUERY_NAME).first().waitFor();
    const saved = await apiList('saved_query', `(filters:!((col:label,opr:eq,value:'${QUERY_NAME}')))`);
    expect(saved.result.map((q) => q.sql)).toEqual(['SELECT region, COUNT(*) AS n FROM orders GROUP BY region']);

    await gotoApp(page, '/sqllab/');
    await page.getByRole('button', { name: 'Explore' }).click({ timeout: 30_000 });
    const dataset = page.getByTestId('save-dataset-modal');
    await dataset.getByLabel('Dataset name').fill(DATASET_NAME);
    await dataset.getByTestId('save-dataset-submit').click();
    await page.waitForURL(/\/explore\//, { timeout: 30_000 });
    const sets = await apiList('dataset', `(filters:!((col:table_name,opr:eq,value:'${DATASET_NAME}')))`);
    expect(sets.count).toBe(1);
    await page.getByTestId('explore-page').waitFor();
    await page.getByText(DATASET_NAME).first().waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('D1.18 a DELETE on the examples database is refused with the server message and deletes nothing', async () => {
    const { page } = s;
    await gotoApp(page, '/sqllab/');
    await page.getByTestId('sqllab-page').waitFor({ timeout: 30_000 });
    // Each count names its column, so the second waits for its own result, not the first one's grid.
    const before = await runForColumn(page, 'SELECT COUNT(*) AS rows_before FROM orders', 'rows_before');
    expect(Number(before[0]?.replace(/,/g, ''))).toBeGreaterThan(0);
    await typeSql(page, 'DELETE FROM orders');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page
      .getByTestId('sqllab-error')
      .getByText('Only SELECT statements are allowed against this database.')
      .waitFor();
    expect(await runForColumn(page, 'SELECT COUNT(*) AS rows_after FROM orders', 'rows_after')).toEqual(before);
  });

  it("D1.19 'Open in SQL Lab' on a dashboard chart opens SQL Lab with the chart's SQL", async () => {
    const { page } = s;
    const charts = await api('GET', '/api/v1/dashboard/sales/charts');
    const chartId = (charts.body as { result: { id: number }[] }).result[0]?.id ?? 0;
    await gotoApp(page, '/superset/dashboard/sales/');
    const frame = page.locator(`[data-component-id]:has([data-chart-id="${chartId}"])`).first();
    const choose = async (item: string) => {
      await frame.scrollIntoViewIfNeeded();
      await frame.getByRole('button', { name: 'More chart actions' }).hover();
      await frame.locator('[data-test="chart-menu"]').click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    // The chart's SQL as 'View query' shows it; the editor shows the same text (lines joined, so compared unspaced).
    await choose('View query');
    const shown = page.getByRole('dialog').locator('[data-test="chart-query"]');
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toMatch(/FROM[\s\S]*orders/i);
    const chartSql = ((await shown.textContent()) ?? '').replace(/\s+/g, '');
    await page.keyboard.press('Escape');
    await choose('Open in SQL Lab');
    await page.waitForURL(/\/sqllab\/\?form_data_key=/, { timeout: 30_000 });
    await expect
      .poll(async () => ((await editor(page).textContent()) ?? '').replace(/\s+/g, ''), { timeout: 30_000 })
      .toBe(chartSql);
    expect(s.pageErrors).toEqual([]);
  });

  it('D1.18 a Gamma user gets no SQL Lab: no SQL menu, the page says so, the API answers 403', async () => {
    const login = await createGammaUser(`sqllab_gamma_${stamp}`);
    const context = await signedInContext(s.browser, login);
    try {
      const page = await context.newPage();
      await gotoApp(page, '/sqllab/');
      await page.getByTestId('sqllab-denied').waitFor();
      await page.getByTestId('nav-dashboards').waitFor();
      expect(await page.getByTestId('nav-sql').count()).toBe(0);
      const res = await context.request.get('/api/v1/sqllab/');
      expect(res.status()).toBe(403);
    } finally {
      await context.close();
    }
  });

  it('D1.18 axe finds no serious or critical violation on SQL Lab with results shown', async () => {
    const { page } = s;
    await gotoApp(page, '/sqllab/');
    await page.getByTestId('sqllab-page').waitFor({ timeout: 30_000 });
    expect(await runForColumn(page, 'SELECT region AS axe_region FROM orders LIMIT 3', 'axe_region')).toHaveLength(3);
    expect(await seriousAxeViolations(page, '[data-test=sqllab-page]')).toEqual([]);
  });
});

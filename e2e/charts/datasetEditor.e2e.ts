// The datasource control in the browser: edit a dataset from explore (a calculated column and a metric) and use them
// in the chart; swap a chart's dataset; as Gamma, Edit dataset is disabled and says why. The flows edit a dataset of
// their own (a virtual one on birth_names), so birth_names stays as the other flows expect it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { createGammaUser, signedInContext, type Login } from '../app/support';
import {
  chartRendered,
  createVirtualDataset,
  dropInto,
  openExplore,
  startExploreSession,
  type ExploreSession,
} from './exploreFlow';

const TABLE = 'e2e_edit_births';
const CERTIFIED = { by: 'Finance team', details: 'Reconciled with the ledger' };
const CERTIFIED_TEXT = `Certified by ${CERTIFIED.by}: ${CERTIFIED.details}`;

describe('the datasource control in the browser (X2, X3, X4)', () => {
  const baseUrl = inject('baseUrl');
  let session: ExploreSession;
  let context: BrowserContext;
  let editedId = 0;
  let gamma: Login;

  beforeAll(async () => {
    session = await startExploreSession(baseUrl, inject('adminPassword'));
    context = session.context;
    ({ id: editedId } = await createVirtualDataset(
      context.request,
      session.datasetId,
      TABLE,
      'SELECT name, gender, num, ds FROM birth_names',
    ));
    gamma = await createGammaUser('e2e_gamma');
  });
  afterAll(async () => session?.browser.close());

  const menuItem = async (page: Page, name: string | RegExp) => {
    await page.getByRole('button', { name: 'Dataset actions' }).click();
    return page.getByRole('menuitem', { name });
  };

  it('X2.03 X4.01–X4.07 edits the dataset from explore: a calculated column and a certified metric, saved, then used in the chart', async () => {
    const page = await context.newPage();
    await openExplore(page, baseUrl, editedId);
    await (await menuItem(page, 'Edit dataset')).click();
    const modal = page.locator('[data-test=datasource-modal]');
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe(`Edit Dataset ${TABLE}`);
    await modal.getByRole('tab', { name: 'Calculated columns' }).click();
    await modal.getByRole('button', { name: 'Add item' }).click();
    await modal.getByLabel('Column (new) name').fill('name_upper');
    await modal.getByLabel('Column name_upper SQL expression').fill('UPPER(name)');
    await modal.getByRole('tab', { name: 'Metrics' }).click();
    await modal.getByRole('button', { name: 'Add item' }).click();
    await modal.getByLabel('Metric (new) name').fill('e2e_total');
    await modal.getByLabel('Metric e2e_total SQL expression').fill('SUM(num)');
    // X4.02: the metric certified, by whom and with what details.
    await modal.getByLabel('Metric e2e_total certified by').fill(CERTIFIED.by);
    await modal.getByLabel('Metric e2e_total certification details').fill(CERTIFIED.details);
    await modal.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm save' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to save and apply changes?');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The dataset has been saved').waitFor();
    await expect.poll(() => modal.count()).toBe(0);

    const panel = page.locator('[data-test=datasource-panel]');
    // The certified metric carries its mark in the datasource panel.
    await panel.getByRole('img', { name: CERTIFIED_TEXT }).waitFor();
    await dropInto(page, 'keyboard', panel.getByRole('button', { name: 'Metric e2e_total' }), 'metrics');
    await dropInto(page, 'keyboard', panel.getByRole('button', { name: 'Column name_upper' }), 'groupby');
    await page.click('[data-test=run-query-button]');
    await chartRendered(page);
    const rows = page.locator('[data-test=results-table] .explore-row-count');
    await expect.poll(() => rows.textContent(), { timeout: 30_000 }).toMatch(/^\d+ row\(s\)$/);
    expect(Number((await rows.textContent())?.split(' ')[0])).toBeGreaterThan(0);
    const saved = (await (await context.request.get(`/datasource/get/table/${editedId}/`)).json()) as {
      columns: { column_name: string; expression: string | null }[];
      metrics: { metric_name: string; expression: string; certified_by: string; certification_details: string }[];
    };
    expect(saved.columns.find((c) => c.column_name === 'name_upper')?.expression).toBe('UPPER(name)');
    expect(saved.metrics.find((m) => m.metric_name === 'e2e_total')).toMatchObject({
      expression: 'SUM(num)',
      certified_by: CERTIFIED.by,
      certification_details: CERTIFIED.details,
    });
    await page.close();
  });

  it("X2.04 X3.01–X3.06 swaps a chart's dataset through the table and the confirm step", async () => {
    const page = await context.newPage();
    await openExplore(page, baseUrl, session.datasetId);
    await (await menuItem(page, 'Swap dataset')).click();
    const dialog = page.locator('[data-test=swap-dataset-modal]');
    const search = dialog.getByRole('searchbox', { name: 'Search / Filter' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('e2e_edit');
    await dialog.getByRole('button', { name: TABLE }).click();
    await expect
      .poll(() => dialog.textContent())
      .toContain('Warning! Changing the dataset may break the chart if the metadata does not exist.');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Successfully changed dataset!').waitFor();
    await expect.poll(() => page.locator('.explore-dataset-name').textContent()).toContain(TABLE);
    await expect
      .poll(() => page.locator('[data-test=datasource-metrics] li').allTextContents())
      .toContainEqual(expect.stringContaining('e2e_total'));
    await page.close();
  });

  it('X2.03 X4.08 as Gamma, Edit dataset is disabled and says why; the certification shows', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await signedInContext(browser, gamma)).newPage();
      await openExplore(page, baseUrl, editedId);
      const edit = await menuItem(page, /^Edit dataset/);
      expect(await edit.getAttribute('aria-disabled')).toBe('true');
      expect(await edit.textContent()).toContain(
        'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
      );
      await edit.click({ force: true });
      expect(await page.locator('[data-test=datasource-modal]').count()).toBe(0);
      // Gamma reads the certification the owner gave, and cannot change it.
      await page.locator('[data-test=datasource-panel]').getByRole('img', { name: CERTIFIED_TEXT }).waitFor();
    } finally {
      await browser.close();
    }
  });
});

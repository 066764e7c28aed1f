// Issue 16's browser flows, as a new user tries them and again as Gamma (a user who may write charts but not datasets):
// '+ Dataset' on a table and a chart on it; '+ Chart' from the chart list; a chart's dataset swapped and its time column
// moved by the rule (X2.09); an event annotation layer drawn on a line chart; two conditional formatting rules coloured
// on a table's cells. The dataset editor's flows (calculated column, certified metric) are datasetEditor.e2e.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, createGammaUser, signedInContext } from '../app/support';
import {
  chartPicture,
  choose,
  control,
  datasetIdOf,
  datasourceItem,
  dropInto,
  expectChartShows,
  pickChartType,
  runChart,
  shownNumber,
  startExploreSession,
  type ExploreSession,
} from './exploreFlow';

/** Tells this run's table, layer and user apart from an earlier run's on the same server. */
const RUN = Date.now().toString(36);
/** The table a CSV upload makes, whose dataset the setup removes so that '+ Dataset' has a table to make one on. */
const NEW_TABLE = `e2e_new_places_${RUN}`;
const NEW_TABLE_CSV = 'place,visitors\nHarbour,120\nMarket,80\nCastle,45\n';
const LAYER = `e2e launches ${RUN}`;

type Who = 'admin' | 'gamma';

describe('datasets and the advanced controls in explore, as admin and as Gamma (issue 16)', () => {
  const baseUrl = inject('baseUrl');
  let session: ExploreSession;
  let gamma: BrowserContext;
  let births = 0;
  const contextOf = (who: Who): BrowserContext => (who === 'admin' ? session.context : gamma);

  beforeAll(async () => {
    session = await startExploreSession(baseUrl, inject('adminPassword'));
    births = session.datasetId;
    gamma = await signedInContext(session.browser, await createGammaUser(`e2e_gamma_more_${RUN}`));
    // A table with no dataset: uploaded (which makes one), then its dataset removed.
    const examples = (await api('GET', `/api/v1/dataset/${births}`)).body as { result: { database: { id: number } } };
    const databaseId = examples.result.database.id;
    expect((await api('PUT', `/api/v1/database/${databaseId}`, { allow_file_upload: true })).status).toBe(200);
    const csrf = (await (await session.context.request.get('/api/v1/security/csrf_token/')).json()) as {
      result: string;
    };
    const upload = await session.context.request.post(`/api/v1/database/${databaseId}/upload/`, {
      headers: { 'X-CSRFToken': csrf.result },
      multipart: {
        type: 'csv',
        table_name: NEW_TABLE,
        file: { name: 'places.csv', mimeType: 'text/csv', buffer: Buffer.from(NEW_TABLE_CSV) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const uploaded = await datasetIdOf(session.context.request, NEW_TABLE);
    expect((await api('DELETE', `/api/v1/dataset/${uploaded}`)).status).toBe(200);
    // A native annotation layer with one event inside birth_names' years.
    const layer = await api('POST', '/api/v1/annotation_layer/', { name: LAYER, descr: 'e2e' });
    expect(layer.status, JSON.stringify(layer.body)).toBe(201);
    const layerId = (layer.body as { id: number }).id;
    const event = await api('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'Launch day',
      start_dttm: '1995-06-01T00:00:00',
      end_dttm: '1995-06-01T00:00:00',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
  });
  afterAll(async () => session?.browser.close());

  it("'+ Dataset' makes a dataset on a table, offers it rather than a duplicate, and charts it; Gamma is not offered it", async () => {
    const page = await session.context.newPage();
    await page.goto(`${baseUrl}/tablemodelview/list/`);
    await page.locator('[data-test=btn-create-dataset]').click();
    const dialog = page.getByRole('dialog', { name: 'New dataset' });
    const pickTable = async () => {
      await choose(page, 'mouse', dialog.getByRole('combobox', { name: 'Database' }), 'examples');
      await choose(page, 'mouse', dialog.getByRole('combobox', { name: 'Schema' }), 'main');
      await choose(page, 'mouse', dialog.getByRole('combobox', { name: 'Table' }), NEW_TABLE);
    };
    await pickTable();
    const columns = dialog.getByRole('table', { name: 'Table columns' });
    await expect.poll(() => columns.getByRole('cell').allTextContents()).toContain('visitors');
    await dialog.getByRole('button', { name: 'Create dataset' }).click();
    await page
      .locator('[data-test=toast-success]')
      .filter({ hasText: `Dataset ${NEW_TABLE} created` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Create chart' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/);
    await page.locator('[data-test=datasource-panel]').waitFor();
    await pickChartType(page, 'mouse', 'big_number_total', 'Big Number');
    await dropInto(page, 'mouse', datasourceItem(page, 'Metric COUNT(*)'), 'metric');
    await runChart(page, 'mouse');
    await expectChartShows(page, 0, 'text', '3');

    // The same table again: the dataset just made is offered, not a second one.
    await page.goto(`${baseUrl}/tablemodelview/list/`);
    await page.locator('[data-test=btn-create-dataset]').click();
    await pickTable();
    await dialog.getByRole('status').filter({ hasText: 'already exists' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Create dataset' }).count()).toBe(0);
    await page.close();

    const asGamma = await gamma.newPage();
    await asGamma.goto(`${baseUrl}/tablemodelview/list/`);
    await asGamma.locator('[data-test=listview-row]').first().waitFor();
    expect(await asGamma.locator('[data-test=btn-create-dataset]').count()).toBe(0);
    await asGamma.close();
  });

  for (const who of ['admin', 'gamma'] as const) {
    it(`'+ Chart' on the chart list opens explore on the chosen dataset with the chosen type, as ${who}`, async () => {
      const page = await contextOf(who).newPage();
      await page.goto(`${baseUrl}/chart/list/`);
      await page.locator('[data-test=btn-create-chart]').click();
      await page.waitForURL(/\/chart\/add\/?$/);
      const create = page.getByRole('button', { name: 'Create new chart' });
      expect(await create.isDisabled()).toBe(true);
      await page.getByText('Please select both a Dataset and a Chart type to proceed').waitFor();
      await choose(page, 'mouse', page.getByRole('combobox', { name: 'Choose a dataset' }), 'birth_names');
      await page.getByRole('searchbox', { name: 'Search all charts' }).fill('Pie Chart');
      await page.locator('[data-test="viz-tile-pie"]').click();
      await create.click();
      await page.waitForURL((url) => url.pathname === '/explore/');
      expect(new URL(page.url()).searchParams.get('datasource')).toBe(`${births}__table`);
      await expect.poll(() => page.locator('[data-test="viz-strip-pie"]').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('.explore-dataset-name').textContent()).toContain('birth_names');
      await page.close();
    });
  }

  /** The time column control's shown value (the column's label). */
  const timeColumn = (page: Page) => control(page, 'granularity_sqla').getByRole('combobox');

  for (const who of ['admin', 'gamma'] as const) {
    it(`X2.09 a swap moves a time column the new dataset lacks onto its main datetime column, as ${who}`, async () => {
      const page = await contextOf(who).newPage();
      const orders = await datasetIdOf(contextOf(who).request, 'orders');
      await page.goto(`${baseUrl}/explore/?viz_type=time_table&datasource=${orders}__table`);
      await page.locator('[data-test=datasource-panel]').waitFor();
      await choose(page, 'mouse', timeColumn(page), 'Order date');
      await expect.poll(() => timeColumn(page).inputValue()).toBe('Order date');
      await page.getByRole('button', { name: 'Dataset actions' }).click();
      await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
      const dialog = page.locator('[data-test=swap-dataset-modal]');
      await dialog.getByRole('searchbox', { name: 'Search / Filter' }).fill('birth_names');
      await dialog.getByRole('button', { name: 'birth_names', exact: true }).click();
      await dialog.getByRole('button', { name: 'Proceed' }).click();
      await page.getByText('Successfully changed dataset!').waitFor();
      // order_date is no column of birth_names: the time column becomes its main datetime column, ds (Year).
      await expect.poll(() => timeColumn(page).inputValue()).toBe('Year');
      await page.close();
    });
  }

  for (const who of ['admin', 'gamma'] as const) {
    it(`X9.01 an event annotation layer is drawn on a line chart, as ${who}`, async () => {
      const page = await contextOf(who).newPage();
      await page.goto(`${baseUrl}/explore/?viz_type=echarts_timeseries_line&datasource=${births}__table`);
      await page.locator('[data-test=datasource-panel]').waitFor();
      await dropInto(page, 'mouse', datasourceItem(page, 'Column Year'), 'x_axis');
      await dropInto(page, 'mouse', datasourceItem(page, 'Metric Births'), 'metrics');
      await runChart(page, 'mouse');
      await expectChartShows(page, 0, 'canvas');
      const before = await chartPicture(page, 0);
      const layers = control(page, 'annotation_layers');
      await layers.getByRole('button', { name: 'Add annotation layer' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit annotation layer' });
      await editor.getByLabel('Name', { exact: true }).fill('Launches');
      await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Annotation layer type' }), 'Event');
      await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Annotation source' }), 'Superset annotation');
      await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Annotation layer', exact: true }), LAYER);
      await editor.getByRole('button', { name: 'OK' }).click();
      await editor.waitFor({ state: 'detached' });
      await expect.poll(() => layers.textContent()).toContain('Launches');
      await runChart(page, 'mouse');
      // The event's line is drawn over the series: the chart's pixels change.
      await expect.poll(() => chartPicture(page, 0), { timeout: 30_000 }).not.toBe(before);
      await page.close();
    });
  }

  /** Table cells whose background is `rgb` (any alpha), from the explore chart's cells. */
  const cellsColoured = (page: Page, rgb: string) =>
    page
      .locator('[data-chart-id="0"] [role=cell], [data-chart-id="0"] td')
      .evaluateAll(
        (cells, want) =>
          cells.filter((c) => getComputedStyle(c).backgroundColor.replace(/\s/g, '').includes(want)).length,
        rgb,
      );

  for (const who of ['admin', 'gamma'] as const) {
    it(`X9.07 two conditional formatting rules colour a table's cells, as ${who}`, async () => {
      const page = await contextOf(who).newPage();
      await page.goto(`${baseUrl}/explore/?viz_type=table&datasource=${births}__table`);
      await page.locator('[data-test=datasource-panel]').waitFor();
      await dropInto(page, 'mouse', datasourceItem(page, 'Column State'), 'groupby');
      await dropInto(page, 'mouse', datasourceItem(page, 'Metric Births'), 'metrics');
      await runChart(page, 'mouse');
      const formatting = control(page, 'conditional_formatting');
      const addRule = async (colour: string, operator: string, target: string) => {
        await formatting.getByRole('button', { name: 'Add new color formatter' }).click();
        const editor = page.getByRole('dialog', { name: 'Edit formatter' });
        await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Column' }), 'sum__num');
        await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Color scheme' }), colour);
        await choose(page, 'mouse', editor.getByRole('combobox', { name: 'Operator' }), operator);
        await editor.getByLabel('Target value').fill(target);
        await editor.getByRole('button', { name: 'Apply' }).click();
        await editor.waitFor({ state: 'detached' });
      };
      // The states' births as the table shows them: the largest above the second largest, the smallest below the
      // second smallest.
      await expect.poll(() => page.locator('[data-chart-id="0"] [role=cell]').count()).toBeGreaterThan(4);
      const texts = await page.locator('[data-chart-id="0"] [role=cell]').allTextContents();
      const shown = texts
        .filter((text) => /^[\d.,]+[kMG]?$/.test(text.trim()))
        .map(shownNumber)
        .sort((a, b) => a - b);
      expect(shown.length, texts.slice(0, 6).join(' | ')).toBeGreaterThan(3);
      await addRule('Green', '>', String(shown.at(-2)));
      await addRule('Red', '<', String(shown[1]));
      await runChart(page, 'mouse');
      // Big states' births are green, small ones' red (#5AC189 and #E04355, at an alpha by how far past the target).
      await expect.poll(() => cellsColoured(page, '90,193,137')).toBeGreaterThan(0);
      await expect.poll(() => cellsColoured(page, '224,67,85')).toBeGreaterThan(0);
      await page.close();
    });
  }
});

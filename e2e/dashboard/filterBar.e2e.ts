// The filter bar in the browser, as a new user tries it: a dashboard with a native select filter on region (added to
// its json_metadata through the API), a value picked and applied, the chart in scope asked again with the filter and
// showing only that region's rows, the chart out of scope not asked again; Clear all; the bar switched to the top and
// still there after a reload; no serious axe violation in the bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { seriousAxeViolations } from '../charts/exploreFlow';
import { api, dashboardWithLayout, gotoApp, layoutComponent, openSession, type AppSession } from '../app/support';
import { CROSS_FILTER_CUBE_ROW_CAP } from '../../workers/dataplane/crossfilter';

interface SalesChart {
  id: number;
  slice_name: string;
  form_data: { datasource?: string };
}

/**
 * The charts' own chart-data requests the page sent, by chart id, with the filters their form data carried. The data
 * worker's cross-filter cubes (fetched ahead of a click once the page is idle, one row past the cube cap) are not the
 * chart's own request and are left out.
 */
function chartRequests(s: AppSession): Map<number, unknown[]> {
  const seen = new Map<number, unknown[]>();
  s.context.on('request', (req: Request) => {
    if (req.method() !== 'POST' || !req.url().includes('/api/v1/chart/data')) return;
    const body = req.postDataJSON() as {
      form_data?: { slice_id?: number; extra_form_data?: unknown };
      queries?: { row_limit?: number }[];
    } | null;
    const id = body?.form_data?.slice_id;
    if (typeof id !== 'number') return;
    if (body?.queries?.some((q) => q.row_limit === CROSS_FILTER_CUBE_ROW_CAP + 1)) return;
    seen.set(id, [...(seen.get(id) ?? []), body?.form_data?.extra_form_data ?? {}]);
  });
  return seen;
}

describe('the filter bar in the browser', () => {
  let s: AppSession;
  let dashboardId = 0;
  let table = 0;
  let total = 0;
  let pie = 0;
  let requests: Map<number, unknown[]>;
  let region: Record<string, unknown> = {};

  beforeAll(async () => {
    const charts = (await api('GET', '/api/v1/dashboard/sales/charts')).body as { result: SalesChart[] };
    const byName = (name: string) => charts.result.find((c) => c.slice_name === name);
    const customers = byName('Top customers');
    const totalSales = byName('Total sales');
    const productLines = byName('Sales by product line');
    expect(customers && totalSales && productLines).toBeTruthy();
    pie = productLines?.id ?? 0;
    table = customers?.id ?? 0;
    total = totalSales?.id ?? 0;
    const datasetId = Number(String(customers?.form_data.datasource ?? '').split('__')[0]);
    // As Superset writes a chart's cell: its id, size and name.
    const nameOf = (id: number) => charts.result.find((c) => c.id === id)?.slice_name ?? '';
    const chart = (id: number, key: string) =>
      layoutComponent(key, 'CHART', [], { chartId: id, width: 6, height: 50, sliceName: nameOf(id) });
    dashboardId = await dashboardWithLayout('Filter bar flow', {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: layoutComponent('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1', 'ROW-2']),
      'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-table', 'CHART-total'], {
        background: 'BACKGROUND_TRANSPARENT',
      }),
      'CHART-table': chart(table, 'CHART-table'),
      'CHART-total': chart(total, 'CHART-total'),
      'ROW-2': layoutComponent('ROW-2', 'ROW', ['CHART-pie'], { background: 'BACKGROUND_TRANSPARENT' }),
      'CHART-pie': chart(pie, 'CHART-pie'),
    });
    region = {
      id: 'NATIVE_FILTER-region',
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: 'region' } }],
      controlValues: { multiSelect: true },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [total] },
      description: '',
    };
    const put = await api('PUT', `/api/v1/dashboard/${dashboardId}`, {
      json_metadata: JSON.stringify({ native_filter_configuration: [region], filter_bar_orientation: 'VERTICAL' }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    s = await openSession();
    requests = chartRequests(s);
  });
  afterAll(async () => {
    await s?.close();
    if (dashboardId) await api('DELETE', `/api/v1/dashboard/${dashboardId}`);
  });

  const tableText = () => s.page.locator(`[data-chart-id="${table}"] [role="row"]`).allTextContents();

  const countries = () =>
    s.page
      .locator(`[data-chart-id="${table}"] [role="row"]`)
      .evaluateAll((rows) =>
        rows.slice(1).map((r) => (r.querySelectorAll('[role="cell"], [role="gridcell"]')[1]?.textContent ?? '').trim()),
      );

  it('D10.01 D10.05 a picked value, applied, re-queries the chart in scope with the filter; Clear all undoes it', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${dashboardId}/`);
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.waitFor();
    await expect.poll(() => requests.get(table)?.length ?? 0, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => requests.get(total)?.length ?? 0, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => new Set(await countries()).size, { timeout: 30_000 }).toBeGreaterThan(1);

    await bar.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'NA', exact: true }).click();
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => [...new Set(await countries())], { timeout: 30_000 }).toEqual(['USA']);
    // The data worker may first fetch the cross-filter cubes it could answer from, then ask for the chart itself when
    // the row limit cuts the local answer: every request after the first carries the filter.
    const filtered = requests.get(table)?.slice(1) ?? [];
    expect(filtered.length).toBeGreaterThan(0);
    for (const extra of filtered) expect(extra).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['NA'] }] });
    expect(requests.get(total)).toHaveLength(1);
    expect(
      await page
        .locator(`[data-chart-id="${table}"]`)
        .getByRole('button', { name: /1 applied filter/ })
        .count(),
    ).toBe(1);

    // Unfiltered again: the data plane may answer from the first answer it keeps, so no request need be sent.
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(async () => new Set(await countries()).size, { timeout: 30_000 }).toBeGreaterThan(1);
    expect(requests.get(total)).toHaveLength(1);
    expect(await seriousAxeViolations(page, '[data-test="filter-bar"]')).toEqual([]);
  });

  it('D11.01 a click on a pie slice cross-filters the other charts, shows a pill, and its × clears it', async () => {
    const { page } = s;
    requests.clear();
    await gotoApp(page, `/superset/dashboard/${dashboardId}/`);
    await expect.poll(() => requests.get(table)?.length ?? 0, { timeout: 30_000 }).toBe(1);
    const cell = page.locator(`[data-chart-id="${pie}"]`);
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(() => requests.get(pie)?.length ?? 0, { timeout: 30_000 }).toBe(1);
    await cell.locator('.tessera-slice-label').first().waitFor({ timeout: 30_000 });
    const box = await cell.boundingBox();
    if (!box) throw new Error('the pie has no box');
    // The donut's ring (radius 0.15–0.35 of the square under the 28 px title and the 24 px legend), at twelve o'clock.
    const body = box.height - 28;
    const square = Math.min(box.width, body - 24);
    const x = box.x + box.width / 2;
    const y = box.y + 28 + 24 + (body - 24) / 2 - 0.25 * square;
    await expect.poll(async () => new Set(await countries()).size, { timeout: 30_000 }).toBeGreaterThan(1);
    const unfiltered = await tableText();
    await page.mouse.move(x, y);
    await page.mouse.click(x, y);
    // The table shows the clicked product line's customers: answered in the data worker from the cross-filter cubes
    // it fetched ahead, or asked of the server with the cross filter.
    await expect.poll(tableText, { timeout: 30_000 }).not.toEqual(unfiltered);
    for (const extra of requests.get(table)?.slice(1) ?? []) {
      const filters = (extra as { filters?: { col: string; op: string }[] }).filters ?? [];
      expect(filters.map((f) => [f.col, f.op])).toEqual([['product_line', '==']]);
    }
    expect(requests.get(pie)).toHaveLength(1);
    const pill = page.getByTestId('cross-filter-pill');
    await pill.waitFor();
    expect(await pill.innerText()).toMatch(/^Sales by product line: product_line = /);
    await pill.getByRole('button', { name: /^Clear cross-filter/ }).click();
    await pill.waitFor({ state: 'detached' });
    await expect.poll(tableText, { timeout: 30_000 }).toEqual(unfiltered);
  });

  it('D10.02 D1.16 the bar moves to the top from its settings menu and stays there after a reload', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${dashboardId}/`);
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
    await page.getByRole('button', { name: 'Filter bar settings' }).click();
    await page.getByRole('menuitem', { name: 'Horizontal (Top)' }).click();
    await page.getByRole('region', { name: 'Filters' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Filters' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    const stored = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    const metadata = JSON.parse((stored.body as { result: { json_metadata: string } }).result.json_metadata) as {
      filter_bar_orientation?: string;
    };
    expect(metadata.filter_bar_orientation).toBe('HORIZONTAL');
    expect(await seriousAxeViolations(page, '[data-test="filter-bar"]')).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('D10.11 a filter whose column left the dataset shows as incompatible on the chart and breaks nothing', async () => {
    const { page } = s;
    const gone = {
      ...region,
      id: 'NATIVE_FILTER-gone',
      name: 'Gone',
      targets: [{ ...(region.targets as object[])[0], column: { name: 'no_such_column' } }],
    };
    const put = await api('PUT', `/api/v1/dashboard/${dashboardId}`, {
      json_metadata: JSON.stringify({
        native_filter_configuration: [region, gone],
        filter_bar_orientation: 'VERTICAL',
      }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const param = encodeURIComponent("('NATIVE_FILTER-gone':(filterState:(value:!(x))))");
    await gotoApp(page, `/superset/dashboard/${dashboardId}/?native_filters=${param}`);
    const indicator = page.locator(`[data-chart-id="${table}"]`).getByRole('button', { name: /1 incompatible/ });
    await indicator.waitFor({ timeout: 30_000 });
    await expect.poll(async () => new Set(await countries()).size, { timeout: 30_000 }).toBeGreaterThan(1);
    await indicator.click();
    await page.getByRole('region', { name: 'Incompatible filters' }).getByText('Gone').waitFor();
  });
});

// The native filter configuration dialog in the browser (issue 15, D10.03): an editor opens 'Add and edit filters'
// from the filter bar, adds a value filter on orders.region with a default, scopes it to two of three charts, saves,
// reloads and finds the filter in the bar with its default applied to the charts in scope; a filter with no name is
// refused with the message and the focus on the name; a Gamma user has no button to the dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiList,
  dashboardWithLayout,
  gotoApp,
  layoutComponent,
  openSession,
  type AppSession,
} from '../app/support';
import { seriousAxeViolations } from '../charts/exploreFlow';

describe('the filter configuration dialog in the browser', () => {
  let s: AppSession;
  let dashboardId = 0;
  let chartIds: number[] = [];
  const gammaName = `gamma_fcfg_${Date.now()}`;

  beforeAll(async () => {
    const orders = await apiList('dataset', '(filters:!((col:table_name,opr:eq,value:orders)))');
    const datasetId = orders.result[0]?.id as number;
    const charts = await apiList('chart', `(filters:!((col:datasource_id,opr:eq,value:${datasetId})),page_size:3)`);
    chartIds = charts.result.map((c) => c.id as number);
    expect(chartIds.length).toBe(3);
    const cells = chartIds.map((id) =>
      layoutComponent(`CHART-${id}`, 'CHART', [], { chartId: id, width: 4, height: 50 }),
    );
    dashboardId = await dashboardWithLayout('Filter configuration board', {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: layoutComponent('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': layoutComponent(
        'ROW-1',
        'ROW',
        cells.map((c) => c.id),
        { background: 'BACKGROUND_TRANSPARENT' },
      ),
      ...Object.fromEntries(cells.map((c) => [c.id, c])),
    });
    expect((await api('PUT', `/api/v1/dashboard/${dashboardId}`, { published: true })).status).toBe(200);
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
  });

  const openDialog = async () => {
    await s.page.getByRole('button', { name: /^Add(\/Edit)? filters$/ }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Add and edit filters' });
    await dialog.waitFor();
    return dialog;
  };

  it('D10.07 a filter with no name is refused with the message and the focus on its name', async () => {
    await gotoApp(s.page, `/superset/dashboard/${dashboardId}/`);
    const dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(
      await dialog.getByRole('textbox', { name: /Filter name/ }).evaluate((e) => e === document.activeElement),
    ).toBe(true);
    expect(await seriousAxeViolations(s.page, '[data-test="filter-config-modal"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await s.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('D10.03 D10.09 adds a select filter on orders.region with a default, scoped to two charts, saved and applied after a reload', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${dashboardId}/`);
    const dialog = await openDialog();
    await dialog.getByRole('textbox', { name: /Filter name/ }).fill('Region');
    await dialog.getByRole('combobox', { name: 'Dataset' }).click();
    await page.getByRole('option', { name: /orders$/ }).click();
    const column = dialog.getByRole('combobox', { name: 'Column' });
    await expect.poll(() => column.isEnabled()).toBe(true);
    await column.click();
    await page.getByRole('option', { name: 'Region', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Default value' }).click();
    const first = page.getByRole('option').first();
    const region = (await first.innerText()).trim();
    await first.click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('tab', { name: 'Scoping' }).click();
    await dialog.getByRole('radio', { name: 'Apply to specific panels' }).check();
    await dialog.getByTestId(`scope-CHART-${chartIds[2]}`).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    const meta = JSON.parse((stored.body as { result: { json_metadata: string } }).result.json_metadata);
    expect(meta.native_filter_configuration).toMatchObject([
      {
        name: 'Region',
        filterType: 'filter_select',
        targets: [{ column: { name: 'region' } }],
        scope: { rootPath: ['ROOT_ID'], excluded: [chartIds[2]] },
        chartsInScope: [chartIds[0], chartIds[1]],
        defaultDataMask: { filterState: { value: [region] } },
      },
    ]);

    await page.reload();
    const bar = page.getByTestId('filter-bar');
    await bar.getByRole('button', { name: `Remove ${region}` }).waitFor();
    // The default is applied to the two charts in scope (their indicator counts it), not to the third.
    const frame = (id: number | undefined) => page.locator(`[data-component-id]:has([data-chart-id="${id}"])`).first();
    for (const id of chartIds.slice(0, 2))
      await frame(id).getByRole('button', { name: '1 applied filter' }).waitFor({ timeout: 30_000 });
    expect(
      await frame(chartIds[2])
        .getByRole('button', { name: /applied filter/ })
        .count(),
    ).toBe(0);
    expect(s.pageErrors).toEqual([]);
  });

  it('D10.03 a Gamma user sees the bar but no button to the dialog', async () => {
    // A dashboard a Gamma user may open (no chart on a dataset they cannot read), with the filter saved above.
    const stored = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    const viewable = await dashboardWithLayout('Filters for viewers', {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: layoutComponent('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: layoutComponent('GRID_ID', 'GRID', ['HEADER-1']),
      'HEADER-1': layoutComponent('HEADER-1', 'HEADER', [], { text: 'Viewers only' }),
    });
    const json = (stored.body as { result: { json_metadata: string } }).result.json_metadata;
    expect((await api('PUT', `/api/v1/dashboard/${viewable}`, { published: true, json_metadata: json })).status).toBe(
      200,
    );
    const roles = (await api('GET', '/api/v1/security/roles/?q=(page_size:100)')).body as {
      result: { id: number; name: string }[];
    };
    const user = await api('POST', '/api/v1/security/users/', {
      username: gammaName,
      first_name: 'Gail',
      last_name: 'Filters',
      email: `${gammaName}@example.com`,
      active: true,
      password: 'gamma-fcfg-pw',
      roles: [roles.result.find((r) => r.name === 'Gamma')?.id],
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const g = await openSession({ anonymous: true });
    try {
      const login = await g.context.request.post('/login/', {
        data: { username: gammaName, password: 'gamma-fcfg-pw' },
      });
      expect(login.status()).toBe(200);
      await gotoApp(g.page, `/superset/dashboard/${viewable}/`);
      await g.page.getByTestId('filter-bar').waitFor();
      expect(await g.page.getByRole('button', { name: /^Add(\/Edit)? filters$/ }).count()).toBe(0);
    } finally {
      await g.close();
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { exploreUrlParams } from '../../../src/core/explore';
import { sessionStore, setApiClient } from '../../../src/state/app';
import { exploreState, resetExplore, setControlValue } from '../../../src/state/explore';
import {
  addressWithFormDataKey,
  chartSaveBody,
  datasetIsMissing,
  explorePageState,
  exploreRequestPath,
  formDataEntryBody,
  loadSamples,
  openExplore,
  prefetchExplore,
  openingKey,
  exploreTabId,
  persistFormData,
  renameChart,
  saveChart,
  saveProblem,
  shareExplore,
} from '../../../src/state/explorepage';
import { fakeClient } from '../app/fakeClient';
import { birthNames, controlPanelOf } from './fixtures';

const dataset = birthNames;
const params = (search: string, path = '/explore/') => exploreUrlParams(path, search);
const answer = (result: Record<string, unknown>) => ({
  status: 200,
  body: { result: { dataset, form_data: { datasource: '3__table' }, slice: null, message: null, ...result } },
});

beforeEach(() => {
  resetExplore();
  sessionStore.user = { id: 7, username: 'alpha', first_name: 'A', last_name: 'B' };
  sessionStore.roles = {
    Alpha: [
      ['can_write', 'Chart'],
      ['can_csv', 'Superset'],
    ],
  };
  sessionStore.conf = {};
});

describe('explore page requests (X1.02)', () => {
  it('X1.02 asks GET /api/v1/explore/ for the permalink, the form_data_key, the chart and the dataset the address names', () => {
    expect(exploreRequestPath(params('?datasource_type=table&datasource_id=3'))).toBe(
      '/api/v1/explore/?datasource_id=3&datasource_type=table',
    );
    expect(exploreRequestPath(params('?slice_id=9&form_data_key=abc'))).toBe(
      '/api/v1/explore/?form_data_key=abc&slice_id=9',
    );
    expect(exploreRequestPath(params('?dataset_id=4'))).toBe('/api/v1/explore/?datasource_id=4&datasource_type=table');
    expect(exploreRequestPath(params('', '/superset/explore/p/p7g3JZ8ELyE/'))).toBe(
      '/api/v1/explore/?permalink_key=p7g3JZ8ELyE',
    );
  });

  it('X1.02 the page adding its own form_data_key to the address (even turning a permalink into /explore/) opens nothing again', () => {
    const shared = params('', '/superset/explore/p/abc/');
    const opened = openingKey(shared, { openedFor: null, formDataKey: null });
    const rewritten = params('?form_data_key=K');
    expect(openingKey(rewritten, { openedFor: opened, formDataKey: 'K' })).toBe(opened);
    expect(openingKey(params('?form_data_key=other'), { openedFor: opened, formDataKey: 'K' })).not.toBe(opened);
    expect(openingKey(params('?slice_id=3&form_data_key=K'), { openedFor: null, formDataKey: 'K' })).toBe(
      openingKey(params('?slice_id=3'), { openedFor: null, formDataKey: null }),
    );
  });

  it("X1.04 a dataset is missing when the answer has none or Superset's '[Missing Dataset]' placeholder", () => {
    expect(datasetIsMissing({ dataset: null })).toBe(true);
    expect(datasetIsMissing({ dataset: { type: 'table', name: '[Missing Dataset]', columns: [] } })).toBe(true);
    expect(datasetIsMissing({ dataset: { id: 3, name: 'main.x', columns: [] } })).toBe(false);
  });

  it('X1.02 the address after saving the unsaved state keeps the chart or dataset and adds form_data_key; a permalink becomes /explore/', () => {
    expect(addressWithFormDataKey('/explore/', '?datasource_type=table&datasource_id=3', 'K')).toBe(
      '/explore/?datasource_type=table&datasource_id=3&form_data_key=K',
    );
    expect(addressWithFormDataKey('/superset/explore/', '?slice_id=9&form_data_key=old', 'new')).toBe(
      '/superset/explore/?slice_id=9&form_data_key=new',
    );
    expect(addressWithFormDataKey('/superset/explore/p/abc/', '', 'K')).toBe('/explore/?form_data_key=K');
  });

  it('X1.14 the save body carries the name, type, dataset, params without slice_id, and the dashboards', () => {
    const body = chartSaveBody(
      { datasource: '3__table', viz_type: 'table', slice_id: 9, row_limit: 5 },
      { id: 3, type: 'table' },
      'Births',
      [2],
    );
    expect(body).toEqual({
      slice_name: 'Births',
      viz_type: 'table',
      datasource_id: 3,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: '3__table', viz_type: 'table', row_limit: 5 }),
      dashboards: [2],
    });
    expect(formDataEntryBody({ datasource: '3__table', viz_type: 'table' }, { id: 3, type: 'table' }, null)).toEqual({
      datasource_id: 3,
      datasource_type: 'table',
      form_data: '{"datasource":"3__table","viz_type":"table"}',
    });
  });

  it('X1.14 saving needs a name, the right to overwrite or add, and a name for a new dashboard', () => {
    const can = { can_add: true, can_overwrite: false };
    expect(saveProblem({ action: 'saveas', sliceName: ' ', dashboard: null }, can)).toBe('Please enter a chart name');
    expect(saveProblem({ action: 'overwrite', sliceName: 'x', dashboard: null }, can)).toBe(
      'You do not have permission to overwrite this chart',
    );
    expect(
      saveProblem({ action: 'saveas', sliceName: 'x', dashboard: null }, { can_add: false, can_overwrite: true }),
    ).toBe('You do not have permission to save charts');
    expect(saveProblem({ action: 'saveas', sliceName: 'x', dashboard: { newTitle: '' } }, can)).toBe(
      'Please enter a dashboard name',
    );
    expect(saveProblem({ action: 'saveas', sliceName: 'x', dashboard: { newTitle: 'New' } }, can)).toBeNull();
  });
});

describe('opening explore (X1.03–X1.09)', () => {
  it("X1.03 an address naming no chart or dataset shows 'Missing URL parameters' without any call", async () => {
    const client = fakeClient({});
    setApiClient(client);
    await openExplore(params('?viz_type=table'), { controlPanelOf });
    expect(explorePageState.status).toBe('missing-params');
    expect(client.requests).toEqual([]);
  });

  it("X1.04 a deleted dataset gives 'Missing dataset', never a blank page", async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/': answer({
          dataset: {
            type: 'table',
            name: '[Missing Dataset]',
            columns: [],
            metrics: [],
            database: { id: 0, backend: '' },
          },
        }),
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=99'), { controlPanelOf });
    expect(explorePageState.status).toBe('missing-dataset');
    expect(explorePageState.datasetName).toBe('[Missing Dataset]');
  });

  it('X1.05 X1.06 X1.09 the store is hydrated: viz type from the URL, the default time range, the flags from the roles', async () => {
    sessionStore.conf = { DEFAULT_TIME_FILTER: 'Last week' };
    setApiClient(fakeClient({ 'GET /api/v1/explore/': answer({}) }));
    await openExplore(params('?datasource_type=table&datasource_id=3&viz_type=pie'), { controlPanelOf });
    expect(explorePageState.status).toBe('ready');
    expect(exploreState.form_data.viz_type).toBe('pie');
    expect(exploreState.form_data.time_range).toBe('Last week');
    expect(exploreState.datasource?.id).toBe(3);
    // X1.12 a pie without a metric is not queried: its control shows the error instead
    expect(exploreState.triggerQuery).toBe(0);
    expect({
      add: exploreState.can_add,
      csv: exploreState.can_download,
      overwrite: exploreState.can_overwrite,
    }).toEqual({ add: true, csv: true, overwrite: false });
  });

  it('X1.05 without a viz type anywhere the chart type is table; X1.10 standalone=8 hides the chart controls', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/explore/': answer({}) }));
    await openExplore(params('?datasource_type=table&datasource_id=3&standalone=8'), { controlPanelOf });
    expect(exploreState.form_data.viz_type).toBe('table');
    expect(exploreState.uiConfig.hideChartControls).toBe(true);
    expect(exploreState.standalone).toBe(true);
  });

  it("X1.09 a saved chart the user owns can be overwritten; the server's revert message is kept; the star is read", async () => {
    const client = fakeClient({
      'GET /api/v1/explore/': answer({
        slice: { id: 9, slice_name: 'Births', owners: [{ id: 7 }], dashboards: [{ id: 4 }] },
        form_data: { datasource: '3__table', viz_type: 'table', slice_id: 9 },
        message: 'Form data not found in cache, reverting to chart metadata.',
      }),
      'GET /api/v1/chart/favorite_status/': { status: 200, body: { result: [{ id: 9, value: true }] } },
    });
    setApiClient(client);
    await openExplore(params('?slice_id=9&form_data_key=gone'), { controlPanelOf });
    expect(exploreState.can_overwrite).toBe(true);
    expect(explorePageState.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(explorePageState.sliceDashboards).toEqual([4]);
    await new Promise((r) => setTimeout(r, 0));
    expect(exploreState.isStarred).toBe(true);
  });

  it("X1.07 X1.08 dashboard_id: the dashboard's id joins the form data and its colour scheme (known to the registry) replaces the chart's, locked", async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/': answer({
          form_data: { datasource: '3__table', viz_type: 'pie', color_scheme: 'bnbColors' },
        }),
        'GET /api/v1/dashboard/5': {
          status: 200,
          body: { result: { id: 5, json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }) } },
        },
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3&dashboard_id=5'), { controlPanelOf });
    expect(exploreState.form_data).toMatchObject({
      dashboardId: 5,
      color_scheme: 'supersetColors',
      dashboard_color_scheme: 'supersetColors',
    });
    expect(explorePageState).toMatchObject({ dashboardId: 5, colorSchemeLocked: true });
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/': answer({}),
        'GET /api/v1/dashboard/6': { status: 404, body: { message: 'Not found' } },
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3&dashboard_id=6'), { controlPanelOf });
    expect(exploreState.form_data.dashboardId).toBeUndefined();
    expect(explorePageState).toMatchObject({ status: 'ready', dashboardId: null, colorSchemeLocked: false });
  });

  it('X1.12 explore queries the chart once as it opens when every control is valid', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/': answer({
          form_data: { datasource: '3__table', viz_type: 'table', metrics: ['count'] },
        }),
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(exploreState.triggerQuery).toBe(1);
    expect(exploreState.queryFormData).toMatchObject({ metrics: ['count'] });
  });

  it('an answer the server refuses (403) shows its message', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/': { status: 403, body: { message: "You don't have access to this datasource" } },
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(explorePageState.status).toBe('error');
    expect(explorePageState.error).toBe("You don't have access to this datasource");
  });
});

describe('keeping, saving and sharing explore', () => {
  async function open(
    extra: Record<string, unknown> = {},
    search = '?datasource_type=table&datasource_id=3',
  ): Promise<void> {
    setApiClient(fakeClient({ 'GET /api/v1/explore/': answer(extra) }));
    await openExplore(params(search), { controlPanelOf });
  }

  it('X1.02 the unsaved state is POSTed once, then PUT under the same key; a lost key gets a new one', async () => {
    await open();
    const client = fakeClient({
      'POST /api/v1/explore/form_data': { status: 201, body: { key: 'K1' } },
      'PUT /api/v1/explore/form_data/K1': (req) => ({ status: 200, body: { key: 'K1', sent: req.json } }),
    });
    setApiClient(client);
    expect(await persistFormData()).toBe('K1');
    setControlValue('row_limit', 5);
    expect(await persistFormData()).toBe('K1');
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v1/explore/form_data?tab_id=${exploreTabId()}`,
      `PUT /api/v1/explore/form_data/K1?tab_id=${exploreTabId()}`,
    ]);
    expect(JSON.parse(String((client.requests[1]?.json as { form_data: string }).form_data))).toMatchObject({
      row_limit: 5,
    });
    explorePageState.formDataKey = 'expired';
    setApiClient(
      fakeClient({
        'PUT /api/v1/explore/form_data/expired': { status: 404 },
        'POST /api/v1/explore/form_data': { status: 201, body: { key: 'K2' } },
      }),
    );
    expect(await persistFormData()).toBe('K2');
    expect(explorePageState.formDataKey).toBe('K2');
  });

  it("X1.02 the unsaved state is written with this browser tab's tab_id; a new key the server answers (another tab wrote the key) becomes the page's", async () => {
    await open();
    explorePageState.formDataKey = 'K1';
    const tab = exploreTabId();
    const client = fakeClient({
      [`PUT /api/v1/explore/form_data/K1?tab_id=${tab}`]: { status: 200, body: { key: 'K9' } },
      [`PUT /api/v1/explore/form_data/K9?tab_id=${tab}`]: { status: 200, body: { key: 'K9' } },
    });
    setApiClient(client);
    expect(await persistFormData()).toBe('K9');
    expect(explorePageState.formDataKey).toBe('K9');
    expect(await persistFormData()).toBe('K9');
    expect(client.requests.map((r) => r.path)).toEqual([
      `/api/v1/explore/form_data/K1?tab_id=${tab}`,
      `/api/v1/explore/form_data/K9?tab_id=${tab}`,
    ]);
  });

  it("X1.02 a tab's id is kept in its session storage, so a reload keeps it and another tab makes its own", () => {
    const storage = () => {
      const items = new Map<string, string>();
      return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    };
    const first = storage();
    const id = exploreTabId(first);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(exploreTabId(first)).toBe(id);
    expect(exploreTabId(storage())).not.toBe(id);
  });

  it('X1.14 save as into a new dashboard: the dashboard is made first and the chart is posted onto it', async () => {
    await open();
    const client = fakeClient({
      'POST /api/v1/dashboard/': { status: 201, body: { id: 12 } },
      'POST /api/v1/chart/': { status: 201, body: { id: 40 } },
    });
    setApiClient(client);
    expect(await saveChart({ action: 'saveas', sliceName: ' Births ', dashboard: { newTitle: 'New board' } })).toEqual({
      sliceId: 40,
      dashboardId: 12,
    });
    expect(client.requests[0]?.json).toEqual({ dashboard_title: 'New board' });
    expect(client.requests[1]?.json).toMatchObject({ slice_name: 'Births', datasource_id: 3, dashboards: [12] });
  });

  it('X1.14 overwrite PUTs the chart keeping its dashboards; a refused save changes nothing and says why', async () => {
    await open({ slice: { id: 9, slice_name: 'Births', owners: [{ id: 7 }], dashboards: [{ id: 4 }] } }, '?slice_id=9');
    const client = fakeClient({ 'PUT /api/v1/chart/9': { status: 200, body: { id: 9 } } });
    setApiClient(client);
    expect(await saveChart({ action: 'overwrite', sliceName: 'Births', dashboard: { id: 5 } })).toEqual({
      sliceId: 9,
      dashboardId: 5,
    });
    expect(client.requests[0]?.json).toMatchObject({ dashboards: [4, 5] });
    const form = exploreState.form_data;
    setApiClient(
      fakeClient({
        'PUT /api/v1/chart/9': {
          status: 422,
          body: { message: { slice_name: ['Length must be between 1 and 250.'] } },
        },
      }),
    );
    await expect(saveChart({ action: 'overwrite', sliceName: 'Births', dashboard: null })).rejects.toThrow(
      'Length must be between 1 and 250.',
    );
    expect(exploreState.form_data).toBe(form);
  });

  it("X1.13 the edited title renames a saved chart the user owns at once; a new chart or another's waits for the save", async () => {
    await open({ slice: { id: 9, slice_name: 'Births', owners: [{ id: 7 }] } }, '?slice_id=9');
    const client = fakeClient({ 'PUT /api/v1/chart/9': { status: 200, body: { id: 9 } } });
    setApiClient(client);
    await renameChart('Births by year');
    expect(client.requests[0]?.json).toEqual({ slice_name: 'Births by year' });
    expect(exploreState.slice?.slice_name).toBe('Births by year');
    setApiClient(fakeClient({ 'PUT /api/v1/chart/9': { status: 403, body: { message: 'Forbidden' } } }));
    await expect(renameChart('Other')).rejects.toThrow('Forbidden');
    expect(exploreState.slice?.slice_name).toBe('Births by year');
    await open();
    const none = fakeClient({});
    setApiClient(none);
    await renameChart('New name');
    expect(none.requests).toEqual([]);
  });

  it('X1.13 share posts the form with its chart to /api/v1/explore/permalink and answers the link', async () => {
    await open({ slice: { id: 9, slice_name: 'Births', owners: [] } }, '?slice_id=9');
    const client = fakeClient({
      'POST /api/v1/explore/permalink': {
        status: 201,
        body: { key: 'p7g3JZ8ELyE', url: 'http://h/superset/explore/p/p7g3JZ8ELyE/' },
      },
    });
    setApiClient(client);
    expect(await shareExplore()).toBe('http://h/superset/explore/p/p7g3JZ8ELyE/');
    expect(client.requests[0]?.json).toMatchObject({ formData: { datasource: '3__table', slice_id: 9 } });
  });

  it('X10.01 samples come from POST /datasource/samples and are read by column', async () => {
    const client = fakeClient({
      'POST /datasource/samples': {
        status: 200,
        body: { result: { data: [{ a: 1 }, { a: 2 }], colnames: ['a'], coltypes: [0] } },
      },
    });
    setApiClient(client);
    await loadSamples({ id: 3, type: 'table' });
    expect(client.requests[0]?.path).toBe('/datasource/samples?datasource_type=table&datasource_id=3');
    expect(explorePageState.samples.status).toBe('done');
    expect(explorePageState.samples.result?.column('a')?.get(1)).toBe(2);
    setApiClient(fakeClient({ 'POST /datasource/samples': { status: 400, body: { message: 'Boom' } } }));
    await loadSamples({ id: 3, type: 'table' });
    expect(explorePageState.samples).toMatchObject({ status: 'failed', error: 'Boom' });
  });

  it('X1.02 GET /api/v1/explore/ asked for as the app starts is the one the page opens with: one request, not two', async () => {
    const client = fakeClient({ 'GET /api/v1/explore/': answer({}) });
    setApiClient(client);
    prefetchExplore(client, '/explore/', '?datasource_type=table&datasource_id=3');
    expect(client.requests.map((r) => [r.path, r.noAuthRedirect])).toEqual([
      ['/api/v1/explore/?datasource_id=3&datasource_type=table', true],
    ]);
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(explorePageState.status).toBe('ready');
    expect(client.requests.filter((r) => r.path.startsWith('/api/v1/explore/'))).toHaveLength(1);
    // Taken once: opening again asks again.
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(client.requests.filter((r) => r.path.startsWith('/api/v1/explore/'))).toHaveLength(2);
  });

  it('X1.02 an early answer for another address, or a failed one (signed out), is not used: the page asks again', async () => {
    const client = fakeClient({ 'GET /api/v1/explore/': answer({}) });
    setApiClient(client);
    prefetchExplore(client, '/explore/', '?slice_id=9');
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(client.requests.map((r) => r.path)).toContain('/api/v1/explore/?datasource_id=3&datasource_type=table');
    const signedOut = fakeClient({ 'GET /api/v1/explore/': { status: 401, body: { message: 'Not signed in' } } });
    prefetchExplore(signedOut, '/explore/', '?datasource_type=table&datasource_id=3');
    setApiClient(client);
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(explorePageState.status).toBe('ready');
    // Nothing is asked for an address that names nothing to explore.
    const idle = fakeClient({});
    prefetchExplore(idle, '/explore/', '');
    expect(idle.requests).toEqual([]);
  });

  it("D3.13 samples that fail without the server's words say 'Sorry, an error occurred'", async () => {
    for (const failure of [
      { status: 500, body: '<html><body>Internal Server Error</body></html>' },
      { status: 502, body: null },
      { status: 500, body: { message: '' } },
    ]) {
      setApiClient(fakeClient({ 'POST /datasource/samples': failure }));
      await loadSamples({ id: 3, type: 'table' });
      expect(explorePageState.samples).toMatchObject({ status: 'failed', error: 'Sorry, an error occurred' });
    }
    setApiClient({
      request: () => Promise.reject(new TypeError('Failed to fetch')),
      resetCsrf: () => undefined,
    });
    await loadSamples({ id: 3, type: 'table' });
    expect(explorePageState.samples.error).toBe('Sorry, an error occurred');
    setApiClient(
      fakeClient({
        'POST /datasource/samples': { status: 403, body: { errors: [{ message: 'You may not read this dataset' }] } },
      }),
    );
    await loadSamples({ id: 3, type: 'table' });
    expect(explorePageState.samples.error).toBe('You may not read this dataset');
  });

  it("X18.03 a dataset call's failure shows the server's message as errors.ts reads it ({message}, {errors: [...]}, field maps), else the call's own words", async () => {
    const opened = async (failure: { status: number; body?: unknown }) => {
      setApiClient(fakeClient({ 'GET /api/v1/explore/': failure }));
      await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
      return explorePageState.error;
    };
    expect(await opened({ status: 403, body: { errors: [{ message: 'Access to this dataset is denied' }] } })).toBe(
      'Access to this dataset is denied',
    );
    expect(await opened({ status: 400, body: { message: { datasource_id: ['Not a valid integer.'] } } })).toBe(
      'datasource_id: Not a valid integer.',
    );
    expect(await opened({ status: 404, body: { message: 'Dataset not found' } })).toBe('Dataset not found');
    // No words from the server: the page says what failed rather than showing an HTML page or nothing.
    expect(await opened({ status: 502, body: '<html>Bad gateway</html>' })).toBe(
      'Sorry, the dataset could not be loaded (HTTP 502)',
    );
  });
});

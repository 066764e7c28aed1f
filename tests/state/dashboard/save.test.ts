import { beforeEach, describe, expect, it } from 'vitest';
import { emptyLayout } from '../../../src/core/layout';
import type { ApiRequest } from '../../../src/state/app';
import {
  routerStore,
  sessionStore,
  setApiClient,
  setToastScheduler,
  toastStore,
  navigate,
} from '../../../src/state/app';
import {
  createDashboard,
  applyDashboardCss,
  applyDashboardProperties,
  loadRelated,
  cancelOverwrite,
  confirmOverwrite,
  dashboardSaveStore,
  dashboardStore,
  dispatchLayout,
  installDashboardSave,
  loadDashboard,
  saveDashboard,
  saveDashboardAs,
  saveOpenDashboard,
  setEditMode,
  updateDashboardInfo,
  type DashboardInfo,
} from '../../../src/state/dashboard';
import { fakeClient, type Script } from '../app/fakeClient';

const INFO: DashboardInfo = {
  id: 7,
  dashboard_title: 'Sales',
  slug: null,
  css: '',
  json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
  owners: [{ id: 1, first_name: 'Ada' }],
  roles: [],
  certified_by: null,
  certification_details: null,
  changed_on: '2026-11-26T10:00:00.000Z',
  changed_by_name: 'Ada Admin',
};

const saved = (over: Partial<DashboardInfo> = {}) => ({
  status: 200,
  body: { id: 7, result: { ...INFO, changed_on: '2026-11-26T11:00:00.000Z', ...over }, last_modified_time: 1795000000 },
});

/** Opens the dashboard in edit mode with one layout edit made. */
function openEdited(): void {
  loadDashboard(INFO, emptyLayout(), { canEdit: true, lastModifiedTime: 1 });
  setEditMode(true);
  expect(dispatchLayout({ type: 'create', component: 'DIVIDER', to: { parentId: 'GRID_ID', index: 0 } })).toBeNull();
}

const texts = (): string[] => toastStore.toasts.map((t) => t.text);

let client: ReturnType<typeof fakeClient>;
function answer(script: Script): void {
  client = fakeClient(script);
  setApiClient(client);
}
const puts = (): ApiRequest[] => client.requests.filter((r) => r.method === 'PUT');

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  sessionStore.featureFlags = {};
  dashboardSaveStore.overwriteConfirm = null;
  navigate('/superset/dashboard/7/');
});

describe('saving the open dashboard', () => {
  it('D7.01 D7.03 D7.11 PUTs the save body, applies the answer, clears the history and toasts the success', async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved({ json_metadata: '{"color_scheme":"supersetColors","x":1}' }) });
    openEdited();
    const result = await saveOpenDashboard();
    expect(result).toEqual({ ok: true });
    const [put] = puts();
    expect(put?.path).toBe('/api/v1/dashboard/7');
    const body = put?.json as { dashboard_title: string; json_metadata: string };
    expect(body.dashboard_title).toBe('Sales');
    expect(Object.keys((JSON.parse(body.json_metadata) as { positions: object }).positions)).toHaveLength(
      Object.keys(dashboardStore.layout).length,
    );
    expect(dashboardStore.metadata).toEqual({ color_scheme: 'supersetColors', x: 1 });
    expect(dashboardStore.lastModifiedTime).toBe(1795000000);
    expect(dashboardStore.info?.changed_on).toBe('2026-11-26T11:00:00.000Z');
    expect(dashboardStore.canUndo).toBe(false);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
    expect(dashboardStore.editMode).toBe(false);
    expect(texts()).toEqual(['This dashboard was saved successfully.']);
  });

  it('D4.05 dashboardIsSaving is true from the start of the save to its end, and a second save meanwhile is refused', async () => {
    let release: () => void = () => undefined;
    const seen: boolean[] = [];
    client = fakeClient({ 'PUT /api/v1/dashboard/7': saved() });
    setApiClient({
      ...client,
      request: async (req) => {
        seen.push(dashboardStore.dashboardIsSaving);
        await new Promise<void>((r) => (release = r));
        return client.request(req);
      },
    });
    openEdited();
    const pending = saveOpenDashboard();
    expect(dashboardStore.dashboardIsSaving).toBe(true);
    expect((await saveOpenDashboard()).ok).toBe(false);
    release();
    await pending;
    expect(seen).toEqual([true]);
    expect(dashboardStore.dashboardIsSaving).toBe(false);
  });

  it('D7.12 a Forbidden answer shows "You do not have permission to edit this dashboard" and keeps the edits and the undo history', async () => {
    answer({ 'PUT /api/v1/dashboard/7': { status: 403, body: { message: 'Changing this Dashboard is forbidden' } } });
    openEdited();
    const layout = dashboardStore.layout;
    expect(await saveOpenDashboard()).toEqual({
      ok: false,
      error: 'You do not have permission to edit this dashboard',
    });
    expect(texts()).toEqual(['You do not have permission to edit this dashboard']);
    expect(dashboardStore.layout).toBe(layout);
    expect(dashboardStore.canUndo).toBe(true);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    expect(dashboardStore.editMode).toBe(true);
    expect(dashboardStore.dashboardIsSaving).toBe(false);
  });

  it("D7.12 the server's reason goes into 'Sorry, there was an error saving this dashboard: %s'; no answer at all is the unknown error", async () => {
    answer({ 'PUT /api/v1/dashboard/7': { status: 400, body: { message: { json_metadata: ['Not a valid JSON.'] } } } });
    openEdited();
    await saveOpenDashboard();
    answer({ 'PUT /api/v1/dashboard/7': { status: 502, body: '<html>bad gateway</html>' } });
    await saveOpenDashboard();
    expect(texts()).toEqual([
      'Sorry, there was an error saving this dashboard: json_metadata: Not a valid JSON.',
      'Sorry, an unknown error occurred',
    ]);
    expect(dashboardStore.canUndo).toBe(true);
  });

  it("D15.02 a save error's body is read by src/core/api's one parser: {errors: [{message}]}, {error} and plain text each give the server's words", async () => {
    openEdited();
    for (const body of [{ errors: [{ message: 'Slug is taken' }] }, { error: 'Slug is taken' }, 'Slug is taken']) {
      answer({ 'PUT /api/v1/dashboard/7': { status: 422, body } });
      await saveOpenDashboard();
    }
    expect(texts()).toEqual(Array(3).fill('Sorry, there was an error saving this dashboard: Slug is taken'));
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it('D1.02 after a save the address bar names the saved dashboard by its slug', async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved({ slug: 'sales-board' }) });
    openEdited();
    updateDashboardInfo({ slug: 'sales-board' });
    await saveOpenDashboard();
    expect((puts()[0]?.json as { slug: string }).slug).toBe('sales-board');
    expect(routerStore.path).toBe('/superset/dashboard/sales-board/');
  });

  it("the store's saveDashboard (the edit toolbar's Save) runs this save once installed", async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved() });
    openEdited();
    const dispose = installDashboardSave();
    expect(await saveDashboard()).toBe(true);
    dispose();
    expect(await saveDashboard()).toBe(false);
    expect(puts()).toHaveLength(1);
  });
});

describe('the overwrite check (CONFIRM_DASHBOARD_DIFF)', () => {
  const storedElsewhere = {
    status: 200,
    body: {
      result: {
        ...INFO,
        dashboard_title: 'Sales (renamed elsewhere)',
        position_json: JSON.stringify(emptyLayout()),
        changed_on: '2026-11-26T10:30:00.000Z',
        changed_by_name: 'Bob Builder',
      },
    },
  };

  it('D7.04 D7.05 a dashboard changed elsewhere stops the save at the confirmation with updatedAt, updatedBy and the items', async () => {
    sessionStore.featureFlags = { CONFIRM_DASHBOARD_DIFF: true };
    answer({ 'GET /api/v1/dashboard/7': storedElsewhere, 'PUT /api/v1/dashboard/7': saved() });
    openEdited();
    expect(await saveOpenDashboard()).toEqual({ ok: false, error: 'Please confirm the overwrite values.' });
    expect(puts()).toHaveLength(0);
    const confirm = dashboardSaveStore.overwriteConfirm;
    expect(confirm?.updatedAt).toBe('2026-11-26T10:30:00.000Z');
    expect(confirm?.updatedBy).toBe('Bob Builder');
    expect(confirm?.items.map((i) => i.keyPath)).toEqual(['dashboard_title', 'position_json']);
    expect(dashboardStore.dashboardIsSaving).toBe(false);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    expect(await confirmOverwrite()).toEqual({ ok: true });
    expect(puts()).toHaveLength(1);
    expect(dashboardSaveStore.overwriteConfirm).toBeNull();
  });

  it('D7.04 a dashboard nobody else changed (same changed_on) saves without asking; cancelling keeps the edits', async () => {
    sessionStore.featureFlags = { CONFIRM_DASHBOARD_DIFF: true };
    answer({
      'GET /api/v1/dashboard/7': { status: 200, body: { result: { ...INFO, dashboard_title: 'Other' } } },
      'PUT /api/v1/dashboard/7': saved(),
    });
    openEdited();
    expect(await saveOpenDashboard()).toEqual({ ok: true });
    answer({ 'GET /api/v1/dashboard/7': storedElsewhere });
    openEdited();
    await saveOpenDashboard();
    cancelOverwrite();
    expect(dashboardSaveStore.overwriteConfirm).toBeNull();
    expect(dashboardStore.canUndo).toBe(true);
    expect(puts()).toHaveLength(0);
  });

  it('D7.04 without the flag no stored dashboard is fetched', async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved() });
    openEdited();
    await saveOpenDashboard();
    expect(client.requests.map((r) => r.method)).toEqual(['PUT']);
  });
});

describe('save as', () => {
  it('D7.06 POSTs copy_dash with the title, metadata, layout and duplicate_slices, then opens the copy', async () => {
    answer({
      'POST /superset/copy_dash/7/': {
        status: 200,
        body: { id: 12, dashboard_title: 'Sales copy', last_modified_time: 5 },
      },
    });
    openEdited();
    expect(await saveDashboardAs('Sales copy', true)).toEqual({ ok: true });
    const [post] = client.requests;
    const data = JSON.parse((post?.json as { data: string }).data) as Record<string, unknown>;
    expect(data).toMatchObject({ dashboard_title: 'Sales copy', duplicate_slices: true });
    expect(Object.keys(data.positions as object)).toContain('GRID_ID');
    expect(routerStore.path).toBe('/superset/dashboard/12/');
    expect(texts()).toEqual(['This dashboard was saved successfully.']);
  });

  it('D7.12 a failed save as shows the error and stays on the dashboard', async () => {
    answer({ 'POST /superset/copy_dash/7/': { status: 403, body: { message: 'Forbidden' } } });
    openEdited();
    await saveDashboardAs('x', false);
    expect(texts()).toEqual(['You do not have permission to edit this dashboard']);
    expect(routerStore.path).toBe('/superset/dashboard/7/');
  });
});

describe('the properties modal and the CSS editor', () => {
  it('D7.13 outside edit mode the properties are saved at once: title, slug, owners as ids, certification, metadata replaced', async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved() });
    loadDashboard({ ...INFO, json_metadata: '{"color_scheme":"supersetColors","stale":1}' }, emptyLayout(), {
      canEdit: true,
    });
    const result = await applyDashboardProperties({
      dashboard_title: 'Renamed',
      slug: 'renamed',
      owners: [{ id: 1 }, { id: 4, first_name: 'Bo' }],
      roles: [],
      certified_by: 'Data team',
      certification_details: 'Weekly',
      metadata: { color_scheme: 'blueToGreen' },
    });
    expect(result).toEqual({ ok: true });
    const body = puts()[0]?.json as Record<string, unknown>;
    expect(body).toMatchObject({
      dashboard_title: 'Renamed',
      slug: 'renamed',
      owners: [1, 4],
      certified_by: 'Data team',
      certification_details: 'Weekly',
    });
    const meta = JSON.parse(body.json_metadata as string) as Record<string, unknown>;
    expect(meta.color_scheme).toBe('blueToGreen');
    expect(meta).not.toHaveProperty('stale');
    expect((meta.color_scheme_domain as string[]).length).toBeGreaterThan(0);
  });

  it('D7.13 D2.02 in edit mode properties and CSS wait for the Save; the CSS goes in the save body', async () => {
    answer({ 'PUT /api/v1/dashboard/7': saved() });
    openEdited();
    await applyDashboardProperties({
      dashboard_title: 'Later',
      slug: '',
      owners: [{ id: 1 }],
      roles: [],
      certified_by: '',
      certification_details: 'dropped',
      metadata: { color_scheme: 'supersetColors' },
    });
    await applyDashboardCss('h1 { color: red }');
    expect(puts()).toHaveLength(0);
    expect(dashboardStore.css).toBe('h1 { color: red }');
    await saveOpenDashboard();
    expect(puts()[0]?.json).toMatchObject({
      dashboard_title: 'Later',
      slug: null,
      certification_details: '',
      css: 'h1 { color: red }',
    });
  });

  it('D7.13 owners come from GET /api/v1/dashboard/related/owners with the typed text', async () => {
    answer({
      'GET /api/v1/dashboard/related/owners': {
        status: 200,
        body: { count: 1, result: [{ value: 4, text: 'Bo Builder', extra: {} }] },
      },
    });
    expect(await loadRelated('owners', 'bo')).toEqual([{ value: 4, label: 'Bo Builder' }]);
    expect(client.requests[0]?.path).toBe('/api/v1/dashboard/related/owners?q=(filter:bo,page:0,page_size:100)');
  });
});

describe("'+ Dashboard'", () => {
  it("D1.24 creates an empty '[ untitled dashboard ]' and opens it with edit=true", async () => {
    answer({ 'POST /api/v1/dashboard/': { status: 201, body: { id: 31, result: {} } } });
    expect(await createDashboard()).toBe(31);
    expect(client.requests[0]?.json).toEqual({ dashboard_title: '[ untitled dashboard ]' });
    expect(`${routerStore.path}${routerStore.search}`).toBe('/superset/dashboard/31/?edit=true');
  });

  it('a dashboard that cannot be created says why and goes nowhere', async () => {
    answer({ 'POST /api/v1/dashboard/': { status: 403, body: { message: 'Forbidden' } } });
    expect(await createDashboard()).toBeNull();
    expect(texts()).toEqual(['An error occurred while creating dashboards: Forbidden']);
    expect(routerStore.path).toBe('/superset/dashboard/7/');
  });
});

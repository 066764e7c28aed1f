import { beforeEach, describe, expect, it } from 'vitest';
import { emptyLayout } from '../../../src/core/layout';
import type { DashboardLayout } from '../../../src/core/layout';
import { setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import { dashboardStore, loadDashboard, setEditMode, type DashboardInfo } from '../../../src/state/dashboard';
import {
  REFRESH_INTERVALS,
  VIEW_MESSAGES,
  createDashboardPermalink,
  dashboardViewStore,
  fetchDashboardDatasets,
  fetchFaveStar,
  headerPermissions,
  permalinkStateOf,
  refreshDashboard,
  refreshPlanOf,
  resetDashboardView,
  restorePermalinkState,
  setRefreshFrequency,
  shareByEmailHref,
  toggleFaveStar,
  togglePublished,
} from '../../../src/state/dashboard/view';
import { fakeClient, type Script } from '../app/fakeClient';

const INFO: DashboardInfo = { id: 5, dashboard_title: 'Sales', published: false, owners: [{ id: 1 }] };
const texts = (): string[] => toastStore.toasts.map((t) => `${t.kind}:${t.text}`);
let client: ReturnType<typeof fakeClient>;
const use = (script: Script): void => {
  client = fakeClient(script);
  setApiClient(client);
};

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  loadDashboard({ ...INFO }, emptyLayout(), { canEdit: true });
  resetDashboardView();
  use({});
});

describe('favourite star', () => {
  it('D8.01 S5.02 reads the count from GET /superset/favstar/Dashboard/{id}/count/', async () => {
    use({ 'GET /superset/favstar/Dashboard/5/count/': { status: 200, body: { count: 1 } } });
    await fetchFaveStar(5);
    expect(dashboardViewStore.isStarred).toBe(true);
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /superset/favstar/Dashboard/5/count/']);
  });

  it('D4.07 D8.02 select then unselect toggle the star', async () => {
    use({ 'GET /superset/favstar/Dashboard/5/': { status: 200, body: { count: 1 } } });
    await toggleFaveStar(5);
    expect(dashboardViewStore.isStarred).toBe(true);
    await toggleFaveStar(5);
    expect(dashboardViewStore.isStarred).toBe(false);
    expect(client.requests.map((r) => r.path)).toEqual([
      '/superset/favstar/Dashboard/5/select/',
      '/superset/favstar/Dashboard/5/unselect/',
    ]);
  });

  it('D8.03 failures say the two error texts and keep the star', async () => {
    use({ 'GET /superset/favstar/': { status: 500, body: { message: 'boom' } } });
    await fetchFaveStar(5);
    await toggleFaveStar(5);
    expect(dashboardViewStore.isStarred).toBe(false);
    expect(texts()).toEqual([
      `danger:${VIEW_MESSAGES.favoriteFetchError}`,
      `danger:${VIEW_MESSAGES.favoriteSaveError}`,
    ]);
  });
});

describe('publish toggle', () => {
  it('D4.06 D8.04 PUT {published} and the two toasts', async () => {
    use({ 'PUT /api/v1/dashboard/5': { status: 200, body: { id: 5, result: {} } } });
    expect(await togglePublished()).toBe(true);
    expect(dashboardStore.info?.published).toBe(true);
    expect(await togglePublished()).toBe(true);
    expect(dashboardStore.info?.published).toBe(false);
    expect(client.requests.map((r) => r.json)).toEqual([{ published: true }, { published: false }]);
    expect(texts()).toEqual([`success:${VIEW_MESSAGES.published}`, `success:${VIEW_MESSAGES.hidden}`]);
  });

  it('D8.05 without rights nothing is sent; a 403 says Forbidden and changes nothing', async () => {
    dashboardStore.canEdit = false;
    expect(await togglePublished()).toBe(false);
    expect(client.requests).toHaveLength(0);
    dashboardStore.canEdit = true;
    use({ 'PUT /api/v1/dashboard/5': { status: 403, body: { message: 'Forbidden' } } });
    expect(await togglePublished()).toBe(false);
    expect(dashboardStore.info?.published).toBe(false);
    expect(texts()).toEqual([
      'danger:You do not have permissions to edit this dashboard.',
      'danger:You do not have permission to edit this dashboard',
    ]);
  });
});

describe('datasets and refresh', () => {
  it('D4.09 datasetsStatus starts loading, then complete or error', async () => {
    expect(dashboardViewStore.datasetsStatus).toBe('loading');
    use({ 'GET /api/v1/dashboard/5/datasets': { status: 200, body: { result: [{ id: 1 }] } } });
    await fetchDashboardDatasets(5);
    expect(dashboardViewStore).toMatchObject({ datasetsStatus: 'complete', datasets: [{ id: 1 }] });
    use({});
    await fetchDashboardDatasets(5);
    expect(dashboardViewStore.datasetsStatus).toBe('error');
  });

  it('D1.17 D9.01 D4.08 refresh forces every chart; isRefreshing holds until all answered', async () => {
    const pending: (() => void)[] = [];
    const asked: number[] = [];
    const run = refreshDashboard([1, 2, 3], (id) => {
      asked.push(id);
      return new Promise<void>((resolve) => pending.push(resolve));
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(dashboardViewStore.isRefreshing).toBe(true);
    expect(dashboardViewStore.isFiltersRefreshing).toBe(true);
    pending.slice(0, 2).forEach((r) => r());
    await Promise.resolve();
    expect(dashboardViewStore.isRefreshing).toBe(true);
    pending[2]?.();
    await run;
    expect(dashboardViewStore.isRefreshing).toBe(false);
  });

  it("D2.08 D9.02 refresh_frequency defaults to 0, the list is Superset's, edit mode writes it to metadata", () => {
    expect(dashboardViewStore.refreshFrequency).toBe(0);
    resetDashboardView({ refresh_frequency: 300 });
    expect(dashboardViewStore.refreshFrequency).toBe(300);
    expect(REFRESH_INTERVALS.map(([s]) => s)).toEqual([0, 10, 30, 60, 300, 1800, 3600, 21600, 43200, 86400]);
    const written: Record<string, unknown>[] = [];
    setRefreshFrequency(60, (p) => written.push(p));
    expect(written).toEqual([]);
    setEditMode(true);
    setRefreshFrequency(1800, (p) => written.push(p));
    expect(written).toEqual([{ refresh_frequency: 1800 }]);
    expect(dashboardViewStore.refreshFrequency).toBe(1800);
  });

  it('D2.09 D2.10 D9.03 D9.04 the plan carries immune slices and stagger (default on, 5000 ms)', () => {
    expect(refreshPlanOf({}, [1, 2], 60)).toEqual({
      refreshFrequency: 60,
      staggerRefresh: true,
      staggerTime: 5000,
      timedRefreshImmuneSlices: [],
      chartIds: [1, 2],
    });
    const plan = refreshPlanOf(
      { stagger_refresh: false, stagger_time: 2000, timed_refresh_immune_slices: [2] },
      [1, 2],
      10,
    );
    expect(plan).toMatchObject({ staggerRefresh: false, staggerTime: 2000, timedRefreshImmuneSlices: [2] });
  });
});

describe('share', () => {
  const tabsLayout = (): DashboardLayout => {
    const layout = emptyLayout();
    const grid = layout.GRID_ID;
    if (!grid) throw new Error('no grid');
    return {
      ...layout,
      GRID_ID: { ...grid, children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      'TAB-a': {
        id: 'TAB-a',
        type: 'TAB',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'],
        meta: { text: 'A' },
      },
      'TAB-b': {
        id: 'TAB-b',
        type: 'TAB',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'],
        meta: { text: 'B' },
      },
    } as DashboardLayout;
  };

  it('D8.06 S5.05 the permalink posts dataMask, activeTabs, anchor and urlParams', async () => {
    loadDashboard({ ...INFO }, tabsLayout(), { canEdit: true });
    dashboardStore.activeTabs['TABS-1'] = 'TAB-b';
    dashboardViewStore.dataMask = { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } };
    use({
      'POST /api/v1/dashboard/5/permalink': {
        status: 201,
        body: { key: 'k', url: 'http://x/superset/dashboard/p/k/' },
      },
    });
    const url = await createDashboardPermalink(permalinkStateOf({ region: 'west' }, 'CHART-9'));
    expect(url).toBe('http://x/superset/dashboard/p/k/');
    expect(client.requests[0]?.json).toEqual({
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } },
      activeTabs: ['TAB-b'],
      anchor: 'CHART-9',
      urlParams: [['region', 'west']],
    });
    expect(shareByEmailHref(url ?? '', 'Sales')).toBe(
      'mailto:?Subject=Superset%20dashboard%20Sales%20&Body=Check%20out%20this%20dashboard%3A%20http%3A%2F%2Fx%2Fsuperset%2Fdashboard%2Fp%2Fk%2F',
    );
  });

  it('S5.05 restoring a permalink shows its tabs, data mask and anchor; a failed create toasts', async () => {
    loadDashboard({ ...INFO }, tabsLayout(), { canEdit: true });
    restorePermalinkState({ activeTabs: ['TAB-b', 'TAB-gone'], dataMask: { f: { filterState: {} } }, anchor: 'TAB-b' });
    expect(dashboardStore.activeTabs).toEqual({ 'TABS-1': 'TAB-b' });
    expect(dashboardViewStore.dataMask).toEqual({ f: { filterState: {} } });
    expect(dashboardViewStore.anchor).toBe('TAB-b');
    use({ 'POST /api/v1/dashboard/5/permalink': { status: 500 } });
    expect(await createDashboardPermalink(permalinkStateOf({}))).toBeNull();
    expect(texts()).toEqual([`danger:${VIEW_MESSAGES.permalinkError}`]);
  });

  it('D14.09 header permissions follow can_save_dash, can_share_dashboard, can_explore, can_csv and the edit rule', () => {
    const granted = new Set(['can_share_dashboard']);
    expect(headerPermissions((p) => granted.has(p), false)).toEqual({
      canEdit: false,
      canSave: false,
      canShare: true,
      canExplore: false,
      canCsv: false,
    });
  });
});

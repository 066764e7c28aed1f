import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import { loadDashboard } from '../../../src/state/dashboard';
import {
  applyFilterSet,
  appliedExtraFormData,
  deleteFilterSet,
  fetchFilterSets,
  filterSetsStore,
  openDashboardFilters,
  resetFilters,
  saveFilterSet,
  selectFilterValue,
  updateFilterSet,
} from '../../../src/state/filters';
import { fakeClient, type Script } from '../app/fakeClient';
import { nativeFilter, tabbedLayout } from '../../core/filters/fixtures';

const REGION = nativeFilter({ id: 'NATIVE_FILTER-region', targets: [{ datasetId: 7, column: { name: 'region' } }] });
const SET = {
  id: 4,
  name: 'East only',
  params: { nativeFilters: {}, dataMask: { [REGION.id]: { filterState: { value: ['East'] } } } },
};
let client: ReturnType<typeof fakeClient>;
const use = (script: Script): void => {
  client = fakeClient(script);
  setApiClient(client);
};

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  sessionStore.featureFlags = { DASHBOARD_NATIVE_FILTERS_SET: true };
  resetFilters();
  filterSetsStore.sets = [];
  const metadata = JSON.stringify({ native_filter_configuration: [REGION] });
  loadDashboard({ id: 5, dashboard_title: 'Sales', json_metadata: metadata }, tabbedLayout());
  openDashboardFilters();
});

describe('filter sets', () => {
  it('X17.06 X15.04 lists, and applying one sets its values on the charts', async () => {
    use({ 'GET /api/v1/dashboard/5/filtersets': { status: 200, body: { count: 1, ids: [4], result: [SET] } } });
    await fetchFilterSets();
    expect(filterSetsStore.sets.map((s) => s.name)).toEqual(['East only']);
    expect(applyFilterSet(4)).toBe(true);
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['East'] }] });
  });

  it('X15.05 X15.06 X15.07 save POSTs the selected values owned by the dashboard; rename PUTs; delete DELETEs', async () => {
    use({
      'POST /api/v1/dashboard/5/filtersets': { status: 201, body: { id: 4, result: SET } },
      'GET /api/v1/dashboard/5/filtersets': { status: 200, body: { count: 1, ids: [4], result: [SET] } },
      'PUT /api/v1/dashboard/5/filtersets/4': { status: 200, body: { id: 4, result: SET } },
      'DELETE /api/v1/dashboard/5/filtersets/4': { status: 200, body: { message: 'OK' } },
    });
    selectFilterValue(REGION.id, ['East']);
    expect(await saveFilterSet('East only')).toBe(true);
    const post = client.requests[0]?.json as {
      name: string;
      owner_type: string;
      owner_id: number;
      json_metadata: string;
    };
    expect([post.name, post.owner_type, post.owner_id]).toEqual(['East only', 'Dashboard', 5]);
    const saved = JSON.parse(post.json_metadata) as {
      nativeFilters: object;
      dataMask: Record<string, { filterState: unknown }>;
    };
    expect(Object.keys(saved.nativeFilters)).toEqual([REGION.id]);
    expect(saved.dataMask[REGION.id]?.filterState).toEqual({ value: ['East'], label: 'East' });
    expect(await updateFilterSet(4, 'East')).toBe(true);
    expect(client.requests.find((r) => r.method === 'PUT')?.json).toEqual({ name: 'East' });
    expect(await deleteFilterSet(4)).toBe(true);
    expect(filterSetsStore.sets).toEqual([]);
  });

  it('X15.08 failures show no message and change nothing', async () => {
    use({});
    filterSetsStore.sets = [{ id: 4, name: 'East only', dataMask: {} }];
    await fetchFilterSets();
    expect(await saveFilterSet('x')).toBe(false);
    expect(await updateFilterSet(4, 'y')).toBe(false);
    expect(await deleteFilterSet(4)).toBe(false);
    expect(filterSetsStore.sets.map((s) => s.name)).toEqual(['East only']);
    expect(toastStore.toasts).toEqual([]);
  });

  it('with DASHBOARD_NATIVE_FILTERS_SET off nothing is asked', async () => {
    sessionStore.featureFlags = {};
    use({});
    await fetchFilterSets();
    expect(client.requests).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import { dashboardStore, loadDashboard } from '../../../src/state/dashboard';
import {
  filterMetadata,
  filtersStore,
  openDashboardFilters,
  resetFilters,
  saveCrossFiltersEnabled,
  saveFilterBarOrientation,
  setCrossFilter,
} from '../../../src/state/filters';
import { fakeClient, type Script } from '../app/fakeClient';
import { tabbedLayout } from '../../core/filters/fixtures';

let client: ReturnType<typeof fakeClient>;
const use = (script: Script): void => {
  client = fakeClient(script);
  setApiClient(client);
};
const sentMetadata = (): Record<string, unknown> =>
  JSON.parse((client.requests[0]?.json as { json_metadata: string }).json_metadata) as Record<string, unknown>;
const echo: Script['x'] = (req) => ({
  status: 200,
  body: { result: { json_metadata: (req.json as { json_metadata: string }).json_metadata }, last_modified_time: 99 },
});

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  resetFilters();
  loadDashboard(
    { id: 5, dashboard_title: 'Sales', json_metadata: JSON.stringify({ color_scheme: 'bnbColors' }) },
    tabbedLayout(),
  );
  openDashboardFilters();
});

describe('the bar settings saved in json_metadata', () => {
  it('D10.02 D2.16 X17.05 the orientation is PUT in json_metadata with the other keys kept, and the store takes the answer', async () => {
    use({ 'PUT /api/v1/dashboard/5': echo });
    await saveFilterBarOrientation('HORIZONTAL');
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/v1/dashboard/5']);
    expect(sentMetadata()).toEqual({ color_scheme: 'bnbColors', filter_bar_orientation: 'HORIZONTAL' });
    expect(filterMetadata().filterBarOrientation).toBe('HORIZONTAL');
    expect(dashboardStore.lastModifiedTime).toBe(99);
  });

  it('D11.03 cross_filters_enabled is PUT; turning it off removes the applied cross filters', async () => {
    use({ 'PUT /api/v1/dashboard/5': echo });
    setCrossFilter({
      chartId: 1,
      dataMask: { extraFormData: { filters: [{ col: 'a', op: 'IN', val: [1] }] }, filterState: { value: [1] } },
    });
    expect(filtersStore.applied['1']).toBeDefined();
    await saveCrossFiltersEnabled(false);
    expect(sentMetadata()).toEqual({ color_scheme: 'bnbColors', cross_filters_enabled: false });
    expect(filterMetadata().crossFiltersEnabled).toBe(false);
    expect(filtersStore.applied['1']).toBeUndefined();
  });

  it('X15.09 X18.01 D11.04 a failed save shows the server error as a toast, rethrows and changes nothing', async () => {
    use({ 'PUT /api/v1/dashboard/5': { status: 422, body: { message: 'json_metadata is invalid' } } });
    await expect(saveFilterBarOrientation('HORIZONTAL')).rejects.toThrow();
    await expect(saveCrossFiltersEnabled(false)).rejects.toThrow();
    expect(toastStore.toasts.map((t) => `${t.kind}:${t.text}`)).toEqual([
      'danger:Sorry, there was an error saving this dashboard: json_metadata is invalid',
      'danger:Sorry, there was an error saving this dashboard: json_metadata is invalid',
    ]);
    expect(filterMetadata().filterBarOrientation).toBe('VERTICAL');
    expect(filterMetadata().crossFiltersEnabled).toBe(true);
  });
});

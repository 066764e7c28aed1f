import { beforeEach, describe, expect, it } from 'vitest';
import { getNamespace } from '../../../src/core/color';
import { newDivider, type FilterConfigItem } from '../../../src/core/filters';
import type { DashboardLayout } from '../../../src/core/layout';
import { setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import {
  dashboardStore,
  discardChanges,
  loadDashboard,
  setEditMode,
  updateMetadata,
  type DashboardInfo,
} from '../../../src/state/dashboard';
import {
  dashboardColorNamespace,
  filterConfigSaveStore,
  saveFilterMetadata,
  saveNativeFilterConfiguration,
} from '../../../src/state/filters/config';
import { nativeFilter, tabbedLayout } from '../../core/filters/fixtures';
import { fakeClient } from '../app/fakeClient';

const INFO: DashboardInfo = {
  id: 5,
  dashboard_title: 'Sales',
  json_metadata: JSON.stringify({
    color_scheme: 'supersetColors',
    native_filter_configuration: [],
    refresh_frequency: 0,
  }),
};

let client: ReturnType<typeof fakeClient>;
const putBody = (): Record<string, unknown> =>
  JSON.parse((client.requests.find((r) => r.method === 'PUT')?.json as { json_metadata: string }).json_metadata);

/** The server's answer: the stored json_metadata is the one sent. */
const echo = {
  'PUT /api/v1/dashboard/5': (req: { json?: unknown }) => ({
    status: 200,
    body: {
      id: 5,
      result: { id: 5, json_metadata: (req.json as { json_metadata: string }).json_metadata },
      last_modified_time: 1795000100,
    },
  }),
};

const region = nativeFilter({
  id: 'NATIVE_FILTER-region',
  name: 'Region',
  targets: [{ datasetId: 3, column: { name: 'region' } }],
  scope: { rootPath: ['TAB-b'], excluded: [5] },
});

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  loadDashboard(INFO, tabbedLayout() as DashboardLayout, { canEdit: true, lastModifiedTime: 1 });
});

describe('saving the native filter configuration', () => {
  it('D10.09 X15.10 PUTs json_metadata with the configuration, other keys kept, and updates the store', async () => {
    client = fakeClient(echo);
    setApiClient(client);
    const items: FilterConfigItem[] = [region, { ...newDivider('NATIVE_FILTER_DIVIDER-d'), title: 'More' }];
    expect(await saveNativeFilterConfiguration(items)).toBe(true);
    const sent = putBody();
    expect(sent.color_scheme).toBe('supersetColors');
    expect(sent.refresh_frequency).toBe(0);
    expect(sent.native_filter_configuration).toEqual([
      { ...region, chartsInScope: [4], tabsInScope: ['TAB-b'] },
      { id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER', title: 'More', description: '' },
    ]);
    expect(dashboardStore.metadata.native_filter_configuration).toEqual(sent.native_filter_configuration);
    expect(dashboardStore.lastModifiedTime).toBe(1795000100);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
    expect(filterConfigSaveStore.saving).toBe(false);
  });

  it('D10.09 a successful save resets the dashboard’s colour maps', async () => {
    const namespace = getNamespace(dashboardColorNamespace(5));
    namespace.sharedLabelColors.set('East', '#123456');
    namespace.setColor('West', '#654321');
    setApiClient(fakeClient(echo));
    expect(await saveNativeFilterConfiguration([region])).toBe(true);
    expect(namespace.sharedLabelColors.size).toBe(0);
    expect(namespace.forcedItems).toEqual({});
  });

  it('D10.09 the save bases itself on the saved metadata: unsaved edits are neither sent nor lost, and Discard keeps the saved filters', async () => {
    client = fakeClient(echo);
    setApiClient(client);
    setEditMode(true);
    updateMetadata({ color_scheme: 'bnbColors' });
    expect(await saveNativeFilterConfiguration([region])).toBe(true);
    expect(putBody().color_scheme).toBe('supersetColors');
    expect(dashboardStore.metadata.color_scheme).toBe('bnbColors');
    discardChanges();
    expect((dashboardStore.metadata.native_filter_configuration as unknown[]).length).toBe(1);
    expect(dashboardStore.metadata.color_scheme).toBe('supersetColors');
  });

  it('X15.09 a failed save shows no message and changes nothing', async () => {
    setApiClient(fakeClient({ 'PUT /api/v1/dashboard/5': { status: 500, body: { message: 'Fatal error' } } }));
    const before = JSON.stringify(dashboardStore.metadata);
    expect(await saveNativeFilterConfiguration([region])).toBe(false);
    expect(toastStore.toasts).toEqual([]);
    expect(JSON.stringify(dashboardStore.metadata)).toBe(before);
    expect(dashboardStore.lastModifiedTime).toBe(1);
    expect(filterConfigSaveStore.saving).toBe(false);
  });

  it('X15.10 saveFilterMetadata writes only the keys given and throws on failure for callers that toast', async () => {
    client = fakeClient(echo);
    setApiClient(client);
    await saveFilterMetadata({ filterBarOrientation: 'HORIZONTAL' });
    expect(putBody()).toEqual({ ...JSON.parse(INFO.json_metadata as string), filter_bar_orientation: 'HORIZONTAL' });
    expect(dashboardStore.metadata.filter_bar_orientation).toBe('HORIZONTAL');
    setApiClient(fakeClient({ 'PUT /api/v1/dashboard/5': { status: 403, body: { message: 'Forbidden' } } }));
    await expect(saveFilterMetadata({ crossFiltersEnabled: false })).rejects.toThrow();
    expect(dashboardStore.metadata.cross_filters_enabled).toBeUndefined();
  });
});

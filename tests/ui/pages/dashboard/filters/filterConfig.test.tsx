// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NativeFilter } from '../../../../../src/core/filters';
import type { DashboardLayout } from '../../../../../src/core/layout';
import { setApiClient, setToastScheduler, toastStore, type ApiRequest } from '../../../../../src/state/app';
import { dashboardStore, loadDashboard, type DashboardInfo } from '../../../../../src/state/dashboard';
import { closeFilterConfig, filterConfigModal, openFilterConfig } from '../../../../../src/state/filters/configModal';
import { filterDatasets } from '../../../../../src/state/filters/configData';
import { FilterConfigHost } from '../../../../../src/ui/pages/dashboard/filters/config';
import { nativeFilter, tabbedLayout } from '../../../../core/filters/fixtures';
import { fakeClient, type Script } from '../../../../state/app/fakeClient';
import { seriousViolations } from '../../../axe';

const INFO: DashboardInfo = { id: 9, dashboard_title: 'Sales', json_metadata: '{"color_scheme":"supersetColors"}' };
const ORDERS = {
  id: 3,
  type: 'table',
  table_name: 'orders',
  columns: [
    { column_name: 'region', type: 'VARCHAR', type_generic: 1, filterable: true },
    { column_name: 'secret', type: 'VARCHAR', type_generic: 1, filterable: false },
    { column_name: 'qty', type: 'BIGINT', type_generic: 0, filterable: true },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

let client: ReturnType<typeof fakeClient>;
const script = (put: Script[string]): Script => ({
  'GET /api/v1/dataset/?': { status: 200, body: { result: [{ id: 3, table_name: 'orders', schema: 'main' }] } },
  'GET /api/v1/dataset/3/datasource': { status: 200, body: { result: ORDERS } },
  'POST /api/v1/chart/data': { status: 200, body: { result: [{ data: [{ region: 'East' }, { region: 'West' }] }] } },
  'PUT /api/v1/dashboard/9': put,
});
const echo: Script[string] = (req: ApiRequest) => ({
  status: 200,
  body: {
    id: 9,
    result: { json_metadata: (req.json as { json_metadata: string }).json_metadata },
    last_modified_time: 2,
  },
});
const saved = (): NativeFilter[] => {
  const put = client.requests.find((r) => r.method === 'PUT');
  return JSON.parse((put?.json as { json_metadata: string }).json_metadata).native_filter_configuration;
};

function open(canEdit: boolean, metadata: Record<string, unknown> = {}, put: Script[string] = echo): void {
  client = fakeClient(script(put));
  setApiClient(client);
  loadDashboard(
    { ...INFO, json_metadata: JSON.stringify({ color_scheme: 'supersetColors', ...metadata }) },
    tabbedLayout() as DashboardLayout,
    { canEdit },
  );
  render(<FilterConfigHost />);
  act(() => openFilterConfig());
}

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  for (const key of Object.keys(filterDatasets)) delete filterDatasets[Number(key)];
});
afterEach(() => {
  act(() => closeFilterConfig());
  cleanup();
});

describe('the filter configuration dialog', () => {
  it('D10.03 only an editor sees the dialog', () => {
    open(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('D10.07 Save with a nameless filter is refused with the message and focuses the name', async () => {
    const user = userEvent.setup();
    open(true);
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Filter name/ }));
    expect(client.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });

  it('D10.03 D10.09 adds a value filter on a filterable column with a default, and saves it', async () => {
    const user = userEvent.setup();
    open(true);
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    await user.type(within(dialog).getByRole('textbox', { name: /Filter name/ }), 'Region');
    await user.click(within(dialog).getByRole('combobox', { name: 'Dataset' }));
    await user.click(await screen.findByRole('option', { name: 'main.orders' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Column' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['region', 'qty']);
    await user.click(screen.getByRole('option', { name: 'region' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Default value' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(filterConfigModal.open).toBe(false));
    const [filter] = saved();
    expect(filter).toMatchObject({
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'region' } }],
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['West'] }] },
        filterState: { value: ['West'] },
      },
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2, 3, 4, 5],
    });
    expect(filter?.id).toMatch(/^NATIVE_FILTER-/);
    expect(dashboardStore.metadata.native_filter_configuration).toEqual(saved());
  });

  it('D10.03 the Scoping tab scopes a filter to the charts checked', async () => {
    const user = userEvent.setup();
    open(true, {
      native_filter_configuration: [
        nativeFilter({ id: 'NATIVE_FILTER-r', name: 'R', targets: [{ datasetId: 3, column: { name: 'region' } }] }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(dialog).getByRole('tab', { name: 'Scoping' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Apply to specific panels' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'All panels' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chart 4' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chart 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(filterConfigModal.open).toBe(false));
    expect(saved()[0]).toMatchObject({
      scope: { rootPath: ['TAB-a', 'TAB-b'], excluded: [5] },
      chartsInScope: [3, 4],
      tabsInScope: ['TAB-a', 'TAB-b'],
    });
  });

  it('X15.09 a failed save shows no message, keeps the edits and stays open', async () => {
    const user = userEvent.setup();
    open(
      true,
      {
        native_filter_configuration: [
          nativeFilter({ id: 'NATIVE_FILTER-r', name: 'R', targets: [{ datasetId: 3, column: { name: 'region' } }] }),
        ],
      },
      { status: 500, body: { message: 'Fatal' } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    const name = within(dialog).getByRole('textbox', { name: /Filter name/ });
    await user.type(name, 'egion');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(filterConfigModal.open).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /Filter name/ }) as HTMLInputElement).value).toBe('Region');
    expect(toastStore.toasts).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('D10.08 a removed filter can be restored; Cancel after a change asks first', async () => {
    const user = userEvent.setup();
    open(true, { native_filter_configuration: [nativeFilter({ id: 'NATIVE_FILTER-r', name: 'R' })] });
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove R' }));
    expect(within(dialog).getByText('You have removed this filter.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(within(dialog).getByRole('textbox', { name: /Filter name/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '+ Add divider' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(filterConfigModal.open).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }));
    expect(filterConfigModal.open).toBe(false);
    expect(client.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('D10.03 Alt+ArrowDown moves a filter down the list', async () => {
    const user = userEvent.setup();
    open(true, {
      native_filter_configuration: [
        nativeFilter({ id: 'NATIVE_FILTER-a', name: 'A' }),
        nativeFilter({ id: 'NATIVE_FILTER-b', name: 'B' }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add and edit filters' });
    within(dialog).getByRole('button', { name: 'A (filter)' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const names = within(dialog)
      .getAllByRole('button', { name: /\(filter\)$/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['B (filter)', 'A (filter)']);
  });
});

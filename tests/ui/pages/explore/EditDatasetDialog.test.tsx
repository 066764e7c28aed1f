// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, toastStore } from '../../../../src/state/app';
import {
  CONFIRM_SAVE_QUESTION,
  EditDatasetDialog,
  MANAGED_EXTERNALLY,
} from '../../../../src/ui/pages/explore/EditDatasetDialog';
import { fakeClient } from '../../../state/app/fakeClient';

afterEach(cleanup);
beforeEach(() => {
  toastStore.toasts = [];
});

const raw = {
  id: 3,
  table_name: 'orders',
  schema: 'main',
  sql: null,
  main_dttm_col: null,
  database: { id: 2, database_name: 'shop' },
  owners: [{ id: 1, label: 'Admin' }],
  columns: [{ id: 10, column_name: 'region', type: 'VARCHAR', is_dttm: false }],
  metrics: [{ id: 20, metric_name: 'count', expression: 'COUNT(*)' }],
  is_managed_externally: false,
};
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true';

async function opened(body: object, save: { status: number; body: unknown }) {
  const client = fakeClient({ 'GET /datasource/get/table/3/': { status: 200, body }, 'POST /datasource/save/': save });
  setApiClient(client);
  const onClose = vi.fn();
  render(<EditDatasetDialog datasetId={3} onClose={onClose} />);
  await screen.findByRole('dialog', { name: 'Edit Dataset orders' });
  // react-aria fills a tab list's collection after the list itself mounts; a loaded machine can read between the two
  await screen.findByRole('tab', { name: 'Settings' });
  return { client, onClose, user: userEvent.setup() };
}

describe('the edit dataset modal (X4.01–X4.07)', () => {
  it('X4.01 X4.02 X4.03 its title names the table; tabs for source, metrics, columns, calculated columns and settings; the footer', async () => {
    await opened(raw, { status: 200, body: raw });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Source',
      'Metrics',
      'Columns',
      'Calculated columns',
      'Settings',
    ]);
    for (const name of ['Use legacy datasource editor', 'Cancel', 'Save'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((document.querySelector('.dataset-editor') as HTMLElement).style.height).toContain('900px');
  });

  it("X4.02 X4.05 X4.06 X4.07 a calculated column and a metric are added, 'Confirm save' asks, the save posts them and 'The dataset has been saved'", async () => {
    const { client, onClose, user } = await opened(raw, { status: 200, body: raw });
    await user.click(screen.getByRole('tab', { name: 'Calculated columns' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(isDisabled(saveButton())).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Every column needs a name');
    await user.type(screen.getByRole('textbox', { name: 'Column (new) name' }), 'loud_region');
    await user.type(screen.getByRole('textbox', { name: 'Column loud_region SQL expression' }), 'UPPER(region)');
    await user.type(screen.getByRole('textbox', { name: 'Column loud_region warning markdown' }), 'Shouty');
    await user.click(screen.getByRole('tab', { name: 'Metrics' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: 'Metric (new) name' }), 'regions');
    await user.type(screen.getByRole('textbox', { name: 'Metric regions SQL expression' }), 'COUNT(DISTINCT region)');
    await user.type(screen.getByRole('textbox', { name: 'Metric regions certified by' }), 'Ops');
    expect(isDisabled(saveButton())).toBe(false);
    await user.click(saveButton());
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm save' });
    expect(confirm.textContent).toContain('affects all the charts using this dataset');
    expect(confirm.textContent).toContain(CONFIRM_SAVE_QUESTION);
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = client.requests.find((r) => r.method === 'POST');
    const data = JSON.parse((post?.json as { data: string }).data) as Record<string, unknown[]>;
    expect(data.columns?.[1]).toMatchObject({
      column_name: 'loud_region',
      expression: 'UPPER(region)',
      extra: '{"warning_markdown":"Shouty"}',
    });
    expect(data.metrics?.[1]).toMatchObject({
      metric_name: 'regions',
      extra: '{"certification":{"certified_by":"Ops","details":null}}',
    });
    expect(data.owners).toEqual([1]);
    expect(toastStore.toasts.map((t) => t.text)).toContain('The dataset has been saved');
  });

  it("X4.07 a refused save shows 'Error' with the server's reason, keeps the modal, and Save works again", async () => {
    const refusal = { message: { columns: ['Calculated column "c" refers to missing column(s): nowhere'] } };
    const { onClose, user } = await opened(raw, { status: 422, body: refusal });
    await user.click(saveButton());
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }),
    );
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain('refers to missing column(s): nowhere');
    expect(onClose).not.toHaveBeenCalled();
    expect(isDisabled(saveButton())).toBe(false);
  });

  it("X4.07 a failure without a message says 'An error has occurred'", async () => {
    const { user } = await opened(raw, { status: 500, body: null });
    await user.click(saveButton());
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }),
    );
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain('An error has occurred');
  });

  it('X4.04 Save is disabled on a dataset managed externally, saying why', async () => {
    const { user } = await opened({ ...raw, is_managed_externally: true }, { status: 200, body: raw });
    expect(isDisabled(saveButton())).toBe(true);
    await user.click(saveButton());
    expect(screen.queryByRole('alertdialog', { name: 'Confirm save' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Cancel' }).focus());
    await user.tab();
    expect(document.activeElement).toBe(saveButton());
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(MANAGED_EXTERNALLY);
  });

  it("X4.02 'Sync columns from source' reads the table's columns into the editor", async () => {
    const { client, user } = await opened(raw, { status: 200, body: raw });
    client.requests.length = 0;
    setApiClient({
      ...client,
      request: (req) =>
        req.path === '/api/v1/database/2/table/orders/main/'
          ? Promise.resolve({
              status: 200,
              ok: true,
              statusText: '',
              body: {
                columns: [
                  { name: 'region', type: 'TEXT' },
                  { name: 'ds', type: 'DATE' },
                ],
              },
            })
          : client.request(req),
    });
    await user.click(screen.getByRole('tab', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Sync columns from source' }));
    expect(await screen.findByRole('group', { name: 'Column ds' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Column region data type' }) as HTMLInputElement).value).toBe('TEXT');
  });
});

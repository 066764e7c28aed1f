// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerStore, setApiClient } from '../../../src/state/app';
import { AddDatasetDialog } from '../../../src/ui/lists/AddDatasetDialog';
import { fakeClient } from '../../state/app/fakeClient';

afterEach(cleanup);

const script = (existing: { id: number }[]) =>
  fakeClient({
    'GET /api/v1/database/?': { status: 200, body: { result: [{ id: 2, database_name: 'shop' }], count: 1 } },
    'GET /api/v1/database/2/schemas/': { status: 200, body: { result: ['main'] } },
    'GET /api/v1/database/2/tables/': { status: 200, body: { result: [{ value: 'orders', type: 'table' }], count: 1 } },
    'GET /api/v1/database/2/table/orders/main/': {
      status: 200,
      body: {
        columns: [
          { name: 'id', type: 'INTEGER' },
          { name: 'region', type: 'VARCHAR' },
        ],
      },
    },
    'GET /api/v1/dataset/': { status: 200, body: { result: existing, count: existing.length } },
    'POST /api/v1/dataset/': { status: 201, body: { id: 42 } },
  });

async function chooseTable(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'New dataset' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Database' }));
  await user.click(await screen.findByRole('option', { name: 'shop' }, { timeout: 3000 }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Schema' }));
  await user.click(await screen.findByRole('option', { name: 'main' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Table' }));
  await user.click(await screen.findByRole('option', { name: 'orders' }));
  return dialog;
}

describe("'+ Dataset' (issue 16)", () => {
  it('a table chosen by database, schema and table shows its columns; Create dataset makes it and offers a chart', async () => {
    const client = script([]);
    setApiClient(client);
    const onClose = vi.fn();
    render(<AddDatasetDialog open onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await chooseTable(user);
    const preview = await within(dialog).findByRole('table', { name: 'Table columns' });
    expect(
      within(preview)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ColumnType', 'idINTEGER', 'regionVARCHAR']);
    await user.click(within(dialog).getByRole('button', { name: 'Create dataset' }));
    await within(dialog).findByRole('button', { name: 'Create chart' });
    const post = client.requests.find((r) => r.method === 'POST');
    expect(post?.json).toEqual({ database: 2, schema: 'main', table_name: 'orders' });
    await user.click(within(dialog).getByRole('button', { name: 'Create chart' }));
    expect(onClose).toHaveBeenCalled();
    expect(`${routerStore.path}${routerStore.search}`).toBe('/explore/?datasource_type=table&datasource_id=42');
  });

  it('a table that already has a dataset offers that one instead of a duplicate', async () => {
    const client = script([{ id: 9 }]);
    setApiClient(client);
    render(<AddDatasetDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await chooseTable(user);
    expect((await within(dialog).findByRole('status')).textContent).toContain('already exists');
    expect(within(dialog).queryByRole('button', { name: 'Create dataset' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Use the existing dataset' }));
    expect(client.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(`${routerStore.path}${routerStore.search}`).toBe('/explore/?datasource_type=table&datasource_id=9');
    const lookup = decodeURIComponent(client.requests.find((r) => r.path.startsWith('/api/v1/dataset/'))?.path ?? '');
    expect(lookup).toContain(
      '(col:database,opr:rel_o_m,value:2),(col:schema,opr:eq,value:main),(col:table_name,opr:eq,value:orders)',
    );
  });
});

// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExploreDataset } from '../../../../src/core/explore';
import { createChartRegistry } from '../../../../src/charts';
import { sessionStore, setApiClient, toastStore } from '../../../../src/state/app';
import { DatasourceControl } from '../../../../src/ui/pages/explore/DatasourceControl';
import { swapAndTell } from '../../../../src/ui/pages/explore/controlPanels';
import { SWAP_SEARCH_FOCUS_MS, SWAP_SIZES } from '../../../../src/ui/pages/explore/SwapDatasetDialog';
import { fakeClient } from '../../../state/app/fakeClient';

afterEach(cleanup);

const dataset: ExploreDataset & { health_check_message?: string | null } = {
  id: 3,
  type: 'table',
  name: 'main.birth_names',
  table_name: 'birth_names',
  columns: [{ column_name: 'name' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  owners: [{ id: 7, first_name: 'Olive', last_name: 'Owner' }],
};
const as = (id: number, roles: Record<string, [string, string][]>) => {
  sessionStore.user = { id, username: `u${id}`, first_name: 'U', last_name: String(id) };
  sessionStore.roles = roles;
};
const openMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Dataset actions' }));

beforeEach(() => as(7, { Alpha: [['can_write', 'Chart']] }));

describe('the datasource control (X2.01–X2.04)', () => {
  it("X2.01 shows the dataset's name, and a query dataset's SQL", () => {
    render(<DatasourceControl dataset={dataset} sliceId={null} />);
    expect(screen.getByRole('heading', { name: 'main.birth_names' })).toBeTruthy();
    cleanup();
    render(<DatasourceControl dataset={{ ...dataset, type: 'query', sql: 'SELECT 1 AS one' }} sliceId={null} />);
    expect(screen.getByRole('heading', { name: 'SELECT 1 AS one' })).toBeTruthy();
  });

  it("X2.02 the health check's icon, and the warning markdown rendered safe in its tooltip", async () => {
    const warned = {
      ...dataset,
      health_check_message: 'Table is gone',
      extra: JSON.stringify({ warning_markdown: '**Stale** <img src=x onerror="alert(1)">' }),
    };
    render(<DatasourceControl dataset={warned} sliceId={null} />);
    expect(screen.getByRole('img', { name: 'Health check: Table is gone' })).toBeTruthy();
    const icon = screen.getByRole('img', { name: /^Warning: \*\*Stale\*\*/ });
    act(() => icon.focus());
    const tip = await screen.findByRole('tooltip');
    expect(tip.innerHTML).toContain('<strong>Stale</strong>');
    expect(tip.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('X2.03 an owner may edit; anyone else sees Edit dataset disabled, saying why', async () => {
    const user = userEvent.setup();
    render(<DatasourceControl dataset={dataset} sliceId={null} />);
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Edit dataset' }).getAttribute('aria-disabled')).not.toBe('true');
    await user.keyboard('{Escape}');
    cleanup();
    as(9, { Gamma: [['can_read', 'Chart']] });
    render(<DatasourceControl dataset={dataset} sliceId={null} />);
    await openMenu(user);
    const edit = screen.getByRole('menuitem', { name: /^Edit dataset/ });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.textContent).toContain(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    );
    expect(screen.queryByRole('menuitem', { name: 'View in SQL Lab' })).toBeNull();
  });

  it('X2.03 X4.08 an admin who owns nothing may edit, and sees View in SQL Lab (X2.05)', async () => {
    as(1, { Admin: [] });
    const user = userEvent.setup();
    render(<DatasourceControl dataset={dataset} sliceId={null} onSwap={() => undefined} />);
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Edit dataset' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('menuitem', { name: 'View in SQL Lab' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Swap dataset' })).toBeTruthy();
  });
});

describe("a query dataset's menu (X2.06–X2.08)", () => {
  const query: ExploreDataset = {
    ...dataset,
    id: 12,
    type: 'query',
    sql: 'SELECT name FROM birth_names',
    schema: 'main',
    database: { id: 1, database_name: 'examples' },
  };

  it('X2.06 X2.07 X2.08 Query preview, View in SQL Lab and Save as dataset for a SQL Lab user; no Edit or Swap', async () => {
    as(5, { sql_lab: [] });
    const user = userEvent.setup();
    render(<DatasourceControl dataset={query} sliceId={null} onSwap={() => undefined} />);
    await openMenu(user);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Query preview',
      'View in SQL Lab',
      'Save as dataset',
    ]);
  });

  it("X2.06 Query preview shows the query with 'Save as Dataset', 'Open in SQL Lab' and 'Close'", async () => {
    as(5, { sql_lab: [] });
    const user = userEvent.setup();
    render(<DatasourceControl dataset={query} sliceId={null} />);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Query preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query preview' });
    expect(dialog.textContent).toContain('SELECT name FROM birth_names');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save as Dataset', 'Open in SQL Lab', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Save as Dataset' }));
    const save = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    expect(save.textContent).toContain('Save this query as a virtual dataset to continue exploring');
  });

  it('X2.08 X6.06 X19.09 Save as dataset saves the query as a new virtual dataset and explores it', async () => {
    as(5, { sql_lab: [] });
    const client = fakeClient({ 'POST /api/v1/dataset/': { status: 201, body: { id: 41 } } });
    setApiClient(client);
    const user = userEvent.setup();
    render(<DatasourceControl dataset={query} sliceId={null} />);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Save as dataset' }));
    const save = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    expect(save.querySelector('[data-dataset-id]')?.getAttribute('data-dataset-id')).toBe('0');
    const name = within(save).getByRole('textbox', { name: 'Dataset name' });
    await user.clear(name);
    await user.type(name, 'births by name');
    await user.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.requests.map((r) => r.path)).toContain('/api/v1/dataset/'));
    expect(client.requests[0]?.json).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'births by name',
      sql: 'SELECT name FROM birth_names',
    });
  });
});

describe('the swap dataset dialog (X3.01–X3.07)', () => {
  const page = (search: string) => ({
    count: 21,
    result: [
      {
        id: 8,
        table_name: `cars${search}`,
        kind: 'virtual',
        schema: 'main',
        database: { database_name: 'shop' },
        owners: [1, 2, 3, 4, 5].map((id) => ({ id, first_name: `F${id}`, last_name: 'L' })),
      },
    ],
  });

  it('X2.04 X3.01 X3.02 X3.03 X3.04 X3.05 the table searches, pages and sorts on the server; a row asks to confirm; Proceed swaps', async () => {
    const client = fakeClient({
      'GET /api/v1/dataset/': (req) => ({ status: 200, body: page(req.path.includes('value:c') ? '_c' : '') }),
    });
    setApiClient(client);
    const onSwap = vi.fn<(id: number) => void>();
    const user = userEvent.setup();
    render(<DatasourceControl dataset={dataset} sliceId={null} onSwap={onSwap} />);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Swap dataset' }));
    const dialog = screen.getByRole('dialog', { name: 'Swap dataset' });
    expect(dialog.textContent).toContain(
      'Warning! Changing the dataset may break the chart if the chart relies on columns or metadata',
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Search / Filter' });
    expect(search.getAttribute('placeholder')).toBe('Search / Filter');
    await waitFor(() => expect(document.activeElement).toBe(search), { timeout: SWAP_SEARCH_FOCUS_MS + 500 });
    const table = await within(dialog).findByRole('table', { name: 'Datasets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/, '').trim()),
    ).toEqual(['Name', 'Type', 'Schema', 'Connection', 'Owners']);
    await within(table).findByRole('button', { name: 'cars' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('virtual');
    expect(row?.textContent).toContain('shop');
    expect(row?.textContent).toContain('+1');
    expect((dialog.querySelector('.swap-dataset') as HTMLElement).style.height).toBe(`${SWAP_SIZES.height}px`);
    await user.click(within(table).getByRole('button', { name: /Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.type(search, 'c');
    await within(table).findByRole('button', { name: 'cars_c' });
    const paths = client.requests.map((r) => decodeURIComponent(r.path));
    expect(paths[0]).toContain('order_column:table_name,order_direction:asc,page:0,page_size:20');
    expect(paths.some((p) => p.includes('order_direction:desc,page:1'))).toBe(true);
    expect(paths.at(-1)).toContain('filters:!((col:table_name,opr:ct,value:c))');
    expect(paths.at(-1)).toContain('page:0');
    await user.click(within(table).getByRole('button', { name: 'cars_c' }));
    const confirm = screen.getByRole('dialog', { name: 'Swap dataset' });
    expect(confirm.textContent).toContain(
      'Warning! Changing the dataset may break the chart if the metadata does not exist.',
    );
    expect(confirm.closest('.modal')?.getAttribute('style')).toContain(`max-width: ${SWAP_SIZES.confirmWidth}px`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'cars_c' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(onSwap).toHaveBeenCalledWith(8);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("X3.06 X3.07 a swap says 'Successfully changed dataset!', a refused one the server's reason in a danger toast", async () => {
    setApiClient(
      fakeClient({
        'GET /datasource/get/table/9/': { status: 403, body: { message: 'Access to this dataset is denied' } },
      }),
    );
    toastStore.toasts = [];
    await swapAndTell(createChartRegistry(), 9);
    expect(toastStore.toasts.map((t) => [t.kind, t.text])).toEqual([['danger', 'Access to this dataset is denied']]);
    setApiClient(
      fakeClient({ 'GET /datasource/get/table/8/': { status: 200, body: { ...dataset, id: 8, name: 'main.cars' } } }),
    );
    toastStore.toasts = [];
    await swapAndTell(createChartRegistry(), 8);
    expect(toastStore.toasts.map((t) => [t.kind, t.text])).toEqual([['success', 'Successfully changed dataset!']]);
  });
});

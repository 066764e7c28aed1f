// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listStore, navigate, resetList, routerStore, setApiClient } from '../../../src/state/app';
import { AddChartPage, CHOOSE_BOTH, MAY_NOT_CREATE } from '../../../src/ui/lists/AddChartPage';
import { ListPage } from '../../../src/ui/lists/ListPage';
import { fakeClient } from '../../state/app/fakeClient';

afterEach(cleanup);

const datasets = () =>
  fakeClient({
    'GET /api/v1/dataset/?q=': {
      status: 200,
      body: {
        count: 2,
        result: [
          { id: 9, table_name: 'orders', schema: 'main', database: { database_name: 'examples' } },
          { id: 4, table_name: 'birth_names', schema: 'main', database: { database_name: 'examples' } },
        ],
      },
    },
  });

/** A chart type's tile in the gallery, by its name. */
const tile = (name: string) =>
  within(screen.getByRole('listbox', { name: 'Chart types' })).getByRole('option', { name: new RegExp(`^${name}`) });

const page = () => render(<AddChartPage params={{}} search={new URLSearchParams()} />);

describe("'+ Chart' (issue 16): choose a dataset and a chart type, then explore", () => {
  it("'Create new chart' waits for both choices, then opens explore on that dataset with that type", async () => {
    const client = datasets();
    setApiClient(client);
    navigate('/chart/add');
    page();
    const user = userEvent.setup();
    const create = screen.getByRole('button', { name: 'Create new chart' });
    expect(create.getAttribute('disabled')).not.toBeNull();
    expect(screen.getByText(CHOOSE_BOTH)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Choose a dataset' }));
    await user.click(await screen.findByRole('option', { name: 'orders' }, { timeout: 3000 }));
    expect(create.getAttribute('disabled')).not.toBeNull();
    await user.click(tile('Pie Chart'));
    await waitFor(() => expect(create.getAttribute('disabled')).toBeNull());
    expect(screen.queryByText(CHOOSE_BOTH)).toBeNull();
    await user.click(create);
    expect(`${routerStore.path}${routerStore.search}`).toBe('/explore/?viz_type=pie&datasource=9__table');
    const lookup = decodeURIComponent(client.requests.find((r) => r.path.startsWith('/api/v1/dataset/'))?.path ?? '');
    expect(lookup).toContain('order_column:table_name');
  });

  it('a double-click on a chart type, with a dataset chosen, opens explore at once', async () => {
    setApiClient(datasets());
    navigate('/chart/add');
    page();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Choose a dataset' }));
    await user.click(await screen.findByRole('option', { name: 'birth_names' }, { timeout: 3000 }));
    await user.dblClick(tile('Table'));
    expect(`${routerStore.path}${routerStore.search}`).toBe('/explore/?viz_type=table&datasource=4__table');
  });
});

describe('/chart/add for a user who may not write charts', () => {
  it('says so and keeps Create new chart disabled', async () => {
    resetList('chart');
    setApiClient(
      fakeClient({
        'GET /api/v1/chart/_info': { status: 200, body: { permissions: ['can_read'] } },
        'GET /api/v1/dataset/?q=': { status: 200, body: { count: 0, result: [] } },
      }),
    );
    page();
    expect((await screen.findByRole('alert')).textContent).toBe(MAY_NOT_CREATE);
    expect(screen.getByRole('button', { name: 'Create new chart' }).getAttribute('disabled')).not.toBeNull();
  });
});

const chartLists = (permissions: string[]) =>
  fakeClient({
    'GET /api/v1/chart/_info': { status: 200, body: { permissions } },
    'GET /api/v1/chart/?q=': { status: 200, body: { count: 0, ids: [], result: [] } },
  });

describe("'+ Chart' on the chart list", () => {
  it('opens /chart/add for a user who may write charts', async () => {
    resetList('chart');
    navigate('/chart/list/');
    setApiClient(chartLists(['can_read', 'can_write']));
    render(<ListPage resource="chart" />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Chart' }));
    expect(routerStore.path).toBe('/chart/add');
  });

  it('is not offered to a user who may not write charts', async () => {
    resetList('chart');
    setApiClient(chartLists(['can_read']));
    render(<ListPage resource="chart" />);
    await waitFor(() => expect(listStore('chart').permissions).toEqual(['can_read']));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Chart' })).toBeNull();
  });
});

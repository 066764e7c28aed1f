import { beforeEach, describe, expect, it } from 'vitest';
import { risonDecode } from '../../../src/core/api';
import {
  currentQuery,
  deleteItems,
  exportItems,
  fetchList,
  fetchListInfo,
  listStore,
  resetList,
  setApiClient,
  setFileSaver,
  setListFilter,
  setListPage,
  setListSort,
  setToastScheduler,
  toastStore,
  toggleFavorite,
  toggleSelectAll,
  toggleSelected,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

function q(path: string): unknown {
  return risonDecode(decodeURIComponent(path.split('?q=')[1] ?? ''));
}

const charts = [
  { id: 1, slice_name: 'Revenue' },
  { id: 2, slice_name: 'Orders' },
];

beforeEach(() => {
  toastStore.toasts.splice(0);
  setToastScheduler(() => () => undefined);
  for (const r of ['chart', 'dashboard', 'database', 'dataset'] as const) resetList(r);
});

describe('list fetching (spec 002 §4 generic lists)', () => {
  it('fetches the first page sorted by changed_on_delta_humanized desc with page size 25', async () => {
    const client = fakeClient({
      'GET /api/v1/chart/?q=': { status: 200, body: { count: 2, result: charts } },
      'GET /api/v1/chart/favorite_status/': {
        status: 200,
        body: {
          result: [
            { id: 1, value: true },
            { id: 2, value: false },
          ],
        },
      },
    });
    setApiClient(client);
    await fetchList('chart');
    const list = client.requests[0];
    expect(list?.path.startsWith('/api/v1/chart/?q=')).toBe(true);
    expect(q(list?.path ?? '')).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(listStore('chart').items).toEqual(charts);
    expect(listStore('chart').count).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(client.requests[1]?.path).toBe('/api/v1/chart/favorite_status/?q=!(1,2)');
    expect(listStore('chart').favorites).toEqual({ 1: true, 2: false });
  });

  it('sends search, sort and page to the server', async () => {
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 200, body: { count: 0, result: [] } } });
    setApiClient(client);
    await setListFilter('chart', 'search', 'rev');
    await setListSort('chart', 'slice_name', 'asc');
    await setListPage('chart', 2);
    const last = client.requests.at(-1);
    expect(q(last?.path ?? '')).toEqual({
      order_column: 'slice_name',
      order_direction: 'asc',
      page: 2,
      page_size: 25,
      filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'rev' }],
    });
  });

  it('uses title_or_slug for the dashboard search', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/dashboard/': { status: 200, body: { count: 0, result: [] } } }));
    listStore('dashboard').filters.search = 'sales';
    expect(currentQuery('dashboard').filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
    ]);
  });

  it("says 'An error occurred while fetching %ss: %s' when the list fails", async () => {
    setApiClient(fakeClient({ 'GET /api/v1/chart/': { status: 500, body: { message: 'boom' } } }));
    await fetchList('chart');
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['An error occurred while fetching charts: boom']);
  });

  it("reads permissions from _info and says 'An error occurred while fetching %s info: %s' on failure", async () => {
    setApiClient(
      fakeClient({ 'GET /api/v1/chart/_info': { status: 200, body: { permissions: ['can_read', 'can_write'] } } }),
    );
    await fetchListInfo('chart');
    expect(listStore('chart').permissions).toEqual(['can_read', 'can_write']);
    setApiClient(fakeClient({ 'GET /api/v1/dataset/_info': { status: 403, body: { message: 'Forbidden' } } }));
    await fetchListInfo('dataset');
    expect(toastStore.toasts.at(-1)?.text).toBe('An error occurred while fetching dataset info: Forbidden');
  });

  it('drops an answer overtaken by a newer request', async () => {
    let release: (() => void) | undefined;
    const client = fakeClient({
      'GET /api/v1/database/': (req) =>
        req.path.includes('old')
          ? { status: 200, body: { count: 1, result: [{ id: 9, database_name: 'old' }] } }
          : { status: 200, body: { count: 1, result: [{ id: 1, database_name: 'new' }] } },
    });
    setApiClient({
      ...client,
      async request(req) {
        if (req.path.includes('old')) await new Promise<void>((r) => (release = r));
        return client.request(req);
      },
    });
    const slow = setListFilter('database', 'search', 'old');
    await setListFilter('database', 'search', 'new');
    release?.();
    await slow;
    expect(listStore('database').items).toEqual([{ id: 1, database_name: 'new' }]);
  });
});

describe('favourites', () => {
  it('stars with POST and unstars with DELETE on /api/v1/{resource}/{id}/favorites/', async () => {
    const client = fakeClient({ 'POST /api/v1/chart/': { status: 200 }, 'DELETE /api/v1/chart/': { status: 200 } });
    setApiClient(client);
    await toggleFavorite('chart', 5);
    expect(listStore('chart').favorites[5]).toBe(true);
    await toggleFavorite('chart', 5);
    expect(listStore('chart').favorites[5]).toBe(false);
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/chart/5/favorites/',
      'DELETE /api/v1/chart/5/favorites/',
    ]);
  });

  it("reverts the star and says 'There was an error saving the favorite status: %s'", async () => {
    setApiClient(fakeClient({ 'POST /api/v1/dashboard/': { status: 404, body: { message: 'Not found' } } }));
    await toggleFavorite('dashboard', 3);
    expect(listStore('dashboard').favorites[3]).toBe(false);
    expect(toastStore.toasts.at(-1)?.text).toBe('There was an error saving the favorite status: Not found');
  });

  it("says 'There was an error fetching the favorite status: %s'", async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/chart/?q=': { status: 200, body: { count: 1, result: [{ id: 1, slice_name: 'A' }] } },
        'GET /api/v1/chart/favorite_status/': { status: 500, body: { message: 'down' } },
      }),
    );
    await fetchList('chart');
    await new Promise((r) => setTimeout(r, 0));
    expect(toastStore.toasts.at(-1)?.text).toBe('There was an error fetching the favorite status: down');
  });
});

describe('selection and deletion', () => {
  it('selects rows one by one and all at once', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/chart/': { status: 200, body: { count: 2, result: charts } } }));
    await fetchList('chart');
    toggleSelected('chart', 2);
    expect(listStore('chart').selected).toEqual([2]);
    toggleSelectAll('chart');
    expect(listStore('chart').selected).toEqual([1, 2]);
    toggleSelectAll('chart');
    expect(listStore('chart').selected).toEqual([]);
  });

  it("bulk deletes with DELETE /api/v1/chart/?q=!(ids) and says 'Deleted: %s'", async () => {
    const client = fakeClient({
      'DELETE /api/v1/chart/': { status: 200, body: { message: 'Deleted 2 charts' } },
      'GET /api/v1/chart/': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    expect(await deleteItems('chart', charts)).toBe(true);
    expect(client.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/chart/?q=!(1,2)' });
    expect(toastStore.toasts.at(-1)?.text).toBe('Deleted: Revenue, Orders');
    expect(client.requests.at(-1)?.method).toBe('GET');
  });

  it('deletes one item with DELETE /api/v1/{resource}/{id}', async () => {
    const client = fakeClient({
      'DELETE /api/v1/database/4': { status: 200, body: { message: 'OK' } },
      'GET /api/v1/database/': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    await deleteItems('database', [{ id: 4, database_name: 'warehouse' }]);
    expect(client.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/database/4' });
    expect(toastStore.toasts.at(-1)?.text).toBe('Deleted: warehouse');
  });

  it("says 'There was an issue deleting %s: %s' with the server's reason", async () => {
    setApiClient(
      fakeClient({ 'DELETE /api/v1/dataset/': { status: 422, body: { message: 'There are associated charts' } } }),
    );
    expect(await deleteItems('dataset', [{ id: 7, table_name: 'orders' }])).toBe(false);
    expect(toastStore.toasts.at(-1)?.text).toBe('There was an issue deleting orders: There are associated charts');
  });
});

describe('export', () => {
  it('downloads GET /api/v1/{resource}/export/?q=!(ids) as a zip', async () => {
    const saved: string[] = [];
    setFileSaver((_blob, name) => saved.push(name));
    const client = fakeClient({ 'GET /api/v1/dashboard/export/': { status: 200 } });
    setApiClient(client);
    await exportItems('dashboard', [3, 4]);
    expect(client.requests[0]).toMatchObject({ path: '/api/v1/dashboard/export/?q=!(3,4)', responseType: 'blob' });
    expect(saved).toEqual(['dashboard_export.zip']);
  });
});

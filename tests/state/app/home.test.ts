import { describe, expect, it } from 'vitest';
import { risonDecode } from '../../../src/core/api';
import { homeStore, listStore, loadHome, setApiClient, toggleHomeFavorite } from '../../../src/state/app';
import { fakeClient } from './fakeClient';

describe('home page', () => {
  it('loads recent and favourite dashboards and charts, five each, by changed_on_delta_humanized desc', async () => {
    const client = fakeClient({
      'GET /api/v1/dashboard/?q=': { status: 200, body: { count: 1, result: [{ id: 1, dashboard_title: 'Sales' }] } },
      'GET /api/v1/chart/?q=': { status: 200, body: { count: 1, result: [{ id: 8, slice_name: 'Revenue' }] } },
      'GET /api/v1/dashboard/favorite_status/': { status: 200, body: { result: [{ id: 1, value: true }] } },
      'GET /api/v1/chart/favorite_status/': { status: 200, body: { result: [{ id: 8, value: false }] } },
    });
    setApiClient(client);
    await loadHome();
    const lists = client.requests
      .filter((r) => r.path.includes('/?q='))
      .map((r) => ({
        path: r.path.split('?')[0],
        q: risonDecode(decodeURIComponent(r.path.split('?q=')[1] ?? '')),
      }));
    expect(lists).toContainEqual({
      path: '/api/v1/dashboard/',
      q: { order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 5 },
    });
    expect(lists).toContainEqual({
      path: '/api/v1/chart/',
      q: {
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 5,
        filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }],
      },
    });
    expect(homeStore.recentDashboards.items).toEqual([{ id: 1, dashboard_title: 'Sales' }]);
    expect(listStore('dashboard').favorites[1]).toBe(true);
  });
});

describe('starring from the home page', () => {
  it('refreshes the favourites panel after the star changes', async () => {
    let starred = false;
    const client = fakeClient({
      'POST /api/v1/chart/8/favorites/': () => {
        starred = true;
        return { status: 200 };
      },
      'GET /api/v1/chart/?q=': () => ({
        status: 200,
        body: { count: 1, result: starred ? [{ id: 8, slice_name: 'Revenue' }] : [] },
      }),
    });
    setApiClient(client);
    homeStore.favoriteCharts.items = [];
    await toggleHomeFavorite('chart', 8);
    expect(client.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(homeStore.favoriteCharts.items).toEqual([{ id: 8, slice_name: 'Revenue' }]);
  });
});

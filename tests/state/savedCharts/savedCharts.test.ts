import { beforeEach, describe, expect, it } from 'vitest';
import { risonDecode } from '../../../src/core/api';
import { toastStore } from '../../../src/state/app';
import {
  FETCH_ALL_FAILED,
  FETCH_FAILED_TOAST,
  fetchAllSavedCharts,
  fetchSavedCharts,
  resetSavedCharts,
  savedChartsPath,
  savedChartsStore,
} from '../../../src/state/savedCharts';
import { fakeClient } from '../app/fakeClient';

const q = (path: string): Record<string, unknown> =>
  risonDecode(decodeURIComponent(path.slice(path.indexOf('?q=') + 3))) as Record<string, unknown>;

beforeEach(() => {
  resetSavedCharts();
  toastStore.toasts.splice(0);
});

describe('the saved-chart list request', () => {
  it('D5.04 D16.03 searches slice_name with chart_all_text, 200 a page, the columns the builder reads', () => {
    const path = savedChartsPath('sales', 'changed_on');
    expect(path.startsWith('/api/v1/chart/?q=(')).toBe(true);
    const query = q(path);
    expect(query.filters).toEqual([{ col: 'slice_name', opr: 'chart_all_text', value: 'sales' }]);
    expect(query.page_size).toBe(200);
    expect(query.columns).toEqual(
      expect.arrayContaining(['id', 'slice_name', 'viz_type', 'changed_on_delta_humanized']),
    );
  });

  it('D5.05 Recent orders by changed_on_delta_humanized descending; other columns ascending', () => {
    expect(q(savedChartsPath('', 'changed_on'))).toMatchObject({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
    expect(q(savedChartsPath('', 'viz_type'))).toMatchObject({ order_column: 'viz_type', order_direction: 'asc' });
    expect(q(savedChartsPath('', 'slice_name'))).toMatchObject({ order_column: 'slice_name', order_direction: 'asc' });
  });
});

describe('the saved-chart list states', () => {
  it('D5.06 loading, then loaded with lastUpdated; fetched once, the list reused after', async () => {
    const client = fakeClient({
      'GET /api/v1/chart/': { status: 200, body: { result: [{ id: 1, slice_name: 'A', viz_type: 'table' }] } },
    });
    const first = fetchAllSavedCharts(client);
    expect(savedChartsStore.status).toBe('loading');
    await first;
    expect(savedChartsStore.status).toBe('loaded');
    expect(savedChartsStore.lastUpdated).toBeGreaterThan(0);
    expect(savedChartsStore.charts.map((c) => c.slice_name)).toEqual(['A']);
    await fetchAllSavedCharts(client);
    expect(client.requests).toHaveLength(1);
    await fetchSavedCharts('x', 'slice_name', client);
    expect(client.requests).toHaveLength(2);
  });

  it('D5.06 D5.07 a failure keeps the error and toasts the spec text with the reason', async () => {
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 500, body: { message: 'database is down' } } });
    await fetchAllSavedCharts(client);
    expect(savedChartsStore.status).toBe('failed');
    expect(savedChartsStore.error).toBe('database is down');
    expect(toastStore.toasts.map((t) => t.text)).toEqual([`${FETCH_FAILED_TOAST}database is down`]);
  });

  it("D5.07 without the server's reason the error kept is 'Could not fetch all saved charts'", async () => {
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 502, body: '<html>bad gateway</html>' } });
    await fetchAllSavedCharts(client);
    expect(savedChartsStore.error).toBe(FETCH_ALL_FAILED);
    expect(toastStore.toasts[0]?.text).toBe(
      'Sorry there was an error fetching saved charts: Could not fetch all saved charts',
    );
  });
});

// Auto-refresh in the browser (issue 17, D9.02–D9.04): on a dashboard of four saved charts, 'Set auto-refresh
// interval' to 10 seconds; ten seconds later each chart asks for its data again (force), staggered across the
// stagger time (5 s by default) rather than all at once, and again on the next tick. Read from the page's requests
// and their times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dashboardWithLayout, gotoApp, layoutComponent as c, openSession, type AppSession } from './support';

const CHARTS = 4;
const PERIOD_MS = 10_000;
const STAGGER_MS = 5_000;

/** A forced chart-data request and when the page sent it (ms after the interval was saved). */
interface Sent {
  at: number;
}

describe('dashboard auto-refresh in the browser', () => {
  let s: AppSession;
  let id = 0;

  beforeAll(async () => {
    const listed = (await api('GET', '/api/v1/chart/?q=(page_size:100,order_column:id,order_direction:asc)')).body as {
      result: { id: number; viz_type: string }[];
    };
    const charts = listed.result.filter((x) => ['table', 'big_number_total', 'pie'].includes(x.viz_type));
    expect(charts.length).toBeGreaterThanOrEqual(CHARTS);
    const ids = charts.slice(0, CHARTS).map((x) => x.id);
    id = await dashboardWithLayout(`Auto-refresh ${Date.now()}`, {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: c('GRID_ID', 'GRID', ['ROW-a']),
      'ROW-a': c(
        'ROW-a',
        'ROW',
        ids.map((chartId) => `CHART-${chartId}`),
      ),
      ...Object.fromEntries(
        ids.map((chartId) => [
          `CHART-${chartId}`,
          c(`CHART-${chartId}`, 'CHART', [], { chartId, width: 3, height: 30 }),
        ]),
      ),
    });
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
    if (id) await api('DELETE', `/api/v1/dashboard/${id}`);
  });

  it('D9.02 D9.03 every 10 seconds the charts refresh with force, staggered across the interval, tick after tick', async () => {
    const { page } = s;
    let savedAt = Number.POSITIVE_INFINITY;
    const forced: Sent[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/chart/data') && /"force":\s*true/.test(r.postData() ?? '')) {
        forced.push({ at: Date.now() - savedAt });
      }
    });
    await gotoApp(page, `/superset/dashboard/${id}/`);
    await page.getByTestId('dashboard-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(forced).toEqual([]);

    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Set auto-refresh interval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refresh interval' });
    await dialog.getByRole('combobox', { name: 'Refresh frequency' }).click();
    await page.getByRole('option', { name: '10 seconds', exact: true }).click();
    savedAt = Date.now();
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Both ticks, with a few seconds to spare for a loaded machine.
    await expect
      .poll(() => forced.filter((r) => r.at >= 2 * PERIOD_MS).length, { timeout: 2 * PERIOD_MS + STAGGER_MS + 8_000 })
      .toBeGreaterThanOrEqual(CHARTS);
    const first = forced.filter((r) => r.at < 2 * PERIOD_MS).map((r) => r.at);
    const second = forced.filter((r) => r.at >= 2 * PERIOD_MS).map((r) => r.at);
    // Nothing before the first tick; then one request per chart.
    expect(Math.min(...first)).toBeGreaterThanOrEqual(PERIOD_MS - 500);
    expect(first).toHaveLength(CHARTS);
    // Staggered: spread across the stagger time (0, 1.7, 3.3 and 5 s after the tick here), not in one burst.
    const spread = Math.max(...first) - Math.min(...first);
    expect(spread).toBeGreaterThanOrEqual(STAGGER_MS * 0.6);
    expect(new Set(first.map((at) => Math.floor(at / 1000))).size).toBeGreaterThanOrEqual(3);
    // The next tick refreshes them again, staggered the same way.
    expect(Math.min(...second)).toBeGreaterThanOrEqual(2 * PERIOD_MS - 500);
    expect(Math.max(...second.slice(0, CHARTS)) - Math.min(...second)).toBeGreaterThanOrEqual(STAGGER_MS * 0.6);
    expect(s.pageErrors).toEqual([]);
  });
});

// The Tables example dashboard in the browser: the saved pivot table and time-series tables show the right cells.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../browser';
import { signIn, waitForCellsSettled, waitForDashboard } from './pageTools';

interface DashboardChart {
  id: number;
  slice_name: string;
  form_data: { viz_type: string };
}

const dollars = (v: number): string => `$${Math.round(v).toLocaleString('en-US')}`;

describe('pivot and time-series tables on a dashboard', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let charts: DashboardChart[] = [];
  const data = async (id: number, type = 'full') => {
    const res = await context.request.get(`${baseUrl}/api/v1/chart/${id}/data/?type=${type}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { result: { data: unknown; colnames: string[] }[] }).result[0];
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    await signIn(context, baseUrl, inject('adminPassword'));
    const res = await context.request.get(`${baseUrl}/api/v1/dashboard/tables/charts`);
    charts = ((await res.json()) as { result: DashboardChart[] }).result;
  });
  afterAll(async () => browser?.close());

  it("opens the Tables dashboard: the pivot's grand total is the server's pivot total, the time table's share its latest month's", async () => {
    const pivot = charts.find((c) => c.form_data.viz_type === 'pivot_table_v2');
    const metricsTable = charts.find((c) => c.slice_name === 'Monthly sales and profit');
    if (!pivot || !metricsTable) throw new Error('the Tables dashboard lacks its pivot table or time table');
    // The server's post_processed pivot of the same saved query, with its row and column totals.
    const serverPivot = (await data(pivot.id, 'post_processed'))?.data as Record<string, Record<string, number>>;
    const grandTotal = serverPivot['Total (Sum)']?.['Total (Sum)'];
    expect(typeof grandTotal).toBe('number');
    const monthly = (await data(metricsTable.id))?.data as Record<string, number>[];
    const latest = monthly.reduce((a, b) => (Number(b.order_date) > Number(a.order_date) ? b : a));
    const share = Number(latest.sum__sales) / (Number(latest.sum__sales) + Number(latest.sum__profit));

    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/tables/`);
    await waitForDashboard(page, 'Tables');
    await waitForCellsSettled(page);
    expect(await page.locator('[data-chart-id] [role=alert]').count()).toBe(0);

    const pivotCell = page.locator(`[data-chart-id="${pivot.id}"]`).first();
    await expect.poll(() => pivotCell.getByRole('columnheader', { name: 'Total (Sum)' }).count()).toBeGreaterThan(0);
    await pivotCell.locator('.tessera-pivot').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const totalRow = pivotCell.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total (Sum)' }) });
    await totalRow.waitFor();
    expect(await totalRow.getByRole('cell').last().textContent()).toBe(dollars(grandTotal ?? NaN));

    const tableCell = page.locator(`[data-chart-id="${metricsTable.id}"]`).first();
    const salesRow = tableCell.getByRole('row').nth(1);
    await salesRow.waitFor();
    expect(await salesRow.locator('path').first().getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(await salesRow.getByRole('cell').nth(2).textContent()).toBe(`${(share * 100).toFixed(1)}%`);
    await page.close();
  });
});

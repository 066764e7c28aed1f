// Async query jobs in the browser (spec 002 §4): with GLOBAL_ASYNC_QUERIES on, chart data answers 202 and the app's
// async client brings every result, by polling /api/v1/async_event/ or over the WebSocket the bootstrap advertises.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { startE2EServer, type E2EServer } from '../setup/server';
import { probeCharts, signIn, waitForCellsSettled, waitForDashboard } from './pageTools';

interface Traffic {
  accepted: number;
  polls: number;
}

/** Opens the Sales dashboard, walks down it, and checks every chart drew with no error; returns the async traffic seen. */
async function drawSales(browser: Browser, server: E2EServer): Promise<Traffic> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(context, server.baseUrl, inject('adminPassword'));
  const res = await context.request.get(`${server.baseUrl}/api/v1/dashboard/sales/charts`);
  const sales = ((await res.json()) as { result: { id: number; slice_name: string }[] }).result;
  expect(sales.map((c) => c.slice_name)).toContain('Top customers');
  const page: Page = await context.newPage();
  const traffic: Traffic = { accepted: 0, polls: 0 };
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/chart/data') && r.status() === 202) traffic.accepted += 1;
    if (r.url().includes('/api/v1/async_event/')) traffic.polls += 1;
  });
  await page.goto(`${server.baseUrl}/superset/dashboard/sales/?probe`);
  await waitForDashboard(page, 'Sales');
  for (const chart of sales) await page.locator(`[data-chart-id="${chart.id}"]`).first().scrollIntoViewIfNeeded();
  await waitForCellsSettled(page);
  const errors = await page.locator('[data-chart-id] [role=alert]').allTextContents();
  expect(errors, 'no chart shows an error').toEqual([]);
  const statuses = async () =>
    Object.fromEntries(
      (await probeCharts(page)).filter((p) => sales.some((c) => c.id === p.chartId)).map((p) => [p.chartId, p.status]),
    );
  await expect.poll(statuses, { timeout: 30_000 }).toEqual(Object.fromEntries(sales.map((c) => [c.id, 'rendered'])));
  await context.close();
  return traffic;
}

describe('async queries in the browser (spec 002 §4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['S4.01 over polling: charts answered 202 are drawn from /api/v1/async_event/ events', 'polling'],
    ['S4.01 S4.02 over the WebSocket: the advertised /ws brings the events, nothing polls', 'ws'],
  ] as const)('%s', async (_name, transport) => {
    const server = await startE2EServer({
      TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      TESSERA_ASYNC_TRANSPORT: transport,
    });
    try {
      const traffic = await drawSales(browser, server);
      expect(traffic.accepted).toBeGreaterThan(0);
      if (transport === 'ws') expect(traffic.polls).toBe(0);
      else expect(traffic.polls).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});

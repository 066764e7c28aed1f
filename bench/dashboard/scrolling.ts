/** Opening and scrolling a dashboard page the same way in every bench script. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { signIn } from '../../e2e/charts/pageTools';
import { buildInstrumentedApp, startServerProcess } from '../../tests/support/server';

/** A running server and how to stop it (a no-op for one the bench did not start). */
export interface BenchServer {
  baseUrl: string;
  password: string;
  stop(): Promise<void>;
}

/**
 * The server a bench runs against: TESSERA_URL (with TESSERA_ADMIN_PASSWORD, serving `npm run build:instrumented`)
 * if set, else the instrumented app, built now, on a fresh server with the example data.
 */
export async function benchServer(): Promise<BenchServer> {
  const url = process.env.TESSERA_URL;
  if (url)
    return {
      baseUrl: url.replace(/\/$/, ''),
      password: process.env.TESSERA_ADMIN_PASSWORD ?? 'admin',
      stop: async () => undefined,
    };
  buildInstrumentedApp();
  return startServerProcess({ password: 'bench-admin-password', quiet: true });
}

/** Scrolls to the end at 1500 px/s, a step per frame; a string, so no build step renames what runs in the page. */
export const SCROLL_TO_END = `new Promise((resolve) => {
  let last = performance.now();
  const step = (t) => {
    window.scrollBy(0, (1500 * (t - last)) / 1000);
    last = t;
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) resolve();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** What a bench script gets: a signed-in 1600×1000 page, its context and browser, and the server's address. */
export interface BenchPage {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  baseUrl: string;
}

/** Starts the bench server and Chromium, signs in, runs `run` on a fresh page, and stops everything after. */
export async function withBenchPage(run: (bench: BenchPage) => Promise<void>): Promise<void> {
  const server = await benchServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
    await signIn(context, server.baseUrl, server.password);
    const page = await context.newPage();
    await run({ page, context, browser, baseUrl: server.baseUrl });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Opens the dashboard `slug` with the probe and waits for its first eight charts to be drawn, then a second more. */
export async function openDashboard(bench: BenchPage, slug: string): Promise<void> {
  await bench.page.goto(`${bench.baseUrl}/superset/dashboard/${slug}/?probe`);
  await bench.page.waitForFunction(
    () => Object.values(window.__tesseraProbe?.charts ?? {}).filter((c) => c.drawnAt !== undefined).length >= 8,
    undefined,
    { timeout: 120_000 },
  );
  await bench.page.waitForTimeout(1000);
}

/** Walks down the page 800 px at a time, pausing on each step so its charts load, then goes back to the top. */
export async function loadAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 800) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
}

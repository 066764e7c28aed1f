import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { chartBrowser, frames, hideChartDom, inkInside, probeCharts, waitForDashboard, webglCount } from './pageTools';

const VIEWPORT = { width: 1280, height: 900 };

describe('the 200-chart Large dashboard in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ browser, context } = await chartBrowser(baseUrl, inject('adminPassword'), VIEWPORT));
  });
  afterAll(async () => browser?.close());

  it('draws or renders every chart cell while scrolling to the end, on one WebGL context', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/large/?probe`);
    await waitForDashboard(page, 'Large');
    await page.waitForFunction(() => document.querySelectorAll('[data-chart-id]').length === 200);

    // Scroll a screen at a time, waiting for the charts in view to settle before going on.
    const settledInView = () =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-chart-id]')]
            .filter((cell) => {
              const r = cell.getBoundingClientRect();
              return r.bottom > 0 && r.top < window.innerHeight;
            })
            .every((cell) => !cell.querySelector('[role=status]')),
        undefined,
        { timeout: 60_000, polling: 200 },
      );
    for (;;) {
      await settledInView();
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.9);
        return window.scrollY === before;
      });
      if (atEnd) break;
    }

    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('[data-chart-id]')].map((cell) => ({
        id: Number(cell.getAttribute('data-chart-id')),
        loading: Boolean(cell.querySelector('[role=status]')),
        error: cell.querySelector('[role=alert]')?.textContent ?? null,
      })),
    );
    expect(cells).toHaveLength(200);
    expect(cells.filter((c) => c.loading || c.error)).toEqual([]);
    const committed = new Set(
      (await probeCharts(page)).filter((p) => p.committedAt !== undefined).map((p) => p.chartId),
    );
    expect(cells.filter((c) => !committed.has(c.id)).map((c) => c.id)).toEqual([]);

    // The last screen is drawn by the one canvas.
    const show = await hideChartDom(page);
    await frames(page, 2);
    const ink = await inkInside(page, { x: 0, y: 0, ...VIEWPORT });
    await show();
    expect(ink).toBeGreaterThan(1000);
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });
    await page.close();
  });

  it('lays the cells out in bands the browser skips while far from the screen, flipped as the page scrolls', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/large/?probe`);
    await page.waitForFunction(() => document.querySelectorAll('[data-chart-id]').length === 200);
    const bands = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-band]')].map((band) => band.style.contentVisibility),
      );
    const atTop = await bands();
    expect(atTop.length).toBeGreaterThan(3);
    expect(atTop[0]).toBe('visible');
    expect(atTop.at(-1)).toBe('hidden');
    // Every chart cell lies in a band.
    expect(await page.evaluate(() => document.querySelectorAll('[data-band] [data-chart-id]').length)).toBe(200);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll<HTMLElement>('[data-band]')];
      return all[0]?.style.contentVisibility === 'hidden' && all.at(-1)?.style.contentVisibility === 'visible';
    });
    await page.close();
  });
});

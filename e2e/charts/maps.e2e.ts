import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WebMercatorViewport } from '@deck.gl/core';
import { chartBrowser, frames, hideChartDom, inkInside, waitForCellsSettled, webglCount } from './pageTools';

const VIEWPORT = { width: 1280, height: 1400 };

/** The rectangles of the page's map views. */
async function maps(page: Page): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-map-view]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.left), y: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
}

/** The map's drawing with the DOM hidden. */
async function drawn(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  const show = await hideChartDom(page);
  await frames(page, 3);
  const ink = await inkInside(page, clip);
  await show();
  return ink;
}

/** Where a place is on the page, on map `index` at `rect`: from the camera the map states in its accessible name. */
async function pageAt(
  page: Page,
  index: number,
  rect: { x: number; y: number; width: number; height: number },
  place: [number, number],
): Promise<[number, number]> {
  const label = (await page.locator('[data-map-view]').nth(index).getAttribute('aria-label')) ?? '';
  const [latitude = 0, longitude = 0, zoom = 0, bearing = 0, pitch = 0] = (label.match(/-?\d+(\.\d+)?/g) ?? []).map(
    Number,
  );
  const { width, height } = rect;
  const camera = new WebMercatorViewport({ latitude, longitude, zoom, bearing, pitch, width, height });
  const [x, y] = camera.project(place) as [number, number];
  return [rect.x + x, rect.y + y];
}

describe('the Maps dashboard in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ browser, context } = await chartBrowser(baseUrl, inject('adminPassword'), VIEWPORT));
  });
  afterAll(async () => browser?.close());

  it('draws every map on the one WebGL context; keys pan and zoom; hovering a city shows its tooltip', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/maps/`);
    await page.getByRole('heading', { name: 'Maps' }).waitFor();
    await waitForCellsSettled(page, 120_000);
    await page.waitForSelector('[data-map-view]');
    const rects = (await maps(page)).slice(0, 4);
    expect(rects.length).toBe(4);
    for (const rect of rects) expect(await drawn(page, rect)).toBeGreaterThan(500);
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });

    // Zoom in and pan by keyboard on the focused map: its drawing changes.
    const [first] = rects;
    const before = await page.screenshot({ clip: first! });
    await page.locator('[data-map-view]').first().focus();
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowLeft');
    await frames(page, 3);
    const after = await page.screenshot({ clip: first! });
    expect(after.equals(before)).toBe(false);

    // Hover Tokyo on the second map.
    const [x, y] = await pageAt(page, 1, rects[1]!, [139.6917, 35.6895]);
    await page.mouse.move(x, y);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ timeout: 10_000 });
    expect(await tooltip.textContent()).toMatch(/Longitude: 1[34]\d\.\d+.*country\s*Japan/);
    await page.close();
  });

  it('draws the arcs, paths, country polygons, GeoJSON and layered maps below, each with pixels, on the same context', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/maps/`);
    await page.getByRole('heading', { name: 'Maps' }).waitFor();
    // Flight routes (arcs, paths), countries (polygons, GeoJSON) and the layered map sit below the first four.
    const views = page.locator('[data-map-view]');
    await expect.poll(() => views.count(), { timeout: 60_000 }).toBe(9);
    for (let i = 4; i < 9; i += 1) {
      await views.nth(i).scrollIntoViewIfNeeded();
      await waitForCellsSettled(page, 120_000);
      await frames(page, 3);
      const rect = (await maps(page))[i]!;
      expect(await drawn(page, rect), `map ${i}`).toBeGreaterThan(500);
    }
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });

    // Hovering China on the polygon map reads its country and the population of its listed cities.
    await views.nth(6).scrollIntoViewIfNeeded();
    await frames(page, 3);
    const [x, y] = await pageAt(page, 6, (await maps(page))[6]!, [104, 33]);
    await page.mouse.move(x, y);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ timeout: 10_000 });
    expect(await tooltip.textContent()).toMatch(/name: China.*SUM\(city_population\)/);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WebMercatorViewport } from '@deck.gl/core';
import {
  chartBrowser,
  frames,
  hideChartDom,
  inkInside,
  vividInside,
  waitForCellsSettled,
  waitForDashboard,
  webglCount,
} from './pageTools';

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

/** The map's drawing with the DOM hidden: its ink, or its vivid pixels (its data layers, not the grey outlines). */
async function drawn(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  measure: typeof inkInside = inkInside,
): Promise<number> {
  const show = await hideChartDom(page);
  await frames(page, 3);
  const ink = await measure(page, clip);
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
    // With no tile URL set (the default) the maps call out to no one: every request stays on the app's origin.
    const offOrigin: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(new URL(baseUrl).origin) && !/^(data|blob):/.test(url)) offOrigin.push(url);
    });
    await page.goto(`${baseUrl}/superset/dashboard/maps/`);
    await waitForDashboard(page, 'Maps');
    await waitForCellsSettled(page, 120_000);
    await page.waitForSelector('[data-map-view]');
    // The first seven: points, hexagons, the grid, then the density row (the rest is the next test's).
    const rects = (await maps(page)).slice(0, 7);
    expect(rects.length).toBe(7);
    for (const rect of rects) expect(await drawn(page, rect)).toBeGreaterThan(500);
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });
    // The population hexagons stand as columns (extruded): their map opens pitched so the heights read.
    expect(await page.locator('[data-map-view]').nth(2).getAttribute('aria-label')).toMatch(/pitch 40\b/);
    // The extruded hexagons (deck.gl's extruded SolidPolygonLayer, lit) rise as columns: the saturated sides of the
    // tall ones show (471 vivid pixels in a run here; the cells drawn flat, their heights read as world units where
    // deck.gl takes metres, had 35).
    expect(await drawn(page, rects[2]!, vividInside)).toBeGreaterThan(200);
    // The density maps (screen grid and heatmap cells aggregated at the settled camera, the contours) drew where the
    // people are: over both halves of the world, more in the north than in the south. deck.gl's ScreenGridLayer and
    // HeatmapLayer, tried in each map's own view, binned at the page's view here: cells in the map's corner, a band.
    for (const index of [4, 5, 6]) {
      const { x, y, width, height } = rects[index]!;
      const half = { width: Math.floor(width / 2), height: Math.floor(height / 2) };
      const west = await drawn(page, { x, y, width: half.width, height }, vividInside);
      const east = await drawn(page, { x: x + half.width, y, width: half.width, height }, vividInside);
      const north = await drawn(page, { x, y, width, height: half.height }, vividInside);
      const south = await drawn(page, { x, y: y + half.height, width, height: half.height }, vividInside);
      expect(Math.min(west, east), `map ${index}: west ${west}, east ${east}`).toBeGreaterThan(100);
      expect(north, `map ${index}: north ${north}, south ${south}`).toBeGreaterThan(south);
    }
    for (const title of [
      'Population on a 12 px screen grid',
      'Population heatmap of cities of 100,000 or more',
      'Population contours on 200 km cells',
    ])
      expect(await page.getByText(title).count()).toBeGreaterThan(0);

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
    expect(offOrigin).toEqual([]);
    await page.close();
  });

  it('draws the arcs, paths, country polygons, GeoJSON and layered maps below, each with pixels, on the same context', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superset/dashboard/maps/`);
    await waitForDashboard(page, 'Maps');
    // Flight routes (arcs, paths), countries (polygons, GeoJSON) and the layered map sit below the first seven.
    const views = page.locator('[data-map-view]');
    await expect.poll(() => views.count(), { timeout: 60_000 }).toBe(12);
    for (let i = 7; i < 12; i += 1) {
      await views.nth(i).scrollIntoViewIfNeeded();
      await waitForCellsSettled(page, 120_000);
      await frames(page, 3);
      const rect = (await maps(page))[i]!;
      expect(await drawn(page, rect), `map ${i}`).toBeGreaterThan(500);
    }
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });

    // Hovering China on the polygon map reads its country and the population of its listed cities.
    await views.nth(9).scrollIntoViewIfNeeded();
    await frames(page, 3);
    const [x, y] = await pageAt(page, 9, (await maps(page))[9]!, [104, 33]);
    await page.mouse.move(x, y);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ timeout: 10_000 });
    expect(await tooltip.textContent()).toMatch(/name: China.*SUM\(city_population\)/);
    await page.close();
  });
});

// The optional map tiles in the browser: a server started with TESSERA_MAP_TILE_URL pointing at a local tile server
// (solid magenta 256-pixel PNGs, CORS open) hands the URL to the app, admits the tile host in the CSP's img-src, and
// its maps draw the tiles under their data on the one canvas.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startE2EServer, type E2EServer } from '../setup/server';
import { chartBrowser, frames, hideChartDom, pixelsInside, waitForDashboard, webglCount } from './pageTools';

/** A solid 256 × 256 RGB PNG. */
function solidPng([r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + 256 * 3);
  for (let x = 0; x < 256; x += 1) row.set([r, g, b], 1 + 3 * x);
  const raw = Buffer.concat(Array.from({ length: 256 }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pixels of the clip close to magenta (red and blue above 200, green below 60). */
const magentaInside = (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  pixelsInside(page, clip, { kind: 'box', low: [201, 0, 201], high: [255, 59, 255] });

describe('map tiles from TESSERA_MAP_TILE_URL', () => {
  let tiles: Server;
  let requested: string[] = [];
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    const png = solidPng([255, 0, 255]);
    tiles = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      res.end(png);
    });
    await new Promise<void>((done) => tiles.listen(0, '127.0.0.1', done));
    const { port } = tiles.address() as AddressInfo;
    server = await startE2EServer({ TESSERA_MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` });
    ({ browser, context } = await chartBrowser(server.baseUrl, inject('adminPassword'), { width: 1280, height: 900 }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((done) => tiles?.close(done));
  });

  it('draws the tiles under the maps, the tile host admitted by the CSP, on the one WebGL context', async () => {
    requested = [];
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/superset/dashboard/maps/`);
    expect(response?.headers()['content-security-policy']).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    await waitForDashboard(page, 'Maps');
    // The first map (the one measured) has drawn its data; the maps further down load only when scrolled near.
    await page.waitForFunction(
      () => {
        const cell = document.querySelector('[data-chart-id]');
        return cell?.querySelector('[data-map-view]') && !cell.querySelector('[role=status]');
      },
      undefined,
      { timeout: 120_000, polling: 250 },
    );
    await page.waitForFunction(() => document.querySelectorAll('[data-map-view]').length > 0);
    await frames(page, 10);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => /^\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    const rect = await page.locator('[data-map-view]').first().boundingBox();
    const show = await hideChartDom(page);
    await frames(page, 3);
    const magenta = await magentaInside(page, {
      x: Math.round(rect!.x),
      y: Math.round(rect!.y),
      width: Math.round(rect!.width),
      height: Math.round(rect!.height),
    });
    // Clipped at the map: the strip above it (the chart's title) shows no tile.
    const above = await magentaInside(page, {
      x: Math.round(rect!.x),
      y: Math.max(0, Math.round(rect!.y) - 30),
      width: Math.round(rect!.width),
      height: 24,
    });
    await show();
    // Most of the map is tile (the data's cities cover a little of it).
    expect(magenta).toBeGreaterThan(rect!.width * rect!.height * 0.3);
    expect(above).toBe(0);
    expect(await webglCount(page)).toEqual({ created: 1, live: 1, lost: 0 });
    await page.close();
  });
});

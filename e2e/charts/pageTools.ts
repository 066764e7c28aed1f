// Browser-side helpers of the chart e2e tests and the dashboard bench: sign-in through the UI, a count of WebGL
// contexts, the page probe, the ink (non-background pixels) of a screen rectangle, and the ink a chart's canvas drew.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import type { ChartProbe } from '../../tests/support/probe/probe';

/** Counts every canvas that got a webgl or webgl2 context (installed before any page script runs). */
export const WEBGL_COUNTER = `(() => {
  const original = HTMLCanvasElement.prototype.getContext;
  const contexts = new Set();
  let lost = 0;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const context = original.call(this, type, ...rest);
    if (context && (type === 'webgl' || type === 'webgl2') && !contexts.has(this)) {
      contexts.add(this);
      this.addEventListener('webglcontextlost', () => { lost += 1; });
    }
    return context;
  };
  window.__webgl = () => ({ created: contexts.size, live: [...contexts].filter((c) => c.isConnected).length, lost });
})();`;

/** WebGL contexts the page created, those whose canvas is still in the document, and those lost. */
export interface WebGLCount {
  created: number;
  live: number;
  lost: number;
}

/** Signs in through the login form; the session cookie stays in the browser context. */
export async function signIn(context: BrowserContext, baseUrl: string, password: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', password);
  await page.click('[data-test=login-submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.close();
}

/**
 * A browser and one signed-in context at `viewport` (device scale 1) that counts the page's WebGL contexts; the
 * browser is closed again when signing in fails.
 */
export async function chartBrowser(
  baseUrl: string,
  password: string,
  viewport: { width: number; height: number },
): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript(WEBGL_COUNTER);
    await signIn(context, baseUrl, password);
    return { browser, context };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export async function webglCount(page: Page): Promise<WebGLCount> {
  return page.evaluate(() => (window as unknown as { __webgl: () => WebGLCount }).__webgl());
}

/** The probe's chart records (`?probe` pages). */
export async function probeCharts(page: Page): Promise<ChartProbe[]> {
  return page.evaluate(() => Object.values(window.__tesseraProbe?.charts ?? {}).map((c) => ({ ...c })));
}

/** Waits until every chart cell on the page has left 'Loading...' (drawn, or showing its error). */
/** Waits for the dashboard page titled `title` (its header's title, not a markdown heading of the same words). */
export async function waitForDashboard(page: Page, title: string): Promise<void> {
  await page.locator('[data-test="dashboard-title"]').getByText(title, { exact: true }).waitFor();
}

export async function waitForCellsSettled(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const cells = [...document.querySelectorAll('[data-chart-id]')];
      return cells.length > 0 && cells.every((cell) => !cell.querySelector('[role=status]'));
    },
    undefined,
    { timeout, polling: 250 },
  );
}

/** Waits for `count` animation frames (the canvas draws in one). */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number): void => void (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/**
 * How pixelsInside counts: far from the clip's most common colour (ink), vivid (channels `least` apart), or within a
 * colour box (each channel from `low` to `high`, both included).
 */
type PixelRule =
  | { kind: 'ink' }
  | { kind: 'vivid'; least: number }
  | { kind: 'box'; low: [number, number, number]; high: [number, number, number] };

/** The pixels of a rectangle that `rule` counts, from a screenshot decoded in the page. */
export async function pixelsInside(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  rule: PixelRule,
): Promise<number> {
  const png = await page.screenshot({ clip, animations: 'disabled' });
  return page.evaluate(
    async ({ base64, count }) => {
      // Decoded in place, not fetched from a data: URL, which the app's Content-Security-Policy (connect-src) refuses.
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const rgb = (i: number): number[] => [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      let found = 0;
      if (count.kind === 'box') {
        const { low, high } = count;
        for (let i = 0; i < data.length; i += 4)
          if (rgb(i).every((v, k) => v >= (low[k] ?? 0) && v <= (high[k] ?? 255))) found += 1;
        return found;
      }
      if (count.kind === 'vivid') {
        for (let i = 0; i < data.length; i += 4)
          if (Math.max(...rgb(i)) - Math.min(...rgb(i)) >= count.least) found += 1;
        return found;
      }
      const counts = new Map<number, number>();
      for (let i = 0; i < data.length; i += 4) {
        const key = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const background = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0;
      const bg = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
      for (let i = 0; i < data.length; i += 4) {
        const far = rgb(i).reduce((sum, v, k) => sum + Math.abs(v - (bg[k] ?? 0)), 0);
        if (far > 48) found += 1;
      }
      return found;
    },
    { base64: png.toString('base64'), count: rule },
  );
}

/**
 * Vivid pixels of a rectangle: those whose strongest and weakest channels differ by at least `chroma` (the packaged
 * base map's grey outlines and the page's greys and whites are not vivid; a data layer's scheme colours are).
 */
export function vividInside(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  chroma = 90,
): Promise<number> {
  return pixelsInside(page, clip, { kind: 'vivid', least: chroma });
}

/** The ink of a rectangle: pixels whose colour is far from the rectangle's most common colour. */
export function inkInside(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  return pixelsInside(page, clip, { kind: 'ink' });
}

/**
 * Hides the DOM inside chart cells but a canvas (explore's lies inside its cell; a dashboard's one canvas lies outside
 * them), so a screenshot shows what the WebGL canvas drew there; returns the undo.
 */
export async function hideChartDom(page: Page): Promise<() => Promise<void>> {
  const handle = await page.addStyleTag({
    content:
      '[data-chart-id] * { visibility: hidden !important; } [data-chart-id] canvas { visibility: visible !important; }',
  });
  return async () => {
    await handle.evaluate((style) => (style as HTMLElement).remove());
  };
}

/** Charts drawn in WebGL need at least this many pixels of ink in their cell. */
export const MIN_INK = 150;

/** The screen rectangle of a chart's cell (the first element with its data-chart-id). */
export async function cellBox(page: Page, chartId: number) {
  const box = await page.locator(`[data-chart-id="${chartId}"]`).first().boundingBox();
  if (!box) throw new Error(`chart ${chartId} has no cell`);
  return {
    x: Math.max(0, Math.floor(box.x)),
    y: Math.max(0, Math.floor(box.y)),
    width: Math.floor(box.width),
    height: Math.floor(box.height),
  };
}

/**
 * Ink drawn by the canvas alone inside a chart's cell, its visible part (the DOM of the cells hidden); `measure` counts
 * other pixels instead (vividInside: a map's data layers, not its grey outlines).
 */
export async function canvasInk(page: Page, chartId: number, measure: typeof inkInside = inkInside): Promise<number> {
  const show = await hideChartDom(page);
  try {
    await frames(page, 2);
    // 2 px in from each side, so the borders and pane dividers along the cell's edge are no ink.
    const box = await cellBox(page, chartId);
    const viewportHeight = page.viewportSize()?.height ?? box.y + box.height;
    const visible = {
      x: box.x + 2,
      y: box.y + 2,
      width: box.width - 4,
      height: Math.min(box.height, viewportHeight - box.y) - 4,
    };
    return await measure(page, visible);
  } finally {
    await show();
  }
}

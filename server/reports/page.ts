/**
 * The Chromium part of reports and dashboard downloads: one browser for the process (BrowserPool), and one function
 * that opens a page of the app as a user (their session cookie), waits until every chart on it is drawn, and prints
 * it to PDF or takes a PNG of it.
 */
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

/** The launch flags of the system Chromium (Mesa llvmpipe for WebGL); the browser tests use them too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
];

/**
 * One Chromium for the process (reports and dashboard downloads), launched on first use. A launch that failed, or a
 * browser that went away, is launched again on the next use.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  constructor(private readonly path: string) {}

  get(): Promise<Browser> {
    if (!this.browser) {
      const launched = chromium.launch({ executablePath: this.path, args: CHROMIUM_ARGS, headless: true });
      this.browser = launched;
      launched.then(
        (b) => b.on('disconnected', () => this.forget(launched)),
        () => this.forget(launched),
      );
    }
    return this.browser;
  }

  private forget(launched: Promise<Browser>): void {
    if (this.browser === launched) this.browser = null;
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b).close().catch(() => undefined);
  }
}

/** Why a page could not be rendered: no browser, past the time allowed, or the page itself failed. */
export class RenderError extends Error {
  constructor(
    readonly reason: 'browser' | 'timeout' | 'page',
    message: string,
  ) {
    super(message);
  }
}

/** A page to render: the app's path, opened with the session `sessionId` of the user it is rendered for. */
export interface PageRequest {
  baseUrl: string;
  path: string;
  sessionId: string;
  format: 'PDF' | 'PNG';
  timeoutMs: number;
  /** The document title, kept as the PDF's title. */
  title?: string;
}

const WIDTH = 1600;
const FIRST_HEIGHT = 1000;
/** The tallest page drawn (CSS px); a PDF page may be at most 200 inches (19,200 px) high. */
const MAX_HEIGHT = 16_000;
/** Chart holders still loading (their spinner is aria-busy) and the app's own loading screen. */
const BUSY = '[aria-busy="true"], [data-test="loading"]';

/** Pixels of the page below the viewport (charts with their own scrolling, such as tables, keep theirs). */
function hiddenBelow(): number {
  return Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
}

const settle = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 250))),
      ),
  );

/**
 * Waits until every chart is drawn. Charts load as they come near the screen, so the viewport grows to the whole
 * dashboard (up to MAX_HEIGHT) and the wait is repeated until nothing more lies below it.
 */
async function waitUntilDrawn(page: Page): Promise<number> {
  let height = FIRST_HEIGHT;
  for (let round = 0; round < 6; round++) {
    await settle(page);
    await page.waitForFunction((busy) => !document.querySelector(busy), BUSY);
    await page.waitForLoadState('networkidle');
    const next = Math.min(MAX_HEIGHT, height + (await page.evaluate(hiddenBelow)));
    if (next <= height) break;
    height = next;
    await page.setViewportSize({ width: WIDTH, height });
  }
  await settle(page);
  return height;
}

async function draw(context: BrowserContext, req: PageRequest): Promise<Buffer> {
  await context.addCookies([{ name: 'session', value: req.sessionId, url: req.baseUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(req.timeoutMs);
  await page.goto(`${req.baseUrl}${req.path}`, { waitUntil: 'networkidle' });
  const height = await waitUntilDrawn(page);
  // The viewport is the whole dashboard now (up to MAX_HEIGHT, where a taller one is cut): one image, one page.
  if (req.format === 'PNG') return page.screenshot({ type: 'png' });
  if (req.title !== undefined) await page.evaluate((t) => void (document.title = t), req.title);
  // One page as tall as the dashboard, laid out as on screen (not the print style sheet's paper pages).
  await page.emulateMedia({ media: 'screen' });
  return page.pdf({ printBackground: true, width: `${WIDTH}px`, height: `${height}px`, pageRanges: '1' });
}

/**
 * Renders the app's page at `req.path` as the session's user; throws a RenderError saying why it could not. Past
 * `req.timeoutMs` it gives up at once and closes the page, which ends whatever the page was waiting for.
 */
export async function renderPage(browsers: BrowserPool, req: PageRequest): Promise<Buffer> {
  let context: BrowserContext;
  try {
    context = await (await browsers.get()).newContext({ viewport: { width: WIDTH, height: FIRST_HEIGHT } });
  } catch (err) {
    throw new RenderError('browser', `The browser could not be started: ${(err as Error).message}`);
  }
  const timedOut = new RenderError('timeout', `The page took longer than ${req.timeoutMs / 1000} s to draw.`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut), req.timeoutMs);
  });
  const drawing = draw(context, req);
  drawing.catch(() => undefined);
  try {
    return await Promise.race([drawing, deadline]);
  } catch (err) {
    if (err instanceof RenderError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw /Timeout \d+ms exceeded/.test(message) ? timedOut : new RenderError('page', message);
  } finally {
    clearTimeout(timer);
    void context.close().catch(() => undefined);
  }
}

/**
 * The address the renderer opens the server at: TESSERA_PUBLIC_URL when it is served elsewhere, else where it
 * listens (loopback for every-address binds); null while it does not listen.
 */
export function ownUrl(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.TESSERA_PUBLIC_URL) return env.TESSERA_PUBLIC_URL.replace(/\/+$/, '');
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * bench/maps in Chromium with software WebGL (llvmpipe): the million-point deck_scatter of `npm run data:big` on its
 * dashboard in Tessera (one canvas, data worker, the map's camera on the GPU) against a baseline in the same run
 * (bench/maps/baseline.html: a Deck and ScatterplotLayer of its own fed the same query's JSON rows on the main
 * thread). Per side, from a Chromium trace and CDP: the server's answer (the data request's last byte) to the first
 * frame with the points, the main thread's CPU in that window, the main thread's time per pan/zoom frame (less the
 * same frames with nothing moved), and the JS heap's growth (after GC). Prints a table against issue 13's budgets.
 * Builds the instrumented app and starts a server on a data folder holding map_points (TESSERA_URL is not supported:
 * the bench writes the table first). Usage: node --import tsx bench/maps/browser.ts [--points N] [--frames N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { WEBGL_COUNTER, probeCharts, signIn, webglCount } from '../../e2e/charts/pageTools';
import { MAP_POINTS_SLUG, examplesDatabasePath, loadMapPoints, resolveExampleDashboard } from '../../server/examples';
import { buildLayout } from '../../server/examples/layout';
import { buildInstrumentedApp, startServerProcess } from '../../tests/support/server';
import { TRACE_CATEGORIES, pageTrace, windowSummary } from '../dashboard/traceEvents';
import type { TraceEvent } from '../dashboard/traceEvents';
import { mainThreadClock } from '../explore/mainThread';
import { SCROLL_TO_END } from '../dashboard/scrolling';

const { values } = parseArgs({ options: { points: { type: 'string' }, frames: { type: 'string' } } });
const POINTS = Number(values.points ?? 1_000_000);
const FRAMES = Number(values.frames ?? 30);
const VIEWPORT = { width: 1600, height: 1000 };

/** One side's figures. */
interface Figures {
  rows: string;
  answerToFrameMs: number;
  answerFrom: string;
  mainThreadMs: number;
  mainThreadTop: string;
  panFrameMs: number;
  panFrameRawMs: number;
  heapGrowthMb: number;
  bufferGrowthMb: number;
  webgl: string;
}

/** The trace time (µs) the last chart data answer finished loading before `before`, from the network events. */
function answerFinished(all: readonly TraceEvent[], before: number): number | null {
  const requests = new Set(
    all
      .filter((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').includes('/api/v1/chart/data'))
      .map((e) => String(e.args?.data?.requestId)),
  );
  const finished = all
    .filter((e) => e.name === 'ResourceFinish' && requests.has(String(e.args?.data?.requestId)) && e.ts <= before)
    .map((e) => e.ts);
  return finished.length ? Math.max(...finished) : null;
}

/** The JS heap in use after a full GC, and the array buffers' backing stores besides it, in MB. */
async function heapMb(cdp: CDPSession): Promise<{ js: number; buffers: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  return { js: usage.usedSize / 2 ** 20, buffers: (usage.backingStorageSize ?? NaN) / 2 ** 20 };
}

const growth = (before: { js: number; buffers: number }, after: { js: number; buffers: number }) => ({
  heapGrowthMb: after.js - before.js,
  bufferGrowthMb: after.buffers - before.buffers,
});

/** The answer-to-frame window of a trace: from the data answer's end (else `fallback`) to `drawnAt` (page clock). */
async function answerWindow(page: Page, context: BrowserContext, drawnAt: number, fallback: number) {
  const browser = context.browser()!;
  const { all, events, toTrace } = await pageTrace(page, browser);
  const drawn = toTrace(drawnAt);
  const fromNetwork = answerFinished(all, drawn);
  const from = fromNetwork ?? toTrace(fallback);
  const summary = windowSummary(events, from, drawn);
  const top = summary.byName
    .filter(([name]) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(name))
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  return {
    answerToFrameMs: (drawn - from) / 1000,
    answerFrom: fromNetwork === null ? 'page' : 'network',
    mainThreadMs: summary.cpuMs,
    mainThreadTop: top,
  };
}

/** Main-thread time per frame of `move` (each followed by two frames), less the same frames with nothing moved. */
async function perFrame(page: Page, move: (i: number) => Promise<void>): Promise<{ net: number; raw: number }> {
  const busy = await mainThreadClock(page);
  const run = async (act: (i: number) => Promise<void>): Promise<number> => {
    const before = await busy();
    for (let i = 0; i < FRAMES; i += 1) {
      await act(i);
      await frames(page, 2);
    }
    return ((await busy()) - before) / FRAMES;
  };
  const idle = await run(async () => undefined);
  const raw = await run(move);
  return { net: Math.max(0, raw - idle), raw };
}

/** Waits for `count` animation frames; a string, so no build step renames what runs in the page. */
const frames = (page: Page, count = 2): Promise<unknown> =>
  page.evaluate(
    `new Promise((resolve) => { let left = ${count}; const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step)); step(); })`,
  );

const PAN_KEYS = ['ArrowLeft', 'ArrowUp', '+', 'ArrowRight', 'ArrowDown', '-'];

async function tessera(context: BrowserContext, baseUrl: string): Promise<Figures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/dashboard/list/`);
  await page.waitForLoadState('networkidle');
  const heapBefore = await heapMb(cdp);
  await context.browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${baseUrl}/superset/dashboard/${MAP_POINTS_SLUG}/?probe`);
  await page.waitForFunction(
    () => Object.values(window.__tesseraProbe?.charts ?? {}).some((c) => c.drawnAt !== undefined),
    undefined,
    { timeout: 300_000 },
  );
  await frames(page, 3);
  const [probe] = await probeCharts(page);
  const drawnAt = probe?.drawnAt ?? 0;
  const window_ = await answerWindow(page, context, drawnAt, (probe?.decodedAt ?? 0) - (probe?.decodeMs ?? 0));
  const empty = await page.locator('[data-map-view]').first().textContent();
  await page.locator('[data-map-view]').first().focus();
  const pan = await perFrame(page, (i) => page.keyboard.press(PAN_KEYS[i % PAN_KEYS.length]!));
  const heapAfter = await heapMb(cdp);
  const gl = await webglCount(page);
  await page.close();
  return {
    rows: empty ? `none: ${empty}` : `${POINTS} (the query's)`,
    ...window_,
    panFrameMs: pan.net,
    panFrameRawMs: pan.raw,
    ...growth(heapBefore, heapAfter),
    webgl: `${gl.created} created, ${gl.live} live`,
  };
}

async function baseline(context: BrowserContext, baseUrl: string, chartId: number): Promise<Figures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/bench/maps/baseline.html`);
  await page.waitForFunction(() => window.__baseline !== undefined);
  await frames(page, 3);
  const heapBefore = await heapMb(cdp);
  await context.browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  const record = await page.evaluate((id) => window.__baseline!.load(id), chartId);
  if (record.error || record.drawnAt === undefined) throw new Error(`the baseline failed: ${record.error}`);
  const window_ = await answerWindow(page, context, record.drawnAt, record.answeredAt ?? 0);
  const pan = await perFrame(page, (i) =>
    page.evaluate((k) => window.__baseline!.move(k % 2 ? -0.5 : 0.5, k % 3 ? 0.01 : -0.01), i),
  );
  const heapAfter = await heapMb(cdp);
  const gl = await webglCount(page);
  await page.close();
  return {
    rows: String(record.rows ?? 0),
    ...window_,
    panFrameMs: pan.net,
    panFrameRawMs: pan.raw,
    ...growth(heapBefore, heapAfter),
    webgl: `${gl.created} created, ${gl.live} live`,
  };
}

/** An API call of the signed-in context (with the CSRF token for writes); answers the JSON body. */
async function api(context: BrowserContext, baseUrl: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const csrf = (await (await context.request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
    result: string;
  };
  const res = await context.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'X-CSRFToken': csrf.result },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A dashboard of 12 maps (three copies of each of the Maps dashboard's four) and 40 charts of the Large dashboard,
 * saved through the API, opened and scrolled to the end: the maps drawn and the page's WebGL contexts.
 */
async function manyMaps(context: BrowserContext, baseUrl: string): Promise<string> {
  const charts = async (slug: string) =>
    ((await api(context, baseUrl, 'GET', `/api/v1/dashboard/${slug}/charts`)).result as { id: number }[]).map(
      (c) => c.id,
    );
  const mapIds: number[] = [];
  for (const id of await charts('maps')) {
    const { result } = (await api(context, baseUrl, 'GET', `/api/v1/chart/${id}`)) as {
      result: Record<string, unknown> & { datasource_id?: number; datasource_type?: string };
    };
    for (let copy = 1; copy <= 3; copy += 1) {
      const made = await api(context, baseUrl, 'POST', '/api/v1/chart/', {
        slice_name: `${String(result.slice_name)} (${copy})`,
        viz_type: result.viz_type,
        params: result.params,
        query_context: result.query_context,
        datasource_id: result.datasource_id ?? (result.datasource as { id?: number } | undefined)?.id,
        datasource_type: 'table',
      });
      mapIds.push(Number(made.id));
    }
  }
  const others = (await charts('large')).slice(0, 40);
  const keys = new Map<string, number>();
  [...mapIds, ...others].forEach((id) => keys.set(`c${id}`, id));
  const cells = [...keys.keys()].map((key) => ({ chart: key, width: 4 }));
  const rows = Array.from({ length: Math.ceil(cells.length / 3) }, (_, i) => ({ row: cells.slice(3 * i, 3 * i + 3) }));
  const dashboard = resolveExampleDashboard(
    {
      slug: 'maps-bench',
      dashboard_title: '12 maps and 40 charts',
      published: true,
      css: '',
      chart_refs: [...keys.keys()],
      position: buildLayout('12 maps and 40 charts', 'maps-bench', rows),
      json_metadata: {},
    },
    keys,
  );
  await api(context, baseUrl, 'POST', '/api/v1/dashboard/', dashboard);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/superset/dashboard/maps-bench/`);
  await page.waitForSelector('[data-map-view]', { timeout: 120_000 });
  await page.evaluate(SCROLL_TO_END);
  await page.waitForTimeout(2000);
  const maps = await page.locator('[data-map-view]').count();
  const gl = await webglCount(page);
  await page.close();
  return `${mapIds.length} maps + ${others.length} charts: ${maps} map views mounted; WebGL ${gl.created} created, ${gl.live} live, ${gl.lost} lost`;
}

function print(t: Figures, b: Figures): void {
  const f = (x: number, d = 1) => x.toFixed(d);
  const rows: [string, string, string, string][] = [
    ['rows drawn', t.rows, b.rows, ''],
    ['server answer to first frame', `${f(t.answerToFrameMs, 0)} ms`, `${f(b.answerToFrameMs, 0)} ms`, '≤ 1,000 ms'],
    ['  main-thread CPU in it', `${f(t.mainThreadMs, 0)} ms`, `${f(b.mainThreadMs, 0)} ms`, '≤ 50 ms'],
    ['pan/zoom main thread per frame (net)', `${f(t.panFrameMs)} ms`, `${f(b.panFrameMs)} ms`, '≤ 8 ms'],
    ['  with the idle frame', `${f(t.panFrameRawMs)} ms`, `${f(b.panFrameRawMs)} ms`, ''],
    ['JS heap growth (after GC)', `${f(t.heapGrowthMb)} MB`, `${f(b.heapGrowthMb)} MB`, '≤ 100 MB'],
    ['  array buffers besides it', `${f(t.bufferGrowthMb)} MB`, `${f(b.bufferGrowthMb)} MB`, ''],
    ['WebGL contexts', t.webgl, b.webgl, ''],
  ];
  const w = [38, 30, 30, 12];
  console.log(
    ['', 'Tessera (one canvas, worker)', 'baseline (own Deck, JSON rows)', 'budget']
      .map((s, i) => s.padEnd(w[i]!))
      .join(' '),
  );
  for (const r of rows) console.log(r.map((s, i) => s.padEnd(w[i]!)).join(' '));
  console.log(`answer taken from: Tessera ${t.answerFrom}, baseline ${b.answerFrom}`);
  console.log(`main thread in the answer window, Tessera: ${t.mainThreadTop}`);
  console.log(`main thread in the answer window, baseline: ${b.mainThreadTop}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-maps-bench-'));
try {
  const started = performance.now();
  await loadMapPoints(examplesDatabasePath(dataDir), POINTS);
  console.log(
    `map_points: ${POINTS.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!process.env.BENCH_SKIP_BUILD) buildInstrumentedApp();
  const server = await startServerProcess({
    password: 'bench-admin-password',
    quiet: true,
    dataDir,
    env: { TESSERA_SQL_MAX_ROW: String(Math.max(POINTS, 100_000)) },
  });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await context.addInitScript(WEBGL_COUNTER);
    await signIn(context, server.baseUrl, server.password);
    const charts = (await (
      await context.request.get(`${server.baseUrl}/api/v1/dashboard/${MAP_POINTS_SLUG}/charts`)
    ).json()) as { result: { id: number }[] };
    const chartId = charts.result[0]?.id;
    if (chartId === undefined) throw new Error(`no chart on the ${MAP_POINTS_SLUG} dashboard`);
    const t = await tessera(context, server.baseUrl);
    const b = await baseline(context, server.baseUrl, chartId);
    console.log(
      `\ndeck_scatter of ${POINTS.toLocaleString('en-US')} points, ${VIEWPORT.width}×${VIEWPORT.height}, ${FRAMES} pan/zoom frames; ${browser.version()}`,
    );
    print(t, b);
    console.log(`dashboard of ${await manyMaps(context, server.baseUrl)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

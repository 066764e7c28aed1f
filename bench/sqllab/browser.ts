/**
 * bench/sqllab in Chromium: SQL Lab on the built app and a real server, a 1,000,000-row result made on the embedded
 * DuckDB (`FROM range(1000000)`, the shape bench/sqllab/worker.ts uses). Prints, against issue 18's budgets:
 * (a) the server's answer starting (the execute response's first byte, from the Chromium trace) to the first rows
 *     drawn, with the main thread's CPU in that window, and to the whole result held by the worker;
 * (b) scrolling the grid at a steady speed: the main thread's busy time per frame (median, p95; less the same frames
 *     with nothing moved) and the long tasks;
 * (c) a local sort (header click) to the sorted first rows drawn, and the long tasks in that window;
 * (d) a search of the results (typed, 300 ms pause, worker) to the matches drawn;
 * (e) a 10,000-line SQL text pasted into the editor: its main-thread time, and a keystroke's at its end.
 * Builds the instrumented app (--no-build to reuse dist-instrumented) and starts a server with TESSERA_SQL_MAX_ROW
 * at 1,000,000. Usage: node --import tsx bench/sqllab/browser.ts [--no-build] [--steps 60] [--sorts 3] [--only a,b,c,d,e]
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { signIn } from '../../e2e/charts/pageTools';
import { buildInstrumentedApp, startServerProcess } from '../../tests/support/server';
import { TRACE_CATEGORIES, pageTrace, windowSummary, type TraceEvent } from '../dashboard/traceEvents';
import { busyAfter, mainThreadClock, summary } from '../explore/mainThread';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    steps: { type: 'string' },
    sorts: { type: 'string' },
    only: { type: 'string' },
  },
});
const STEPS = Number(values.steps ?? 60);
const SORTS = Number(values.sorts ?? 3);
const ROWS = 1_000_000;
const SQL = `SELECT i AS id, ((i * 7919) % 100003) / 7.0 AS amount, ['alpha','beta','gamma','delta','epsilon'][1 + i % 5] AS cat, 'customer ' || i AS name FROM range(${ROWS}) t(i)`;
const SETTLE_MS = 250;
/** The parts to run (--only a,b,c,d,e); c and d need a and b's result. */
const ONLY = new Set((values.only ?? 'a,b,c,d,e').split(','));

/** Resolves with performance.now() after the frame that shows the grid's first row filled (no '…'), a string. */
const FIRST_ROW_DRAWN = `new Promise((resolve) => {
  const check = () => {
    const row = document.querySelector('[data-test="sqllab-grid"] [role="row"][aria-rowindex="2"]');
    const text = row ? row.textContent : '';
    if (row && text && !text.includes('…')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Long tasks (≥ 50 ms) on the main thread, kept from the page's start. */
const OBSERVE_LONG_TASKS = `window.__benchLongTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__benchLongTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

const longTasks = async (page: Page, from: number, to: number): Promise<number[]> =>
  ((await page.evaluate('window.__benchLongTasks')) as [number, number][])
    .filter(([start, dur]) => start + dur >= from && start <= to)
    .map(([, dur]) => Math.round(dur));

const frames = (page: Page, count = 2): Promise<unknown> =>
  page.evaluate(
    `new Promise((resolve) => { let left = ${count}; const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step)); step(); })`,
  );

/** SQL Lab's requests in a trace, in order: path, and when (µs) each was sent, its answer started and ended. */
function sqlLabRequests(
  all: readonly TraceEvent[],
): { path: string; sent: number; started?: number; ended?: number }[] {
  const byId = new Map<string, { path: string; sent: number; started?: number; ended?: number }>();
  for (const e of all) {
    const id = String(e.args?.data?.requestId ?? '');
    if (e.name === 'ResourceSendRequest') {
      const path = new URL(String(e.args?.data?.url ?? ''), 'http://x').pathname;
      if (path.includes('/sqllab/') || path.includes('/query/')) byId.set(id, { path, sent: e.ts });
    }
    const request = byId.get(id);
    if (request && e.name === 'ResourceReceiveResponse') request.started ??= e.ts;
    if (request && e.name === 'ResourceFinish') request.ended = e.ts;
  }
  return [...byId.values()].sort((x, y) => x.sent - y.sent);
}

/**
 * When the answer carrying the rows started: the execute answer's first byte, or on the async path (a 202, then
 * polling) the results route's (GET /api/v1/sqllab/results/).
 */
function rowsAnswerStarted(requests: ReturnType<typeof sqlLabRequests>, before: number): number | null {
  const carrying = requests.filter(
    (r) =>
      (r.path.endsWith('/sqllab/execute/') || r.path.endsWith('/sqllab/results/')) && (r.started ?? Infinity) <= before,
  );
  return carrying.at(-1)?.started ?? null;
}

const status = (page: Page): Promise<string> =>
  page
    .locator('.sqllab-row-count')
    .textContent()
    .then((t) => t ?? '');

async function waitForStatus(page: Page, text: string): Promise<number> {
  await page.waitForFunction((want) => document.querySelector('.sqllab-row-count')?.textContent === want, text, {
    timeout: 180_000,
    polling: 'raf',
  });
  return (await page.evaluate('performance.now()')) as number;
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function replaceSql(page: Page, sql: string): Promise<void> {
  await page.getByRole('textbox', { name: 'SQL editor' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

/** (a) Runs the query under a trace: answer start to first rows drawn, and to the worker holding every row. */
async function firstRows(page: Page): Promise<void> {
  const browser = page.context().browser()!;
  await replaceSql(page, SQL);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const pressed = (await page.evaluate('performance.now()')) as number;
  await page.keyboard.press('ControlOrMeta+Enter');
  const drawn = (await page.evaluate(FIRST_ROW_DRAWN)) as number;
  const held = await waitForStatus(page, `${ROWS.toLocaleString('en-US')} rows`);
  const { all, events, toTrace } = await pageTrace(page, browser);
  const requests = sqlLabRequests(all);
  const started = rowsAnswerStarted(requests, toTrace(drawn));
  if (started === null) throw new Error('no execute or results answer in the trace');
  const at = (ts: number | undefined): string => (ts === undefined ? '-' : ((ts - toTrace(pressed)) / 1000).toFixed(0));
  for (const r of requests)
    console.log(`    ${r.path}: sent ${at(r.sent)} ms, answer ${at(r.started)}–${at(r.ended)} ms`);
  const window = windowSummary(events, started, toTrace(drawn));
  console.log(
    `(a) Ctrl+Enter to the answer with the rows starting: ${at(started)} ms (the server runs the query; requests above, ms after Ctrl+Enter)`,
  );
  console.log(
    `(a) answer start to first rows drawn: ${window.wallMs.toFixed(0)} ms, main thread CPU ${window.cpuMs.toFixed(0)} ms (budget 1,000 ms); to all ${ROWS.toLocaleString('en-US')} rows held by the worker: ${((toTrace(held) - started) / 1000).toFixed(0)} ms; long tasks ${JSON.stringify(await longTasks(page, pressed, held))}`,
  );
}

/** (b) Scrolls the grid STEPS times by 56 px (two rows) a frame pair, against the same frames with nothing moved. */
async function scrolling(page: Page): Promise<void> {
  const busy = await mainThreadClock(page);
  const measure = async (px: number): Promise<number[]> => {
    const costs: number[] = [];
    for (let i = 0; i < STEPS; i += 1) {
      const before = await busy();
      await page.evaluate(`document.querySelector('[data-test="sqllab-grid"]').scrollTop += ${px}`);
      await frames(page, 2);
      costs.push((await busy()) - before);
    }
    return costs;
  };
  const idle = await measure(0);
  const from = (await page.evaluate('performance.now()')) as number;
  const moved = await measure(56 * 4);
  const to = (await page.evaluate('performance.now()')) as number;
  const perFrame = (xs: number[]): number[] => xs.map((x) => x / 2);
  console.log(
    `(b) grid scroll, ${STEPS} steps of 224 px (8 rows) each followed by 2 frames: main thread a frame (a step's time / 2) ${summary(perFrame(moved))}`,
  );
  console.log(`(b) the same frames with nothing moved: ${summary(perFrame(idle))}; budget 16 ms a frame`);
  console.log(`(b) long tasks while scrolling: ${JSON.stringify(await longTasks(page, from, to))}`);
  await page.evaluate(`document.querySelector('[data-test="sqllab-grid"]').scrollTop = 0`);
  await frames(page, 4);
}

/** Resolves with performance.now() once the first row's text differs from `before` and is filled. */
const firstRowChanged = (before: string): string => `new Promise((resolve) => {
  const check = () => {
    const row = document.querySelector('[data-test="sqllab-grid"] [role="row"][aria-rowindex="2"]');
    const text = row ? row.textContent : '';
    if (text && text !== ${JSON.stringify(before)} && !text.includes('…')) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

const firstRowText = (page: Page): Promise<string> =>
  page
    .locator('[data-test="sqllab-grid"] [role="row"][aria-rowindex="2"]')
    .textContent()
    .then((t) => t ?? '');

/** (c) Sorts by amount: ascending (unmeasured), then descending, measured from the click to the sorted rows drawn. */
async function sorting(page: Page): Promise<void> {
  const header = page.getByRole('columnheader', { name: 'amount' }).getByRole('button');
  const times: number[] = [];
  const tasks: number[] = [];
  for (let i = 0; i < SORTS; i += 1) {
    await header.click();
    await page.waitForFunction(
      () =>
        !!document.querySelector('[role=columnheader][aria-sort=ascending]') &&
        !document
          .querySelector('[data-test="sqllab-grid"] [role="row"][aria-rowindex="2"]')
          ?.textContent?.includes('…'),
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(500);
    const before = await firstRowText(page);
    const clicked = (await page.evaluate(
      `(() => { const t = performance.now(); [...document.querySelectorAll('[role=columnheader] button')].find((b) => b.textContent.startsWith('amount')).click(); return t; })()`,
    )) as number;
    const shown = (await page.evaluate(firstRowChanged(before))) as number;
    times.push(shown - clicked);
    tasks.push(...(await longTasks(page, clicked, shown)));
    await header.click();
    await page.waitForFunction(() => !document.querySelector('[role=columnheader][aria-sort=descending]'));
    await page.waitForTimeout(500);
  }
  console.log(
    `(c) local sort of ${ROWS.toLocaleString('en-US')} rows (amount, descending), click to sorted first rows drawn, ${SORTS} sorts: ${summary(times)} (budget 500 ms); long tasks ${JSON.stringify(tasks)}`,
  );
}

/** (d) Types each search and waits for its match count; the time includes the 300 ms typing pause. */
async function searching(page: Page): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search results' });
  for (const [text, count] of [
    ['customer 99999', '11 rows'],
    ['alpha', '200,000 rows'],
    ['4242', ''],
  ] as const) {
    await box.fill('');
    await waitForStatus(page, `${ROWS.toLocaleString('en-US')} rows`);
    await page.waitForTimeout(500);
    const before = await status(page);
    const typed = (await page.evaluate('performance.now()')) as number;
    await box.fill(text);
    await page.waitForFunction(
      ([want, was]) => {
        const now = document.querySelector('.sqllab-row-count')?.textContent;
        return want ? now === want : now !== was;
      },
      [count, before] as const,
      { timeout: 60_000, polling: 'raf' },
    );
    const shown = (await page.evaluate(FIRST_ROW_DRAWN)) as number;
    console.log(
      `(d) search '${text}': typed to matches drawn ${(shown - typed).toFixed(0)} ms (with the 300 ms pause), ${await status(page)}; long tasks ${JSON.stringify(await longTasks(page, typed, shown))}`,
    );
  }
  await box.fill('');
}

/** (e) A 10,000-line text put in the editor, then keystrokes typed at its end. */
async function longText(page: Page): Promise<void> {
  const text = Array.from({ length: 10_000 }, (_, i) => `SELECT ${i} AS n, 'line ${i}' AS label UNION ALL`).join('\n');
  const busy = await mainThreadClock(page);
  await page.getByRole('textbox', { name: 'SQL editor' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.waitForTimeout(SETTLE_MS);
  const before = await busy();
  const from = (await page.evaluate('performance.now()')) as number;
  // Pasted, as a user brings a long text in (CodeMirror reads the clipboard event; typed input would be key by key).
  await page.evaluate(
    `(() => { const data = new DataTransfer(); data.setData('text/plain', ${JSON.stringify(text)});
      document.querySelector('.cm-content').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })); })()`,
  );
  await frames(page, 2);
  const opened = (await busy()) - before;
  const to = (await page.evaluate('performance.now()')) as number;
  await page.keyboard.press('ControlOrMeta+End');
  // CodeMirror parses a long document in idle slices after it is put in; the keystrokes come once that is done.
  await page.waitForTimeout(5000);
  const typing = (await page.evaluate('performance.now()')) as number;
  const keys = await busyAfter(page, busy, SETTLE_MS, 20, () => page.keyboard.type('x'));
  const typed = (await page.evaluate('performance.now()')) as number;
  const idle = await busyAfter(page, busy, SETTLE_MS, 20);
  const lines = (await page.evaluate(`document.querySelectorAll('.cm-line').length`)) as number;
  console.log(
    `(e) a 10,000-line SQL text pasted into the editor: main thread ${opened.toFixed(0)} ms (${(to - from).toFixed(0)} ms wall), long tasks ${JSON.stringify(await longTasks(page, from, to))}; ${lines} lines in the DOM`,
  );
  console.log(
    `(e) a keystroke at its end, 20 keystrokes, busy time over ${SETTLE_MS} ms after each: ${summary(keys)}; nothing typed: ${summary(idle)}; long tasks while typing ${JSON.stringify(await longTasks(page, typing, typed))}`,
  );
}

if (!values['no-build']) buildInstrumentedApp();
const server = await startServerProcess({
  password: 'bench-admin-password',
  quiet: true,
  env: { TESSERA_SQL_MAX_ROW: String(ROWS), TESSERA_SQLLAB_TIMEOUT: '300' },
});
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
  await signIn(context, server.baseUrl, server.password);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(`${server.baseUrl}/sqllab/`);
  await page.locator('[data-test=sqllab-page]').waitFor({ timeout: 60_000 });
  await pick(page, 'Database', 'examples');
  await pick(page, 'Row limit', ROWS.toLocaleString('en-US'));
  // A small query first starts the data worker (DuckDB-WASM), as a user's first run of the session would.
  await replaceSql(page, 'SELECT 1 AS warm');
  await page.keyboard.press('ControlOrMeta+Enter');
  await waitForStatus(page, '1 rows');
  if (ONLY.has('a')) await firstRows(page);
  if (ONLY.has('b')) await scrolling(page);
  if (ONLY.has('c')) await sorting(page);
  if (ONLY.has('d')) await searching(page);
  if (ONLY.has('e')) await longText(page);
  console.log(`${browser.version()}; ${ROWS.toLocaleString('en-US')} rows × 4 columns`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

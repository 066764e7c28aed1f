// `node --import tsx bench/filters/browser.ts --data-dir DIR [--rounds 3] [--only large|flights] [--mosaic off] [--server off]`:
// a cross-filter click on a pie to every chart it re-asks repainted, in Chromium on the built app against the real
// server, by the local path (the data worker's cubes) and the server path (?xfpath=server), and Mosaic in the same
// browser (bench/filters/mosaic.html), printed side by side with the long tasks seen during the clicks.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { signIn } from '../../e2e/charts/pageTools';
import { buildInstrumentedApp, startServerProcess } from '../../tests/support/server';
import { benchArgs } from '../query/server';
import { startTrace } from '../explore/profile';
import { mainThreadClock } from '../explore/mainThread';
import { quantile } from '../dashboard/measure';
import { clickFigure, pathRow, sliceAim, type ClickFigure, type LongTask, type PathRow } from './clicks';
import { FLIGHTS_CROSS_FILTER_COLUMN, flightsDashboard, type BenchChart } from './flightsDashboard';
import { mosaicInBrowser, type MosaicTarget } from './mosaicBrowser';

const PASSWORD = 'bench-admin-password';
/** How long one click may take before the bench gives up on it. */
const CLICK_LIMIT_MS = Number(process.env.XF_CLICK_LIMIT_MS ?? 120_000);

/**
 * Long tasks, the time of the latest pointer press and how long each pointer move took to handle (from the event to
 * the window's own listener, which runs after the page's), recorded in the page from before its first script.
 */
const RECORDER = `(() => {
  const bench = (window.__xfBench = { longTasks: [], pressedAt: null, moves: [] });
  addEventListener('pointermove', (e) => { bench.moves.push(performance.now() - e.timeStamp); });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (e) => { bench.pressedAt = e.timeStamp; }, { capture: true });
  bench.clicks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') bench.clicks.push([e.startTime, e.processingEnd - e.processingStart]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The REST API as admin, with a JWT. */
async function apiClient(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

type Api = Awaited<ReturnType<typeof apiClient>>;

/** The saved metrics of dataset `id` (name, SQL), for Mosaic's clients. */
async function savedMetrics(api: Api, id: number): Promise<[string, string][]> {
  const body = await api<{ result: { metrics: { metric_name: string; expression: string }[] } }>(
    'GET',
    `/api/v1/dataset/${id}`,
  );
  return body.result.metrics.map((m) => [m.metric_name, m.expression]);
}

/** Saves the flights charts and a dashboard of them (the pie first, three charts a row); answers its id and ids. */
async function saveFlightsDashboard(api: Api, flightsId: number): Promise<{ id: number; charts: BenchChart[] }> {
  const { emitter, inScope } = flightsDashboard(flightsId);
  const saved: BenchChart[] = [];
  for (const [i, c] of [emitter, ...inScope].entries()) {
    const { slice_id: _, datasource: __, ...params } = c.formData;
    const created = await api<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: i === 0 ? 'Flights by carrier' : `Flights ${i}`,
      viz_type: c.formData.viz_type,
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    saved.push({ id: created.id, formData: { ...c.formData, slice_id: created.id } });
  }
  const positions: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  };
  const rows: string[] = [];
  for (let r = 0; r * 3 < saved.length; r += 1) {
    const cells = saved.slice(r * 3, r * 3 + 3).map((c) => `CHART-${c.id}`);
    rows.push(`ROW-${r}`);
    positions[`ROW-${r}`] = {
      id: `ROW-${r}`,
      type: 'ROW',
      children: cells,
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const [k, key] of cells.entries())
      positions[key] = {
        id: key,
        type: 'CHART',
        children: [],
        meta: { chartId: saved[r * 3 + k]?.id, width: 4, height: 50 },
      };
  }
  positions.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rows };
  const dashboard = await api<{ id: number }>('POST', '/api/v1/dashboard/', { dashboard_title: 'Flights bench' });
  await api('PUT', `/api/v1/dashboard/${dashboard.id}`, { position_json: JSON.stringify(positions) });
  return { id: dashboard.id, charts: saved };
}

/** The probe's paintedAt of every chart it knows, by id. */
const paintedAt = (page: Page): Promise<Record<string, number | undefined>> =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(window.__tesseraProbe?.charts ?? {}).map(([id, c]) => [id, c.paintedAt])),
  );

/** The pie's slices: the label text and where to click each, from the labels' anchors around the plot's centre. */
async function sliceTargets(page: Page, emitter: number): Promise<{ label: string; x: number; y: number }[]> {
  const cell = page.locator(`[data-chart-id="${emitter}"]`).first();
  // The pie in the middle of the screen: the same scroll, so the same charts near the screen, on every path.
  // Charts above it may still change the layout, so the scroll is repeated until the pie is drawn and still.
  const labels = cell.locator('.tessera-slice-label');
  await cell.scrollIntoViewIfNeeded({ timeout: CLICK_LIMIT_MS });
  await labels.first().waitFor({ timeout: CLICK_LIMIT_MS });
  for (let tries = 0; ; tries += 1) {
    await cell.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(1000);
    if ((await labels.count()) > 0 && tries >= 2) break;
    if (tries > CLICK_LIMIT_MS / 1000) throw new Error(`the pie ${emitter} was never drawn`);
  }
  await page.waitForTimeout(2000);
  const found = await cell.evaluate((el) => {
    const plot = el.querySelector('[data-plot-area]')?.getBoundingClientRect();
    if (!plot) return null;
    const labels = [...el.querySelectorAll<HTMLElement>('.tessera-slice-label')].map((label) => {
      const view = (label.parentElement as HTMLElement).getBoundingClientRect();
      return {
        label: label.innerText,
        x: view.left + parseFloat(label.style.left),
        y: view.top + parseFloat(label.style.top),
      };
    });
    return { centre: { x: plot.left + plot.width / 2, y: plot.top + plot.height / 2 }, size: plot.width, labels };
  });
  if (!found) throw new Error(`chart ${emitter} has no plot area`);
  return found.labels.map((l) => ({ label: l.label, ...sliceAim(found.centre, found.size, l) }));
}

/** What the cross-filter pill says (the emitter's name and the value), or '' when none shows. */
const pillText = (page: Page): Promise<string> =>
  page.evaluate(
    () => document.querySelector<HTMLElement>('[data-test="cross-filter-pill"]')?.innerText.split('\n')[0] ?? '',
  );

/**
 * `XF_PROFILE=dir`: a whole Chromium trace (every thread: the page's main thread, the data worker, the compositor and
 * the GPU process, with V8's JS samples) from `tracing(page)` to the returned stop, written to `dir/<name>.json` for
 * the trace viewer. Starting V8's sampler holds each thread a while when it next runs JS (the data worker logs its
 * DuckDB-WASM code), so the first click traced carries that cost and the next one is the one to read.
 */
async function tracing(page: Page): Promise<(name: string) => Promise<void>> {
  const dir = process.env.XF_PROFILE;
  if (!dir) return async () => {};
  const stop = await startTrace(
    page,
    'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,' +
      'v8.execute,disabled-by-default-v8.cpu_profiler,blink,gpu,cc,viz,toplevel',
  );
  return async (name) => {
    const events = await stop();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify({ traceEvents: events }));
  };
}

/**
 * One click at `at`: the press time, the charts repainted after it, the long tasks since, and the main thread's busy
 * time from just before the press to when the bench saw the last repaint (`busy`, CDP's TaskDuration; the bench looks
 * every 100 ms, so whatever the page runs in the frames after the repaint counts too).
 */
async function clickOnce(
  page: Page,
  at: { x: number; y: number },
  targets: readonly string[],
  busy: () => Promise<number>,
): Promise<{ figure: ClickFigure; repainted: string[]; pill: string; hoverMs: number; busyMs: number }> {
  const before = await pillText(page);
  await page.evaluate('window.__xfBench.moves = []');
  await page.mouse.move(at.x, at.y);
  await page.waitForTimeout(200);
  // The hover onto the chart, its marks drawn anew by the last click: the longest pointer move's handling.
  const hoverMs = (await page.evaluate('Math.max(0, ...window.__xfBench.moves)')) as number;
  const busyBefore = await busy();
  await page.mouse.click(at.x, at.y);
  const pressedAt = (await page.evaluate('window.__xfBench.pressedAt')) as number;
  await page
    .waitForFunction(
      ({ ids, from }) => ids.every((id) => (window.__tesseraProbe?.charts[id]?.paintedAt ?? 0) > from),
      { ids: [...targets], from: pressedAt },
      { timeout: CLICK_LIMIT_MS, polling: 100 },
    )
    .catch(async (error: unknown) => {
      const late = await page.evaluate(
        ({ ids, from }) =>
          ids
            .map((id) => window.__tesseraProbe?.charts[id])
            .filter((c) => (c?.paintedAt ?? 0) <= from)
            .map((c) => {
              const cell = document.querySelector(`[data-chart-id="${c?.chartId}"]`);
              return `${c?.chartId} ${c?.vizType} ${c?.status} [${cell?.textContent?.slice(0, 200)}] drawn ${c?.drawnAt} top ${cell?.getBoundingClientRect().top}`;
            }),
        { ids: [...targets], from: pressedAt },
      );
      throw new Error(`charts not repainted after the click: ${late.join(', ')}`, { cause: error });
    });
  const busyMs = (await busy()) - busyBefore;
  const painted = await paintedAt(page);
  const repainted = Object.keys(painted).filter((id) => (painted[id] ?? 0) > pressedAt);
  const pill = await pillText(page);
  if (pill === before || pill === '') throw new Error(`the click at ${at.x},${at.y} did not change the cross filter`);
  const tasks = (await page.evaluate('window.__xfBench.longTasks')) as LongTask[];
  const times = targets.map((id) => painted[id] ?? pressedAt);
  if (process.env.XF_TRACE) {
    // Where the click's time went: the first and last chart's model made (the answers committed), then painted.
    const made = (await page.evaluate(
      (ids) => ids.map((id) => window.__tesseraProbe?.charts[id]?.transformedAt ?? 0),
      [...targets],
    )) as number[];
    const since = (t: number): string => (t - pressedAt).toFixed(1);
    const handled = (await page.evaluate(`window.__xfBench.clicks.find(([at]) => at >= ${pressedAt})?.[1] ?? null`)) as
      number | null;
    console.error(
      `    click handled ${handled === null ? 'n/a' : `${handled.toFixed(1)} ms`}, models made +${since(Math.min(...made))}..+${since(Math.max(...made))} ms, painted +${since(Math.max(...times))} ms, main thread busy ${busyMs.toFixed(1)} ms`,
    );
  }
  return { figure: clickFigure(pressedAt, times, tasks), repainted, pill, hoverMs, busyMs };
}

/** A path of one dashboard: its page, the first click (finding the charts it repaints) apart, then `rounds` rounds. */
async function pathFigures(
  context: BrowserContext,
  url: string,
  emitter: number,
  rounds: number,
  path: string,
  scope: readonly string[],
): Promise<{
  row: PathRow;
  first: ClickFigure;
  targets: string[];
  values: string[];
  prefetch: string;
  mainThread: string;
}> {
  const page = await context.newPage();
  const busy = await mainThreadClock(page);
  try {
    await page.goto(url);
    await page.waitForFunction(
      () => Object.values(window.__tesseraProbe?.charts ?? {}).some((c) => c.drawnAt),
      undefined,
      {
        timeout: CLICK_LIMIT_MS,
      },
    );
    const slices = await sliceTargets(page, emitter);
    // The clicks start once the page's cross-filter prefetch (its cubes and their answers) is done, as a user's who
    // has looked at the dashboard a moment; the Node bench times a click before any cube apart.
    const prefetch = await page
      .waitForFunction(() => window.__tesseraProbe?.crossFilterPrefetch, undefined, {
        timeout: CLICK_LIMIT_MS,
        polling: 100,
      })
      .then((handle) => handle.jsonValue());
    if (slices.length < 2) throw new Error(`the pie ${emitter} shows ${slices.length} labelled slices; two are needed`);
    // The charts timed: those in the cross filter's scope drawn and on the screen when the first click comes (a
    // chart scrolled away is asked again only when it comes near).
    const drawn = await page.evaluate(
      (ids) =>
        ids.filter((id) => {
          const box = document.querySelector(`[data-chart-id="${id}"]`)?.getBoundingClientRect();
          const onScreen = box !== undefined && box.bottom > 0 && box.top < innerHeight;
          return onScreen && window.__tesseraProbe?.charts[id]?.drawnAt !== undefined;
        }),
      [...scope],
    );
    const warm = await clickOnce(page, slices[0] as (typeof slices)[0], drawn, busy);
    const targets = drawn;
    const values = [warm.pill];
    const clicks: ClickFigure[] = [];
    const hovers: number[] = [];
    const busyTimes: number[] = [];
    let stopTrace: ((name: string) => Promise<void>) | undefined;
    const profiledRound = Number(process.env.XF_PROFILE_ROUND ?? rounds) - 1;
    for (let r = 0; r < rounds; r += 1)
      for (const [i, slice] of slices.entries()) {
        if (r === 0 && i === 0) continue;
        // XF_PROFILE: two clicks of round XF_PROFILE_ROUND (the last by default) are traced; the second is the one to read.
        const first = r === 0 ? 1 : 0;
        const traced = r === profiledRound;
        const stop = traced && i === first ? await tracing(page) : null;
        const c = await clickOnce(page, slice, targets, busy);
        if (traced && i === first + 1) await stopTrace?.(`${path}-round${r + 1}`);
        stopTrace = stop ?? stopTrace;
        if (r === 0) values.push(c.pill);
        if (process.env.XF_TRACE) console.error(`  ${path} ${c.pill}: ${c.figure.ms.toFixed(1)} ms`);
        clicks.push(c.figure);
        hovers.push(c.hoverMs);
        busyTimes.push(c.busyMs);
      }
    const prefetched = prefetch
      ? `prefetch done ${(prefetch.doneAt / 1000).toFixed(1)} s after navigation (${prefetch.cubes} cubes, ` +
        `${prefetch.answers} answers, ${(prefetch.ms / 1000).toFixed(1)} s in the worker)`
      : 'no prefetch';
    const mainThread =
      `main thread busy per click p50 / p95 ${quantile(busyTimes, 0.5).toFixed(1)} / ${quantile(busyTimes, 0.95).toFixed(1)} ms; ` +
      `hover after a click p50 / max ${quantile(hovers, 0.5).toFixed(1)} / ${Math.max(0, ...hovers).toFixed(1)} ms`;
    return {
      row: pathRow(path, targets.length, clicks),
      first: warm.figure,
      targets,
      values,
      prefetch: prefetched,
      mainThread,
    };
  } finally {
    await page.close();
  }
}

function print(title: string, rows: { row: PathRow; note: string; load: string }[]): void {
  console.log(`\n${title}`);
  console.log(
    'path                 charts  clicks     p50 ms     p95 ms     max ms  long tasks (max ms)  load (1/5/15)    note',
  );
  for (const { row: r, note, load: l } of rows)
    console.log(
      `${r.path.padEnd(20)} ${String(r.charts).padStart(6)} ${String(r.clicks).padStart(7)}` +
        ` ${r.p50.toFixed(1).padStart(10)} ${r.p95.toFixed(1).padStart(10)} ${r.max.toFixed(1).padStart(10)}` +
        `  ${`${r.longTasks} (${r.longestTaskMs.toFixed(0)})`.padStart(19)}  ${l.padEnd(15)}  ${note}`,
    );
  const [local, server] = rows;
  if (local && server) console.log(`server p95 / local p95: ${(server.row.p95 / local.row.p95).toFixed(1)}×`);
}

/** One dashboard: the local and server paths in turn, then Mosaic on the same charts. */
async function dashboardBench(
  context: BrowserContext,
  baseUrl: string,
  dashboard: { title: string; idOrSlug: string | number; emitter: number; charts: BenchChart[]; column: string },
  mosaic: Omit<MosaicTarget, 'charts' | 'values'> | null,
  rounds: number,
  serverPath: boolean,
): Promise<void> {
  const url = (path: string) => `${baseUrl}/superset/dashboard/${dashboard.idOrSlug}/?probe${path}`;
  const rows: { row: PathRow; note: string; load: string }[] = [];
  const scope = dashboard.charts.map((c) => String(c.id)).filter((id) => id !== String(dashboard.emitter));
  const local = await pathFigures(context, url(''), dashboard.emitter, rounds, 'local', scope);
  const localNote = `first click ${local.first.ms.toFixed(0)} ms; ${local.mainThread}; ${local.prefetch}`;
  rows.push({ row: local.row, note: localNote, load: load() });
  console.error(`  local path done (${local.targets.length} charts in scope timed a click)`);
  if (serverPath) {
    const server = await pathFigures(
      context,
      url('&xfpath=server'),
      dashboard.emitter,
      rounds,
      'server (uncached)',
      scope,
    );
    rows.push({
      row: server.row,
      note: `first click: ${server.first.ms.toFixed(0)} ms; ${server.mainThread}`,
      load: load(),
    });
  }
  if (mosaic) {
    const charts = dashboard.charts.filter((c) => local.targets.includes(String(c.id)));
    const values = local.values.map((pill) => pill.slice(pill.lastIndexOf(' = ') + 3).trim());
    try {
      const m = await mosaicInBrowser(context, baseUrl, { ...mosaic, charts, values }, rounds);
      rows.push({ row: m.row, note: m.note, load: load() });
    } catch (error) {
      console.error('Mosaic failed:', error);
    }
  }
  print(dashboard.title, rows);
}

async function main(): Promise<void> {
  const { dataDir, values: args } = benchArgs({
    rounds: { type: 'string' },
    mosaic: { type: 'string' },
    only: { type: 'string' },
    build: { type: 'string' },
    server: { type: 'string' },
  });
  const rounds = Number(args.rounds ?? 3);
  const runs = (name: 'large' | 'flights') => args.only === undefined || args.only === name;
  const copy = mkdtempSync(join(tmpdir(), 'tessera-xf-browser-'));
  cpSync(dataDir, copy, { recursive: true });
  const mosaicOn = args.mosaic !== 'off';
  if (mosaicOn) {
    const exported = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/filters/exportTables.ts', join(copy, 'examples.duckdb'), copy, 'orders', 'flights'],
      { stdio: 'inherit' },
    );
    if (exported.status !== 0) throw new Error('exporting the tables for Mosaic failed');
  }
  if (args.build !== 'off') buildInstrumentedApp();
  const server = await startServerProcess({ password: PASSWORD, dataDir: copy, quiet: true });
  const browser = await launchBrowser();
  try {
    const api = await apiClient(server.baseUrl);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
    await signIn(context, server.baseUrl, PASSWORD);
    await context.addInitScript(RECORDER);
    console.log(`uptime load at start: ${load()}`);
    if (runs('large')) {
      const stored = await api<{ result: { id: number; form_data: Record<string, unknown> }[] }>(
        'GET',
        '/api/v1/dashboard/large/charts',
      );
      const pie = stored.result.find(
        (c) => c.form_data.viz_type === 'pie' && (c.form_data.groupby as unknown[] | undefined)?.[0] === 'channel',
      );
      if (!pie) throw new Error('no pie by channel on the large dashboard');
      await dashboardBench(
        context,
        server.baseUrl,
        {
          title: 'Large dashboard (200 charts): click on a channel of a pie',
          idOrSlug: 'large',
          emitter: pie.id,
          // In scope: the charts on the pie's dataset, as in run.ts.
          charts: stored.result
            .filter((c) => c.form_data.datasource === pie.form_data.datasource)
            .map((c) => ({ id: c.id, formData: { ...c.form_data, slice_id: c.id } })),
          column: 'channel',
        },
        mosaicOn
          ? {
              table: 'orders',
              parquet: join(copy, 'orders.parquet'),
              column: 'channel',
              saved: await savedMetrics(api, Number(String(pie.form_data.datasource).split('__')[0])),
            }
          : null,
        rounds,
        args.server !== 'off',
      );
    }
    if (runs('flights')) {
      const datasets = await api<{ result: { id: number; table_name: string }[] }>(
        'GET',
        `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:flights)))')}`,
      );
      const flightsId = datasets.result.find((d) => d.table_name === 'flights')?.id;
      if (flightsId === undefined) throw new Error(`no flights dataset in ${dataDir}: see bench/filters/README.md`);
      const saved = await saveFlightsDashboard(api, flightsId);
      await dashboardBench(
        context,
        server.baseUrl,
        {
          title: 'Flights (10 charts, 10 million rows): click on a carrier of the pie',
          idOrSlug: saved.id,
          emitter: saved.charts[0]?.id ?? 0,
          charts: saved.charts.slice(1),
          column: FLIGHTS_CROSS_FILTER_COLUMN,
        },
        mosaicOn
          ? {
              table: 'flights',
              parquet: join(copy, 'flights.parquet'),
              column: FLIGHTS_CROSS_FILTER_COLUMN,
              saved: await savedMetrics(api, flightsId),
            }
          : null,
        rounds,
        args.server !== 'off',
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// `node --import tsx bench/filters/run.ts --data-dir DIR [--rounds 5]`: a cross-filter click to every chart in its
// scope answered (results in Arrow, decoded), on the 200-chart dashboard and on a ten-chart flights dashboard, by the
// local path (cubes in DuckDB-WASM), by the server path (every chart asks the server, uncached) and by Mosaic
// (mosaic-core with its data-cube indexes over the same DuckDB-WASM), printed side by side in one run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import type { DataPlane, FetchLike } from '../../src/core/dataplane';
import { createDataPlane, globalTimers, memoryStorage } from '../../workers/dataplane';
import { crossFilterIndexing } from '../../workers/dataplane/crossfilter';
import { loadDuckDBForNode } from '../../wasm/node';
import { benchArgs, postChartData, startBenchServer, type BenchServer } from '../query/server';
import { FLIGHTS_CROSS_FILTER_COLUMN, flightsDashboard, type BenchChart } from './flightsDashboard';
import { mosaicClicks } from './mosaic';

/** One path's figures for one dashboard. */
export interface PathFigures {
  path: string;
  charts: number;
  clicks: number[];
  local: number;
  note: string;
  load: string;
}

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function click(
  plane: DataPlane,
  charts: BenchChart[],
  filter: Record<string, unknown>,
  force: boolean,
): Promise<{ ms: number; local: number; localMs: number; remote: number[] }> {
  const started = performance.now();
  let localMs = 0;
  const outcomes = await Promise.all(
    charts.map(async (c) => {
      const outcome = await plane.fetchChartData({
        chartId: c.id,
        formData: { ...c.formData, extra_form_data: { filters: [filter] } },
        force,
        visibility: 'visible',
      });
      if (outcome.status === 'success' && outcome.local) localMs = Math.max(localMs, performance.now() - started);
      return outcome;
    }),
  );
  let local = 0;
  const remote = charts.filter((_, i) => outcomes[i]?.status === 'success' && !outcomes[i].local).map((c) => c.id);
  for (const o of outcomes) {
    if (o.status !== 'success') throw new Error(`a chart answered ${o.status}: ${JSON.stringify(o).slice(0, 300)}`);
    if (o.local) local += 1;
    // What the page does with an answer: decode its Arrow bytes once.
    for (const r of o.results) if (r.table) tableFromIPC(r.table.ipc);
  }
  return { ms: performance.now() - started, local, localMs, remote };
}

async function valuesOf(s: BenchServer, datasourceId: number, column: string): Promise<string[]> {
  const { status, bytes } = await postChartData(s, {
    datasource: { id: datasourceId, type: 'table' },
    queries: [{ columns: [column], metrics: ['count'], orderby: [['count', false]], row_limit: 100 }],
  });
  if (status !== 200) throw new Error(`values of ${column}: ${status}`);
  const body = JSON.parse(bytes.toString('utf8')) as { result: { data: Record<string, unknown>[] }[] };
  return (body.result[0]?.data ?? []).map((r) => String(r[column]));
}

/** Mosaic's figures, or a row saying why there are none. */
async function mosaicRow(run: () => Promise<PathFigures>, charts: number): Promise<PathFigures> {
  try {
    return await run();
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    return { path: 'mosaic (data cubes)', charts, clicks: [NaN], local: 0, note, load: load() };
  }
}

/** The saved metrics' SQL of a dataset, for Mosaic's clients. */
async function savedMetrics(s: BenchServer, id: number): Promise<Map<string, string>> {
  const res = await globalThis.fetch(`${s.baseUrl}/api/v1/dataset/${id}`, { headers: s.headers });
  const body = (await res.json()) as { result: { metrics: { metric_name: string; expression: string }[] } };
  return new Map(body.result.metrics.map((m) => [m.metric_name, m.expression]));
}

/** A data plane over the bench server, with a DuckDB-WASM of its own. */
function benchPlane(server: BenchServer): DataPlane {
  const authorization = server.headers.authorization as string;
  const fetch: FetchLike = (url, init) =>
    globalThis.fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization } });
  const db = loadDuckDBForNode();
  return createDataPlane({
    fetch,
    timers: globalTimers,
    storage: memoryStorage(),
    logger: { warn: (...a: unknown[]) => console.warn(...a), info: () => undefined },
    duckdb: () => db,
    config: { baseUrl: server.baseUrl },
  });
}

const loadCharts = async (plane: DataPlane, charts: BenchChart[]) => {
  for (const c of charts) await plane.fetchChartData({ chartId: c.id, formData: c.formData, visibility: 'visible' });
};

/**
 * The local and server paths of one dashboard's cross filter: the charts loaded, the cubes prefetched as the
 * dashboard does once its charts have loaded (timed), a first click, then every value `rounds` times; the server
 * path's clicks; and, on a plane of its own, a click before any cube was fetched (the server answers it).
 */
async function planePaths(
  server: BenchServer,
  plane: DataPlane,
  charts: BenchChart[],
  column: string,
  values: string[],
  rounds: number,
): Promise<PathFigures[]> {
  const filter = (val: string) => ({ col: column, op: '==', val });
  const early = benchPlane(server);
  await loadCharts(early, charts);
  const beforeCubes = await click(early, charts, filter(values[0] as string), false);
  // The cubes that click fetched behind its answers, out of the way of the next plane's figures.
  await crossFilterIndexing();
  await loadCharts(plane, charts);
  console.error(`  ${charts.length} charts loaded; prefetch and local clicks next`);
  const requests = charts.map((c) => ({
    chartId: c.id,
    formData: { ...c.formData, extra_form_data: { filters: [filter(values[0] as string)] } },
  }));
  const prefetched = await plane.prefetchCrossFilters(requests);
  // On the last value: the rounds start on the first, and a click on the value already applied is no new click.
  const first = await click(plane, charts, filter(values[values.length - 1] as string), false);
  if (process.env.XF_TRACE)
    console.error(
      `  prefetch ${JSON.stringify(prefetched)}; first click answered by the server: ${first.remote.length}`,
    );
  const localClicks: number[] = [];
  const localOnly: number[] = [];
  let local = 0;
  for (let r = 0; r < rounds; r += 1)
    for (const v of values) {
      const c = await click(plane, charts, filter(v), false);
      localClicks.push(c.ms);
      if (process.env.XF_TRACE) console.error(`  click ${v}: ${c.ms.toFixed(1)} ms`);
      localOnly.push(c.localMs);
      local = c.local;
    }
  const localLoad = load();
  console.error('  local clicks done; server clicks next');
  const serverClicks: number[] = [];
  for (const v of values.slice(0, Math.max(3, Math.min(values.length, 5))))
    serverClicks.push((await click(plane, charts, filter(v), true)).ms);
  const prefetchNote =
    `prefetch ${prefetched.ms.toFixed(0)} ms (${prefetched.cubes} cubes, ${prefetched.answers} answers made ahead);` +
    ` first click after it ${first.ms.toFixed(0)} ms (${first.local} local);` +
    ` first click before any cube ${beforeCubes.ms.toFixed(0)} ms (${beforeCubes.local} local)`;
  return [
    { path: 'local', charts: charts.length, clicks: localClicks, local, note: prefetchNote, load: localLoad },
    { path: 'server (uncached)', charts: charts.length, clicks: serverClicks, local: 0, note: '', load: load() },
    {
      path: 'local, its own charts',
      charts: local,
      clicks: localOnly,
      local,
      note: 'the same clicks until the last chart answered locally',
      load: localLoad,
    },
  ];
}

function print(title: string, figures: PathFigures[]): void {
  console.log(`\n${title}`);
  console.log('path                 charts  local  clicks     p50 ms     p95 ms     max ms  load (1/5/15 min)  note');
  for (const f of figures)
    console.log(
      `${f.path.padEnd(20)} ${String(f.charts).padStart(6)} ${String(f.local).padStart(6)} ${String(f.clicks.length).padStart(7)}` +
        ` ${quantile(f.clicks, 0.5).toFixed(1).padStart(10)} ${quantile(f.clicks, 0.95).toFixed(1).padStart(10)}` +
        ` ${Math.max(...f.clicks)
          .toFixed(1)
          .padStart(10)}  ${f.load.padEnd(17)}  ${f.note}`,
    );
  const localP95 = quantile(figures[0]?.clicks ?? [], 0.95);
  const serverP95 = quantile(figures[1]?.clicks ?? [], 0.95);
  console.log(`server p95 / local p95: ${(serverP95 / localP95).toFixed(1)}×`);
}

async function main(): Promise<void> {
  const { dataDir, values: args } = benchArgs({
    rounds: { type: 'string' },
    mosaic: { type: 'string' },
    only: { type: 'string' },
  });
  const runs = (name: 'large' | 'flights') => args.only === undefined || args.only === name;
  const rounds = Number(args.rounds ?? 5);
  const parquetDir = mkdtempSync(join(tmpdir(), 'tessera-filters-bench-'));
  if (args.mosaic !== 'off') {
    const exported = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/filters/exportTables.ts',
        join(dataDir, 'examples.duckdb'),
        parquetDir,
        'orders',
        'flights',
      ],
      { stdio: 'inherit' },
    );
    if (exported.status !== 0) throw new Error('exporting the tables for Mosaic failed');
  }
  const server = await startBenchServer(dataDir);
  const plane = benchPlane(server);
  try {
    console.log(`uptime load at start: ${load()}`);
    // The 200-chart dashboard: a pie's click on its dimension, the charts on its dataset in scope.
    if (runs('large')) await largeDashboard(server, plane, parquetDir, rounds, args.mosaic !== 'off');
    if (runs('flights')) await flightsBench(server, plane, parquetDir, rounds, args.mosaic !== 'off');
  } finally {
    await server.close();
    rmSync(parquetDir, { recursive: true, force: true });
  }
}

async function largeDashboard(
  server: BenchServer,
  plane: DataPlane,
  parquetDir: string,
  rounds: number,
  mosaic: boolean,
) {
  const res = await globalThis.fetch(`${server.baseUrl}/api/v1/dashboard/large/charts`, { headers: server.headers });
  const stored = ((await res.json()) as { result: { id: number; form_data: Record<string, unknown> }[] }).result;
  const emitter = stored.find(
    (c) =>
      c.form_data.viz_type === 'pie' &&
      String(c.form_data.datasource).length > 0 &&
      Array.isArray(c.form_data.groupby) &&
      c.form_data.groupby[0] === 'channel',
  );
  if (!emitter) throw new Error('no pie by channel on the large dashboard');
  const largeScope = stored
    .filter((c) => c.id !== emitter.id && c.form_data.datasource === emitter.form_data.datasource)
    .map((c) => ({ id: c.id, formData: { ...c.form_data, slice_id: c.id } }));
  const ordersId = Number(String(emitter.form_data.datasource).split('__')[0]);
  const channels = await valuesOf(server, ordersId, 'channel');
  const large = await planePaths(server, plane, largeScope, 'channel', channels, rounds);
  const ordersMetrics = await savedMetrics(server, ordersId);
  if (mosaic)
    large.push(
      await mosaicRow(
        () => mosaicClicks(parquetDir, 'orders', largeScope, 'channel', channels, rounds, ordersMetrics),
        largeScope.length,
      ),
    );
  print(
    `Large dashboard (200 charts): click on a channel of a pie; ${largeScope.length} charts on its dataset in scope`,
    large,
  );
}

async function flightsBench(
  server: BenchServer,
  plane: DataPlane,
  parquetDir: string,
  rounds: number,
  mosaic: boolean,
) {
  const flights = flightsDashboard(server.flightsId);
  const carriers = await valuesOf(server, server.flightsId, FLIGHTS_CROSS_FILTER_COLUMN);
  const ten = await planePaths(server, plane, flights.inScope, FLIGHTS_CROSS_FILTER_COLUMN, carriers, rounds);
  const flightsMetrics = await savedMetrics(server, server.flightsId);
  if (mosaic)
    ten.push(
      await mosaicRow(
        () =>
          mosaicClicks(
            parquetDir,
            'flights',
            flights.inScope,
            FLIGHTS_CROSS_FILTER_COLUMN,
            carriers,
            rounds,
            flightsMetrics,
          ),
        flights.inScope.length,
      ),
    );
  print(
    `Flights (10 charts, 10 million rows): click on a carrier of the pie; ${flights.inScope.length} charts in scope`,
    ten,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

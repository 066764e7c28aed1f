import { describe, expect, it } from 'vitest';
import { tableFromIPC } from 'apache-arrow';
import {
  DUCKDB_QUIET_MS,
  DUCKDB_SCROLL_IDLE_MS,
  LocalTables,
  createDataPlane,
  memoryStorage,
} from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { decodeResultTable } from '../../src/core/dataplane';
import type { ChartDataOutcome, ChartDataRequest, ChartQueryResult } from '../../src/core/dataplane';
import type { QueryContext } from '../../src/core/query';
import { FakeTimers, fakeFetch, flush, json, recordingLogger } from './fakes';

/** The real Node loader behind a gate: DuckDB-WASM starts loading only when the test opens the gate. */
function gatedLoader() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { calls: 0, handle: null as DuckDBHandle | null };
  const load = () => {
    state.calls += 1;
    return gate.then(loadDuckDBForNode).then((handle) => (state.handle = handle));
  };
  return { load, open: () => open(), state };
}

/** Fails when `promise` has not settled within `ms` of real time. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)),
  ]);
}

/** True when `promise` is still pending after other work has had its turn. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((r) => setTimeout(r, 50));
  return !settled;
}

const answer =
  '{"result":[{"colnames":["region","big","n"],"coltypes":[1,0,0],"rowcount":3,"data":[{"region":"EMEA","big":9007199254740993,"n":3},{"region":"APAC","big":2,"n":1},{"region":"AMER","big":12,"n":2}]}]}';
const context = (filters: QueryContext['queries'][number]['filters'] = []): QueryContext => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], filters, row_limit: 1000 }],
});
const request = (chartId: number, ctx: QueryContext = context()): ChartDataRequest => ({
  chartId,
  formData: { slice_id: chartId },
  queryContext: ctx,
});

function first(outcome: ChartDataOutcome): ChartQueryResult & { table: NonNullable<ChartQueryResult['table']> } {
  if (outcome.status !== 'success') throw new Error(`not a success: ${outcome.status}`);
  const result = outcome.results[0];
  if (!result?.table) throw new Error('no table');
  return result as ChartQueryResult & { table: NonNullable<ChartQueryResult['table']> };
}

/** Moves the buffer away as serve.ts does when it transfers a result to the page. */
function transferAway(bytes: Uint8Array): Uint8Array {
  const moved = new Uint8Array(
    structuredClone(bytes.buffer as ArrayBuffer, { transfer: [bytes.buffer as ArrayBuffer] }),
  );
  expect(bytes.byteLength).toBe(0);
  return moved;
}

/** The database's tables in the order they were created. */
const tableNames = async (db: DuckDBHandle): Promise<string[]> =>
  [
    ...(tableFromIPC(await db.query('SELECT table_name FROM duckdb_tables() ORDER BY table_oid')).getChild(
      'table_name',
    ) ?? []),
  ].map(String);

describe('results before DuckDB-WASM is ready', () => {
  it('delivers chart data while the database is still loading; local queries wait for it and answer after', async () => {
    const loader = gatedLoader();
    const fetch = fakeFetch({ '/api/v1/chart/data': () => json(answer) });
    const dp = createDataPlane({
      fetch,
      timers: new FakeTimers(),
      storage: memoryStorage(),
      logger: recordingLogger(),
      duckdb: loader.load,
    });

    const result = first(await within(dp.fetchChartData(request(1)), 5_000, 'chart data while the database loads'));
    expect(loader.state.handle).toBeNull();
    expect(result).toMatchObject({ colnames: ['region', 'big', 'n'], rowcount: 3 });
    expect(decodeResultTable(result.table).getChild('big')?.toArray()).toEqual(
      new BigInt64Array([9007199254740993n, 2n, 12n]),
    );

    // A second chart with the same query is served from the cache, still before the database: its own copy.
    const again = await within(dp.fetchChartData(request(2)), 5_000, 'a cached answer while the database loads');
    expect(again.status === 'success' && again.fromCache).toBe(true);
    expect(first(again).table.name).toBe(result.table.name);
    transferAway(result.table.ipc);
    expect(decodeResultTable(first(again).table).getChild('region')?.toArray()).toEqual(['EMEA', 'APAC', 'AMER']);

    const sorted = dp.queryLocal({ table: result.table.name, orderBy: [{ column: 'n', ascending: true }] });
    const processed = dp.postProcess(result.table.name, [
      { operation: 'sort', options: { by: ['big'], ascending: [false] } },
    ]);
    expect(await pending(sorted)).toBe(true);
    expect(await pending(processed)).toBe(true);

    loader.open();
    expect(
      tableFromIPC((await within(sorted, 30_000, 'a local query')).ipc)
        .getChild('region')
        ?.toArray(),
    ).toEqual(['APAC', 'AMER', 'EMEA']);
    const out = decodeResultTable(await processed);
    expect(out.getChild('region')?.toArray()).toEqual(['EMEA', 'AMER', 'APAC']);
    expect(out.getChild('big')?.get(0)).toBe(9007199254740993n);
    expect(fetch.calls).toHaveLength(1);

    // Once the table is in DuckDB, a filter that only narrows the loaded result is answered locally.
    const narrowed = await dp.fetchChartData(request(1, context([{ col: 'region', op: 'IN', val: ['AMER', 'EMEA'] }])));
    expect(narrowed.status === 'success' && narrowed.local).toBe(true);
    expect(decodeResultTable(first(narrowed).table).getChild('region')?.toArray()).toEqual(['EMEA', 'AMER']);
    expect(fetch.calls).toHaveLength(1);
  }, 60_000);

  it('DuckDB-WASM starts loading once chart answers have paused for DUCKDB_QUIET_MS and the scroll for DUCKDB_SCROLL_IDLE_MS (not with the first answer, which it delayed), or at once for a local query', async () => {
    const loader = gatedLoader();
    const timers = new FakeTimers();
    const fetch = fakeFetch({ '/api/v1/chart/data': () => json(answer) });
    const plane = (duckdb: () => Promise<DuckDBHandle>) =>
      createDataPlane({ fetch, timers, storage: memoryStorage(), logger: recordingLogger(), duckdb });
    const dp = plane(loader.load);

    first(await dp.fetchChartData(request(1)));
    expect(loader.state.calls).toBe(0);
    await timers.advance(DUCKDB_QUIET_MS - 1);
    first(await dp.fetchChartData(request(2, context([{ col: 'n', op: '>', val: 1 }]))));
    await timers.advance(DUCKDB_QUIET_MS - 1);
    // Answers kept coming: the quiet time starts again from the last one.
    expect(loader.state.calls).toBe(0);
    await timers.advance(1);
    expect(loader.state.calls).toBe(1);

    // Answers that never pause keep it from loading (they are what the page is busy with): it loads once they do.
    const steady = gatedLoader();
    const busy = plane(steady.load);
    for (let i = 0; i < 20; i += 1) {
      first(await busy.fetchChartData(request(10 + i, context([{ col: 'n', op: '>', val: i }]))));
      await timers.advance(DUCKDB_QUIET_MS / 2);
    }
    expect(steady.state.calls).toBe(0);
    await timers.advance(DUCKDB_QUIET_MS / 2 - 1);
    expect(steady.state.calls).toBe(0);
    await timers.advance(1);
    expect(steady.state.calls).toBe(1);

    // Not while the page scrolls (charts come near the screen and go), long after the answers paused: once it stops.
    const scrolled = gatedLoader();
    const scrolling = plane(scrolled.load);
    first(await scrolling.fetchChartData(request(1)));
    const scrollStart = timers.time;
    for (let i = 0; timers.time - scrollStart < DUCKDB_QUIET_MS * 3; i += 1) {
      await scrolling.setVisibility(100 + i, i % 2 ? 'near' : 'visible');
      await timers.advance(DUCKDB_QUIET_MS / 2);
    }
    expect(scrolled.state.calls).toBe(0);
    // The last change came DUCKDB_QUIET_MS / 2 ago: it loads DUCKDB_SCROLL_IDLE_MS after it.
    await timers.advance(DUCKDB_SCROLL_IDLE_MS - DUCKDB_QUIET_MS / 2 - 1);
    expect(scrolled.state.calls).toBe(0);
    await timers.advance(1);
    expect(scrolled.state.calls).toBe(1);

    // Nor while a chart on the screen is being asked for: once its answer is in and answers pause.
    let respond: (response: Response) => void = () => undefined;
    const slow = (async (url: string) =>
      url.includes('/api/v1/chart/data') && url.includes('dashboard_id=9')
        ? new Promise<Response>((resolve) => (respond = resolve))
        : json(answer)) as typeof fetch;
    const slowPlane = (duckdb: () => Promise<DuckDBHandle>, maxConcurrentQueries?: number) =>
      createDataPlane({
        fetch: slow,
        timers,
        storage: memoryStorage(),
        logger: recordingLogger(),
        duckdb,
        ...(maxConcurrentQueries ? { config: { maxConcurrentQueries } } : {}),
      });
    const asking = gatedLoader();
    const waiting = slowPlane(asking.load);
    first(await waiting.fetchChartData(request(1)));
    const inFlight = waiting.fetchChartData({ ...request(2), dashboardId: 9 });
    await flush();
    await timers.advance(DUCKDB_QUIET_MS * 3);
    expect(asking.state.calls).toBe(0);
    respond(json(answer));
    first(await inFlight);
    await timers.advance(DUCKDB_QUIET_MS);
    expect(asking.state.calls).toBe(1);

    // A request parked far off the screen (it runs once it comes near) does not hold it: one asked for, queued behind a
    // running one (one at a time here), then scrolled far away.
    const parking = gatedLoader();
    const one = slowPlane(parking.load, 1);
    const running = one.fetchChartData({ ...request(1), dashboardId: 9 });
    await flush();
    const parked = one.fetchChartData({ ...request(2, context([{ col: 'n', op: '>', val: 2 }])), dashboardId: 9 });
    await flush();
    await one.setVisibility(2, 'far');
    respond(json(answer));
    first(await running);
    await timers.advance(DUCKDB_SCROLL_IDLE_MS + DUCKDB_QUIET_MS);
    expect(parking.state.calls).toBe(1);
    await one.stopChart(2);
    await timers.advance(1_000);
    expect((await parked).status).toBe('stopped');

    // A local query does not wait for the pause.
    const eager = gatedLoader();
    const local = plane(eager.load);
    const shown = first(await local.fetchChartData(request(1)));
    const sorted = local.queryLocal({ table: shown.table.name });
    await flush();
    expect(eager.state.calls).toBe(1);
    eager.open();
    expect((await within(sorted, 30_000, 'a local query')).numRows).toBe(3);
  }, 60_000);

  it('a local filter waiting for the database gives way to a newer update of the chart, or to stopChart', async () => {
    const loader = gatedLoader();
    const fetch = fakeFetch({ '/api/v1/chart/data': () => json(answer) });
    const dp = createDataPlane({
      fetch,
      timers: new FakeTimers(),
      storage: memoryStorage(),
      logger: recordingLogger(),
      duckdb: loader.load,
    });
    const served = [first(await dp.fetchChartData(request(1))), first(await dp.fetchChartData(request(2)))];

    const waiting = dp.fetchChartData(request(1, context([{ col: 'region', op: 'IN', val: ['EMEA'] }])));
    expect(await pending(waiting)).toBe(true);
    // Not a narrowing filter: the server answers it while the local one still waits.
    const newer = await dp.fetchChartData(request(1, context([{ col: 'n', op: '>', val: 1 }])));
    served.push(first(newer));
    expect(fetch.calls).toHaveLength(2);

    const stopped = dp.fetchChartData(request(2, context([{ col: 'region', op: 'IN', val: ['APAC'] }])));
    expect(await pending(stopped)).toBe(true);
    await dp.stopChart(2);

    loader.open();
    expect(await within(waiting, 30_000, 'the waiting update')).toEqual({ status: 'superseded' });
    expect(await stopped).toEqual({ status: 'stopped' });
    expect(fetch.calls).toHaveLength(2);
    // Only server answers are in the database, those a local query named: the overtaken local answers were dropped.
    const inDatabase = await tableNames(loader.state.handle as DuckDBHandle);
    expect(inDatabase).toEqual([served[0]?.table.name]);
  }, 60_000);

  it('inserts waiting tables in order once the database is ready; released ones never, taken and transferred bytes do not matter', async () => {
    const loader = gatedLoader();
    const local = new LocalTables(loader.load());

    // Arrow bytes of small tables, made by a database of their own.
    const maker = await loadDuckDBForNode();
    const kept = local.register(await maker.query('SELECT * FROM (VALUES (3), (1), (2)) v(x)'));
    const released = local.register(await maker.query('SELECT * FROM (VALUES (10), (20)) v(y)'));
    const collected = local.register(await maker.query('SELECT 1 AS z'));
    const later = local.register(await maker.query("SELECT 'a' AS w"));
    expect([kept.numRows, released.numRows, collected.numRows, later.numRows]).toEqual([3, 2, 1, 1]);
    expect(local.columns(kept.name)).toEqual(['x']);

    local.retain(kept.name);
    local.retain(later.name);
    local.retain(released.name);
    local.release(released.name);
    local.collect(collected.name);
    expect(local.has(released.name)).toBe(false);
    expect(local.has(collected.name)).toBe(false);

    // The page receives (and detaches) the bytes before the database is there; a second receiver gets its own.
    const received = transferAway(await local.take(kept.name));
    expect(tableFromIPC(received).getChild('x')?.toArray()).toEqual(new Int32Array([3, 1, 2]));
    expect(tableFromIPC(await local.take(kept.name)).numRows).toBe(3);

    loader.open();
    const db = await within(local.database([kept.name]), 30_000, 'the database');
    expect(await tableNames(db)).toEqual([kept.name, later.name]);
    const sorted = await local.select({ table: kept.name, orderBy: [{ column: 'x', ascending: true }] });
    expect(tableFromIPC(sorted.ipc).getChild('x')?.toArray()).toEqual(new Int32Array([1, 2, 3]));
    // After insertion the bytes come from DuckDB.
    expect(
      tableFromIPC(await local.take(kept.name))
        .getChild('x')
        ?.toArray(),
    ).toEqual(new Int32Array([3, 1, 2]));

    local.release(kept.name);
    expect(await tableNames(db)).toEqual([later.name]);
    await expect(local.select({ table: released.name })).rejects.toThrow(`No loaded result named ${released.name}`);
  }, 60_000);

  it('a backlog of waiting tables goes in over several turns, in order, tables registered meanwhile after it', async () => {
    const loader = gatedLoader();
    const database = loader.load();
    const local = new LocalTables(database);
    const maker = await loadDuckDBForNode();
    const bytes = await maker.query("SELECT range AS x, 'label ' || range AS s FROM range(500)");
    const backlog = Array.from({ length: 40 }, () => local.register(bytes.slice()).name);
    backlog.forEach((name) => local.retain(name));

    // Runs right after the tables' own handler of the same promise: the first turn of insertion is over.
    const firstTurn = database.then(async (handle) => {
      const names = tableNames(handle);
      const meanwhile = local.register(bytes.slice()).name;
      return { inserted: (await names).length, meanwhile };
    });
    loader.open();
    const { inserted, meanwhile } = await within(firstTurn, 30_000, 'the database');
    expect(inserted).toBeGreaterThan(0);
    expect(inserted).toBeLessThan(backlog.length);
    const db = await local.database([meanwhile]);
    expect(await tableNames(db)).toEqual([...backlog, meanwhile]);
    expect(
      (await local.select({ table: backlog[39] as string, orderBy: [{ column: 'x', ascending: false }], limit: 1 }))
        .numRows,
    ).toBe(1);
  }, 60_000);

  it('a database that fails to load: charts still get results, local queries fail clearly and narrowing asks the server', async () => {
    const logger = recordingLogger();
    const fetch = fakeFetch({ '/api/v1/chart/data': () => json(answer) });
    const dp = createDataPlane({
      fetch,
      timers: new FakeTimers(),
      storage: memoryStorage(),
      logger,
      duckdb: () => Promise.reject(new Error('duckdb-eh.wasm: 404 Not Found')),
    });

    const result = first(await within(dp.fetchChartData(request(1)), 5_000, 'chart data'));
    expect(decodeResultTable(result.table).getChild('big')?.get(0)).toBe(9007199254740993n);
    const unavailable =
      /Local queries are unavailable: DuckDB-WASM could not be loaded \(duckdb-eh\.wasm: 404 Not Found\)/;
    await expect(
      dp.queryLocal({ table: result.table.name, orderBy: [{ column: 'n', ascending: true }] }),
    ).rejects.toThrow(unavailable);
    await expect(dp.postProcess(result.table.name, [{ operation: 'flatten' }])).rejects.toThrow(unavailable);
    expect(logger.warnings.some((w) => String(w[0]).includes('DuckDB-WASM could not be loaded'))).toBe(true);

    const narrowed = await dp.fetchChartData(request(1, context([{ col: 'region', op: 'IN', val: ['EMEA'] }])));
    expect(narrowed.status === 'success' && narrowed.local).toBe(false);
    expect(fetch.calls).toHaveLength(2);
    expect(first(narrowed).rowcount).toBe(3);

    // A chart shown again from the cache still gets whole bytes.
    const cached = await dp.fetchChartData(request(2));
    expect(cached.status === 'success' && cached.fromCache).toBe(true);
    expect(decodeResultTable(first(cached).table).numRows).toBe(3);
  }, 60_000);

  it('a loader that throws instead of rejecting is a failed database too', async () => {
    const dp = createDataPlane({
      fetch: fakeFetch({ '/api/v1/chart/data': () => json(answer) }),
      timers: new FakeTimers(),
      storage: memoryStorage(),
      logger: recordingLogger(),
      duckdb: () => {
        throw new Error('WebAssembly is not supported');
      },
    });
    const result = first(await dp.fetchChartData(request(1)));
    expect(result.rowcount).toBe(3);
    await expect(dp.queryLocal({ table: result.table.name })).rejects.toThrow(
      'DuckDB-WASM could not be loaded (WebAssembly is not supported)',
    );
  });
});

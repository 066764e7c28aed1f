import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDataWorker } from '../../workers/client';
import { serveDataPlane } from '../../workers/serve';
import { LAST_EVENT_ID_KEY, createDataPlane, memoryStorage } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { decodeResultTable } from '../../src/core/dataplane';
import type { DataPlane, ResultTable } from '../../src/core/dataplane';
import { ChannelWorker, FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

const answer =
  '{"result":[{"colnames":["region","big"],"coltypes":[1,0],"rowcount":2,"data":[{"region":"EMEA","big":9007199254740993},{"region":"APAC","big":2}]}]}';
const job = json({ job_id: 'j1', channel_id: 'c', user_id: 1, status: 'pending', errors: [], result_url: null }, 202);
const done = json({
  result: [
    {
      id: '42-0',
      job_id: 'j1',
      channel_id: 'c',
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: '/api/v1/chart/data/j1',
    },
  ],
});

let db: DuckDBHandle;
let plane: DataPlane;
let worker: ChannelWorker;
const page = memoryStorage({ [LAST_EVENT_ID_KEY]: '41-7' });
const timers = new FakeTimers();
const fetch = fakeFetch({
  '/api/v1/chart/data/j1': json(answer),
  '/api/v1/chart/data': [json(answer), job],
  '/api/v1/async_event/': done,
});
/** The bytes the worker side handed to comlink, to see what became of them after the transfer. */
const sent: Uint8Array[] = [];

beforeAll(async () => {
  db = await loadDuckDBForNode();
  const inner = createDataPlane({ fetch, timers, storage: null, logger: recordingLogger(), duckdb: async () => db });
  const keep = (table: ResultTable) => (sent.push(table.ipc), table);
  const recorded: DataPlane = {
    ...inner,
    fetchChartData: async (request) => {
      const outcome = await inner.fetchChartData(request);
      if (outcome.status === 'success') outcome.results.forEach((r) => r.table && keep(r.table));
      return outcome;
    },
    queryLocal: async (query) => keep(await inner.queryLocal(query)),
    postProcess: async (table, rules) => keep(await inner.postProcess(table, rules)),
  };
  const channel = new MessageChannel();
  serveDataPlane(recorded, channel.port2);
  worker = new ChannelWorker(channel.port1);
  plane = connectDataWorker(worker, { storage: page, logger: recordingLogger() });
}, 60_000);

afterAll(() => worker.terminate());

/** Checks the bytes arrived whole on this side and that the worker's copy was detached by the transfer. */
function expectTransferred(received: ResultTable, source: Uint8Array | undefined): void {
  expect(received.ipc.byteLength).toBeGreaterThan(0);
  expect(received.ipc.buffer).toBeInstanceOf(ArrayBuffer);
  expect(source).toBeDefined();
  expect(source?.byteLength).toBe(0);
  expect(source?.buffer.byteLength).toBe(0);
}

describe('the data worker over comlink (main-thread facade ↔ worker shim on a MessageChannel)', () => {
  let name = '';

  it("chart data arrives as a transferred ArrayBuffer: the worker's buffer is detached", async () => {
    const outcome = await plane.fetchChartData({
      chartId: 1,
      formData: { slice_id: 1 },
      queryContext: { datasource: { id: 1, type: 'table' }, queries: [{}] },
    });
    if (outcome.status !== 'success') throw new Error(outcome.status);
    const table = outcome.results[0]?.table;
    if (!table) throw new Error('no table');
    name = table.name;
    expectTransferred(table, sent.at(-1));
    expect(decodeResultTable(table).getChild('big')?.toArray()).toEqual(new BigInt64Array([9007199254740993n, 2n]));
  });

  it('local queries and post-processing answer transferred bytes too', async () => {
    const sorted = await plane.queryLocal({ table: name, orderBy: [{ column: 'region', ascending: true }] });
    expectTransferred(sorted, sent.at(-1));
    expect(decodeResultTable(sorted).getChild('region')?.toArray()).toEqual(['APAC', 'EMEA']);
    const summed = await plane.postProcess(name, [
      { operation: 'pivot', options: { index: ['region'], aggregates: { big: { operator: 'sum' } } } },
      { operation: 'flatten' },
    ]);
    expectTransferred(summed, sent.at(-1));
    expect(decodeResultTable(summed).getChild('big')?.toArray()).toEqual(new BigInt64Array([2n, 9007199254740993n]));
  });

  it('the facade hands the stored last event id to the worker and saves newer ones in page storage', async () => {
    await plane.configure({ asyncQueries: { enabled: true } });
    const pending = plane.fetchChartData({
      chartId: 2,
      formData: { slice_id: 2 },
      queryContext: { datasource: { id: 2, type: 'table' }, queries: [{}] },
    });
    await vi.waitFor(() => expect(fetch.calls.filter((c) => c.url.startsWith('/api/v1/chart/data?'))).toHaveLength(2));
    await timers.advance(500);
    expect(fetch.calls.map((c) => c.url)).toContain('/api/v1/async_event/?last_id=41-7');
    expect((await pending).status).toBe('success');
    await vi.waitFor(() => expect(page.getItem(LAST_EVENT_ID_KEY)).toBe('42-0'));
  });

  it('refresh listeners are called back on the main thread', async () => {
    const heard: number[][] = [];
    await plane.startAutoRefresh(
      { refreshFrequency: 10, staggerRefresh: false, chartIds: [1, 2] },
      (ids) => void heard.push(ids),
    );
    await timers.advance(10_000);
    await vi.waitFor(() => expect(heard).toEqual([[1, 2]]));
    await plane.stopAutoRefresh();
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDataWorker } from '../../workers/client';
import { decodeResultTable } from '../../src/core/dataplane';
import type { DataPlane } from '../../src/core/dataplane';
import { fakeFetch, json } from './fakes';

// The worker module as the browser loads it, with Node's DuckDB-WASM in place of the browser bundle.
const duckdbModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../wasm/browser', async () => {
  duckdbModule.loaded = true;
  const { loadDuckDBForNode } = await import('../../wasm/node');
  return { loadDuckDBInBrowser: loadDuckDBForNode };
});

const channel = new MessageChannel();
const answer = '{"result":[{"colnames":["n"],"coltypes":[0],"rowcount":2,"data":[{"n":1},{"n":9007199254740993}]}]}';
let plane: DataPlane;
let loadedWithWorker: boolean | undefined;

beforeAll(async () => {
  // The worker's global scope is the far end of the channel.
  const scope = channel.port2;
  vi.stubGlobal(
    'addEventListener',
    (type: 'message', fn: (e: MessageEvent) => void) => (scope.addEventListener(type, fn), scope.start()),
  );
  vi.stubGlobal('removeEventListener', (type: 'message', fn: (e: MessageEvent) => void) =>
    scope.removeEventListener(type, fn),
  );
  vi.stubGlobal('postMessage', (message: unknown, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer),
  );
  vi.stubGlobal('fetch', fakeFetch({ '/api/v1/chart/data': () => json(answer) }));
  await import('../../workers/data.worker');
  loadedWithWorker = duckdbModule.loaded;
  channel.port1.start();
  plane = connectDataWorker(channel.port1, { storage: null });
}, 60_000);

afterAll(() => {
  channel.port1.close();
  vi.unstubAllGlobals();
});

describe('workers/data.worker.ts', () => {
  it("the worker's own script leaves DuckDB-WASM's bundle out: it is loaded when a result first needs it, so the worker starts serving sooner", async () => {
    expect(loadedWithWorker).toBe(false);
    await plane.fetchChartData({
      chartId: 2,
      formData: { slice_id: 2 },
      queryContext: { datasource: { id: 1, type: 'table' }, queries: [{}] },
    });
    // Once the answers have paused (DUCKDB_QUIET_MS).
    await vi.waitFor(() => expect(duckdbModule.loaded).toBe(true), { timeout: 15_000 });
  });

  it('serves the data plane on its global scope; chart data and local queries come back as Arrow bytes', async () => {
    const outcome = await plane.fetchChartData({
      chartId: 1,
      formData: { slice_id: 1 },
      queryContext: { datasource: { id: 1, type: 'table' }, queries: [{}] },
    });
    if (outcome.status !== 'success') throw new Error(outcome.status);
    const table = outcome.results[0]?.table;
    expect(table && decodeResultTable(table).getChild('n')?.toArray()).toEqual(
      new BigInt64Array([1n, 9007199254740993n]),
    );
    const post = await plane.postProcess(table?.name ?? '', [
      { operation: 'sort', options: { by: ['n'], ascending: false } },
    ]);
    expect(decodeResultTable(post).getChild('n')?.get(0)).toBe(9007199254740993n);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { tableFromArrays, tableFromIPC, tableToIPC } from 'apache-arrow';
import { createDataPlane, memoryStorage } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

let db: DuckDBHandle;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);

const ROWS = 5000;
const arrow = () =>
  new Response(
    new Blob([
      tableToIPC(
        tableFromArrays({
          id: Int32Array.from({ length: ROWS }, (_, i) => i),
          name: Array.from({ length: ROWS }, (_, i) => `name ${ROWS - i}`),
        }),
        'stream',
      ) as Uint8Array<ArrayBuffer>,
    ]),
    { headers: { 'Content-Type': 'application/vnd.apache.arrow.stream' } },
  );

function plane(routes: Parameters<typeof fakeFetch>[0], database: () => DuckDBHandle = () => db) {
  const fetch = fakeFetch(routes);
  const dp = createDataPlane({
    fetch,
    timers: new FakeTimers(),
    storage: memoryStorage(),
    logger: recordingLogger(),
    duckdb: async () => database(),
  });
  return { dp, fetch };
}

describe("SQL Lab's results in the worker (D1.18)", () => {
  it("loads the Arrow route's stream as a local table: its row count and first rows at once, then sort, search and pages", async () => {
    const { dp, fetch } = plane({ '/api/v1/sqllab/results/abc%2F1/arrow': arrow });
    const loaded = await dp.loadSqlLabResult('abc/1', 100);
    expect(fetch.calls[0]?.url).toBe('/api/v1/sqllab/results/abc%2F1/arrow');
    expect(loaded.numRows).toBe(ROWS);
    const first = tableFromIPC(loaded.ipc);
    expect(first.numRows).toBe(100);
    expect(first.getChild('id')?.get(99)).toBe(99);
    const sorted = await dp.queryLocal({
      table: loaded.name,
      orderBy: [{ column: 'name', ascending: true }],
      limit: 2,
    });
    expect(tableFromIPC(sorted.ipc).getChild('name')?.toArray()).toEqual(['name 1', 'name 10']);
    const found = await dp.queryLocal({ table: loaded.name, search: { text: 'name 4999' } });
    expect(found.numRows).toBe(1);
    const counted = await dp.queryLocal({ table: loaded.name, search: { text: 'name 49' }, limit: 3, count: true });
    expect([counted.numRows, counted.matched]).toEqual([3, 111]);
    const page = await dp.queryLocal({ table: loaded.name, offset: 4998, limit: 10 });
    expect(tableFromIPC(page.ipc).getChild('id')?.toArray()).toEqual(new Int32Array([4998, 4999]));
  });

  it('answers the first rows before DuckDB takes the table, which it does when a query first needs it', async () => {
    const inserted: string[] = [];
    const spied = Object.create(db) as DuckDBHandle;
    spied.insertIpc = (name, ipc) => (inserted.push(name), db.insertIpc(name, ipc));
    const { dp } = plane({ '/api/v1/sqllab/results/q/arrow': arrow }, () => spied);
    await dp.queryLocal({ table: 'none' }).catch(() => undefined);
    const loaded = await dp.loadSqlLabResult('q');
    expect(inserted).toEqual([]);
    expect((await dp.queryLocal({ table: loaded.name, limit: 1 })).numRows).toBe(1);
    expect(inserted).toEqual([loaded.name]);
  });

  it("answers the server's message when the result cannot be read, and drops a released result", async () => {
    const { dp } = plane({
      '/api/v1/sqllab/results/gone/arrow': () =>
        json({ message: 'Data could not be retrieved from the results backend' }, 410),
      '/api/v1/sqllab/results/ok/arrow': arrow,
    });
    await expect(dp.loadSqlLabResult('gone')).rejects.toThrow('Data could not be retrieved from the results backend');
    const loaded = await dp.loadSqlLabResult('ok');
    await dp.releaseResult(loaded.name);
    await expect(dp.queryLocal({ table: loaded.name })).rejects.toThrow();
  });
});

/** The data plane over the real server in this process (inject), with DuckDB-WASM for Node: the local path's test bed. */
import type { FastifyInstance } from 'fastify';
import { tableFromIPC } from 'apache-arrow';
import type { ChartQueryResult, DataPlane, FetchLike } from '../../../src/core/dataplane';
import { createDataPlane, globalTimers, memoryStorage } from '../../../workers/dataplane';
import { loadDuckDBForNode } from '../../../wasm/node';
import type { DuckDBHandle } from '../../../wasm';
import { recordingLogger } from '../fakes';

/** A fetch that answers through the server's inject, as the admin with `token`. */
export function injectFetch(app: FastifyInstance, token: string): FetchLike & { count: () => number } {
  let calls = 0;
  const fetch = (async (url: string, init?: RequestInit) => {
    calls += 1;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}), authorization: `Bearer ${token}` },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }) as FetchLike;
  return Object.assign(fetch, { count: () => calls });
}

/** A data plane over `fetch` with a DuckDB-WASM of its own. */
export function realDataPlane(fetch: FetchLike, db: Promise<DuckDBHandle> = loadDuckDBForNode()): DataPlane {
  return createDataPlane({
    fetch,
    timers: globalTimers,
    storage: memoryStorage(),
    logger: recordingLogger(),
    duckdb: () => db,
    config: { maxConcurrentQueries: 4 },
  });
}

/** A cell as both answers can be compared: big integers and times as numbers. */
export function cell(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && Symbol.iterator in value)
    return Array.from(value as Iterable<unknown>, cell);
  return value ?? null;
}

/** A local result's rows by column name. */
export function localRows(result: ChartQueryResult): Record<string, unknown>[] {
  if (!result.table) return [];
  const table = tableFromIPC(result.table.ipc);
  const names = table.schema.fields.map((f) => f.name);
  const columns = names.map((_, i) => table.getChildAt(i));
  return Array.from({ length: table.numRows }, (_, r) =>
    Object.fromEntries(names.map((n, i) => [n, cell(columns[i]?.get(r))])),
  );
}

function close(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => close(x, b[i]));
  return a === b;
}

const sortKey = (row: Record<string, unknown>): string =>
  JSON.stringify(Object.values(row).map((v) => (typeof v === 'number' ? Number(v.toPrecision(8)) : v)));

/** Differences between two row lists (order-insensitive unless `ordered`), floats within 1e-9 relative; [] when equal. */
export function rowDifferences(
  local: Record<string, unknown>[],
  server: Record<string, unknown>[],
  ordered: boolean,
): string[] {
  if (local.length !== server.length) return [`${local.length} rows locally, ${server.length} from the server`];
  const sort = (rows: Record<string, unknown>[]) =>
    ordered ? rows : [...rows].sort((x, y) => (sortKey(x) < sortKey(y) ? -1 : sortKey(x) > sortKey(y) ? 1 : 0));
  const [a, b] = [sort(local), sort(server)];
  const out: string[] = [];
  a.forEach((row, i) => {
    const other = b[i] ?? {};
    const keys = new Set([...Object.keys(row), ...Object.keys(other)]);
    for (const k of keys)
      if (!close(cell(row[k]), cell(other[k])))
        out.push(`row ${i} ${k}: local ${String(row[k])}, server ${String(other[k])}`);
  });
  return out.slice(0, 5);
}

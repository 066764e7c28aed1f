// In the browser DuckDB-WASM runs in a worker of its own: every call is a message, answered later but in order. The
// loaded results' bookkeeping stays synchronous over it, and a refusal that arrives late still reaches the query
// that needs the table.
import { describe, expect, it } from 'vitest';
import { tableFromArrays, tableFromIPC, tableToIPC } from 'apache-arrow';
import { LocalTables } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';

/**
 * The real database behind a queue answered a few milliseconds later, in the order of the calls, as a worker answers
 * its messages; insertions of the tables named in `refused` fail there.
 */
async function workerLikeDatabase(refused: ReadonlySet<string> = new Set()) {
  const db = await loadDuckDBForNode();
  let queue: Promise<unknown> = Promise.resolve();
  const calls: string[] = [];
  const later = <T>(label: string, run: () => Promise<T>): Promise<T> => {
    calls.push(label);
    const answer = queue.then(() => new Promise((resolve) => setTimeout(resolve, 5))).then(run);
    queue = answer.catch(() => undefined);
    return answer;
  };
  const handle: DuckDBHandle = {
    query: (sql, params) => later(sql, () => db.query(sql, params)),
    insertIpc: (name, ipc) => {
      // The handle takes its own copy before it answers: the caller may hand its bytes away meanwhile.
      const copy = ipc.slice();
      return later(`insert ${name}`, () =>
        refused.has(name) ? Promise.reject(new Error('out of memory')) : db.insertIpc(name, copy),
      );
    },
    close: () => db.close(),
  };
  return { handle, calls };
}

const rows = (values: number[]) => tableToIPC(tableFromArrays({ x: Float64Array.from(values) }), 'stream');

describe('loaded results over a database answering in its own worker', () => {
  it('a table is read right after its insertion is asked for, exported before a later drop, then dropped', async () => {
    const { handle, calls } = await workerLikeDatabase();
    const local = new LocalTables(handle);
    await local.open();
    const table = local.register(rows([3, 1, 2]));
    // Its insertion is a message not yet answered: the query after it still sees the table.
    expect(calls).toEqual([`insert ${table.name}`]);
    const sorted = await local.run(`SELECT x FROM ${table.name} ORDER BY x`);
    expect(tableFromIPC(sorted.ipc).getChild('x')?.toArray()).toEqual(Float64Array.from([1, 2, 3]));
    local.retain(table.name);
    // The first receiver got the registered bytes; the next export comes from DuckDB, asked for in this turn.
    await local.take(table.name);
    const exported = local.take(table.name);
    local.release(table.name);
    expect(
      tableFromIPC(await exported)
        .getChild('x')
        ?.toArray(),
    ).toEqual(Float64Array.from([3, 1, 2]));
    const exportAt = calls.findIndex((sql) => sql.startsWith('SELECT *') && sql.includes(table.name));
    const dropAt = calls.findIndex((sql) => sql.startsWith('DROP TABLE') && sql.includes(table.name));
    expect(exportAt).toBeGreaterThan(0);
    expect(dropAt).toBeGreaterThan(exportAt);
    const left = await handle.query(`SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = '${table.name}'`);
    expect(Number(tableFromIPC(left).getChild('n')?.get(0))).toBe(0);
  });

  it('a table the database refuses after the call fails the queries that name it with its reason; others go on', async () => {
    const refusals = new Set<string>();
    const { handle } = await workerLikeDatabase(refusals);
    const local = new LocalTables(handle);
    await local.open();
    const refused = local.register(rows([1, 2]));
    const kept = local.register(rows([5]));
    // Decided before the queued insertion runs.
    refusals.add(refused.name);
    // The bookkeeping answered at once; the refusal comes with the query that needs the table.
    expect(local.columns(refused.name)).toEqual(['x']);
    await expect(local.select({ table: refused.name })).rejects.toThrow(
      `The result ${refused.name} could not be loaded into DuckDB-WASM: out of memory`,
    );
    const other = await local.select({ table: kept.name });
    expect(tableFromIPC(other.ipc).getChild('x')?.toArray()).toEqual(Float64Array.from([5]));
  });
});

// A cross-filtered chart's local answer goes into DuckDB-WASM only when a query reads it: a click answers without
// a table made and dropped per chart.
import { describe, expect, it } from 'vitest';
import { tableFromArrays, tableFromIPC, tableToIPC } from 'apache-arrow';
import { LocalTables } from '../../../workers/dataplane';
import { loadDuckDBForNode } from '../../../wasm/node';
import type { DuckDBHandle } from '../../../wasm';

/** The real database, counting the tables put into it and the statements run. */
async function countingDatabase() {
  const db = await loadDuckDBForNode();
  const counts = { inserts: 0, drops: 0 };
  const handle: DuckDBHandle = {
    ...db,
    query(sql, params) {
      if (/^DROP TABLE/i.test(sql)) counts.drops += 1;
      return db.query(sql, params);
    },
    insertIpc(name, ipc) {
      counts.inserts += 1;
      return db.insertIpc(name, ipc);
    },
  };
  return { handle, counts };
}

const answer = () => tableToIPC(tableFromArrays({ carrier: ['AA', 'UA'], count: Float64Array.from([3, 4]) }), 'stream');

describe('X15.cross-local answers kept out of DuckDB until read', () => {
  it('hands an answer registered on demand to the page without putting it into DuckDB, and drops it for free', async () => {
    const { handle, counts } = await countingDatabase();
    const local = new LocalTables(handle);
    const table = local.register(answer(), 'onDemand');
    expect(table.numRows).toBe(2);
    expect(
      tableFromIPC(await local.take(table.name))
        .getChild('carrier')
        ?.toArray(),
    ).toEqual(['AA', 'UA']);
    // Later turns put nothing in either.
    await new Promise((resolve) => setTimeout(resolve, 30));
    local.retain(table.name);
    local.release(table.name);
    expect(counts).toEqual({ inserts: 0, drops: 0 });
  });

  it('puts an answer registered on demand into DuckDB when a query names it', async () => {
    const { handle, counts } = await countingDatabase();
    const local = new LocalTables(handle);
    const table = local.register(answer(), 'onDemand');
    await local.take(table.name);
    const selected = await local.select({ table: table.name, orderBy: [{ column: 'count', ascending: false }] });
    expect(tableFromIPC(selected.ipc).getChild('carrier')?.toArray()).toEqual(['UA', 'AA']);
    expect(counts.inserts).toBe(1);
    expect(tableFromIPC(await local.take(table.name)).numRows).toBe(2);
  });
});

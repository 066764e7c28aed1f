import { afterEach, describe, expect, it } from 'vitest';
import { Int32, Table, Utf8, tableToIPC, vectorFromArray } from 'apache-arrow';
import type { DataPlane, LocalQuery } from '../../../src/core/dataplane';
import { pageTableQuery } from '../../../src/ui/pages/results';
import { configureCharts } from '../../../src/state/charts';

let disconnect = () => {};
afterEach(() => disconnect());

/** A data plane whose queryLocal records the query and answers `rows` as the worker would (Arrow IPC). */
function planeAnswering(names: string[], counts: number[]): { plane: DataPlane; asked: LocalQuery[] } {
  const asked: LocalQuery[] = [];
  const ipc = tableToIPC(
    new Table({ name: vectorFromArray(names, new Utf8()), n: vectorFromArray(counts, new Int32()) }),
    'stream',
  );
  const plane = {
    queryLocal: async (query: LocalQuery) => (asked.push(query), { name: query.table, ipc, numRows: names.length }),
  } as unknown as DataPlane;
  disconnect = configureCharts({ dataPlane: plane, now: () => 0, logger: { warn: () => {}, info: () => {} } });
  return { plane, asked };
}

describe("the table chart's search and sort run in the data worker (DuckDB-WASM), on the chart's loaded result", () => {
  it('the search text and the sort column go to the worker as one local query over the table columns', async () => {
    const { asked } = planeAnswering(['Bob'], [2]);
    const rows = await pageTableQuery('result_7', {
      search: ' bo ',
      columns: ['name', 'n'],
      sort: { column: 'n', ascending: false },
    });
    expect(asked).toEqual([
      {
        table: 'result_7',
        search: { text: 'bo', columns: ['name', 'n'] },
        orderBy: [{ column: 'n', ascending: false }],
      },
    ]);
    expect(rows.length).toBe(1);
    expect([rows.cell(0, 'name'), rows.cell(0, 'n')]).toEqual(['Bob', 2]);
    expect(rows.localTable).toBe('result_7');
  });

  it('no search text and no sort asks for the table as loaded', async () => {
    const { asked } = planeAnswering(['Amy', 'Bob'], [1, 2]);
    const rows = await pageTableQuery('result_8', { search: '  ', columns: ['name'], sort: null });
    expect(asked).toEqual([{ table: 'result_8' }]);
    expect(rows.length).toBe(2);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createDataPlane, memoryStorage } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { decodeResultTable } from '../../src/core/dataplane';
import type { ResultTable } from '../../src/core/dataplane';
import type { PostProcessingRule } from '../../src/core/query';
import { postProcessInMemory } from '../../server/chartdata/postprocess';
import { FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

let db: DuckDBHandle;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);

const DAY = 86_400_000;
const JAN1 = Date.UTC(2019, 0, 1);

/** A chart-data answer as the server sends it (temporal columns as epoch ms). */
interface Fixture {
  colnames: string[];
  coltypes: number[];
  /** DuckDB types of the columns, for the server's own post-processing. */
  types: string[];
  rows: unknown[][];
}

// Superset's sales and timeseries_df fixtures (tests/core/postprocessing/harness.ts).
const sales: Fixture = {
  colnames: ['ds', 'country', 'metric', 'metric2'],
  coltypes: [2, 1, 0, 0],
  types: ['TIMESTAMP', 'VARCHAR', 'DOUBLE', 'DOUBLE'],
  rows: [
    [JAN1, 'UK', 5, 1.5],
    [JAN1, 'US', 6, null],
    [JAN1 + DAY, 'UK', 7, 2.5],
    [JAN1 + DAY, 'US', 8, 3.5],
    [JAN1 + 2 * DAY, 'UK', 9, 4.5],
  ],
};
const timeseries: Fixture = {
  colnames: ['ds', 'label', 'y'],
  coltypes: [2, 1, 0],
  types: ['TIMESTAMP', 'VARCHAR', 'DOUBLE'],
  rows: [
    [JAN1, 'x', 1.5],
    [JAN1 + DAY, 'y', 2.5],
    [JAN1 + 4 * DAY, 'z', 3.5],
    [JAN1 + 6 * DAY, 'q', 4.5],
  ],
};

const jsonText = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)).replace(/"(-?\d+)n"/g, '$1');

function answer(f: Fixture): string {
  const data = f.rows.map((r) => Object.fromEntries(f.colnames.map((c, i) => [c, r[i]])));
  return jsonText({ result: [{ colnames: f.colnames, coltypes: f.coltypes, rowcount: f.rows.length, data }] });
}

/** A cell as the chart data JSON carries it: times as epoch ms, integers beyond 2^53 as exact bigints. */
function cell(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'bigint') return value >= -(2n ** 53n) && value <= 2n ** 53n ? Number(value) : value;
  if (typeof value === 'number' && !Number.isInteger(value)) return Math.round(value * 1e9) / 1e9;
  return value ?? null;
}

/** The data plane's answer as colnames and rows. */
function local(result: ResultTable): { colnames: string[]; rows: unknown[][] } {
  const table = decodeResultTable(result);
  const columns = table.schema.fields.map((_, i) => table.getChildAt(i));
  const rows = Array.from({ length: table.numRows }, (_, r) => columns.map((c) => cell(c?.get(r))));
  return { colnames: table.schema.fields.map((f) => f.name), rows };
}

/** The server's own post-processing of the same rows (server/chartdata/postprocess.ts). */
async function server(f: Fixture, rules: PostProcessingRule[]): Promise<{ colnames: string[]; rows: unknown[][] }> {
  const columns = f.colnames.map((_, i) =>
    f.rows.map((r) => (f.types[i] === 'TIMESTAMP' && r[i] !== null ? new Date(r[i] as number) : r[i])),
  );
  const out = await postProcessInMemory({ names: f.colnames, types: f.types, columns, rowCount: f.rows.length }, rules);
  const rows = Array.from({ length: out.rowCount }, (_, r) => out.columns.map((c) => cell(c[r])));
  return { colnames: out.names, rows };
}

async function postProcessed(f: Fixture, rules: PostProcessingRule[]) {
  const dp = createDataPlane({
    fetch: fakeFetch({ '/api/v1/chart/data': () => json(answer(f)) }),
    timers: new FakeTimers(),
    storage: memoryStorage(),
    logger: recordingLogger(),
    duckdb: async () => db,
  });
  const outcome = await dp.fetchChartData({
    chartId: 1,
    formData: { slice_id: 1 },
    queryContext: { datasource: { id: 1, type: 'table' }, queries: [{}] },
  });
  if (outcome.status !== 'success') throw new Error(`chart data: ${outcome.status}`);
  const name = outcome.results[0]?.table?.name ?? '';
  return local(await dp.postProcess(name, rules));
}

/** Runs the rules in the data plane and on the server; both must give pandas' frame. */
async function expectFrame(
  f: Fixture,
  rules: PostProcessingRule[],
  expected: { colnames: string[]; rows: unknown[][] },
) {
  const [inWorker, onServer] = await Promise.all([postProcessed(f, rules), server(f, rules)]);
  expect(inWorker).toEqual(expected);
  expect(onServer).toEqual(expected);
}

describe('DataPlane.postProcess runs the server SQL generator in DuckDB-WASM', () => {
  it('pivot + flatten: one column per metric and country (a fact query finds the countries)', async () => {
    const rules: PostProcessingRule[] = [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['country'],
          aggregates: { metric: { operator: 'sum' }, metric2: { operator: 'mean' } },
        },
      },
      { operation: 'flatten' },
    ];
    await expectFrame(sales, rules, {
      colnames: ['ds', 'metric, UK', 'metric, US', 'metric2, UK', 'metric2, US'],
      rows: [
        [JAN1, 5, 6, 1.5, null],
        [JAN1 + DAY, 7, 8, 2.5, 3.5],
        [JAN1 + 2 * DAY, 9, null, 4.5, null],
      ],
    });
  });

  it('rolling sum over a window of 2, in row order', async () => {
    const rules: PostProcessingRule[] = [
      { operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 } },
    ];
    await expectFrame(timeseries, rules, {
      colnames: ['ds', 'label', 'y'],
      rows: [
        [JAN1, 'x', 1.5],
        [JAN1 + DAY, 'y', 4],
        [JAN1 + 4 * DAY, 'z', 6],
        [JAN1 + 6 * DAY, 'q', 8],
      ],
    });
  });

  it('contribution by column after a pivot', async () => {
    const rules: PostProcessingRule[] = [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
      { operation: 'contribution', options: { orientation: 'column' } },
      { operation: 'flatten' },
    ];
    await expectFrame(sales, rules, {
      colnames: ['ds', 'metric, UK', 'metric, US'],
      rows: [
        [JAN1, 0.238095238, 0.428571429],
        [JAN1 + DAY, 0.333333333, 0.571428571],
        [JAN1 + 2 * DAY, 0.428571429, 0],
      ],
    });
  });

  it('sort by country ascending, then metric2 descending with missing values last', async () => {
    const rules: PostProcessingRule[] = [
      { operation: 'sort', options: { by: ['country', 'metric2'], ascending: [true, false] } },
    ];
    await expectFrame(sales, rules, {
      colnames: ['ds', 'country', 'metric', 'metric2'],
      rows: [
        [JAN1 + 2 * DAY, 'UK', 9, 4.5],
        [JAN1 + DAY, 'UK', 7, 2.5],
        [JAN1, 'UK', 5, 1.5],
        [JAN1 + DAY, 'US', 8, 3.5],
        [JAN1, 'US', 6, null],
      ],
    });
  });

  it('integer sums (HUGEINT in DuckDB) arrive as numbers, and beyond 2^53 as exact BigInt', async () => {
    const big: Fixture = {
      colnames: ['country', 'n'],
      coltypes: [1, 0],
      types: ['VARCHAR', 'BIGINT'],
      rows: [
        ['UK', 9007199254740993n],
        ['UK', 0n],
        ['US', 2n],
        ['US', 3n],
      ],
    };
    const rules: PostProcessingRule[] = [
      { operation: 'pivot', options: { index: ['country'], aggregates: { n: { operator: 'sum' } } } },
      { operation: 'flatten' },
    ];
    await expectFrame(big, rules, {
      colnames: ['country', 'n'],
      rows: [
        ['UK', 9007199254740993n],
        ['US', 5],
      ],
    });
  });

  it("fails with the generator's message for an unknown column", async () => {
    const rules: PostProcessingRule[] = [{ operation: 'sort', options: { by: ['nope'] } }];
    await expect(postProcessed(sales, rules)).rejects.toThrow(
      'references a column not available in the DataFrame: nope',
    );
  });
});

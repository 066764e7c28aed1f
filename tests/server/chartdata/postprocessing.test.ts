// post_processing chains run on DuckDB (on the engine) and on PostgreSQL results (in memory) alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventRows,
  firstResult,
  qc,
  rowsOf,
  startChartDataFixture,
  type ChartDataFixture,
  type ResultPayload,
} from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const MONTH = { expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' };
const byMonth = {
  columns: [MONTH, 'category'],
  metrics: ['count', 'total_amount'],
  filters: [{ col: 'category', op: 'IS NOT NULL' }],
  orderby: [['count', false]],
  row_limit: 1000,
};
const pivot = {
  operation: 'pivot',
  options: {
    index: ['ts'],
    columns: ['category'],
    aggregates: { count: { operator: 'mean' }, total_amount: { operator: 'sum' } },
    drop_missing_columns: false,
  },
};
const flatten = { operation: 'flatten' };

const both = async (query: Record<string, unknown>): Promise<[ResultPayload, ResultPayload]> => {
  const d = firstResult(await f.chartData(qc(f, 'duckdb', query)));
  const p = firstResult(await f.chartData(qc(f, 'postgresql', query)));
  return [d, p];
};

const chains: Array<[string, Record<string, unknown>, unknown[]]> = [
  ['pivot + flatten', byMonth, [pivot, flatten]],
  [
    'pivot + rolling + flatten',
    byMonth,
    [
      pivot,
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 3, min_periods: 1, columns: { count: 'count' } },
      },
      flatten,
    ],
  ],
  [
    'pivot + cum + flatten',
    byMonth,
    [pivot, { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } }, flatten],
  ],
  [
    'pivot + contribution (row) + flatten',
    byMonth,
    [pivot, { operation: 'contribution', options: { orientation: 'row' } }, flatten],
  ],
  [
    'pivot + diff + flatten',
    byMonth,
    [pivot, { operation: 'diff', options: { columns: { total_amount: 'total_amount' }, periods: 1 } }, flatten],
  ],
  [
    'pivot + compare + flatten',
    byMonth,
    [
      pivot,
      {
        operation: 'compare',
        options: {
          source_columns: ['count'],
          compare_columns: ['total_amount'],
          compare_type: 'difference',
          drop_original_columns: false,
        },
      },
      flatten,
    ],
  ],
  [
    'pivot + resample + flatten',
    byMonth,
    [pivot, { operation: 'resample', options: { method: 'asfreq', rule: '1MS', fill_value: 0 } }, flatten],
  ],
  [
    'pivot + rename + flatten',
    byMonth,
    [pivot, { operation: 'rename', options: { columns: { 'count, alpha': 'Alpha count' }, level: 0 } }, flatten],
  ],
  [
    'sort',
    { ...byMonth, columns: ['category'] },
    [{ operation: 'sort', options: { by: 'total_amount', ascending: false } }],
  ],
  [
    'aggregate',
    { ...byMonth },
    [
      {
        operation: 'aggregate',
        options: { groupby: ['category'], aggregates: { total: { column: 'total_amount', operator: 'sum' } } },
      },
    ],
  ],
  [
    'contribution (column)',
    { ...byMonth, columns: ['category'] },
    [
      {
        operation: 'contribution',
        options: { orientation: 'column', columns: ['total_amount'], rename_columns: ['share'] },
      },
    ],
  ],
  [
    'select',
    { ...byMonth, columns: ['category'] },
    [{ operation: 'select', options: { columns: ['category', 'count'], rename: [{ count: 'n' }] } }],
  ],
  ['rank', { ...byMonth, columns: ['category'] }, [{ operation: 'rank', options: { metric: 'total_amount' } }]],
  [
    'histogram',
    { columns: ['amount', 'category'], metrics: [], row_limit: 1000 },
    [{ operation: 'histogram', options: { column: 'amount', groupby: ['category'], bins: 4 } }],
  ],
  [
    'boxplot',
    { columns: ['category', 'name'], metrics: ['total_amount'], row_limit: 1000 },
    [{ operation: 'boxplot', options: { groupby: ['category'], metrics: ['total_amount'], whisker_type: 'min/max' } }],
  ],
];

describe('[QC-PP] post-processing chains give the same frames on both engines', () => {
  it.each(chains)('%s', async (_name, query, rules) => {
    const [d, p] = await both({ ...query, post_processing: rules });
    expect(d.status).toBe('success');
    expect(d.rowcount).toBeGreaterThan(0);
    expect(d.colnames).toEqual(p.colnames);
    expect(rowsOf(d, true)).toEqual(rowsOf(p, true));
  });

  it('pivot + flatten names columns "<metric>, <series>" and fills the month axis', async () => {
    const [d] = await both({ ...byMonth, post_processing: [pivot, flatten] });
    expect(d.colnames).toEqual([
      'ts',
      'count, alpha',
      'count, beta',
      'count, gamma',
      'total_amount, alpha',
      'total_amount, beta',
      'total_amount, gamma',
    ]);
    const months = new Set(
      eventRows()
        .filter((r) => r.category !== null)
        .map((r) => Date.UTC(r.ts.getUTCFullYear(), r.ts.getUTCMonth(), 1)),
    );
    expect(d.data.map((x) => x.ts)).toEqual([...months].sort((a, b) => a - b));
  });

  it('cum sums a series down the time axis', async () => {
    const [d] = await both({
      ...byMonth,
      post_processing: [
        pivot,
        { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
        flatten,
      ],
    });
    const last = d.data.at(-1);
    expect(last?.['count, beta']).toBe(eventRows().filter((r) => r.category === 'beta').length);
  });

  it('an unknown operation answers 400 on both engines', async () => {
    for (const engine of ['duckdb', 'postgresql'] as const) {
      const res = await f.chartData(
        qc(f, engine, { ...byMonth, post_processing: [{ operation: 'explode', options: {} }] }),
      );
      expect(res.statusCode, engine).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid post processing operation' });
    }
  });
});

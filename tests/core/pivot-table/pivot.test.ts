import { describe, expect, it } from 'vitest';
import {
  AGGREGATE_FUNCTIONS,
  METRIC_FIELD,
  layoutAxis,
  pivotRecords,
  type AggregateFunction,
  type PivotRecords,
} from '../../../src/core/pivot-table';

const data = [
  { region: 'East', product: 'Bikes', year: 2023, sales: 10, orders: 1 },
  { region: 'East', product: 'Bikes', year: 2024, sales: 30, orders: 3 },
  { region: 'East', product: 'Cars', year: 2024, sales: 20, orders: 2 },
  { region: 'West', product: 'Bikes', year: 2023, sales: 5, orders: 1 },
  { region: 'West', product: 'Cars', year: 2023, sales: 35, orders: 4 },
  { region: 'West', product: 'Cars', year: 2023, sales: 15, orders: null },
];
const records: PivotRecords = {
  length: data.length,
  cell: (i, f) => (data[i] as Record<string, unknown> | undefined)?.[f],
};

function pivot(aggregate: AggregateFunction, extra: Partial<Parameters<typeof pivotRecords>[0]> = {}) {
  return pivotRecords({ records, rows: ['region'], cols: ['year'], metrics: ['sales'], aggregate, ...extra });
}

describe('pivot table aggregates', () => {
  it.each<[AggregateFunction, number, number]>([
    ['Sum', 55, 50],
    ['Count', 3, 2],
    ['Count Unique Values', 3, 2],
    ['Median', 15, 25],
    ['Sample Variance', 700 / 3, 50],
    ['Minimum', 5, 20],
    ['Maximum', 35, 30],
    ['First', 5, 30],
    ['Last', 15, 20],
  ])('%s of a column total and of one cell', (aggregate, westTotal, east2024) => {
    const p = pivot(aggregate);
    expect(p.value(['West'], [])).toBeCloseTo(westTotal);
    expect(p.value(['East'], [2024])).toBe(east2024);
  });

  it('average of a group', () => {
    expect(pivot('Average').value(['West'], [])).toBeCloseTo(55 / 3);
  });

  it('sample standard deviation is the root of the sample variance; one value has none', () => {
    expect(pivot('Sample Standard Deviation').value(['West'], [])).toBeCloseTo(Math.sqrt(700 / 3));
    expect(pivot('Sample Variance').value(['East'], [2023])).toBeNull();
  });

  it('list unique values joins the distinct values', () => {
    expect(pivot('List Unique Values', { metrics: ['orders'] }).value(['West'], [2023])).toBe('1, 4');
  });

  it('fractions of the total, of the row and of the column', () => {
    expect(pivot('Sum as Fraction of Total').value(['East'], [2024])).toBeCloseTo(50 / 115);
    expect(pivot('Sum as Fraction of Rows').value(['East'], [2024])).toBeCloseTo(50 / 60);
    expect(pivot('Sum as Fraction of Columns').value(['East'], [2024])).toBeCloseTo(1);
    expect(pivot('Count as Fraction of Total').value(['West'], [])).toBeCloseTo(3 / 6);
    expect(pivot('Count as Fraction of Rows').value([], [2023])).toBeCloseTo(4 / 6);
    expect(pivot('Count as Fraction of Columns').value(['West'], [2023])).toBeCloseTo(3 / 4);
  });

  it('offers every aggregate of Superset in its order', () => {
    expect(AGGREGATE_FUNCTIONS).toHaveLength(18);
    expect(AGGREGATE_FUNCTIONS[0]).toBe('Count');
  });
});

describe('pivot keys and order', () => {
  it("metrics are a field: each record counts once per metric, and metrics keep the form's order", () => {
    const p = pivot('Sum', { cols: [METRIC_FIELD, 'year'], metrics: ['sales', 'orders'], colOrder: 'key_z_to_a' });
    expect(p.colKeys).toEqual([
      ['sales', 2024],
      ['sales', 2023],
      ['orders', 2024],
      ['orders', 2023],
    ]);
    expect(p.value(['East'], ['orders'])).toBe(6);
  });

  it('sorts keys a to z, z to a, and by the total of each group', () => {
    const rows = ['region', 'product'];
    expect(pivot('Sum', { rows }).rowKeys.map((k) => k.join('/'))).toEqual([
      'East/Bikes',
      'East/Cars',
      'West/Bikes',
      'West/Cars',
    ]);
    expect(pivot('Sum', { rows, rowOrder: 'key_z_to_a' }).rowKeys[0]).toEqual(['West', 'Cars']);
    // West (55) before East (60) ascending; inside West, Bikes (5) before Cars (50).
    expect(pivot('Sum', { rows, rowOrder: 'value_a_to_z' }).rowKeys.map((k) => k.join('/'))).toEqual([
      'West/Bikes',
      'West/Cars',
      'East/Cars',
      'East/Bikes',
    ]);
    expect(pivot('Sum', { colOrder: 'value_z_to_a' }).colKeys).toEqual([[2023], [2024]]);
  });
});

describe('pivot keys of different types', () => {
  it("keeps 1 and '1', null and 'null' apart", () => {
    const rows = [{ k: 1 }, { k: '1' }, { k: null }, { k: 'null' }].map((r) => ({ ...r, v: 1 }));
    const p = pivotRecords({
      records: { length: rows.length, cell: (i, f) => (rows[i] as Record<string, unknown> | undefined)?.[f] },
      rows: ['k'],
      cols: [],
      metrics: ['v'],
      aggregate: 'Count',
    });
    expect(p.rowKeys).toHaveLength(4);
    expect(p.value([1], [])).toBe(1);
    expect(p.value([], [])).toBe(4);
  });
});

describe('pivot axis layout', () => {
  const keys = [
    ['East', 'Bikes'],
    ['East', 'Cars'],
    ['West', 'Cars'],
  ];
  const text = (e: { key: readonly unknown[]; kind: string }): string => `${e.kind}:${e.key.join('/')}`;

  it('subtotals after each group and the total last', () => {
    const entries = layoutAxis(keys, 2, { totals: true, subtotals: true, subtotalsFirst: false });
    expect(entries.map(text)).toEqual([
      'leaf:East/Bikes',
      'leaf:East/Cars',
      'subtotal:East',
      'leaf:West/Cars',
      'subtotal:West',
      'total:',
    ]);
  });

  it('subtotals on top of their group; none for a single field or when off', () => {
    const first = layoutAxis(keys, 2, { totals: false, subtotals: true, subtotalsFirst: true });
    expect(first.map(text).slice(0, 3)).toEqual(['subtotal:East', 'leaf:East/Bikes', 'leaf:East/Cars']);
    expect(layoutAxis([['a'], ['b']], 1, { totals: false, subtotals: true, subtotalsFirst: true })).toHaveLength(2);
    expect(layoutAxis(keys, 2, { totals: false, subtotals: false, subtotalsFirst: false })).toHaveLength(3);
  });
});

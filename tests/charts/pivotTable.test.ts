import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { PivotTableModel } from '../../src/charts';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { result } from './fixtures';

const Y2023 = Date.UTC(2023, 0, 1);
const Y2024 = Date.UTC(2024, 0, 1);
const records = [
  { region: 'East', product: 'Bikes', year: Y2023, sales: 10, orders: 1 },
  { region: 'East', product: 'Bikes', year: Y2024, sales: 30, orders: 3 },
  { region: 'East', product: 'Cars', year: Y2024, sales: 20, orders: 2 },
  { region: 'West', product: 'Bikes', year: Y2023, sales: 5, orders: 1 },
  { region: 'West', product: 'Cars', year: Y2023, sales: 50, orders: 4 },
];
const sales = result(
  ['region', 'product', 'year', 'sales', 'orders'],
  [
    GenericDataType.STRING,
    GenericDataType.STRING,
    GenericDataType.TEMPORAL,
    GenericDataType.NUMERIC,
    GenericDataType.NUMERIC,
  ],
  records,
);
const size = { width: 600, height: 400 };

function pivot(extra: Record<string, unknown> = {}, data = sales): PivotTableModel {
  return BUILT_IN_PLUGINS.pivot_table_v2.transformProps(
    [data],
    {
      datasource: '1__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region', 'product'],
      groupbyColumns: ['year'],
      metrics: ['sales', 'orders'],
      aggregateFunction: 'Sum',
      date_format: '%Y',
      verbose_map: { sales: 'Sales' },
      ...extra,
    },
    size,
  ) as PivotTableModel;
}

/** The table as text: header rows, then each body row's headers and cells. */
function grid(model: PivotTableModel): string[][] {
  const header = model.headerRows.map((row) => row.flatMap((c) => [c.label, ...Array<string>(c.span - 1).fill('')]));
  const body = model.rows.map((r, i) => [...r.headers, ...model.columnKinds.map((_, j) => model.cell(i, j).text)]);
  return [...header, ...body];
}

describe('pivot_table_v2 transformProps', () => {
  it('rows × metric × year with totals and subtotals, dates at the date format [golden]', () => {
    const model = pivot({ rowTotals: true, colTotals: true, rowSubTotals: true, colSubTotals: true });
    expectGolden('charts/pivot_table_v2.model.json', goldenJson({ ...model, grid: grid(model) }));
    expect(model.headerRows[0]?.map((c) => [c.label, c.span])).toEqual([
      ['Sales', 3],
      ['orders', 3],
      ['Total (Sum)', 1],
    ]);
    expect(model.headerRows[1]?.map((c) => c.label)).toEqual([
      '2023',
      '2024',
      'Subtotal',
      '2023',
      '2024',
      'Subtotal',
      '',
    ]);
    const rows = grid(model).slice(2);
    expect(rows[0]).toEqual(['East', 'Bikes', '10', '30', '40', '1', '3', '4', '44']);
    expect(rows[2]).toEqual(['', 'Subtotal', '10', '50', '60', '1', '5', '6', '66']);
    expect(rows.at(-1)).toEqual(['Total (Sum)', '', '65', '50', '115', '6', '5', '11', '126']);
  });

  it('subtotals on top and on the left; transpose swaps rows and columns', () => {
    const top = pivot({ rowSubTotals: true, rowSubtotalPosition: true, metrics: ['sales'] });
    expect(top.rows.map((r) => r.headers.join('/'))).toEqual([
      'East/Subtotal',
      '/Bikes',
      '/Cars',
      'West/Subtotal',
      '/Bikes',
      '/Cars',
    ]);
    const left = pivot({ colSubTotals: true, colSubtotalPosition: true });
    expect(left.headerRows[1]?.[0]?.label).toBe('Subtotal');
    const t = pivot({ transposePivot: true, metrics: ['sales'] });
    expect(t.rowFields).toEqual(['year']);
    expect(t.colFields).toEqual(['Metric', 'region', 'product']);
  });

  it('metrics on rows, combined after the row fields', () => {
    const model = pivot({ metricsLayout: 'ROWS', combineMetric: true });
    expect(model.rowFields).toEqual(['region', 'product', 'Metric']);
    expect(model.rows[0]?.headers).toEqual(['East', 'Bikes', 'Sales']);
    expect(model.rows[1]?.headers).toEqual(['', '', 'orders']);
  });

  it('aggregates, fractions as percents, the value format and value sort orders', () => {
    const share = pivot({ aggregateFunction: 'Sum as Fraction of Total', metrics: ['sales'] });
    expect(share.cell(0, 0).text).toBe('8.7%');
    const avg = pivot({
      aggregateFunction: 'Average',
      metrics: ['sales'],
      groupbyRows: ['region'],
      valueFormat: ',.2f',
    });
    expect(avg.cell(1, 0).text).toBe('27.50');
    const byValue = pivot({ rowOrder: 'value_z_to_a', metrics: ['sales'], groupbyRows: ['region'] });
    expect(byValue.rows.map((r) => r.headers[0])).toEqual(['East', 'West']);
  });

  it('conditional formatting colours the cells of its metric, not totals', () => {
    const model = pivot({
      metrics: ['sales'],
      groupbyRows: ['region'],
      colTotals: true,
      conditional_formatting: [{ column: 'sales', operator: '>', targetValue: 20, colorScheme: '#FF0000' }],
    });
    expect(model.cell(1, 0).background).toMatch(/^#FF0000/);
    expect(model.cell(0, 0).background).toBeUndefined();
    expect(model.cell(2, 0).background).toBeUndefined();
  });

  it('no rows answers the empty text', () => {
    const model = pivot({}, result(['region', 'sales'], [GenericDataType.STRING, GenericDataType.NUMERIC], []));
    expect(model.emptyText).toBe('No results were returned for this query');
  });
});

// result_type post_processed: the pivot table and table charts' processing on the server, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, eventRows, firstResult, qc, startChartDataFixture, type ChartDataFixture } from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const rows = eventRows();
const sumOf = (pred: (r: (typeof rows)[number]) => boolean): number =>
  rows.filter(pred).reduce((s, r) => s + r.amount, 0);
const pivotQuery = {
  columns: ['category', 'flag'],
  metrics: ['total_amount', 'count'],
  filters: [
    { col: 'category', op: 'IS NOT NULL' },
    { col: 'flag', op: 'IS NOT NULL' },
  ],
  row_limit: 1000,
};

describe.each(ENGINES)('[QC-PPD] post_processed on %s', (engine) => {
  it('pivot_table_v2 pivots rows x columns x metrics into {column: {row: value}} with verbose names', async () => {
    const formData = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['category'],
      groupbyColumns: ['flag'],
      metrics: ['total_amount', 'count'],
      aggregateFunction: 'Sum',
    };
    const r = firstResult(
      await f.chartData(qc(f, engine, pivotQuery, { result_type: 'post_processed', form_data: formData })),
    );
    expect(r.colnames).toEqual(['Total amount false', 'Total amount true', 'count false', 'count true']);
    expect(r.indexnames).toEqual(['alpha', 'beta', 'gamma']);
    expect(r.rowcount).toBe(3);
    const data = r.data as unknown as Record<string, Record<string, number>>;
    expect(data['Total amount true']?.alpha).toBe(sumOf((x) => x.category === 'alpha' && x.flag === true));
    expect(data['count false']?.gamma).toBe(rows.filter((x) => x.category === 'gamma' && x.flag === false).length);
  });

  it('transpose, combined metrics, metrics on rows and no rows at all', async () => {
    const base = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['category'],
      groupbyColumns: ['flag'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
    };
    const t = firstResult(
      await f.chartData(
        qc(f, engine, pivotQuery, {
          result_type: 'post_processed',
          form_data: { ...base, transposePivot: true, combineMetric: true },
        }),
      ),
    );
    expect(t.indexnames).toEqual(['false', 'true']);
    expect(t.colnames).toEqual(['alpha count', 'beta count', 'gamma count']);
    const onRows = firstResult(
      await f.chartData(
        qc(f, engine, pivotQuery, { result_type: 'post_processed', form_data: { ...base, metricsLayout: 'ROWS' } }),
      ),
    );
    expect(onRows.indexnames).toEqual(['count alpha', 'count beta', 'count gamma']);
    expect(onRows.colnames).toEqual(['false', 'true']);
    const noRows = firstResult(
      await f.chartData(
        qc(f, engine, pivotQuery, {
          result_type: 'post_processed',
          form_data: { ...base, groupbyRows: [], groupbyColumns: ['category'], aggregateFunction: 'Count' },
        }),
      ),
    );
    expect(noRows.indexnames).toEqual(['Total (Count)']);
    expect((noRows.data as unknown as Record<string, Record<string, number>>)['count alpha']?.['Total (Count)']).toBe(
      1,
    );
  });

  it('pivot totals: rowTotals adds a Total column and subtotals, colTotals a Total row; fractions of the total', async () => {
    const formData = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['category'],
      groupbyColumns: ['flag'],
      metrics: ['total_amount'],
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
    };
    const r = firstResult(
      await f.chartData(qc(f, engine, pivotQuery, { result_type: 'post_processed', form_data: formData })),
    );
    expect(r.colnames).toEqual(['Total amount false', 'Total amount true', 'Total amount Subtotal', 'Total (Sum)']);
    expect(r.indexnames).toEqual(['alpha', 'beta', 'gamma', 'Total (Sum)']);
    const data = r.data as unknown as Record<string, Record<string, number>>;
    const all = sumOf((x) => x.category !== null && x.flag !== null);
    expect(data['Total (Sum)']?.alpha).toBe(sumOf((x) => x.category === 'alpha' && x.flag !== null));
    expect(data['Total amount true']?.['Total (Sum)']).toBe(sumOf((x) => x.category !== null && x.flag === true));
    expect(data['Total (Sum)']?.['Total (Sum)']).toBe(all);
    const fractions = firstResult(
      await f.chartData(
        qc(f, engine, pivotQuery, {
          result_type: 'post_processed',
          form_data: { ...formData, aggregateFunction: 'Sum as Fraction of Total', rowTotals: false },
        }),
      ),
    );
    const shares = fractions.data as unknown as Record<string, Record<string, number>>;
    expect(shares['Total amount true']?.beta).toBeCloseTo(sumOf((x) => x.category === 'beta' && x.flag === true) / all);
    expect(shares['Total amount false']?.['Total (Sum as Fraction of Total)']).toBeCloseTo(
      sumOf((x) => x.category !== null && x.flag === false) / all,
    );
  });

  it('an unknown aggregate answers 400', async () => {
    const res = await f.chartData(
      qc(f, engine, pivotQuery, {
        result_type: 'post_processed',
        form_data: {
          viz_type: 'pivot_table_v2',
          groupbyRows: ['category'],
          metrics: ['count'],
          aggregateFunction: 'Geometric Mean',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('table formats numbers of columns with a d3 format', async () => {
    const formData = { viz_type: 'table', column_config: { total_amount: { d3NumberFormat: ',.2f' } } };
    const r = firstResult(
      await f.chartData(
        qc(
          f,
          engine,
          { columns: ['category'], metrics: ['total_amount'], orderby: [['total_amount', false]], row_limit: 1 },
          { result_type: 'post_processed', form_data: formData },
        ),
      ),
    );
    expect(r.data[0]?.total_amount).toBe(
      sumOf((x) => x.category === 'gamma').toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    );
  });
});

// The same QueryContexts against DuckDB and PostgreSQL give the same rows, and the rows the data implies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TIME_GRAINS } from '../../../src/core/sql';
import {
  ENGINES,
  eventRows,
  firstResult,
  qc,
  rowsOf,
  startChartDataFixture,
  type ChartDataFixture,
  type EngineKind,
  type EventRow,
  type ResultPayload,
} from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const rows = eventRows();
const run = async (engine: EngineKind, query: Record<string, unknown>): Promise<ResultPayload> =>
  firstResult(await f.chartData(qc(f, engine, { row_limit: 1000, ...query })));
const both = async (query: Record<string, unknown>): Promise<[ResultPayload, ResultPayload]> => [
  await run('duckdb', query),
  await run('postgresql', query),
];
const ids = (r: ResultPayload): string[] => r.data.map((d) => String(d.id)).sort();
const expectedIds = (pred: (r: EventRow) => boolean): string[] =>
  rows
    .filter(pred)
    .map((r) => r.id.toString())
    .sort();

describe('[QC-F] every filter operator selects the same rows on both engines', () => {
  const cases: Array<[string, unknown, (r: EventRow) => boolean]> = [
    ['==', { col: 'category', op: '==', val: 'alpha' }, (r) => r.category === 'alpha'],
    ['!=', { col: 'category', op: '!=', val: 'alpha' }, (r) => r.category !== null && r.category !== 'alpha'],
    ['>', { col: 'amount', op: '>', val: 50.25 }, (r) => r.amount > 50.25],
    ['<', { col: 'amount', op: '<', val: 50.25 }, (r) => r.amount < 50.25],
    ['>=', { col: 'amount', op: '>=', val: 50.25 }, (r) => r.amount >= 50.25],
    ['<=', { col: 'qty', op: '<=', val: 2 }, (r) => r.qty !== null && r.qty <= 2],
    ['LIKE', { col: 'name', op: 'LIKE', val: 'item-%' }, (r) => r.name.startsWith('item-')],
    ['NOT LIKE', { col: 'name', op: 'NOT LIKE', val: 'item-1%' }, (r) => !r.name.startsWith('item-1')],
    ['ILIKE', { col: 'name', op: 'ILIKE', val: 'item_1%' }, (r) => /^item.1/i.test(r.name)],
    ['NOT ILIKE', { col: 'name', op: 'NOT ILIKE', val: 'ITEM-%' }, (r) => !/^item-/i.test(r.name)],
    ['IS NULL', { col: 'category', op: 'IS NULL' }, (r) => r.category === null],
    ['IS NOT NULL', { col: 'qty', op: 'IS NOT NULL' }, (r) => r.qty !== null],
    [
      'IN',
      { col: 'category', op: 'IN', val: ['alpha', 'gamma'] },
      (r) => r.category === 'alpha' || r.category === 'gamma',
    ],
    ['NOT IN', { col: 'qty', op: 'NOT IN', val: [0, 1] }, (r) => r.qty !== null && r.qty > 1],
    ['IS TRUE', { col: 'flag', op: 'IS TRUE' }, (r) => r.flag === true],
    ['IS FALSE', { col: 'flag', op: 'IS FALSE' }, (r) => r.flag === false],
    [
      'TEMPORAL_RANGE',
      { col: 'ts', op: 'TEMPORAL_RANGE', val: '2022-03-01 : 2022-09-01' },
      (r) => r.ts >= new Date('2022-03-01T00:00:00Z') && r.ts < new Date('2022-09-01T00:00:00Z'),
    ],
    [
      'LATEST PARTITION',
      { col: 'ts', op: 'LATEST PARTITION' },
      (r) => r.ts.getTime() === Math.max(...rows.map((x) => x.ts.getTime())),
    ],
    ['IN on a saved expression', { col: 'double_qty', op: 'IN', val: [2, 4] }, (r) => r.qty === 1 || r.qty === 2],
    [
      'an adhoc SQL column',
      { col: { expressionType: 'SQL', sqlExpression: 'qty + 1', label: 'q1' }, op: '>', val: 3 },
      (r) => r.qty !== null && r.qty + 1 > 3,
    ],
  ];
  it.each(cases)('%s', async (_name, filter, pred) => {
    const expected = expectedIds(pred);
    expect(expected.length).toBeGreaterThan(0);
    for (const engine of ENGINES)
      expect(ids(await run(engine, { columns: ['id'], metrics: [], filters: [filter] })), engine).toEqual(expected);
  });

  it('filters combine with extras.where and extras.having', async () => {
    const query = {
      columns: ['category'],
      metrics: ['count'],
      filters: [{ col: 'qty', op: '>=', val: 1 }],
      extras: { where: "name LIKE 'item%'", having: 'COUNT(*) > 3' },
    };
    const [d, p] = await both(query);
    expect(rowsOf(d, true)).toEqual(rowsOf(p, true));
    const counts = new Map<string | null, number>();
    for (const r of rows)
      if (r.qty !== null && r.qty >= 1 && r.name.startsWith('item'))
        counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    expect(rowsOf(d, true)).toEqual(
      [...counts]
        .filter(([, n]) => n > 3)
        .map(([c, n]) => [c, n])
        .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
    );
  });
});

const DAY = 86_400_000;
/** The start of each bucket, as Superset's grain expressions define it (weeks start Monday). */
function truncate(ms: number, grain: string): number {
  const d = new Date(ms);
  const flat = (size: number): number => Math.floor(ms / size) * size;
  const dayStart = flat(DAY);
  const weekday = new Date(dayStart).getUTCDay();
  const fixed: Record<string, number> = {
    PT1S: 1000,
    PT5S: 5000,
    PT30S: 30_000,
    PT1M: 60_000,
    PT5M: 300_000,
    PT10M: 600_000,
    PT15M: 900_000,
    PT30M: 1_800_000,
    PT1H: 3_600_000,
    PT6H: 21_600_000,
    P1D: DAY,
  };
  const size = fixed[grain];
  if (size) return flat(size);
  switch (grain) {
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return dayStart - ((weekday + 6) % 7) * DAY;
    case '1969-12-28T00:00:00Z/P1W':
      return dayStart - weekday * DAY;
    case 'P1W/1970-01-03T00:00:00Z':
      return dayStart + ((6 - weekday + 7) % 7) * DAY;
    case 'P1W/1970-01-04T00:00:00Z':
      return dayStart + ((7 - weekday) % 7) * DAY;
    case 'P1M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'P3M':
      return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
    case 'P1Y':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    default:
      throw new Error(`no grain ${grain}`);
  }
}

describe('[QC-G] every built-in time grain buckets the same way on both engines', () => {
  it.each(BUILTIN_TIME_GRAINS.map((g) => [g.name, g.duration] as const))('%s', async (_name, grain) => {
    const query = {
      columns: [{ expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: grain }],
      metrics: ['count'],
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'MIN(ts)', label: 'first' }, true]],
    };
    const expected = new Map<number, number>();
    for (const r of rows) {
      const b = truncate(r.ts.getTime(), grain);
      expected.set(b, (expected.get(b) ?? 0) + 1);
    }
    const want = [...expected].sort((a, b) => a[0] - b[0]);
    for (const engine of ENGINES) expect(rowsOf(await run(engine, query)), `${engine} ${grain}`).toEqual(want);
  });

  it('time_grain_sqla with granularity and is_timeseries gives __timestamp on both', async () => {
    const [d, p] = await both({
      granularity: 'ts',
      is_timeseries: true,
      extras: { time_grain_sqla: 'P1Y' },
      metrics: ['count'],
      columns: [],
      time_range: 'No filter',
    });
    expect(d.colnames).toEqual(['__timestamp', 'count']);
    expect(rowsOf(d, true)).toEqual(rowsOf(p, true));
    expect(rowsOf(d, true)).toEqual([
      [Date.UTC(2022, 0, 1), 22],
      [Date.UTC(2023, 0, 1), 21],
      [Date.UTC(2024, 0, 1), 5],
    ]);
  });
});

const simple = (aggregate: string, column: string): Record<string, unknown> => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate,
  label: `${aggregate}(${column})`,
});

describe('[QC-M] every metric kind gives the same values on both engines', () => {
  it('SIMPLE metrics with every aggregate, SQL metrics and saved metrics', async () => {
    const metrics = [
      ...['AVG', 'COUNT', 'MAX', 'MIN', 'SUM'].map((a) => simple(a, 'amount')),
      simple('COUNT_DISTINCT', 'category'),
      simple('SUM', 'qty'),
      { expressionType: 'SQL', sqlExpression: 'SUM(amount * qty)', label: 'weighted' },
      'count',
      'total_amount',
      'max_id',
    ];
    const [d, p] = await both({ columns: ['category'], metrics, orderby: [['total_amount', false]] });
    expect(rowsOf(d)).toEqual(rowsOf(p));
    const alpha = rows.filter((r) => r.category === 'alpha');
    const rec = d.data.find((x) => x.category === 'alpha');
    expect(rec?.['SUM(amount)']).toBe(alpha.reduce((s, r) => s + r.amount, 0));
    expect(rec?.['COUNT_DISTINCT(category)']).toBe(1);
    expect(rec?.max_id).toBe(alpha.reduce((m, r) => (r.id > m ? r.id : m), 0n));
    expect(d.colnames).toEqual([
      'category',
      'AVG(amount)',
      'COUNT(amount)',
      'MAX(amount)',
      'MIN(amount)',
      'SUM(amount)',
      'COUNT_DISTINCT(category)',
      'SUM(qty)',
      'weighted',
      'count',
      'total_amount',
      'max_id',
    ]);
  });

  it('a metric with no columns is one row of totals', async () => {
    const [d, p] = await both({ columns: [], metrics: ['count', 'max_id'] });
    expect(rowsOf(d)).toEqual([[48, (rows.at(-1)?.id ?? 0n).toString()]]);
    expect(rowsOf(p)).toEqual(rowsOf(d));
  });
});

describe('[QC-L] series limit, order, row limit and offset, row count', () => {
  it('series_limit keeps the top series by series_limit_metric', async () => {
    const query = {
      columns: [
        { expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
        'category',
      ],
      series_columns: ['category'],
      series_limit: 2,
      series_limit_metric: 'total_amount',
      metrics: ['count'],
      orderby: [['count', false]],
    };
    const [d, p] = await both(query);
    expect(rowsOf(d, true)).toEqual(rowsOf(p, true));
    expect(new Set(d.data.map((x) => x.category))).toEqual(new Set(['gamma', 'beta']));
  });

  it('orderby ascending and descending, with row_limit and row_offset', async () => {
    const query = { columns: ['name'], metrics: [], orderby: [['name', true]], row_limit: 5, row_offset: 3 };
    const [d, p] = await both(query);
    expect(rowsOf(d)).toEqual(rowsOf(p));
    const names = rows.map((r) => r.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(d.data.map((x) => x.name)).toEqual(names.slice(3, 8));
    const [dd, pd] = await both({
      columns: ['category'],
      metrics: ['total_amount'],
      orderby: [['total_amount', false]],
      row_limit: 2,
    });
    expect(rowsOf(dd)).toEqual(rowsOf(pd));
    expect(dd.data.map((x) => x.category)).toEqual(['gamma', 'beta']);
  });

  it('is_rowcount answers the number of rows the query would give', async () => {
    const [d, p] = await both({ columns: ['category'], metrics: ['count'], is_rowcount: true });
    expect(d.colnames).toEqual(['rowcount']);
    expect(rowsOf(d)).toEqual([[4]]);
    expect(rowsOf(p)).toEqual([[4]]);
  });

  it('row_limit 0 means the default limit, and the server cap applies', async () => {
    const [d, p] = await both({ columns: ['id'], metrics: [], row_limit: 0 });
    expect(d.rowcount).toBe(48);
    expect(p.rowcount).toBe(48);
  });
});

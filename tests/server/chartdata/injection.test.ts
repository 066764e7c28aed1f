// Injection attempts in every free-text field of a QueryContext answer 400 and execute nothing: the canary
// table survives on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, qc, startChartDataFixture, type ChartDataFixture, type EngineKind } from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const ATTACKS = [
  "1); DROP TABLE canary; --",
  '1; DROP TABLE canary',
  "(SELECT 1) /* */ ; DELETE FROM canary",
  "amount) FROM events; DROP TABLE canary; SELECT (1",
  "'x' -- comment hides the rest",
  "pg_sleep(3)",
  "(SELECT note FROM read_csv('/etc/passwd'))",
  "(SELECT * FROM pg_read_file('/etc/passwd'))",
  "1 UNION SELECT note FROM canary",
];
const base = { columns: ['category'], metrics: ['count'], row_limit: 10 };

type Slot = [string, (attack: string) => Record<string, unknown>];
const slots: Slot[] = [
  ['adhoc metric SQL', (a) => ({ ...base, metrics: [{ expressionType: 'SQL', sqlExpression: `SUM(${a})`, label: 'm' }] })],
  ['adhoc column SQL', (a) => ({ ...base, columns: [{ expressionType: 'SQL', sqlExpression: a, label: 'c' }] })],
  ['adhoc filter column SQL', (a) => ({ ...base, filters: [{ col: { expressionType: 'SQL', sqlExpression: a, label: 'f' }, op: '==', val: 1 }] })],
  ['extras.where', (a) => ({ ...base, extras: { where: `qty = ${a}` } })],
  ['extras.having', (a) => ({ ...base, extras: { having: `COUNT(*) > ${a}` } })],
  ['deprecated top-level where', (a) => ({ ...base, where: `qty = ${a}` })],
  ['orderby adhoc SQL metric', (a) => ({ ...base, orderby: [[{ expressionType: 'SQL', sqlExpression: `MAX(${a})`, label: 'o' }, true]] })],
  ['series_limit_metric SQL', (a) => ({ ...base, series_columns: ['category'], series_limit: 2, series_limit_metric: { expressionType: 'SQL', sqlExpression: `MAX(${a})`, label: 's' } })],
  ['BASE_AXIS adhoc column with a grain', (a) => ({ ...base, columns: [{ expressionType: 'SQL', sqlExpression: a, label: 't', columnType: 'BASE_AXIS', timeGrain: 'P1D' }] })],
  ['SIMPLE metric column name', (a) => ({ ...base, metrics: [{ expressionType: 'SIMPLE', column: { column_name: a }, aggregate: 'SUM', label: 'x' }] })],
  ['columns by name', (a) => ({ ...base, columns: [a] })],
  ['time_range', (a) => ({ ...base, filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: `${a} : now` }] })],
];

const survives = async (engine: EngineKind): Promise<void> => {
  expect(await f.direct(engine, 'SELECT note FROM canary')).toEqual([['alive']]);
};

describe.each(ENGINES)('[QC-I] injection on %s', (engine) => {
  it.each(slots)('%s: every attack answers 400 and runs nothing', async (_slot, build) => {
    for (const attack of ATTACKS) {
      const res = await f.chartData(qc(f, engine, build(attack), { force: true }));
      expect(res.statusCode, `${attack} → ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.body).not.toContain('alive');
    }
    await survives(engine);
  });

  it('an unknown granularity falls back to the main datetime column, as Superset does; its text never reaches SQL', async () => {
    for (const attack of ATTACKS) {
      const res = await f.chartData(qc(f, engine, { ...base, granularity: attack, time_range: 'No filter', is_timeseries: true }, { force: true }));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('canary');
    }
    await survives(engine);
  });

  it('post-processing options with SQL in them answer 400', async () => {
    const tricks = [
      { operation: 'rename', options: { columns: { count: 'x"; DROP TABLE canary; --' } } },
      { operation: 'sort', options: { by: 'count"; DROP TABLE canary; --', ascending: true } },
      { operation: 'pivot', options: { index: ['category'], columns: [], aggregates: { count: { operator: "sum'); DROP TABLE canary; --" } } } },
      { operation: 'rolling', options: { columns: { count: 'count' }, rolling_type: 'sum', window: '1; DROP TABLE canary' } },
      { operation: 'resample', options: { method: 'asfreq', rule: "1D'; DROP TABLE canary; --" } },
    ];
    for (const rule of tricks) {
      const res = await f.chartData(qc(f, engine, { ...base, post_processing: [rule] }, { force: true }));
      if (res.statusCode === 200) expect(res.body).not.toContain('DROP TABLE canary";');
      else expect(res.statusCode, `${rule.operation} → ${res.body.slice(0, 200)}`).toBe(400);
    }
    await survives(engine);
  });

  it('filter values are bound, never spliced: a quote in a value is just a value', async () => {
    const res = await f.chartData(qc(f, engine, { ...base, filters: [{ col: 'name', op: 'IN', val: ["x'); DROP TABLE canary; --", "' OR 1=1 --"] }] }, { force: true }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"rowcount":0');
    await survives(engine);
  });

  it('a virtual dataset with a second statement is refused', async () => {
    const res = await f.t.api({ method: 'POST', url: '/api/v1/dataset/', payload: { database: f.databaseIds[engine], schema: engine === 'duckdb' ? 'main' : 'public', table_name: 'evil', sql: 'SELECT 1 AS x; DROP TABLE canary' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await survives(engine);
  });
});

// Injection attempts in every free-text field of a QueryContext answer 400 and execute nothing: the canary
// table survives on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetPerm } from '../../../server/security/access';
import { ENGINES, qc, startChartDataFixture, type ChartDataFixture, type EngineKind } from './fixture';

/** A Gamma user who may query the events dataset of each engine and nothing else. */
async function grantOnlyEvents(fx: ChartDataFixture, username: string): Promise<void> {
  const db = fx.t.store.db;
  const role = await db
    .insertInto('ab_role')
    .values({ name: `${username}_events` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const engine of ENGINES) {
    const name = engine === 'duckdb' ? 'examples' : 'warehouse';
    await db
      .insertInto('ab_role_permission')
      .values({
        role_id: role.id,
        permission: 'datasource_access',
        view_menu: datasetPerm(name, 'events', fx.datasetIds[engine]),
      })
      .execute();
  }
  await fx.t.addUser(username, ['Gamma', `${username}_events`]);
}

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
  await grantOnlyEvents(f, 'reader');
});
afterAll(async () => f.close());

const ATTACKS = [
  '1); DROP TABLE canary; --',
  '1; DROP TABLE canary',
  '(SELECT 1) /* */ ; DELETE FROM canary',
  'amount) FROM events; DROP TABLE canary; SELECT (1',
  "'x' -- comment hides the rest",
  'pg_sleep(3)',
  "(SELECT note FROM read_csv('/etc/passwd'))",
  "(SELECT * FROM pg_read_file('/etc/passwd'))",
  '1 UNION SELECT note FROM canary',
];
const base = { columns: ['category'], metrics: ['count'], row_limit: 10 };

type Slot = [string, (attack: string) => Record<string, unknown>];
const slots: Slot[] = [
  [
    'adhoc metric SQL',
    (a) => ({ ...base, metrics: [{ expressionType: 'SQL', sqlExpression: `SUM(${a})`, label: 'm' }] }),
  ],
  ['adhoc column SQL', (a) => ({ ...base, columns: [{ expressionType: 'SQL', sqlExpression: a, label: 'c' }] })],
  [
    'adhoc filter column SQL',
    (a) => ({ ...base, filters: [{ col: { expressionType: 'SQL', sqlExpression: a, label: 'f' }, op: '==', val: 1 }] }),
  ],
  ['extras.where', (a) => ({ ...base, extras: { where: `qty = ${a}` } })],
  ['extras.having', (a) => ({ ...base, extras: { having: `COUNT(*) > ${a}` } })],
  ['deprecated top-level where', (a) => ({ ...base, where: `qty = ${a}` })],
  [
    'orderby adhoc SQL metric',
    (a) => ({ ...base, orderby: [[{ expressionType: 'SQL', sqlExpression: `MAX(${a})`, label: 'o' }, true]] }),
  ],
  [
    'series_limit_metric SQL',
    (a) => ({
      ...base,
      series_columns: ['category'],
      series_limit: 2,
      series_limit_metric: { expressionType: 'SQL', sqlExpression: `MAX(${a})`, label: 's' },
    }),
  ],
  [
    'BASE_AXIS adhoc column with a grain',
    (a) => ({
      ...base,
      columns: [{ expressionType: 'SQL', sqlExpression: a, label: 't', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
    }),
  ],
  [
    'SIMPLE metric column name',
    (a) => ({
      ...base,
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: a }, aggregate: 'SUM', label: 'x' }],
    }),
  ],
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

  it('an invalid granularity answers 400 naming it instead of being ignored; its text never reaches SQL', async () => {
    for (const attack of ATTACKS) {
      const res = await f.chartData(
        qc(f, engine, { ...base, granularity: attack, time_range: 'No filter', is_timeseries: true }, { force: true }),
      );
      expect(res.statusCode, res.body).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message.startsWith('Columns missing in dataset: [')).toBe(true);
      expect(message).toContain(attack);
    }
    await survives(engine);
  });

  it("a dashboard's time column the dataset lacks falls back to the main datetime column, reported in rejected_filters", async () => {
    const formData = {
      datasource: `${f.datasetIds[engine]}__table`,
      viz_type: 'big_number_total',
      metrics: ['count'],
      granularity_sqla: 'ts',
      time_range: 'No filter',
      extra_form_data: { granularity_sqla: 'order_date' },
    };
    const res = await f.t.api({
      method: 'POST',
      url: '/superset/explore_json/',
      payload: { form_data: JSON.stringify(formData) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"rejected_filters":[{"reason":"not_in_datasource","column":"__time_col"}]');
  });

  it('a filter on an unknown column answers 400 naming it instead of being dropped and counting every row', async () => {
    const col = 'status = status OR 1=1 --';
    const res = await f.chartData(qc(f, engine, { ...base, filters: [{ col, op: '==', val: 1 }] }, { force: true }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: `Columns missing in dataset: ['${col}']` });
    // A dashboard's filter (isExtra) on a column this dataset lacks is reported as rejected, as in Superset.
    const extra = await f.chartData(
      qc(f, engine, { ...base, filters: [{ col: 'region', op: '==', val: 'x', isExtra: true }] }, { force: true }),
    );
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().result[0].rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'region' }]);
  });

  it('an injected series_limit_metric answers 400 instead of being ignored', async () => {
    for (const metric of [
      'count; DROP TABLE canary',
      { expressionType: 'SQL', sqlExpression: '(SELECT note FROM canary)', label: 's' },
    ]) {
      const res = await f.chartData(qc(f, engine, { ...base, series_limit_metric: metric }, { force: true }));
      expect(res.statusCode, res.body).toBe(400);
    }
    await survives(engine);
  });

  it('adhoc SQL may not read other tables through sub-queries (ALLOW_ADHOC_SUBQUERY off)', async () => {
    const subqueries = [
      "(SELECT string_agg(note, ',') FROM canary)",
      '(SELECT COUNT(*) FROM information_schema.tables)',
      '(SELECT COUNT(*) FROM canary) > 1',
    ];
    for (const sub of subqueries) {
      for (const [slot, build] of slots.filter(
        ([s]) => !['SIMPLE metric column name', 'columns by name', 'time_range'].includes(s),
      )) {
        const res = await f.chartData(qc(f, engine, build(sub), { force: true }), 'reader');
        expect(res.statusCode, `${slot}: ${sub} → ${res.body}`).toBe(400);
        expect(res.body).toContain('Custom SQL fields cannot contain sub-queries.');
        expect(res.body).not.toContain('alive');
      }
    }
  });

  it('range() and other row generators in adhoc SQL answer 400 at once instead of stalling the server', async () => {
    const started = Date.now();
    for (const sql of [
      '(SELECT COUNT(*) FROM range(300000000000))',
      'SUM(generate_series(1, 300000000000))',
      "length(repeat('x', 1000000000000))",
    ]) {
      const res = await f.chartData(
        qc(
          f,
          engine,
          { ...base, metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] },
          { force: true },
        ),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(/is not allowed/);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('the legacy explore_json and samples endpoints refuse sub-queries and unknown filter columns too', async () => {
    const datasource = `${f.datasetIds[engine]}__table`;
    const formData = {
      datasource,
      viz_type: 'table',
      metrics: ['count'],
      groupby: ['category'],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '(SELECT COUNT(*) FROM canary) > 0' }],
    };
    const legacy = await f.t.as('reader', {
      method: 'POST',
      url: '/superset/explore_json/',
      payload: { form_data: JSON.stringify(formData) },
    });
    expect(legacy.statusCode, legacy.body).toBe(400);
    expect(legacy.body).toContain('Custom SQL fields cannot contain sub-queries.');
    const samplesUrl = `/datasource/samples?datasource_type=table&datasource_id=${f.datasetIds[engine]}`;
    const samples = await f.t.api({
      method: 'POST',
      url: samplesUrl,
      payload: { extras: { where: '(SELECT COUNT(*) FROM canary) > 0' } },
    });
    expect(samples.statusCode, samples.body).toBe(400);
    expect(samples.body).toContain('Custom SQL fields cannot contain sub-queries.');
    const unknown = await f.t.api({
      method: 'POST',
      url: samplesUrl,
      payload: { filters: [{ col: 'status = status OR 1=1 --', op: '==', val: 1 }] },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.body).toContain('Columns missing in dataset');
  });

  it('post-processing options with SQL in them answer 400', async () => {
    const tricks = [
      { operation: 'rename', options: { columns: { count: 'x"; DROP TABLE canary; --' } } },
      { operation: 'sort', options: { by: 'count"; DROP TABLE canary; --', ascending: true } },
      {
        operation: 'pivot',
        options: {
          index: ['category'],
          columns: [],
          aggregates: { count: { operator: "sum'); DROP TABLE canary; --" } },
        },
      },
      {
        operation: 'rolling',
        options: { columns: { count: 'count' }, rolling_type: 'sum', window: '1; DROP TABLE canary' },
      },
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
    const res = await f.chartData(
      qc(
        f,
        engine,
        { ...base, filters: [{ col: 'name', op: 'IN', val: ["x'); DROP TABLE canary; --", "' OR 1=1 --"] }] },
        { force: true },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"rowcount":0');
    await survives(engine);
  });

  it('a virtual dataset with a second statement is refused', async () => {
    const res = await f.t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: f.databaseIds[engine],
        schema: engine === 'duckdb' ? 'main' : 'public',
        table_name: 'evil',
        sql: 'SELECT 1 AS x; DROP TABLE canary',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await survives(engine);
  });
});

describe('[QC-I] with ALLOW_ADHOC_SUBQUERY on, adhoc sub-queries read only tables the user may read', () => {
  let on: ChartDataFixture;
  beforeAll(async () => {
    on = await startChartDataFixture({ TESSERA_FEATURE_ALLOW_ADHOC_SUBQUERY: 'true' });
    await grantOnlyEvents(on, 'reader');
  });
  afterAll(async () => on.close());

  it.each(ENGINES)('on %s', async (engine) => {
    const metric = (sql: string): Record<string, unknown> =>
      qc(
        on,
        engine,
        { ...base, metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] },
        { force: true },
      );
    const secret = await on.chartData(metric("(SELECT string_agg(note, ',') FROM canary)"), 'reader');
    expect(secret.statusCode, secret.body).toBe(403);
    expect(secret.json()).toEqual({
      message:
        'You need access to the following tables: canary, `all_database_access` or `all_datasource_access` permission',
    });
    const catalog = await on.chartData(metric('(SELECT COUNT(*) FROM information_schema.tables)'), 'reader');
    expect(catalog.statusCode, catalog.body).toBe(403);
    const where = await on.chartData(
      qc(on, engine, { ...base, extras: { where: '(SELECT COUNT(*) FROM canary) > 0' } }, { force: true }),
      'reader',
    );
    expect(where.statusCode, where.body).toBe(403);
    const schema = engine === 'duckdb' ? 'main' : 'public';
    for (const own of [`(SELECT MAX(qty) FROM ${schema}.events)`, '(SELECT MAX(qty) FROM events)']) {
      const res = await on.chartData(metric(own), 'reader');
      expect(res.statusCode, `${own} → ${res.body}`).toBe(200);
    }
    const admin = await on.chartData(metric("(SELECT string_agg(note, ',') FROM canary)"));
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.body).toContain('alive');
  });
});

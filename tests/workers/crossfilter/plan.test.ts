// The choice between the local path and the server for a cross-filtered chart request (workers/dataplane/crossfilter).
import { describe, expect, it } from 'vitest';
import { Field, Float64, Int64, Utf8 } from 'apache-arrow';
import type { QueryContext, QueryObject } from '../../../src/core/query';
import {
  CROSS_FILTER_CUBE_ROW_CAP,
  chooseCrossFilterPath,
  cubeAnswerSql,
  cubeIsWhole,
  cutByRowLimit,
  decomposeMetric,
  inlineParams,
  parseAggregate,
  planQuery,
  type QueryPlan,
} from '../../../workers/dataplane/crossfilter';

const saved = new Map([
  ['count', 'COUNT(*)'],
  ['sum__sales', 'SUM(sales)'],
  ['avg__discount', 'AVG(discount)'],
  ['customers', 'COUNT(DISTINCT customer_name)'],
  ['per_customer', 'SUM(sales) / COUNT(DISTINCT customer_name)'],
  ['median', 'MEDIAN(sales)'],
]);
const cross = { col: 'region', op: '==' as const, val: 'EMEA', isExtra: true };
const base: QueryObject = {
  columns: ['product_line'],
  metrics: ['sum__sales'],
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }, cross],
  orderby: [['sum__sales', false]],
  row_limit: 100,
};
const context = (...queries: QueryObject[]): QueryContext => ({ datasource: { id: 1, type: 'table' }, queries });
const reason = (query: QueryObject): string => {
  const choice = chooseCrossFilterPath(context(query), saved);
  return choice.path === 'server' ? choice.reason : 'local';
};

describe('X15.cross-local the choice of path is a pure function of the query', () => {
  it('answers SUM, COUNT, MIN, MAX and AVG locally; the cube adds the cross-filter column and drops the cross filter', () => {
    for (const metrics of [['sum__sales'], ['count'], ['avg__discount']])
      expect(reason({ ...base, metrics, orderby: [[metrics[0] as string, true]] })).toBe('local');
    for (const aggregate of ['SUM', 'COUNT', 'MIN', 'MAX', 'AVG'] as const)
      expect(
        reason({
          ...base,
          orderby: [],
          metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'sales' }, aggregate }],
        }),
      ).toBe('local');
    const plan = planQuery(base, saved) as QueryPlan;
    expect(plan.cube.columns).toEqual(['product_line', 'region']);
    expect(plan.cube.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(plan.cube.row_limit).toBe(CROSS_FILTER_CUBE_ROW_CAP + 1);
    expect(plan.cube.orderby).toBeUndefined();
    expect(plan.crossFilters).toEqual([cross]);
    expect(plan.rowLimit).toBe(100);
  });

  it('sends to the server what a cube cannot answer exactly', () => {
    // Arithmetic over aggregates only where the dataset's engine is DuckDB (see the COUNT DISTINCT test).
    expect(reason({ ...base, metrics: ['per_customer'], orderby: [] })).toMatch(/cannot be re-aggregated/);
    expect(reason({ ...base, metrics: ['median'], orderby: [] })).toMatch(/cannot be re-aggregated/);
    expect(reason({ ...base, metrics: [], orderby: [] })).toMatch(/raw rows/);
    expect(reason({ ...base, series_limit: 5 })).toMatch(/series limit/);
    expect(reason({ ...base, time_offsets: ['1 year ago'] })).toMatch(/time comparison/);
    expect(reason({ ...base, row_offset: 100 })).toMatch(/page/);
    expect(reason({ ...base, extras: { having: 'SUM(sales) > 1' } })).toMatch(/HAVING/);
    expect(reason({ ...base, post_processing: [{ operation: 'histogram' }] })).toMatch(/raw rows/);
    expect(reason({ ...base, orderby: [['profit', false]] })).toMatch(/orders by/);
    expect(reason({ ...base, filters: [{ ...cross, isExtra: false }] })).toBe('no cross filter');
    const axis = {
      expressionType: 'SQL' as const,
      sqlExpression: 'region',
      label: 'region',
      columnType: 'BASE_AXIS' as const,
    };
    expect(reason({ ...base, columns: [axis] })).toMatch(/time or SQL column/);
    // One query the cube cannot answer sends the whole request to the server.
    expect(chooseCrossFilterPath(context(base, { ...base, metrics: ['per_customer'], orderby: [] }), saved).path).toBe(
      'server',
    );
  });

  it('reads one decomposable aggregate around row values, nothing else', () => {
    expect(parseAggregate('SUM(sales * (1 - discount))')).toEqual({
      aggregate: 'SUM',
      inner: 'sales * (1 - discount)',
    });
    expect(parseAggregate('count(*)')).toEqual({ aggregate: 'COUNT', inner: '*' });
    for (const sql of [
      'SUM(a) / SUM(b)',
      'COUNT(DISTINCT a)',
      'SUM(*)',
      'MEDIAN(a)',
      'SUM(MAX(a))',
      'SUM(a) OVER ()',
      'SUM(a',
    ])
      expect(parseAggregate(sql), sql).toBeNull();
    const avg = decomposeMetric('avg__discount', saved);
    expect(avg?.reaggregate).toBe('AVG');
    expect(avg?.parts.map((p) => p.metric)).toEqual([
      {
        expressionType: 'SQL',
        sqlExpression: 'SUM(discount)',
        label: '__cube_sum__avg__discount',
        hasCustomLabel: true,
      },
      {
        expressionType: 'SQL',
        sqlExpression: 'COUNT(discount)',
        label: '__cube_count__avg__discount',
        hasCustomLabel: true,
      },
    ]);
  });

  it(`keeps a cube of at most ${CROSS_FILTER_CUBE_ROW_CAP} rows; a row limit that cut the aggregate goes to the server`, () => {
    expect(cubeIsWhole(CROSS_FILTER_CUBE_ROW_CAP)).toBe(true);
    expect(cubeIsWhole(CROSS_FILTER_CUBE_ROW_CAP + 1)).toBe(false);
    const plan = planQuery(base, saved) as QueryPlan;
    expect(cutByRowLimit(plan, 100)).toBe(false);
    expect(cutByRowLimit(plan, 101)).toBe(true);
  });

  it('re-aggregates over the cube with the cross filter, order and limit, casting back to the cube types', () => {
    const plan = planQuery({ ...base, metrics: ['sum__sales', 'count', 'avg__discount'] }, saved) as QueryPlan;
    const fields = [
      new Field('product_line', new Utf8()),
      new Field('region', new Utf8()),
      new Field('sum__sales', new Float64()),
      new Field('count', new Int64()),
      new Field('__cube_sum__avg__discount', new Float64()),
      new Field('__cube_count__avg__discount', new Int64()),
    ];
    expect(cubeAnswerSql(plan, 'cube_1', fields)).toEqual({
      sql:
        'SELECT "product_line", CAST(SUM("sum__sales") AS DOUBLE) AS "sum__sales", CAST(COALESCE(SUM("count"), 0) AS BIGINT) AS "count", ' +
        'CAST(SUM("__cube_sum__avg__discount") AS DOUBLE) / NULLIF(SUM("__cube_count__avg__discount"), 0) AS "avg__discount" ' +
        'FROM "cube_1" WHERE "region" = ? GROUP BY "product_line" ORDER BY "sum__sales" DESC LIMIT 101',
      params: ['EMEA'],
    });
  });

  it('writes the values in as literals where post-processing reads the aggregate as a subquery, leaving quoted text alone', () => {
    expect(
      inlineParams({
        sql: `SELECT '?' AS "a?" FROM t WHERE x = ? AND y IN (?, ?) AND z = ?`,
        params: ["O'Brien", 2.5, true, null],
      }),
    ).toBe(`SELECT '?' AS "a?" FROM t WHERE x = 'O''Brien' AND y IN (2.5, TRUE) AND z = NULL`);
    expect(inlineParams({ sql: 'SELECT ? ', params: [new Date(0)] })).toBeNull();
    expect(inlineParams({ sql: 'SELECT ? ', params: [Infinity] })).toBeNull();
  });

  it('X15.cross-local counts distinct values again over a cube that also groups by the counted column', () => {
    const simple = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'customer_name' },
      aggregate: 'COUNT_DISTINCT' as const,
      label: 'buyers',
    };
    const plan = planQuery(
      { ...base, metrics: ['customers', simple], orderby: [['customers', false]] },
      saved,
    ) as QueryPlan;
    expect(plan.cube.columns).toEqual([
      'product_line',
      'region',
      { expressionType: 'SQL', sqlExpression: 'customer_name', label: '__cube_distinct__customers' },
      'customer_name',
    ]);
    // No metric is re-aggregated: the cube still aggregates (one row per group), not raw rows.
    expect(plan.cube.metrics).toEqual([{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '__cube_rows' }]);
    const fields = ['product_line', 'region', '__cube_distinct__customers', 'customer_name'].map(
      (name) => new Field(name, new Utf8()),
    );
    expect(cubeAnswerSql(plan, 'cube_1', [...fields, new Field('__cube_rows', new Int64())]).sql).toBe(
      'SELECT "product_line", COUNT(DISTINCT "__cube_distinct__customers") AS "customers", COUNT(DISTINCT "customer_name") AS "buyers" ' +
        'FROM "cube_1" WHERE "region" = ? GROUP BY "product_line" ORDER BY "customers" DESC LIMIT 101',
    );
  });

  it('X15.cross-local re-aggregates arithmetic over aggregates where the dataset is on DuckDB', () => {
    const query = { ...base, metrics: ['per_customer'], orderby: [] };
    expect(planQuery(query, saved)).toMatch(/cannot be re-aggregated/);
    const plan = planQuery(query, saved, { expressions: true }) as QueryPlan;
    expect(plan.cube.columns).toEqual([
      'product_line',
      'region',
      { expressionType: 'SQL', sqlExpression: 'customer_name', label: '__cube_distinct____cube_1__per_customer' },
    ]);
    expect(plan.cube.metrics).toEqual([
      { expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: '__cube_0__per_customer', hasCustomLabel: true },
    ]);
    const fields = [
      new Field('product_line', new Utf8()),
      new Field('region', new Utf8()),
      new Field('__cube_0__per_customer', new Float64()),
      new Field('__cube_distinct____cube_1__per_customer', new Utf8()),
    ];
    expect(cubeAnswerSql(plan, 'cube_1', fields).sql).toBe(
      'SELECT "product_line", (CAST(SUM("__cube_0__per_customer") AS DOUBLE)) / (COUNT(DISTINCT "__cube_distinct____cube_1__per_customer")) AS "per_customer" ' +
        'FROM "cube_1" WHERE "region" = ? GROUP BY "product_line" LIMIT 101',
    );
    for (const sql of ['SUM(a) / x', 'SUM(a) OVER ()', 'MEDIAN(a) / COUNT(*)', 'COUNT(DISTINCT a, b)', "SUM(a) || 'x'"])
      expect(
        planQuery({ ...query, metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] }, saved, {
          expressions: true,
        }),
        sql,
      ).toMatch(/cannot be re-aggregated/);
  });
});

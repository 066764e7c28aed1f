import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryObject, TimeGrain } from '../../../src/core/query';
import {
  compileQuery,
  compileTimeOffsetQuery,
  duckdbDialect,
  postgresDialect,
  type CompiledQuery,
} from '../../../src/core/sql';
import { SQL_CASES, type SqlCase } from './cases';
import { openDuckDB, openPostgres, normalizeRows, sortedRows, type Engine } from './engines';
import { EVENTS, OPTIONS } from './fixtures';

let duck: Engine;
let post: Engine;

beforeAll(async () => {
  [duck, post] = await Promise.all([openDuckDB(), openPostgres()]);
});
afterAll(async () => {
  await Promise.all([duck?.close(), post?.close()]);
});

function compileFor(c: SqlCase, dialect: typeof duckdbDialect): CompiledQuery {
  const ds = c.ds ?? EVENTS;
  return c.offset
    ? compileTimeOffsetQuery(c.query, ds, dialect, OPTIONS, c.offset)
    : compileQuery(c.query, ds, dialect, OPTIONS);
}

describe('compiled SQL gives the same rows on DuckDB and PostgreSQL', () => {
  it.each(SQL_CASES)('$name', async (c) => {
    const d = compileFor(c, duckdbDialect);
    const p = compileFor(c, postgresDialect);
    const duckRows = await duck.query(d.sql, d.params);
    const pgRows = await post.query(p.sql, p.params);
    expect(sortedRows(pgRows)).toEqual(sortedRows(duckRows));
    expect(Object.keys(duckRows[0] ?? {})).toEqual(duckRows.length ? d.aliases : []);
    // The inlined SQL ('View query') must mean the same as the parameterised one.
    expect(sortedRows(await duck.query(d.inlineSql))).toEqual(sortedRows(duckRows));
    expect(sortedRows(await post.query(p.inlineSql))).toEqual(sortedRows(pgRows));
  });
});

const run = async (query: QueryObject): Promise<[Record<string, unknown>[], Record<string, unknown>[]]> => {
  const d = compileQuery(query, EVENTS, duckdbDialect, OPTIONS);
  const p = compileQuery(query, EVENTS, postgresDialect, OPTIONS);
  return [normalizeRows(await duck.query(d.sql, d.params)), normalizeRows(await post.query(p.sql, p.params))];
};

describe('every time grain truncates 2020-01-05 10:17:43 (a Sunday) as its engine spec says', () => {
  const expected: [TimeGrain, string][] = [
    ['PT1S', '2020-01-05 10:17:43'],
    ['PT5S', '2020-01-05 10:17:40'],
    ['PT30S', '2020-01-05 10:17:30'],
    ['PT1M', '2020-01-05 10:17:00'],
    ['PT5M', '2020-01-05 10:15:00'],
    ['PT10M', '2020-01-05 10:10:00'],
    ['PT15M', '2020-01-05 10:15:00'],
    ['PT30M', '2020-01-05 10:00:00'],
    ['PT1H', '2020-01-05 10:00:00'],
    ['PT6H', '2020-01-05 06:00:00'],
    ['P1D', '2020-01-05 00:00:00'],
    ['P1W', '2019-12-30 00:00:00'],
    ['P1M', '2020-01-01 00:00:00'],
    ['P3M', '2020-01-01 00:00:00'],
    ['P1Y', '2020-01-01 00:00:00'],
    ['1969-12-28T00:00:00Z/P1W', '2020-01-05 00:00:00'],
    ['1969-12-29T00:00:00Z/P1W', '2019-12-30 00:00:00'],
    ['P1W/1970-01-03T00:00:00Z', '2020-01-11 00:00:00'],
    ['P1W/1970-01-04T00:00:00Z', '2020-01-05 00:00:00'],
  ];
  it.each(expected)('%s → %s', async (grain, value) => {
    const rows = await run({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: grain }],
      metrics: ['count'],
      filters: [{ col: 'name', op: '==', val: 'Alice' }],
    });
    expect(rows[0]).toEqual([{ ds: value, count: 1 }]);
    expect(rows[1]).toEqual([{ ds: value, count: 1 }]);
  });
});

describe('filter operators select the rows Superset would', () => {
  const names = async (query: QueryObject): Promise<string[]> => {
    const [d, p] = await run(query);
    expect(p).toEqual(d);
    return d.map((r) => String(r['name']));
  };
  const filtered = (filter: QueryObject['filters']): QueryObject => ({
    columns: ['name'],
    filters: filter ?? [],
    orderby: [['name', true]],
  });

  it('IN with a NULL member also matches NULL', async () => {
    expect(await names(filtered([{ col: 'state', op: 'IN', val: ['WA', null] }]))).toEqual([
      'Dave',
      'Grace',
      'Judy',
      'Mallory',
    ]);
  });
  it('NOT IN with a NULL member excludes NULL', async () => {
    expect(await names(filtered([{ col: 'state', op: 'NOT IN', val: ['CA', 'NY', 'TX', null] }]))).toEqual([
      'Grace',
      'Mallory',
    ]);
  });
  it('== null is IS NULL', async () => {
    expect(await names(filtered([{ col: 'state', op: '==', val: null }]))).toEqual(['Dave', 'Judy']);
  });
  it('a value with a quote is bound, not spliced', async () => {
    expect(await names(filtered([{ col: 'name', op: '==', val: "O'Neil" }]))).toEqual(["O'Neil"]);
  });
  it('TEMPORAL_RANGE is since inclusive, until exclusive', async () => {
    expect(
      await names(filtered([{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-12-31 23:59:59 : 2021-01-03 09:05:31' }])),
    ).toEqual(['Grace', 'Heidi']);
  });
  it('LATEST PARTITION keeps the rows of the newest partition', async () => {
    expect(await names(filtered([{ col: 'd', op: 'LATEST PARTITION' }]))).toEqual(['Mallory']);
  });
  it('IS FALSE leaves NULL out', async () => {
    expect(await names(filtered([{ col: 'is_active', op: 'IS FALSE' }]))).toEqual(['Bob', 'Frank', 'Heidi', 'Mallory']);
  });
});

describe('series limit keeps the top series', () => {
  it('joins the top two states by SUM(num)', async () => {
    const [d, p] = await run({
      columns: ['state'],
      series_columns: ['state'],
      series_limit: 2,
      metrics: ['sum__num'],
      orderby: [['state', true]],
    });
    expect(d).toEqual([
      { state: 'NY', sum__num: 53 },
      { state: 'WA', sum__num: 60 },
    ]);
    expect(p).toEqual(d);
  });
  it('folds the rest into Others when asked', async () => {
    const [d, p] = await run({
      columns: ['state'],
      series_columns: ['state'],
      series_limit: 2,
      group_others_when_limit_reached: true,
      metrics: ['sum__num'],
      filters: [{ col: 'state', op: 'IS NOT NULL' }],
      orderby: [['state', true]],
    });
    expect(d).toEqual([
      { state: 'NY', sum__num: 53 },
      { state: 'Others', sum__num: 75 },
      { state: 'WA', sum__num: 60 },
    ]);
    expect(p).toEqual(d);
  });
});

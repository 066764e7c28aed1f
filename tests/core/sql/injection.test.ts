// Every free-text SQL field is parsed and accepted only as one read-only expression; attempts are refused by
// the compiler, so nothing reaches an engine. Harmless expressions pass through the same fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryObject } from '../../../src/core/query';
import {
  QueryObjectValidationError,
  compileQuery,
  duckdbDialect,
  postgresDialect,
  type DatasourceMeta,
} from '../../../src/core/sql';
import { openDuckDB, openPostgres, type Engine } from './engines';
import { EVENTS, OPTIONS } from './fixtures';

type Field = [string, (sql: string) => { query: QueryObject; ds: DatasourceMeta }, string];

const plain = (query: QueryObject): { query: QueryObject; ds: DatasourceMeta } => ({ query, ds: EVENTS });

const FIELDS: Field[] = [
  [
    'adhoc metric sqlExpression',
    (sql) => plain({ columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] }),
    "SUM(CASE WHEN state = 'CA' THEN num ELSE 0 END) + MIN(num)",
  ],
  [
    'adhoc column sqlExpression',
    (sql) => plain({ columns: [{ expressionType: 'SQL', sqlExpression: sql, label: 'c' }], metrics: ['count'] }),
    "COALESCE(state, 'none')",
  ],
  [
    'BASE_AXIS column with a grain',
    (sql) =>
      plain({
        columns: [{ expressionType: 'SQL', sqlExpression: sql, label: 'x', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
        metrics: ['count'],
      }),
    "ds + INTERVAL '1 day'",
  ],
  [
    'filter on an adhoc column',
    (sql) =>
      plain({
        columns: ['gender'],
        metrics: ['count'],
        filters: [{ col: { expressionType: 'SQL', sqlExpression: sql, label: 'f' }, op: 'IS NOT NULL' }],
      }),
    "COALESCE(state, 'none')",
  ],
  [
    'extras.where',
    (sql) => plain({ columns: ['gender'], metrics: ['count'], extras: { where: sql } }),
    "COALESCE(state, 'none') <> 'x' OR num > 1",
  ],
  [
    'extras.having',
    (sql) => plain({ columns: ['gender'], metrics: ['count'], extras: { having: sql } }),
    'SUM(num) > MIN(num)',
  ],
  [
    'orderby adhoc metric',
    (sql) =>
      plain({
        columns: ['gender'],
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: sql, label: 'o' }, true]],
      }),
    'MAX(price) - MIN(price)',
  ],
  [
    'series_limit_metric',
    (sql) =>
      plain({
        columns: ['gender'],
        series_columns: ['gender'],
        series_limit: 1,
        metrics: ['count'],
        series_limit_metric: { expressionType: 'SQL', sqlExpression: sql, label: 's' },
      }),
    'MAX(price)',
  ],
  [
    'saved column expression',
    (sql) => ({
      query: { columns: ['evil'], metrics: ['count'] },
      ds: { ...EVENTS, columns: [...EVENTS.columns, { column_name: 'evil', expression: sql }] },
    }),
    "COALESCE(state, 'none')",
  ],
  [
    'saved metric expression',
    (sql) => ({
      query: { columns: ['gender'], metrics: ['evil'] },
      ds: { ...EVENTS, metrics: [...EVENTS.metrics, { metric_name: 'evil', expression: sql }] },
    }),
    'SUM(num) * 2',
  ],
  [
    'fetch values predicate',
    (sql) => ({
      query: { columns: ['gender'], metrics: ['count'], apply_fetch_values_predicate: true },
      ds: { ...EVENTS, fetch_values_predicate: sql },
    }),
    'num > 1',
  ],
];

/** Attempts, each with the reason it must fail. */
const ATTEMPTS: [string, RegExp][] = [
  ['1; DROP TABLE main.canary', /single expression.*";"/],
  ['1) OR (1=1', /unbalanced parentheses/],
  ['(1', /unbalanced parentheses/],
  ['1 -- comment', /comments are not allowed/],
  ['1 /* hidden */', /comments are not allowed/],
  ['/* */ 1', /comments are not allowed/],
  ["'unterminated", /unbalanced quotes/],
  ['"unterminated', /unbalanced quotes/],
  ["E'\\'' || 1", /escape string/],
  ['$$1$$', /dollar-quoted/],
  ['$1', /dollar-quoted/],
  ['1, 2', /single expression.*","/],
  ['num AS x', /could not parse/],
  ['1\u0000', /control characters/],
  ['pg_sleep(5)', /pg_sleep\(\) is not allowed/],
  ['PG_CATALOG.PG_SLEEP(5)', /PG_SLEEP\(\) is not allowed/],
  ["pg_read_file('/etc/passwd')", /pg_read_file\(\) is not allowed/],
  ["read_csv('/etc/passwd')", /read_csv\(\) is not allowed/],
  ["read_parquet('x.parquet')", /read_parquet\(\) is not allowed/],
  ["read_text('/etc/passwd')", /read_text\(\) is not allowed/],
  ["(SELECT COUNT(*) FROM read_csv_auto('/etc/passwd'))", /read_csv_auto\(\) is not allowed/],
  ['(SELECT COUNT(*) FROM "data.csv")', /file and URL reads are refused/],
  ["(SELECT COUNT(*) FROM 's3://bucket/x.parquet')", /could not parse|file and URL reads are refused/],
  ["query('DROP TABLE main.canary')", /query\(\) is not allowed/],
  ["current_setting('data_directory')", /current_setting\(\) is not allowed/],
  ["getenv('HOME')", /getenv\(\) is not allowed/],
  ["lo_import('/etc/passwd')", /lo_import\(\) is not allowed/],
  ["\"dblink\"('host=x', 'select 1')", /dblink\(\) is not allowed/],
  ['(DELETE FROM main.canary RETURNING 1)', /"DELETE" is not allowed/],
  ["COPY main.canary TO '/tmp/x'", /"COPY" is not allowed/],
  ["ATTACH 'x.db'", /"ATTACH" is not allowed/],
  ['INSTALL httpfs', /"INSTALL" is not allowed/],
  ['LOAD httpfs', /"LOAD" is not allowed/],
  ['(SELECT 1 INTO newtable)', /"INTO" is not allowed/],
];

let duck: Engine;
let post: Engine;
beforeAll(async () => {
  [duck, post] = await Promise.all([openDuckDB(), openPostgres()]);
});
afterAll(async () => {
  await Promise.all([duck?.close(), post?.close()]);
});

describe.each(FIELDS)('%s', (_field, make, harmless) => {
  it.each(ATTEMPTS)('refuses %j', (attempt, reason) => {
    const { query, ds } = make(attempt);
    for (const dialect of [duckdbDialect, postgresDialect]) {
      let error: unknown;
      try {
        compileQuery(query, ds, dialect, OPTIONS);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(QueryObjectValidationError);
      expect((error as Error).message).toMatch(reason);
    }
  });

  it('accepts a harmless expression and the engines run it', async () => {
    const { query, ds } = make(harmless);
    for (const [dialect, engine] of [
      [duckdbDialect, duck],
      [postgresDialect, post],
    ] as const) {
      const compiled = compileQuery(query, ds, dialect, OPTIONS);
      await expect(engine.query(compiled.sql, compiled.params)).resolves.toBeInstanceOf(Array);
    }
  });
});

// Adhoc fields: what the request itself writes (metrics, columns, filters, WHERE, HAVING, orderby, series limit).
const ADHOC_FIELDS = FIELDS.filter(([field]) => !field.startsWith('saved') && !field.startsWith('fetch'));
const SUBQUERIES = [
  "(SELECT string_agg(name, ',') FROM main.birth_names)",
  'EXISTS (SELECT 1 FROM information_schema.tables)',
  '(SELECT COUNT(*) FROM main.world_cities) > 1',
  'num IN (SELECT num FROM main.events)',
];

describe.each(ADHOC_FIELDS)('adhoc SQL may not hold sub-queries: %s', (_field, make) => {
  it.each(SUBQUERIES)('refuses %j as Superset does without ALLOW_ADHOC_SUBQUERY', (sub) => {
    const { query, ds } = make(sub);
    expect(() => compileQuery(query, ds, duckdbDialect, OPTIONS)).toThrow(
      /: Custom SQL fields cannot contain sub-queries\.$/,
    );
  });
  it('with ALLOW_ADHOC_SUBQUERY the tables the sub-query reads come back for the access check', () => {
    const { query, ds } = make('(SELECT COUNT(*) FROM main.world_cities) > 1');
    expect(compileQuery(query, ds, duckdbDialect, { ...OPTIONS, allowAdhocSubqueries: true }).subqueryTables).toEqual([
      'main.world_cities',
    ]);
  });
});

describe('with ALLOW_ADHOC_SUBQUERY every table a sub-query reads is reported, however it is nested', () => {
  it.each([
    ['(SELECT MAX(num) FROM main.events UNION SELECT COUNT(*) FROM main.canary)', ['main.events', 'main.canary']],
    ['(SELECT MAX(x) FROM (SELECT num AS x FROM secret.t) s)', ['secret.t']],
    ['(SELECT COUNT(*) FROM main.events e JOIN main.canary c ON true)', ['main.events', 'main.canary']],
    [
      'num IN (SELECT num FROM main.events WHERE EXISTS (SELECT 1 FROM pg_catalog.pg_user))',
      ['main.events', 'pg_catalog.pg_user'],
    ],
  ])('%s', (sql, tables) => {
    const query: QueryObject = { columns: ['gender'], metrics: ['count'], extras: { where: sql } };
    expect(
      compileQuery(query, EVENTS, duckdbDialect, { ...OPTIONS, allowAdhocSubqueries: true }).subqueryTables.sort(),
    ).toEqual([...tables].sort());
  });
});

describe('adhoc SQL may not call functions that generate unbounded rows', () => {
  it.each([
    ['(SELECT COUNT(*) FROM range(300000000000))', /range\(\) is not allowed; it can generate unbounded rows/],
    ['SUM(generate_series(1, 300000000000))', /generate_series\(\) is not allowed; it can generate unbounded rows/],
    ['unnest(range(300000000000))', /unnest\(\) is not allowed; it can generate unbounded rows/],
    ["length(repeat('x', 1000000000000))", /repeat\(\) is not allowed; it can generate unbounded rows/],
    ["(SELECT COUNT(*) FROM glob('/*'))", /glob\(\) is not allowed/],
  ])('refuses %j', (sql, reason) => {
    for (const allowAdhocSubqueries of [false, true]) {
      const query: QueryObject = {
        columns: ['gender'],
        metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }],
      };
      expect(() => compileQuery(query, EVENTS, duckdbDialect, { ...OPTIONS, allowAdhocSubqueries })).toThrow(reason);
    }
  });
});

describe('virtual dataset SQL', () => {
  const ds = (sql: string): DatasourceMeta => ({ ...EVENTS, sql });
  it.each([
    ['SELECT 1; DROP TABLE main.canary', /single expression.*";"|";"/],
    ['DELETE FROM main.canary', /only a SELECT statement/],
    ['WITH d AS (DELETE FROM main.canary RETURNING *) SELECT * FROM d', /"DELETE" is not allowed/],
    ["SELECT * FROM read_csv('/etc/passwd')", /read_csv\(\) is not allowed/],
    ['SELECT 1 /* a /* nested */ comment */', /nested block comment/],
    ["SELECT * FROM 'data.csv'", /table 'data.csv' is not allowed; file and URL reads are refused/],
    ['SELECT * FROM main.events JOIN "/etc/passwd" p ON true', /file and URL reads are refused/],
    ["SELECT * FROM main.events e, 's3://bucket/x.parquet' p", /file and URL reads are refused/],
    ["SELECT * FROM (SELECT * FROM 'tessera.config.json') t", /file and URL reads are refused/],
  ])('refuses %j', (sql, reason) => {
    expect(() => compileQuery({ columns: ['gender'], metrics: ['count'] }, ds(sql), duckdbDialect, OPTIONS)).toThrow(
      reason,
    );
  });
  it('string literals with dots outside FROM are values, not files', () => {
    const sql = "SELECT gender, 'a.csv' AS f, \"num\" FROM main.events WHERE state IN ('x.y', 'z') ORDER BY 1, 'b.c'";
    expect(compileQuery({ columns: ['gender'], metrics: ['count'] }, ds(sql), duckdbDialect, OPTIONS).sql).toContain(
      "'a.csv' AS f",
    );
  });
  it('keeps comments and a trailing semicolon of a plain SELECT', () => {
    const compiled = compileQuery(
      { columns: ['gender'], metrics: ['count'] },
      ds('SELECT * -- all\nFROM main.events;'),
      duckdbDialect,
      OPTIONS,
    );
    expect(compiled.sql).toContain('SELECT * -- all\n  FROM main.events\n) AS "virtual_table"');
  });
});

describe('nothing reached the engines', () => {
  it('the canary table and the data survive every attempt', async () => {
    for (const engine of [duck, post]) {
      expect(await engine.query('SELECT id FROM main.canary')).toEqual([{ id: 1 }]);
      const [row] = await engine.query('SELECT COUNT(*) AS n FROM main.events');
      expect(Number(row?.['n'])).toBe(12);
    }
  });
});

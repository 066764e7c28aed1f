import { describe, expect, it } from 'vitest';
import {
  BUILTIN_TIME_GRAINS,
  duckdbDialect,
  getDialect,
  postgresDialect,
  validateExpression,
} from '../../../src/core/sql';

describe.each([duckdbDialect, postgresDialect])('$name dialect', (dialect) => {
  it('lists every built-in grain with its label, template and duration', () => {
    const grains = dialect.timegrains();
    expect(grains.map((g) => g.duration)).toEqual(BUILTIN_TIME_GRAINS.map((g) => g.duration));
    expect(grains[0]).toEqual({ name: 'Second', function: "DATE_TRUNC('second', {col})", duration: 'PT1S' });
    expect(grains.find((g) => g.duration === 'P3M')?.name).toBe('Quarter');
  });
  it('quotes identifiers and strings by doubling quotes', () => {
    expect(dialect.quoteIdentifier('a"b')).toBe('"a""b"');
    expect(dialect.quoteString("it's")).toBe("'it''s'");
    expect(() => dialect.quoteIdentifier('a\u0001')).toThrow();
  });
  it('uses $n placeholders and ANSI LIMIT / OFFSET', () => {
    expect(dialect.placeholder(3)).toBe('$3');
    expect(dialect.limitOffset(10, 5)).toEqual(['LIMIT 10', 'OFFSET 5']);
    expect(dialect.limitOffset(null, 0)).toEqual([]);
  });
  it('maps database types to generic types', () => {
    const generic = (t: string) => dialect.columnSpec(t)?.genericType;
    expect([
      generic('BIGINT'),
      generic('INTEGER'),
      generic('DOUBLE'),
      generic('NUMERIC(10,2)'),
      generic('REAL'),
    ]).toEqual([0, 0, 0, 0, 0]);
    expect([generic('VARCHAR'), generic('TEXT'), generic('CHAR(3)')]).toEqual([1, 1, 1]);
    expect([generic('TIMESTAMP'), generic('DATE'), generic('TIMESTAMP WITH TIME ZONE'), generic('TIME')]).toEqual([
      2, 2, 2, 2,
    ]);
    expect([generic('BOOLEAN'), generic('BOOL')]).toEqual([3, 3]);
    expect(dialect.columnSpec('TIMESTAMP')?.isDttm).toBe(true);
    expect(dialect.columnSpec('VARCHAR')?.isDttm).toBe(false);
    expect(dialect.columnSpec('GEOMETRY')).toBeNull();
  });
});

describe('engine-specific details', () => {
  it('DuckDB: unsigned and huge integers, lists and structs', () => {
    expect(duckdbDialect.columnSpec('UBIGINT')?.genericType).toBe(0);
    expect(duckdbDialect.columnSpec('HUGEINT')?.genericType).toBe(0);
    expect(duckdbDialect.columnSpec('INTEGER[]')?.genericType).toBe(1);
    expect(duckdbDialect.columnSpec('STRUCT(a INTEGER)')?.genericType).toBe(1);
  });
  it('PostgreSQL: double precision, arrays, json and enums', () => {
    expect(postgresDialect.columnSpec('double precision')?.genericType).toBe(0);
    expect(postgresDialect.columnSpec('ARRAY')?.genericType).toBe(1);
    expect(postgresDialect.columnSpec('jsonb')?.genericType).toBe(1);
    expect(postgresDialect.columnSpec('character varying(20)')?.genericType).toBe(1);
  });
  it('writes timestamps as each engine spec does', () => {
    const d = new Date('2020-01-02T03:04:05.678Z');
    expect(duckdbDialect.convertDttm('TIMESTAMP', d)).toBe("'2020-01-02 03:04:05.678000'");
    expect(postgresDialect.convertDttm('TIMESTAMP', d)).toBe(
      "TO_TIMESTAMP('2020-01-02 03:04:05.678000', 'YYYY-MM-DD HH24:MI:SS.US')",
    );
    expect(postgresDialect.convertDttm('DATE', d)).toBe("TO_DATE('2020-01-02', 'YYYY-MM-DD')");
    expect(postgresDialect.convertDttm('BIGINT', d)).toBeNull();
  });
  it('converts epoch seconds and milliseconds', () => {
    expect(postgresDialect.epochToDttm()).toBe("(timestamp 'epoch' + {col} * interval '1 second')");
    expect(duckdbDialect.epochMsToDttm()).toContain('{col} * 1000');
  });
  it('getDialect knows both engines and refuses others', () => {
    expect(getDialect('duckdb')).toBe(duckdbDialect);
    expect(getDialect('postgres')).toBe(postgresDialect);
    expect(getDialect('PostgreSQL')).toBe(postgresDialect);
    expect(() => getDialect('oracle')).toThrow('No SQL dialect for engine "oracle"');
  });
});

describe('the guard accepts the expressions both engines share', () => {
  it.each([
    'SUM(num) / COUNT(*)',
    'COUNT(DISTINCT state)',
    'ds::DATE',
    'CAST(ds AS DATE)',
    "DATE_TRUNC('month', ds)",
    "name ILIKE 'a%'",
    "CASE WHEN num > 1 THEN 'x' ELSE 'y' END",
    "ds + INTERVAL '1 day'",
    'PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY num)',
    'SUM(num) FILTER (WHERE num > 1)',
    'SUM(num) OVER ()',
    'state IN (SELECT state FROM main.events)',
    'EXTRACT(YEAR FROM ds)',
    '"weird col" || \'x\'',
    "'it''s' = name",
    'num BETWEEN 1 AND 2',
    'state IS DISTINCT FROM gender',
    'COALESCE(num, 0) % 2 = 0',
  ])('%s', (sql) => {
    expect(validateExpression(sql, 'test')).toBe(sql);
  });
});

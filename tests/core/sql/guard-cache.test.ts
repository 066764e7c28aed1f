// The expression guard remembers its verdicts: a saved expression met on every request is parsed once, a refused
// one is refused again (naming the new place), the verdict is the same as judging afresh, and the memory is bounded.
import parserModule from 'node-sql-parser/build/postgresql.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compileQuery,
  duckdbDialect,
  EXPRESSION_GRAMMAR,
  ExpressionGuard,
  QueryObjectValidationError,
  validateExpression,
  type StatementParser,
} from '../../../src/core/sql';
import { EVENTS, OPTIONS } from './fixtures';

const realParser = new parserModule.Parser();

/** A guard whose parser calls are counted. */
function counted(options: { maxEntries?: number; maxChars?: number } = {}): {
  guard: ExpressionGuard;
  calls: () => number;
} {
  let n = 0;
  const parse: StatementParser = (sql, grammar) => {
    n += 1;
    return realParser.astify(sql, { database: grammar });
  };
  return { guard: new ExpressionGuard({ ...options, parse }), calls: () => n };
}

/** The outcome of validating: the returned text, or the refusal's class and message. */
function outcome(run: () => string): string {
  try {
    return `ok ${run()}`;
  } catch (err) {
    return `${err instanceof QueryObjectValidationError ? 'refused' : 'threw'} ${(err as Error).message}`;
  }
}

const ACCEPTED = [
  'SUM(num) * 2',
  '  COUNT(*)  ',
  "COALESCE(state, 'none')",
  'num > (SELECT MIN(num) FROM main.events)',
  'CASE WHEN num > 1 THEN 1 ELSE 0 END',
];
const REFUSED = [
  '1; DROP TABLE main.canary',
  '1 -- comment',
  '/* x */ 1',
  '(1',
  "'open",
  '$1',
  '1, 2',
  'num AS x',
  'pg_sleep(5)',
  "read_csv('/etc/passwd')",
  '(SELECT COUNT(*) FROM "data.csv")',
  '(DELETE FROM main.canary RETURNING 1)',
  'INSTALL httpfs',
  "current_setting('data_directory')",
  '(SELECT 1 FROM x; SELECT 2)',
  '   ',
];

describe('the expression guard cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every expression the verdict of a guard that keeps nothing, first time and again, wherever it is used', () => {
    const cached = new ExpressionGuard();
    const fresh = new ExpressionGuard({ maxEntries: 0 });
    for (const sql of [...ACCEPTED, ...REFUSED]) {
      for (const where of ['Saved metric "m"', 'Adhoc column "c"', 'WHERE clause']) {
        const expected = outcome(() => fresh.validate(sql, where));
        expect(
          outcome(() => cached.validate(sql, where)),
          `${sql} at ${where}`,
        ).toBe(expected);
        expect(
          outcome(() => cached.validate(sql, where)),
          `${sql} at ${where}, again`,
        ).toBe(expected);
      }
    }
    expect(fresh.size).toBe(0);
    expect(cached.size).toBe(ACCEPTED.length + REFUSED.length - 1); // the blank one is refused before the cache
  });

  it('refuses a bad expression the second time too, naming where it is used then', () => {
    const { guard, calls } = counted();
    expect(() => guard.validate('pg_sleep(5)', 'Saved metric "slow"')).toThrow(
      'Saved metric "slow": function pg_sleep() is not allowed',
    );
    expect(() => guard.validate('pg_sleep(5)', 'Adhoc metric "again"')).toThrow(QueryObjectValidationError);
    expect(() => guard.validate('pg_sleep(5)', 'Adhoc metric "again"')).toThrow(
      'Adhoc metric "again": function pg_sleep() is not allowed',
    );
    expect(() => guard.validate('num AS x', 'HAVING clause')).toThrow(/HAVING clause: could not parse "num AS x"/);
    expect(() => guard.validate(' num AS x ', 'HAVING clause')).toThrow(/HAVING clause: could not parse "num AS x"/);
    // pg_sleep is refused by the word check before parsing; "num AS x" was parsed once.
    expect(calls()).toBe(1);
    // The module's guard (what the compiler uses) behaves the same.
    for (let i = 0; i < 2; i++)
      expect(() => validateExpression('1; DROP TABLE t', `try ${i}`)).toThrow(
        `try ${i}: only a single expression is allowed (found ";")`,
      );
  });

  it('parses a repeated expression once', () => {
    const { guard, calls } = counted();
    for (let i = 0; i < 5; i++) expect(guard.validate(' SUM(num) * 2 ', `Saved metric "m${i}"`)).toBe('SUM(num) * 2');
    expect(calls()).toBe(1);
    guard.validate('SUM(num) * 3', 'Saved metric "n"');
    expect(calls()).toBe(2);
    guard.validate('SUM(num) * 2', 'Saved metric "m"');
    expect(calls()).toBe(2);
  });

  it('judges afresh each time when it keeps nothing', () => {
    const { guard, calls } = counted({ maxEntries: 0 });
    for (let i = 0; i < 3; i++) guard.validate('SUM(num) * 2', 'm');
    expect(calls()).toBe(3);
  });

  it('is bounded by count, dropping the least recently used', () => {
    const { guard, calls } = counted({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) guard.validate(`num + ${i}`, 'm');
    expect(guard.size).toBe(3);
    expect(calls()).toBe(10);
    guard.validate('num + 9', 'm'); // kept
    expect(calls()).toBe(10);
    guard.validate('num + 0', 'm'); // dropped long ago
    expect(calls()).toBe(11);
    // Kept now: 8, 9, 0 (oldest first). Using 8 makes 9 the oldest, so the next new one drops 9.
    guard.validate('num + 8', 'm');
    guard.validate('num + 100', 'm');
    expect(calls()).toBe(12);
    guard.validate('num + 8', 'm');
    expect(calls()).toBe(12);
    guard.validate('num + 9', 'm');
    expect(calls()).toBe(13);
    expect(guard.size).toBe(3);
  });

  it('is bounded by characters, and does not keep an expression longer than the bound', () => {
    const keyLength = (sql: string): number => EXPRESSION_GRAMMAR.length + 1 + sql.length;
    const maxChars = keyLength('num + 100') * 4;
    const { guard, calls } = counted({ maxChars });
    for (let i = 100; i < 200; i++) guard.validate(`num + ${i}`, 'm');
    expect(guard.size).toBe(4);
    expect(guard.keptChars).toBeLessThanOrEqual(maxChars);
    const long = `num + ${'1 + '.repeat(maxChars)}1`;
    const before = calls();
    guard.validate(long, 'm');
    guard.validate(long, 'm');
    expect(calls()).toBe(before + 2);
    expect(guard.size).toBe(4);
    expect(guard.keptChars).toBeLessThanOrEqual(maxChars);
  });

  it('lets the compiler parse a saved metric once over repeated requests', () => {
    const astify = vi.spyOn(parserModule.Parser.prototype, 'astify');
    const expression = `SUM(num) * ${Date.now()}`;
    const ds = { ...EVENTS, metrics: [...EVENTS.metrics, { metric_name: 'fresh', expression }] };
    const first = compileQuery({ columns: ['gender'], metrics: ['fresh'] }, ds, duckdbDialect, OPTIONS);
    const parsed = astify.mock.calls.length;
    expect(parsed).toBeGreaterThanOrEqual(1);
    const second = compileQuery({ columns: ['gender'], metrics: ['fresh'] }, ds, duckdbDialect, OPTIONS);
    expect(astify.mock.calls.length).toBe(parsed);
    expect(second.sql).toBe(first.sql);
    const bad = {
      ...EVENTS,
      metrics: [...EVENTS.metrics, { metric_name: 'bad', expression: `pg_sleep(${Date.now()})` }],
    };
    for (let i = 0; i < 2; i++) {
      expect(() => compileQuery({ columns: ['gender'], metrics: ['bad'] }, bad, duckdbDialect, OPTIONS)).toThrow(
        'Saved metric "bad": function pg_sleep() is not allowed',
      );
    }
  });
});

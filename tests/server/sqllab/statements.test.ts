// SQL Lab's statement splitting, parsing and limit wrapping: pure functions.
import { describe, expect, it } from 'vitest';
import {
  engineErrorLine,
  isReadOnly,
  limitedSelect,
  parseStatement,
  splitStatements,
} from '../../../server/sqllab/statements';

describe('splitStatements', () => {
  it("splits on top-level semicolons with each statement's first line", () => {
    expect(splitStatements('SELECT 1;\n\n  SELECT 2 ;')).toEqual([
      { sql: 'SELECT 1', line: 1 },
      { sql: 'SELECT 2', line: 3 },
    ]);
  });
  it('keeps semicolons inside strings, quoted names, comments and dollar quotes', () => {
    const text = `SELECT 'a;b' AS "x;y" -- c;d\n;/* e;f */ SELECT $$g;h$$, $t$i;j$t$, E'k\\';l'`;
    expect(splitStatements(text).map((s) => s.sql)).toEqual([
      `SELECT 'a;b' AS "x;y" -- c;d`,
      `/* e;f */ SELECT $$g;h$$, $t$i;j$t$, E'k\\';l'`,
    ]);
  });
  it('leaves out blank and comment-only pieces', () => {
    expect(splitStatements(';; -- only a note\n;/* and */')).toEqual([]);
  });
});

describe('parseStatement', () => {
  it('reads SELECTs as reads and DML as writes, nested ones included', () => {
    const kinds = (sql: string): string[] => {
      const p = parseStatement(sql);
      if (!p.ok) throw new Error(p.message);
      return p.kinds;
    };
    expect(isReadOnly(kinds('SELECT a FROM t WHERE b IN (SELECT c FROM u)'))).toBe(true);
    expect(isReadOnly(kinds('DELETE FROM t'))).toBe(false);
    expect(isReadOnly(kinds('INSERT INTO t SELECT * FROM u'))).toBe(false);
    expect(isReadOnly(kinds('DROP TABLE t'))).toBe(false);
  });
  it("answers the parser's message and line when it cannot read a statement", () => {
    const p = parseStatement('SELECT *\nFROM t WHERE');
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.line).toBe(2);
  });
});

describe('limitedSelect and engineErrorLine', () => {
  it('wraps a SELECT with the limit, keeping its first line first', () => {
    const sql = limitedSelect('SELECT 1 -- note', 10);
    expect(sql.startsWith('SELECT * FROM (SELECT 1 -- note\n)')).toBe(true);
    expect(sql.endsWith('LIMIT 10')).toBe(true);
  });
  it('reads LINE n: from engine messages', () => {
    expect(engineErrorLine('Parser Error: syntax error at or near "x"\n\nLINE 2: FROM t WHER x')).toBe(2);
    expect(engineErrorLine('no line here')).toBeNull();
  });
});

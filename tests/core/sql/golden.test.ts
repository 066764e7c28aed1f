import { describe, expect, it } from 'vitest';
import { compileQuery, compileTimeOffsetQuery, duckdbDialect, postgresDialect } from '../../../src/core/sql';
import { SQL_CASES } from './cases';
import { EVENTS, OPTIONS } from './fixtures';
import { golden } from './golden';

describe.each([duckdbDialect, postgresDialect])('golden SQL on $name', (dialect) => {
  it.each(SQL_CASES)('$name', ({ name, query, ds, offset }) => {
    const compiled = offset
      ? compileTimeOffsetQuery(query, ds ?? EVENTS, dialect, OPTIONS, offset)
      : compileQuery(query, ds ?? EVENTS, dialect, OPTIONS);
    const text = [
      compiled.sql,
      '',
      `-- params: ${JSON.stringify(compiled.params)}`,
      `-- labels: ${JSON.stringify(compiled.labels)}`,
      '',
      '-- inline:',
      compiled.inlineSql,
      '',
    ].join('\n');
    const { expected, actual } = golden(dialect.name, name, text);
    expect(expected, `missing golden file for ${name}; run with UPDATE_GOLDEN=1`).not.toBeNull();
    expect(actual).toBe(expected);
  });
});

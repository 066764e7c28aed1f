import { describe, it } from 'vitest';
import { compileQuery, compileTimeOffsetQuery, duckdbDialect, postgresDialect } from '../../../src/core/sql';
import { SQL_CASES } from './cases';
import { EVENTS, OPTIONS } from './fixtures';
import { expectGolden } from '../../support/golden';

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
    expectGolden(`sql/${dialect.name}/${name}.sql`, text);
  });
});

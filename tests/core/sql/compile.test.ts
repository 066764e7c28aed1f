import { describe, expect, it } from 'vitest';
import type { QueryObject } from '../../../src/core/query';
import {
  QueryObjectValidationError,
  compileQuery,
  compileTimeOffsetQuery,
  duckdbDialect,
  effectiveRowLimit,
  postgresDialect,
} from '../../../src/core/sql';
import { EVENTS, OPTIONS } from './fixtures';

const compile = (query: QueryObject, ds = EVENTS, dialect = duckdbDialect) => compileQuery(query, ds, dialect, OPTIONS);
const fails = (query: QueryObject, message: string, ds = EVENTS): void => {
  expect(() => compile(query, ds)).toThrow(QueryObjectValidationError);
  expect(() => compile(query, ds)).toThrow(message);
};

describe('validation answers Superset’s messages', () => {
  it('names columns missing in the dataset', () => {
    fails({ columns: ['foo'], metrics: ['count'] }, "Columns missing in dataset: ['foo']");
    fails(
      {
        columns: ['foo', 'gender'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'bar' } }],
      },
      "Columns missing in dataset: ['foo', 'bar']",
    );
  });
  it('names unknown saved metrics', () =>
    fails({ columns: ['gender'], metrics: ['nope'] }, "Metric 'nope' does not exist"));
  it('names unknown orderby entries', () =>
    fails(
      { columns: ['gender'], metrics: ['count'], orderby: [['zzz', true]] },
      'Unknown column used in orderby: zzz',
    ));
  it('refuses an empty query', () => fails({ columns: [], metrics: [] }, 'Empty query?'));
  it('refuses duplicate labels', () =>
    fails(
      { columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'gender' }] },
      "Duplicate column/metric labels: 'gender'",
    ));
  it('requires series columns to be selected', () =>
    fails(
      { columns: ['gender'], series_columns: ['state'], metrics: ['count'] },
      "The following entries in 'series_columns' are missing in 'columns': \"state\"",
    ));
  it('requires a datetime column for timeseries', () =>
    fails({ is_timeseries: true, columns: ['gender'], metrics: ['count'] }, 'Datetime column not provided'));
  it('refuses an empty IN list', () =>
    fails(
      { columns: ['gender'], metrics: ['count'], filters: [{ col: 'state', op: 'IN', val: [] }] },
      'Filter value list cannot be empty',
    ));
  it('refuses a comparison without a value', () =>
    fails(
      { columns: ['gender'], metrics: ['count'], filters: [{ col: 'num', op: '>', val: null }] },
      'Must specify a value for filters with comparison operators',
    ));
  it('refuses an unknown operator', () =>
    fails(
      { columns: ['gender'], metrics: ['count'], filters: [{ col: 'num', op: 'BETWEEN' as never, val: 1 }] },
      'Invalid filter operation type: BETWEEN',
    ));
  it('refuses an unknown grain', () =>
    fails(
      {
        columns: [
          {
            expressionType: 'SQL',
            sqlExpression: 'ds',
            label: 'ds',
            columnType: 'BASE_AXIS',
            timeGrain: 'P2D' as never,
          },
        ],
        metrics: ['count'],
      },
      'No grain spec for P2D',
    ));
  it('refuses a negative row limit', () =>
    fails({ columns: ['gender'], row_limit: -1 }, 'row_limit must be a non-negative integer'));
  it('refuses an empty adhoc metric', () =>
    fails(
      { columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: '  ', label: 'x' }] },
      'the SQL expression is empty',
    ));
});

describe('filters', () => {
  it('rejects dashboard filters on columns the dataset lacks and applies the others', () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [
        { col: 'ghost', op: '==', val: 1, isExtra: true },
        { col: 'state', op: '==', val: 'CA' },
      ],
    });
    expect(c.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: 'ghost' }]);
    expect(c.appliedFilters).toEqual([{ column: 'state' }]);
    expect(c.sql).not.toContain('ghost');
    expect(c.params).toEqual(['CA']);
  });
  it('reports dashboard time extras against the dataset’s temporal columns', () => {
    const extras = { __time_range: '1 year ago : now', __time_grain: 'P1D', __time_col: 'nope' };
    const withTime = compile({ columns: ['gender'], metrics: ['count'], applied_time_extras: extras });
    expect(withTime.appliedFilters).toEqual([{ column: '__time_grain' }, { column: '__time_range' }]);
    expect(withTime.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: '__time_col' }]);
    const noTime = { ...EVENTS, columns: EVENTS.columns.map((c) => ({ ...c, is_dttm: false })) };
    const without = compile(
      { columns: ['gender'], metrics: ['count'], applied_time_extras: { __time_range: 'Last week' } },
      noTime,
    );
    expect(without.rejectedFilters).toEqual([{ reason: 'no_temporal_column', column: '__time_range' }]);
  });
  it('coerces values to the column type: numbers for numeric columns, booleans for boolean ones', () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [
        { col: 'num', op: 'IN', val: ['3', 5, '9007199254740993'] },
        { col: 'is_active', op: '==', val: 'TRUE' },
      ],
    });
    expect(c.params).toEqual([3, 5, '9007199254740993', true]);
  });
  it('turns epoch milliseconds into timestamps for temporal columns', () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'ds', op: '>=', val: 1577836800000 }],
    });
    expect(c.params).toEqual(['2020-01-01 00:00:00.000000']);
    expect(c.inlineSql).toContain(`"ds" >= '2020-01-01 00:00:00.000000'`);
  });
  it('a "No filter" range adds no condition but counts as applied', () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
    expect(c.sql).not.toContain('WHERE');
    expect(c.appliedFilters).toEqual([{ column: 'ds' }]);
  });
});

describe('time bounds', () => {
  it('come from time_range, else the last TEMPORAL_RANGE filter', () => {
    expect(
      compile({ columns: ['gender'], metrics: ['count'], time_range: '2020-01-01 : 2020-02-01' }).fromDttm,
    ).toEqual(new Date('2020-01-01T00:00:00Z'));
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-03-01 : 2020-04-01' }],
    });
    expect([c.fromDttm, c.toDttm]).toEqual([new Date('2020-03-01T00:00:00Z'), new Date('2020-04-01T00:00:00Z')]);
  });
  it('move by time_shift', () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      time_range: '2020-01-01 : 2020-02-01',
      time_shift: '1 year ago',
      granularity: 'ds',
    });
    expect(c.params).toEqual(['2019-01-01 00:00:00.000000', '2019-02-01 00:00:00.000000']);
  });
  it('pass relative_start and relative_end to the resolver', () => {
    const seen: unknown[] = [];
    compileQuery(
      {
        columns: ['gender'],
        metrics: ['count'],
        time_range: 'No filter',
        extras: { relative_start: 'now', relative_end: 'today' },
      },
      EVENTS,
      duckdbDialect,
      {
        ...OPTIONS,
        resolveTimeRange: (...args) => {
          seen.push(args);
          return [null, null];
        },
      },
    );
    expect(seen).toEqual([['No filter', 'now', 'today']]);
  });
  it('a filter on an unknown column answers "Columns missing in dataset", naming it, instead of being dropped', () => {
    const attack = 'status = status OR 1=1 --';
    expect(() =>
      compile({
        columns: ['gender'],
        metrics: ['count'],
        filters: [
          { col: attack, op: '==', val: 1 },
          { col: 'ghost', op: 'IN', val: [1] },
        ],
      }),
    ).toThrow(new QueryObjectValidationError(`Columns missing in dataset: ['${attack}', 'ghost']`));
  });
  it('an invalid granularity answers "Columns missing in dataset" instead of being ignored', () => {
    expect(() =>
      compile({ columns: ['gender'], metrics: ['count'], granularity: 'ds; DROP TABLE x', time_range: 'Last week' }),
    ).toThrow("Columns missing in dataset: ['ds; DROP TABLE x']");
  });
  it("a dashboard's time column (__time_col) the dataset lacks falls back to the main datetime column and is reported rejected", () => {
    const c = compile({
      columns: ['gender'],
      metrics: ['count'],
      granularity: 'order_date',
      applied_time_extras: { __time_col: 'order_date' },
      time_range: '2020-01-01 : 2020-02-01',
    });
    expect(c.sql).toContain('"ds" >= $1');
    expect(c.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: '__time_col' }]);
  });
  it('an injected series_limit_metric answers 400 even when no series limit applies', () => {
    expect(() => compile({ columns: ['gender'], metrics: ['count'], series_limit_metric: 'nope' })).toThrow(
      "Metric 'nope' does not exist",
    );
    expect(() =>
      compile({
        columns: ['gender'],
        metrics: ['count'],
        series_limit_metric: { expressionType: 'SQL', sqlExpression: 'MAX(1); DROP TABLE x', label: 's' },
      }),
    ).toThrow(QueryObjectValidationError);
  });
  it('falls back to the main datetime column when granularity is not temporal', () => {
    expect(
      compile({ columns: ['gender'], metrics: ['count'], granularity: 'name', time_range: '2020-01-01 : 2020-02-01' })
        .sql,
    ).toContain('"ds" >= $1');
  });
  it('time offsets shift the range but rank series on the unshifted one', () => {
    const q: QueryObject = {
      columns: ['gender'],
      series_columns: ['gender'],
      series_limit: 2,
      metrics: ['count'],
      granularity: 'ds',
      time_range: '2021-01-01 : 2022-01-01',
    };
    const c = compileTimeOffsetQuery(q, EVENTS, duckdbDialect, OPTIONS, '1 year ago');
    // The series subquery comes first in the text: its range is the unshifted one; the outer range is a year back.
    expect(c.params).toEqual([
      '2021-01-01 00:00:00.000000',
      '2022-01-01 00:00:00.000000',
      '2020-01-01 00:00:00.000000',
      '2021-01-01 00:00:00.000000',
    ]);
    expect(c.metricLabels).toEqual(['count__1 year ago']);
  });
});

describe('limits', () => {
  it('default when unset, cap when too large, the cap alone for 0', () => {
    expect(effectiveRowLimit(undefined, OPTIONS)).toBe(10000);
    expect(effectiveRowLimit(null, OPTIONS)).toBe(10000);
    expect(effectiveRowLimit(1e9, OPTIONS)).toBe(50000);
    expect(effectiveRowLimit(0, OPTIONS)).toBe(50000);
    expect(effectiveRowLimit(0, { defaultRowLimit: 10, maxRowLimit: 0 })).toBeNull();
    expect(compile({ columns: ['name'], row_limit: 0 }, EVENTS).sql).toMatch(/LIMIT 50000$/);
  });
});

describe('labels and placeholders', () => {
  it('hashes labels PostgreSQL would truncate and reports both names', () => {
    const label = 'a very long metric label that goes well past the sixty-three bytes postgres keeps';
    const c = compile(
      { columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] },
      EVENTS,
      postgresDialect,
    );
    expect(c.labels).toEqual(['gender', label]);
    expect(c.aliases[1]).toMatch(/^_[0-9a-f]{16}$/);
    expect(c.sql).toContain(`AS "${c.aliases[1]}"`);
    expect(
      compile({ columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] })
        .aliases[1],
    ).toBe(label);
  });
  it('numbers placeholders in textual order, repeating values used twice', () => {
    const c = compile({
      columns: ['state'],
      series_columns: ['state'],
      series_limit: 2,
      metrics: ['count'],
      filters: [{ col: 'gender', op: '==', val: 'boy' }],
    });
    expect(c.sql.indexOf('$1')).toBeLessThan(c.sql.indexOf('$2'));
    expect(c.params).toEqual(['boy', 'boy']);
  });
  it('quotes identifiers and escapes quotes in inlined values', () => {
    const ds = { ...EVENTS, columns: [...EVENTS.columns, { column_name: 'we"ird', type: 'VARCHAR' }] };
    const c = compile(
      { columns: ['we"ird'], metrics: ['count'], filters: [{ col: 'we"ird', op: '==', val: "it's" }] },
      ds,
    );
    expect(c.sql).toContain('"we""ird"');
    expect(c.inlineSql).toContain(`"we""ird" = 'it''s'`);
  });
  it('reads the deprecated top-level where and having when extras lack them', () => {
    const c = compile({ columns: ['gender'], metrics: ['count'], where: 'num > 1', having: 'COUNT(*) > 1' });
    expect(c.sql).toContain('WHERE (num > 1)');
    expect(c.sql).toContain('HAVING (COUNT(*) > 1)');
    expect(() => compile({ columns: ['gender'], metrics: ['count'], where: '1; DROP TABLE x' })).toThrow(
      QueryObjectValidationError,
    );
  });
  it('selects a raw-records query without GROUP BY, and turns aggregate when ordered by a metric', () => {
    expect(compile({ columns: ['name'] }).sql).not.toContain('GROUP BY');
    expect(compile({ columns: ['name'], orderby: [['count', false]] }).sql).toContain('GROUP BY "name"');
  });
});

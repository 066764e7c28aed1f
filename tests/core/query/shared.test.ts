import { describe, expect, it } from 'vitest';
import { getColumnLabel, getMetricLabel, parseDatasourceKey } from '../../../src/core/query';
import { quoteIdentifier, quoteString } from '../../../src/core/sql';

describe('getMetricLabel (Superset get_metric_name)', () => {
  it('a saved metric is its name', () => expect(getMetricLabel('count')).toBe('count'));
  it('an adhoc metric with a label is its label', () => {
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'Total' })).toBe('Total');
  });
  it('a simple adhoc metric without a label is AGG(column)', () => {
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: '' }),
    ).toBe('SUM(num)');
  });
  it('an SQL adhoc metric without a label is its SQL', () => {
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe('COUNT(*)');
  });
});

describe('getColumnLabel', () => {
  it('a physical column is its name', () => expect(getColumnLabel('gender')).toBe('gender'));
  it('an adhoc column is its label, else its SQL', () => {
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'UPPER(a)', label: 'A' })).toBe('A');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'UPPER(a)', label: '' })).toBe('UPPER(a)');
  });
});

describe('parseDatasourceKey', () => {
  it('reads "<id>__<type>" with a numeric id as a number', () => {
    expect(parseDatasourceKey('12__table')).toEqual({ id: 12, type: 'table' });
  });
  it('keeps a non-numeric id (a uuid) as text', () => {
    expect(parseDatasourceKey('a1b2-c3__table')).toEqual({ id: 'a1b2-c3', type: 'table' });
  });
  it.each([['12'], ['__table'], ['12__'], [''], [null], [12]])('refuses %j', (key) => {
    expect(parseDatasourceKey(key)).toBeNull();
  });
});

describe('quoteIdentifier and quoteString', () => {
  it('double-quote identifiers and single-quote text, doubling inner quotes', () => {
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
    expect(quoteString("it's")).toBe("'it''s'");
  });
  it('refuse NUL in a literal', () => expect(() => quoteString('a\u0000')).toThrow(RangeError));
});

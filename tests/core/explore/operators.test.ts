import { describe, expect, it } from 'vitest';
import { DISABLE_INPUT_OPERATORS, MULTI_OPERATORS, operatorsFor, type ExploreColumn } from '../../../src/core/explore';

const columns: ExploreColumn[] = [
  { column_name: 'name', type: 'VARCHAR' },
  { column_name: 'active', type: 'BOOLEAN' },
  { column_name: 'flag', type: 'bool' },
  { column_name: 'n', type: 'INTEGER' },
  { column_name: 'big', type: 'BIGINT' },
  { column_name: 'price', type: 'DOUBLE' },
  { column_name: 'is_big', type: 'VARCHAR', expression: 'n > 10' },
  { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
];
const ctx = { columns, partitionColumn: 'ds' };

describe('operator availability (X7.07)', () => {
  it('X7.07 IS TRUE / IS FALSE only for boolean, integer or expression columns', () => {
    for (const col of ['active', 'flag', 'n', 'big', 'is_big'])
      expect(operatorsFor(col, 'WHERE', ctx)).toContain('IS_TRUE');
    for (const col of ['name', 'price', 'ds']) expect(operatorsFor(col, 'WHERE', ctx)).not.toContain('IS_FALSE');
  });
  it('X7.07 a boolean column otherwise gets only IS NULL and IS NOT NULL', () => {
    expect(operatorsFor('active', 'WHERE', ctx)).toEqual(['IS_NULL', 'IS_NOT_NULL', 'IS_TRUE', 'IS_FALSE']);
  });
  it('X7.07 latest partition only for the partition column', () => {
    expect(operatorsFor('ds', 'WHERE', ctx)).toContain('LATEST_PARTITION');
    expect(operatorsFor('name', 'WHERE', ctx)).not.toContain('LATEST_PARTITION');
    expect(operatorsFor('ds', 'WHERE', { columns })).not.toContain('LATEST_PARTITION');
  });
  it('X7.07 the temporal range is never in the list (and REGEX is not offered for table datasets)', () => {
    expect(operatorsFor('ds', 'WHERE', ctx)).not.toContain('TEMPORAL_RANGE');
    expect(operatorsFor('name', 'WHERE', ctx)).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'IN',
      'NOT_IN',
      'LIKE',
      'ILIKE',
      'IS_NULL',
      'IS_NOT_NULL',
    ]);
  });
  it('X7.07 a HAVING filter gets only the six comparisons', () => {
    expect(operatorsFor('SUM(n)', 'HAVING', ctx)).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
  });
  it('X7.08 IN and NOT IN are the list operators; IS NULL, IS NOT NULL, IS TRUE, IS FALSE and latest partition take no value', () => {
    expect([...MULTI_OPERATORS]).toEqual(['IN', 'NOT_IN']);
    expect([...DISABLE_INPUT_OPERATORS].sort()).toEqual([
      'IS_FALSE',
      'IS_NOT_NULL',
      'IS_NULL',
      'IS_TRUE',
      'LATEST_PARTITION',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { expressionColumnNames, missingColumns } from '../../../src/core/sql';

describe('the columns a saved expression reads (X4.06)', () => {
  it.each([
    ['UPPER(region)', ['region']],
    ['CASE WHEN price > 2 THEN "odd name" ELSE region END', ['price', 'odd name', 'region']],
    ["DATE_TRUNC('day', ds) + INTERVAL '1 day'", ['ds']],
    ['EXTRACT(year FROM ds) - EXTRACT(year FROM ds)', ['ds']],
    ['CAST(a AS INTEGER) + b::int', ['a', 'b']],
    ['COUNT(*)', []],
    ['(SELECT MAX(y) FROM other) + x', ['x']],
  ])('X4.06 %s reads %j', (sql, names) => {
    expect(expressionColumnNames(sql)).toEqual(names);
  });

  it('X4.06 an expression that does not parse answers null, and is not called missing columns', () => {
    expect(expressionColumnNames('SUM(')).toBeNull();
    expect(missingColumns('SUM(', ['a'])).toEqual([]);
  });

  it('X4.06 the missing columns are those the dataset lacks, compared without case', () => {
    expect(missingColumns('UPPER(Region) || nowhere', ['region', 'price'])).toEqual(['nowhere']);
    expect(missingColumns('price * 2', ['PRICE'])).toEqual([]);
  });
});

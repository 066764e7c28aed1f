import { describe, expect, it } from 'vitest';
import { castFilterDefault, filterKeyOf, parseFilterKey } from '../../../src/core/explore';

describe('filter default values (X7.15)', () => {
  it('X7.15 a boolean column casts from "true"', () => {
    expect(castFilterDefault('true', { type: 'BOOLEAN' }, false)).toBe(true);
    expect(castFilterDefault('yes', { type: 'BOOLEAN' }, false)).toBe(false);
  });
  it('X7.15 TINYINT, SMALLINT, INT, INTEGER, BIGINT, LONG parse as integers or null', () => {
    for (const type of ['TINYINT', 'SMALLINT', 'INT', 'INTEGER', 'BIGINT', 'LONG', 'bigint']) {
      expect(castFilterDefault('42', { type }, false)).toBe(42);
      expect(castFilterDefault('abc', { type }, false)).toBeNull();
    }
  });
  it('X7.15 FLOAT, DOUBLE, REAL, NUMERIC, DECIMAL, MONEY parse as floats or null', () => {
    for (const type of ['FLOAT', 'DOUBLE', 'REAL', 'NUMERIC', 'DECIMAL(10,2)', 'MONEY']) {
      expect(castFilterDefault('2.5', { type }, false)).toBe(2.5);
      expect(castFilterDefault('', { type }, false)).toBeNull();
    }
  });
  it('X7.15 only single-select filters cast; other types stay text', () => {
    expect(castFilterDefault('42', { type: 'INT' }, true)).toBe('42');
    expect(castFilterDefault('42', { type: 'VARCHAR' }, false)).toBe('42');
  });
});

describe('filter keys (X14.14)', () => {
  it('X14.14 a key is "<chartId>_<column>"; an invalid key throws "Cannot parse invalid filter key"', () => {
    expect(parseFilterKey(filterKeyOf(12, 'country_code'))).toEqual({ chartId: 12, column: 'country_code' });
    expect(() => parseFilterKey('abc_country')).toThrow('Cannot parse invalid filter key');
    expect(() => parseFilterKey('12_')).toThrow('Cannot parse invalid filter key');
    expect(() => parseFilterKey('12')).toThrow('Cannot parse invalid filter key');
  });
});

import { describe, expect, test } from 'vitest';
import { createNumberFormatter, PREVIEW_VALUE } from '../../../src/core/format';

const fixed3 = createNumberFormatter({ id: 'fixed_3', formatFunc: (value) => value.toFixed(3) });

describe('createNumberFormatter', () => {
  test('requires config.id', () => {
    // @ts-expect-error: id left out on purpose
    expect(() => createNumberFormatter({ formatFunc: () => '' })).toThrow();
  });

  test('requires config.formatFunc', () => {
    // @ts-expect-error: formatFunc left out on purpose
    expect(() => createNumberFormatter({ id: 'my_format' })).toThrow();
  });

  test('the formatter is a function that formats', () => {
    expect(fixed3(12345.67)).toBe('12345.670');
    expect(fixed3(12345.67)).toBe(fixed3.format(12345.67));
  });

  test('the label defaults to the id and the description to empty', () => {
    expect(fixed3.label).toBe('fixed_3');
    expect(fixed3.description).toBe('');
    expect(fixed3.isInvalid).toBe(false);
  });
});

describe('special values', () => {
  test.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('%s prints as %s', (value, expected) => {
    expect(fixed3(value)).toBe(expected);
  });

  test('a string that is not a number prints NaN', () => {
    expect(fixed3('abc')).toBe('NaN');
  });
});

describe('inputs beyond doubles', () => {
  const exact = createNumberFormatter({
    id: 'exact',
    formatFunc: (value) => `n:${value}`,
    formatExactInteger: (value) => `big:${value}`,
  });

  test('a safe bigint goes through the number path', () => {
    expect(exact(42n)).toBe('n:42');
  });

  test('an unsafe bigint goes through the exact path', () => {
    expect(exact(1425300509404304697n)).toBe('big:1425300509404304697');
    expect(exact(-1425300509404304697n)).toBe('big:-1425300509404304697');
  });

  test('a string of digits is read as an integer', () => {
    expect(exact('1425300509404304697')).toBe('big:1425300509404304697');
    expect(exact(' 12 ')).toBe('n:12');
  });

  test('a decimal string is read as a number', () => {
    expect(exact('1.5')).toBe('n:1.5');
  });

  test('without an exact path an unsafe bigint becomes the nearest double', () => {
    expect(fixed3(9007199254740993n)).toBe('9007199254740992.000');
  });
});

describe('.preview(value)', () => {
  const fixed2 = createNumberFormatter({ id: 'fixed_2', formatFunc: (value) => value.toFixed(2) });

  test('compares the value before and after formatting', () => {
    expect(fixed2.preview(100)).toBe('100 => 100.00');
  });

  test('uses 12345.432 when no value is given', () => {
    expect(PREVIEW_VALUE).toBe(12345.432);
    expect(fixed2.preview()).toBe('12345.432 => 12345.43');
  });
});

import { describe, expect, test } from 'vitest';
import { createSiAtMostNDigitFormatter } from '../../../src/core/format';

describe('createSiAtMostNDigitFormatter', () => {
  test.each([
    [10, '10'],
    [1, '1'],
    [10001, '10k'],
    [10100, '10k'],
    [111000000, '110M'],
    [0.23, '230m'],
    [0, '0'],
    [-10, '-10'],
    [-1, '-1'],
    [-10001, '-10k'],
    [-10101, '-10k'],
    [-111000000, '-110M'],
    [-0.23, '-230m'],
  ])('n = 2 formats %s as %s', (value, expected) => {
    expect(createSiAtMostNDigitFormatter({ n: 2 })(value)).toBe(expected);
  });

  test.each([
    [10, '10'],
    [1, '1'],
    [10001, '10.0k'],
    [10100, '10.1k'],
    [111000000, '111M'],
    [0.23, '230m'],
    [0, '0'],
    [-10, '-10'],
    [-10001, '-10.0k'],
    [-10101, '-10.1k'],
    [-111000000, '-111M'],
    [-0.23, '-230m'],
  ])('n defaults to 3 and formats %s as %s', (value, expected) => {
    expect(createSiAtMostNDigitFormatter()(value)).toBe(expected);
  });

  test('uses the ASCII hyphen-minus', () => {
    expect(createSiAtMostNDigitFormatter({ n: 3 })(-1000).charCodeAt(0)).toBe(45);
  });

  test('names itself after n', () => {
    const formatter = createSiAtMostNDigitFormatter({ n: 4 });
    expect(formatter.id).toBe('si_at_most_4_digit');
    expect(formatter.label).toBe('SI with at most 4 significant digits');
  });
});

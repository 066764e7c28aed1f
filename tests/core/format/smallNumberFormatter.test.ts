import { describe, expect, test } from 'vitest';
import { getNumberFormatter, getSmallNumberFormatter } from '../../../src/core/format';

const percent = getNumberFormatter('.8%');

describe('getSmallNumberFormatter', () => {
  test.each([undefined, null, '', '  '])(
    'without a small-number format (%j) the column formatter is used',
    (format) => {
      expect(getSmallNumberFormatter(percent, format)).toBe(percent);
    },
  );

  test('a small-number format gives its own formatter', () => {
    const result = getSmallNumberFormatter(percent, ',.4f');
    expect(result).not.toBe(percent);
    expect(result?.(0.12345)).toBe('0.1235');
  });

  test('the percent formatter keeps small values', () => {
    expect(getSmallNumberFormatter(percent, null)?.(-0.00001229)).toBe('-0.00122900%');
  });

  test('without either there is none', () => {
    expect(getSmallNumberFormatter(undefined, null)).toBeUndefined();
    expect(getSmallNumberFormatter(undefined, '')).toBeUndefined();
  });
});

import { describe, expect, test } from 'vitest';
import { createSmartNumberFormatter, getNumberFormatter, NumberFormats } from '../../../src/core/format';

const smart = createSmartNumberFormatter();
const signed = createSmartNumberFormatter({ signed: true });

describe('SMART_NUMBER', () => {
  test.each([
    [0, '0'],
    [1000000000, '1B'],
    [4560000000, '4.56B'],
    [1000, '1k'],
    [10001, '10k'],
    [10100, '10.1k'],
    [111000000, '111M'],
    [1, '1'],
    [10, '10'],
    [10.23432, '10.23'],
    [274.2856, '274.29'],
    [999, '999'],
    [0.1, '0.1'],
    [0.23, '0.23'],
    [0.699, '0.699'],
    [0.0023, '0.0023'],
    [0.002300001, '0.0023'],
    [0.0002300001, '230µ'],
    [0.000023, '23µ'],
    [0.000001, '1µ'],
    [0.0000001, '100n'],
  ])('formats %s as %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
    expect(getNumberFormatter(NumberFormats.SMART_NUMBER)(value)).toBe(expected);
  });

  test.each([
    [-1000000000, '-1B'],
    [-4560000000, '-4.56B'],
    [-1000, '-1k'],
    [-10001, '-10k'],
    [-10100, '-10.1k'],
    [-111000000, '-111M'],
    [-1, '-1'],
    [-10.23432, '-10.23'],
    [-274.2856, '-274.29'],
    [-999, '-999'],
    [-0.1, '-0.1'],
    [-0.699, '-0.699'],
    [-0.002300001, '-0.0023'],
    [-0.0002300001, '-230µ'],
    [-0.000023, '-23µ'],
    [-0.000001, '-1µ'],
    [-0.0000001, '-100n'],
  ])('formats negative %s with an ASCII minus as %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
    expect(smart(value).charCodeAt(0)).toBe(45);
  });

  test('is the id SMART_NUMBER with the label Adaptive formatter', () => {
    expect(smart.id).toBe('SMART_NUMBER');
    expect(smart.label).toBe('Adaptive formatter');
  });
});

describe('SMART_NUMBER_SIGNED adds + for positive numbers', () => {
  test.each([
    [0, '0'],
    [1000000000, '+1B'],
    [4560000000, '+4.56B'],
    [1000, '+1k'],
    [10001, '+10k'],
    [10100, '+10.1k'],
    [111000000, '+111M'],
    [1, '+1'],
    [10.23432, '+10.23'],
    [274.2856, '+274.29'],
    [999, '+999'],
    [0.1, '+0.1'],
    [0.0023, '+0.0023'],
    [0.0002300001, '+230µ'],
    [0.000001, '+1µ'],
    [0.0000001, '+100n'],
    [-10, '-10'],
  ])('formats %s as %s', (value, expected) => {
    expect(signed(value)).toBe(expected);
    expect(getNumberFormatter(NumberFormats.SMART_NUMBER_SIGNED)(value)).toBe(expected);
  });

  test('has the id SMART_NUMBER_SIGNED', () => {
    expect(signed.id).toBe('SMART_NUMBER_SIGNED');
  });
});

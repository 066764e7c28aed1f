import { describe, expect, test } from 'vitest';
import {
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  getNumberFormatter,
  getTimeFormatter,
  Y_AXIS_FORMAT_OPTIONS,
} from '../../../src/core/format';

const ids = (options: readonly (readonly [string, string])[]) => options.map(([id]) => id);

describe('format option lists', () => {
  test('the Y-axis list is the one the product names', () => {
    expect(ids(Y_AXIS_FORMAT_OPTIONS)).toEqual([
      'SMART_NUMBER',
      '~g',
      ',d',
      '.1s',
      '.3s',
      ',.1%',
      '.3%',
      '.4r',
      ',.3f',
      '+,',
      '$,.2f',
      'DURATION',
      'DURATION_SUB',
    ]);
  });

  test('the number list adds .2%, ,.1f, ,.2f and the duration and memory formats', () => {
    expect(ids(D3_FORMAT_OPTIONS)).toEqual([
      'SMART_NUMBER',
      '~g',
      ',d',
      '.1s',
      '.3s',
      ',.1%',
      '.2%',
      '.3%',
      '.4r',
      ',.1f',
      ',.2f',
      ',.3f',
      '+,',
      '$,.2f',
      'DURATION',
      'DURATION_SUB',
      'DURATION_COL',
      'MEMORY_DECIMAL',
      'MEMORY_BINARY',
      'MEMORY_TRANSFER_RATE_DECIMAL',
      'MEMORY_TRANSFER_RATE_BINARY',
    ]);
  });

  test('the time list', () => {
    expect(ids(D3_TIME_FORMAT_OPTIONS)).toEqual([
      'smart_date',
      '%d/%m/%Y',
      '%m/%d/%Y',
      '%Y-%m-%d',
      '%Y-%m-%d %H:%M:%S',
      '%d-%m-%Y %H:%M:%S',
      '%H:%M:%S',
    ]);
  });

  test('defaults are the adaptive formats', () => {
    expect(DEFAULT_NUMBER_FORMAT).toBe('SMART_NUMBER');
    expect(DEFAULT_TIME_FORMAT).toBe('smart_date');
  });

  test.each(D3_FORMAT_OPTIONS.filter(([, label]) => label.includes('12345.432 => ')))(
    'the example in the label of %s is what it prints',
    (id, label) => {
      expect(label).toContain(`=> ${getNumberFormatter(id)(12345.432)})`);
    },
  );

  test.each(D3_TIME_FORMAT_OPTIONS.slice(1))('the example in the label of %s is what it prints', (id, label) => {
    expect(label).toBe(`${id} | ${getTimeFormatter(id)(Date.UTC(2019, 0, 14, 1, 32, 10))}`);
  });

  test('the duration labels show what the formatters print', () => {
    expect(getNumberFormatter('DURATION')(66000)).toBe('1m 6s');
    expect(getNumberFormatter('DURATION_SUB')(1.40008)).toBe('1ms 400µs 80ns');
    expect(getNumberFormatter('DURATION_COL')(10500)).toBe('0:10.5');
  });
});

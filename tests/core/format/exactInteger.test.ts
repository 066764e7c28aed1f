import { formatLocale } from 'd3-format';
import { describe, expect, test } from 'vitest';
import { DEFAULT_D3_FORMAT, getNumberFormatter } from '../../../src/core/format';
import { createExactIntegerFormat } from '../../../src/core/format/exactInteger';

const d3 = formatLocale(DEFAULT_D3_FORMAT);

describe('integers beyond 2^53 keep every digit in integer formats', () => {
  test.each([
    [',d', 9007199254740993n, '9,007,199,254,740,993'],
    [',d', '9007199254740993', '9,007,199,254,740,993'],
    [',d', -9007199254740993n, '-9,007,199,254,740,993'],
    ['d', 1425300509404304697n, '1425300509404304697'],
    ['+,d', 9007199254740993n, '+9,007,199,254,740,993'],
    ['$,d', 9007199254740993n, '$9,007,199,254,740,993'],
    ['(,d', -9007199254740993n, '(9,007,199,254,740,993)'],
    [',.2f', 9007199254740993n, '9,007,199,254,740,993.00'],
    [',.0f', 9007199254740993n, '9,007,199,254,740,993'],
    [',.2~f', 9007199254740993n, '9,007,199,254,740,993'],
    ['.1%', 9007199254740993n, '900719925474099300.0%'],
    ['x', 9007199254740993n, '20000000000001'],
    ['#X', 9007199254740993n, '0x20000000000001'],
    ['030,d', 9007199254740993n, '00,000,009,007,199,254,740,993'],
    ['>25,d', 9007199254740993n, '    9,007,199,254,740,993'],
    ['<25d', 9007199254740993n, '9007199254740993         '],
    ['^22d', 9007199254740993n, '   9007199254740993   '],
    ['int', 9007199254740993n, '9,007,199,254,740,993'],
    ['+,d', 9007199254740993n, '+9,007,199,254,740,993'],
  ])('%s of %s is %s', (format, value, expected) => {
    expect(getNumberFormatter(format)(value)).toBe(expected);
  });

  test('formats without an exact rule go through the double', () => {
    expect(getNumberFormatter('.3s')(9007199254740993n)).toBe('9.01P');
    expect(getNumberFormatter('SMART_NUMBER')('9007199254740993')).toBe('9.01P');
  });

  test.each(['s', 'e', 'g', 'r', 'p', ''])('type %j has no exact rule', (type) => {
    expect(createExactIntegerFormat(`.3${type}`, DEFAULT_D3_FORMAT)).toBeUndefined();
  });
});

describe('the exact rules agree with d3-format on safe integers', () => {
  const specs = [
    ',d',
    'd',
    '+,d',
    '$,d',
    '(,d',
    ' d',
    ',.2f',
    '.0f',
    ',.3~f',
    '.1%',
    ',.0%',
    'x',
    'X',
    '#x',
    '#o',
    '#b',
    '010d',
    '012,d',
    '>12,d',
    '<12d',
    '^13d',
    '*^13d',
    '$015,.2f',
    '+020,.1%',
    '=+12,d',
    '(012,d',
  ];
  const values = [0, 1, -1, 7, 999, 1000, -1234, 65535, 1234567, -98765432, 2 ** 40, -(2 ** 50)];
  test.each(specs)('%s', (spec) => {
    const exact = createExactIntegerFormat(spec, DEFAULT_D3_FORMAT);
    expect(exact).toBeDefined();
    for (const value of values) expect(exact?.(BigInt(value))).toBe(d3.format(spec)(value));
  });
});

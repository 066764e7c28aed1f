import { describe, expect, test } from 'vitest';
import { createMemoryFormatter, getNumberFormatter } from '../../../src/core/format';

const decimal = createMemoryFormatter();
const binary = createMemoryFormatter({ binary: true });

describe('MEMORY_DECIMAL', () => {
  test.each([
    [0, '0B'],
    [50, '50B'],
    [555, '555B'],
    [1000, '1kB'],
    [1111, '1.11kB'],
    [1024, '1.02kB'],
    [1337, '1.34kB'],
    [1999, '2kB'],
    [10 * 1000, '10kB'],
    [100 * 1000, '100kB'],
    [1000 ** 2, '1MB'],
    [1000 ** 3, '1GB'],
    [1000 ** 4, '1TB'],
    [1000 ** 5, '1PB'],
    [1000 ** 6, '1EB'],
    [1000 ** 7, '1ZB'],
    [1000 ** 8, '1YB'],
    [1000 ** 9, '1RB'],
    [1000 ** 10, '1QB'],
    [1000 ** 11, '1000QB'],
    [1000 ** 12, '1000000QB'],
    [-50, '-50B'],
    [10.666, '10.67B'],
    [1200.666, '1.2kB'],
    [0.5, '0.5B'],
    [0.004, '0B'],
    [-0.25, '-0.25B'],
    [999999, '1MB'],
    [999995, '1MB'],
    [999994, '999.99kB'],
    [-999999, '-1MB'],
  ])('%s bytes read %s', (value, expected) => {
    expect(decimal(value)).toBe(expected);
    expect(getNumberFormatter('MEMORY_DECIMAL')(value)).toBe(expected);
  });
});

describe('MEMORY_BINARY', () => {
  test.each([
    [0, '0B'],
    [50, '50B'],
    [555, '555B'],
    [1000, '1000B'],
    [1111, '1.08KiB'],
    [1024, '1KiB'],
    [1337, '1.31KiB'],
    [2047, '2KiB'],
    [10 * 1024, '10KiB'],
    [100 * 1024, '100KiB'],
    [1024 ** 2, '1MiB'],
    [1024 ** 3, '1GiB'],
    [1024 ** 4, '1TiB'],
    [1024 ** 5, '1PiB'],
    [1024 ** 6, '1EiB'],
    [1024 ** 7, '1ZiB'],
    [1024 ** 8, '1YiB'],
    [1024 ** 9, '1024YiB'],
    [1024 ** 10, '1048576YiB'],
    [0.5, '0.5B'],
    [1024 * 1024 - 1, '1MiB'],
  ])('%s bytes read %s', (value, expected) => {
    expect(binary(value)).toBe(expected);
    expect(getNumberFormatter('MEMORY_BINARY')(value)).toBe(expected);
  });

  test('big integers from bigint columns', () => {
    expect(binary(1425300509404304697n)).toBe('1.24EiB');
    expect(binary('1425300509404304697')).toBe('1.24EiB');
  });
});

describe('transfer rates append /s', () => {
  test.each([
    ['MEMORY_TRANSFER_RATE_DECIMAL', 0, '0B/s'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 1024, '1.02kB/s'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 1000 ** 10, '1QB/s'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 1000 ** 12, '1000000QB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 1000, '1000B/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 1024, '1KiB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 1337, '1.31KiB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 1024 ** 9, '1024YiB/s'],
  ])('%s of %s is %s', (id, value, expected) => {
    expect(getNumberFormatter(id)(value)).toBe(expected);
  });
});

describe('decimals', () => {
  test.each([
    [0, 0, '0B'],
    [0, 1111, '1kB'],
    [3, 0, '0B'],
    [3, 1111, '1.111kB'],
  ])('%s decimals of %s read %s', (decimals, value, expected) => {
    expect(createMemoryFormatter({ decimals })(value)).toBe(expected);
  });
});

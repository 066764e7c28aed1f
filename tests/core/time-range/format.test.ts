import { describe, expect, it } from 'vitest';
import { buildTimeRangeString, formatTimeRange, formatTimeRangeComparison } from '../../../src/core/time-range';

describe('[FMT1] formatTimeRange writes "start ≤ col < end"', () => {
  it.each([
    ['2010-07-30T00:00:00 : 2020-07-30T00:00:00', undefined, '2010-07-30 ≤ col < 2020-07-30'],
    ['2021-01-01T00:00:00 : 2021-01-02T00:00:00', 'ds', '2021-01-01 ≤ ds < 2021-01-02'],
    ['2010-07-30T10:20:30 : 2020-07-30T00:00:00', undefined, '2010-07-30T10:20:30 ≤ col < 2020-07-30'],
    [' : 2020-07-30T00:00:00', undefined, '-∞ ≤ col < 2020-07-30'],
    ['2010-07-30T00:00:00 : ', undefined, '2010-07-30 ≤ col < ∞'],
    [' : ', undefined, '-∞ ≤ col < ∞'],
  ] as const)('%s', (range, column, expected) => {
    expect(formatTimeRange(range, column)).toBe(expected);
  });

  it.each(['Last 7 days', 'No filter', 'previous calendar week'])('leaves %s as it is', (range) => {
    expect(formatTimeRange(range)).toBe(range);
  });
});

describe('[FMT2] comparisons and building', () => {
  it('writes a range against its shifted twin', () => {
    expect(
      formatTimeRangeComparison(
        '2021-04-13T00:00:00 : 2021-04-14T00:00:00',
        '2021-04-15T00:00:00 : 2021-04-16T00:00:00',
      ),
    ).toBe('col: 2021-04-13 to 2021-04-14 vs\n  2021-04-15 to 2021-04-16');
  });

  it('joins since and until with the separator', () => {
    expect(buildTimeRangeString('2020-01-01T00:00:00', '')).toBe('2020-01-01T00:00:00 : ');
  });
});

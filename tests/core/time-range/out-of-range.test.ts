import { describe, expect, it } from 'vitest';
import { getSinceUntil, TimeRangeValueError } from '../../../src/core/time-range';
import { resolve } from './resolve';

const now = new Date('2016-11-07T09:30:10Z');
const OUT_OF_RANGE = 'Date is out of range: dates must fall between the years 1 and 9999';

// Hole 3 (issue 9): DATEADD(DATETIME("now"), 99999999999, year) resolved to NaN dates with a 200.
describe('[hole 3] dates outside the years 1 to 9999 are refused, never NaN', () => {
  it.each([
    ['DATEADD far past the end of time', 'DATEADD(DATETIME("now"), 99999999999, year) : now'],
    ['DATEADD in days', 'DATEADD(DATETIME("now"), -99999999999, day) : now'],
    ['DATEADD in quarters past a safe integer', 'DATEADD(DATETIME("now"), 9999999999999999999999, quarter) : now'],
    ['DATEADD past the year 9999', 'DATEADD(DATETIME("now"), 8000, year) : now'],
    ['DATEADD before the year 1', 'DATEADD(DATETIME("now"), -2017, year) : now'],
    ['DATETRUNC of an overflow', 'DATETRUNC(DATEADD(DATETIME("now"), 99999999999, year), year) : now'],
    ['LASTDAY of an overflow', 'LASTDAY(DATEADD(DATETIME("now"), 99999999999, month), month) : now'],
    ['HOLIDAY in an overflowed year', 'HOLIDAY("christmas", DATEADD(DATETIME("now"), 99999999999, year)) : now'],
    [
      'DATEADD by a DATEDIFF',
      'DATEADD(DATETIME("now"), DATEDIFF(DATETIME("0001-01-01"), DATETIME("9999-01-01")), year) : now',
    ],
    ['DATETIME of a far phrase', 'DATETIME("99999 years ago") : now'],
    ['DATETIME of a phrase in days', 'DATETIME("99999999999 days ago") : now'],
    ['a Last shorthand', 'Last 99999999999 years'],
    ['a Next shorthand', 'Next 99999999999 days'],
    ['a scoped side', 'last 99999999999 year : now'],
  ])('%s', (_what, timeRange) => {
    expect(() => getSinceUntil({ timeRange, now })).toThrow(TimeRangeValueError);
    expect(() => getSinceUntil({ timeRange, now })).toThrow(OUT_OF_RANGE);
  });

  it('a time shift that overflows', () => {
    expect(() => getSinceUntil({ timeRange: 'Last day', timeShift: '99999999999 years ago', now })).toThrow(
      OUT_OF_RANGE,
    );
  });

  it('the first and last days of the range still resolve', () => {
    expect(resolve({ timeRange: 'DATETIME("0001-01-01") : DATETIME("9999-12-31T23:59:59")', now })).toEqual([
      '0001-01-01T00:00:00',
      '9999-12-31T23:59:59',
    ]);
  });
});

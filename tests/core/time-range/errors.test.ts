import { describe, expect, it } from 'vitest';
import {
  getSinceUntil,
  TimeRangeAmbiguousError,
  TimeRangeOrderError,
  TimeRangeParseError,
  TimeRangeValueError,
} from '../../../src/core/time-range';
import { resolve } from './resolve';

const now = new Date('2016-11-07T09:30:10Z');

describe('[TR9] a start after the end is refused', () => {
  it.each([
    'tomorrow : yesterday',
    'start of next month : end of last year',
    'now : 2 days ago',
    'Next day : Last day',
    '2020-01-02 : 2020-01-01',
  ])('%s', (timeRange) => {
    expect(() => getSinceUntil({ timeRange, now })).toThrow(TimeRangeOrderError);
  });

  it('with the reference wording', () => {
    expect(() => getSinceUntil({ timeRange: 'tomorrow : yesterday', now })).toThrow(
      'From date cannot be larger than to date',
    );
  });

  it('equal ends are allowed', () => {
    expect(resolve({ timeRange: 'today : today', now })).toEqual(['2016-11-07T00:00:00', '2016-11-07T00:00:00']);
  });

  it('is checked after the time shift', () => {
    expect(() => getSinceUntil({ timeRange: 'Last day', timeShift: 'today : yesterday', now })).toThrow(
      TimeRangeOrderError,
    );
  });
});

describe('[TR6] each side of a range must read as a date', () => {
  it.each([
    ['2 days : now', TimeRangeAmbiguousError],
    ['xxxxxxx : now', TimeRangeParseError],
    ['x year : now', TimeRangeParseError],
    ['Lastweek', TimeRangeParseError],
    ['Last fortnight', TimeRangeParseError],
    ["DATEADD(DATETIME('today'), 1, fortnight) : now", TimeRangeValueError],
    ["DATETRUNC(DATETIME('today') : now", TimeRangeValueError],
    ["HOLIDAY('Festivus') : now", TimeRangeValueError],
  ] as const)('%s', (timeRange, error) => {
    expect(() => getSinceUntil({ timeRange, now })).toThrow(error);
  });

  it('a bare length in the legacy since stays ambiguous only when add_ago_to_since does not apply', () => {
    expect(() => getSinceUntil({ since: '2 months', now })).toThrow(TimeRangeAmbiguousError);
    expect(resolve({ since: '2 weeks', now })).toEqual(['2016-10-24T00:00:00', '2016-11-07T00:00:00']);
  });
});

describe('getSinceUntil gives Dates in UTC', () => {
  it('Last day', () => {
    expect(getSinceUntil({ timeRange: 'Last day', now })).toEqual([
      new Date('2016-11-06T00:00:00Z'),
      new Date('2016-11-07T00:00:00Z'),
    ]);
  });

  it('No filter', () => {
    expect(getSinceUntil({ timeRange: 'No filter', now })).toEqual([null, null]);
  });

  it('nothing at all ends today', () => {
    expect(getSinceUntil({ now })).toEqual([null, new Date('2016-11-07T00:00:00Z')]);
  });

  it('does not depend on the machine clock', () => {
    const later = new Date('2031-05-05T05:05:05Z');
    expect(getSinceUntil({ timeRange: 'Last hour', now: later })).toEqual([new Date('2031-05-05T04:05:05Z'), later]);
  });
});

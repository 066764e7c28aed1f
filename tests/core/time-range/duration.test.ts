import { describe, expect, it } from 'vitest';
import { isoformat, momentFromDate } from '../../../src/core/time-range/moment';
import { pastOrFuture, shiftBack } from '../../../src/core/time-range/duration';
import { diffDays } from '../../../src/core/time-range/moment';

describe('[DU1] get_past_or_future: signed lengths, "ago", months and years clamped', () => {
  it.each([
    ['1 year', '2020-02-29T00:00:00', '2021-02-28T00:00:00'],
    ['-1 year', '2020-02-29T00:00:00', '2019-02-28T00:00:00'],
    ['1 month', '2020-02-29T00:00:00', '2020-03-29T00:00:00'],
    ['3 month', '2020-02-29T00:00:00', '2020-05-29T00:00:00'],
    ['1 year', '2019-04-01T00:00:00', '2020-04-01T00:00:00'],
    ['-1 year', '2019-04-01T00:00:00', '2018-04-01T00:00:00'],
    ['1 month', '2019-04-01T00:00:00', '2019-05-01T00:00:00'],
    ['-1 month', '2019-04-01T00:00:00', '2019-03-01T00:00:00'],
    ['1 day', '2019-04-01T00:00:00', '2019-04-02T00:00:00'],
    ['-1 day', '2019-04-01T00:00:00', '2019-03-31T00:00:00'],
    ['1 hour', '2019-04-01T00:00:00', '2019-04-01T01:00:00'],
    ['-1 hour', '2019-04-01T00:00:00', '2019-03-31T23:00:00'],
    ['1 second', '2019-04-01T00:00:00', '2019-04-01T00:00:01'],
    ['-1 second', '2019-04-01T00:00:00', '2019-03-31T23:59:59'],
    ['1 week', '2019-04-01T00:00:00', '2019-04-08T00:00:00'],
    ['-1 week', '2019-04-01T00:00:00', '2019-03-25T00:00:00'],
    ['1 year ago', '2019-04-01T00:00:00', '2018-04-01T00:00:00'],
    ['1 year from now', '2019-04-01T00:00:00', '2020-04-01T00:00:00'],
    ['-1 year ago', '2020-03-31T10:20:30', '2019-03-31T10:20:30'],
    ['52 weeks', '2020-03-31T10:20:30', '2021-03-30T10:20:30'],
    ['-52 weeks', '2020-03-31T10:20:30', '2019-04-02T10:20:30'],
    ['2 quarters', '2020-03-31T10:20:30', '2020-09-30T10:20:30'],
    ['-2 quarters', '2020-03-31T10:20:30', '2019-09-30T10:20:30'],
    ['-13 months', '2020-03-31T10:20:30', '2019-02-28T10:20:30'],
    ['1.5 days', '2020-03-31T10:20:30', '2020-04-01T22:20:30'],
    ['-1.5 months', '2020-03-31T10:20:30', '2020-02-14T22:20:30'],
    ['1 day 1 hour', '2020-03-31T10:20:30', '2020-04-01T11:20:30'],
    ['-1 day 3 hours', '2020-03-31T10:20:30', '2020-03-30T13:20:30'],
    ['- 1 year', '2020-03-31T10:20:30', '2019-03-31T10:20:30'],
    ['one year', '2020-03-31T10:20:30', '2021-03-31T10:20:30'],
    ['0 days', '2020-03-31T10:20:30', '2020-03-31T10:20:30'],
    ['1 yr', '2020-03-31T10:20:30', '2021-03-31T10:20:30'],
    ['inherited', '2020-03-31T10:20:30', '2020-03-31T10:20:30'],
    ['xyz', '2020-03-31T10:20:30', '2020-03-31T10:20:30'],
    ['', '2020-03-31T10:20:30', '2020-03-31T10:20:30'],
    ['-one year', '2020-03-31T10:20:30', '2020-03-31T10:20:30'],
  ] as const)('%s from %s is %s', (phrase, source, expected) => {
    expect(isoformat(pastOrFuture(phrase, momentFromDate(new Date(`${source}Z`))))).toBe(expected);
  });
});

describe('[DU2] parse_past_timedelta: a shift back, whichever way it is written', () => {
  const source = momentFromDate(new Date('2019-04-01T00:00:00Z'));
  it.each([
    ['1 year', 365],
    ['-1 year', 365],
    ['52 weeks', 364],
    ['1 month', 31],
    ['1 year ago', 365],
    ['28 days', 28],
    ['1 quarter', 90],
  ] as const)('%s is %i days back from 2019-04-01', (phrase, days) => {
    expect(diffDays(source, shiftBack(phrase, source))).toBe(days);
  });

  it('keeps microseconds of the source', () => {
    const precise = { ...momentFromDate(new Date('2020-01-01T00:00:00.123Z')), us: 456 };
    expect(isoformat(shiftBack('1 day', precise))).toBe('2019-12-31T00:00:00.123456');
  });
});

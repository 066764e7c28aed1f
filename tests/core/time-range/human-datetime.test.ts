import { describe, expect, it } from 'vitest';
import { isoformat, momentFromDate } from '../../../src/core/time-range/moment';
import { parseHumanDatetime } from '../../../src/core/time-range/human-datetime';
import { TimeRangeAmbiguousError, TimeRangeParseError } from '../../../src/core/time-range';

describe('[HD1] words relative to now: now keeps the time, day words are midnight', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ['now', '2016-11-07T09:30:10'],
    ['today', '2016-11-07T00:00:00'],
    ['yesterday', '2016-11-06T00:00:00'],
    ['tomorrow', '2016-11-08T00:00:00'],
    ['Today', '2016-11-07T00:00:00'],
    ['NOW', '2016-11-07T09:30:10'],
    ['noon', '2016-11-07T12:00:00'],
    ['midnight', '2016-11-07T00:00:00'],
    ['tonight', '2016-11-07T21:00:00'],
    ['eod', '2016-11-07T17:00:00'],
    ['end of month', '2016-11-30T00:00:00'],
    ['end of year', '2016-12-31T00:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD2] "N units ago|later|from now": days and longer reset to midnight, hours and less keep the time', () => {
  const now = momentFromDate(new Date('2016-11-09T09:30:10Z'));
  it.each([
    ['5 days ago', '2016-11-04T00:00:00'],
    ['1 hour ago', '2016-11-09T08:30:10'],
    ['3 hours ago', '2016-11-09T06:30:10'],
    ['one year ago', '2015-11-09T00:00:00'],
    ['a year ago', '2015-11-09T00:00:00'],
    ['an hour ago', '2016-11-09T08:30:10'],
    ['2 years after', '2018-11-09T00:00:00'],
    ['2 years later', '2018-11-09T00:00:00'],
    ['2 weeks ago', '2016-10-26T00:00:00'],
    ['1 month ago', '2016-10-09T00:00:00'],
    ['5 days from now', '2016-11-14T09:30:10'],
    ['in 5 days', '2016-11-14T00:00:00'],
    ['in 2 hours', '2016-11-09T11:30:10'],
    ['5 days before', '2016-11-04T00:00:00'],
    ['10 minutes ago', '2016-11-09T09:20:10'],
    ['30 seconds ago', '2016-11-09T09:29:40'],
    ['ten days ago', '2016-10-30T00:00:00'],
    ['twelve days ago', '2016-10-28T00:00:00'],
    ['-1 day', '2016-11-08T00:00:00'],
    ['+1 day', '2016-11-10T00:00:00'],
    ['2 weeks later', '2016-11-23T00:00:00'],
    ['two weeks from now', '2016-11-23T09:30:10'],
    ['1 min ago', '2016-11-09T09:29:10'],
    ['1 day 3 hours ago', '2016-11-10T06:30:10'],
    ['100 years ago', '1916-11-09T00:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD3] "last|next|this|prior <unit|weekday>"', () => {
  const now = momentFromDate(new Date('2016-11-09T09:30:10Z'));
  it.each([
    ['last year', '2015-01-01T00:00:00'],
    ['Last year', '2015-01-01T00:00:00'],
    ['next year', '2017-01-01T00:00:00'],
    ['this year', '2016-12-31T00:00:00'],
    ['prior year', '2015-01-01T00:00:00'],
    ['last month', '2016-10-01T00:00:00'],
    ['previous month', '2016-10-01T00:00:00'],
    ['next month', '2016-12-01T00:00:00'],
    ['this month', '2016-11-30T00:00:00'],
    ['last week', '2016-11-02T00:00:00'],
    ['next week', '2016-11-16T00:00:00'],
    ['this week', '2016-11-11T00:00:00'],
    ['last day', '2016-11-08T00:00:00'],
    ['next day', '2016-11-10T00:00:00'],
    ['this day', '2016-11-09T17:00:00'],
    ['last hour', '2016-11-09T08:00:00'],
    ['next hour', '2016-11-09T10:00:00'],
    ['this hour', '2016-11-09T09:00:00'],
    ['last monday', '2016-11-07T00:00:00'],
    ['last friday', '2016-11-04T00:00:00'],
    ['next monday', '2016-11-14T00:00:00'],
    ['this friday', '2016-11-11T00:00:00'],
    ['last wednesday', '2016-11-02T00:00:00'],
    ['next sunday', '2016-11-20T00:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD4] a day word with a time of day', () => {
  const now = momentFromDate(new Date('2016-11-09T09:30:10Z'));
  it.each([
    ['today, 11:30', '2016-11-09T11:30:00'],
    ['today, 11:30:30', '2016-11-09T11:30:30'],
    ['today 10:30', '2016-11-09T10:30:00'],
    ['today at 5pm', '2016-11-09T17:00:00'],
    ['tomorrow at 3pm', '2016-11-10T15:00:00'],
    ['yesterday 10am', '2016-11-08T10:00:00'],
    ['yesterday at 10:30:15', '2016-11-08T10:30:15'],
    ['yesterday noon', '2016-11-08T12:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD5] absolute dates: ISO, US order, month names; missing fields from January 1 of this year', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ['2015-04-03', '2015-04-03T00:00:00'],
    ['2/3/1969', '1969-02-03T00:00:00'],
    ['2018', '2018-01-01T00:00:00'],
    ['2018-9', '2018-09-01T00:00:00'],
    ['2018-09', '2018-09-01T00:00:00'],
    ['10', '2016-01-10T00:00:00'],
    ['2015-04-03T10:20:30', '2015-04-03T10:20:30'],
    ['2015-04-03 10:20:30', '2015-04-03T10:20:30'],
    ['2015-04-03T10:20', '2015-04-03T10:20:00'],
    ['2015-04-03T10:20:30.5', '2015-04-03T10:20:30.500000'],
    ['2015-04-03T10:20:30.123456789', '2015-04-03T10:20:30.123456'],
    ['20150403', '2015-04-03T00:00:00'],
    ['Jan 2020', '2020-01-01T00:00:00'],
    ['January 5 2020', '2020-01-05T00:00:00'],
    ['5 January 2020', '2020-01-05T00:00:00'],
    ['January 5, 2020', '2020-01-05T00:00:00'],
    ['Jan 5', '2016-01-05T00:00:00'],
    ['Dec', '2016-12-01T00:00:00'],
    ['2020 Jan 5', '2020-01-05T00:00:00'],
    ['Jan 5th 2020', '2020-01-05T00:00:00'],
    ['10:30', '2016-01-01T10:30:00'],
    ['3pm', '2016-01-01T15:00:00'],
    ['3:30 pm', '2016-01-01T15:30:00'],
    ['12am', '2016-01-01T00:00:00'],
    ['12pm', '2016-01-01T12:00:00'],
    ['monday', '2016-01-04T00:00:00'],
    ['friday', '2016-01-01T00:00:00'],
    ['13/2/2020', '2020-02-13T00:00:00'],
    ['2/3/69', '1969-02-03T00:00:00'],
    ['2/3/20', '2020-02-03T00:00:00'],
    ['2020/02/03', '2020-02-03T00:00:00'],
    ['03.02.2020', '2020-03-02T00:00:00'],
    ['5/2018', '2018-05-01T00:00:00'],
    ['Sept 2020', '2020-09-01T00:00:00'],
    ['99', '1999-01-01T00:00:00'],
    ['32', '2032-01-01T00:00:00'],
    ['2020-01-05 10:30:15.25', '2020-01-05T10:30:15.250000'],
    ['1/1/2000 00:00:00', '2000-01-01T00:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD6] words after a readable start are ignored, as parsedatetime does', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ['last year ago', '2015-01-01T00:00:00'],
    ['Last week but not really', '2016-10-31T00:00:00'],
    ['yesterday or so', '2016-11-06T00:00:00'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

describe('[HD7] a bare length of time is ambiguous', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each(['2 days', '2 day', '1 year', '  3 weeks  ', '10 Minutes', '1 quarter'])('%s', (phrase) => {
    expect(() => parseHumanDatetime(phrase, now)).toThrow(TimeRangeAmbiguousError);
  });

  it('says how to disambiguate', () => {
    expect(() => parseHumanDatetime('2 days', now)).toThrow(
      'Time string is ambiguous. Please specify [2 days ago] or [2 days later].',
    );
  });
});

describe('[HD8] an unreadable phrase fails to parse', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each(['xxxxxxx', 'x year', 'year', 'past week', '1 quarter ago', 'last quarter', 'Lastweek'])('%s', (phrase) => {
    expect(() => parseHumanDatetime(phrase, now)).toThrow(TimeRangeParseError);
  });

  it('names the phrase', () => {
    expect(() => parseHumanDatetime('xxxxxxx', now)).toThrow('Cannot parse time string [xxxxxxx]');
  });
});

describe('[HD9] a zone is converted to UTC and dropped', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ['2015-04-03T10:20:30Z', '2015-04-03T10:20:30'],
    ['2015-04-03T10:20:30+02:00', '2015-04-03T08:20:30'],
    ['2015-04-03T10:20:30-0130', '2015-04-03T11:50:30'],
  ] as const)('%s reads as %s', (phrase, expected) => {
    expect(isoformat(parseHumanDatetime(phrase, now))).toBe(expected);
  });
});

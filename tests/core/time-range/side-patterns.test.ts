import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR6] "start of|beginning of|end of <scope> [N] <unit>" truncates or takes the last day', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['start of this day : end of this day', '2016-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['start of this week : end of this week', '2016-11-07T00:00:00', '2016-11-13T00:00:00'],
    ['start of this month : end of this month', '2016-11-01T00:00:00', '2016-11-30T00:00:00'],
    ['start of this quarter : end of this quarter', '2016-10-01T00:00:00', '2016-12-31T00:00:00'],
    ['start of this year : end of this year', '2016-01-01T00:00:00', '2016-12-31T00:00:00'],
    ['start of last day : end of last day', '2016-11-06T00:00:00', '2016-11-06T00:00:00'],
    ['start of last week : end of last week', '2016-10-31T00:00:00', '2016-11-06T00:00:00'],
    ['start of last month : end of last month', '2016-10-01T00:00:00', '2016-10-31T00:00:00'],
    ['start of last quarter : end of last quarter', '2016-07-01T00:00:00', '2016-09-30T00:00:00'],
    ['start of last year : end of last year', '2015-01-01T00:00:00', '2015-12-31T00:00:00'],
    ['start of prior day : end of prior day', '2016-11-06T00:00:00', '2016-11-06T00:00:00'],
    ['start of prior week : end of prior week', '2016-10-31T00:00:00', '2016-11-06T00:00:00'],
    ['start of prior month : end of prior month', '2016-10-01T00:00:00', '2016-10-31T00:00:00'],
    ['start of prior quarter : end of prior quarter', '2016-07-01T00:00:00', '2016-09-30T00:00:00'],
    ['start of prior year : end of prior year', '2015-01-01T00:00:00', '2015-12-31T00:00:00'],
    ['start of next day : end of next day', '2016-11-08T00:00:00', '2016-11-08T00:00:00'],
    ['start of next week : end of next week', '2016-11-14T00:00:00', '2016-11-20T00:00:00'],
    ['start of next month : end of next month', '2016-12-01T00:00:00', '2016-12-31T00:00:00'],
    ['start of next quarter : end of next quarter', '2017-01-01T00:00:00', '2017-03-31T00:00:00'],
    ['start of next year : end of next year', '2017-01-01T00:00:00', '2017-12-31T00:00:00'],
    ['beginning of last month : start of this month', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
    ['start of last 2 years : end of last year', '2014-01-01T00:00:00', '2015-12-31T00:00:00'],
    ['Start Of This Month : End Of This Month', '2016-11-01T00:00:00', '2016-11-30T00:00:00'],
    ['start of prior 3 months : now', '2016-08-01T00:00:00', '2016-11-07T09:30:10'],
    ['beginning of this week : end of next 2 weeks', '2016-11-07T00:00:00', '2016-11-27T00:00:00'],
    ['end of last month : end of this month', '2016-10-31T00:00:00', '2016-11-30T00:00:00'],
    ['start of last quarters : now', '2016-07-01T00:00:00', '2016-11-07T09:30:10'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR6] start and end of units at a leap day', () => {
  const now = new Date('2020-02-29T23:59:59Z');
  it.each([
    ['start of this month : end of this month', '2020-02-01T00:00:00', '2020-02-29T00:00:00'],
    ['start of last year : end of last year', '2019-01-01T00:00:00', '2019-12-31T00:00:00'],
    ['start of next quarter : end of next quarter', '2020-04-01T00:00:00', '2020-06-30T00:00:00'],
    ['start of last month : end of last month', '2020-01-01T00:00:00', '2020-01-31T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR6] "this|last|next|prior [N] <unit>": this is the base itself, last and prior go back, next goes ahead', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['this second : now', '2016-11-07T09:30:10', '2016-11-07T09:30:10'],
    ['this minute : now', '2016-11-07T09:30:10', '2016-11-07T09:30:10'],
    ['this hour : now', '2016-11-07T09:30:10', '2016-11-07T09:30:10'],
    ['this day : tomorrow', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['this week : tomorrow', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['this month : tomorrow', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['this quarter : tomorrow', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['this year : tomorrow', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['last second : now', '2016-11-07T09:30:09', '2016-11-07T09:30:10'],
    ['last minute : now', '2016-11-07T09:29:10', '2016-11-07T09:30:10'],
    ['last hour : now', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['last day : now', '2016-11-06T00:00:00', '2016-11-07T09:30:10'],
    ['last week : now', '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    ['last month : now', '2016-10-07T00:00:00', '2016-11-07T09:30:10'],
    ['last quarter : now', '2016-08-07T00:00:00', '2016-11-07T09:30:10'],
    ['last year : now', '2015-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['prior second : now', '2016-11-07T09:30:09', '2016-11-07T09:30:10'],
    ['prior minute : now', '2016-11-07T09:29:10', '2016-11-07T09:30:10'],
    ['prior hour : now', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['prior day : now', '2016-11-06T00:00:00', '2016-11-07T09:30:10'],
    ['prior week : now', '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    ['prior month : now', '2016-10-07T00:00:00', '2016-11-07T09:30:10'],
    ['prior quarter : now', '2016-08-07T00:00:00', '2016-11-07T09:30:10'],
    ['prior year : now', '2015-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['now : next second', '2016-11-07T09:30:10', '2016-11-07T09:30:11'],
    ['now : next minute', '2016-11-07T09:30:10', '2016-11-07T09:31:10'],
    ['now : next hour', '2016-11-07T09:30:10', '2016-11-07T10:30:10'],
    ['today : next day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['today : next week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['today : next month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['today : next quarter', '2016-11-07T00:00:00', '2017-02-07T00:00:00'],
    ['today : next year', '2016-11-07T00:00:00', '2017-11-07T00:00:00'],
    ['last 3 days : today', '2016-11-04T00:00:00', '2016-11-07T00:00:00'],
    ['prior 10 days : now', '2016-10-28T00:00:00', '2016-11-07T09:30:10'],
    ['last 2 weeks : this week', '2016-10-24T00:00:00', '2016-11-07T00:00:00'],
    ['today : next 5 days', '2016-11-07T00:00:00', '2016-11-12T00:00:00'],
    ['last 2 quarters : today', '2016-05-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 5 Days : Today', '2016-11-02T00:00:00', '2016-11-07T00:00:00'],
    ['this year : next year', '2016-11-07T00:00:00', '2017-11-07T00:00:00'],
    ['last 90 minutes : now', '2016-11-07T08:00:10', '2016-11-07T09:30:10'],
    ['today : next 1 month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['last 12 hours : next 12 hours', '2016-11-06T21:30:10', '2016-11-07T21:30:10'],
    ['last 7days : today', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR6] relative_start is the base of every side pattern', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [{ timeRange: 'last 2 days : this day', relativeStart: 'now' }, '2016-11-05T09:30:10', '2016-11-07T09:30:10'],
    [{ timeRange: 'last hour : now', relativeStart: 'today' }, '2016-11-06T23:00:00', '2016-11-07T09:30:10'],
    [
      { timeRange: 'start of this month : end of this month', relativeStart: 'now' },
      '2016-11-01T00:00:00',
      '2016-11-30T00:00:00',
    ],
    [{ timeRange: 'first of this month : now', relativeStart: 'now' }, '2016-11-01T00:00:00', '2016-11-07T09:30:10'],
    [{ timeRange: 'first week of this year', relativeStart: 'now' }, '2016-01-01T00:00:00', '2016-01-08T00:00:00'],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

describe('[TR6] an empty side is unbounded', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [' : now', '', '2016-11-07T09:30:10'],
    ['today : ', '2016-11-07T00:00:00', ''],
    [' : ', '', ''],
    ['Last week : ', '2016-10-31T00:00:00', ''],
    [' : 2020-01-01', '', '2020-01-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

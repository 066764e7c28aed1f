import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR5] "first <week|month|quarter> of [scope] [the] <unit>" is a one-subunit range', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['first week of this week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['first week of this month', '2016-11-01T00:00:00', '2016-11-08T00:00:00'],
    ['first week of this quarter', '2016-10-01T00:00:00', '2016-10-08T00:00:00'],
    ['first week of this year', '2016-01-01T00:00:00', '2016-01-08T00:00:00'],
    ['first month of this week', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['first month of this month', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
    ['first month of this quarter', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
    ['first month of this year', '2016-01-01T00:00:00', '2016-02-01T00:00:00'],
    ['first quarter of this week', '2016-11-07T00:00:00', '2017-02-07T00:00:00'],
    ['first quarter of this month', '2016-11-01T00:00:00', '2017-02-01T00:00:00'],
    ['first quarter of this quarter', '2016-10-01T00:00:00', '2017-01-01T00:00:00'],
    ['first quarter of this year', '2016-01-01T00:00:00', '2016-04-01T00:00:00'],
    ['first week of last year', '2015-01-01T00:00:00', '2015-01-08T00:00:00'],
    ['1st month of next quarter', '2017-01-01T00:00:00', '2017-02-01T00:00:00'],
    ['first quarter of prior year', '2015-01-01T00:00:00', '2015-04-01T00:00:00'],
    ['first week of the month', '2016-11-01T00:00:00', '2016-11-08T00:00:00'],
    ['first month of year', '2016-01-01T00:00:00', '2016-02-01T00:00:00'],
    ['First Week Of This Year', '2016-01-01T00:00:00', '2016-01-08T00:00:00'],
    ['first  week  of  the  year', '2016-01-01T00:00:00', '2016-01-08T00:00:00'],
    ['first month of the quarter', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR5] first-of ranges at a leap day', () => {
  const now = new Date('2020-02-29T23:59:59Z');
  it.each([
    ['first week of this year', '2020-01-01T00:00:00', '2020-01-08T00:00:00'],
    ['first month of last quarter', '2019-10-01T00:00:00', '2019-11-01T00:00:00'],
    ['first quarter of next year', '2021-01-01T00:00:00', '2021-04-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR6] "first [day] of <scope> <unit>" on one side is the start of that unit', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['first of this day : now', '2016-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['first of this week : now', '2016-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['first of this month : now', '2016-11-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of this quarter : now', '2016-10-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of this year : now', '2016-01-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of last day : now', '2016-11-06T00:00:00', '2016-11-07T09:30:10'],
    ['first of last week : now', '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    ['first of last month : now', '2016-10-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of last quarter : now', '2016-07-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of last year : now', '2015-01-01T00:00:00', '2016-11-07T09:30:10'],
    ['today : first of next day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['today : first of next week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['today : first of next month', '2016-11-07T00:00:00', '2016-12-01T00:00:00'],
    ['today : first of next quarter', '2016-11-07T00:00:00', '2017-01-01T00:00:00'],
    ['today : first of next year', '2016-11-07T00:00:00', '2017-01-01T00:00:00'],
    ['first of prior day : now', '2016-11-06T00:00:00', '2016-11-07T09:30:10'],
    ['first of prior week : now', '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    ['first of prior month : now', '2016-10-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of prior quarter : now', '2016-07-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of prior year : now', '2015-01-01T00:00:00', '2016-11-07T09:30:10'],
    ['first day of this month : now', '2016-11-01T00:00:00', '2016-11-07T09:30:10'],
    ['1st day of last year : now', '2015-01-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of the month : now', '2016-11-01T00:00:00', '2016-11-07T09:30:10'],
    ['first day of the year : now', '2016-01-01T00:00:00', '2016-11-07T09:30:10'],
    ['first of week : now', '2016-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['1st of the quarter : now', '2016-10-01T00:00:00', '2016-11-07T09:30:10'],
    ['First Day Of The Month : now', '2016-11-01T00:00:00', '2016-11-07T09:30:10'],
    ['today : first day of next month', '2016-11-07T00:00:00', '2016-12-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

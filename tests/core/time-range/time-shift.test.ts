import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR8] a time shift moves both ends back, whether written "1 year" or "1 year ago"', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [{ timeRange: 'yesterday : tomorrow', timeShift: '1 day' }, '2016-11-05T00:00:00', '2016-11-07T00:00:00'],
    [{ timeRange: 'Last day', timeShift: '1 year ago' }, '2015-11-06T00:00:00', '2015-11-07T00:00:00'],
    [{ timeRange: 'Last day', timeShift: '1 year' }, '2015-11-06T00:00:00', '2015-11-07T00:00:00'],
    [{ timeRange: 'Last day', timeShift: '52 weeks' }, '2015-11-08T00:00:00', '2015-11-09T00:00:00'],
    [{ timeRange: 'Last day', timeShift: '104 weeks ago' }, '2014-11-09T00:00:00', '2014-11-10T00:00:00'],
    [{ timeRange: 'Last week', timeShift: '1 week ago' }, '2016-10-24T00:00:00', '2016-10-31T00:00:00'],
    [{ timeRange: 'Last month', timeShift: '28 days' }, '2016-09-09T00:00:00', '2016-10-10T00:00:00'],
    [{ timeRange: 'Last month', timeShift: '30 days ago' }, '2016-09-07T00:00:00', '2016-10-08T00:00:00'],
    [{ timeRange: 'Last year', timeShift: '2 years' }, '2013-11-07T00:00:00', '2014-11-07T00:00:00'],
    [{ timeRange: 'Last year', timeShift: '156 weeks ago' }, '2012-11-10T00:00:00', '2013-11-11T00:00:00'],
    [{ timeRange: 'Last quarter', timeShift: '3 years ago' }, '2013-08-07T00:00:00', '2013-11-07T00:00:00'],
    [{ timeRange: 'Last month', timeShift: '1 quarter ago' }, '2016-07-07T00:00:00', '2016-08-07T00:00:00'],
    [{ timeRange: 'Last month', timeShift: '-1 month' }, '2016-09-07T00:00:00', '2016-10-07T00:00:00'],
    [{ timeRange: 'Last hour', timeShift: '1 hour ago' }, '2016-11-07T07:30:10', '2016-11-07T08:30:10'],
    [{ timeRange: 'No filter', timeShift: '1 year ago' }, '', ''],
    [{ timeRange: ' : now', timeShift: '1 day ago' }, '', '2016-11-06T09:30:10'],
    [{ timeRange: 'Last day', timeShift: 'inherited' }, '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    [{ timeRange: 'Last day', timeShift: 'nonsense' }, '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

describe('[TR8] a time shift keeps the day of month, clamped', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [
      { timeRange: '2000-01-01T00:00:00 : 2018-01-01T00:00:00', timeShift: '1 year' },
      '1999-01-01T00:00:00',
      '2017-01-01T00:00:00',
    ],
    [
      { timeRange: '2000-01-01T00:00:00 : 2018-01-01T00:00:00', timeShift: '1 month' },
      '1999-12-01T00:00:00',
      '2017-12-01T00:00:00',
    ],
    [
      { timeRange: '2000-01-01T00:00:00 : 2018-01-01T00:00:00', timeShift: '1 week' },
      '1999-12-25T00:00:00',
      '2017-12-25T00:00:00',
    ],
    [{ timeRange: '2020-03-31 : 2020-05-31', timeShift: '1 month' }, '2020-02-29T00:00:00', '2020-04-30T00:00:00'],
    [{ timeRange: '2020-02-29 : 2021-02-28', timeShift: '1 year' }, '2019-02-28T00:00:00', '2020-02-28T00:00:00'],
    [
      { timeRange: '2020-03-31T10:20:30 : 2020-12-31', timeShift: '2 quarters ago' },
      '2019-09-30T10:20:30',
      '2020-06-30T00:00:00',
    ],
    [
      { timeRange: '2020-01-01T00:00:00.250000 : 2020-01-02', timeShift: '1 day' },
      '2019-12-31T00:00:00.250000',
      '2020-01-01T00:00:00',
    ],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

describe('[TR8] a shift holding the separator replaces the range with that absolute pair', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [{ timeRange: 'Last month', timeShift: '2020-01-01 : 2020-02-01' }, '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    [{ timeRange: 'No filter', timeShift: 'yesterday : today' }, '', ''],
    [
      { timeRange: 'Last year', timeShift: '2015-01-01T00:00:00 : 2015-12-31T23:59:59' },
      '2015-01-01T00:00:00',
      '2015-12-31T23:59:59',
    ],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

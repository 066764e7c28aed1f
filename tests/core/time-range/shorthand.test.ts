import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR1] "No filter" means no bounds', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([['No filter', '', '']] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR2] "Last <unit>" ends today for days and longer, now for seconds, minutes and hours', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['Last second', '2016-11-07T09:30:09', '2016-11-07T09:30:10'],
    ['Last minute', '2016-11-07T09:29:10', '2016-11-07T09:30:10'],
    ['Last hour', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['Last day', '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    ['Last week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last quarter', '2016-08-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last year', '2015-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 1 month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 5 months', '2016-06-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 7 days', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last 2 quarters', '2016-05-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 24 hours', '2016-11-06T09:30:10', '2016-11-07T09:30:10'],
    ['Last 90 minutes', '2016-11-07T08:00:10', '2016-11-07T09:30:10'],
    ['Last  week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last 3 days', '2016-11-04T00:00:00', '2016-11-07T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR2] "Last <unit>" across month ends and leap days', () => {
  const now = new Date('2020-02-29T23:59:59Z');
  it.each([
    ['Last day', '2020-02-28T00:00:00', '2020-02-29T00:00:00'],
    ['Last week', '2020-02-22T00:00:00', '2020-02-29T00:00:00'],
    ['Last month', '2020-01-29T00:00:00', '2020-02-29T00:00:00'],
    ['Last quarter', '2019-11-29T00:00:00', '2020-02-29T00:00:00'],
    ['Last year', '2019-02-28T00:00:00', '2020-02-29T00:00:00'],
    ['Last hour', '2020-02-29T22:59:59', '2020-02-29T23:59:59'],
    ['Last 12 months', '2019-02-28T00:00:00', '2020-02-29T00:00:00'],
    ['Last 365 days', '2019-03-01T00:00:00', '2020-02-29T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR3] "Next <unit>" starts today for days and longer, now for seconds, minutes and hours', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['Next second', '2016-11-07T09:30:10', '2016-11-07T09:30:11'],
    ['Next minute', '2016-11-07T09:30:10', '2016-11-07T09:31:10'],
    ['Next hour', '2016-11-07T09:30:10', '2016-11-07T10:30:10'],
    ['Next day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['Next week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Next month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['Next quarter', '2016-11-07T00:00:00', '2017-02-07T00:00:00'],
    ['Next year', '2016-11-07T00:00:00', '2017-11-07T00:00:00'],
    ['Next 1 month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['Next 5 months', '2016-11-07T00:00:00', '2017-04-07T00:00:00'],
    ['Next 7 days', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Next 3 hours', '2016-11-07T09:30:10', '2016-11-07T12:30:10'],
    ['Next   2   days', '2016-11-07T00:00:00', '2016-11-09T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR3] "Next <unit>" at a month end clamps the day of month', () => {
  const now = new Date('2021-01-31T12:00:00Z');
  it.each([
    ['Next month', '2021-01-31T00:00:00', '2021-02-28T00:00:00'],
    ['Next 1 month', '2021-01-31T00:00:00', '2021-02-28T00:00:00'],
    ['Next quarter', '2021-01-31T00:00:00', '2021-04-30T00:00:00'],
    ['Next year', '2021-01-31T00:00:00', '2022-01-31T00:00:00'],
    ['Next week', '2021-01-31T00:00:00', '2021-02-07T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR2/TR3] relative_start and relative_end replace the default bound', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [{ timeRange: 'Last week', relativeEnd: 'now' }, '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    [{ timeRange: 'Last week', relativeStart: 'now' }, '2016-10-31T09:30:10', '2016-11-07T00:00:00'],
    [
      { timeRange: 'Last week', relativeStart: 'now', relativeEnd: 'now' },
      '2016-10-31T09:30:10',
      '2016-11-07T09:30:10',
    ],
    [{ timeRange: 'Last day', relativeEnd: 'today' }, '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    [
      { timeRange: 'Last hour', relativeEnd: 'today', relativeStart: 'today' },
      '2016-11-06T23:00:00',
      '2016-11-07T00:00:00',
    ],
    [{ timeRange: 'Next week', relativeStart: 'now' }, '2016-11-07T09:30:10', '2016-11-14T09:30:10'],
    [{ timeRange: 'Next hour', relativeStart: 'today' }, '2016-11-07T00:00:00', '2016-11-07T01:00:00'],
    [{ timeRange: 'Last month', relativeStart: 'now' }, '2016-10-07T09:30:10', '2016-11-07T00:00:00'],
    [
      { timeRange: 'Last 3 days', relativeStart: 'now', relativeEnd: 'now' },
      '2016-11-04T09:30:10',
      '2016-11-07T09:30:10',
    ],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

describe('[TR2] only a capitalised "Last" is the shorthand; "last week" falls to the legacy branch', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['last week', '', '2016-11-07T00:00:00'],
    ['last day', '', '2016-11-07T00:00:00'],
    ['next week', '', '2016-11-07T00:00:00'],
    ['tomorrow', '', '2016-11-07T00:00:00'],
    ['Last week but not really', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

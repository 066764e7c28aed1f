import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR7] without a separator the range text is ignored and since/until are read on their own', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    [{}, '', '2016-11-07T00:00:00'],
    [{ since: '5 days' }, '2016-11-02T00:00:00', '2016-11-07T00:00:00'],
    [{ since: '5 days ago', until: 'tomorrow' }, '2016-11-02T00:00:00', '2016-11-08T00:00:00'],
    [{ since: '2 weeks' }, '2016-10-24T00:00:00', '2016-11-07T00:00:00'],
    [{ since: '3 years' }, '2013-11-07T00:00:00', '2016-11-07T00:00:00'],
    [{ since: '1 year', until: 'now' }, '2015-11-07T00:00:00', '2016-11-07T09:30:10'],
    [{ since: '10 hours' }, '2016-11-06T23:30:10', '2016-11-07T00:00:00'],
    [{ since: '1 day' }, '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    [{ until: 'yesterday' }, '', '2016-11-06T00:00:00'],
    [{ relativeEnd: 'now' }, '', '2016-11-07T09:30:10'],
    [{ timeRange: 'last week' }, '', '2016-11-07T00:00:00'],
    [{ timeRange: 'yesterday' }, '', '2016-11-07T00:00:00'],
    [{ timeRange: 'today', since: '7 days' }, '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    [{ since: '2015-01-01', until: '2016-01-01' }, '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    [{ since: 'last year' }, '2015-01-01T00:00:00', '2016-11-07T00:00:00'],
    [{ since: '3 months ago' }, '2016-08-07T00:00:00', '2016-11-07T00:00:00'],
    [{ timeRange: 'some words', since: 'yesterday', until: 'now' }, '2016-11-06T00:00:00', '2016-11-07T09:30:10'],
    [{ timeRange: 'Prior 2 minutes' }, '', '2016-11-07T00:00:00'],
  ] as const)('%o resolves to %s … %s', (options, since, until) => {
    expect(resolve({ ...options, now })).toEqual([since, until]);
  });
});

import { describe, expect, it } from 'vitest';
import { resolve } from './resolve';

describe('[TR4] previous calendar and Current presets at 2016-11-07T09:30:10', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['previous calendar week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['previous calendar month', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
    ['previous calendar quarter', '2016-07-01T00:00:00', '2016-10-01T00:00:00'],
    ['previous calendar year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    ['Current day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['Current week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Current month', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
    ['Current quarter', '2016-10-01T00:00:00', '2017-01-01T00:00:00'],
    ['Current year', '2016-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['previous calendar week and more', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Current month please', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR4] previous calendar and Current presets at 2020-02-29T23:59:59', () => {
  const now = new Date('2020-02-29T23:59:59Z');
  it.each([
    ['previous calendar week', '2020-02-17T00:00:00', '2020-02-24T00:00:00'],
    ['previous calendar month', '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    ['previous calendar quarter', '2019-10-01T00:00:00', '2020-01-01T00:00:00'],
    ['previous calendar year', '2019-01-01T00:00:00', '2020-01-01T00:00:00'],
    ['Current day', '2020-02-29T00:00:00', '2020-03-01T00:00:00'],
    ['Current week', '2020-02-24T00:00:00', '2020-03-02T00:00:00'],
    ['Current month', '2020-02-01T00:00:00', '2020-03-01T00:00:00'],
    ['Current quarter', '2020-01-01T00:00:00', '2020-04-01T00:00:00'],
    ['Current year', '2020-01-01T00:00:00', '2021-01-01T00:00:00'],
    ['previous calendar week and more', '2020-02-17T00:00:00', '2020-02-24T00:00:00'],
    ['Current month please', '2020-02-01T00:00:00', '2020-03-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR4] previous calendar and Current presets at 2019-12-31T00:00:00', () => {
  const now = new Date('2019-12-31T00:00:00Z');
  it.each([
    ['previous calendar week', '2019-12-23T00:00:00', '2019-12-30T00:00:00'],
    ['previous calendar month', '2019-11-01T00:00:00', '2019-12-01T00:00:00'],
    ['previous calendar quarter', '2019-07-01T00:00:00', '2019-10-01T00:00:00'],
    ['previous calendar year', '2018-01-01T00:00:00', '2019-01-01T00:00:00'],
    ['Current day', '2019-12-31T00:00:00', '2020-01-01T00:00:00'],
    ['Current week', '2019-12-30T00:00:00', '2020-01-06T00:00:00'],
    ['Current month', '2019-12-01T00:00:00', '2020-01-01T00:00:00'],
    ['Current quarter', '2019-10-01T00:00:00', '2020-01-01T00:00:00'],
    ['Current year', '2019-01-01T00:00:00', '2020-01-01T00:00:00'],
    ['previous calendar week and more', '2019-12-23T00:00:00', '2019-12-30T00:00:00'],
    ['Current month please', '2019-12-01T00:00:00', '2020-01-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR4] previous calendar and Current presets at 2016-01-01T00:00:00', () => {
  const now = new Date('2016-01-01T00:00:00Z');
  it.each([
    ['previous calendar week', '2015-12-21T00:00:00', '2015-12-28T00:00:00'],
    ['previous calendar month', '2015-12-01T00:00:00', '2016-01-01T00:00:00'],
    ['previous calendar quarter', '2015-10-01T00:00:00', '2016-01-01T00:00:00'],
    ['previous calendar year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    ['Current day', '2016-01-01T00:00:00', '2016-01-02T00:00:00'],
    ['Current week', '2015-12-28T00:00:00', '2016-01-04T00:00:00'],
    ['Current month', '2016-01-01T00:00:00', '2016-02-01T00:00:00'],
    ['Current quarter', '2016-01-01T00:00:00', '2016-04-01T00:00:00'],
    ['Current year', '2016-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['previous calendar week and more', '2015-12-21T00:00:00', '2015-12-28T00:00:00'],
    ['Current month please', '2016-01-01T00:00:00', '2016-02-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

describe('[TR4] previous calendar and Current presets at 2016-04-01T08:00:00', () => {
  const now = new Date('2016-04-01T08:00:00Z');
  it.each([
    ['previous calendar week', '2016-03-21T00:00:00', '2016-03-28T00:00:00'],
    ['previous calendar month', '2016-03-01T00:00:00', '2016-04-01T00:00:00'],
    ['previous calendar quarter', '2016-01-01T00:00:00', '2016-04-01T00:00:00'],
    ['previous calendar year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    ['Current day', '2016-04-01T00:00:00', '2016-04-02T00:00:00'],
    ['Current week', '2016-03-28T00:00:00', '2016-04-04T00:00:00'],
    ['Current month', '2016-04-01T00:00:00', '2016-05-01T00:00:00'],
    ['Current quarter', '2016-04-01T00:00:00', '2016-07-01T00:00:00'],
    ['Current year', '2016-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['previous calendar week and more', '2016-03-21T00:00:00', '2016-03-28T00:00:00'],
    ['Current month please', '2016-04-01T00:00:00', '2016-05-01T00:00:00'],
  ] as const)('%s resolves to %s … %s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });
});

import { describe, expect, it } from 'vitest';
import { isoformat, momentFromDate } from '../../../src/core/time-range/moment';
import { evaluateDateExpression } from '../../../src/core/time-range/expression';
import { TimeRangeValueError } from '../../../src/core/time-range';

describe('[EX1] DATETIME reads its text as a human date-time', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ["datetime('now')", '2016-11-07T09:30:10'],
    ["datetime('today')", '2016-11-07T00:00:00'],
    ["datetime('2018')", '2018-01-01T00:00:00'],
    ["datetime('2018-9')", '2018-09-01T00:00:00'],
    ['DATETIME("2020-01-05T10:20:30")', '2020-01-05T10:20:30'],
    ["DateTime('yesterday')", '2016-11-06T00:00:00'],
    ["DATETIME( 'tomorrow' )", '2016-11-08T00:00:00'],
    ['datetime("2016-11-07 09:30:10.5")', '2016-11-07T09:30:10.500000'],
    ["DATETIME('2 days ago')", '2016-11-05T00:00:00'],
    ["DATETIME('last year')", '2015-01-01T00:00:00'],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[EX2] DATEADD adds whole units; months and years keep the day of month, clamped; QUARTER is 3 months', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ["dateadd(datetime('today'),1,year,)", '2017-11-07T00:00:00'],
    ["dateadd(datetime('today'), -2, year)", '2014-11-07T00:00:00'],
    ["dateadd(datetime('today'), 2, quarter)", '2017-05-07T00:00:00'],
    ["dateadd(datetime('today'), 3, month)", '2017-02-07T00:00:00'],
    ["dateadd(datetime('today'), -3, week)", '2016-10-17T00:00:00'],
    ["dateadd(datetime('today'), 3, day)", '2016-11-10T00:00:00'],
    ["dateadd(datetime('now'), 3, hour)", '2016-11-07T12:30:10'],
    ["dateadd(datetime('now'), 40, minute)", '2016-11-07T10:10:10'],
    ["dateadd(datetime('now'), -11, second)", '2016-11-07T09:29:59'],
    ['DATEADD(DATETIME("2020-02-29"), 1, year)', '2021-02-28T00:00:00'],
    ['DATEADD(DATETIME("2020-02-29"), -1, YEAR)', '2019-02-28T00:00:00'],
    ['DATEADD(DATETIME("2020-01-31"), 1, month)', '2020-02-29T00:00:00'],
    ['DATEADD(DATETIME("2020-03-31"), -1, MONTH)', '2020-02-29T00:00:00'],
    ['DATEADD(DATETIME("2020-05-31"), -1, quarter)', '2020-02-29T00:00:00'],
    ['DATEADD(DATETIME("2020-01-01"), 0, day)', '2020-01-01T00:00:00'],
    ['DATEADD(DATETIME("2020-01-01"), +5, day)', '2020-01-06T00:00:00'],
    ['DATEADD(DATETIME("2020-12-31"), 1, day)', '2021-01-01T00:00:00'],
    ['DATEADD(DATETIME("2020-01-01T00:00:00.123456"), 1, second)', '2020-01-01T00:00:01.123456'],
    ['DATEADD(DATEADD(DATETIME("2020-01-31"), 1, month), 1, month)', '2020-03-29T00:00:00'],
    ['DATEADD(DATETIME("2019-01-31"), 13, month)', '2020-02-29T00:00:00'],
    ['DATEADD(DATETIME("2021-03-28T01:30:00"), 1, hour)', '2021-03-28T02:30:00'],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[EX3] DATETRUNC truncates; weeks start on Monday, quarters at months 1, 4, 7, 10', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ["datetrunc(datetime('now'), year)", '2016-01-01T00:00:00'],
    ["datetrunc(datetime('now'), quarter)", '2016-10-01T00:00:00'],
    ["datetrunc(datetime('now'), month)", '2016-11-01T00:00:00'],
    ["datetrunc(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), week)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), hour)", '2016-11-07T09:00:00'],
    ["datetrunc(datetime('now'), minute)", '2016-11-07T09:30:00'],
    ["datetrunc(datetime('now'), second)", '2016-11-07T09:30:10'],
    ['DATETRUNC(DATETIME("2020-03-01T10:00:00"), WEEK)', '2020-02-24T00:00:00'],
    ['DATETRUNC(DATETIME("2020-03-02"), week)', '2020-03-02T00:00:00'],
    ['DATETRUNC(DATETIME("2020-12-31T23:59:59"), quarter)', '2020-10-01T00:00:00'],
    ['DATETRUNC(DATETIME("2020-01-01T00:00:00.5"), second)', '2020-01-01T00:00:00'],
    ['DATETRUNC(DATETIME("2020-06-30"), Quarter,)', '2020-04-01T00:00:00'],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe("[EX4] LASTDAY is midnight of the unit's last day; weeks end on Sunday", () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ["lastday(datetime('now'), year)", '2016-12-31T00:00:00'],
    ["lastday(datetime('today'), month)", '2016-11-30T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
    ['LASTDAY(DATETIME("2020-02-10"), month)', '2020-02-29T00:00:00'],
    ['LASTDAY(DATETIME("2020-02-10"), quarter)', '2020-03-31T00:00:00'],
    ['LASTDAY(DATETIME("2020-11-30"), quarter)', '2020-12-31T00:00:00'],
    ['LASTDAY(DATETIME("2020-03-04T10:00:00"), week)', '2020-03-08T00:00:00'],
    ['LASTDAY(DATETIME("2020-03-08T10:00:00"), WEEK)', '2020-03-08T00:00:00'],
    ['LASTDAY(DATETIME("2020-03-08T10:00:00"), day)', '2020-03-08T00:00:00'],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[EX5] DATEDIFF counts days or years and serves as a DATEADD amount', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    [
      "DATEADD(DATETIME('2020-01-31'), DATEDIFF(DATETIME('2020-01-01'), DATETIME('2020-01-03')), month)",
      '2020-03-31T00:00:00',
    ],
    [
      "DATEADD(DATETIME('2020-01-01'), DATEDIFF(DATETIME('2018-06-01'), DATETIME('2020-01-01'), year), day)",
      '2020-01-03T00:00:00',
    ],
    [
      "DATEADD(DATETIME('2020-01-01'), DATEDIFF(DATETIME('2020-01-01'), DATETIME('2019-12-01'), day), day)",
      '2019-12-01T00:00:00',
    ],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[EX6] keywords are caseless, quotes single or double, and text after a whole expression is ignored', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ['DaTeAdD(dAtEtImE("today"), 1, DaY)', '2016-11-08T00:00:00'],
    ["DATETIME('today') and more", '2016-11-07T00:00:00'],
    ['  datetime("now")  ', '2016-11-07T09:30:10'],
    ['DATETRUNC ( DATETIME ( "now" ) , HOUR )', '2016-11-07T09:00:00'],
  ] as const)('%s evaluates to %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[EX7] malformed expressions are rejected', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    "DATEADD(DATETIME('today'), 1, fortnight)",
    'DATETIME',
    "DATETRUNC(DATETIME('today')",
    "LASTDAY(DATETIME('today'), hour)",
    "DATEADD(DATETIME('today'), one, day)",
    "DATEDIFF(DATETIME('2020-01-01'), DATETIME('2020-01-02'))",
  ])('%s', (expression) => {
    expect(() => evaluateDateExpression(expression, now)).toThrow(TimeRangeValueError);
  });

  it('names the position where reading stopped', () => {
    expect(() => evaluateDateExpression("DATEADD(DATETIME('today'), 1, fortnight)", now)).toThrow(
      /found 'fortnight'  \(at char 30\), \(line:1, col:31\)/,
    );
  });
});

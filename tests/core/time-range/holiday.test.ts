import { describe, expect, it } from 'vitest';
import { evaluateDateExpression } from '../../../src/core/time-range/expression';
import { findHoliday } from '../../../src/core/time-range/holiday';
import { isoformat, momentFromDate } from '../../../src/core/time-range/moment';
import { TimeRangeValueError } from '../../../src/core/time-range';

describe('[HO1] HOLIDAY finds the first official holiday whose name starts with the text, ignoring case', () => {
  const now = momentFromDate(new Date('2016-11-07T09:30:10Z'));
  it.each([
    ["holiday('Christmas')", '2016-12-25T00:00:00'],
    ['HOLIDAY("christmas")', '2016-12-25T00:00:00'],
    ["holiday('Labor day', datetime('2018-01-01T00:00:00'))", '2018-09-03T00:00:00'],
    ["holiday('Boxing day', datetime('2018-01-01T00:00:00'), 'UK')", '2018-12-26T00:00:00'],
    ["holiday('Boxing day', datetime('2018-01-01T00:00:00'), 'GB')", '2018-12-26T00:00:00'],
    ["holiday('Juneteenth', datetime('2022-01-01T00:00:00'), 'US')", '2022-06-19T00:00:00'],
    ["holiday('Independence Day', datetime('2022-01-01T00:00:00'), 'US')", '2022-07-04T00:00:00'],
    ["holiday('thanksgiving', datetime('2020-06-01'))", '2020-11-26T00:00:00'],
    ["holiday('new year', dateadd(datetime('today'), 1, year))", '2017-01-01T00:00:00'],
    ["HOLIDAY('Memorial', DATETIME('2019-01-01'), 'US',)", '2019-05-27T00:00:00'],
  ] as const)('%s is %s', (expression, expected) => {
    expect(isoformat(evaluateDateExpression(expression, now))).toBe(expected);
  });
});

describe('[HO2] observed-day substitutes are not holidays (observed=False)', () => {
  it('Christmas 2016 falls on a Sunday and stays there', () => {
    expect(isoformat(findHoliday('Christmas', 2016))).toBe('2016-12-25T00:00:00');
  });

  it('Juneteenth 2022 stays on the Sunday', () => {
    expect(isoformat(findHoliday('juneteenth', 2022, 'US'))).toBe('2022-06-19T00:00:00');
  });

  it('observances such as Christmas Eve are not official holidays', () => {
    expect(() => findHoliday('Christmas Eve', 2016)).toThrow(TimeRangeValueError);
  });
});

describe('[HO3] an unknown holiday is an error naming it', () => {
  it('says which holiday was not found', () => {
    expect(() => findHoliday('Festivus', 2016)).toThrow('Unable to find such a holiday: [Festivus]');
  });

  it('an unknown country has no holidays', () => {
    expect(() => findHoliday('Christmas', 2016, 'XX')).toThrow(TimeRangeValueError);
  });
});

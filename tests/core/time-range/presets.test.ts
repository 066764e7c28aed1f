import { describe, expect, it } from 'vitest';
import {
  CALENDAR_RANGE_OPTIONS,
  COMMON_RANGE_OPTIONS,
  CURRENT_RANGE_OPTIONS,
  FRAME_DEFAULTS,
  guessFrame,
  LAST_N_DAYS_OPTIONS,
  OTHER_RANGE_OPTIONS,
} from '../../../src/core/time-range';
import { resolve } from './resolve';

const now = new Date('2016-11-09T09:30:10Z');

describe('[PR1] preset lists (spec 002 §9)', () => {
  it('Last N days: 7, 14, 30, 60, 90 and 365', () => {
    expect(LAST_N_DAYS_OPTIONS.map((o) => o.value)).toEqual([
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'Last 365 days',
    ]);
  });

  it('Last: day, week, month, quarter, year', () => {
    expect(COMMON_RANGE_OPTIONS.map((o) => o.value)).toEqual([
      'Last day',
      'Last week',
      'Last month',
      'Last quarter',
      'Last year',
    ]);
  });

  it('Previous: calendar week, month, quarter, year', () => {
    expect(CALENDAR_RANGE_OPTIONS.map((o) => o.value)).toEqual([
      'previous calendar week',
      'previous calendar month',
      'previous calendar quarter',
      'previous calendar year',
    ]);
  });

  it('Current: day, week, month, quarter, year', () => {
    expect(CURRENT_RANGE_OPTIONS.map((o) => o.label)).toEqual([
      'Current day',
      'Current week',
      'Current month',
      'Current quarter',
      'Current year',
    ]);
  });

  it('Options: today, yesterday and the to-date periods', () => {
    expect(OTHER_RANGE_OPTIONS.map((o) => o.label)).toEqual([
      'today',
      'yesterday',
      'week-to-date',
      'month-to-date',
      'quarter-to-date',
      'year-to-date',
    ]);
  });

  it('invalid frame values reset to Last week for Common and previous calendar week for Calendar', () => {
    expect(FRAME_DEFAULTS.Common).toBe('Last week');
    expect(FRAME_DEFAULTS.Calendar).toBe('previous calendar week');
  });
});

describe('[PR2] every preset resolves', () => {
  it.each([
    ['today : tomorrow', '2016-11-09T00:00:00', '2016-11-10T00:00:00'],
    ['yesterday : today', '2016-11-08T00:00:00', '2016-11-09T00:00:00'],
    ["DATETRUNC(DATETIME('today'), week) : now", '2016-11-07T00:00:00', '2016-11-09T09:30:10'],
    ["DATETRUNC(DATETIME('today'), month) : now", '2016-11-01T00:00:00', '2016-11-09T09:30:10'],
    ["DATETRUNC(DATETIME('today'), quarter) : now", '2016-10-01T00:00:00', '2016-11-09T09:30:10'],
    ["DATETRUNC(DATETIME('today'), year) : now", '2016-01-01T00:00:00', '2016-11-09T09:30:10'],
    ['Last 14 days', '2016-10-26T00:00:00', '2016-11-09T00:00:00'],
    ['Last 365 days', '2015-11-10T00:00:00', '2016-11-09T00:00:00'],
  ] as const)('%s', (timeRange, since, until) => {
    expect(resolve({ timeRange, now })).toEqual([since, until]);
  });

  it.each([
    ...COMMON_RANGE_OPTIONS,
    ...CALENDAR_RANGE_OPTIONS,
    ...CURRENT_RANGE_OPTIONS,
    ...LAST_N_DAYS_OPTIONS,
    ...OTHER_RANGE_OPTIONS,
  ])('$value has both ends', ({ value }) => {
    const [since, until] = resolve({ timeRange: value, now });
    expect(since < until).toBe(true);
  });
});

describe('[PR3] the frame is guessed from the value', () => {
  it.each([
    ['Last week', 'Common'],
    ['Last 30 days', 'Common'],
    ['previous calendar quarter', 'Calendar'],
    ['Current year', 'Current'],
    ['yesterday : today', 'Options'],
    ['No filter', 'No filter'],
    ['2020-01-01T00:00:00 : now', 'Custom'],
    ['Last 3 weeks', 'Advanced'],
    ["DATEADD(DATETIME('now'), -1, day) : now", 'Advanced'],
  ] as const)('%s opens %s', (value, frame) => {
    expect(guessFrame(value, now)).toBe(frame);
  });
});

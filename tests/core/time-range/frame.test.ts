import { describe, expect, it } from 'vitest';
import {
  decodeCustomRange,
  defaultTimeRange,
  frameOptions,
  isCustomRangeText,
  openTimeRange,
  splitAdvancedRange,
  TIME_RANGE_FRAMES,
  valueForFrame,
} from '../../../src/core/time-range';
import { resolve } from './resolve';

const now = new Date('2016-11-07T09:30:10Z');

describe('S2.02 the frames and their choices', () => {
  it('S2.02 lists the frames Common, Calendar, Current, Options, Advanced, Custom and No filter', () => {
    expect(TIME_RANGE_FRAMES).toEqual(['Common', 'Calendar', 'Current', 'Options', 'Advanced', 'Custom', 'No filter']);
  });

  it('S2.02 Common offers Last 7, 14, 30, 60, 90 and 365 days, then Last day, week, month, quarter and year', () => {
    expect(frameOptions('Common').map((o) => o.value)).toEqual([
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'Last 365 days',
      'Last day',
      'Last week',
      'Last month',
      'Last quarter',
      'Last year',
    ]);
  });

  it('S2.02 Calendar offers the previous calendar week, month, quarter and year', () => {
    expect(frameOptions('Calendar').map((o) => o.value)).toEqual([
      'previous calendar week',
      'previous calendar month',
      'previous calendar quarter',
      'previous calendar year',
    ]);
  });

  it('S2.02 Options offers today, yesterday and the to-date periods', () => {
    expect(frameOptions('Options').map((o) => o.label)).toEqual([
      'today',
      'yesterday',
      'week-to-date',
      'month-to-date',
      'quarter-to-date',
      'year-to-date',
    ]);
  });

  it('S2.02 Advanced, Custom and No filter have no preset choices', () => {
    expect([frameOptions('Advanced'), frameOptions('Custom'), frameOptions('No filter')]).toEqual([[], [], []]);
  });

  it.each([
    ['Last 90 days', 'Common', 'Last 90 days'],
    ['Last quarter', 'Common', 'Last quarter'],
    ['previous calendar month', 'Calendar', 'previous calendar month'],
    ['Current week', 'Current', 'Current week'],
    ['yesterday : today', 'Options', 'yesterday : today'],
    ['2020-01-01T00:00:00 : now', 'Custom', '2020-01-01T00:00:00 : now'],
    ['Last 3 weeks', 'Advanced', 'Last 3 weeks : '],
    ['DATEADD(DATETIME("today"), -1, year) : today', 'Advanced', 'DATEADD(DATETIME("today"), -1, year) : today'],
    ['No filter', 'No filter', 'No filter'],
  ] as const)('S2.02 %s opens in the %s frame as %s', (value, frame, shown) => {
    expect(openTimeRange(value, now)).toEqual({ frame, value: shown });
  });
});

describe('S2.06 invalid values reset to the frame default', () => {
  it.each([
    ['Common', 'Last 8 days', 'Last week'],
    ['Common', 'previous calendar week', 'Last week'],
    ['Calendar', 'Last week', 'previous calendar week'],
    ['Calendar', 'previous calendar fortnight', 'previous calendar week'],
    ['Current', 'Last week', 'Current day'],
    ['Options', 'Last week', 'today : tomorrow'],
    ['No filter', 'Last week', 'No filter'],
  ] as const)('S2.06 %s given %s shows %s', (frame, value, expected) => {
    expect(valueForFrame(frame, value, now)).toBe(expected);
  });

  it('S2.06 a value the frame holds is kept', () => {
    expect(valueForFrame('Common', 'Last 30 days', now)).toBe('Last 30 days');
    expect(valueForFrame('Calendar', 'previous calendar year', now)).toBe('previous calendar year');
  });

  it('S2.03 Advanced always holds the separator', () => {
    expect(valueForFrame('Advanced', 'Last week', now)).toBe('Last week : ');
    expect(valueForFrame('Advanced', 'previous calendar week', now)).toBe(' : ');
  });

  it('S2.04 Custom starts from the last 7 days to midnight today when the value is not a custom range', () => {
    expect(valueForFrame('Custom', 'Last week', now)).toBe(
      'DATEADD(DATETIME("2016-11-07T00:00:00"), -7, day) : 2016-11-07T00:00:00',
    );
    expect(resolve({ timeRange: valueForFrame('Custom', 'Last week', now), now })).toEqual([
      '2016-10-31T00:00:00',
      '2016-11-07T00:00:00',
    ]);
  });

  it('S2.04 Custom keeps a custom range, written to the second in UTC', () => {
    expect(valueForFrame('Custom', '2020-01-01T10:00:00Z : now', now)).toBe('2020-01-01T10:00:00 : now');
  });

  it('S2.06 the default comes from DEFAULT_TIME_FILTER, else No filter', () => {
    expect(defaultTimeRange({ DEFAULT_TIME_FILTER: 'Last week' })).toBe('Last week');
    expect(defaultTimeRange({})).toBe('No filter');
    expect(defaultTimeRange({ DEFAULT_TIME_FILTER: '' })).toBe('No filter');
    expect(defaultTimeRange({ DEFAULT_TIME_FILTER: 7 })).toBe('No filter');
  });

  it('S2.06 an empty value opens the default', () => {
    expect(openTimeRange('', now, 'Last week')).toEqual({ frame: 'Common', value: 'Last week' });
    expect(openTimeRange(null, now)).toEqual({ frame: 'No filter', value: 'No filter' });
  });
});

describe('S2.03 the Advanced frame reads and writes since and until', () => {
  it.each([
    ['Last week : ', { since: 'Last week', until: '' }],
    [' : now', { since: '', until: 'now' }],
    [
      'DATETIME("2020-01-01") : DATEADD(DATETIME("now"), 1, day)',
      { since: 'DATETIME("2020-01-01")', until: 'DATEADD(DATETIME("now"), 1, day)' },
    ],
    ['Last week', { since: 'Last week', until: '' }],
  ])('S2.03 %s splits into %o', (value, parts) => {
    expect(splitAdvancedRange(value)).toEqual(parts);
  });
});

describe('S2.08 a custom range text has exactly two parts, each ISO, NOW or TODAY', () => {
  it.each(['2020-01-01T00:00:00 : 2020-02-01T00:00:00', 'now : today', 'TODAY : 2020-02-01T00:00:00.5+02:00'])(
    'S2.08 %s is custom',
    (value) => {
      expect(isCustomRangeText(value)).toBe(true);
      expect(decodeCustomRange(value, now).matched).toBe(true);
    },
  );

  it.each([
    '2020-01-01T00:00:00 : 2020-02-01T00:00:00 : now',
    'now : now : now',
    '2020-01-01T00:00:00',
    '2020-01-01 : 2020-02-01',
    'yesterday : today',
    ' : now',
  ])('S2.08 %s is refused', (value) => {
    expect(isCustomRangeText(value)).toBe(false);
    expect(decodeCustomRange(value, now).matched).toBe(false);
  });

  it('S2.08 three parts open in the Advanced frame, not Custom', () => {
    expect(openTimeRange('now : today : now', now).frame).toBe('Advanced');
  });
});

import { describe, expect, it } from 'vitest';
import {
  decodeCustomRange,
  defaultCustomRange,
  encodeCustomRange,
  ISO8601_AND_CONSTANT,
  toAdvancedRange,
} from '../../../src/core/time-range';
import type { CustomRange } from '../../../src/core/time-range';
import { resolve } from './resolve';

const now = new Date('2016-11-07T09:30:10Z');

describe('[CR1] a custom range is two ISO date-times, NOW or TODAY split by " : "', () => {
  it.each([
    '2020-01-01T00:00:00',
    '2020-01-01T00:00:00.123',
    '2020-01-01T00:00:00Z',
    '2020-01-01T00:00:00+02:00',
    'now',
    'TODAY',
    'Now',
  ])('%s is accepted', (value) => {
    expect(ISO8601_AND_CONSTANT.test(value)).toBe(true);
  });

  it.each(['2020-01-01', '2020-01-01 00:00:00', 'yesterday', 'DATETIME("today")', '2020-01-01T00:00'])(
    '%s is not',
    (value) => {
      expect(ISO8601_AND_CONSTANT.test(value)).toBe(false);
    },
  );

  it('decodes both ends and their modes', () => {
    const { customRange, matched } = decodeCustomRange('2020-01-01T00:00:00 : now', now);
    expect(matched).toBe(true);
    expect(customRange).toMatchObject({
      sinceDatetime: '2020-01-01T00:00:00',
      sinceMode: 'specific',
      untilDatetime: 'now',
      untilMode: 'now',
    });
  });

  it('reads TODAY as the midnight mode', () => {
    expect(decodeCustomRange('TODAY : NOW', now).customRange).toMatchObject({ sinceMode: 'today', untilMode: 'now' });
  });

  it.each(['Last week', '2020-01-01 : 2020-02-01', 'DATEADD(DATETIME("now"), -7, day) : now', '2020-01-01T00:00:00'])(
    '%s is not custom and keeps the default fields',
    (value) => {
      const { customRange, matched } = decodeCustomRange(value, now);
      expect(matched).toBe(false);
      expect(customRange).toEqual(defaultCustomRange(now));
    },
  );
});

describe('[CR2] the default custom range is the last 7 days to midnight, in days', () => {
  it('is anchored on now', () => {
    expect(defaultCustomRange(now)).toEqual({
      sinceDatetime: '2016-10-31T00:00:00',
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilDatetime: '2016-11-07T00:00:00',
      untilMode: 'specific',
      untilGrain: 'day',
      untilGrainValue: 7,
      anchorMode: 'now',
      anchorValue: 'now',
    });
  });

  it('encodes to a range that resolves to those seven days', () => {
    const encoded = encodeCustomRange(defaultCustomRange(now), now);
    expect(encoded).toBe('DATEADD(DATETIME("2016-11-07T00:00:00"), -7, day) : 2016-11-07T00:00:00');
    expect(resolve({ timeRange: encoded, now })).toEqual(['2016-10-31T00:00:00', '2016-11-07T00:00:00']);
  });
});

describe('[CR3] encoding each pair of modes', () => {
  const base: CustomRange = {
    ...defaultCustomRange(now),
    sinceMode: 'specific',
    sinceDatetime: '2020-01-01T00:00:00',
    untilDatetime: '2020-02-01T00:00:00',
  };

  it.each([
    [{ sinceMode: 'specific', untilMode: 'specific' }, '2020-01-01T00:00:00 : 2020-02-01T00:00:00'],
    [{ sinceMode: 'now', untilMode: 'today' }, 'now : today'],
    [{ sinceMode: 'specific', untilMode: 'now' }, '2020-01-01T00:00:00 : now'],
    [
      { sinceMode: 'relative', untilMode: 'today', sinceGrainValue: 3, sinceGrain: 'week' },
      'DATEADD(DATETIME("today"), -3, week) : today',
    ],
    [
      { sinceMode: 'specific', untilMode: 'relative', untilGrainValue: 2, untilGrain: 'month' },
      '2020-01-01T00:00:00 : DATEADD(DATETIME("2020-01-01T00:00:00"), 2, month)',
    ],
    [
      {
        sinceMode: 'relative',
        untilMode: 'relative',
        sinceGrainValue: -1,
        sinceGrain: 'year',
        untilGrainValue: 1,
        untilGrain: 'day',
        anchorValue: '2020-06-01T00:00:00',
      },
      'DATEADD(DATETIME("2020-06-01T00:00:00"), -1, year) : DATEADD(DATETIME("2020-06-01T00:00:00"), 1, day)',
    ],
  ] as const)('%o encodes as %s', (patch, expected) => {
    expect(encodeCustomRange({ ...base, ...patch }, now)).toBe(expected);
  });

  it('writes a specific date-time to the second in UTC', () => {
    expect(encodeCustomRange({ ...base, sinceDatetime: '2020-01-01T10:20:30.999Z', untilMode: 'now' }, now)).toBe(
      '2020-01-01T10:20:30 : now',
    );
  });

  it('round-trips specific ends through decode', () => {
    const encoded = encodeCustomRange(base, now);
    expect(decodeCustomRange(encoded, now).customRange).toMatchObject({
      sinceDatetime: base.sinceDatetime,
      untilDatetime: base.untilDatetime,
    });
  });
});

describe('[CR4] the Advanced frame always holds the separator', () => {
  it.each([
    ['Last week', 'Last week : '],
    ['Next 3 days', ' : Next 3 days'],
    ['2020-01-01 : now', '2020-01-01 : now'],
    ['No filter', ' : '],
    ['previous calendar week', ' : '],
  ])('%s becomes %s', (value, expected) => {
    expect(toAdvancedRange(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveTimeRanges } from '../../../src/core/time-range';

const now = new Date('2016-11-07T09:30:10Z');

describe('[API1] resolveTimeRanges gives the items of GET /api/v1/time_range/', () => {
  it('wraps a plain string into a one-item list with shift null', () => {
    expect(resolveTimeRanges('Last day', now)).toEqual([
      { since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null },
    ]);
  });

  it('resolves a list with shifts, echoing each range and shift', () => {
    expect(resolveTimeRanges([{ timeRange: 'Last day' }, { timeRange: 'Last day', shift: '1 year ago' }], now)).toEqual(
      [
        { since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null },
        { since: '2015-11-06T00:00:00', until: '2015-11-07T00:00:00', timeRange: 'Last day', shift: '1 year ago' },
      ],
    );
  });

  it('prints an unbounded end as an empty string', () => {
    expect(resolveTimeRanges('No filter', now)).toEqual([
      { since: '', until: '', timeRange: 'No filter', shift: null },
    ]);
    expect(resolveTimeRanges(' : now', now)[0]).toMatchObject({ since: '', until: '2016-11-07T09:30:10' });
  });

  it('prints microseconds as Python isoformat does, only when not zero', () => {
    expect(resolveTimeRanges('2016-01-01T00:00:00.123456 : 2016-01-01T00:00:01.5', now)[0]).toMatchObject({
      since: '2016-01-01T00:00:00.123456',
      until: '2016-01-01T00:00:01.500000',
    });
  });

  it('keeps the time of day of now for hour ranges', () => {
    expect(resolveTimeRanges('Last hour', now)[0]).toMatchObject({
      since: '2016-11-07T08:30:10',
      until: '2016-11-07T09:30:10',
    });
  });

  it('uses today as the default end, never relative_end now', () => {
    expect(resolveTimeRanges('Last week', now)[0]).toMatchObject({
      since: '2016-10-31T00:00:00',
      until: '2016-11-07T00:00:00',
    });
  });

  it('throws for an unreadable range, leaving the wording to the caller', () => {
    expect(() => resolveTimeRanges('xxxxxxx : now', now)).toThrow('Cannot parse time string [xxxxxxx]');
  });
});

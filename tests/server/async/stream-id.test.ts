import { describe, expect, test } from 'vitest';
import {
  compareStreamIds,
  formatStreamId,
  nextStreamId,
  parseStreamId,
  streamIdGenerator,
} from '../../../server/async/stream-id';

describe('stream ids', () => {
  test('ids read as Redis writes them, a bare number meaning sequence 0', () => {
    expect(parseStreamId('1607477697866-0')).toEqual({ ms: 1607477697866, seq: 0 });
    expect(parseStreamId('1607477697866-12')).toEqual({ ms: 1607477697866, seq: 12 });
    expect(parseStreamId('42')).toEqual({ ms: 42, seq: 0 });
    for (const bad of ['', '-', '+', 'abc', '1-', '-1', '1-2-3', '1.5-0', '1607477697866-0; DEL x'])
      expect(parseStreamId(bad)).toBeNull();
  });

  test('last_id is incremented on its last digit, so reading from it excludes it', () => {
    expect(formatStreamId(nextStreamId({ ms: 1607477697866, seq: 0 }))).toBe('1607477697866-1');
    expect(formatStreamId(nextStreamId({ ms: 5, seq: 9 }))).toBe('5-10');
  });

  test('ids order by millisecond, then sequence', () => {
    expect(compareStreamIds({ ms: 1, seq: 5 }, { ms: 2, seq: 0 })).toBeLessThan(0);
    expect(compareStreamIds({ ms: 2, seq: 1 }, { ms: 2, seq: 0 })).toBeGreaterThan(0);
    expect(compareStreamIds({ ms: 2, seq: 1 }, { ms: 2, seq: 1 })).toBe(0);
  });

  test('generated ids always increase, even when the clock stalls or steps back', () => {
    const times = [1000, 1000, 1000, 999, 1001.7, 1001];
    const next = streamIdGenerator(() => times.shift() ?? 0);
    expect(Array.from({ length: 6 }, () => formatStreamId(next()))).toEqual([
      '1000-0',
      '1000-1',
      '1000-2',
      '1000-3',
      '1001-0',
      '1001-1',
    ]);
  });
});

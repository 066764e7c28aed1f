import { describe, expect, test } from 'vitest';
import { createDurationFormatter, formatDuration, getNumberFormatter } from '../../../src/core/format';

describe('createDurationFormatter', () => {
  const ms = createDurationFormatter();

  test.each([
    [0, '0ms'],
    [1000, '1s'],
    [1337, '1.3s'],
    [10500, '10.5s'],
    [60 * 1000, '1m'],
    [90 * 1000, '1m 30s'],
    [66000, '1m 6s'],
    [3600000, '1h'],
    [90061000, '1d 1h 1m 1s'],
    [400 * 86400000, '1y 35d'],
    [999, '999ms'],
    [0.4, '1ms'],
  ])('milliseconds %s read %s', (value, expected) => {
    expect(ms(value)).toBe(expected);
  });

  test.each([
    [0.5, '500ms'],
    [1, '1s'],
    [30, '30s'],
    [60, '1m'],
    [90, '1m 30s'],
  ])('with multiplier 1000, seconds %s read %s', (value, expected) => {
    expect(createDurationFormatter({ multiplier: 1000 })(value)).toBe(expected);
  });

  test('colon notation', () => {
    expect(createDurationFormatter({ colonNotation: true })(10500)).toBe('0:10.5');
  });

  test('zero seconds decimals', () => {
    expect(createDurationFormatter({ secondsDecimalDigits: 0 })(10500)).toBe('10s');
  });

  test('sub-milliseconds', () => {
    expect(createDurationFormatter({ formatSubMilliseconds: true })(100.40008)).toBe('100ms 400µs 80ns');
  });

  test('is the id duration_format', () => {
    expect(ms.id).toBe('duration_format');
  });
});

describe('registered duration formats', () => {
  test.each([
    ['DURATION', 66000, '1m 6s'],
    ['DURATION', 0, '0ms'],
    ['DURATION_SUB', 1.40008, '1ms 400µs 80ns'],
    ['DURATION_SUB', 100.40008, '100ms 400µs 80ns'],
    ['DURATION_SUB', 66000, '1m 6s'],
    ['DURATION_COL', 10500, '0:10.5'],
    ['DURATION_COL', 66000, '1:06'],
    ['DURATION_COL', 3723000, '1:02:03'],
    ['DURATION_COL', 500, '0:00.5'],
  ])('%s of %s is %s', (id, value, expected) => {
    expect(getNumberFormatter(id)(value)).toBe(expected);
  });

  test('a negative duration keeps one sign in front', () => {
    expect(getNumberFormatter('DURATION')(-66000)).toBe('-1m 6s');
  });
});

describe('formatDuration options', () => {
  test.each([
    [{ verbose: true }, 1000, '1 second'],
    [{ verbose: true }, 90000, '1 minute 30 seconds'],
    [{ verbose: true }, 0, '0 milliseconds'],
    [{ compact: true }, 90061000, '1d'],
    [{ unitCount: 2 }, 90061000, '1d 1h'],
    [{ separateMilliseconds: true }, 1337, '1s 337ms'],
    [{ millisecondsDecimalDigits: 2 }, 33.333, '33.33ms'],
    [{ keepDecimalsOnWholeSeconds: true }, 1000, '1.0s'],
    [{ secondsDecimalDigits: 3 }, 1337, '1.337s'],
  ])('%j of %s is %s', (options, value, expected) => {
    expect(formatDuration(value, options)).toBe(expected);
  });
});

// Outputs of Superset's own formatter library (@superset-ui/core, apache/superset superset-frontend/packages/
// superset-ui-core: test/number-format and test/time-format, and the app's setupFormatters), which Tessera's
// formatters must give too where Superset is not plainly broken.
import { describe, expect, test } from 'vitest';
import {
  createDurationFormatter,
  createMemoryFormatter,
  formatTime,
  getNumberFormatter,
  getTimeFormatter,
  TimeGranularity,
} from '../../../src/core/format';

describe("time formatter asked for no format gives smart date, as Superset's app sets it (setDefaultKey(SMART_DATE_ID))", () => {
  test.each([
    [0, '1970'],
    [999, '.999ms'],
    [Date.UTC(1970, 0, 1, 0, 0, 1), ':01s'],
    [Date.UTC(2018, 10, 18), 'Nov 18'],
    [Date.UTC(2020, 0, 1), '2020'],
    [Date.UTC(2020, 2, 1), 'March'],
    [Date.UTC(2020, 2, 15), 'Mar 15'],
    [Date.UTC(2020, 2, 3), 'Tue 03'],
    [Date.UTC(2020, 2, 3, 13), '01 PM'],
    [Date.UTC(2020, 2, 3, 13, 30), '01:30'],
  ])('formats %s as %s', (value, expected) => {
    for (const id of [undefined, null, '']) {
      expect(getTimeFormatter(id)(value)).toBe(expected);
      expect(formatTime(id, value)).toBe(expected);
    }
  });

  test("a granularity without a format still gives the grain's own format", () => {
    expect(formatTime(undefined, Date.UTC(2020, 4, 10), TimeGranularity.DATE)).toBe('2020-05-10');
    expect(formatTime(undefined, Date.UTC(2020, 4, 10), TimeGranularity.WEEK)).toBe('2020-05-10 — 2020-05-16');
  });
});

describe('number formats', () => {
  test("+, keeps its decimals: the example Superset's own option list gives (+12,345.432)", () => {
    expect(getNumberFormatter('+,')(12345.432)).toBe('+12,345.432');
    expect(getNumberFormatter('+,')(-12345.432)).toBe('-12,345.432');
    expect(getNumberFormatter('+,')(1234)).toBe('+1,234');
  });

  test('durations beyond 2^53 keep every digit of the years, as pretty-ms counts days in bigint', () => {
    expect(createDurationFormatter()(1e30)).toBe('31709791983764587887y 189d 8h 4m 52s');
    expect(createDurationFormatter()(2 ** 60)).toBe('36558901y 30d 21h 54m 7s');
  });

  test('an exact integer duration (bigint or digits) is split exactly, not through a double', () => {
    expect(createDurationFormatter()(12345678901234567890123n)).toBe('391478909856y 182d 7h 31m 30.1s');
    expect(createDurationFormatter()('12345678901234567890123')).toBe('391478909856y 182d 7h 31m 30.1s');
    expect(createDurationFormatter({ multiplier: 1000 })(12345678901234567890n)).toBe('391478909856y 182d 7h 31m 30s');
  });

  test('memory units switch where Superset switches: a value that rounds up to the base reads in the next unit', () => {
    expect(createMemoryFormatter()(999.9999)).toBe('1kB');
    expect(createMemoryFormatter({ binary: true })(999.9999)).toBe('1000B');
    expect(createMemoryFormatter({ binary: true })(1023.999)).toBe('1KiB');
  });
});

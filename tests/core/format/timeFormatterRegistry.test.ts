import { beforeEach, describe, expect, test } from 'vitest';
import {
  DEFAULT_D3_TIME_FORMAT,
  formatTime,
  formatTimeRange,
  getTimeFormatterForGranularity,
  PREVIEW_TIME,
  TimeFormats,
  TimeFormatterRegistry,
  TimeGranularity,
} from '../../../src/core/format';
import { freshModule } from '../../support/fresh';
import type * as Format from '../../../src/core/format';

describe('TimeFormatterRegistry', () => {
  test('creates and keeps a d3 formatter for an unknown id', () => {
    const registry = new TimeFormatterRegistry();
    const formatter = registry.get(TimeFormats.DATABASE_DATETIME);
    expect(formatter(PREVIEW_TIME)).toBe('2017-02-14 11:22:33');
    expect(registry.get(TimeFormats.DATABASE_DATETIME)).toBe(formatter);
  });

  test.each([undefined, null, ''])('falls back to the default key for %j', (id) => {
    const registry = new TimeFormatterRegistry();
    registry.setDefaultKey(TimeFormats.INTERNATIONAL_DATE);
    expect(registry.get(id)(PREVIEW_TIME)).toBe('14/02/2017');
  });

  test('a bare registry defaults to the database datetime format', () => {
    expect(new TimeFormatterRegistry().format(undefined, PREVIEW_TIME)).toBe('2017-02-14 11:22:33');
  });

  test('trims the format', () => {
    expect(new TimeFormatterRegistry().get(' %Y ')(PREVIEW_TIME)).toBe('2017');
  });

  test.each([
    [TimeFormats.US_DATE, '02/14/2017'],
    [TimeFormats.TIME, '11:22:33'],
    [TimeFormats.DATABASE_DATE, '2017-02-14'],
    [TimeFormats.DATABASE_DATETIME_REVERSE, '14-02-2017 11:22:33'],
  ])('.format(%s) gives %s', (id, expected) => {
    expect(new TimeFormatterRegistry().format(id, PREVIEW_TIME)).toBe(expected);
  });

  test('a partial locale changes only what it names', () => {
    const registry = new TimeFormatterRegistry();
    const days: [string, string, string, string, string, string, string] = [
      'Domingo',
      'Segunda',
      'Terça',
      'Quarta',
      'Quinta',
      'Sexta',
      'Sábado',
    ];
    registry.setD3Format({ days });
    expect(registry.d3Format).toEqual({ ...DEFAULT_D3_TIME_FORMAT, days });
    expect(registry.format('%a', PREVIEW_TIME)).toBe('Tue');
    expect(registry.format('%A', PREVIEW_TIME)).toBe('Terça');
    expect(registry.format('%b', PREVIEW_TIME)).toBe('Feb');
    expect(registry.format('%B', PREVIEW_TIME)).toBe('February');
  });
});

describe('getTimeFormatter', () => {
  // Each test reads, and sets the locale of, an app-wide registry of its own.
  let format: typeof Format;
  beforeEach(async () => {
    format = await freshModule(() => import('../../../src/core/format'));
  });

  test('returns the registry singleton', () => {
    expect(format.getTimeFormatterRegistry()).toBe(format.getTimeFormatterRegistry());
  });

  test.each([
    ['%d/%m/%Y', '14/02/2017'],
    ['%m/%d/%Y', '02/14/2017'],
    ['%Y-%m-%d', '2017-02-14'],
    ['%Y-%m-%d %H:%M:%S', '2017-02-14 11:22:33'],
    ['%d-%m-%Y %H:%M:%S', '14-02-2017 11:22:33'],
    ['%H:%M:%S', '11:22:33'],
  ])('%s formats PREVIEW_TIME as %s', (id, expected) => {
    expect(format.getTimeFormatter(id)(PREVIEW_TIME)).toBe(expected);
    expect(format.getTimeFormatter(id)(PREVIEW_TIME.getTime())).toBe(expected);
  });

  test.each([undefined, null, ''])(
    '%j gives smart date, the app default (Superset sets it in setupFormatters)',
    (id) => {
      expect(format.getTimeFormatter(id)(PREVIEW_TIME)).toBe(':33s');
      expect(format.formatTime(id, PREVIEW_TIME)).toBe(':33s');
    },
  );

  test('the adaptive formats are registered', () => {
    expect(format.getTimeFormatterRegistry().has('smart_date')).toBe(true);
    expect(format.getTimeFormatterRegistry().has('smart_date_detailed')).toBe(true);
    expect(format.getTimeFormatterRegistry().has('smart_date_verbose')).toBe(true);
  });

  test('the local! prefix formats in local time', () => {
    expect(format.getTimeFormatter('local!%m-%d %H:%M')(new Date(2019, 5, 18, 11, 23))).toBe('06-18 11:23');
    expect(format.getTimeFormatter('local!%Y').useLocalTime).toBe(true);
  });

  test('a new locale re-registers the adaptive formats', () => {
    format.setD3TimeFormat({
      months: [
        'Janeiro',
        'Fevereiro',
        'Março',
        'Abril',
        'Maio',
        'Junho',
        'Julho',
        'Agosto',
        'Setembro',
        'Outubro',
        'Novembro',
        'Dezembro',
      ],
    });
    expect(format.getTimeFormatter('smart_date')(new Date('2020-03-01'))).toBe('Março');
    expect(format.getTimeFormatter('%B')(new Date('2020-03-01'))).toBe('Março');
  });
});

describe('granularity', () => {
  const sunday = new Date(Date.UTC(2020, 4, 10));

  test('getTimeFormatterForGranularity', () => {
    expect(getTimeFormatterForGranularity(TimeGranularity.DATE)(sunday)).toBe('2020-05-10');
  });

  test.each([
    [TimeGranularity.DATE, sunday, '2020-05-10'],
    [TimeGranularity.SECOND, sunday, '2020-05-10 00:00:00'],
    [TimeGranularity.MINUTE, sunday, '2020-05-10 00:00'],
    [TimeGranularity.FIVE_MINUTES, sunday, '2020-05-10 00:00 — 2020-05-10 00:04'],
    [TimeGranularity.TEN_MINUTES, sunday, '2020-05-10 00:00 — 2020-05-10 00:09'],
    [TimeGranularity.FIFTEEN_MINUTES, sunday, '2020-05-10 00:00 — 2020-05-10 00:14'],
    [TimeGranularity.THIRTY_MINUTES, sunday, '2020-05-10 00:00 — 2020-05-10 00:29'],
    [TimeGranularity.HOUR, sunday, '2020-05-10 00:00'],
    [TimeGranularity.DAY, sunday, '2020-05-10'],
    [TimeGranularity.WEEK, sunday, '2020-05-10 — 2020-05-16'],
    [TimeGranularity.WEEK_STARTING_SUNDAY, sunday, '2020-05-10 — 2020-05-16'],
    [TimeGranularity.WEEK_STARTING_MONDAY, new Date(Date.UTC(2020, 4, 11)), '2020-05-11 — 2020-05-17'],
    [TimeGranularity.WEEK_ENDING_SUNDAY, sunday, '2020-05-04 — 2020-05-10'],
    [TimeGranularity.WEEK_ENDING_SATURDAY, new Date(Date.UTC(2020, 4, 9)), '2020-05-03 — 2020-05-09'],
    [TimeGranularity.MONTH, new Date(Date.UTC(2020, 3, 1)), 'Apr 2020'],
    [TimeGranularity.QUARTER, new Date(Date.UTC(2020, 3, 1)), '2020 Q2'],
    [TimeGranularity.YEAR, new Date(Date.UTC(2020, 0, 1)), '2020'],
  ])('formatTime(undefined, %s) reads %s', (granularity, date, expected) => {
    expect(formatTime(undefined, date, granularity)).toBe(expected);
  });

  test('formatTime with a format and a granularity', () => {
    expect(formatTime('%-m/%d', new Date(Date.UTC(2017, 4, 10)), TimeGranularity.WEEK)).toBe('5/10 — 5/16');
  });

  test('formatTime with a granularity reads epoch milliseconds', () => {
    expect(formatTime(undefined, sunday.getTime(), TimeGranularity.WEEK)).toBe('2020-05-10 — 2020-05-16');
  });

  test('formatTime without granularity', () => {
    expect(formatTime('%Y-%m-%d', PREVIEW_TIME)).toBe('2017-02-14');
  });
});

describe('formatTimeRange', () => {
  test('joins the two ends', () => {
    expect(formatTimeRange('%m-%d', [new Date(Date.UTC(2017, 1, 1)), new Date(Date.UTC(2017, 1, 2))])).toBe(
      '02-01 — 02-02',
    );
  });

  test('shows one value when both ends read the same', () => {
    expect(formatTimeRange('%m-%d', [new Date(Date.UTC(2017, 1, 1)), new Date(Date.UTC(2017, 1, 1, 10))])).toBe(
      '02-01',
    );
  });

  test('falls back to the default format, smart date in the app', () => {
    expect(formatTimeRange(undefined, [new Date(Date.UTC(2017, 1, 1)), new Date(Date.UTC(2017, 1, 2))])).toBe(
      'February — Thu 02',
    );
  });
});

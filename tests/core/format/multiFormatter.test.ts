import { describe, expect, test } from 'vitest';
import { createD3TimeFormatter, createMultiFormatter, PREVIEW_TIME, TimeFormats } from '../../../src/core/format';

describe('createMultiFormatter in local time', () => {
  const formatter = createMultiFormatter({ id: 'my_format', useLocalTime: true });
  test.each([
    [new Date(2018, 10, 20, 11, 22, 33, 100), '.100'],
    [new Date(2018, 10, 20, 11, 22, 33), ':33'],
    [new Date(2018, 10, 20, 11, 22), '11:22'],
    [new Date(2018, 10, 20, 11), '11 AM'],
    [new Date(2018, 10, 18), 'Nov 18'],
    [new Date(2018, 10, 20), 'Tue 20'],
    [new Date(2018, 10), 'November'],
    [new Date(2018, 0), '2018'],
  ])('%s reads %s', (date, expected) => {
    expect(formatter(date)).toBe(expected);
  });
});

describe('createMultiFormatter in UTC', () => {
  const formatter = createMultiFormatter({ id: 'utc_format' });
  test.each([
    [Date.UTC(2018, 10, 20, 11, 22, 33, 100), '.100'],
    [Date.UTC(2018, 10, 20, 11, 22, 33), ':33'],
    [Date.UTC(2018, 10, 20, 23, 22), '11:22'],
    [Date.UTC(2018, 10, 20, 23), '11 PM'],
    [Date.UTC(2018, 10, 18), 'Nov 18'],
    [Date.UTC(2018, 10, 20), 'Tue 20'],
    [Date.UTC(2018, 10), 'November'],
    [Date.UTC(2018, 0), '2018'],
  ])('%s reads %s', (epoch, expected) => {
    expect(formatter(epoch)).toBe(expected);
  });

  test('carries id and label', () => {
    const labelled = createMultiFormatter({ id: 'x', label: 'Ex' });
    expect(labelled.id).toBe('x');
    expect(labelled.label).toBe('Ex');
    expect(labelled.useLocalTime).toBe(false);
  });
});

describe('createD3TimeFormatter', () => {
  test('requires config.formatString', () => {
    // @ts-expect-error: config left out on purpose
    expect(() => createD3TimeFormatter()).toThrow();
    // @ts-expect-error: formatString left out on purpose
    expect(() => createD3TimeFormatter({})).toThrow();
  });

  test('formats in UTC by default', () => {
    expect(createD3TimeFormatter({ formatString: TimeFormats.DATABASE_DATETIME })(PREVIEW_TIME)).toBe(
      '2017-02-14 11:22:33',
    );
  });

  test('local time shifts by the timezone offset and prefixes the id', () => {
    const local = createD3TimeFormatter({ formatString: TimeFormats.DATABASE_DATETIME, useLocalTime: true });
    const utc = createD3TimeFormatter({ formatString: TimeFormats.DATABASE_DATETIME });
    const offset = PREVIEW_TIME.getTimezoneOffset();
    expect(local(PREVIEW_TIME)).toBe(utc(new Date(PREVIEW_TIME.getTime() - offset * 60000)));
    expect(local.id).toBe('local!%Y-%m-%d %H:%M:%S');
  });

  test('supports a locale', () => {
    const th = createD3TimeFormatter({
      formatString: '%c',
      locale: {
        dateTime: '%a %e %b %Y %X',
        date: '%d/%m/%Y',
        time: '%H:%M:%S',
        periods: ['AM', 'PM'],
        days: ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัส', 'วันศุกร์', 'วันเสาร์'],
        shortDays: ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ', 'ศ.', 'ส.'],
        months: [
          'มกราคม',
          'กุมภาพันธ์',
          'มีนาคม',
          'เมษายน',
          'พฤษภาคม',
          'มิถุนายน',
          'กรกฎาคม',
          'สิงหาคม',
          'กันยายน',
          'ตุลาคม',
          'พฤศจิกายน',
          'ธันวาคม',
        ],
        shortMonths: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
      },
    });
    expect(th(new Date(Date.UTC(2015, 11, 20)))).toBe('อา. 20 ธ.ค. 2015 00:00:00');
  });
});

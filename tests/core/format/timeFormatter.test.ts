import { describe, expect, test } from 'vitest';
import { createTimeFormatter, PREVIEW_TIME, toDate } from '../../../src/core/format';

const yearOnly = createTimeFormatter({ id: 'year_only', formatFunc: (value) => `${value.getUTCFullYear()}` });

describe('createTimeFormatter', () => {
  test('requires config.id', () => {
    // @ts-expect-error: id left out on purpose
    expect(() => createTimeFormatter({ formatFunc: () => 'test' })).toThrow();
  });

  test('requires config.formatFunc', () => {
    // @ts-expect-error: formatFunc left out on purpose
    expect(() => createTimeFormatter({ id: 'my_format' })).toThrow();
  });

  test('the formatter is a function that formats', () => {
    expect(yearOnly(PREVIEW_TIME)).toBe('2017');
    expect(yearOnly(PREVIEW_TIME)).toBe(yearOnly.format(PREVIEW_TIME));
  });
});

describe('.format(value)', () => {
  test.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [PREVIEW_TIME, '2017'],
    [PREVIEW_TIME.getTime(), '2017'],
    [BigInt(PREVIEW_TIME.getTime()), '2017'],
    [PREVIEW_TIME.getTime().toString(), '2017'],
    ['2017-02-14T11:22:33.000Z', '2017'],
    ['2017', '2017'],
    ['20260903', '20260903'],
    ['202609', '202609'],
    ['5', '5'],
    ['00:01:54', '00:01:54'],
    [Number.NaN, 'NaN'],
  ])('%s reads %s', (value, expected) => {
    expect(yearOnly.format(value)).toBe(expected);
  });
});

describe('toDate', () => {
  test('reads epoch milliseconds', () => {
    expect(toDate(0)).toEqual(new Date(0));
  });

  test('keeps a Date as it is', () => {
    expect(toDate(PREVIEW_TIME)).toBe(PREVIEW_TIME);
  });
});

describe('.preview(value)', () => {
  test('compares the value before and after formatting', () => {
    expect(yearOnly.preview(new Date(Date.UTC(2018, 10, 21, 22, 11, 44)))).toBe(
      'Wed, 21 Nov 2018 22:11:44 GMT => 2018',
    );
  });

  test('uses PREVIEW_TIME when no value is given', () => {
    expect(yearOnly.preview()).toBe('Tue, 14 Feb 2017 11:22:33 GMT => 2017');
  });
});

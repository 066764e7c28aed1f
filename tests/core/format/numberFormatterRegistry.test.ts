import { beforeEach, describe, expect, test } from 'vitest';
import {
  createNumberFormatter,
  formatNumber,
  getNumberFormatter,
  getNumberFormatterRegistry,
  NumberFormats,
  NumberFormatterRegistry,
} from '../../../src/core/format';
import { freshModule } from '../../support/fresh';
import type * as Format from '../../../src/core/format';

describe('NumberFormatterRegistry', () => {
  test('has SMART_NUMBER as its default key', () => {
    expect(new NumberFormatterRegistry().getDefaultKey()).toBe(NumberFormats.SMART_NUMBER);
  });

  test('creates, keeps and returns a d3 formatter for an unknown id', () => {
    const registry = new NumberFormatterRegistry();
    const formatter = registry.get('.2f');
    expect(formatter(100)).toBe('100.00');
    expect(registry.get('.2f')).toBe(formatter);
    expect(registry.has('.2f')).toBe(true);
  });

  test.each([undefined, null, ''])('falls back to the default key for %j', (id) => {
    const registry = new NumberFormatterRegistry();
    registry.setDefaultKey('.1f');
    expect(registry.get(id)(100)).toBe('100.0');
  });

  test.each([' .2f', '.2f ', ' .2f '])('trims %j', (id) => {
    expect(new NumberFormatterRegistry().get(id)(100)).toBe('100.00');
  });

  test('.format(id, value)', () => {
    const registry = new NumberFormatterRegistry();
    expect(registry.format('.2f', 100)).toBe('100.00');
    expect(registry.format(',d', 100)).toBe('100');
    expect(registry.format(undefined, 1000)).toBe('1k');
  });

  test('plugins can register their own formatters', () => {
    const registry = new NumberFormatterRegistry();
    registry.registerValue('TWICE', createNumberFormatter({ id: 'TWICE', formatFunc: (v) => String(v * 2) }));
    expect(registry.get('TWICE')(21)).toBe('42');
    expect(registry.keys()).toContain('TWICE');
  });
});

describe('getNumberFormatter', () => {
  test('returns the registry singleton', () => {
    expect(getNumberFormatterRegistry()).toBeInstanceOf(NumberFormatterRegistry);
    expect(getNumberFormatterRegistry()).toBe(getNumberFormatterRegistry());
  });

  test.each([
    ['.3s', 12345, '12.3k'],
    ['xkcd', 12345, '12345 (Invalid format: xkcd)'],
    [',d', 100, '100'],
    ['.2f', 100, '100.00'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.2%', 12345.432, '1234543.20%'],
    ['.3%', 12345.432, '1234543.200%'],
    ['.4r', 12345.432, '12350'],
    [',.1f', 12345.432, '12,345.4'],
    [',.3f', 12345.432, '12,345.432'],
    ['$,.2f', 12345.432, '$12,345.43'],
    ['.1s', 12345.432, '10k'],
    ['~g', 12345.432, '12345.4'],
    [',d', 12345.432, '12,345'],
  ])('%s formats %s as %s', (id, value, expected) => {
    expect(getNumberFormatter(id)(value)).toBe(expected);
  });

  test.each([undefined, null, ''])('%j gives SMART_NUMBER', (id) => {
    expect(getNumberFormatter(id).id).toBe('SMART_NUMBER');
    expect(getNumberFormatter(id)(100)).toBe('100');
    expect(getNumberFormatter(id)(1000)).toBe('1k');
  });

  test('formatNumber', () => {
    expect(formatNumber('.3s', 12345)).toBe('12.3k');
    expect(formatNumber(undefined, 1000)).toBe('1k');
  });
});

describe('legacy format shims', () => {
  test.each([
    [',0', 1234.56789, '1,234.5679'],
    ['null', 1234.56789, '1,234.5679'],
    ['.', 1234.56789, '1234.5679'],
    [',#', 1234.5, '1,234.5'],
    [',.', 1234.5, '1,234.5'],
    [',0s', 1234.5, '1,234.5'],
    [',2f', 1234.5, '1,234.5'],
    [',g', 1234.5, '1,234.5'],
    ['.r', 1234.5, '1234.5'],
    ['%', 0.256, '26%'],
    ['0%', 0.256, '26%'],
    ['1%', 0.256, '26%'],
    ['3%', 0.256, '26%'],
    ['%%%', 0.256, '26%'],
    [',%', 12.3456, '1,235%'],
    ['+,%', 12.3456, '+1,235%'],
    ['.1%f', 0.256, '25.6%'],
    ['.0%f', 0.256, '25.6%'],
    [',f', 1234.6, '1,235'],
    ['0f', 1234.6, '1,235'],
    ['f', 1234.6, '1,235'],
    [',0f', 1234.6, '1,235'],
    [',r', 1234.5, '1,234.5000'],
    ['$,f', 1234.6, '$1,235'],
    ['$f', 1234.6, '$1,235'],
    ['$,.0', 1234.6, '$1,235'],
    ['$,.1', 1234.5, '$1,234.5'],
    ['$,0', 1234.5, '$1,234.5000'],
    ['$,0f', 1234.5, '$1,234.5000'],
    ['$,.f', 1234.5, '$1,234.5000'],
    ['+,', 1234.6, '+1,234.6'],
    ['int', 1234.6, '1,235'],
  ])('%j formats %s as %s', (id, value, expected) => {
    expect(getNumberFormatter(id)(value)).toBe(expected);
  });
});

describe('setD3Format', () => {
  // Each test sets the locale of, and registers into, an app-wide registry of its own.
  let format: typeof Format;
  beforeEach(async () => {
    format = await freshModule(() => import('../../../src/core/format'));
  });

  test('sets a whole locale', () => {
    format.setD3Format({ decimal: ';', thousands: '-', currency: ['€', ''], grouping: [2] });
    expect(format.getNumberFormatter('$,.2f')(12345.67)).toBe('€1-23-45;67');
  });

  test('fills unspecified parts from the default', () => {
    format.setD3Format({ currency: ['€', ''] });
    expect(format.getNumberFormatter('$,.1f')(12345.67)).toBe('€12,345.7');
  });

  test('re-registers the shims under the new locale', () => {
    format.setD3Format({ decimal: ',', thousands: '.' });
    expect(format.getNumberFormatter(',0')(1234.5)).toBe('1.234,5');
  });

  test('starts from the default locale with no formatter registered by a plugin', () => {
    expect(format.getNumberFormatter('$,.2f')(12345.67)).toBe('$12,345.67');
    expect(format.getNumberFormatterRegistry().has('KEEP')).toBe(false);
  });

  test('keeps formatters registered by plugins', () => {
    format
      .getNumberFormatterRegistry()
      .registerValue('KEEP', format.createNumberFormatter({ id: 'KEEP', formatFunc: () => 'kept' }));
    format.setD3Format({ currency: ['€', ''] });
    expect(format.getNumberFormatter('KEEP')(1)).toBe('kept');
  });
});

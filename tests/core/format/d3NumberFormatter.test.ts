import { describe, expect, test } from 'vitest';
import { createD3NumberFormatter } from '../../../src/core/format';

describe('createD3NumberFormatter', () => {
  test('requires config.formatString', () => {
    // @ts-expect-error: formatString left out on purpose
    expect(() => createD3NumberFormatter({})).toThrow();
  });

  test('uses the format string as id', () => {
    expect(createD3NumberFormatter({ formatString: '.2f' }).id).toBe('.2f');
  });

  test('formats with d3-format', () => {
    expect(createD3NumberFormatter({ formatString: '.2f' })(100)).toBe('100.00');
  });

  test('an invalid format string prints the value and the error', () => {
    const formatter = createD3NumberFormatter({ formatString: 'i-am-groot' });
    expect(formatter(12345.67)).toBe('12345.67 (Invalid format: i-am-groot)');
    expect(formatter.isInvalid).toBe(true);
  });

  test('an invalid format string prints huge integers whole', () => {
    const formatter = createD3NumberFormatter({ formatString: 'i-am-groot' });
    expect(formatter(9007199254740993n)).toBe('9007199254740993 (Invalid format: i-am-groot)');
  });

  test('sets label and description', () => {
    const formatter = createD3NumberFormatter({
      formatString: '.2f',
      label: 'float formatter',
      description: 'lorem ipsum',
    });
    expect(formatter.label).toBe('float formatter');
    expect(formatter.description).toBe('lorem ipsum');
  });

  test('supports a locale with another currency', () => {
    const formatter = createD3NumberFormatter({
      formatString: '$.2f',
      locale: { decimal: '.', thousands: ',', grouping: [3], currency: ['€', ''] },
    });
    expect(formatter(200)).toBe('€200.00');
  });

  test('uses the ASCII hyphen-minus for negative numbers', () => {
    const result = createD3NumberFormatter({ formatString: ',d' })(-1234);
    expect(result).toBe('-1,234');
    expect(result.charCodeAt(0)).toBe(45);
  });

  test('formats negative decimals', () => {
    expect(createD3NumberFormatter({ formatString: ',.2f' })(-1234.5)).toBe('-1,234.50');
  });
});

import { formatLocale } from 'd3-format';
import type { FormatLocaleDefinition } from 'd3-format';
import { createExactIntegerFormat } from './exactInteger';
import { createNumberFormatter } from './numberFormatter';
import type { NumberFormatFunction, NumberFormatter } from './numberFormatter';
import { DEFAULT_D3_FORMAT } from './numberLocale';

/** What `createD3NumberFormatter` needs. */
export interface D3NumberFormatterConfig {
  formatString: string;
  label?: string;
  description?: string;
  locale?: FormatLocaleDefinition;
}

/** A formatter for a d3-format specifier; an invalid one prints "<value> (Invalid format: <spec>)". */
export function createD3NumberFormatter(config: D3NumberFormatterConfig): NumberFormatter {
  const { formatString, label, description } = config;
  if (typeof formatString !== 'string') throw new Error('config.formatString is required');
  const locale = config.locale ?? DEFAULT_D3_FORMAT;
  try {
    const formatFunc: NumberFormatFunction = formatLocale(locale).format(formatString);
    const formatExactInteger = createExactIntegerFormat(formatString, locale);
    return createNumberFormatter({ id: formatString, label, description, formatFunc, formatExactInteger });
  } catch {
    const invalid = (value: number | bigint) => `${value} (Invalid format: ${formatString})`;
    return createNumberFormatter({
      id: formatString,
      label,
      description,
      formatFunc: invalid,
      formatExactInteger: invalid,
      isInvalid: true,
    });
  }
}

import { formatLocale } from 'd3-format';
import { createNumberFormatter } from './numberFormatter';
import type { NumberFormatter } from './numberFormatter';
import { DEFAULT_D3_FORMAT } from './numberLocale';

/** What `createSiAtMostNDigitFormatter` accepts. */
export interface SiAtMostNDigitFormatterConfig {
  n?: number;
  id?: string;
  label?: string;
  description?: string;
}

/** SI format with n significant digits, dropping trailing zeros only when there is no SI suffix. */
export function createSiAtMostNDigitFormatter(config: SiAtMostNDigitFormatterConfig = {}): NumberFormatter {
  const { n = 3, description } = config;
  const si = formatLocale(DEFAULT_D3_FORMAT).format(`.${n}s`);
  return createNumberFormatter({
    id: config.id ?? `si_at_most_${n}_digit`,
    label: config.label ?? `SI with at most ${n} significant digits`,
    description,
    formatFunc: (value) => {
      const text = si(value);
      return /\d$/.test(text) ? parseFloat(text).toString() : text;
    },
  });
}

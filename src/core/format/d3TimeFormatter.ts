import { timeFormatLocale } from 'd3-time-format';
import type { TimeLocaleDefinition } from 'd3-time-format';
import { createTimeFormatter } from './timeFormatter';
import type { TimeFormatter } from './timeFormatter';
import { LOCAL_PREFIX } from './timeFormats';
import { DEFAULT_D3_TIME_FORMAT } from './timeLocale';

/** What `createD3TimeFormatter` needs. */
export interface D3TimeFormatterConfig {
  formatString: string;
  label?: string;
  description?: string;
  locale?: TimeLocaleDefinition;
  useLocalTime?: boolean;
}

/** A formatter for a d3-time-format specifier, in UTC unless `useLocalTime`. */
export function createD3TimeFormatter(config: D3TimeFormatterConfig): TimeFormatter {
  const { formatString, label, description, useLocalTime = false } = config;
  if (typeof formatString !== 'string') throw new Error('config.formatString is required');
  const locale = timeFormatLocale(config.locale ?? DEFAULT_D3_TIME_FORMAT);
  return createTimeFormatter({
    id: useLocalTime ? `${LOCAL_PREFIX}${formatString}` : formatString,
    label,
    description,
    useLocalTime,
    formatFunc: useLocalTime ? locale.format(formatString) : locale.utcFormat(formatString),
  });
}

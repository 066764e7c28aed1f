import { formatLocale } from 'd3-format';
import { createNumberFormatter } from './numberFormatter';
import type { NumberFormatter } from './numberFormatter';
import { DEFAULT_D3_FORMAT } from './numberLocale';
import { NumberFormats } from './numberFormats';

const locale = formatLocale(DEFAULT_D3_FORMAT);
const si = locale.format('.3~s');
const twoDecimals = locale.format('.2~f');
const fourDecimals = locale.format('.4~f');

function formatSmart(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  // Readers know billions (B) better than giga (G).
  if (magnitude >= 1000) return si(value).replace('G', 'B');
  if (magnitude >= 1) return twoDecimals(value);
  if (magnitude >= 0.001) return fourDecimals(value);
  if (magnitude > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

/** What `createSmartNumberFormatter` accepts. */
export interface SmartNumberFormatterConfig {
  signed?: boolean;
  id?: string;
  label?: string;
  description?: string;
}

/** The adaptive formatter: SI above 1000, 2 or 4 decimals below, µ for millionths; `signed` adds '+'. */
export function createSmartNumberFormatter(config: SmartNumberFormatterConfig = {}): NumberFormatter {
  const { signed = false, description } = config;
  return createNumberFormatter({
    id: config.id ?? (signed ? NumberFormats.SMART_NUMBER_SIGNED : NumberFormats.SMART_NUMBER),
    label: config.label ?? 'Adaptive formatter',
    description,
    formatFunc: (value) => `${signed && value > 0 ? '+' : ''}${formatSmart(value)}`,
  });
}

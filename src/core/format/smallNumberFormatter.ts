import type { NumberFormatter } from './numberFormatter';
import { getNumberFormatter } from './numberFormatterRegistry';

/**
 * The formatter a table column uses for small numbers: its small-number format when one is set
 * (blank, null or whitespace mean none), else the column's own formatter.
 */
export function getSmallNumberFormatter(
  defaultFormatter: NumberFormatter | undefined,
  smallNumberFormat: string | null | undefined,
): NumberFormatter | undefined {
  const format = smallNumberFormat?.trim();
  return format ? getNumberFormatter(format) : defaultFormatter;
}

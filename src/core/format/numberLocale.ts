import type { FormatLocaleDefinition } from 'd3-format';

/** The d3 number locale: US separators and an ASCII minus (d3-format v3 would print U+2212). */
export const DEFAULT_D3_FORMAT: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

/** Fills the parts of a locale that `partial` leaves out from the default. */
export function completeNumberLocale(partial: Partial<FormatLocaleDefinition> = {}): FormatLocaleDefinition {
  return { ...DEFAULT_D3_FORMAT, ...partial };
}

/** The advanced controls' models (X9.02, X9.08, X9.11, X14.12): collection moves, metric-or-fixed values, column config lists. */
import type { ControlChoice } from '../chart-plugin';

/** `items` with the item at `from` moved to `to`; the same array when either place is outside it (X9.02). */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = items.slice();
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** `items` less the one at `index` (X9.02). */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** A metric-or-fixed-number value: a fixed number, or a metric (a saved metric's name or an ad-hoc metric). */
export type FixedOrMetric = { type: 'fix'; value: number } | { type: 'metric'; value: unknown };

/** A new control's value: fixed 5 (X9.08). */
export const FIXED_OR_METRIC_DEFAULT: FixedOrMetric = Object.freeze({ type: 'fix', value: 5 });
/** The fixed number used when the saved one is no number (X9.08). */
export const FIXED_VALUE_FALLBACK = 100;

/** A saved value read as a metric-or-fixed-number value: none is the default, a fixed value that is no number is 100. */
export function fixedOrMetricOf(value: unknown): FixedOrMetric {
  if (typeof value !== 'object' || value === null) return { ...FIXED_OR_METRIC_DEFAULT };
  const v = value as { type?: unknown; value?: unknown };
  if (v.type === 'metric') return { type: 'metric', value: v.value ?? null };
  const n = typeof v.value === 'number' ? v.value : typeof v.value === 'string' ? Number(v.value) : Number.NaN;
  return { type: 'fix', value: v.value !== '' && Number.isFinite(n) ? n : FIXED_VALUE_FALLBACK };
}

/** Columns listed before 'Show all columns' when there are more than COLUMN_CONFIG_COLLAPSE_ABOVE (D16.11). */
export const COLUMN_CONFIG_SHOWN = 10;
export const COLUMN_CONFIG_COLLAPSE_ABOVE = 12;

/** The column configs listed, and how many more an expand shows (D16.11). */
export function shownColumnConfigs<T>(columns: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || columns.length <= COLUMN_CONFIG_COLLAPSE_ABOVE) return { shown: columns.slice(), hidden: 0 };
  return { shown: columns.slice(0, COLUMN_CONFIG_SHOWN), hidden: columns.length - COLUMN_CONFIG_SHOWN };
}

/** Fraction digits run 0–100, whole (D16.12); 100, the default, means no rounding. */
export const FRACTION_DIGITS_MIN = 0;
export const FRACTION_DIGITS_MAX = 100;

/** A typed fraction-digit count within 0–100; what is no number is the default 100. */
export function clampFractionDigits(n: number): number {
  if (!Number.isFinite(n)) return FRACTION_DIGITS_MAX;
  return Math.min(FRACTION_DIGITS_MAX, Math.max(FRACTION_DIGITS_MIN, Math.floor(n)));
}

/** The Y-axis format choices: percent formats only when the comparison type is percentage (X14.12). */
export function yAxisFormatChoices(
  choices: readonly ControlChoice[],
  comparisonType: unknown,
): readonly ControlChoice[] {
  if (comparisonType !== 'percentage') return choices;
  return choices.filter(([value]) => typeof value === 'string' && value.includes('%'));
}

/** Conditional formatting: a rule per column whose cell background deepens with how far a value passes its target. */
import { addAlpha } from '../../../core/color';
import type { Comparator, ConditionalFormattingRule, TableRows } from '../../model';
import { toNumber } from '../xy/data';

export const COMPARATORS: Comparator[] = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'];
export const MULTIPLE_VALUE_COMPARATORS: Comparator[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];

/** The spec's colour choices, with the theme colours Superset maps them to. */
export const FORMATTING_COLORS = { green: '#5AC189', yellow: '#FCC700', red: '#E04355' } as const;

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

/** Opacity grows linearly from the cutoff to the most extreme value, rounded to two decimals. */
export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  min = MIN_OPACITY_BOUNDED,
  max = MAX_OPACITY,
): number {
  if (extreme === cutoff) return max;
  return Math.round((Math.abs(((max - min) / (extreme - cutoff)) * (value - cutoff)) + min) * 100) / 100;
}

function colorOf(scheme: string | undefined): string {
  if (!scheme) return FORMATTING_COLORS.green;
  return (FORMATTING_COLORS as Record<string, string>)[scheme] ?? scheme;
}

/** The validation messages of the formatter popover, per field; empty when the rule is valid. */
export function validateRule(rule: ConditionalFormattingRule): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!rule.column) errors.column = 'Required';
  if (!rule.colorScheme) errors.colorScheme = 'Required';
  if (!rule.operator) errors.operator = 'Required';
  if (rule.operator && MULTIPLE_VALUE_COMPARATORS.includes(rule.operator)) {
    if (rule.targetValueLeft === undefined) errors.targetValueLeft = 'Required';
    if (rule.targetValueRight === undefined) errors.targetValueRight = 'Required';
    if (
      rule.targetValueLeft !== undefined &&
      rule.targetValueRight !== undefined &&
      rule.targetValueLeft >= rule.targetValueRight
    ) {
      errors.targetValueLeft = 'This value should be smaller than the right target value';
      errors.targetValueRight = 'This value should be greater than the left target value';
    }
  } else if (rule.operator && rule.operator !== 'None' && rule.targetValue === undefined) {
    errors.targetValue = 'Required';
  }
  return errors;
}

/** A formatter's label in the control's list: 'amount > 10', '1 ≤ qty ≤ 3', or the column alone for 'None'. */
export function formatterLabel(rule: ConditionalFormattingRule): string {
  const column = rule.column ?? '';
  if (!rule.operator || rule.operator === 'None') return column;
  if (MULTIPLE_VALUE_COMPARATORS.includes(rule.operator))
    return `${rule.targetValueLeft ?? ''} ${rule.operator.replace('x', column)} ${rule.targetValueRight ?? ''}`;
  return `${column} ${rule.operator} ${rule.targetValue ?? ''}`;
}

type Match = { cutoff: number; extreme: number } | null;

/** A function from a cell value to its background colour, or undefined when the rule does not apply. */
export function getColorFunction(
  rule: ConditionalFormattingRule,
  columnValues: number[],
): (value: unknown) => string | undefined {
  const { operator, targetValue: t, targetValueLeft: l, targetValueRight: r } = rule;
  const finite = columnValues.filter(Number.isFinite);
  const minValue = finite.length ? Math.min(...finite) : 0;
  const maxValue = finite.length ? Math.max(...finite) : 0;
  const color = colorOf(rule.colorScheme);
  let minOpacity = MIN_OPACITY_BOUNDED;
  let match: ((v: number) => Match) | undefined;
  switch (operator) {
    case undefined:
      return () => undefined;
    case 'None':
      minOpacity = MIN_OPACITY_UNBOUNDED;
      match = () => ({ cutoff: minValue, extreme: maxValue });
      break;
    case '>':
      if (t === undefined) return () => undefined;
      match = (v) => (v > t ? { cutoff: t, extreme: maxValue } : null);
      break;
    case '<':
      if (t === undefined) return () => undefined;
      match = (v) => (v < t ? { cutoff: t, extreme: minValue } : null);
      break;
    case '≥':
      if (t === undefined) return () => undefined;
      match = (v) => (v >= t ? { cutoff: t, extreme: maxValue } : null);
      break;
    case '≤':
      if (t === undefined) return () => undefined;
      match = (v) => (v <= t ? { cutoff: t, extreme: minValue } : null);
      break;
    case '=':
      if (t === undefined) return () => undefined;
      match = (v) => (v === t ? { cutoff: t, extreme: t } : null);
      break;
    case '≠':
      if (t === undefined) return () => undefined;
      match = (v) => (v !== t ? { cutoff: t, extreme: t } : null);
      break;
    default: {
      if (l === undefined || r === undefined) return () => undefined;
      const [lo, hi] = (
        {
          '< x <': [(v: number) => v > l, (v: number) => v < r],
          '≤ x ≤': [(v: number) => v >= l, (v: number) => v <= r],
          '≤ x <': [(v: number) => v >= l, (v: number) => v < r],
          '< x ≤': [(v: number) => v > l, (v: number) => v <= r],
        } as const
      )[operator];
      match = (v) => (lo(v) && hi(v) ? { cutoff: l, extreme: r } : null);
    }
  }
  return (value) => {
    const v = toNumber(value);
    if (!Number.isFinite(v) || !match) return undefined;
    const m = match(v);
    if (!m) return undefined;
    return addAlpha(color, Math.min(MAX_OPACITY, getOpacity(v, m.cutoff, m.extreme, minOpacity, MAX_OPACITY)));
  };
}

/** Per column, the colour functions of its rules; a later rule that applies wins. */
export function getColorFormatters(
  rules: ConditionalFormattingRule[],
  rows: TableRows,
): Map<string, (value: unknown) => string | undefined> {
  const byColumn = new Map<string, ((value: unknown) => string | undefined)[]>();
  for (const rule of rules) {
    if (!rule.column || !rule.operator) continue;
    const column = rule.column;
    const values = Array.from({ length: rows.length }, (_, row) => toNumber(rows.cell(row, column)));
    const list = byColumn.get(column) ?? [];
    list.push(getColorFunction(rule, values));
    byColumn.set(column, list);
  }
  const out = new Map<string, (value: unknown) => string | undefined>();
  for (const [column, fns] of byColumn) {
    out.set(column, (value) => {
      let result: string | undefined;
      for (const fn of fns) result = fn(value) ?? result;
      return result;
    });
  }
  return out;
}

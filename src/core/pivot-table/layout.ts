/** The order of an axis's headers: its leaf keys with group subtotals before or after each group, and the total last. */
import type { PivotKey } from './pivot';

/** One header of an axis: a leaf key, a group's subtotal (a prefix key) or the axis total (the empty key). */
export interface AxisEntry {
  key: PivotKey;
  kind: 'leaf' | 'subtotal' | 'total';
}

export interface AxisLayoutOptions {
  /** The axis total (the pivot table's row totals for columns, column totals for rows). */
  totals: boolean;
  subtotals: boolean;
  /** Subtotals before their group (top for rows, left for columns) rather than after it. */
  subtotalsFirst: boolean;
}

const same = (a: PivotKey, b: PivotKey, n: number): boolean => {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Lays out sorted leaf keys of `depth` fields; groups are runs of keys sharing a prefix. */
export function layoutAxis(keys: readonly PivotKey[], depth: number, options: AxisLayoutOptions): AxisEntry[] {
  const out: AxisEntry[] = [];
  const withSubtotals = options.subtotals && depth > 1;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? [];
    const prev = keys[i - 1];
    const next = keys[i + 1];
    if (withSubtotals && options.subtotalsFirst)
      for (let level = 1; level < depth; level++)
        if (!prev || !same(prev, key, level)) out.push({ key: key.slice(0, level), kind: 'subtotal' });
    out.push({ key, kind: 'leaf' });
    if (withSubtotals && !options.subtotalsFirst)
      for (let level = depth - 1; level >= 1; level--)
        if (!next || !same(next, key, level)) out.push({ key: key.slice(0, level), kind: 'subtotal' });
  }
  if (options.totals && depth > 0) out.push({ key: [], kind: 'total' });
  return out;
}

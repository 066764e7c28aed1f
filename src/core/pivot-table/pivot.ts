/**
 * The pivot of a query's records: every row key × column key (and every prefix of each, for subtotals and totals)
 * aggregated with one of the pivot table's functions. Metrics are a field of their own (`METRIC_FIELD`): each record
 * counts once per metric, with the metric's value, as Superset's pivot table unpivots them.
 */
import { describeAggregate, fraction, type AggregateFunction, type AggregateValue } from './aggregators';

/** The name of the pseudo-field whose values are the metrics' labels. */
export const METRIC_FIELD = 'Metric';

/** A key: one value per field of its axis, or fewer for a subtotal (a prefix) and none for the total. */
export type PivotKey = readonly unknown[];

/** Records read by column, as the charts read every result. */
export interface PivotRecords {
  readonly length: number;
  cell(row: number, field: string): unknown;
}

/** How keys of an axis are ordered: by key or by the axis total's value, either way. */
export type PivotSortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface PivotInput {
  records: PivotRecords;
  rows: readonly string[];
  cols: readonly string[];
  /** The metric labels; a field of `rows` or `cols` may be METRIC_FIELD. */
  metrics: readonly string[];
  aggregate: AggregateFunction;
  rowOrder?: PivotSortOrder;
  colOrder?: PivotSortOrder;
}

/** The pivot: ordered leaf keys of each axis and the aggregate of any row prefix × column prefix. */
export interface Pivot {
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  value(rowKey: PivotKey, colKey: PivotKey): AggregateValue;
}

const keyOf = (k: PivotKey): string => JSON.stringify(k);

/** Natural order: numbers by value, then text; null and undefined last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/** Pivots the records: one pass collects each cell's values, aggregates are computed when asked and kept. */
export function pivotRecords(input: PivotInput): Pivot {
  const { records, rows, cols, metrics } = input;
  const { base, fractionOf } = describeAggregate(input.aggregate);
  const cells = new Map<string, unknown[]>();
  const rowLeaves = new Map<string, PivotKey>();
  const colLeaves = new Map<string, PivotKey>();
  const fieldValue = (i: number, field: string, metric: string): unknown =>
    field === METRIC_FIELD ? metric : (records.cell(i, field) ?? null);
  for (let i = 0; i < records.length; i++) {
    for (const metric of metrics.length ? metrics : ['']) {
      const rk = rows.map((f) => fieldValue(i, f, metric));
      const ck = cols.map((f) => fieldValue(i, f, metric));
      rowLeaves.set(keyOf(rk), rk);
      colLeaves.set(keyOf(ck), ck);
      const value = metric ? records.cell(i, metric) : null;
      for (let r = 0; r <= rk.length; r++)
        for (let c = 0; c <= ck.length; c++) {
          const k = `${keyOf(rk.slice(0, r))}|${keyOf(ck.slice(0, c))}`;
          const list = cells.get(k);
          if (list) list.push(value);
          else cells.set(k, [value]);
        }
    }
  }
  const computed = new Map<string, AggregateValue>();
  const plain = (rk: PivotKey, ck: PivotKey): AggregateValue => {
    const k = `${keyOf(rk)}|${keyOf(ck)}`;
    if (computed.has(k)) return computed.get(k) ?? null;
    const list = cells.get(k);
    const v = list ? base(list) : null;
    computed.set(k, v);
    return v;
  };
  const value = (rk: PivotKey, ck: PivotKey): AggregateValue => {
    const v = plain(rk, ck);
    if (!fractionOf || v === null) return v;
    return fraction(v, fractionOf === 'total' ? plain([], []) : fractionOf === 'row' ? plain(rk, []) : plain([], ck));
  };
  const rowKeys = sortKeys([...rowLeaves.values()], input.rowOrder, (k) => plain(k, []), metricRanks(rows, metrics));
  const colKeys = sortKeys([...colLeaves.values()], input.colOrder, (k) => plain([], k), metricRanks(cols, metrics));
  return { rowKeys, colKeys, value };
}

/** Per level of an axis, the rank of each metric where the level is the metric field: metrics keep the form's order. */
function metricRanks(fields: readonly string[], metrics: readonly string[]): (Map<unknown, number> | undefined)[] {
  return fields.map((f) => (f === METRIC_FIELD ? new Map(metrics.map((m, i) => [m, i])) : undefined));
}

/**
 * Orders keys level by level, so a group's members stay together; by value compares each prefix's total. A level
 * with ranks (the metrics) keeps their order whatever the sort.
 */
export function sortKeys(
  keys: PivotKey[],
  order: PivotSortOrder = 'key_a_to_z',
  total: (prefix: PivotKey) => AggregateValue,
  ranks: readonly (Map<unknown, number> | undefined)[] = [],
): PivotKey[] {
  const sign = order.endsWith('z_to_a') ? -1 : 1;
  const byValue = order.startsWith('value');
  const memo = new Map<string, AggregateValue>();
  const totalOf = (k: PivotKey): AggregateValue => {
    const id = keyOf(k);
    if (!memo.has(id)) memo.set(id, total(k));
    return memo.get(id) ?? null;
  };
  return [...keys].sort((a, b) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (compareValues(a[i], b[i]) === 0) continue;
      const rank = ranks[i];
      if (rank) return (rank.get(a[i]) ?? 0) - (rank.get(b[i]) ?? 0);
      const d = byValue
        ? compareValues(totalOf(a.slice(0, i + 1)), totalOf(b.slice(0, i + 1)))
        : compareValues(a[i], b[i]);
      return sign * (d || compareValues(a[i], b[i]));
    }
    return 0;
  });
}

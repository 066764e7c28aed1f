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

/** Column prefixes per row prefix in a cell's number (a row prefix's number times this, plus the column's). */
const CELL_STRIDE = 2 ** 26;

/** Numbers for the prefixes of keys: a trie of their values (1 and '1', null and 'null' stay apart). */
class KeyTrie {
  private next = 0;
  private readonly root: TrieNode = { id: this.next++, children: new Map() };

  /** The numbers of every prefix of `key`, the empty one first; a new full key is added to `leaves`. */
  ids(key: PivotKey, leaves: PivotKey[]): number[] {
    const out = [this.root.id];
    let node = this.root;
    for (const v of key) {
      let child = node.children.get(v);
      if (!child) {
        child = { id: this.next++, children: new Map() };
        node.children.set(v, child);
        if (out.length === key.length) leaves.push(key);
      }
      node = child;
      out.push(node.id);
    }
    if (key.length === 0 && leaves.length === 0) leaves.push(key);
    return out;
  }

  /** The number of a key or prefix already seen. */
  find(key: PivotKey): number | undefined {
    let node: TrieNode | undefined = this.root;
    for (const v of key) node = node?.children.get(v);
    return node?.id;
  }
}

interface TrieNode {
  id: number;
  children: Map<unknown, TrieNode>;
}

const collator = new Intl.Collator('en', { numeric: true });

/** Natural order: numbers by value, then text; null and undefined last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Pivots the records: one pass collects each cell's values, aggregates are computed when asked and kept. */
export function pivotRecords(input: PivotInput): Pivot {
  const { records, rows, cols, metrics } = input;
  const described = describeAggregate(input.aggregate);
  const { fractionOf } = described;
  // Every prefix of a key gets a number from a trie of its values; a cell is a row prefix × a column prefix.
  const rowTrie = new KeyTrie();
  const colTrie = new KeyTrie();
  const cells = described.cells();
  const rowLeaves: PivotKey[] = [];
  const colLeaves: PivotKey[] = [];
  const fieldValue = (i: number, field: string, metric: string): unknown =>
    field === METRIC_FIELD ? metric : (records.cell(i, field) ?? null);
  for (let i = 0; i < records.length; i++) {
    for (const metric of metrics.length ? metrics : ['']) {
      const rk = rows.map((f) => fieldValue(i, f, metric));
      const ck = cols.map((f) => fieldValue(i, f, metric));
      const rowIds = rowTrie.ids(rk, rowLeaves);
      const colIds = colTrie.ids(ck, colLeaves);
      const value = metric ? records.cell(i, metric) : null;
      for (const r of rowIds) for (const c of colIds) cells.add(r * CELL_STRIDE + c, value);
    }
  }
  const computed = new Map<number, AggregateValue>();
  const plain = (rk: PivotKey, ck: PivotKey): AggregateValue => {
    const r = rowTrie.find(rk);
    const c = colTrie.find(ck);
    if (r === undefined || c === undefined) return null;
    const k = r * CELL_STRIDE + c;
    if (computed.has(k)) return computed.get(k) ?? null;
    const v = cells.value(k);
    computed.set(k, v);
    return v;
  };
  const value = (rk: PivotKey, ck: PivotKey): AggregateValue => {
    const v = plain(rk, ck);
    if (!fractionOf || v === null) return v;
    return fraction(v, fractionOf === 'total' ? plain([], []) : fractionOf === 'row' ? plain(rk, []) : plain([], ck));
  };
  const rowKeys = sortKeys(rowLeaves, input.rowOrder, (k) => plain(k, []), metricRanks(rows, metrics));
  const colKeys = sortKeys(colLeaves, input.colOrder, (k) => plain([], k), metricRanks(cols, metrics));
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
    const id = k.map((v) => `${typeof v}:${String(v)}`).join('\u0001');
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

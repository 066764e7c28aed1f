/**
 * result_type `post_processed`: the table and pivot table charts' client-side processing run on the server
 * (Superset's charts/client_processing.py), for JSON answers. The pivot covers rows × columns × metrics with
 * every aggregate, transpose, metrics on rows and combined metrics; row and column totals are not computed.
 */
import { format as d3Format } from 'd3-format';
import { ApiError } from '../http/errors';
import type { QueryResult } from '../engines';

type Agg = (xs: unknown[]) => unknown;
const nums = (xs: unknown[]): number[] =>
  xs.filter((x) => x !== null && x !== undefined && !Number.isNaN(Number(x))).map(Number);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const variance = (xs: number[]): number | null => {
  if (xs.length < 2) return null;
  const m = sum(xs) / xs.length;
  return sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1);
};
const AGGREGATES: Record<string, Agg> = {
  Sum: (xs) => sum(nums(xs)),
  Count: (xs) => xs.filter((x) => x !== null && x !== undefined).length,
  'Count Unique Values': (xs) => new Set(xs.filter((x) => x !== null && x !== undefined).map(String)).size,
  Average: (xs) => (nums(xs).length ? sum(nums(xs)) / nums(xs).length : null),
  Median: (xs) => {
    const s = nums(xs).sort((a, b) => a - b);
    if (!s.length) return null;
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
  },
  Minimum: (xs) => (nums(xs).length ? Math.min(...nums(xs)) : null),
  Maximum: (xs) => (nums(xs).length ? Math.max(...nums(xs)) : null),
  First: (xs) => xs.find((x) => x !== null && x !== undefined) ?? null,
  Last: (xs) => [...xs].reverse().find((x) => x !== null && x !== undefined) ?? null,
  'Sample Variance': (xs) => variance(nums(xs)),
  'Sample Standard Deviation': (xs) => {
    const v = variance(nums(xs));
    return v === null ? null : Math.sqrt(v);
  },
};

const names = (list: unknown, verbose: Record<string, string>): string[] =>
  ((list as unknown[] | undefined) ?? []).map((c) => {
    const name = typeof c === 'string' ? c : String((c as { label?: string }).label ?? '');
    return verbose[name] ?? name;
  });
const cmp = (a: unknown[], b: unknown[]): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
  }
  return 0;
};

/** Pivot table v2: `{column: {row label: value}}` as pandas' to_dict writes the pivoted frame. */
function pivot(
  records: Record<string, unknown>[],
  fd: Record<string, unknown>,
  verbose: Record<string, string>,
): { data: Record<string, Record<string, unknown>>; colnames: string[]; indexnames: string[] } {
  const aggName = String(fd.aggregateFunction ?? 'Sum');
  const agg = AGGREGATES[aggName];
  if (!agg) throw new ApiError(400, `Unsupported aggregate for post-processing: ${aggName}`);
  let rows = names(fd.groupbyRows, verbose);
  let columns = names(fd.groupbyColumns, verbose);
  const metrics = names(fd.metrics, verbose);
  if (fd.transposePivot) [rows, columns] = [columns, rows];
  const onRows = fd.metricsLayout === 'ROWS';
  if (onRows) [rows, columns] = [columns, rows];
  const total = `Total (${aggName})`;
  const rowKey = (r: Record<string, unknown>): unknown[] => (rows.length ? rows.map((c) => r[c]) : [total]);
  const rowKeys = [...new Map(records.map((r) => [JSON.stringify(rowKey(r)), rowKey(r)])).values()].sort(cmp);
  const colKeys = [
    ...new Map(records.map((r) => [JSON.stringify(columns.map((c) => r[c])), columns.map((c) => r[c])])).values(),
  ].sort(cmp);
  const cells = new Map<string, unknown[]>();
  for (const r of records)
    for (const m of metrics) {
      const k = JSON.stringify([rowKey(r), m, columns.map((c) => r[c])]);
      const list = cells.get(k) ?? [];
      list.push(r[m]);
      cells.set(k, list);
    }
  const label = (parts: unknown[]): string =>
    parts.length === 1 ? String(parts[0]) : parts.map(String).join(' ').trim();
  const data: Record<string, Record<string, unknown>> = {};
  for (const m of metrics)
    for (const ck of colKeys) {
      const tuple = columns.length ? (fd.combineMetric ? [...ck, m] : [m, ...ck]) : [m];
      const column: Record<string, unknown> = {};
      let any = false;
      for (const rk of rowKeys) {
        const list = cells.get(JSON.stringify([rk, m, ck]));
        column[label(rk)] = list ? agg(list) : null;
        any ||= list !== undefined;
      }
      if (any) data[label(tuple)] = column;
    }
  if (!onRows) return { data, colnames: Object.keys(data), indexnames: rowKeys.map(label) };
  const transposed: Record<string, Record<string, unknown>> = {};
  for (const [c, byRow] of Object.entries(data))
    for (const [r, v] of Object.entries(byRow)) (transposed[r] ??= {})[c] = v;
  return { data: transposed, colnames: Object.keys(transposed), indexnames: Object.keys(data) };
}

/** Table: numbers of columns with a d3 number format are written formatted. */
function table(records: Record<string, unknown>[], fd: Record<string, unknown>): Record<string, unknown>[] {
  const config = (fd.column_config as Record<string, { d3NumberFormat?: string }> | undefined) ?? {};
  const formats = Object.entries(config).flatMap(([col, c]) => {
    try {
      return c.d3NumberFormat ? [[col, d3Format(c.d3NumberFormat)] as const] : [];
    } catch {
      return [];
    }
  });
  if (!formats.length) return records;
  return records.map((r) => {
    const out = { ...r };
    for (const [col, fmt] of formats) if (typeof out[col] === 'number') out[col] = fmt(out[col]);
    return out;
  });
}

/** The result after the chart's client processing; charts without one keep the full payload. */
export function clientProcessed(
  result: Record<string, unknown>,
  data: QueryResult,
  formData: Record<string, unknown> | undefined,
  verbose: Record<string, string>,
): Record<string, unknown> {
  const viz = formData?.viz_type;
  const records = (result.data as Record<string, unknown>[] | undefined) ?? [];
  if (viz === 'table') return { ...result, data: table(records, formData ?? {}) };
  if (viz !== 'pivot_table_v2') return result;
  const renamed = records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [verbose[k] ?? k, v])));
  const p = pivot(renamed, formData ?? {}, verbose);
  return {
    ...result,
    data: p.data,
    colnames: p.colnames,
    indexnames: p.indexnames,
    coltypes: p.colnames.map(() => 0),
    rowcount: p.indexnames.length,
    sql_rowcount: data.rowCount,
  };
}

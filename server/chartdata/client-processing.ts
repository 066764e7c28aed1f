/**
 * result_type `post_processed`: the table and pivot table charts' client-side processing run on the server
 * (Superset's charts/client_processing.py), for JSON answers. The pivot covers rows × columns × metrics with
 * every aggregate, transpose, metrics on rows, combined metrics, and the row and column totals.
 */
import { format as d3Format } from 'd3-format';
import {
  METRIC_FIELD,
  isAggregateFunction,
  layoutAxis,
  pivotRecords,
  type AxisEntry,
} from '../../src/core/pivot-table';
import { ApiError } from '../http/errors';
import type { QueryResult } from '../engines';

const names = (list: unknown, verbose: Record<string, string>): string[] =>
  ((list as unknown[] | undefined) ?? []).map((c) => {
    const name = typeof c === 'string' ? c : String((c as { label?: string }).label ?? '');
    return verbose[name] ?? name;
  });

/** The label of an axis entry as pandas writes a pivoted frame's tuple: its parts joined, a lone part as it is. */
function entryLabel(entry: AxisEntry, depth: number, total: string): string {
  const parts =
    entry.kind === 'total'
      ? [total]
      : entry.kind === 'subtotal'
        ? [...entry.key.map(String), 'Subtotal', ...Array<string>(depth - entry.key.length - 1).fill('')]
        : entry.key.map(String);
  return parts.length === 1 ? String(parts[0]) : parts.join(' ').trim();
}

/**
 * Pivot table v2: `{column: {row label: value}}` as pandas' to_dict writes the pivoted frame. rowTotals adds the
 * total column with a subtotal per column group, colTotals the total row with a subtotal per row group (Superset's
 * pivot_df); totals aggregate the records themselves, as the chart's own totals do.
 */
function pivot(
  records: Record<string, unknown>[],
  fd: Record<string, unknown>,
  verbose: Record<string, string>,
): { data: Record<string, Record<string, unknown>>; colnames: string[]; indexnames: string[] } {
  const aggName = fd.aggregateFunction ?? 'Sum';
  if (!isAggregateFunction(aggName))
    throw new ApiError(400, `Unsupported aggregate for post-processing: ${String(aggName)}`);
  let rows = names(fd.groupbyRows, verbose);
  let columns = names(fd.groupbyColumns, verbose);
  const metrics = names(fd.metrics, verbose);
  if (fd.transposePivot) [rows, columns] = [columns, rows];
  const onRows = fd.metricsLayout === 'ROWS';
  if (onRows) [rows, columns] = [columns, rows];
  const total = `Total (${aggName})`;
  const cols = fd.combineMetric ? [...columns, METRIC_FIELD] : [METRIC_FIELD, ...columns];
  const p = pivotRecords({
    records: { length: records.length, cell: (i, f) => records[i]?.[f] },
    rows,
    cols,
    metrics,
    aggregate: aggName,
  });
  const rowEntries: AxisEntry[] = rows.length
    ? layoutAxis(p.rowKeys, rows.length, {
        totals: Boolean(fd.colTotals),
        subtotals: Boolean(fd.colTotals),
        subtotalsFirst: false,
      })
    : [{ key: [], kind: 'total' }];
  const colEntries = layoutAxis(p.colKeys, cols.length, {
    totals: Boolean(fd.rowTotals),
    subtotals: Boolean(fd.rowTotals),
    subtotalsFirst: false,
  });
  const data: Record<string, Record<string, unknown>> = {};
  for (const ce of colEntries) {
    const column: Record<string, unknown> = {};
    for (const re of rowEntries) column[entryLabel(re, rows.length, total)] = p.value(re.key, ce.key);
    data[entryLabel(ce, cols.length, total)] = column;
  }
  const indexnames = rowEntries.map((e) => entryLabel(e, rows.length, total));
  if (!onRows) return { data, colnames: Object.keys(data), indexnames };
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

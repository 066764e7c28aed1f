/** The data pane's table (X10.02–X10.05): rows read by column, search, the row count, copy and temporal formatting. */
import type { ChartResult } from '../../../core/chart-plugin';
import { createD3TimeFormatter } from '../../../core/format';

/** GenericDataType of a temporal column in a result's coltypes. */
const TEMPORAL = 2;

/** '%s row(s)' (X10.03). */
export const rowCountText = (rows: number): string => `${rows.toLocaleString('en-US')} row(s)`;

/** The row count reached the query's row limit (X10.03: the badge's 'Limit reached' tooltip). */
export const limitReached = (rows: number, limit: unknown): boolean => typeof limit === 'number' && limit > 0 && rows >= limit;

/** A result's columns: names and whether each is temporal. */
export function tableColumns(result: Pick<ChartResult, 'colnames' | 'coltypes'>): { name: string; temporal: boolean }[] {
  return (result.colnames ?? []).map((name, i) => ({ name, temporal: result.coltypes?.[i] === TEMPORAL }));
}

const formatDatetime = createD3TimeFormatter({ formatString: '%Y-%m-%d %H:%M:%S' });

/** One cell's text: a temporal column's epoch shown as a date unless the user asked for the original value (X10.05). */
export function cellText(value: unknown, temporal: boolean, original: boolean): string {
  if (value === null || value === undefined) return 'N/A';
  if (temporal && !original && (typeof value === 'number' || value instanceof Date)) return formatDatetime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The indices of the rows in which some cell's text holds the search (any case); every row when the search is empty (X10.02). */
export function matchingRows(result: Pick<ChartResult, 'records' | 'column'>, columns: readonly { name: string; temporal: boolean }[], search: string, original: ReadonlySet<string>): number[] {
  const needle = search.trim().toLowerCase();
  const all = Array.from({ length: result.records }, (_, i) => i);
  if (!needle) return all;
  const readers = columns.map((c) => ({ column: result.column(c.name), temporal: c.temporal, original: original.has(c.name) }));
  return all.filter((row) => readers.some((r) => r.column && cellText(r.column.get(row), r.temporal, r.original).toLowerCase().includes(needle)));
}

/** The rows as the copy button puts them on the clipboard (X10.04): a header line and one tab-separated line a row. */
export function rowsAsText(result: Pick<ChartResult, 'column'>, columns: readonly { name: string; temporal: boolean }[], rows: readonly number[], original: ReadonlySet<string>): string {
  const lines = [columns.map((c) => c.name).join('\t')];
  const readers = columns.map((c) => ({ column: result.column(c.name), temporal: c.temporal, original: original.has(c.name) }));
  for (const row of rows) lines.push(readers.map((r) => (r.column ? cellText(r.column.get(row), r.temporal, r.original) : '')).join('\t'));
  return `${lines.join('\n')}\n`;
}

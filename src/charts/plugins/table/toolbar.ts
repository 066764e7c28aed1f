/** The table's toolbar logic: search, the row count badge and copying rows as text. */
import type { TableColumnModel, TableRows } from '../../model';
import { formatCell } from './columns';

/** The row count badge text, '%s row(s)'. */
export function rowCountText(count: number): string {
  return `${count} row(s)`;
}

/** Indices of the rows where any cell's text contains the query, ignoring case; all rows for an empty query. */
export function searchRows(rows: TableRows, columns: TableColumnModel[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  const all = Array.from({ length: rows.length }, (_, i) => i);
  if (needle === '') return all;
  return all.filter((i) => columns.some((col) => formatCell(col, rows.cell(i, col.key)).toLowerCase().includes(needle)));
}

function tsvField(text: string): string {
  return /[\t\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as tab-separated text, as the copy button puts it on the clipboard. */
export function rowsAsText(rows: TableRows, columns: TableColumnModel[], indices?: number[]): string {
  const lines = [columns.map((c) => tsvField(c.label)).join('\t')];
  for (const i of indices ?? Array.from({ length: rows.length }, (_, k) => k)) {
    if (i >= 0 && i < rows.length) lines.push(columns.map((c) => tsvField(formatCell(c, rows.cell(i, c.key)))).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** The table's toolbar logic: search, the row count badge and copying rows as text. */
import type { TableColumnModel } from '../../model';
import { formatCell } from './columns';

/** The row count badge text, '%s row(s)'. */
export function rowCountText(count: number): string {
  return `${count} row(s)`;
}

/** Indices of the rows where any cell's text contains the query, ignoring case; all rows for an empty query. */
export function searchRows(rows: Record<string, unknown>[], columns: TableColumnModel[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  const all = rows.map((_, i) => i);
  if (needle === '') return all;
  return all.filter((i) => {
    const row = rows[i] as Record<string, unknown>;
    return columns.some((col) => formatCell(col, row[col.key]).toLowerCase().includes(needle));
  });
}

function tsvField(text: string): string {
  return /[\t\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as tab-separated text, as the copy button puts it on the clipboard. */
export function rowsAsText(rows: Record<string, unknown>[], columns: TableColumnModel[], indices?: number[]): string {
  const lines = [columns.map((c) => tsvField(c.label)).join('\t')];
  for (const i of indices ?? rows.map((_, k) => k)) {
    const row = rows[i];
    if (row) lines.push(columns.map((c) => tsvField(formatCell(c, row[c.key]))).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

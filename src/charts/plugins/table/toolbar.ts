/** The table's toolbar logic: the row count badge and copying rows as text (search and sort run in the data worker). */
import type { TableColumnModel, TableRows } from '../../model';
import { formatCell } from './columns';

/** The row count badge text, '%s row(s)'. */
export function rowCountText(count: number): string {
  return `${count} row(s)`;
}

function tsvField(text: string): string {
  return /[\t\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as tab-separated text, as the copy button puts it on the clipboard. */
export function rowsAsText(rows: TableRows, columns: TableColumnModel[], indices?: number[]): string {
  const lines = [columns.map((c) => tsvField(c.label)).join('\t')];
  for (const i of indices ?? Array.from({ length: rows.length }, (_, k) => k)) {
    if (i >= 0 && i < rows.length)
      lines.push(columns.map((c) => tsvField(formatCell(c, rows.cell(i, c.key)))).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

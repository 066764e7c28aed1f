/** The one CSV writer of server exports and app downloads, writing what Superset's export (pandas to_csv) writes. */
import { cellText, neutraliseFormula } from './cell';

/** A datetime as pandas writes it: `YYYY-MM-DD HH:MM:SS` in UTC, with the fraction only when there is one. */
export function csvDatetime(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$|Z$/, '');
}

/** One cell: empty for null, datetimes as pandas writes them, formulas neutralised, quoted when it holds `,` `"` or a line break. */
export function csvCell(value: unknown): string {
  const text =
    value instanceof Date ? csvDatetime(value) : typeof value === 'string' ? neutraliseFormula(value) : cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and `rowCount` rows, each line ended by `\n` as Superset's CSV is; `cell(row, column)` reads a value. */
export function writeCsv(
  headers: readonly string[],
  rowCount: number,
  cell: (row: number, column: number) => unknown,
): string {
  const lines = [headers.map(csvCell).join(',')];
  for (let row = 0; row < rowCount; row += 1)
    lines.push(headers.map((_, column) => csvCell(cell(row, column))).join(','));
  return `${lines.join('\n')}\n`;
}

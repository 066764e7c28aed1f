/** Main-thread side of the Arrow boundary: decode a result's IPC bytes once, write a table as CSV. */
import { tableFromIPC } from 'apache-arrow';
import type { Table } from 'apache-arrow';
import type { ResultTable } from './types';

const decoded = new WeakMap<Uint8Array, Table>();

/** Decodes a result table's IPC bytes into an Arrow table, once per byte buffer. */
export function decodeResultTable(result: Pick<ResultTable, 'ipc'>): Table {
  let table = decoded.get(result.ipc);
  if (!table) {
    table = tableFromIPC(result.ipc);
    decoded.set(result.ipc, table);
  }
  return table;
}

/** Text of one cell as the table and CSV show it: big integers keep every digit. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value);
}

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading single quote,
 * as OWASP's CSV injection advice and Superset's csv.escape_value do; a negative number written as text is
 * left alone, and so are numbers, which never reach here.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-[0-9.]+$/.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes an Arrow table as CSV (header row, RFC 4180 quoting). */
export function tableToCsv(table: Table): string {
  const names = table.schema.fields.map((f) => f.name);
  const columns = names.map((_, i) => table.getChildAt(i));
  const lines = [names.map((n) => csvField(neutraliseFormula(n))).join(',')];
  for (let row = 0; row < table.numRows; row += 1) {
    lines.push(
      columns
        .map((c) => {
          const value: unknown = c?.get(row);
          return csvField(typeof value === 'string' ? neutraliseFormula(value) : cellText(value));
        })
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

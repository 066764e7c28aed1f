/** Main-thread side of the Arrow boundary: decode a result's IPC bytes once, write a table as CSV. */
import { DataType, tableFromIPC } from 'apache-arrow';
import { writeCsv } from './csv';
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

/** Writes an Arrow table as CSV the way the server's export does; temporal columns (epoch numbers in Arrow) as datetimes. */
export function tableToCsv(table: Table): string {
  const fields = table.schema.fields;
  const columns = fields.map((_, i) => table.getChildAt(i));
  const temporal = fields.map((f) => DataType.isTimestamp(f.type) || DataType.isDate(f.type));
  return writeCsv(
    fields.map((f) => f.name),
    table.numRows,
    (row, column) => {
      const value: unknown = columns[column]?.get(row);
      return temporal[column] && (typeof value === 'number' || typeof value === 'bigint')
        ? new Date(Number(value))
        : value;
    },
  );
}

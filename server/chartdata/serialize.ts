/** Result encodings: JSON with exact big integers and epoch-ms datetimes, CSV, XLSX and Arrow IPC. */
import ExcelJS from 'exceljs';
import { neutraliseFormula, writeCsv } from '../../src/core/dataplane';
import type { QueryResult } from '../engines';
import { ExactInteger, isSafe } from './json';

/** A column as JSON wants it: Date → epoch ms, BigInts → numbers when safe, else exact; others as they are. */
function jsonColumn(values: unknown[]): unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v instanceof Date) (out ??= values.slice())[i] = v.getTime();
    else if (typeof v === 'bigint') (out ??= values.slice())[i] = isSafe(v) ? Number(v) : new ExactInteger(v);
  }
  return out ?? values;
}

/** Columnar result → list of records keyed by column name. */
export function toRecords(r: QueryResult): Record<string, unknown>[] {
  const out = new Array<Record<string, unknown>>(r.rowCount);
  const { names } = r;
  const columns = r.columns.map(jsonColumn);
  for (let i = 0; i < r.rowCount; i++) {
    const rec: Record<string, unknown> = {};
    for (let j = 0; j < names.length; j++) rec[names[j] as string] = (columns[j] as unknown[])[i];
    out[i] = rec;
  }
  return out;
}

/** CSV with a header of (verbose) names; big integers written exactly. */
export function toCsv(r: QueryResult, headers: string[] = r.names): string {
  return writeCsv(headers, r.rowCount, (row, column) => r.columns[column]?.[row]);
}

/** An XLSX workbook of one sheet; integers beyond 2^53 are written as text so no digit is lost. */
export async function toXlsx(r: QueryResult, headers: string[] = r.names): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(headers.map(neutraliseFormula));
  for (let i = 0; i < r.rowCount; i++) {
    ws.addRow(
      r.columns.map((c) => {
        const v = c[i];
        if (typeof v === 'string') return neutraliseFormula(v);
        if (typeof v === 'bigint')
          return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER)
            ? Number(v)
            : v.toString();
        return v ?? null;
      }),
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export { toJson } from './json';
export { ARROW_RESULT_METADATA, toArrow } from './arrow';

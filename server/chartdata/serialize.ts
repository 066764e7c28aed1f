/** Result encodings: JSON with exact big integers and epoch-ms datetimes, CSV, XLSX and Arrow IPC. */
import { Schema, tableFromArrays, tableToIPC, vectorFromArray, Table, Int64, Float64, Utf8, Bool, TimestampMillisecond, type Vector } from 'apache-arrow';
import ExcelJS from 'exceljs';
import type { QueryResult } from '../engines';

const BIG = '\u0000bigint:';
// JSON.stringify writes the NUL as the six characters \u0000, which no other string value can produce
// together with this prefix unless it held exactly the same marker.
const BIG_RE = /"\\u0000bigint:(-?\d+)"/g;

/** JSON text in which BigInts are bare integer literals (as Superset writes them), dates epoch ms, NaN null. */
export function toJson(value: unknown): string {
  let sawBig = false;
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'bigint') {
      if (v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER)) return Number(v);
      sawBig = true;
      return `${BIG}${v.toString()}`;
    }
    if (typeof v === 'number' && !Number.isFinite(v)) return null;
    return v;
  });
  return sawBig ? text.replace(BIG_RE, '$1') : text;
}

/** A cell as JSON wants it: Date → epoch ms. Other values as they are. */
const jsonCell = (v: unknown): unknown => (v instanceof Date ? v.getTime() : v);

/** Columnar result → list of records keyed by column name. */
export function toRecords(r: QueryResult): Record<string, unknown>[] {
  const out = new Array<Record<string, unknown>>(r.rowCount);
  const { names, columns } = r;
  for (let i = 0; i < r.rowCount; i++) {
    const rec: Record<string, unknown> = {};
    for (let j = 0; j < names.length; j++) rec[names[j] as string] = jsonCell((columns[j] as unknown[])[i]);
    out[i] = rec;
  }
  return out;
}

const csvCell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = v instanceof Date ? v.toISOString().replace('T', ' ').replace(/\.000Z$|Z$/, '') : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV with a header of (verbose) names; big integers written exactly. */
export function toCsv(r: QueryResult, headers: string[] = r.names): string {
  const lines = [headers.map(csvCell).join(',')];
  for (let i = 0; i < r.rowCount; i++) lines.push(r.columns.map((c) => csvCell(c[i])).join(','));
  return `${lines.join('\n')}\n`;
}

/** An XLSX workbook of one sheet; integers beyond 2^53 are written as text so no digit is lost. */
export async function toXlsx(r: QueryResult, headers: string[] = r.names): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(headers);
  for (let i = 0; i < r.rowCount; i++) {
    ws.addRow(
      r.columns.map((c) => {
        const v = c[i];
        if (typeof v === 'bigint') return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v.toString();
        return v ?? null;
      }),
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function arrowVector(values: unknown[], type: string): Vector {
  const t = type.toUpperCase();
  if (/^(BIGINT|INT8|HUGEINT|UBIGINT)$/.test(t) || values.some((v) => typeof v === 'bigint')) {
    return vectorFromArray(values.map((v) => (v === null || v === undefined ? null : BigInt(v as bigint))), new Int64());
  }
  if (values.some((v) => v instanceof Date)) return vectorFromArray(values.map((v) => (v instanceof Date ? v.getTime() : null)), new TimestampMillisecond());
  if (/BOOL/.test(t)) return vectorFromArray(values.map((v) => (v === null || v === undefined ? null : Boolean(v))), new Bool());
  if (/INT|DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC/.test(t)) return vectorFromArray(values.map((v) => (v === null || v === undefined ? null : Number(v))), new Float64());
  return vectorFromArray(values.map((v) => (v === null || v === undefined ? null : String(v))), new Utf8());
}

/** Schema metadata key holding the result's other fields (everything but `data`) as JSON. */
export const ARROW_RESULT_METADATA = 'result';

/** An Arrow IPC stream of the result (int64 for big integers, timestamps in ms), the rest of the result in metadata. */
export function toArrow(r: QueryResult, resultFields: Record<string, unknown> = {}): Uint8Array {
  const metadata = new Map([[ARROW_RESULT_METADATA, toJson(resultFields)]]);
  if (!r.names.length) {
    const empty = tableFromArrays({});
    return tableToIPC(new Table(new Schema(empty.schema.fields, metadata), empty.batches), 'stream');
  }
  const vectors: Record<string, Vector> = {};
  r.names.forEach((name, j) => {
    vectors[name] = arrowVector(r.columns[j] ?? [], r.types[j] ?? '');
  });
  const table = new Table(vectors);
  return tableToIPC(new Table(new Schema(table.schema.fields, metadata), table.batches), 'stream');
}

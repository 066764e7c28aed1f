/** Columns read from chart-data JSON become one Arrow table; Arrow IPC bytes are checked and closed. */
import {
  Bool,
  Field,
  Float64,
  Int64,
  RecordBatch,
  Schema,
  Struct,
  Table,
  TimestampMillisecond,
  Utf8,
  makeData,
  tableFromIPC,
  tableToIPC,
} from 'apache-arrow';
import type { Data, DataType } from 'apache-arrow';
import type { GenericDataType } from '../../src/core/query';
import { cellText } from '../../src/core/dataplane';
import type { RecordColumns } from './chartJson';
import { writeSafeInteger } from './columns';
import type { ColumnBuilder } from './columns';

const TEMPORAL = 2;
const encoder = new TextEncoder();

function bitmap(valid: Uint8Array, rows: number): { nullBitmap: Uint8Array; nullCount: number } | null {
  let nulls = 0;
  const bits = new Uint8Array((rows + 7) >> 3);
  for (let r = 0; r < rows; r += 1) {
    if (valid[r]) bits[r >> 3] = (bits[r >> 3] as number) | (1 << (r & 7));
    else nulls += 1;
  }
  return nulls === 0 ? null : { nullBitmap: bits, nullCount: nulls };
}

/** A Utf8 column of texts (null for a missing value). */
export function utf8FromTexts(texts: (string | null)[]): Data<Utf8> {
  const rows = texts.length;
  const offsets = new Int32Array(rows + 1);
  const parts = texts.map((t) => (t === null ? new Uint8Array(0) : encoder.encode(t)));
  let total = 0;
  parts.forEach((p, i) => {
    total += p.length;
    offsets[i + 1] = total;
  });
  const data = new Uint8Array(total);
  parts.forEach((p, i) => data.set(p, offsets[i] as number));
  const valid = Uint8Array.from(texts, (t) => (t === null ? 0 : 1));
  return makeData({ type: new Utf8(), length: rows, valueOffsets: offsets, data, ...(bitmap(valid, rows) ?? {}) });
}

function textColumn(column: ColumnBuilder, rows: number): Data<Utf8> {
  const texts: (string | null)[] = [];
  for (let r = 0; r < rows; r += 1) {
    const value = column.valueAt(r);
    texts.push(value === null ? null : cellText(value));
  }
  return utf8FromTexts(texts);
}

function int64Column(column: ColumnBuilder, rows: number, temporal: boolean): Data {
  const limbs = new Uint32Array(rows * 2);
  if (column.limbs) limbs.set(column.limbs.subarray(0, rows * 2));
  const f64 = column.f64 as Float64Array;
  for (let r = 0; r < rows; r += 1) {
    if (column.valid[r] && !column.wide?.[r]) writeSafeInteger(limbs, r, f64[r] as number);
  }
  const data = new BigInt64Array(limbs.buffer, 0, rows);
  const nulls = bitmap(column.valid, rows) ?? {};
  return temporal
    ? makeData({ type: new TimestampMillisecond(), length: rows, data, ...nulls })
    : makeData({ type: new Int64(), length: rows, data, ...nulls });
}

function columnData(column: ColumnBuilder, rows: number, coltype: GenericDataType | undefined): Data {
  const nulls = bitmap(column.valid, rows) ?? {};
  switch (column.kind) {
    case 'number': {
      if (column.overflow || (column.wide && !column.allIntegers)) return textColumn(column, rows);
      if (column.wide || (coltype === TEMPORAL && column.allIntegers)) return int64Column(column, rows, !column.wide);
      return makeData({
        type: new Float64(),
        length: rows,
        data: (column.f64 as Float64Array).subarray(0, rows),
        ...nulls,
      });
    }
    case 'string': {
      const offsets = (column.offsets as Int32Array).subarray(0, rows + 1);
      const data = (column.bytes as Uint8Array).subarray(0, column.byteLength);
      return makeData({ type: new Utf8(), length: rows, valueOffsets: offsets, data, ...nulls });
    }
    case 'boolean': {
      const bits = new Uint8Array((rows + 7) >> 3);
      const bools = column.bools as Uint8Array;
      for (let r = 0; r < rows; r += 1) if (bools[r]) bits[r >> 3] = (bits[r >> 3] as number) | (1 << (r & 7));
      return makeData({ type: new Bool(), length: rows, data: bits, ...nulls });
    }
    case 'mixed':
      return textColumn(column, rows);
    default:
      return emptyColumn(rows, coltype);
  }
}

function emptyColumn(rows: number, coltype: GenericDataType | undefined): Data {
  const nullBitmap = new Uint8Array((rows + 7) >> 3);
  const nulls = rows === 0 ? {} : { nullBitmap, nullCount: rows };
  if (coltype === 0) return makeData({ type: new Float64(), length: rows, data: new Float64Array(rows), ...nulls });
  if (coltype === TEMPORAL)
    return makeData({ type: new TimestampMillisecond(), length: rows, data: new BigInt64Array(rows), ...nulls });
  if (coltype === 3)
    return makeData({ type: new Bool(), length: rows, data: new Uint8Array(nullBitmap.length), ...nulls });
  return makeData({
    type: new Utf8(),
    length: rows,
    valueOffsets: new Int32Array(rows + 1),
    data: new Uint8Array(0),
    ...nulls,
  });
}

/** Builds the Arrow table of one result: columns in `colnames` order first, then any others the records held. */
export function recordsToTable(
  records: RecordColumns,
  colnames: string[] = [],
  coltypes: GenericDataType[] = [],
): Table {
  const rows = records.rows;
  const byName = new Map(records.columns.map((c) => [c.name, c]));
  const names = [...colnames, ...records.columns.map((c) => c.name).filter((n) => !colnames.includes(n))];
  const children = names.map((name) => {
    const column = byName.get(name);
    const coltype = coltypes[colnames.indexOf(name)];
    return column ? columnData(column, rows, coltype) : emptyColumn(rows, coltype);
  });
  const fields = names.map((name, i) => new Field(name, (children[i] as Data).type as DataType, true));
  const struct = makeData({ type: new Struct(fields), length: rows, nullCount: 0, children });
  return new Table([new RecordBatch(new Schema(fields), struct)]);
}

/** Arrow IPC stream bytes of a table. */
export function tableToStream(table: Table): Uint8Array {
  return tableToIPC(table, 'stream');
}

/** Row count and column names of an IPC stream (reads the schema and batch headers). */
export function describeStream(ipc: Uint8Array): {
  numRows: number;
  colnames: string[];
  metadata: Map<string, string>;
} {
  const table = tableFromIPC(ipc);
  return { numRows: table.numRows, colnames: table.schema.fields.map((f) => f.name), metadata: table.schema.metadata };
}

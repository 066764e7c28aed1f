/**
 * DuckDB answers integer sums as 128-bit HUGEINT, which reaches Arrow as Decimal(38, 0), and DECIMAL columns as
 * Decimal(p, s). Chart code reads numbers, so results cross the boundary with those columns rewritten the way the
 * JSON path writes numbers: doubles where every integer is safe, Int64 (BigInt, exact) where some are beyond
 * 2^53, digits as text beyond the 64-bit range, and doubles for fractional decimals.
 */
import {
  DataType,
  Field,
  Float64,
  Int64,
  RecordBatch,
  Schema,
  Struct,
  Table,
  Utf8,
  makeData,
  tableFromIPC,
  tableToIPC,
} from 'apache-arrow';
import type { Data, Decimal } from 'apache-arrow';
import { utf8FromTexts } from './arrowTable';

const TWO32 = 4294967296;
const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);

/** One Decimal chunk, read: unscaled values as doubles where they are safe integers, the others exact. */
export interface DecimalChunk {
  data: Data<Decimal>;
  safe: Float64Array;
  /** Rows whose unscaled value is beyond 2^53. */
  wide: Map<number, bigint>;
}

function wordsToBigInt(words: Uint32Array, at: number, stride: number): bigint {
  let value = 0n;
  for (let w = stride - 1; w >= 0; w -= 1) value = (value << 32n) | BigInt(words[at + w] as number);
  const sign = 1n << BigInt(stride * 32 - 1);
  return value >= sign ? value - (sign << 1n) : value;
}

/** Reads a Decimal chunk; most values are read from their two low words, without a BigInt. */
export function readDecimal(data: Data<Decimal>): DecimalChunk {
  const stride = data.type.bitWidth / 32;
  const words = data.values as unknown as Uint32Array;
  const safe = new Float64Array(data.length);
  const wide = new Map<number, bigint>();
  const hasNulls = data.nullCount > 0;
  for (let row = 0; row < data.length; row += 1) {
    if (hasNulls && !data.getValid(row)) continue;
    const at = row * stride;
    const lo = words[at] as number;
    const hi = words[at + 1] as number;
    const extension = hi <= 0x1fffff ? 0 : hi > 0xffe00000 ? 0xffffffff : -1;
    let upper = extension >= 0;
    for (let w = 2; upper && w < stride; w += 1) upper = words[at + w] === extension;
    if (!upper) wide.set(row, wordsToBigInt(words, at, stride));
    else safe[row] = extension === 0 ? hi * TWO32 + lo : (hi - TWO32) * TWO32 + lo;
  }
  return { data, safe, wide };
}

/** The double nearest a decimal `unscaled × 10^-scale` (correctly rounded). */
export function decimalToNumber(unscaled: bigint, scale: number): number {
  return scale === 0 ? Number(unscaled) : Number(`${unscaled}e-${scale}`);
}

function nullsOf(data: Data): { nullBitmap: Uint8Array; nullCount: number } | Record<string, never> {
  if (data.nullCount === 0) return {};
  const nullBitmap = new Uint8Array((data.length + 7) >> 3);
  for (let row = 0; row < data.length; row += 1)
    if (data.getValid(row)) nullBitmap[row >> 3] = (nullBitmap[row >> 3] as number) | (1 << (row & 7));
  return { nullBitmap, nullCount: data.nullCount };
}

type Kind = 'float' | 'int64' | 'text';

function kindOf(chunks: readonly DecimalChunk[], scale: number): Kind {
  if (scale > 0) return 'float';
  let kind: Kind = 'float';
  for (const { wide } of chunks) {
    for (const v of wide.values()) {
      if (v > MAX_INT64 || v < MIN_INT64) return 'text';
      kind = 'int64';
    }
  }
  return kind;
}

function rewrite({ data, safe, wide }: DecimalChunk, kind: Kind, scale: number): Data {
  const length = data.length;
  const nulls = nullsOf(data);
  if (kind === 'text') {
    return utf8FromTexts(Array.from(safe, (v, row) => (data.getValid(row) ? (wide.get(row) ?? v).toString() : null)));
  }
  if (kind === 'int64') {
    // A value that fits 64 bits is its own two low words (two's complement).
    const stride = data.type.bitWidth / 32;
    const words = data.values as unknown as Uint32Array;
    const low = new Uint32Array(length * 2);
    for (let row = 0; row < length; row += 1) {
      low[row * 2] = words[row * stride] as number;
      low[row * 2 + 1] = words[row * stride + 1] as number;
    }
    return makeData({ type: new Int64(), length, data: new BigInt64Array(low.buffer), ...nulls });
  }
  // The unscaled doubles become the column; both operands of the division are exact (10^s is, up to 10^22),
  // so each quotient is correctly rounded.
  const values = safe;
  const divisor = 10 ** scale;
  if (scale > 0 && scale <= 22)
    for (let row = 0; row < length; row += 1) values[row] = (values[row] as number) / divisor;
  else if (scale > 22) for (let row = 0; row < length; row += 1) values[row] = Number(`${values[row]}e-${scale}`);
  for (const [row, big] of wide) values[row] = decimalToNumber(big, scale);
  return makeData({ type: new Float64(), length, data: values, ...nulls });
}

/** The table with its Decimal columns rewritten as numbers, or the same table when it has none. */
export function exactNumbers(table: Table): Table {
  const fields = table.schema.fields;
  const decimal = fields.map((f) => DataType.isDecimal(f.type));
  if (!decimal.includes(true)) return table;
  const batches = table.batches;
  const replaced = new Map<number, { type: DataType; chunks: Data[] }>();
  fields.forEach((field, i) => {
    if (!decimal[i]) return;
    const scale = (field.type as Decimal).scale;
    const values = batches.map((b) => readDecimal(b.data.children[i] as Data<Decimal>));
    const kind = kindOf(values, scale);
    const type = kind === 'text' ? new Utf8() : kind === 'int64' ? new Int64() : new Float64();
    replaced.set(i, { type, chunks: values.map((v) => rewrite(v, kind, scale)) });
  });
  const newFields = fields.map((f, i) => new Field(f.name, replaced.get(i)?.type ?? f.type, f.nullable, f.metadata));
  const schema = new Schema(newFields, table.schema.metadata);
  const newBatches = batches.map((batch, b) => {
    const children = batch.data.children.map((child, i) => replaced.get(i)?.chunks[b] ?? child);
    return new RecordBatch(
      schema,
      makeData({ type: new Struct(newFields), length: batch.numRows, nullCount: 0, children }),
    );
  });
  return newBatches.length ? new Table(newBatches) : new Table(schema);
}

/** IPC stream bytes whose Decimal columns are rewritten as numbers (the same bytes when there are none), and their table. */
export function exactIpc(ipc: Uint8Array): { ipc: Uint8Array; table: Table } {
  const table = tableFromIPC(ipc);
  const exact = exactNumbers(table);
  return exact === table ? { ipc, table } : { ipc: tableToIPC(exact, 'stream'), table: exact };
}

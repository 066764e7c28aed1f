/**
 * DuckDB answers integer sums as 128-bit HUGEINT, which reaches Arrow as Decimal(38, 0), and DECIMAL columns as
 * Decimal(p, s). Chart code reads numbers, so results cross the boundary with those columns rewritten the way the
 * JSON path writes numbers: doubles where every integer is safe, Int64 (BigInt, exact) where some are beyond
 * 2^53, digits as text beyond the 64-bit range, and doubles for fractional decimals.
 */
import { DataType, Field, Float64, Int64, RecordBatch, Schema, Struct, Table, Utf8, makeData, tableFromIPC, tableToIPC } from 'apache-arrow';
import type { Data, Decimal } from 'apache-arrow';
import { utf8FromTexts } from './arrowTable';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;
const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);

/** The exact value of each row of a Decimal chunk (unscaled), null where the row is null. */
export function decimalValues(data: Data<Decimal>): (bigint | null)[] {
  const stride = data.type.bitWidth / 32;
  const words = data.values as unknown as Uint32Array;
  const sign = 1n << BigInt(data.type.bitWidth - 1);
  const out: (bigint | null)[] = [];
  for (let row = 0; row < data.length; row += 1) {
    if (!data.getValid(row)) {
      out.push(null);
      continue;
    }
    let value = 0n;
    for (let w = stride - 1; w >= 0; w -= 1) value = (value << 32n) | BigInt(words[row * stride + w] as number);
    out.push(value >= sign ? value - (sign << 1n) : value);
  }
  return out;
}

/** The double nearest a decimal `unscaled × 10^-scale` (parsed from its digits, so correctly rounded). */
export function decimalToNumber(unscaled: bigint, scale: number): number {
  return scale === 0 ? Number(unscaled) : Number(`${unscaled}e-${scale}`);
}

function validity(values: readonly (unknown | null)[]): { nullBitmap: Uint8Array; nullCount: number } | Record<string, never> {
  let nullCount = 0;
  const nullBitmap = new Uint8Array((values.length + 7) >> 3);
  values.forEach((v, row) => {
    if (v === null) nullCount += 1;
    else nullBitmap[row >> 3] = (nullBitmap[row >> 3] as number) | (1 << (row & 7));
  });
  return nullCount === 0 ? {} : { nullBitmap, nullCount };
}

type Kind = 'float' | 'int64' | 'text';

function kindOf(chunks: (bigint | null)[][], scale: number): Kind {
  if (scale > 0) return 'float';
  let kind: Kind = 'float';
  for (const chunk of chunks) {
    for (const v of chunk) {
      if (v === null || (v <= MAX_SAFE && v >= MIN_SAFE)) continue;
      if (v > MAX_INT64 || v < MIN_INT64) return 'text';
      kind = 'int64';
    }
  }
  return kind;
}

function rewrite(values: (bigint | null)[], kind: Kind, scale: number): Data {
  const length = values.length;
  const nulls = validity(values);
  if (kind === 'text') return utf8FromTexts(values.map((v) => (v === null ? null : v.toString())));
  if (kind === 'int64') return makeData({ type: new Int64(), length, data: BigInt64Array.from(values, (v) => v ?? 0n), ...nulls });
  return makeData({ type: new Float64(), length, data: Float64Array.from(values, (v) => (v === null ? 0 : decimalToNumber(v, scale))), ...nulls });
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
    const values = batches.map((b) => decimalValues(b.data.children[i] as Data<Decimal>));
    const kind = kindOf(values, scale);
    const type = kind === 'text' ? new Utf8() : kind === 'int64' ? new Int64() : new Float64();
    replaced.set(i, { type, chunks: values.map((v) => rewrite(v, kind, scale)) });
  });
  const newFields = fields.map((f, i) => new Field(f.name, replaced.get(i)?.type ?? f.type, f.nullable, f.metadata));
  const schema = new Schema(newFields, table.schema.metadata);
  const newBatches = batches.map((batch, b) => {
    const children = batch.data.children.map((child, i) => replaced.get(i)?.chunks[b] ?? child);
    return new RecordBatch(schema, makeData({ type: new Struct(newFields), length: batch.numRows, nullCount: 0, children }));
  });
  return newBatches.length ? new Table(newBatches) : new Table(schema);
}

/** IPC stream bytes whose Decimal columns are rewritten as numbers (the same bytes when there are none), and their table. */
export function exactIpc(ipc: Uint8Array): { ipc: Uint8Array; table: Table } {
  const table = tableFromIPC(ipc);
  const exact = exactNumbers(table);
  return exact === table ? { ipc, table } : { ipc: tableToIPC(exact, 'stream'), table: exact };
}

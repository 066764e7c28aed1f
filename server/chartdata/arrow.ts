/**
 * Arrow IPC encoding of a columnar result, writing the column buffers directly: apache-arrow's per-value
 * builders cost more than JSON.stringify of the same rows, which defeats the point of the format.
 */
import {
  Bool,
  Float64,
  Int64,
  makeData,
  makeVector,
  Schema,
  Table,
  tableFromArrays,
  tableToIPC,
  TimestampMillisecond,
  Utf8,
  type DataType,
  type Vector,
} from 'apache-arrow';
import type { QueryResult } from '../engines';
import { toJson } from './json';

const isNull = (v: unknown): boolean => v === null || v === undefined;

/** The validity bitmap of a column (bit set = value present), or none when nothing is null. */
function validity(values: unknown[]): { nullBitmap: Uint8Array | undefined; nullCount: number } {
  let nullCount = 0;
  for (const v of values) if (isNull(v)) nullCount++;
  if (!nullCount) return { nullBitmap: undefined, nullCount };
  const bitmap = new Uint8Array((values.length + 7) >> 3);
  for (let i = 0; i < values.length; i++) if (!isNull(values[i])) bitmap[i >> 3]! |= 1 << (i & 7);
  return { nullBitmap: bitmap, nullCount };
}

function vector<T extends DataType>(
  type: T,
  values: unknown[],
  data: T['TArray'] | Uint8Array,
  extra: Record<string, unknown> = {},
): Vector<T> {
  const { nullBitmap, nullCount } = validity(values);
  return makeVector(
    makeData({
      type,
      length: values.length,
      nullCount,
      ...(nullBitmap ? { nullBitmap } : {}),
      data,
      ...extra,
    } as never),
  ) as Vector<T>;
}

function int64(values: unknown[]): Vector {
  const data = new BigInt64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!isNull(v)) data[i] = typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v)));
  }
  return vector(new Int64(), values, data);
}

function timestamps(values: unknown[]): Vector {
  const data = new BigInt64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v instanceof Date) data[i] = BigInt(v.getTime());
  }
  return vector(
    new TimestampMillisecond(),
    values.map((v) => (v instanceof Date ? v : null)),
    data,
  );
}

function float64(values: unknown[]): Vector {
  const data = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!isNull(v)) data[i] = Number(v);
  }
  return vector(new Float64(), values, data);
}

function bool(values: unknown[]): Vector {
  const data = new Uint8Array((values.length + 7) >> 3);
  for (let i = 0; i < values.length; i++) if (values[i]) data[i >> 3]! |= 1 << (i & 7);
  return vector(new Bool(), values, data);
}

function utf8(values: unknown[]): Vector {
  const strings = values.map((v) => (isNull(v) ? '' : typeof v === 'string' ? v : String(v)));
  const offsets = new Int32Array(strings.length + 1);
  let total = 0;
  for (let i = 0; i < strings.length; i++) {
    total += Buffer.byteLength(strings[i] as string, 'utf8');
    offsets[i + 1] = total;
  }
  const bytes = Buffer.allocUnsafe(total);
  let at = 0;
  for (const s of strings) at += bytes.write(s, at, 'utf8');
  return vector(new Utf8(), values, new Uint8Array(bytes.buffer, bytes.byteOffset, total), { valueOffsets: offsets });
}

/** One column as Arrow: int64 for 64-bit integers (exact beyond 2^53), timestamps in ms, float64 for other numbers, bool, utf8. */
export function arrowColumn(values: unknown[], type: string): Vector {
  const t = type.toUpperCase();
  if (/^(BIGINT|INT8|HUGEINT|UBIGINT)$/.test(t) || values.some((v) => typeof v === 'bigint')) return int64(values);
  if (values.some((v) => v instanceof Date)) return timestamps(values);
  if (/BOOL/.test(t)) return bool(values);
  if (/INT|DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC/.test(t)) return float64(values);
  return utf8(values);
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
    vectors[name] = arrowColumn(r.columns[j] ?? [], r.types[j] ?? '');
  });
  const table = new Table(vectors);
  return tableToIPC(new Table(new Schema(table.schema.fields, metadata), table.batches), 'stream');
}

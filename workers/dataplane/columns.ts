/**
 * Growable typed columns filled row by row by the chart-data JSON reader, without a JS object per row.
 * Big integers are written straight into 64-bit limbs (no BigInt per value); a column that meets a second
 * kind of value falls back to plain JS values.
 */

const TWO32 = 4294967296;

/** What a column holds so far. */
export type ColumnKind = 'null' | 'number' | 'string' | 'boolean' | 'mixed';

/** One column of records being read. */
export class ColumnBuilder {
  kind: ColumnKind = 'null';
  capacity: number;
  valid: Uint8Array;
  /** Number column: doubles; `wide` marks rows held as 64-bit integers in `limbs` instead. */
  f64: Float64Array | null = null;
  limbs: Uint32Array | null = null;
  wide: Uint8Array | null = null;
  allIntegers = true;
  /** Integers beyond the 64-bit range, kept as their digits. */
  overflow: Map<number, string> | null = null;
  /** String column: UTF-8 bytes and row offsets (rows written in order). */
  bytes: Uint8Array | null = null;
  byteLength = 0;
  offsets: Int32Array | null = null;
  lastRow = -1;
  bools: Uint8Array | null = null;
  values: unknown[] | null = null;

  constructor(
    readonly name: string,
    readonly keyBytes: Uint8Array,
    capacity = 1024,
  ) {
    this.capacity = capacity;
    this.valid = new Uint8Array(capacity);
  }

  ensure(row: number): void {
    if (row < this.capacity) return;
    let cap = this.capacity * 2;
    while (cap <= row) cap *= 2;
    this.valid = grow(this.valid, cap);
    if (this.f64) this.f64 = grow(this.f64, cap);
    if (this.limbs) this.limbs = grow(this.limbs, cap * 2);
    if (this.wide) this.wide = grow(this.wide, cap);
    if (this.offsets) this.offsets = grow(this.offsets, cap + 1);
    if (this.bools) this.bools = grow(this.bools, cap);
    this.capacity = cap;
  }

  private become(kind: ColumnKind): boolean {
    if (this.kind === kind) return true;
    if (this.kind === 'mixed') return false;
    if (this.kind !== 'null') {
      this.toMixed();
      return false;
    }
    this.kind = kind;
    if (kind === 'number') this.f64 = new Float64Array(this.capacity);
    if (kind === 'boolean') this.bools = new Uint8Array(this.capacity);
    if (kind === 'string') {
      this.bytes = new Uint8Array(1 << 16);
      this.offsets = new Int32Array(this.capacity + 1);
    }
    return true;
  }

  setNumber(row: number, value: number): void {
    this.ensure(row);
    if (!this.become('number')) return this.setMixed(row, value);
    (this.f64 as Float64Array)[row] = value;
    if (this.allIntegers && !Number.isInteger(value)) this.allIntegers = false;
    this.valid[row] = 1;
  }

  /** A 64-bit integer given as two's-complement limbs. */
  setWide(row: number, lo: number, hi: number): void {
    this.ensure(row);
    if (!this.become('number')) return this.setMixed(row, limbsToBigInt(lo, hi));
    if (!this.limbs) {
      this.limbs = new Uint32Array(this.capacity * 2);
      this.wide = new Uint8Array(this.capacity);
    }
    this.limbs[row * 2] = lo;
    this.limbs[row * 2 + 1] = hi;
    (this.wide as Uint8Array)[row] = 1;
    this.valid[row] = 1;
  }

  /** An integer literal beyond the 64-bit range. */
  setOverflow(row: number, digits: string): void {
    this.ensure(row);
    if (!this.become('number')) return this.setMixed(row, BigInt(digits));
    (this.overflow ??= new Map()).set(row, digits);
    this.valid[row] = 1;
  }

  setBoolean(row: number, value: boolean): void {
    this.ensure(row);
    if (!this.become('boolean')) return this.setMixed(row, value);
    (this.bools as Uint8Array)[row] = value ? 1 : 0;
    this.valid[row] = 1;
  }

  /** Appends UTF-8 bytes `src[start, end)` as the row's string. */
  setUtf8(row: number, src: Uint8Array, start: number, end: number): void {
    this.ensure(row);
    if (!this.become('string')) return this.setMixed(row, decoder.decode(src.subarray(start, end)));
    this.fillOffsets(row);
    const length = end - start;
    this.reserveBytes(length);
    const bytes = this.bytes as Uint8Array;
    // Short strings copy faster byte by byte than through a subarray view.
    if (length < 48) for (let i = 0, o = this.byteLength; i < length; i += 1) bytes[o + i] = src[start + i] as number;
    else bytes.set(src.subarray(start, end), this.byteLength);
    this.byteLength += length;
    (this.offsets as Int32Array)[row + 1] = this.byteLength;
    this.valid[row] = 1;
  }

  /** Appends the JSON string body `src[start, end)`, resolving its escapes, as the row's string. */
  setEscapedUtf8(row: number, src: Uint8Array, start: number, end: number): void {
    this.ensure(row);
    if (!this.become('string')) return this.setMixed(row, JSON.parse(decoder.decode(src.subarray(start - 1, end + 1))));
    this.fillOffsets(row);
    this.reserveBytes(end - start);
    this.byteLength = unescapeInto(src, start, end, this.bytes as Uint8Array, this.byteLength);
    (this.offsets as Int32Array)[row + 1] = this.byteLength;
    this.valid[row] = 1;
  }

  setString(row: number, value: string): void {
    this.ensure(row);
    if (!this.become('string')) return this.setMixed(row, value);
    this.fillOffsets(row);
    this.reserveBytes(value.length * 3);
    const { written } = encoder.encodeInto(value, (this.bytes as Uint8Array).subarray(this.byteLength));
    this.byteLength += written;
    (this.offsets as Int32Array)[row + 1] = this.byteLength;
    this.valid[row] = 1;
  }

  setNull(row: number): void {
    this.ensure(row);
    if (this.kind === 'mixed') (this.values as unknown[])[row] = null;
    this.valid[row] = 0;
  }

  setMixed(row: number, value: unknown): void {
    this.ensure(row);
    if (this.kind !== 'mixed') this.toMixed();
    (this.values as unknown[])[row] = value;
    this.valid[row] = value === null ? 0 : 1;
  }

  /** Row offsets up to `row` (string columns); a repeated key in one row replaces the earlier value. */
  private fillOffsets(row: number): void {
    const offsets = this.offsets as Int32Array;
    if (row === this.lastRow) this.byteLength = offsets[row] ?? 0;
    for (let r = this.lastRow + 1; r <= row; r += 1) offsets[r + 1] = this.byteLength;
    this.lastRow = row;
  }

  /** Closes the offsets of a string column at `rows` rows. */
  finish(rows: number): void {
    this.ensure(rows);
    if (this.kind !== 'string') return;
    const offsets = this.offsets as Int32Array;
    for (let r = this.lastRow + 1; r < rows; r += 1) offsets[r + 1] = this.byteLength;
    this.lastRow = Math.max(this.lastRow, rows - 1);
  }

  private reserveBytes(extra: number): void {
    const bytes = this.bytes as Uint8Array;
    if (this.byteLength + extra <= bytes.length) return;
    let size = bytes.length * 2;
    while (size < this.byteLength + extra) size *= 2;
    this.bytes = grow(bytes, size);
  }

  /** The value of a row as a JS value (BigInt for 64-bit integers). */
  valueAt(row: number): unknown {
    if (row >= this.capacity || !this.valid[row]) return null;
    switch (this.kind) {
      case 'number': {
        const digits = this.overflow?.get(row);
        if (digits !== undefined) return BigInt(digits);
        if (this.wide?.[row]) return limbsToBigInt(this.limbs?.[row * 2] ?? 0, this.limbs?.[row * 2 + 1] ?? 0);
        return this.f64?.[row] ?? null;
      }
      case 'boolean':
        return this.bools?.[row] === 1;
      case 'string': {
        const offsets = this.offsets as Int32Array;
        return decoder.decode((this.bytes as Uint8Array).subarray(offsets[row] ?? 0, offsets[row + 1] ?? 0));
      }
      case 'mixed':
        return this.values?.[row] ?? null;
      default:
        return null;
    }
  }

  private toMixed(): void {
    const rows = this.capacity;
    const values = new Array<unknown>(rows).fill(null);
    for (let r = 0; r < rows; r += 1) if (this.valid[r]) values[r] = this.valueAt(r);
    this.kind = 'mixed';
    this.values = values;
    this.f64 = this.limbs = this.wide = this.bytes = this.bools = null;
    this.offsets = null;
    this.overflow = null;
  }
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

function grow<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

/** Two's-complement limbs of a 64-bit integer as a BigInt. */
export function limbsToBigInt(lo: number, hi: number): bigint {
  return BigInt.asIntN(64, (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0));
}

/** Writes a safe integer as two's-complement limbs at `limbs[2i]`, `limbs[2i+1]`. */
export function writeSafeInteger(limbs: Uint32Array, i: number, value: number): void {
  const magnitude = Math.abs(value);
  let lo = magnitude % TWO32;
  let hi = Math.floor(magnitude / TWO32);
  if (value < 0) {
    lo = (TWO32 - lo) % TWO32;
    hi = (TWO32 - hi - (lo === 0 ? 0 : 1)) % TWO32;
  }
  limbs[i * 2] = lo;
  limbs[i * 2 + 1] = hi;
}

const SIMPLE_ESCAPES: Record<number, number> = { 34: 34, 92: 92, 47: 47, 98: 8, 102: 12, 110: 10, 114: 13, 116: 9 };

function hex4(src: Uint8Array, at: number): number {
  return Number.parseInt(String.fromCharCode(src[at] ?? 0, src[at + 1] ?? 0, src[at + 2] ?? 0, src[at + 3] ?? 0), 16);
}

/** Writes the JSON string body `src[start, end)` into `out` at `at` as UTF-8 with escapes resolved; returns the new end. */
export function unescapeInto(src: Uint8Array, start: number, end: number, out: Uint8Array, at: number): number {
  let o = at;
  for (let p = start; p < end;) {
    const c = src[p] as number;
    if (c !== 92) {
      out[o++] = c;
      p += 1;
      continue;
    }
    const e = src[p + 1] as number;
    if (e !== 117) {
      const simple = SIMPLE_ESCAPES[e];
      if (simple === undefined) throw new SyntaxError(`JSON: bad escape at byte ${p}`);
      out[o++] = simple;
      p += 2;
      continue;
    }
    let code = hex4(src, p + 2);
    p += 6;
    if (Number.isNaN(code)) throw new SyntaxError(`JSON: bad unicode escape at byte ${p - 6}`);
    if (code >= 0xd800 && code < 0xdc00 && src[p] === 92 && src[p + 1] === 117) {
      const low = hex4(src, p + 2);
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        p += 6;
      }
    }
    if (code >= 0xd800 && code < 0xe000) code = 0xfffd;
    if (code < 0x80) out[o++] = code;
    else if (code < 0x800) {
      out[o++] = 0xc0 | (code >> 6);
      out[o++] = 0x80 | (code & 63);
    } else if (code < 0x10000) {
      out[o++] = 0xe0 | (code >> 12);
      out[o++] = 0x80 | ((code >> 6) & 63);
      out[o++] = 0x80 | (code & 63);
    } else {
      out[o++] = 0xf0 | (code >> 18);
      out[o++] = 0x80 | ((code >> 12) & 63);
      out[o++] = 0x80 | ((code >> 6) & 63);
      out[o++] = 0x80 | (code & 63);
    }
  }
  return o;
}

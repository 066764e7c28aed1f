/**
 * Reads a chart-data JSON body from its bytes. Each result's `data` (a list of flat records) goes straight into
 * typed columns, with no JS object per row; the small envelope around it becomes plain values. Integers beyond
 * ±2^53 stay exact: BigInt in the envelope, 64-bit integers in the columns.
 */
import { ColumnBuilder } from './columns';

/** The columns of one `data` list, in the order keys were first seen. */
export interface RecordColumns {
  readonly kind: 'records';
  rows: number;
  columns: ColumnBuilder[];
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const RBRACKET = 93;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const TWO32 = 4294967296;
const TWO31 = 2147483648;
const MAX_SAFE = 9007199254740991;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

const decoder = new TextDecoder();

/** True for the records columns of a result's `data`. */
export function isRecordColumns(value: unknown): value is RecordColumns {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'records';
}

/** Parses a chart-data body; every `data` key holding records becomes {@link RecordColumns}. */
export function readChartJson(bytes: Uint8Array): unknown {
  const reader = new Reader(bytes);
  const value = reader.value();
  reader.ws();
  if (reader.pos !== bytes.length) reader.fail('unexpected content after the JSON value');
  return value;
}

class Reader {
  pos = 0;
  constructor(readonly b: Uint8Array) {}

  fail(what: string): never {
    throw new SyntaxError(`JSON: ${what} at byte ${this.pos}`);
  }

  ws(): void {
    const b = this.b;
    let p = this.pos;
    for (let c = b[p]; c === 32 || c === 10 || c === 13 || c === 9; c = b[++p]);
    this.pos = p;
  }

  expect(code: number): void {
    if (this.b[this.pos] !== code) this.fail(`expected '${String.fromCharCode(code)}'`);
    this.pos += 1;
  }

  value(): unknown {
    this.ws();
    const c = this.b[this.pos];
    if (c === LBRACE) return this.object();
    if (c === LBRACKET) return this.array();
    if (c === QUOTE) return this.string();
    if (c === MINUS || (c !== undefined && c >= ZERO && c <= NINE)) return this.number(null, 0);
    return this.literal();
  }

  literal(): boolean | null {
    const b = this.b;
    const p = this.pos;
    if (b[p] === 116 && b[p + 1] === 114 && b[p + 2] === 117 && b[p + 3] === 101) return ((this.pos += 4), true);
    if (b[p] === 102 && b[p + 1] === 97 && b[p + 2] === 108 && b[p + 3] === 115 && b[p + 4] === 101)
      return ((this.pos += 5), false);
    if (b[p] === 110 && b[p + 1] === 117 && b[p + 2] === 108 && b[p + 3] === 108) return ((this.pos += 4), null);
    return this.fail('unexpected token');
  }

  /** End of the string starting at `pos` (the opening quote); sets `escaped` when it holds a backslash. */
  stringEnd(): number {
    const b = this.b;
    let p = this.pos + 1;
    this.escaped = false;
    for (;;) {
      const c = b[p];
      if (c === QUOTE) return p;
      if (c === BACKSLASH) {
        this.escaped = true;
        p += 2;
      } else if (c === undefined) {
        return this.fail('unterminated string');
      } else p += 1;
    }
  }
  escaped = false;

  string(): string {
    const end = this.stringEnd();
    const text = this.escaped
      ? (JSON.parse(decoder.decode(this.b.subarray(this.pos, end + 1))) as string)
      : decoder.decode(this.b.subarray(this.pos + 1, end));
    this.pos = end + 1;
    return text;
  }

  object(): Record<string, unknown> {
    this.pos += 1;
    const out: Record<string, unknown> = {};
    this.ws();
    if (this.b[this.pos] === RBRACE) return ((this.pos += 1), out);
    for (;;) {
      this.ws();
      if (this.b[this.pos] !== QUOTE) this.fail('expected a key');
      const key = this.string();
      this.ws();
      this.expect(COLON);
      this.ws();
      out[key] = key === 'data' && this.b[this.pos] === LBRACKET && this.recordsAhead() ? this.records() : this.value();
      this.ws();
      if (this.b[this.pos] === COMMA) this.pos += 1;
      else return (this.expect(RBRACE), out);
    }
  }

  array(): unknown[] {
    this.pos += 1;
    const out: unknown[] = [];
    this.ws();
    if (this.b[this.pos] === RBRACKET) return ((this.pos += 1), out);
    for (;;) {
      out.push(this.value());
      this.ws();
      if (this.b[this.pos] === COMMA) this.pos += 1;
      else return (this.expect(RBRACKET), out);
    }
  }

  recordsAhead(): boolean {
    const save = this.pos;
    this.pos += 1;
    this.ws();
    const c = this.b[this.pos];
    this.pos = save;
    return c === LBRACE || c === RBRACKET;
  }

  records(): RecordColumns {
    const b = this.b;
    const columns: ColumnBuilder[] = [];
    const byName = new Map<string, ColumnBuilder>();
    let row = 0;
    this.pos += 1;
    this.ws();
    if (b[this.pos] === RBRACKET) return ((this.pos += 1), { kind: 'records', rows: 0, columns });
    for (;;) {
      this.ws();
      this.expect(LBRACE);
      this.ws();
      let field = 0;
      if (b[this.pos] === RBRACE) this.pos += 1;
      else
        for (;;) {
          this.ws();
          if (b[this.pos] !== QUOTE) this.fail('expected a key');
          const end = this.stringEnd();
          let column = columns[field];
          if (!column || this.escaped || !sameBytes(b, this.pos + 1, end, column.keyBytes)) {
            const name = this.escaped ? this.string() : decoder.decode(b.subarray(this.pos + 1, end));
            column = byName.get(name);
            if (!column) {
              column = new ColumnBuilder(name, b.slice(this.pos + 1, end));
              byName.set(name, column);
              columns.push(column);
            }
          }
          this.pos = end + 1;
          this.ws();
          this.expect(COLON);
          this.ws();
          this.cell(column, row);
          field += 1;
          this.ws();
          const c = b[this.pos];
          if (c === RBRACE) {
            this.pos += 1;
            break;
          }
          this.expect(COMMA);
        }
      row += 1;
      this.ws();
      if (b[this.pos] === RBRACKET) {
        this.pos += 1;
        break;
      }
      this.expect(COMMA);
    }
    for (const column of columns) column.finish(row);
    return { kind: 'records', rows: row, columns };
  }

  cell(column: ColumnBuilder, row: number): void {
    const c = this.b[this.pos];
    if (c === QUOTE) {
      const end = this.stringEnd();
      if (this.escaped) column.setEscapedUtf8(row, this.b, this.pos + 1, end);
      else column.setUtf8(row, this.b, this.pos + 1, end);
      this.pos = end + 1;
    } else if (c === MINUS || (c !== undefined && c >= ZERO && c <= NINE)) {
      this.number(column, row);
    } else if (c === LBRACE || c === LBRACKET) {
      column.setMixed(row, this.value());
    } else {
      const v = this.literal();
      if (v === null) column.setNull(row);
      else column.setBoolean(row, v);
    }
  }

  /** Reads a number; into `column` at `row` when given, else returns it (BigInt beyond ±2^53). */
  number(column: ColumnBuilder | null, row: number): number | bigint {
    const b = this.b;
    const start = this.pos;
    let p = start;
    const negative = b[p] === MINUS;
    if (negative) p += 1;
    const digitsStart = p;
    let v = 0;
    for (let c = b[p]; c !== undefined && c >= ZERO && c <= NINE; c = b[++p]) v = v * 10 + (c - ZERO);
    const intDigits = p - digitsStart;
    if (intDigits === 0) this.fail('expected a digit');
    let c = b[p];
    if (c !== DOT && c !== 101 && c !== 69) {
      this.pos = p;
      if (intDigits <= 15 || v <= MAX_SAFE) return this.emit(column, row, negative ? -v : v);
      return this.wideInteger(column, row, digitsStart, p, negative);
    }
    let mantissa = v;
    let fraction = 0;
    if (c === DOT) {
      for (c = b[++p]; c !== undefined && c >= ZERO && c <= NINE; c = b[++p]) {
        mantissa = mantissa * 10 + (c - ZERO);
        fraction += 1;
      }
    }
    let value: number;
    if (c === 101 || c === 69) {
      for (c = b[++p]; c !== undefined && ((c >= ZERO && c <= NINE) || c === MINUS || c === 43); c = b[++p]);
      value = Number(decoder.decode(b.subarray(start, p)));
    } else if (intDigits + fraction <= 15 && fraction <= 22) {
      // Both operands are exact doubles, so one correctly rounded division gives the exact parse.
      value = (negative ? -mantissa : mantissa) / (POW10[fraction] as number);
    } else {
      value = Number(decoder.decode(b.subarray(start, p)));
    }
    this.pos = p;
    return this.emit(column, row, value);
  }

  emit(column: ColumnBuilder | null, row: number, value: number): number {
    column?.setNumber(row, value);
    return value;
  }

  wideInteger(column: ColumnBuilder | null, row: number, from: number, to: number, negative: boolean): number | bigint {
    if (!column) return BigInt(decoder.decode(this.b.subarray(negative ? from - 1 : from, to)));
    const b = this.b;
    let lo = 0;
    let hi = 0;
    if (to - from <= 20) {
      // value = head * 1e9 + tail, with head < 1e11 split at 2^16 so every product stays an exact double.
      const split = to - 9;
      let head = 0;
      let tail = 0;
      for (let p = from; p < split; p += 1) head = head * 10 + ((b[p] as number) - ZERO);
      for (let p = split; p < to; p += 1) tail = tail * 10 + ((b[p] as number) - ZERO);
      const h1 = Math.floor(head / 65536);
      const a = h1 * 1e9;
      const aHi = Math.floor(a / 65536);
      const sum = (a - aHi * 65536) * 65536 + (head - h1 * 65536) * 1e9 + tail;
      const carry = Math.floor(sum / TWO32);
      lo = sum - carry * TWO32;
      hi = aHi + carry;
    } else hi = TWO32;
    const fits = hi < TWO31 || (negative && hi === TWO31 && lo === 0);
    if (!fits) {
      column.setOverflow(row, decoder.decode(b.subarray(negative ? from - 1 : from, to)));
      return 0;
    }
    if (negative) {
      lo = (TWO32 - lo) % TWO32;
      hi = (TWO32 - hi - (lo === 0 ? 0 : 1)) % TWO32;
    }
    column.setWide(row, lo, hi);
    return 0;
  }
}

function sameBytes(b: Uint8Array, start: number, end: number, key: Uint8Array): boolean {
  if (end - start !== key.length) return false;
  for (let i = 0; i < key.length; i += 1) if (b[start + i] !== key[i]) return false;
  return true;
}

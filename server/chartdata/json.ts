/** JSON text of chart data answers: integers beyond 2^53 as bare exact literals, as Superset writes them. */
const BIG = '\u0000bigint:';
// JSON.stringify writes the NUL as the six characters \u0000, which no other string value can produce
// together with this prefix unless it held exactly the same marker.
const BIG_RE = /"\\u0000bigint:(-?\d+)"/g;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

export const isSafe = (v: bigint): boolean => v <= MAX_SAFE && v >= MIN_SAFE;

/**
 * An integer beyond 2^53 in a record: JSON.stringify calls toJSON natively (no replacer pass over every value),
 * and toJson turns the marker into a bare literal.
 */
export class ExactInteger {
  constructor(readonly value: bigint) {}
  toJSON(): string {
    return `${BIG}${this.value.toString()}`;
  }
  toString(): string {
    return this.value.toString();
  }
  valueOf(): bigint {
    return this.value;
  }
}

/** The value with every BigInt made JSON-ready: a number when it is safe, else a marker for a bare literal. */
function withoutBigInts(v: unknown): unknown {
  if (typeof v === 'bigint') return isSafe(v) ? Number(v) : `${BIG}${v.toString()}`;
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      const y = x !== null && (typeof x === 'object' || typeof x === 'bigint') ? withoutBigInts(x) : x;
      if (y !== x) (out ??= v.slice())[i] = y;
    }
    return out ?? v;
  }
  if (
    v !== null &&
    typeof v === 'object' &&
    !(v instanceof Date) &&
    !(v instanceof ExactInteger) &&
    !ArrayBuffer.isView(v)
  ) {
    let out: Record<string, unknown> | null = null;
    for (const [k, x] of Object.entries(v)) {
      const y = x !== null && (typeof x === 'object' || typeof x === 'bigint') ? withoutBigInts(x) : x;
      if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
    }
    return out ?? v;
  }
  return v;
}

/**
 * JSON text in which BigInts are bare integer literals (as Superset writes them), dates epoch ms, NaN null.
 * Native JSON.stringify first (several times faster than a replacer); BigInts are rewritten only when present.
 */
export function toJson(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    text = JSON.stringify(withoutBigInts(value));
  }
  return text.includes('\\u0000bigint:') ? text.replace(BIG_RE, '$1') : text;
}

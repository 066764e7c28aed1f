/**
 * Exact JSON: integers beyond ±2^53 come back as BigInt, every other value as JSON.parse gives it.
 *
 * Native JSON.parse does the parsing. A first regex pass finds integer literals that are not safe
 * integers (outside strings) and quotes them with a marker; a walk then turns the marked strings into
 * BigInt. Text without a 16-digit run skips both passes. BigInt (not a digit string) was chosen so a
 * value stays a number to sorting, Arrow (Int64) and DuckDB, and prints every digit with String().
 */

const MAX_SAFE = '9007199254740991';
// A string literal (skipped) or an integer literal of 16+ digits that is not a fraction or exponent part.
const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|(?<![\d.eE+-])(-?\d{16,})(?![\d.eE])/g;

function isUnsafeDigits(literal: string): boolean {
  const digits = literal.charCodeAt(0) === 45 ? literal.slice(1) : literal;
  if (digits.length !== MAX_SAFE.length) return digits.length > MAX_SAFE.length;
  return digits > MAX_SAFE;
}

function pickMarker(text: string): string | null {
  for (let code = 1; code < 32; code += 1) {
    const escape = `\\u00${code.toString(16).padStart(2, '0')}`;
    if (!text.includes(escape) && !text.includes(escape.toUpperCase().replace('\\U', '\\u'))) {
      return String.fromCharCode(code);
    }
  }
  return null;
}

function revive(value: unknown, marker: string): unknown {
  if (typeof value === 'string') {
    return value.length > 1 && value[0] === marker ? BigInt(value.slice(1)) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      if (typeof item === 'object' || typeof item === 'string') value[i] = revive(item, marker);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (typeof item === 'object' || typeof item === 'string') record[key] = revive(item, marker);
  }
  return value;
}

/** Parses JSON keeping integers beyond ±2^53 exact, as BigInt; safe integers stay numbers. */
export function parseJsonExact(text: string): unknown {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  const marker = pickMarker(text);
  if (marker === null) return parseWithSource(text);
  const escaped = `\\u00${marker.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const parts: string[] = [];
  let last = 0;
  let found = false;
  TOKENS.lastIndex = 0;
  for (let m = TOKENS.exec(text); m !== null; m = TOKENS.exec(text)) {
    const literal = m[1];
    if (literal === undefined || !isUnsafeDigits(literal)) continue;
    parts.push(text.slice(last, m.index), '"', escaped, literal, '"');
    last = m.index + literal.length;
    found = true;
  }
  if (!found) return JSON.parse(text);
  parts.push(text.slice(last));
  return revive(JSON.parse(parts.join('')), marker);
}

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

// Only for text holding every control-character escape: slow, but still exact where the engine passes the source.
function parseWithSource(text: string): unknown {
  const reviver: SourceReviver = (_key, value, context) =>
    typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && /^-?\d+$/.test(context.source)
      ? BigInt(context.source)
      : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

/** JSON.stringify that writes BigInt as a bare integer literal, the way the server sends it. */
export function stringifyJsonExact(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v !== 'bigint') return v;
    marks.push(v.toString());
    return `\u0000big${marks.length - 1}`;
  });
  return marks.length === 0 ? text : text.replace(/"\\u0000big(\d+)"/g, (_m, i: string) => marks[Number(i)] ?? 'null');
}

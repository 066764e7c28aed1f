import type { Dialect } from './dialect';

/** Python's repr of a list of strings, as Superset's error messages print them. */
export function pyList(items: string[]): string {
  const repr = (s: string): string => {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    const body = s.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`);
    return `${quote}${body}${quote}`;
  };
  return `[${items.map(repr).join(', ')}]`;
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

function fnv1a(s: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The result column name for `label`: the label itself, or a stable hash when the engine would truncate it
 * (PostgreSQL keeps 63 bytes), as Superset's make_label_compatible does. Callers map it back to the label.
 */
export function sqlAlias(label: string, dialect: Dialect): string {
  const max = dialect.maxColumnNameLength;
  if (max === null || utf8Length(label) <= max) return label;
  return `_${fnv1a(label, 0x811c9dc5)}${fnv1a(label, 0x01000193)}`;
}

/** Quoting of names and text for SQL written by hand (DuckDB and PostgreSQL share the ANSI forms). */

/** A double-quoted identifier; quotes inside are doubled. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A single-quoted string literal; quotes inside are doubled and NUL, which no engine holds in a literal, is refused. */
export function quoteString(value: string): string {
  if (value.includes('\u0000')) throw new RangeError('String literal contains a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}

/** Text of result cells as the table, CSV and exports show them. */

/** Text of one cell as the table and CSV show it: big integers keep every digit. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object')
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value);
}

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading single quote,
 * as OWASP's CSV injection advice and Superset's csv.escape_value do; a negative number written as text is
 * left alone, and so are numbers, which never reach here.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-[0-9.]+$/.test(text) ? `'${text}` : text;
}

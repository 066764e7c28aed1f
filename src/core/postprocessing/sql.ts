import type { ColumnType } from './types';

/** Identifiers and string literals are quoted the one way the SQL compiler quotes them. */
export { quoteIdentifier as ident, quoteString as str } from '../sql';

/** A numeric literal from a finite number; integers stay integers, others are DOUBLE. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  if (Number.isInteger(value) && Math.abs(value) < 2 ** 53) return String(value);
  return `CAST(${JSON.stringify(value)} AS DOUBLE)`;
}

/**
 * The SQL for Python's `str(value)` of a cell, the way pandas names pivoted columns:
 * booleans as True/False, timestamps without a T and with microseconds only when present.
 */
export function pythonLabel(expr: string, type: ColumnType): string {
  switch (type) {
    case 'boolean':
      return `CASE WHEN ${expr} IS NULL THEN NULL WHEN ${expr} THEN 'True' ELSE 'False' END`;
    case 'temporal':
      return (
        `CASE WHEN microsecond(CAST(${expr} AS TIMESTAMP)) % 1000000 = 0 ` +
        `THEN strftime(CAST(${expr} AS TIMESTAMP), '%Y-%m-%d %H:%M:%S') ` +
        `ELSE strftime(CAST(${expr} AS TIMESTAMP), '%Y-%m-%d %H:%M:%S.%f') END`
      );
    default:
      return `CAST(${expr} AS VARCHAR)`;
  }
}

/** Python's repr of a float (what f-strings print for numpy floats): `1.0`, `0.25`, `1e+16`. */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  if (exponent >= 16 || exponent < -4) {
    const [mantissa = '', exp = '0'] = value.toExponential().split('e');
    const e = Number(exp);
    return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  const plain = value.toString();
  if (plain.includes('e')) return value.toFixed(Math.max(0, -exponent + 16)).replace(/0+$/, '');
  return plain.includes('.') ? plain : `${plain}.0`;
}

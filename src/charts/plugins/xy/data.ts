/** Reading chart results by column: numbers (big-integer strings included), time values and series columns. */
import type { ChartResult } from '../../../core/chart-plugin';
import { GenericDataType } from '../../../core/query';

/** The fields that say what a result's columns are. */
type Described = Pick<ChartResult, 'colnames' | 'coltypes'>;

/** A result value as a finite number, or NaN when it is missing or not numeric. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : NaN;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** A temporal result value as epoch ms: numbers as they are, ISO strings parsed. */
export function toEpochMs(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const n = Number(value);
    if (Number.isFinite(n) && value.trim() !== '') return n;
    const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    return Number.isNaN(t) ? NaN : t;
  }
  return NaN;
}

/** Whether a result column is temporal (coltypes) or, lacking types, named as the legacy time column. */
export function isTemporalColumn(result: Described, column: string): boolean {
  const index = result.colnames.indexOf(column);
  if (index >= 0 && result.coltypes[index] !== undefined) return result.coltypes[index] === GenericDataType.TEMPORAL;
  return column === '__timestamp';
}

/** Whether a result column holds numbers. */
export function isNumericColumn(result: Described, column: string): boolean {
  const index = result.colnames.indexOf(column);
  return index >= 0 && result.coltypes[index] === GenericDataType.NUMERIC;
}

/** A column's cells in record order; missing cells (and a missing column) read as null. */
export function cellsOf(result: ChartResult | undefined, name: string): unknown[] {
  const column = result?.column(name);
  return Array.from({ length: result?.records ?? 0 }, (_, row) => (column ? column.get(row) : null));
}

/** A column's cells as numbers, NaN where missing or not numeric. */
export function numbersOf(result: ChartResult | undefined, name: string): Float64Array {
  const column = result?.column(name);
  const out = new Float64Array(result?.records ?? 0);
  for (let row = 0; row < out.length; row += 1) out[row] = column ? toNumber(column.get(row)) : NaN;
  return out;
}

/** Each record's values of `columns` joined with ', ' (nulls as <NULL>): a group's name; `fallback` with no columns. */
export function rowLabels(result: ChartResult | undefined, columns: readonly string[], fallback: string): string[] {
  const cells = columns.map((c) => cellsOf(result, c));
  return Array.from({ length: result?.records ?? 0 }, (_, row) =>
    columns.length
      ? cells.map((col) => (col[row] === null || col[row] === undefined ? '<NULL>' : String(col[row]))).join(', ')
      : fallback,
  );
}

/** Reading chart data results: numbers (big-integer strings included), time values and series columns. */
import { GenericDataType } from '../../../core/query/types';
import type { ChartDataResult } from '../../../core/query/types';

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
export function isTemporalColumn(result: ChartDataResult, column: string): boolean {
  const index = result.colnames.indexOf(column);
  if (index >= 0 && result.coltypes[index] !== undefined) return result.coltypes[index] === GenericDataType.TEMPORAL;
  return column === '__timestamp';
}

/** Whether a result column holds numbers. */
export function isNumericColumn(result: ChartDataResult, column: string): boolean {
  const index = result.colnames.indexOf(column);
  return index >= 0 && result.coltypes[index] === GenericDataType.NUMERIC;
}

/** Result column names, falling back to the first row's keys when colnames is missing. */
export function columnNames(result: ChartDataResult): string[] {
  if (result.colnames && result.colnames.length > 0) return result.colnames;
  const first = result.data[0];
  return first ? Object.keys(first) : [];
}

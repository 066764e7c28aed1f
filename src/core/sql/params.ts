import type { Dialect } from './dialect';
import { formatDttm } from './dialect';

/** A bound timestamp, kept as a date so it can be written for the column's type. */
export interface DttmValue {
  kind: 'dttm';
  date: Date;
  /** The target column's native type, for the engine's literal form. */
  targetType: string | null;
  /** python_date_format of the target column (epoch_s, epoch_ms or a strftime pattern). */
  format: string | null;
}

export type BoundValue = string | number | bigint | boolean | null | DttmValue;

/** Values collected while compiling; SQL refers to them by marker until it is rendered. */
export interface ParamBag {
  values: BoundValue[];
}

/** A fresh, empty parameter bag. */
export function createParamBag(): ParamBag {
  return { values: [] };
}

/** Adds `value` to the bag and returns the marker that stands for it in SQL text. */
export function bind(bag: ParamBag, value: BoundValue): string {
  bag.values.push(value);
  return `\u0001${bag.values.length - 1}\u0001`;
}

const MARKER = /\u0001(\d+)\u0001/g;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function strftime(format: string, d: Date): string {
  const map: Record<string, string> = {
    Y: String(d.getUTCFullYear()),
    m: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    H: pad(d.getUTCHours()),
    M: pad(d.getUTCMinutes()),
    S: pad(d.getUTCSeconds()),
    f: pad(d.getUTCMilliseconds() * 1000, 6),
    '%': '%',
  };
  return format.replace(/%([YmdHMSf%])/g, (_m, k: string) => map[k] ?? '');
}

/** The driver value of a timestamp: epoch numbers for epoch columns, formatted text otherwise. */
export function dttmParam(v: DttmValue): string | number {
  if (v.format === 'epoch_s') return Math.floor(v.date.getTime() / 1000);
  if (v.format === 'epoch_ms') return Math.floor(v.date.getTime() / 1000) * 1000;
  if (v.format) return strftime(v.format, v.date);
  return formatDttm(v.date);
}

function literal(value: BoundValue, dialect: Dialect): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} as a SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') return dialect.quoteString(value);
  const param = dttmParam(value);
  if (typeof param === 'number') return String(param);
  return (value.format ? null : dialect.convertDttm(value.targetType, value.date)) ?? dialect.quoteString(param);
}

/** SQL with numbered placeholders (in textual order) and the values they bind. */
export function renderWithParams(sql: string, bag: ParamBag, dialect: Dialect): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = sql.replace(MARKER, (_m, i: string) => {
    const value = bag.values[Number(i)] ?? null;
    params.push(value !== null && typeof value === 'object' ? dttmParam(value) : value);
    return dialect.placeholder(params.length);
  });
  return { sql: text, params };
}

/** SQL with every value written as a literal, for display ('View query') and result_type 'query'. */
export function renderInline(sql: string, bag: ParamBag, dialect: Dialect): string {
  return sql.replace(MARKER, (_m, i: string) => literal(bag.values[Number(i)] ?? null, dialect));
}

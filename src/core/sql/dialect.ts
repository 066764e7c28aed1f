import { GenericDataType, type TimeGrain } from '../query';
import { quoteIdentifier, quoteString } from './quote';
import { BUILTIN_TIME_GRAINS, isTimeGrain } from './grains';
import { QueryObjectValidationError } from './errors';

export type DialectName = 'duckdb' | 'postgresql';

/** One entry of a `timegrains` result: the grain's label, its SQL template and its ISO duration. */
export interface TimeGrainInfo {
  name: string;
  function: string;
  duration: TimeGrain;
}

/** How a database type maps onto Superset's generic types. */
export interface ColumnSpec {
  genericType: GenericDataType;
  isDttm: boolean;
}

/** The SQL side of an engine spec: quoting, literals, placeholders, time grains and types. */
export interface Dialect {
  readonly name: DialectName;
  /** Longest result column name the engine keeps intact, in UTF-8 bytes; null when unbounded. */
  readonly maxColumnNameLength: number | null;
  quoteIdentifier(name: string): string;
  quoteString(value: string): string;
  /** Bound-parameter placeholder for the 1-based position `index`. */
  placeholder(index: number): string;
  /** The grain's expression around `col` (already SQL); the column itself when no grain is given. */
  timeGrainExpression(grain: TimeGrain | null | undefined, col: string): string;
  /** Template ({col}) turning epoch seconds into a timestamp. */
  epochToDttm(): string;
  /** Template ({col}) turning epoch milliseconds into a timestamp. */
  epochMsToDttm(): string;
  /** A timestamp literal for a column of `targetType`, or null when the engine has no special form. */
  convertDttm(targetType: string | null | undefined, dttm: Date): string | null;
  /** Generic type of a native database type string, or null when unknown. */
  columnSpec(nativeType: string | null | undefined): ColumnSpec | null;
  /** `expr` cast to the engine's string type. */
  castToString(expr: string): string;
  /** LIMIT / OFFSET clause lines; empty when neither applies. */
  limitOffset(limit: number | null, offset: number | null): string[];
  /** Every grain this engine supports. */
  timegrains(): TimeGrainInfo[];
}

/** Quotes an identifier ANSI-style: double quotes, inner quotes doubled. */
export function quoteAnsiIdentifier(name: string): string {
  // Control characters never name a real column, and they are the compiler's parameter markers.
  if (/[\u0000-\u001f]/.test(name))
    throw new RangeError(`Identifier contains a control character: ${JSON.stringify(name)}`);
  return quoteIdentifier(name);
}

/** Quotes a string literal: single quotes, inner quotes doubled; NUL bytes are refused. */
export const quoteAnsiString = quoteString;

/** `YYYY-MM-DD HH:MM:SS.ffffff` in UTC, the form Superset's engine specs print. */
export function formatDttm(dttm: Date): string {
  const iso = dttm.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000`;
}

type TypeRule = readonly [RegExp, GenericDataType];

const N = GenericDataType.NUMERIC;
const S = GenericDataType.STRING;
const T = GenericDataType.TEMPORAL;
const B = GenericDataType.BOOLEAN;

/** Superset's base column type mappings, which every dialect extends. */
export const BASE_TYPE_RULES: readonly TypeRule[] = [
  [/^string/i, S],
  [/^n((var)?char|text)/i, S],
  [/^(var)?char/i, S],
  [/^(tiny|medium|long)?text/i, S],
  [/^(tiny|small|big)?int(eger)?/i, N],
  [/^long/i, N],
  [/^(decimal|numeric)/i, N],
  [/^(float|double|real)/i, N],
  [/^bit/i, N],
  [/^timestamp/i, T],
  [/^datetime/i, T],
  [/^date/i, T],
  [/^time/i, T],
  [/^interval/i, T],
  [/^bool(ean)?/i, B],
];

/** Matches `nativeType` against `rules` in order. */
export function specFromRules(rules: readonly TypeRule[], nativeType: string | null | undefined): ColumnSpec | null {
  if (!nativeType) return null;
  const type = nativeType.trim();
  for (const [pattern, genericType] of rules) {
    if (pattern.test(type)) return { genericType, isDttm: genericType === GenericDataType.TEMPORAL };
  }
  return null;
}

/** Substitutes `col` into a grain template, as the engine spec's `get_timestamp_expr` does. */
export function applyGrainTemplate(template: string, col: string): string {
  return template.replaceAll('{col}', col);
}

/** A dialect's `timeGrainExpression` over its grain templates; an unknown grain names the engine in its error. */
export function grainExpression(engine: string, templates: Record<TimeGrain, string>): Dialect['timeGrainExpression'] {
  return (grain, col) => {
    if (!grain) return col;
    if (!isTimeGrain(grain))
      throw new QueryObjectValidationError(`No grain spec for ${String(grain)} for database ${engine}`);
    return applyGrainTemplate(templates[grain], col);
  };
}

/** Lists the grains of `templates` in Superset's order. */
export function grainList(templates: Record<TimeGrain, string>): TimeGrainInfo[] {
  return BUILTIN_TIME_GRAINS.map((g) => ({ name: g.name, function: templates[g.duration], duration: g.duration }));
}

/** ANSI `LIMIT n` / `OFFSET m` lines. */
export function ansiLimitOffset(limit: number | null, offset: number | null): string[] {
  const lines: string[] = [];
  if (limit !== null) lines.push(`LIMIT ${limit}`);
  if (offset !== null && offset > 0) lines.push(`OFFSET ${offset}`);
  return lines;
}

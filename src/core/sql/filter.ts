import { DTTM_ALIAS, GenericDataType, getColumnLabel, type FilterValue, type QueryObjectFilterClause } from '../query';
import { adhocColumnSql, timestampSql, columnSql } from './column';
import type { CompileContext } from './context';
import { operand } from './context';
import type { DatasourceColumnMeta } from './datasource';
import { QueryObjectValidationError } from './errors';
import { bind, type BoundValue } from './params';

const NULL_STRING = '<NULL>';
const EMPTY_STRING = '<empty string>';

/** What became of one filter clause. */
export type FilterOutcome =
  { status: 'applied'; column: string; condition: string | null } | { status: 'rejected'; column: string };

const COMPARISONS: Record<string, string> = { '==': '=', '!=': '<>', '>': '>', '<': '<', '>=': '>=', '<=': '<=' };

function castToNumber(value: string): BoundValue {
  const text = value.trim();
  if (/^[+-]?\d+$/.test(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : text;
  }
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : null;
}

function castToBoolean(value: BoundValue): BoundValue {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value !== 0 && value !== 0n;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  return null;
}

/** One filter value coerced to the column's generic type, as Superset's filter_values_handler does. */
function coerce(
  value: FilterValue,
  op: string,
  generic: GenericDataType,
  meta: DatasourceColumnMeta | null,
): BoundValue {
  let v: BoundValue = value;
  if (typeof v === 'number' && generic === GenericDataType.TEMPORAL && meta?.type) {
    v = { kind: 'dttm', date: new Date(v), targetType: meta.type, format: meta.python_date_format ?? null };
  }
  if (typeof v === 'string') {
    v = v.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (generic === GenericDataType.NUMERIC && op !== 'LIKE' && op !== 'ILIKE') return castToNumber(v);
    if (v === NULL_STRING) return null;
    if (v === EMPTY_STRING) return '';
  }
  if (generic === GenericDataType.BOOLEAN) return castToBoolean(v);
  return v;
}

interface Target {
  sql: string;
  meta: DatasourceColumnMeta | null;
  label: string;
}

function resolveTarget(
  ctx: CompileContext,
  flt: QueryObjectFilterClause,
  dttmCol: DatasourceColumnMeta | null,
  isTimeseries: boolean,
): Target | null {
  const col = flt.col;
  if (typeof col !== 'string') {
    const adhoc = adhocColumnSql(ctx, col, 'Filter column');
    return { sql: adhoc.sql, meta: adhoc.meta, label: adhoc.label };
  }
  const meta = col === DTTM_ALIAS && isTimeseries && dttmCol ? dttmCol : ctx.columnsByName.get(col);
  if (!meta) return null;
  const sql = flt.grain ? timestampSql(ctx, meta, flt.grain) : columnSql(ctx, meta);
  return { sql, meta, label: col };
}

function timeRangeCondition(ctx: CompileContext, target: Target, val: unknown): string | null {
  if (typeof val !== 'string') throw new QueryObjectValidationError('Invalid filter operation type: TEMPORAL_RANGE');
  const [since, until] = ctx.resolveRange(val);
  return timeBounds(ctx, operand(target.sql), target.meta, since, until);
}

/** `col >= since AND col < until` with bound timestamps; null when both ends are open. */
export function timeBounds(
  ctx: CompileContext,
  sql: string,
  meta: DatasourceColumnMeta | null,
  since: Date | null,
  until: Date | null,
): string | null {
  const format = meta?.python_date_format ?? null;
  const targetType = meta?.type ?? null;
  const parts: string[] = [];
  if (since) parts.push(`${sql} >= ${bind(ctx.bag, { kind: 'dttm', date: since, targetType, format })}`);
  if (until) parts.push(`${sql} < ${bind(ctx.bag, { kind: 'dttm', date: until, targetType, format })}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

function listCondition(ctx: CompileContext, sql: string, values: BoundValue[], negate: boolean): string {
  if (values.length === 0) throw new QueryObjectValidationError('Filter value list cannot be empty');
  const present = values.filter((v) => v !== null);
  const inList = present.length > 0 ? `${sql} IN (${present.map((v) => bind(ctx.bag, v)).join(', ')})` : null;
  let cond: string;
  if (present.length < values.length) cond = inList ? `(${sql} IS NULL OR ${inList})` : `${sql} IS NULL`;
  else cond = inList ?? '';
  return negate ? `NOT ${cond.startsWith('(') ? cond : `(${cond})`}` : cond;
}

function scalar(values: BoundValue[] | BoundValue): BoundValue {
  return Array.isArray(values) ? (values[0] ?? null) : values;
}

/** Compiles one filter clause into a WHERE condition, or says it was rejected (column not in the dataset). */
export function filterSql(
  ctx: CompileContext,
  flt: QueryObjectFilterClause,
  dttmCol: DatasourceColumnMeta | null,
  isTimeseries: boolean,
): FilterOutcome | null {
  if (!flt.col || !flt.op) return null;
  const op = String(flt.op).toUpperCase();
  const column = getColumnLabel(flt.col);
  const target = resolveTarget(ctx, flt, dttmCol, isTimeseries);
  if (!target) return { status: 'rejected', column };
  const lhs = operand(target.sql);
  const spec = target.meta ? ctx.dialect.columnSpec(target.meta.type) : null;
  const generic = spec?.genericType ?? GenericDataType.STRING;
  const raw = flt.val === undefined ? null : flt.val;
  const values = Array.isArray(raw)
    ? raw.map((v) => coerce(v, op, generic, target.meta))
    : coerce(raw, op, generic, target.meta);
  const applied = (condition: string | null): FilterOutcome => ({ status: 'applied', column, condition });

  if (op === 'IN' || op === 'NOT IN') {
    const list = Array.isArray(values) ? values : [values];
    return applied(listCondition(ctx, lhs, list, op === 'NOT IN'));
  }
  if (op === 'IS NULL') return applied(`${lhs} IS NULL`);
  if (op === 'IS NOT NULL') return applied(`${lhs} IS NOT NULL`);
  if (op === 'IS TRUE') return applied(`${lhs} IS TRUE`);
  if (op === 'IS FALSE') return applied(`${lhs} IS FALSE`);
  if (op === 'TEMPORAL_RANGE') return applied(timeRangeCondition(ctx, target, Array.isArray(raw) ? raw[0] : raw));
  if (op === 'LATEST PARTITION') {
    return applied(`${lhs} = (SELECT MAX(${target.sql}) FROM ${ctx.source})`);
  }
  const value = scalar(values);
  const comparison = COMPARISONS[op];
  if (comparison) {
    if (value === null && op === '==') return applied(`${lhs} IS NULL`);
    if (value === null && op === '!=') return applied(`${lhs} IS NOT NULL`);
    if (value === null)
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    return applied(`${lhs} ${comparison} ${bind(ctx.bag, value)}`);
  }
  const like = { LIKE: 'LIKE', 'NOT LIKE': 'NOT LIKE', ILIKE: 'ILIKE', 'NOT ILIKE': 'NOT ILIKE' }[op];
  if (like) {
    if (value === null)
      throw new QueryObjectValidationError('Must specify a value for filters with comparison operators');
    const text = generic === GenericDataType.STRING ? lhs : ctx.dialect.castToString(target.sql);
    return applied(`${text} ${like} ${bind(ctx.bag, value)}`);
  }
  throw new QueryObjectValidationError(`Invalid filter operation type: ${op}`);
}

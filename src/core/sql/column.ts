import type { AdhocColumn, TimeGrain } from '../query';
import type { CompileContext } from './context';
import { operand } from './context';
import type { DatasourceColumnMeta } from './datasource';
import { getColumnLabel } from '../query';

/** A column expression ready for SELECT, GROUP BY or WHERE. */
export interface ColumnSql {
  sql: string;
  label: string;
  /** The dataset column it reads, when it is one. */
  meta: DatasourceColumnMeta | null;
  isDttm: boolean;
}

/** The SQL of a dataset column: its validated saved expression, or its quoted name. */
export function columnSql(ctx: CompileContext, col: DatasourceColumnMeta): string {
  if (col.expression && col.expression.trim()) {
    return ctx.saved(col.expression, `Saved expression of column "${col.column_name}"`);
  }
  return ctx.quote(col.column_name);
}

/** A temporal column truncated to `grain`, with epoch columns converted first (get_timestamp_expression). */
export function timestampSql(
  ctx: CompileContext,
  col: DatasourceColumnMeta,
  grain: TimeGrain | null | undefined,
): string {
  let sql = columnSql(ctx, col);
  const format = col.python_date_format;
  if (format === 'epoch_s') sql = ctx.dialect.epochToDttm().replaceAll('{col}', operand(sql));
  if (format === 'epoch_ms') sql = ctx.dialect.epochMsToDttm().replaceAll('{col}', operand(sql));
  return ctx.dialect.timeGrainExpression(grain, grain ? operand(sql) : sql);
}

/**
 * An adhoc column: a dataset column when its SQL names one, otherwise a validated expression. A BASE_AXIS
 * column with a timeGrain is truncated when it is temporal; a free expression cannot be probed for its type
 * without running it, so the grain is applied and a non-temporal one fails in the database.
 */
export function adhocColumnSql(ctx: CompileContext, col: AdhocColumn, where = 'Adhoc column'): ColumnSql {
  const label = getColumnLabel(col);
  const grain = col.columnType === 'BASE_AXIS' && col.timeGrain ? col.timeGrain : null;
  const meta = ctx.columnsByName.get(col.sqlExpression.trim()) ?? null;
  if (meta) {
    const isDttm = meta.is_dttm === true;
    const sql = isDttm && grain ? timestampSql(ctx, meta, grain) : columnSql(ctx, meta);
    return { sql, label, meta, isDttm };
  }
  const expr = ctx.adhoc(col.sqlExpression, `${where} "${label}"`);
  const sql = grain ? ctx.dialect.timeGrainExpression(grain, operand(expr)) : expr;
  return { sql, label, meta: null, isDttm: grain !== null };
}

/** A dataset column by name, selected under its own name (or `label`). */
export function physicalColumnSql(ctx: CompileContext, col: DatasourceColumnMeta, label = col.column_name): ColumnSql {
  return { sql: columnSql(ctx, col), label, meta: col, isDttm: col.is_dttm === true };
}

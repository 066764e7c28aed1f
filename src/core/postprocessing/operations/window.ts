import { assertUnique, dataColumns, renamed, resolve, ROW, ROW_ID } from '../frame';
import { ident } from '../sql';
import type { Frame, FrameColumn, StepSql } from '../types';

/** A computed column: the source it came from and its SQL. */
export interface Derived {
  source: FrameColumn;
  sql: string;
}

/**
 * Superset's _append_columns: when every target equals its source the computed values replace the columns
 * in place; otherwise the computed columns, renamed, are appended after all others.
 */
export function appendColumns(
  frame: Frame,
  mapping: readonly (readonly [string, string])[],
  compute: (column: FrameColumn) => string,
  operation: string,
  where = '',
): StepSql {
  const inPlace = mapping.every(([s, t]) => s === t);
  const derived = mapping.flatMap(([source, target]) =>
    resolve(frame, source, 'columns', operation).map((c) => ({
      column: renamed(c, target),
      sql: compute(c),
      source: c,
    })),
  );
  const replaced = new Map(derived.map((d) => [d.source.name, d.sql]));
  const base = frame.columns.map(
    (c) => [inPlace ? (replaced.get(c.name) ?? ident(c.name)) : ident(c.name), c] as const,
  );
  const extra = inPlace ? [] : derived.map((d) => [d.sql, d.column] as const);
  const columns = [...frame.columns, ...extra.map(([, c]) => c)];
  assertUnique(columns, operation);
  const items = [...base, ...extra].map(([sql, c]) => (sql === ident(c.name) ? sql : `${sql} AS ${ident(c.name)}`));
  const inner = `SELECT ${[...items, `row_number() OVER (ORDER BY ${ROW_ID}) AS ${ident(`${ROW}_next`)}`].join(',\n  ')}\nFROM ${frame.relation}`;
  const outer = [...columns.map((c) => ident(c.name)), `${ident(`${ROW}_next`)} AS ${ROW_ID}`];
  return { sql: `SELECT ${outer.join(', ')}\nFROM (${inner}) AS t${where ? `\nWHERE ${where}` : ''}`, columns };
}

/** Every data column of the frame as `{name: name}`, for operations whose columns default to all. */
export const allColumns = (frame: Frame): [string, string][] =>
  [...new Set(dataColumns(frame).map((c) => (c.levels === null ? c.name : (c.levels[0] ?? c.name))))].map((n) => [
    n,
    n,
  ]);

/** The row order every positional window reads. */
export const ORDER = `ORDER BY ${ROW_ID}`;

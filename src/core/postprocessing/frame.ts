import { InvalidPostProcessingError } from './error';
import { ident } from './sql';
import type { ColumnType, Frame, FrameColumn } from './types';

/** The hidden column that carries row order from step to step. */
export const ROW = '__tessera_row';
export const ROW_ID = ident(ROW);

/** Superset's FLAT_COLUMN_SEPARATOR. */
export const SEPARATOR = ', ';

/** Superset's escape_separator: a literal comma in a label gets a backslash. */
export function escapeSeparator(label: string): string {
  return label.replaceAll(',', '\\,');
}

/** The flat name of MultiIndex labels, as Superset's flatten writes it (null labels left out). */
export function flatName(levels: readonly (string | null)[]): string {
  return levels
    .filter((l): l is string => l !== null)
    .map(escapeSeparator)
    .join(SEPARATOR);
}

/** A plain (single-level, non-index) column. */
export function plain(name: string, type: ColumnType): FrameColumn {
  return { name, type, levels: null, index: false };
}

/** A MultiIndex column named by its labels. */
export function leveled(levels: (string | null)[], type: ColumnType): FrameColumn {
  return { name: flatName(levels), type, levels, index: false };
}

export const dataColumns = (frame: Frame): FrameColumn[] => frame.columns.filter((c) => !c.index);
export const indexColumns = (frame: Frame): FrameColumn[] => frame.columns.filter((c) => c.index);

/** True when the data columns are a MultiIndex (after pivot, before flatten). */
export const isMultiLevel = (frame: Frame): boolean => dataColumns(frame).some((c) => c.levels !== null);

/**
 * The data columns a name refers to: the column of that name, or on MultiIndex columns every column whose
 * first label is the name (pandas' `df.loc[:, name]`). Unknown names fail as Superset's validate_column_args does.
 */
export function resolve(frame: Frame, name: string, option: string, operation: string): FrameColumn[] {
  const data = dataColumns(frame);
  const exact = data.filter((c) => (c.levels === null ? c.name === name : c.levels[0] === name));
  if (exact.length === 0) {
    throw new InvalidPostProcessingError(
      `${operation}: option "${option}" references a column not available in the DataFrame: ${name}`,
    );
  }
  return exact;
}

/** The one data column a name refers to, for options that take a single column. */
export function resolveOne(frame: Frame, name: string, option: string, operation: string): FrameColumn {
  const [first, ...rest] = resolve(frame, name, option, operation);
  if (!first || rest.length > 0) {
    throw new InvalidPostProcessingError(`${operation}: option "${option}" must name a single column: ${name}`);
  }
  return first;
}

/** Fails when two output columns would share a name (SQL cannot hold them). */
export function assertUnique(columns: readonly FrameColumn[], operation: string): void {
  const seen = new Set<string>();
  for (const c of columns) {
    if (c.name === ROW) throw new InvalidPostProcessingError(`${operation}: column name ${ROW} is reserved`);
    if (seen.has(c.name)) throw new InvalidPostProcessingError(`${operation}: duplicate column name: ${c.name}`);
    seen.add(c.name);
  }
}

/** A column renamed: a plain name, or new labels on a MultiIndex column. */
export function renamed(column: FrameColumn, target: string): FrameColumn {
  if (column.levels === null) return { ...column, name: target };
  const levels = [target, ...column.levels.slice(1)];
  return { ...column, levels, name: flatName(levels) };
}

/** `"name"` for every column, then the row-order column. */
export function selectAll(columns: readonly FrameColumn[]): string {
  return [...columns.map((c) => ident(c.name)), ROW_ID].join(', ');
}

/** Order-by list for the index columns, pandas' sort with missing values last. */
export function indexOrder(columns: readonly FrameColumn[], prefix = ''): string {
  return columns.map((c) => `${prefix}${ident(c.name)} ASC NULLS LAST`).join(', ');
}

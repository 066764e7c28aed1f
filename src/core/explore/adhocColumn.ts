/** The column editor (X6): saved expressions, dataset columns or ad-hoc SQL, and when Save is enabled. */
import type { AdhocColumn } from '../query';
import { isTemporalColumn } from './operators';
import type { ExploreColumn } from './types';

/** The column editor's title before a column has a label (X6.02). */
export const DEFAULT_COLUMN_LABEL = 'My column';
/** Empty states of the column editor (X6.03, X6.04). */
export const COLUMN_EDITOR_TEXT = {
  noTemporalColumns: 'No temporal columns found',
  noSavedExpressions: 'No saved expressions found',
  createDataset: 'Create a dataset',
} as const;

/** The tabs of the column editor (X6.01). */
export type ColumnTab = 'SAVED' | 'SIMPLE' | 'SQL';

/** What the column editor holds: at most one of a saved expression, a dataset column or ad-hoc SQL, and a label. */
export interface ColumnEditorState {
  savedExpression: string | null;
  simpleColumn: string | null;
  sqlExpression: string | null;
  label: string;
}

/** The Saved tab lists the dataset's saved expressions, the Simple tab its plain columns; temporal-only when asked. */
export function columnEditorChoices(
  columns: readonly ExploreColumn[],
  temporalOnly = false,
): { saved: ExploreColumn[]; simple: ExploreColumn[] } {
  const eligible = temporalOnly ? columns.filter(isTemporalColumn) : [...columns];
  return { saved: eligible.filter((c) => !!c.expression), simple: eligible.filter((c) => !c.expression) };
}

/** The empty-state text of a tab with nothing to list, or null (X6.04). */
export function columnTabEmptyText(
  tab: 'SAVED' | 'SIMPLE',
  choices: { saved: ExploreColumn[]; simple: ExploreColumn[] },
  temporalOnly: boolean,
): string | null {
  if (tab === 'SAVED') return choices.saved.length === 0 ? COLUMN_EDITOR_TEXT.noSavedExpressions : null;
  return choices.simple.length === 0 && temporalOnly ? COLUMN_EDITOR_TEXT.noTemporalColumns : null;
}

/** The editor after one choice: choosing in one tab clears the others (only one kind of column is saved). */
export function chooseColumn(state: ColumnEditorState, tab: ColumnTab, value: string | null): ColumnEditorState {
  return {
    label: state.label,
    savedExpression: tab === 'SAVED' ? value : null,
    simpleColumn: tab === 'SIMPLE' ? value : null,
    sqlExpression: tab === 'SQL' ? value : null,
  };
}

/** Save is enabled only when something is chosen and something changed (X6.05). */
export function canSaveColumn(state: ColumnEditorState, initial: ColumnEditorState): boolean {
  const chosen = !!state.savedExpression || !!state.simpleColumn || !!state.sqlExpression?.trim();
  const changed =
    state.label !== initial.label ||
    state.savedExpression !== initial.savedExpression ||
    state.simpleColumn !== initial.simpleColumn ||
    (state.sqlExpression ?? '') !== (initial.sqlExpression ?? '');
  return chosen && changed;
}

/** What Save writes: a column name, or an ad-hoc SQL column labelled with the label or else its SQL. */
export function savedColumnValue(state: ColumnEditorState): string | AdhocColumn | null {
  if (state.savedExpression) return state.savedExpression;
  if (state.simpleColumn) return state.simpleColumn;
  const sql = state.sqlExpression?.trim();
  if (!sql) return null;
  return { expressionType: 'SQL', sqlExpression: sql, label: state.label.trim() || sql };
}

/** The editor opened on a value already in the control (Close discards edits: the control keeps this value). */
export function columnEditorFor(
  value: string | AdhocColumn | null,
  columns: readonly ExploreColumn[],
): ColumnEditorState {
  if (value === null) return { savedExpression: null, simpleColumn: null, sqlExpression: null, label: '' };
  if (typeof value !== 'string')
    return { savedExpression: null, simpleColumn: null, sqlExpression: value.sqlExpression, label: value.label };
  const column = columns.find((c) => c.column_name === value);
  return column?.expression
    ? { savedExpression: value, simpleColumn: null, sqlExpression: null, label: value }
    : { savedExpression: null, simpleColumn: value, sqlExpression: null, label: value };
}

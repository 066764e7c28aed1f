import { describe, expect, it } from 'vitest';
import {
  COLUMN_EDITOR_TEXT,
  DEFAULT_COLUMN_LABEL,
  canSaveColumn,
  chooseColumn,
  columnEditorChoices,
  columnEditorFor,
  columnTabEmptyText,
  savedColumnValue,
  type ExploreColumn,
} from '../../../src/core/explore';

const columns: ExploreColumn[] = [
  { column_name: 'name' },
  { column_name: 'ds', is_dttm: true },
  { column_name: 'total', expression: 'a + b' },
];

describe('column editor (X6)', () => {
  it('X6.01 the Saved tab lists saved expressions and the Simple tab plain columns', () => {
    const choices = columnEditorChoices(columns);
    expect(choices.saved.map((c) => c.column_name)).toEqual(['total']);
    expect(choices.simple.map((c) => c.column_name)).toEqual(['name', 'ds']);
  });
  it('X6.02 X6.03 X6.04 the default label and the empty states', () => {
    expect(DEFAULT_COLUMN_LABEL).toBe('My column');
    expect(COLUMN_EDITOR_TEXT.createDataset).toBe('Create a dataset');
    const temporal = columnEditorChoices([{ column_name: 'name' }], true);
    expect(columnTabEmptyText('SIMPLE', temporal, true)).toBe('No temporal columns found');
    expect(columnTabEmptyText('SAVED', temporal, true)).toBe('No saved expressions found');
    expect(columnTabEmptyText('SIMPLE', columnEditorChoices(columns), false)).toBeNull();
  });
  it('X6.05 Save is enabled only when something is chosen and something changed', () => {
    const initial = columnEditorFor('name', columns);
    expect(canSaveColumn(initial, initial)).toBe(false);
    const other = chooseColumn(initial, 'SIMPLE', 'ds');
    expect(canSaveColumn(other, initial)).toBe(true);
    expect(canSaveColumn(chooseColumn(initial, 'SIMPLE', null), initial)).toBe(false);
    expect(canSaveColumn({ ...initial, label: 'Person' }, initial)).toBe(true);
  });
  it('X6.05 one choice clears the other tabs, and Save writes a name or an ad-hoc SQL column', () => {
    const state = chooseColumn(columnEditorFor('total', columns), 'SQL', 'upper(name)');
    expect(state).toEqual({ savedExpression: null, simpleColumn: null, sqlExpression: 'upper(name)', label: 'total' });
    expect(savedColumnValue(state)).toEqual({ expressionType: 'SQL', sqlExpression: 'upper(name)', label: 'total' });
    expect(savedColumnValue({ ...state, label: '' })).toEqual({
      expressionType: 'SQL',
      sqlExpression: 'upper(name)',
      label: 'upper(name)',
    });
    expect(savedColumnValue(columnEditorFor('total', columns))).toBe('total');
  });
});

/** The column editor (X6): Saved / Simple / Custom SQL tabs, an editable label, Close and Save. */
import { useId, useState } from 'react';
import {
  DEFAULT_COLUMN_LABEL,
  canSaveColumn,
  chooseColumn,
  columnEditorChoices,
  columnEditorFor,
  columnTabEmptyText,
  savedColumnValue,
  type ColumnTab,
  type ExploreDataset,
} from '../../core/explore';
import type { AdhocColumn, QueryColumn } from '../../core/query';
import { EditableTitle, PopoverFooter, Select, TabSet } from '../kit';
import { CreateDataset } from './CreateDataset';

/** The tab a column opens on: where its value comes from, the Simple tab for a new one. */
function openingTab(state: ReturnType<typeof columnEditorFor>): ColumnTab {
  if (state.savedExpression) return 'SAVED';
  if (state.sqlExpression) return 'SQL';
  return 'SIMPLE';
}

/** The editor's content: Close discards the edits (X6.05), Save hands back a column name or an ad-hoc SQL column. */
export function ColumnEditor(props: {
  column: QueryColumn | null;
  dataset: ExploreDataset | null;
  temporalOnly?: boolean;
  onSave: (column: string | AdhocColumn) => void;
  onClose: () => void;
}) {
  const id = useId();
  const columns = props.dataset?.columns ?? [];
  const temporalOnly = props.temporalOnly === true;
  const [initial] = useState(() => columnEditorFor(props.column, columns));
  const [state, setState] = useState(initial);
  const [tab, setTab] = useState<ColumnTab>(() => openingTab(initial));
  const choices = columnEditorChoices(columns, temporalOnly);
  const savedEmpty = columnTabEmptyText('SAVED', choices, temporalOnly);
  const simpleEmpty = columnTabEmptyText('SIMPLE', choices, temporalOnly);
  const emptyState = (text: string) => (
    <div className="xc-empty">
      <p>{text}</p>
      {props.dataset?.type === 'query' && <CreateDataset />}
    </div>
  );
  const options = (list: typeof columns) =>
    list.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));
  const save = () => {
    const value = savedColumnValue(state);
    if (value !== null) props.onSave(value);
  };
  return (
    <div className="xc-editor" data-test="column-edit-popover">
      <EditableTitle
        label="Column name"
        value={state.label}
        defaultLabel={DEFAULT_COLUMN_LABEL}
        onChange={(label) => setState((s) => ({ ...s, label }))}
      />
      <TabSet
        label="Column type"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as ColumnTab)}
        tabs={[
          {
            id: 'SAVED',
            title: 'Saved',
            content: savedEmpty ? (
              emptyState(savedEmpty)
            ) : (
              <Select
                label="Saved expression"
                options={options(choices.saved)}
                value={state.savedExpression}
                onChange={(v) => setState((s) => chooseColumn(s, 'SAVED', v === null ? null : String(v)))}
              />
            ),
          },
          {
            id: 'SIMPLE',
            title: 'Simple',
            content: simpleEmpty ? (
              emptyState(simpleEmpty)
            ) : (
              <Select
                label="Column"
                options={options(choices.simple)}
                value={state.simpleColumn}
                onChange={(v) => setState((s) => chooseColumn(s, 'SIMPLE', v === null ? null : String(v)))}
              />
            ),
          },
          {
            id: 'SQL',
            title: 'Custom SQL',
            content: (
              <>
                <label htmlFor={`${id}-sql`}>Custom SQL</label>
                <textarea
                  id={`${id}-sql`}
                  className="xc-sql"
                  rows={6}
                  spellCheck={false}
                  value={state.sqlExpression ?? ''}
                  onChange={(e) => setState((s) => chooseColumn(s, 'SQL', e.target.value))}
                />
              </>
            ),
          },
        ]}
      />
      <PopoverFooter
        onClose={props.onClose}
        onConfirm={save}
        confirmLabel="Save"
        confirmDisabled={!canSaveColumn(state, initial)}
      />
    </div>
  );
}

/** The label a column of the control shows: its verbose name, or an ad-hoc column's label. */
export function columnLabel(column: QueryColumn, dataset: ExploreDataset | null): string {
  if (typeof column !== 'string') return column.label;
  const found = dataset?.columns.find((c) => c.column_name === column);
  return found?.verbose_name || column;
}

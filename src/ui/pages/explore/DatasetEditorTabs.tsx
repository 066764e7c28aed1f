/** The edit dataset modal's tabs (X4.02): source, metrics, columns, calculated columns and settings of a draft. */
import type { ReactNode } from 'react';
import { searchDatasetOwners } from '../../../state/explorepage';
import { Select, TabSet, type SelectOption } from '../../kit';
import {
  isCalculatedDraft,
  newCalculatedColumn,
  newMetric,
  temporalColumnNames,
  type DatasetDraft,
  type DraftColumn,
  type DraftMarks,
  type DraftMetric,
} from './datasetDraft';

type Change = (next: DatasetDraft) => void;

function Field(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  readOnly?: boolean;
}) {
  return (
    <label className="dataset-editor-field">
      <span>{props.label}</span>
      {props.multiline ? (
        <textarea value={props.value} readOnly={props.readOnly} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input value={props.value} readOnly={props.readOnly} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </label>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="dataset-editor-check">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}

/** Certification and warning fields, shared by columns and metrics. */
function Marks<T extends DraftMarks>({ item, name, set }: { item: T; name: string; set: (next: T) => void }) {
  return (
    <>
      <Field
        label={`${name} certified by`}
        value={item.certified_by}
        onChange={(v) => set({ ...item, certified_by: v })}
      />
      <Field
        label={`${name} certification details`}
        value={item.certification_details}
        onChange={(v) => set({ ...item, certification_details: v })}
      />
      <Field
        label={`${name} warning markdown`}
        value={item.warning_markdown}
        multiline
        onChange={(v) => set({ ...item, warning_markdown: v })}
      />
    </>
  );
}

function ColumnCard({
  column,
  set,
  remove,
}: {
  column: DraftColumn;
  set: (c: DraftColumn) => void;
  remove?: () => void;
}) {
  const calculated = isCalculatedDraft(column);
  const name = `Column ${column.column_name || '(new)'}`;
  return (
    <fieldset className="dataset-editor-card" aria-label={name}>
      <legend>{column.column_name || 'New calculated column'}</legend>
      {calculated ? (
        <>
          <Field
            label={`${name} name`}
            value={column.column_name}
            onChange={(v) => set({ ...column, column_name: v })}
          />
          <Field
            label={`${name} SQL expression`}
            value={column.expression}
            multiline
            onChange={(v) => set({ ...column, expression: v })}
          />
          <Field label={`${name} data type`} value={column.type} onChange={(v) => set({ ...column, type: v })} />
        </>
      ) : (
        <Field label={`${name} data type`} value={column.type} readOnly onChange={() => undefined} />
      )}
      <Check label="Is temporal" checked={column.is_dttm} onChange={(v) => set({ ...column, is_dttm: v })} />
      <Check label="Is filterable" checked={column.filterable} onChange={(v) => set({ ...column, filterable: v })} />
      <Check label="Is dimension" checked={column.groupby} onChange={(v) => set({ ...column, groupby: v })} />
      <Field
        label={`${name} label`}
        value={column.verbose_name}
        onChange={(v) => set({ ...column, verbose_name: v })}
      />
      <Field
        label={`${name} description`}
        value={column.description}
        multiline
        onChange={(v) => set({ ...column, description: v })}
      />
      <Marks item={column} name={name} set={set} />
      {remove ? (
        <button type="button" className="btn btn-link" onClick={remove}>
          {`Delete ${column.column_name || 'new column'}`}
        </button>
      ) : null}
    </fieldset>
  );
}

function MetricCard({
  metric,
  set,
  remove,
}: {
  metric: DraftMetric;
  set: (m: DraftMetric) => void;
  remove: () => void;
}) {
  const name = `Metric ${metric.metric_name || '(new)'}`;
  return (
    <fieldset className="dataset-editor-card" aria-label={name}>
      <legend>{metric.metric_name || 'New metric'}</legend>
      <Field label={`${name} name`} value={metric.metric_name} onChange={(v) => set({ ...metric, metric_name: v })} />
      <Field
        label={`${name} label`}
        value={metric.verbose_name}
        onChange={(v) => set({ ...metric, verbose_name: v })}
      />
      <Field
        label={`${name} SQL expression`}
        value={metric.expression}
        multiline
        onChange={(v) => set({ ...metric, expression: v })}
      />
      <Field label={`${name} D3 format`} value={metric.d3format} onChange={(v) => set({ ...metric, d3format: v })} />
      <Marks item={metric} name={name} set={set} />
      <button type="button" className="btn btn-link" onClick={remove}>
        {`Delete ${metric.metric_name || 'new metric'}`}
      </button>
    </fieldset>
  );
}

/** Replaces the item at `index` of `list`. */
const replaced = <T,>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));

function ColumnList({
  draft,
  change,
  calculated,
  top,
}: {
  draft: DatasetDraft;
  change: Change;
  calculated: boolean;
  top: ReactNode;
}) {
  const cards = draft.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => isCalculatedDraft(column) === calculated);
  return (
    <div className="dataset-editor-list">
      {top}
      {cards.map(({ column, index }) => (
        <ColumnCard
          key={column.id ?? `new-${index}`}
          column={column}
          set={(c) => change({ ...draft, columns: replaced(draft.columns, index, c) })}
          {...(calculated
            ? { remove: () => change({ ...draft, columns: draft.columns.filter((_, i) => i !== index) }) }
            : {})}
        />
      ))}
    </div>
  );
}

export function DatasetEditorTabs({
  draft,
  change,
  ownerOptions,
  onSync,
  syncing,
}: {
  draft: DatasetDraft;
  change: Change;
  ownerOptions: readonly SelectOption[];
  onSync: () => void;
  syncing: boolean;
}) {
  const source = (
    <div className="dataset-editor-list">
      <Check
        label="Virtual (SQL)"
        checked={draft.kind === 'virtual'}
        onChange={(v) => change({ ...draft, kind: v ? 'virtual' : 'physical' })}
      />
      {draft.kind === 'virtual' ? (
        <Field label="SQL" value={draft.sql} multiline onChange={(v) => change({ ...draft, sql: v })} />
      ) : (
        <p>{`Physical table ${draft.schema ? `${draft.schema}.` : ''}${draft.table_name}`}</p>
      )}
    </div>
  );
  const metrics = (
    <div className="dataset-editor-list">
      <button
        type="button"
        className="btn"
        onClick={() => change({ ...draft, metrics: [...draft.metrics, newMetric()] })}
      >
        Add item
      </button>
      {draft.metrics.map((metric, index) => (
        <MetricCard
          key={metric.id ?? `new-${index}`}
          metric={metric}
          set={(m) => change({ ...draft, metrics: replaced(draft.metrics, index, m) })}
          remove={() => change({ ...draft, metrics: draft.metrics.filter((_, i) => i !== index) })}
        />
      ))}
    </div>
  );
  const temporal = temporalColumnNames(draft);
  const settings = (
    <div className="dataset-editor-list">
      <Select
        label="Default datetime"
        value={draft.main_dttm_col || null}
        options={temporal.map((c) => ({ value: c, label: c }))}
        onChange={(v) => change({ ...draft, main_dttm_col: v === null ? '' : String(v) })}
      />
      <Field
        label="Cache timeout"
        value={draft.cache_timeout}
        onChange={(v) => change({ ...draft, cache_timeout: v })}
      />
      <Field
        label="Description"
        value={draft.description}
        multiline
        onChange={(v) => change({ ...draft, description: v })}
      />
      <Select
        multiple
        label="Owners"
        value={draft.owners}
        options={ownerOptions}
        loadOptions={(search) => searchDatasetOwners(search)}
        onChange={(v) => change({ ...draft, owners: v.map(Number) })}
      />
      <Field label="Extra" value={draft.extra} multiline onChange={(v) => change({ ...draft, extra: v })} />
    </div>
  );
  return (
    <TabSet
      label="Dataset settings"
      className="dataset-editor-tabs"
      tabs={[
        { id: 'source', title: 'Source', content: source },
        { id: 'metrics', title: 'Metrics', content: metrics },
        {
          id: 'columns',
          title: 'Columns',
          content: (
            <ColumnList
              draft={draft}
              change={change}
              calculated={false}
              top={
                <button type="button" className="btn" disabled={syncing || draft.kind === 'virtual'} onClick={onSync}>
                  Sync columns from source
                </button>
              }
            />
          ),
        },
        {
          id: 'calculated',
          title: 'Calculated columns',
          content: (
            <ColumnList
              draft={draft}
              change={change}
              calculated
              top={
                <button
                  type="button"
                  className="btn"
                  onClick={() => change({ ...draft, columns: [...draft.columns, newCalculatedColumn()] })}
                >
                  Add item
                </button>
              }
            />
          ),
        },
        { id: 'settings', title: 'Settings', content: settings },
      ]}
    />
  );
}

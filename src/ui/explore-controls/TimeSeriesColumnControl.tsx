/** X9.05: the time-series table's columns, each edited in a popover whose fields follow the column's type. */
import { useId, type ReactNode } from 'react';
import {
  COL_TYPE_CHOICES,
  COMPARISON_CHOICES,
  columnFields,
  newColumnKey,
  type TimeSeriesColumnConfig,
  type TimeTableColType,
  type TimeTableComparison,
} from '../../charts';
import { PopoverTrigger } from '../kit';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

/** Fields a form edit sets; undefined removes one (an emptied number). */
type Patch = { [K in keyof TimeSeriesColumnConfig]?: TimeSeriesColumnConfig[K] | undefined };
type Bounds = (number | null | undefined)[] | undefined;

const intOf = (text: string): number | undefined => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : undefined;
};
const numberOf = (text: string): number | null =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

function Field(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="xc-control">
      <label className="xc-label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id)}
    </div>
  );
}

/** A select of fixed [value, label] choices. */
function ChoiceField(props: {
  label: string;
  value: string;
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} className="xc-input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.choices.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Min and max inputs of a pair of bounds (an empty side is null). */
function BoundsField(props: { label: string; value: Bounds; onChange: (v: [number | null, number | null]) => void }) {
  const [min = null, max = null] = props.value ?? [];
  const text = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
  return (
    <div className="xc-control">
      <span className="xc-label">{props.label}</span>
      <div className="xc-row">
        <input
          className="xc-input xc-narrow"
          aria-label={`${props.label} min`}
          value={text(min)}
          onChange={(e) => props.onChange([numberOf(e.target.value), max])}
        />
        <input
          className="xc-input xc-narrow"
          aria-label={`${props.label} max`}
          value={text(max)}
          onChange={(e) => props.onChange([min, numberOf(e.target.value)])}
        />
      </div>
    </div>
  );
}

/** The popover's form: the fields of the column's type. */
function ColumnForm({ column, onChange }: { column: TimeSeriesColumnConfig; onChange: (patch: Patch) => void }) {
  const fields = new Set(columnFields(column.colType));
  // A text or whole-number input of one field, shown where the column's type has the field.
  const input = (
    name: 'label' | 'tooltip' | 'd3format' | 'dateFormat' | 'width' | 'height' | 'timeLag' | 'timeRatio',
    label: string,
    numeric = false,
  ) =>
    fields.has(name) ? (
      <Field label={label}>
        {(id) => (
          <input
            id={id}
            className="xc-input"
            {...(numeric ? { inputMode: 'numeric' as const } : {})}
            value={column[name] ?? ''}
            onChange={(e) => onChange({ [name]: numeric ? intOf(e.target.value) : e.target.value })}
          />
        )}
      </Field>
    ) : null;
  const text = (name: 'label' | 'tooltip' | 'd3format' | 'dateFormat', label: string) => input(name, label);
  const int = (name: 'width' | 'height' | 'timeLag' | 'timeRatio', label: string) => input(name, label, true);
  return (
    <div className="xc-tscolumn-form">
      {text('label', 'Label')}
      {text('tooltip', 'Tooltip')}
      <ChoiceField
        label="Type"
        value={column.colType ?? ''}
        choices={COL_TYPE_CHOICES}
        onChange={(v) => onChange({ colType: v as TimeTableColType })}
      />
      {int('width', 'Width')}
      {int('height', 'Height')}
      {int('timeLag', 'Time lag')}
      {int('timeRatio', 'Time ratio')}
      {fields.has('comparisonType') ? (
        <ChoiceField
          label="Type of comparison"
          value={column.comparisonType ?? 'value'}
          choices={COMPARISON_CHOICES}
          onChange={(v) => onChange({ comparisonType: v as TimeTableComparison })}
        />
      ) : null}
      {fields.has('showYAxis') ? (
        <Field label="Show Y-axis">
          {(id) => (
            <input
              id={id}
              type="checkbox"
              checked={column.showYAxis === true}
              onChange={(e) => onChange({ showYAxis: e.target.checked })}
            />
          )}
        </Field>
      ) : null}
      {fields.has('yAxisBounds') ? (
        <BoundsField label="Y-axis bounds" value={column.yAxisBounds} onChange={(v) => onChange({ yAxisBounds: v })} />
      ) : null}
      {fields.has('bounds') ? (
        <BoundsField label="Color bounds" value={column.bounds} onChange={(v) => onChange({ bounds: v })} />
      ) : null}
      {text('d3format', 'Number format')}
      {text('dateFormat', 'Date format')}
    </div>
  );
}

/** The list of columns: each opens its popover, can be removed; 'Add item' appends a time comparison. */
export function TimeSeriesColumnControl({ config, value, onChange, errors }: ControlProps) {
  const columns = Array.isArray(value) ? (value as TimeSeriesColumnConfig[]) : [];
  const update = (index: number, patch: Patch): void =>
    onChange(columns.map((c, i) => (i === index ? dropUndefined({ ...c, ...patch } as Record<string, unknown>) : c)));
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} errors={errors} />
      <ul className="xc-dnd-items">
        {columns.map((column, index) => {
          const name = column.label || '<empty>';
          return (
            <li key={column.key ?? index} className="xc-dnd-item">
              <PopoverTrigger
                label="Time series column"
                className="xc-dnd-label"
                trigger={<span aria-label={`Edit column ${name}`}>{name}</span>}
              >
                <ColumnForm column={column} onChange={(patch) => update(index, patch)} />
              </PopoverTrigger>
              <button
                type="button"
                className="xc-dnd-remove"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(columns.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn"
        onClick={() =>
          onChange([
            ...columns,
            { key: newColumnKey(columns), label: '', colType: 'time', comparisonType: 'value', timeLag: 1 },
          ])
        }
      >
        Add item
      </button>
    </div>
  );
}

/** A column without the fields emptied in the form. */
function dropUndefined(column: Record<string, unknown>): TimeSeriesColumnConfig {
  return Object.fromEntries(Object.entries(column).filter(([, v]) => v !== undefined)) as TimeSeriesColumnConfig;
}

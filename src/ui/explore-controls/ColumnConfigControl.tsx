/**
 * The table's column config control (X9.11, D2.39, D16.11, D16.12): one button per result column opening its settings
 * popover; more than 12 columns list the first 10 until 'Show all columns'. Settings apply as they change.
 */
import { useId, useState } from 'react';
import type { ColumnAlign, ColumnConfig } from '../../charts';
import { FRACTION_DIGITS_MAX, FRACTION_DIGITS_MIN, clampFractionDigits, shownColumnConfigs } from '../../core/explore';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '../../core/format';
import { PopoverTrigger, Select } from '../kit';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import { resultColumnsOf } from './resultColumns';
import type { ControlProps, ResultColumn } from './types';

type Configs = Readonly<Record<string, ColumnConfig>>;
/** A change to a column's settings; undefined clears a setting. */
type ConfigPatch = { [K in keyof ColumnConfig]?: ColumnConfig[K] | undefined };

const ALIGNS: [ColumnAlign, string][] = [
  ['left', 'Left'],
  ['center', 'Center'],
  ['right', 'Right'],
];
const NUMBER_FORMATS = D3_FORMAT_OPTIONS.map(([value, label]) => ({ value, label }));
const TIME_FORMATS = D3_TIME_FORMAT_OPTIONS.map(([value, label]) => ({ value, label }));

/** `config` with `patch` applied; a setting set to undefined is dropped. */
function patched(config: ColumnConfig, patch: ConfigPatch): ColumnConfig {
  const next: Record<string, unknown> = { ...config, ...patch };
  for (const [key, v] of Object.entries(patch)) if (v === undefined) delete next[key];
  return next as ColumnConfig;
}

/** One column's settings by its kind: formats and bars for numbers, a timestamp format for times, truncation for text. */
export function ColumnSettings(props: {
  column: ResultColumn;
  config: ColumnConfig;
  onChange: (config: ColumnConfig) => void;
}) {
  const id = useId();
  const { column, config } = props;
  const set = (patch: ConfigPatch) => props.onChange(patched(config, patch));
  const numeric = column.kind === 'number';
  const check = (key: keyof ColumnConfig, label: string, fallback: boolean) => (
    <label className="xc-checkbox">
      <input
        type="checkbox"
        checked={typeof config[key] === 'boolean' ? (config[key] as boolean) : fallback}
        onChange={(e) => set({ [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  const format = (
    key: 'd3NumberFormat' | 'd3SmallNumberFormat' | 'd3TimeFormat',
    label: string,
    options = NUMBER_FORMATS,
  ) => (
    <Select
      label={label}
      options={options}
      freeForm
      value={config[key] ?? null}
      onChange={(v) => set({ [key]: v === null ? undefined : String(v) })}
    />
  );
  return (
    <div className="xc-editor">
      <label htmlFor={`${id}-width`}>Min width</label>
      <input
        id={`${id}-width`}
        className="xc-input"
        type="number"
        min={0}
        value={config.columnWidth ?? ''}
        onChange={(e) =>
          set({ columnWidth: Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : undefined })
        }
      />
      <div role="radiogroup" aria-label="Text align" className="xc-row">
        {ALIGNS.map(([align, label]) => (
          <label key={align}>
            <input
              type="radio"
              name={`${id}-align`}
              checked={(config.horizontalAlign ?? (numeric ? 'right' : 'left')) === align}
              onChange={() => set({ horizontalAlign: align })}
            />
            {label}
          </label>
        ))}
      </div>
      {numeric && (
        <>
          {format('d3NumberFormat', 'Number format')}
          {format('d3SmallNumberFormat', 'Small number format')}
          <label htmlFor={`${id}-digits`}>Fraction digits</label>
          <input
            id={`${id}-digits`}
            className="xc-input"
            type="number"
            min={FRACTION_DIGITS_MIN}
            max={FRACTION_DIGITS_MAX}
            step={1}
            value={config.fractionDigits ?? FRACTION_DIGITS_MAX}
            onChange={(e) =>
              set({ fractionDigits: e.target.value === '' ? undefined : clampFractionDigits(e.target.valueAsNumber) })
            }
          />
          {check('showCellBars', 'Show cell bars', true)}
          {check('alignPositiveNegative', 'Align +/-', false)}
          {check('colorPositiveNegative', 'Color +/-', true)}
        </>
      )}
      {column.kind === 'time' && format('d3TimeFormat', 'Timestamp format', TIME_FORMATS)}
      {column.kind === 'string' && check('truncateLongCells', 'Truncate long cells', false)}
    </div>
  );
}

/** The value `{[column]: ColumnConfig}`; a column whose settings are all cleared leaves the value. */
export function ColumnConfigControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset, resultColumns } = useControlContext();
  const [expanded, setExpanded] = useState(false);
  const configs: Configs = typeof value === 'object' && value !== null ? (value as Configs) : {};
  const { shown, hidden } = shownColumnConfigs(resultColumnsOf(resultColumns, dataset), expanded);
  const change = (name: string) => (next: ColumnConfig) => {
    const { [name]: _old, ...rest } = configs;
    onChange(Object.keys(next).length ? { ...rest, [name]: next } : rest);
  };
  return (
    <div className="xc-control" data-test={config.name} role="group" aria-label={config.label}>
      <ControlHeader config={config} errors={errors} />
      <ul className="xc-dnd-items" aria-label={`${config.label} items`}>
        {shown.map((column) => (
          <li key={column.name} className="xc-dnd-item">
            <PopoverTrigger label={`${column.name} settings`} trigger={column.name} className="xc-dnd-label">
              <ColumnSettings column={column} config={configs[column.name] ?? {}} onChange={change(column.name)} />
            </PopoverTrigger>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="btn" onClick={() => setExpanded(true)}>
          Show all columns
        </button>
      )}
    </div>
  );
}

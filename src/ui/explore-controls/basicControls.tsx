/** The plain controls (X9.15, X9.16, X14.07): checkbox, hidden, text (numeric when asked), number and select. */
import { useId, useState } from 'react';
import type { ControlChoice } from '../../core/chart-plugin';
import { isTemporalColumn, parseNumericInput, TEXT_CONTROL_DEBOUNCE_MS } from '../../core/explore';
import { Select, useDebouncedLoader, type SelectOption, type SelectValue } from '../kit';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

/** A checkbox: true or false (X9.16). */
export function CheckboxControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  return (
    <div className="xc-control xc-checkbox" data-test={config.name}>
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      <ControlHeader config={config} htmlFor={id} errors={errors} />
    </div>
  );
}

/** A value the panel carries but never shows (X9.16). */
export function HiddenControl({ config, value }: ControlProps) {
  return <input type="hidden" name={config.name} value={value === null || value === undefined ? '' : String(value)} />;
}

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * A text input (X9.16); with isInt / isFloat its typed value is parsed (X14.07: '1.' and '1.0' stay text while
 * typed). Typing is committed after TEXT_CONTROL_DEBOUNCE_MS, and at once when the input is left.
 */
export function TextControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  const { timers } = useControlContext();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    onChange(parseNumericInput(text, { isInt: config.isInt === true, isFloat: config.isFloat === true }).value);
    setDraft(null);
  };
  const typing = useDebouncedLoader({
    load: (text) => Promise.resolve(text),
    onResult: commit,
    delayMs: TEXT_CONTROL_DEBOUNCE_MS,
    timers,
  });
  const type = (text: string) => {
    setDraft(text);
    typing.search(text);
  };
  const leave = () => {
    if (draft === null) return;
    typing.cancel();
    commit(draft);
  };
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} htmlFor={id} errors={errors} />
      <input
        id={id}
        className="xc-input"
        type="text"
        inputMode={config.isInt ? 'numeric' : config.isFloat ? 'decimal' : undefined}
        value={draft ?? textOf(value)}
        aria-invalid={errors && errors.length > 0 ? true : undefined}
        onChange={(e) => type(e.target.value)}
        onBlur={leave}
      />
    </div>
  );
}

/** A number input (X9.16): a number, or null when emptied. */
export function NumberControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} htmlFor={id} errors={errors} />
      <input
        id={id}
        className="xc-input"
        type="number"
        value={typeof value === 'number' ? value : textOf(value)}
        {...(config.min === undefined ? {} : { min: config.min })}
        {...(config.max === undefined ? {} : { max: config.max })}
        {...(config.step === undefined ? {} : { step: config.step })}
        onChange={(e) =>
          onChange(e.target.value === '' || Number.isNaN(e.target.valueAsNumber) ? null : e.target.valueAsNumber)
        }
      />
    </div>
  );
}

/** The option values that stand for null and boolean choices ('all', 'None', 'Top'): selects hold strings and numbers only. */
const NULL_CHOICE = '\u0000null';
const TRUE_CHOICE = '\u0000true';
const FALSE_CHOICE = '\u0000false';
const toSelect = (v: unknown): SelectValue | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'number'
      ? v
      : typeof v === 'boolean'
        ? v
          ? TRUE_CHOICE
          : FALSE_CHOICE
        : String(v);
const toOption = ([v, label]: ControlChoice): SelectOption => ({
  value: v === null ? NULL_CHOICE : (toSelect(v) ?? ''),
  label,
});
const fromSelect = (v: SelectValue | null): unknown =>
  v === NULL_CHOICE ? null : v === TRUE_CHOICE ? true : v === FALSE_CHOICE ? false : v;

/** An endpoint's result as options (X17.08): [value, label] pairs, {value, label} or {value, text} objects (the related and distinct endpoints' shape), or plain values. */
export function optionsFromResult(result: unknown): SelectOption[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((item: unknown): SelectOption[] => {
    if (Array.isArray(item) && (typeof item[0] === 'string' || typeof item[0] === 'number'))
      return [{ value: item[0], label: String(item[1] ?? item[0]) }];
    if (typeof item === 'string' || typeof item === 'number') return [{ value: item, label: String(item) }];
    const o = item as { value?: unknown; label?: unknown; text?: unknown } | null;
    if (o && (typeof o.value === 'string' || typeof o.value === 'number')) {
      const label = typeof o.label === 'string' ? o.label : typeof o.text === 'string' ? o.text : String(o.value);
      return [{ value: o.value, label }];
    }
    return [];
  });
}

/**
 * A select (X9.15): fixed choices, or options from the declared endpoint (X9.15, 'Error while fetching data: %s' when
 * it fails); single or multi, free-form, clearable. The time column (granularity_sqla) without choices offers the
 * dataset's temporal columns.
 */
export function SelectControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset, services } = useControlContext();
  const choices =
    config.choices ??
    (config.name === 'granularity_sqla'
      ? (dataset?.columns ?? [])
          .filter(isTemporalColumn)
          .map((c): ControlChoice => [c.column_name, c.verbose_name || c.column_name])
      : []);
  const endpoint = config.endpoint;
  const loader = endpoint
    ? async (search: string, signal: AbortSignal) => {
        const options = optionsFromResult(await services.fetchResult(endpoint, signal));
        const needle = search.trim().toLowerCase();
        return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
      }
    : undefined;
  const common = {
    label: config.label,
    hideLabel: true,
    ...(loader ? { loadOptions: loader } : { options: choices.map(toOption) }),
    freeForm: config.freeForm === true,
    clearable: config.clearable !== false,
  };
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} errors={errors} />
      {config.multi ? (
        <Select
          {...common}
          multiple
          value={(Array.isArray(value) ? value : value === null || value === undefined ? [] : [value])
            .map(toSelect)
            .filter((v): v is SelectValue => v !== null)}
          onChange={(vs) => onChange(vs.map(fromSelect))}
        />
      ) : (
        <Select
          {...common}
          value={value === null && choices.some(([v]) => v === null) ? NULL_CHOICE : toSelect(value)}
          onChange={(v) => onChange(fromSelect(v))}
        />
      )}
    </div>
  );
}

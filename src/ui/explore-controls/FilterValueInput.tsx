/** The filter editor's value input (X7.05, X7.08, X7.09, X7.11, X7.12): a value-less operator disables it; list operators take several values; the temporal range is the time-range control. */
import { useState } from 'react';
import {
  ADVANCED_DATA_TYPE_DEBOUNCE_MS,
  DISABLE_INPUT_OPERATORS,
  FILTER_EDITOR_TEXT,
  MULTI_OPERATORS,
  loadsColumnValues,
  type AdhocFilterModel,
  type AdvancedTypeAnswer,
  type ExploreColumn,
} from '../../core/explore';
import type { FilterValue } from '../../core/query';
import { Select, useDebouncedLoader, type SelectOption, type SelectValue } from '../kit';
import { TimeRangeControl } from '../kit/time-range';
import { useControlContext } from './context';

const VALUE_LABEL = 'Filter value';

const asOption = (v: FilterValue): SelectOption => ({ value: typeof v === 'number' ? v : String(v), label: String(v) });
const listOf = (c: AdhocFilterModel['comparator']): FilterValue[] =>
  c === undefined ? [] : Array.isArray(c) ? c : [c];
const selectable = (v: FilterValue): v is string | number => typeof v === 'string' || typeof v === 'number';

/**
 * The value input. With the advanced-data-type flag on and a column that has one, typed text is converted on the
 * server after 600 ms (X7.11): its display value is shown and its error (or 'Failed to retrieve advanced type')
 * reported through onAdvancedAnswer, which disables Save and limits the operators.
 */
export function FilterValueInput(props: {
  filter: AdhocFilterModel;
  column: ExploreColumn | undefined;
  onChange: (comparator: FilterValue | FilterValue[] | undefined) => void;
  onAdvancedAnswer: (answer: AdvancedTypeAnswer) => void;
}) {
  const { filter, column, onChange } = props;
  const { dataset, services, advancedDataTypes, timers, defaultTimeFilter } = useControlContext();
  const [cache] = useState(() => new Map<string, FilterValue[]>());
  const [display, setDisplay] = useState<AdvancedTypeAnswer | null>(null);
  const operatorId = filter.operatorId;
  const advancedType = advancedDataTypes ? (column?.advanced_data_type ?? null) : null;
  const converter = useDebouncedLoader({
    load: (text, signal) =>
      services.convertAdvancedType(
        advancedType ?? '',
        text
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
        signal,
      ),
    onResult: (answer: AdvancedTypeAnswer) => (setDisplay(answer), props.onAdvancedAnswer(answer)),
    onError: () => {
      const failed = { displayValue: '', validFilterOperators: [], error: FILTER_EDITOR_TEXT.advancedTypeFailed };
      setDisplay(failed);
      props.onAdvancedAnswer(failed);
    },
    delayMs: ADVANCED_DATA_TYPE_DEBOUNCE_MS,
    timers,
  });

  if (operatorId !== undefined && DISABLE_INPUT_OPERATORS.has(operatorId)) {
    return <input className="xc-input" aria-label={VALUE_LABEL} disabled value="" />;
  }
  const multi = operatorId !== undefined && MULTI_OPERATORS.has(operatorId);
  if (operatorId === 'TEMPORAL_RANGE') {
    const range = listOf(filter.comparator)[0];
    return (
      <TimeRangeControl
        label={VALUE_LABEL}
        value={typeof range === 'string' ? range : null}
        defaultValue={defaultTimeFilter}
        onChange={onChange}
      />
    );
  }
  if (advancedType) {
    const text = listOf(filter.comparator).join(', ');
    return (
      <>
        <input
          className="xc-input"
          aria-label={VALUE_LABEL}
          placeholder={FILTER_EDITOR_TEXT.typeAValue}
          value={text}
          onChange={(e) => {
            const typed = e.target.value;
            onChange(
              multi
                ? typed
                    .split(',')
                    .map((v) => v.trim())
                    .filter(Boolean)
                : typed,
            );
            if (advancedType) converter.search(typed);
          }}
        />
        {display &&
          (display.error ? (
            <span className="xc-error" role="alert">
              {display.error}
            </span>
          ) : (
            <span className="xc-hint">{display.displayValue}</span>
          ))}
      </>
    );
  }
  const subject = filter.subject;
  const loads = dataset !== null && subject !== undefined && loadsColumnValues(dataset, filter);
  const loadOptions = loads
    ? async (search: string, signal: AbortSignal) => {
        let values = cache.get(subject);
        if (!values) {
          values = await services.columnValues({ type: dataset.type, id: dataset.id }, subject, signal);
          cache.set(subject, values);
        }
        const needle = search.trim().toLowerCase();
        return values.filter((v) => !needle || String(v).toLowerCase().includes(needle)).map(asOption);
      }
    : undefined;
  const common = {
    label: VALUE_LABEL,
    freeForm: true,
    placeholder: loads ? FILTER_EDITOR_TEXT.caseSensitive : FILTER_EDITOR_TEXT.typeAValue,
    ...(loadOptions ? { loadOptions } : { options: [] }),
  };
  const fromSelect = (v: SelectValue): FilterValue => v;
  if (multi) {
    return (
      <Select
        {...common}
        multiple
        value={listOf(filter.comparator).filter(selectable)}
        onChange={(vs) => onChange(vs.map(fromSelect))}
      />
    );
  }
  const current = listOf(filter.comparator)[0];
  return (
    <Select
      {...common}
      value={current !== undefined && selectable(current) && current !== '' ? current : null}
      onChange={(v) => onChange(v === null ? undefined : fromSelect(v))}
    />
  );
}

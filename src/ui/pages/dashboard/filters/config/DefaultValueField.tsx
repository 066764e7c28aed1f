/**
 * A filter's default value (D10.03), by type: a value filter's options from its options query (cast by the column's
 * type when kept), a range's bounds, a time range, a grain, a time column. The bar starts from it.
 */
import { useId, useRef } from 'react';
import type { ExploreDataset } from '../../../../../core/explore';
import {
  rangeBounds,
  withDefaultValue,
  type FilterConfigItem,
  type FilterValue,
  type NativeFilter,
} from '../../../../../core/filters';
import { columnGenericType, loadFilterOptions } from '../../../../../state/filters';
import { Select, type SelectOption, type SelectValue } from '../../../../kit';
import { TimeRangeControl } from '../../../../kit/time-range';

const NULL_KEY = '\u0000null';
type Scalar = string | number | boolean | null;
/** A filter value as the kit select holds it (text or number), and back. */
const toKit = (v: Scalar): SelectValue => (v === null ? NULL_KEY : typeof v === 'boolean' ? String(v) : v);
const fromKit = (v: SelectValue): Scalar => (v === NULL_KEY ? null : v);

function ValueSelect(props: {
  filter: NativeFilter;
  items: readonly FilterConfigItem[];
  dataset: ExploreDataset | null;
  onChange: (f: NativeFilter) => void;
}) {
  const { filter, dataset } = props;
  const column = dataset?.columns.find((c) => c.column_name === filter.targets[0]?.column?.name);
  const cache = useRef<{ key: string; options: SelectOption[] } | null>(null);
  const multiple = filter.controlValues.multiSelect !== false;
  const value = filter.defaultDataMask.filterState.value;
  const values = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) as Scalar[];
  const load = async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const searchAll = filter.controlValues.searchAllOptions === true;
    const key = JSON.stringify([
      filter.targets,
      filter.adhoc_filters,
      filter.time_range,
      filter.sortMetric,
      filter.controlValues.sortAscending,
      searchAll ? search : '',
    ]);
    if (cache.current?.key !== key) {
      const options = await loadFilterOptions(
        filter,
        { filters: props.items, search, columnType: columnGenericType(column) },
        signal,
      );
      cache.current = { key, options: options.map((o) => ({ value: toKit(o.value), label: o.label })) };
    }
    const text = search.trim().toLowerCase();
    return cache.current.options.filter((o) => searchAll || !text || o.label.toLowerCase().includes(text));
  };
  const set = (next: Scalar[]) =>
    props.onChange(withDefaultValue(filter, next.length ? next : null, column?.type ?? null));
  const common = {
    label: 'Default value',
    loadOptions: load,
    isDisabled: !column || filter.controlValues.defaultToFirstItem === true,
    placeholder: filter.controlValues.defaultToFirstItem ? 'The first value is the default' : 'Select default value',
    test: 'filter-default-value',
  };
  return multiple ? (
    <Select {...common} multiple value={values.map(toKit)} onChange={(v) => set(v.map(fromKit))} />
  ) : (
    <Select
      {...common}
      value={values[0] === undefined ? null : toKit(values[0])}
      onChange={(v) => set(v === null ? [] : [fromKit(v)])}
    />
  );
}

function RangeInputs(props: { filter: NativeFilter; onChange: (f: NativeFilter) => void }) {
  const id = useId();
  const [lower, upper] = rangeBounds(props.filter.defaultDataMask.filterState.value);
  const set = (at: 0 | 1, text: string) => {
    const n = text.trim() === '' ? null : Number(text);
    const next: [number | null, number | null] = [lower, upper];
    next[at] = n !== null && Number.isFinite(n) ? n : null;
    props.onChange(withDefaultValue(props.filter, next[0] === null && next[1] === null ? null : next, null));
  };
  return (
    <fieldset className="fcfg-range">
      <legend>Default value</legend>
      <label htmlFor={`${id}-min`}>Minimum</label>
      <input id={`${id}-min`} type="number" value={lower ?? ''} onChange={(e) => set(0, e.target.value)} />
      <label htmlFor={`${id}-max`}>Maximum</label>
      <input id={`${id}-max`} type="number" value={upper ?? ''} onChange={(e) => set(1, e.target.value)} />
    </fieldset>
  );
}

/** The default value control of the filter's type. */
export function DefaultValueField(props: {
  filter: NativeFilter;
  items: readonly FilterConfigItem[];
  dataset: ExploreDataset | null;
  onChange: (f: NativeFilter) => void;
}) {
  const { filter, dataset, onChange } = props;
  const value = filter.defaultDataMask.filterState.value;
  const text =
    typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
  const setText = (v: FilterValue) => onChange(withDefaultValue(filter, v, null));
  switch (filter.filterType) {
    case 'filter_select':
      return <ValueSelect {...props} />;
    case 'filter_range':
      return <RangeInputs filter={filter} onChange={onChange} />;
    case 'filter_time':
      return (
        <div className="fcfg-time">
          <span className="fcfg-label">Default value</span>
          <TimeRangeControl
            label="Default time range"
            value={text}
            defaultValue="No filter"
            onChange={(v) => setText(v)}
          />
        </div>
      );
    case 'filter_timegrain':
      return (
        <Select
          label="Default value"
          options={(dataset?.time_grain_sqla ?? []).map(([grain, name]) => ({ value: grain, label: name }))}
          value={text}
          onChange={(v) => setText(v === null ? null : [String(v)])}
          test="filter-default-value"
        />
      );
    case 'filter_timecolumn':
      return (
        <Select
          label="Default value"
          options={(dataset?.columns ?? [])
            .filter((c) => c.is_dttm)
            .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
          value={text}
          onChange={(v) => setText(v === null ? null : [String(v)])}
          test="filter-default-value"
        />
      );
  }
}

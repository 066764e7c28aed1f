/**
 * One native filter's value control in the bar (D10.04): a select (options from its chart-data query, searchable,
 * paste-split, virtualised above 100, single or multi), a range (two number inputs within the data's min and max), a
 * time range (the kit's control), a time grain or a time column. Changing it selects; Apply applies.
 */
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { type NativeFilter, type FilterValue, rangeBounds } from '../../../../core/filters';
import { BUILTIN_TIME_GRAINS } from '../../../../core/sql';
import { dashboardViewStore } from '../../../../state/dashboard';
import {
  ensureFilterChoices,
  filterChoicesStore,
  filtersStore,
  loadSelectOptions,
  selectFilterValue,
  setFocusedFilter,
} from '../../../../state/filters';
import { Select, type SelectOption, type SelectValue } from '../../../kit';
import { TimeRangeControl } from '../../../kit/time-range';

const asSelectOptions = (options: readonly { value: unknown; label: string }[]): SelectOption[] =>
  options
    .filter((o): o is SelectOption => typeof o.value === 'string' || typeof o.value === 'number')
    .map((o) => ({ value: o.value, label: o.label }));

const selectedValues = (value: FilterValue): SelectValue[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).filter(
    (v): v is SelectValue => typeof v === 'string' || typeof v === 'number',
  );

function SelectFilter({ filter, value }: { filter: NativeFilter; value: FilterValue }) {
  const choices = useSnapshot(filterChoicesStore).byFilter[filter.id];
  const options = asSelectOptions(choices?.options ?? []);
  const multiple = filter.controlValues.multiSelect !== false;
  const values = selectedValues(value);
  const searchServer = filter.controlValues.searchAllOptions === true;
  const loadOptions = searchServer
    ? async (search: string, signal: AbortSignal) => asSelectOptions(await loadSelectOptions(filter, search, signal))
    : undefined;
  const label = filter.controlValues.inverseSelection ? `${filter.name} (not in)` : filter.name;
  const common = {
    label,
    hideLabel: true,
    placeholder: choices?.status === 'loading' ? 'Loading…' : `${options.length} options`,
    ...(loadOptions ? { loadOptions } : { options }),
    test: `filter-select-${filter.id}`,
  };
  return multiple ? (
    <Select {...common} multiple value={values} onChange={(next) => selectFilterValue(filter.id, next)} />
  ) : (
    <Select
      {...common}
      value={values[0] ?? null}
      onChange={(next) => selectFilterValue(filter.id, next === null ? null : [next])}
    />
  );
}

function RangeFilter({ filter, value }: { filter: NativeFilter; value: FilterValue }) {
  const bounds = useSnapshot(filterChoicesStore).byFilter[filter.id]?.bounds ?? [null, null];
  const [lower, upper] = rangeBounds(value);
  const id = useId();
  const set = (which: 0 | 1, text: string): void => {
    const next: [number | null, number | null] = [lower, upper];
    next[which] = text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
    selectFilterValue(filter.id, next[0] === null && next[1] === null ? null : next);
  };
  const limits = {
    ...(bounds[0] !== null ? { min: bounds[0] } : {}),
    ...(bounds[1] !== null ? { max: bounds[1] } : {}),
  };
  return (
    <div className="filter-range">
      <label htmlFor={`${id}-min`}>Min</label>
      <input
        id={`${id}-min`}
        type="number"
        {...limits}
        placeholder={bounds[0] === null ? '' : String(bounds[0])}
        value={lower ?? ''}
        onChange={(e) => set(0, e.target.value)}
      />
      <label htmlFor={`${id}-max`}>Max</label>
      <input
        id={`${id}-max`}
        type="number"
        {...limits}
        placeholder={bounds[1] === null ? '' : String(bounds[1])}
        value={upper ?? ''}
        onChange={(e) => set(1, e.target.value)}
      />
    </div>
  );
}

/** Choices of a list filter (time grain, time column) as a single select. */
function ListFilter({ filter, value, options }: { filter: NativeFilter; value: FilterValue; options: SelectOption[] }) {
  const current = selectedValues(value)[0] ?? null;
  return (
    <Select
      label={filter.name}
      hideLabel
      options={options}
      value={current}
      onChange={(next) => selectFilterValue(filter.id, next === null ? null : String(next))}
      test={`filter-select-${filter.id}`}
    />
  );
}

interface DatasetColumns {
  id?: number;
  columns?: { column_name?: string; is_dttm?: boolean }[];
}

/** A time column filter: the temporal columns of its dataset (from the dashboard's datasets). */
function TimeColumnFilter({ filter, value }: { filter: NativeFilter; value: FilterValue }) {
  const { datasets } = useSnapshot(dashboardViewStore);
  const datasetId = filter.targets[0]?.datasetId;
  const dataset = (datasets as readonly DatasetColumns[]).find((d) => d.id === datasetId);
  const options = (dataset?.columns ?? [])
    .filter((c) => c.is_dttm && c.column_name)
    .map((c) => ({ value: String(c.column_name), label: String(c.column_name) }));
  return <ListFilter filter={filter} value={value} options={options} />;
}

function ValueControl({ filter, value }: { filter: NativeFilter; value: FilterValue }) {
  switch (filter.filterType) {
    case 'filter_select':
      return <SelectFilter filter={filter} value={value} />;
    case 'filter_range':
      return <RangeFilter filter={filter} value={value} />;
    case 'filter_time': {
      const range = typeof value === 'string' ? value : null;
      return (
        <TimeRangeControl
          label={filter.name}
          value={range}
          defaultValue="No filter"
          onChange={(next) => selectFilterValue(filter.id, next)}
        />
      );
    }
    case 'filter_timegrain':
      return (
        <ListFilter
          filter={filter}
          value={value}
          options={BUILTIN_TIME_GRAINS.map((g) => ({ value: g.duration, label: g.name }))}
        />
      );
    case 'filter_timecolumn':
      return <TimeColumnFilter filter={filter} value={value} />;
  }
}

/** A filter in the bar: its name (and description), its control, and the mark of a required one. */
export function FilterControl({ filter, required }: { filter: NativeFilter; required: boolean }) {
  const { pending } = useSnapshot(filtersStore);
  const value = pending[filter.id]?.filterState.value as FilterValue;
  const cascade = JSON.stringify(filter.cascadeParentIds.map((id) => pending[id]?.extraFormData ?? {}));
  useEffect(() => {
    if (filter.filterType === 'filter_select' || filter.filterType === 'filter_range') void ensureFilterChoices(filter);
  }, [filter, cascade]);
  const headingId = useId();
  return (
    <div
      className="filter-control"
      role="group"
      aria-labelledby={headingId}
      data-test={`filter-${filter.id}`}
      onFocus={() => setFocusedFilter(filter.id)}
      onBlur={() => setFocusedFilter(null)}
      onMouseEnter={() => setFocusedFilter(filter.id)}
      onMouseLeave={() => setFocusedFilter(null)}
    >
      <div className="filter-control-name" id={headingId} title={filter.description || undefined}>
        {filter.name}
        {required ? (
          <span className="filter-required" aria-label="required">
            {' '}
            *
          </span>
        ) : null}
      </div>
      <ValueControl filter={filter} value={value} />
    </div>
  );
}

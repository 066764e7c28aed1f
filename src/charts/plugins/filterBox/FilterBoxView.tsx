/**
 * The filter box (D1.20–D1.23): a date range, time grain and time column when configured, one select per column
 * (searchable, its metric beside each choice), and Apply unless instant filtering is on. Its selection is emitted as
 * the chart's cross filter on the page's emitter, so it applies through the dashboard's data masks.
 */
import { useId, useState } from 'react';
import { NO_TIME_RANGE } from '../../../core/filters';
import { pageCrossFilters } from '../../crossFilters';
import {
  filterBoxEvent,
  initialSelection,
  searchChoices,
  type FilterBoxModel,
  type FilterBoxSelect,
  type FilterBoxSelection,
} from './filterBoxModel';
import './filterBox.css';

const SEARCH_MAX = 200;

function dateBounds(range: string | undefined): [string, string] {
  const [start = '', end = ''] = (range && range !== NO_TIME_RANGE ? range : '').split(' : ');
  return [
    /^\d{4}-\d{2}-\d{2}/.test(start) ? start.slice(0, 10) : '',
    /^\d{4}-\d{2}-\d{2}/.test(end) ? end.slice(0, 10) : '',
  ];
}

function ColumnSelect(props: { select: FilterBoxSelect; values: string[]; onChange: (values: string[]) => void }) {
  const { select, values } = props;
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = searchChoices(select.choices, search);
  return (
    <div className="filter-box-field" data-test={`filter-box-${select.column}`}>
      <label htmlFor={`${id}-select`}>{select.label}</label>
      <input
        type="search"
        aria-label={`Search ${select.label}`}
        placeholder="Search"
        maxLength={SEARCH_MAX}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <select
        id={`${id}-select`}
        multiple={select.multiple}
        size={select.multiple ? Math.min(6, Math.max(2, shown.length)) : undefined}
        value={select.multiple ? values : (values[0] ?? '')}
        onChange={(e) => props.onChange([...e.target.selectedOptions].map((o) => o.value).filter((v) => v !== ''))}
      >
        {!select.multiple && select.clearable ? <option value="">All</option> : null}
        {shown.map((c) => (
          <option key={c.text} value={c.text}>
            {c.metric === undefined || c.metric === null ? c.text : `${c.text} (${String(c.metric)})`}
          </option>
        ))}
      </select>
      {select.clearable && values.length ? (
        <button type="button" className="filter-box-clear" onClick={() => props.onChange([])}>
          Clear {select.label}
        </button>
      ) : null}
    </div>
  );
}

export function FilterBoxView({ model, width, height }: { model: FilterBoxModel; width: number; height: number }) {
  const id = useId();
  const [selection, setSelection] = useState<FilterBoxSelection>(() => initialSelection(model));
  const emit = (next: FilterBoxSelection) => {
    const event = filterBoxEvent(model, next);
    if (event) pageCrossFilters.emit(event);
  };
  const change = (key: string, values: string[]) => {
    const next = { ...selection, [key]: values };
    setSelection(next);
    if (model.instantFiltering) emit(next);
  };
  const [start, end] = dateBounds(selection.__time_range?.[0]);
  const setDates = (s: string, e: string) => change('__time_range', s || e ? [`${s} : ${e}`] : []);
  return (
    <form
      className="filter-box"
      style={{ width, height }}
      aria-label="Filter box"
      onSubmit={(e) => {
        e.preventDefault();
        emit(selection);
      }}
    >
      {model.dateFilter ? (
        <fieldset className="filter-box-field">
          <legend>Time range</legend>
          <label htmlFor={`${id}-start`}>Start</label>
          <input id={`${id}-start`} type="date" value={start} onChange={(e) => setDates(e.target.value, end)} />
          <label htmlFor={`${id}-end`}>End</label>
          <input id={`${id}-end`} type="date" value={end} onChange={(e) => setDates(start, e.target.value)} />
        </fieldset>
      ) : null}
      {model.showGrain ? (
        <div className="filter-box-field">
          <label htmlFor={`${id}-grain`}>Time grain</label>
          <select
            id={`${id}-grain`}
            value={selection.__time_grain?.[0] ?? ''}
            onChange={(e) => change('__time_grain', e.target.value ? [e.target.value] : [])}
          >
            <option value="">Default</option>
            {model.grains.map(([grain, name]) => (
              <option key={grain} value={grain}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {model.showTimeColumn ? (
        <div className="filter-box-field">
          <label htmlFor={`${id}-col`}>Time column</label>
          <select
            id={`${id}-col`}
            value={selection.__time_col?.[0] ?? ''}
            onChange={(e) => change('__time_col', e.target.value ? [e.target.value] : [])}
          >
            <option value="">Default</option>
            {model.timeColumns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {model.selects.map((s) => (
        <ColumnSelect
          key={s.column}
          select={s}
          values={selection[s.column] ?? []}
          onChange={(v) => change(s.column, v)}
        />
      ))}
      {model.instantFiltering ? null : (
        <button type="submit" className="btn btn-primary" data-test="filter-box-apply">
          Apply
        </button>
      )}
    </form>
  );
}

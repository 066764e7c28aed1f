/**
 * The page's cross filters: a chart with the interactive behaviour emits Superset's data mask when the user clicks
 * one of its marks, and whoever applies filters (the dashboard's filter state) subscribes. One emitter per page.
 */
import type { QueryObjectFilterClause, TimeGrain } from '../query';

/**
 * Superset's data mask of a cross filter: the filters it adds to the charts in scope (and the time grain a filter box
 * picks), and what is selected.
 */
export interface CrossFilterDataMask {
  extraFormData: { filters: QueryObjectFilterClause[]; time_grain_sqla?: TimeGrain };
  filterState: { value: unknown[] | null; label?: string };
}

/** A chart's cross filter: its id (the data mask's key) and the mask; an empty selection clears it. */
export interface CrossFilterEvent {
  chartId: number;
  dataMask: CrossFilterDataMask;
}

export type CrossFilterListener = (event: CrossFilterEvent) => void;

/** Emits cross filters to its subscribers, in subscription order. */
export interface CrossFilterEmitter {
  emit(event: CrossFilterEvent): void;
  /** Adds a listener; the returned disposer removes it. */
  subscribe(listener: CrossFilterListener): () => void;
}

/** A new emitter with no listeners. */
export function createCrossFilterEmitter(): CrossFilterEmitter {
  const listeners = new Set<CrossFilterListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A column and its value at the clicked mark. */
export interface FilterCell {
  col: string;
  value: string | number | boolean | null;
}

/**
 * The data mask of a click on a mark whose columns hold `cells`: an equality filter on each column and the values
 * as the filter state, labelled; clicking the selection already applied (`current`) clears it, as Superset does.
 */
export function cellsDataMask(
  cells: FilterCell[],
  label: string,
  current: unknown[] | null = null,
): CrossFilterDataMask {
  const values = cells.map((c) => c.value);
  const selected =
    current !== null && current.length === values.length && current.every((v, i) => String(v) === String(values[i]));
  if (selected || cells.length === 0) return { extraFormData: { filters: [] }, filterState: { value: null } };
  return {
    extraFormData: {
      filters: cells.map((c) =>
        c.value === null ? { col: c.col, op: 'IS NULL' } : { col: c.col, op: '==', val: c.value },
      ),
    },
    filterState: { value: values, label },
  };
}

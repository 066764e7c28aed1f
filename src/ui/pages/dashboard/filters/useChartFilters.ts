/**
 * What a dashboard chart reads of the filter state: its request's filter key (re-queried when it changes, and only
 * then) and whether the focused filter's scope holds it (D4.13). A chart off a dashboard reads neither.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { dashboardStore } from '../../../../state/dashboard';
import { chartFilterKey, filtersStore, focusedChartIds } from '../../../../state/filters';

/** The key of no filters at all (a chart off a dashboard). */
export const NO_FILTERS = JSON.stringify({ extraFormData: {}, ownState: {} });

const onFilterChange = (changed: () => void): (() => void) => {
  const stops = [
    subscribeKey(filtersStore, 'applied', changed),
    subscribeKey(dashboardStore, 'layout', changed),
    subscribeKey(dashboardStore, 'metadata', changed),
  ];
  return () => stops.forEach((stop) => stop());
};

/** The chart's chartFilterKey on a dashboard; NO_FILTERS elsewhere. */
export function useChartFilterKey(chartId: number, onDashboard: boolean): string {
  const read = useCallback(() => (onDashboard ? chartFilterKey(chartId) : NO_FILTERS), [chartId, onDashboard]);
  return useSyncExternalStore(onFilterChange, read);
}

const onFocusChange = (changed: () => void): (() => void) => subscribeKey(filtersStore, 'focusedFilterId', changed);

/** Whether the chart lies in the scope of the filter the user is on in the bar. */
export function useInFocusedScope(chartId: number, onDashboard: boolean): boolean {
  const read = useCallback(() => onDashboard && focusedChartIds().has(chartId), [chartId, onDashboard]);
  return useSyncExternalStore(onFocusChange, read);
}

/**
 * What a dashboard chart reads of the filter state: its request's filter key (re-queried when it changes, and only
 * then) and whether the focused filter's scope holds it (D4.13). A chart off a dashboard reads neither.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { isNearScreen, onChartsNearScreen } from '../../../../state/charts';
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

const noChange = (): (() => void) => () => undefined;

/**
 * The chart's chartFilterKey on a dashboard; NO_FILTERS elsewhere. Away from the screen (scrolled past, or loaded
 * ahead of the reader) it keeps the key it last read (a chart loaded ahead reads the filters of then once), and
 * follows the filters again once near: a filter change re-queries the charts near the screen, not every chart loaded
 * on a long dashboard.
 */
export function useChartFilterKey(chartId: number, onDashboard: boolean): string {
  const near = useSyncExternalStore(
    onChartsNearScreen,
    useCallback(() => isNearScreen(chartId), [chartId]),
  );
  const kept = useRef<string | null>(null);
  const read = useCallback(() => {
    if (!onDashboard) return NO_FILTERS;
    if (near || kept.current === null) kept.current = chartFilterKey(chartId);
    return kept.current;
  }, [chartId, onDashboard, near]);
  return useSyncExternalStore(near ? onFilterChange : noChange, read);
}

const onFocusChange = (changed: () => void): (() => void) => subscribeKey(filtersStore, 'focusedFilterId', changed);

/** Whether the chart lies in the scope of the filter the user is on in the bar. */
export function useInFocusedScope(chartId: number, onDashboard: boolean): boolean {
  const read = useCallback(() => onDashboard && focusedChartIds().has(chartId), [chartId, onDashboard]);
  return useSyncExternalStore(onFocusChange, read);
}

/** A chart cell's reads of the dashboard store, each a value that re-renders the cell only when it changes. */
import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { dashboardStore, isSliceExpanded } from '../../../../state/dashboard';

/** Whether the dashboard unfolds the chart's description (expanded_slices, D2.06). */
export function useDescriptionShown(chartId: number): boolean {
  const listen = useCallback((changed: () => void) => subscribe(dashboardStore, changed), []);
  return useSyncExternalStore(listen, () => isSliceExpanded(dashboardStore.metadata, chartId));
}

/** Whether the chart is the one shown full size (D1.14, fullSizeChartId). */
export function useFullSize(chartId: number): boolean {
  const listen = useCallback((changed: () => void) => subscribeKey(dashboardStore, 'fullSizeChartId', changed), []);
  return useSyncExternalStore(listen, () => dashboardStore.fullSizeChartId === chartId);
}

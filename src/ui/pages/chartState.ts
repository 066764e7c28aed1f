/** A page component's view of one chart's state in the chart store (src/state/charts). */
import { useCallback, useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { chartsState, onChartEntry } from '../../state/charts';
import type { ChartState } from '../../state/charts';

/** Stands in for a chart the store does not hold yet. */
const NO_CHART = proxy({});

/**
 * The snapshot of one chart's state: the cell re-renders when that chart changes, and is not even asked when
 * another chart of the page does (a subscription to the whole store would run every cell on every change).
 */
export function useChartState(chartId: number): Readonly<ChartState> | undefined {
  const key = String(chartId);
  const subscribe = useCallback((changed: () => void) => onChartEntry(key, changed), [key]);
  const entry = useSyncExternalStore(subscribe, () => chartsState.charts[key]);
  const snapshot = useSnapshot(entry ?? NO_CHART);
  return entry ? (snapshot as Readonly<ChartState>) : undefined;
}

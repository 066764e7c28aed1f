/** What a chart page is given: its data source and registry (watched in test and bench builds), and the visibility tracking. */
import { useEffect, useRef, useState } from 'react';
import { defaultRegistry } from '../charts';
import type { ChartDataSource } from '../charts';
import type { ChartPlugin, ChartRegistry } from '../core/chart-plugin';
import { apiClient } from '../state/app';
import { releaseChart, setChartVisibility } from '../state/charts';
import { dataPlane } from './plane';
import { createPlaneDataSource } from './planeDataSource';
import { pageInstrumentation } from './instrumentation';
import { trackVisibility } from './visibility';
import type { VisibilityTracker } from './visibility';

/** The sources of one page. */
export interface PageSources {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
}

/** A page's data-plane sources; `attach` starts tracking the chart cells under the page's root and returns the disposer. */
export interface PlaneSources extends PageSources {
  attach(root: Element): () => void;
}

/**
 * The data-plane sources of a page: charts fetch through the worker, their nearness to the screen is told to the
 * coordinator, and leaving the page releases their results.
 */
export function createPlaneSources(search: URLSearchParams): PlaneSources {
  const api = apiClient();
  const watcher = pageInstrumentation(search);
  const registry = watcher ? watcher.registry(defaultRegistry()) : defaultRegistry();
  const onDecoded = watcher?.onDecoded;
  const fetched = new Set<number>();
  // Start the worker while the dashboard and chart records load, not after.
  void dataPlane(api).catch(() => undefined);
  let tracker: VisibilityTracker | null = null;
  const dataSource = createPlaneDataSource({
    api,
    registry,
    plane: () => dataPlane(api),
    visibilityOf: (chartId) => {
      fetched.add(chartId);
      return tracker?.visibilityOf(chartId) ?? 'visible';
    },
    ...(onDecoded ? { onDecoded } : {}),
  });
  return {
    dataSource,
    registry,
    attach(root) {
      const own = trackVisibility(root, (chartId, visibility) => {
        if (fetched.has(chartId)) void dataPlane(api).then(() => setChartVisibility(chartId, visibility));
      });
      tracker = own;
      return () => {
        own.dispose();
        if (tracker === own) tracker = null;
        for (const chartId of fetched) void releaseChart(chartId).catch(() => undefined);
        fetched.clear();
      };
    },
  };
}

/** The page's sources, and the ref of the element its chart cells live under. */
export function usePlaneSources(search: URLSearchParams) {
  const root = useRef<HTMLDivElement>(null);
  const [sources] = useState(() => createPlaneSources(search));
  useEffect(() => (root.current ? sources.attach(root.current) : undefined), [sources]);
  return { root, dataSource: sources.dataSource, registry: sources.registry };
}

/** What a chart page is given: its data source and registry (watched in test and bench builds), released when it leaves. */
import { useEffect, useState } from 'react';
import { defaultRegistry } from '../../charts';
import type { ChartDataSource } from './dataSource';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { apiClient } from '../../state/app';
import { dataPlane } from '../../state/dataplane';
import { createPlaneDataSource } from './planeDataSource';
import { pageInstrumentation } from './instrumentation';

/** The sources of one page. */
export interface PageSources {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
}

/** A page's data-plane sources; `release` forgets the charts it fetched in the data plane. */
export interface PlaneSources extends PageSources {
  release(): void;
}

/**
 * The data-plane sources of a page: charts fetch through the worker (the page tells the data source how near each
 * chart is to the screen), and leaving the page releases their results.
 */
export function createPlaneSources(search: URLSearchParams): PlaneSources {
  const api = apiClient();
  const watcher = pageInstrumentation(search);
  const registry = watcher ? watcher.registry(defaultRegistry()) : defaultRegistry();
  const onDecoded = watcher?.onDecoded;
  // Start the worker while the dashboard and chart records load, not after.
  void dataPlane(api).catch(() => undefined);
  const planeSource = createPlaneDataSource({
    api,
    registry,
    plane: () => dataPlane(api),
    ...(onDecoded ? { onDecoded } : {}),
  });
  const dataSource = watcher?.dataSource ? watcher.dataSource(planeSource) : planeSource;
  return { dataSource, registry, release: () => dataSource.release() };
}

/** The page's sources, released when the page unmounts. */
export function usePlaneSources(search: URLSearchParams) {
  const [sources] = useState(() => createPlaneSources(search));
  useEffect(() => () => sources.release(), [sources]);
  return { dataSource: sources.dataSource, registry: sources.registry };
}

/** What a chart page is given: its data source and registry (probed when the URL asks), released when it leaves. */
import { useEffect, useState } from 'react';
import { defaultRegistry } from '../charts';
import type { ChartDataSource } from './dataSource';
import type { ChartPlugin, ChartRegistry } from '../core/chart-plugin';
import { apiClient } from '../state/app';
import { dataPlane } from './plane';
import { createPlaneDataSource } from './planeDataSource';
import { chartProbe, pageProbe } from './probe';
import { probedRegistry } from './probedRegistry';

/** The sources of one page. */
export interface PageSources {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
}

/** The registry of a page: the app's, wrapped for the probe when `?probe` is in the URL. */
export function pageRegistry(search: URLSearchParams): ChartRegistry<ChartPlugin<unknown, unknown>> {
  const probe = pageProbe(search);
  return probe ? probedRegistry(defaultRegistry(), probe) : defaultRegistry();
}

/** Decode times go to the probe when there is one. */
export function decodeListener(search: URLSearchParams): ((chartId: number, ms: number) => void) | undefined {
  const probe = pageProbe(search);
  return probe
    ? (chartId, ms) => {
        const record = chartProbe(probe, chartId);
        record.decodeMs = ms;
        record.decodedAt = performance.now();
      }
    : undefined;
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
  const registry = pageRegistry(search);
  const onDecoded = decodeListener(search);
  // Start the worker while the dashboard and chart records load, not after.
  void dataPlane(api).catch(() => undefined);
  const dataSource = createPlaneDataSource({ api, registry, plane: () => dataPlane(api), ...(onDecoded ? { onDecoded } : {}) });
  return { dataSource, registry, release: () => dataSource.release() };
}

/** The page's sources, released when the page unmounts. */
export function usePlaneSources(search: URLSearchParams) {
  const [sources] = useState(() => createPlaneSources(search));
  useEffect(() => () => sources.release(), [sources]);
  return { dataSource: sources.dataSource, registry: sources.registry };
}

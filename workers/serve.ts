/** The worker side of the comlink boundary: exposes a data plane and moves result bytes (transferred, not copied). */
import { expose, transfer } from 'comlink';
import type { Endpoint } from 'comlink';
import type { ChartDataOutcome, DataPlane, ResultTable, Visibility } from '../src/core/dataplane';
import { buffersIn } from './dataplane';

/** The result bytes and the render model's typed arrays of an answer: moved to the page, not copied. */
const buffersOf = (outcome: ChartDataOutcome): ArrayBuffer[] => {
  if (outcome.status !== 'success') return [];
  const buffers = buffersIn(outcome.model?.status === 'made' ? outcome.model.model : null);
  for (const r of outcome.results) if (r.table) buffers.add(r.table.ipc.buffer as ArrayBuffer);
  return [...buffers];
};

const moved = (table: ResultTable) => transfer(table, [table.ipc.buffer as ArrayBuffer]);

/**
 * What crosses the comlink boundary: the data plane, with the visibility changes the page made in one task in one
 * message (see workers/client.ts) in place of one call a chart.
 */
export interface DataPlaneWire extends Omit<DataPlane, 'setVisibility'> {
  /** Sets each chart's visibility, in order. */
  setVisibilities(changes: Array<[chartId: number, visibility: Visibility]>): Promise<void>;
}

/** Exposes `plane` on `endpoint` (the worker's global scope, or a MessagePort). */
export function serveDataPlane(plane: DataPlane, endpoint: Endpoint): void {
  const exposed: DataPlaneWire = {
    configure: (config) => plane.configure(config),
    fetchChartData: async (request) => {
      const outcome = await plane.fetchChartData(request);
      return transfer(outcome, buffersOf(outcome));
    },
    stopChart: (chartId) => plane.stopChart(chartId),
    setVisibilities: async (changes) => {
      await Promise.all(changes.map(([chartId, visibility]) => plane.setVisibility(chartId, visibility)));
    },
    releaseChart: (chartId) => plane.releaseChart(chartId),
    fetchAnnotation: (request) => plane.fetchAnnotation(request),
    stopAnnotation: (chartId, layerName) => plane.stopAnnotation(chartId, layerName),
    queryLocal: async (query) => moved(await plane.queryLocal(query)),
    postProcess: async (table, rules) => moved(await plane.postProcess(table, rules)),
    loadSqlLabResult: async (clientId, firstRows) => moved(await plane.loadSqlLabResult(clientId, firstRows)),
    releaseResult: (name) => plane.releaseResult(name),
    startAutoRefresh: (plan, listener) => plane.startAutoRefresh(plan, listener),
    stopAutoRefresh: () => plane.stopAutoRefresh(),
    prefetchCrossFilters: (requests) => plane.prefetchCrossFilters(requests),
    cancelCrossFilterPrefetch: () => plane.cancelCrossFilterPrefetch(),
    setPageVisible: (visible) => plane.setPageVisible(visible),
    persistLastEventId: (storedId, save) => plane.persistLastEventId(storedId, save),
  };
  expose(exposed, endpoint);
}

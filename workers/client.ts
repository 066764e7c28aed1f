/** Main-thread facade of the data worker: wraps it with comlink and proxies callbacks; results arrive transferred. */
import { proxy, wrap } from 'comlink';
import type { Endpoint } from 'comlink';
import type { DataPlane, KeyValueStorage, Logger } from '../src/core/dataplane';
import { consoleLogger, globalStorage, persistLastEventId } from './dataplane';

/** Where the facade keeps the last async event id (the page's localStorage by default). */
export interface DataWorkerOptions {
  storage?: KeyValueStorage | null;
  logger?: Logger;
}

/**
 * The DataPlane of a started data worker (`new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' })`),
 * already handed the stored last async event id and a saver for newer ones.
 */
export function connectDataWorker(worker: Worker | Endpoint, options: DataWorkerOptions = {}): DataPlane {
  const remote = wrap<DataPlane>(worker as Endpoint);
  const plane: DataPlane = {
    configure: (config) => remote.configure(config),
    fetchChartData: (request) => remote.fetchChartData(request),
    stopChart: (chartId) => remote.stopChart(chartId),
    setVisibility: (chartId, visibility) => remote.setVisibility(chartId, visibility),
    releaseChart: (chartId) => remote.releaseChart(chartId),
    fetchAnnotation: (request) => remote.fetchAnnotation(request),
    stopAnnotation: (chartId, layerName) => remote.stopAnnotation(chartId, layerName),
    queryLocal: (query) => remote.queryLocal(query),
    postProcess: (table, rules) => remote.postProcess(table, rules),
    loadSqlLabResult: (clientId, firstRows) => remote.loadSqlLabResult(clientId, firstRows),
    releaseResult: (name) => remote.releaseResult(name),
    startAutoRefresh: (plan, listener) => remote.startAutoRefresh(plan, proxy(listener)),
    stopAutoRefresh: () => remote.stopAutoRefresh(),
    prefetchCrossFilters: (requests) => remote.prefetchCrossFilters(requests),
    cancelCrossFilterPrefetch: () => remote.cancelCrossFilterPrefetch(),
    setPageVisible: (visible) => remote.setPageVisible(visible),
    persistLastEventId: (storedId, save) => remote.persistLastEventId(storedId, proxy(save)),
  };
  const logger = options.logger ?? consoleLogger;
  const storage = options.storage === undefined ? globalStorage() : options.storage;
  if (storage)
    persistLastEventId(plane, storage, logger).catch((error: unknown) =>
      logger.warn('The data worker did not take the last event id', error),
    );
  return plane;
}

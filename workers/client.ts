/** Main-thread facade of the data worker: wraps it with comlink and proxies callbacks; results arrive transferred. */
import { proxy, wrap } from 'comlink';
import type { Endpoint } from 'comlink';
import type { DataPlane, KeyValueStorage, Logger, Visibility } from '../src/core/dataplane';
import { consoleLogger, globalStorage, persistLastEventId } from './dataplane';
import type { DataPlaneWire } from './serve';

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
  const remote = wrap<DataPlaneWire>(worker as Endpoint);
  // The visibility changes of one task go in one message at its end: a scroll frame changes many charts' at once, and
  // one message each (with its answer) cost the 1,000-chart dashboard's scroll about 0.3 s of main thread. Any other
  // call sends those waiting first, so the worker hears everything in the order the page said it.
  let changes: Array<[number, Visibility]> = [];
  let sendChanges: (() => void) | null = null;
  let changesSent: Promise<void> | null = null;
  const flushVisibility = (): void => sendChanges?.();
  const setVisibility = (chartId: number, visibility: Visibility): Promise<void> => {
    if (!changesSent)
      changesSent = new Promise<void>((resolve) => {
        sendChanges = () => {
          const batch = changes;
          changes = [];
          sendChanges = null;
          changesSent = null;
          resolve(remote.setVisibilities(batch));
        };
        queueMicrotask(flushVisibility);
      });
    changes.push([chartId, visibility]);
    return changesSent;
  };
  /** `call`, made after the visibility changes waiting are sent. */
  const inOrder =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      flushVisibility();
      return call(...args);
    };
  const plane: DataPlane = {
    configure: inOrder((config) => remote.configure(config)),
    fetchChartData: inOrder((request) => remote.fetchChartData(request)),
    stopChart: inOrder((chartId) => remote.stopChart(chartId)),
    setVisibility,
    releaseChart: inOrder((chartId) => remote.releaseChart(chartId)),
    fetchAnnotation: inOrder((request) => remote.fetchAnnotation(request)),
    stopAnnotation: inOrder((chartId, layerName) => remote.stopAnnotation(chartId, layerName)),
    queryLocal: inOrder((query) => remote.queryLocal(query)),
    postProcess: inOrder((table, rules) => remote.postProcess(table, rules)),
    loadSqlLabResult: inOrder((clientId, firstRows) => remote.loadSqlLabResult(clientId, firstRows)),
    releaseResult: inOrder((name) => remote.releaseResult(name)),
    startAutoRefresh: inOrder((plan, listener) => remote.startAutoRefresh(plan, proxy(listener))),
    stopAutoRefresh: inOrder(() => remote.stopAutoRefresh()),
    prefetchCrossFilters: inOrder((requests) => remote.prefetchCrossFilters(requests)),
    cancelCrossFilterPrefetch: inOrder(() => remote.cancelCrossFilterPrefetch()),
    setPageVisible: inOrder((visible) => remote.setPageVisible(visible)),
    persistLastEventId: inOrder((storedId, save) => remote.persistLastEventId(storedId, proxy(save))),
  };
  const logger = options.logger ?? consoleLogger;
  const storage = options.storage === undefined ? globalStorage() : options.storage;
  if (storage)
    persistLastEventId(plane, storage, logger).catch((error: unknown) =>
      logger.warn('The data worker did not take the last event id', error),
    );
  return plane;
}

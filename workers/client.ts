/** Main-thread facade of the data worker: wraps it with comlink and proxies callbacks; results arrive transferred. */
import { proxy, wrap } from 'comlink';
import type { DataPlane } from '../src/core/dataplane';

/** The DataPlane of a started data worker (`new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' })`). */
export function connectDataWorker(worker: Worker): DataPlane {
  const remote = wrap<DataPlane>(worker);
  return {
    configure: (config) => remote.configure(config),
    fetchChartData: (request) => remote.fetchChartData(request),
    stopChart: (chartId) => remote.stopChart(chartId),
    setVisibility: (chartId, visibility) => remote.setVisibility(chartId, visibility),
    releaseChart: (chartId) => remote.releaseChart(chartId),
    fetchAnnotation: (request) => remote.fetchAnnotation(request),
    stopAnnotation: (chartId, layerName) => remote.stopAnnotation(chartId, layerName),
    queryLocal: (query) => remote.queryLocal(query),
    postProcess: (table, rules) => remote.postProcess(table, rules),
    startAutoRefresh: (plan, listener) => remote.startAutoRefresh(plan, proxy(listener)),
    stopAutoRefresh: () => remote.stopAutoRefresh(),
    setPageVisible: (visible) => remote.setPageVisible(visible),
  };
}

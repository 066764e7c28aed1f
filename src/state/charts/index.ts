/** The chart lifecycle store: state, lifecycle actions, and the actions that reach the data plane. */
export { chartsState, configureCharts, initialChartState, loadingCharts } from './store';
export { onChartEntry } from './entries';
export type { ChartState, ChartStatus, ChartsContext } from './store';
export {
  NETWORK_ERROR_MESSAGE,
  STOPPED_MESSAGE,
  addChart,
  annotationQueryFailed,
  annotationQueryStarted,
  annotationQuerySucceeded,
  chartRenderingFailed,
  chartModelReady,
  chartRenderingSucceeded,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  removeChart,
  renderFailedMessage,
  renderTriggered,
  resetDatasources,
  triggerQuery,
  updateChartId,
  updateQueryFormData,
} from './actions';
export {
  fetchChart,
  queryChartTable,
  refreshChart,
  releaseChart,
  runAnnotationQuery,
  setChartVisibility,
  startAutoRefresh,
  stopChart,
  watchPageVisibility,
} from './effects';
export type { FetchChartOptions, VisibilitySource } from './effects';
export { chartLoadFailed, loadChart, onWaveCommitted, WAVE_HOLD_MS } from './lifecycle';
export type { ChartLoad } from './lifecycle';
export { BAND_PX, bandsShown, gridBands, visibilityTracker } from './visibility';
export { READ_AHEAD_SCREENS, readAheadWhenIdle } from './readAhead';
export { isNearScreen, onChartsNearScreen, setChartsNearScreen } from './nearScreen';
export type { GridBand, VisibilityUpdate } from './visibility';

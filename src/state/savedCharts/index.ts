/** The dashboard builder's saved-chart list: its request and its store. */
export {
  SAVED_CHARTS_PAGE_SIZE,
  SAVED_CHART_COLUMNS,
  SAVED_CHART_SORTS,
  savedChartsPath,
  type SavedChartSort,
} from './query';
export {
  FETCH_ALL_FAILED,
  FETCH_FAILED_TOAST,
  fetchAllSavedCharts,
  fetchSavedCharts,
  resetSavedCharts,
  savedChartsStore,
  type SavedChart,
  type SavedChartsStatus,
} from './store';

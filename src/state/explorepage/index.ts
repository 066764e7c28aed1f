/** The explore page's loading and saving: GET /api/v1/explore/, the form_data key, saving, sharing, samples. */
export { explorePageState, initialExplorePageState } from './store';
export type { DataPaneResults, ExplorePageState, ExplorePageStatus } from './store';
export {
  MISSING_DATASET,
  MISSING_DATASET_NAME,
  MISSING_URL_PARAMETERS,
  addressWithFormDataKey,
  chartSaveBody,
  datasetIsMissing,
  exploreRequestPath,
  formDataEntryBody,
  needsUrlParameters,
  saveProblem,
} from './request';
export type { ExploreResult, SaveRequest } from './request';
export {
  chartResultsLoaded,
  chartResultsLoading,
  downloadChartData,
  downloadCsv,
  loadSamples,
  openExplore,
  openingKey,
  persistFormData,
  renameChart,
  saveChart,
  searchDashboards,
  searchDatasets,
  shareExplore,
  toggleExploreStar,
  viewQuery,
} from './actions';
export type { ChartDownloadFormat, OpenExploreOptions } from './actions';
export { SWAP_DATASET_GONE, swapDataset } from './swap';
export {
  DATASET_SAVED,
  DATASET_SWAPPED,
  fetchDatasource,
  listSwapDatasets,
  saveDatasource,
  searchDatasetOwners,
  tableColumns,
} from './datasetEditor';
export type { SwapDatasetQuery, SwapDatasetRow } from './datasetEditor';
export { exploreTabId } from './tabId';
export { prefetchExplore } from './early';

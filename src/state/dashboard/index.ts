/** The dashboard store: the open dashboard, its layout, edit mode, undo/redo and the save state. */
export { dashboardStore, initialDashboardState, parseMetadata } from './store';
export type { DashboardInfo, DashboardState } from './store';
export {
  discardChanges,
  dispatchLayout,
  loadDashboard,
  markMetadataSaved,
  markSaved,
  onLayoutChange,
  redo,
  registerSaveHandler,
  saveDashboard,
  setActiveTab,
  setDashboardCss,
  setDashboardIsSaving,
  setEditMode,
  setFullSizeChartId,
  undo,
  updateDashboardInfo,
  updateMetadata,
} from './actions';
export type { LoadOptions, SaveHandler } from './actions';
export {
  SAVE_MESSAGES,
  applyDashboardCss,
  applyDashboardProperties,
  createDashboard,
  loadRelated,
  cancelOverwrite,
  confirmOverwrite,
  dashboardAddress,
  dashboardSaveStore,
  installDashboardSave,
  saveDashboardAs,
  saveErrorText,
  saveOpenDashboard,
} from './save';
export type { DashboardProperties, OverwriteConfirm, RelatedOption, SaveOutcome } from './save';
export {
  REFRESH_INTERVALS,
  VIEW_MESSAGES,
  createDashboardPermalink,
  dashboardViewStore,
  dashboardDatasets,
  fetchDashboardDatasets,
  forgetDashboardDatasets,
  fetchFaveStar,
  headerPermissions,
  initialViewState,
  permalinkStateOf,
  readDashboardPermalink,
  refreshDashboard,
  refreshFrequencyOf,
  refreshIntervalLabel,
  refreshPlanOf,
  resetDashboardView,
  restorePermalinkState,
  setRefreshFrequency,
  shareByEmailHref,
  toggleFaveStar,
  togglePublished,
} from './view';
export type { DashboardPermalinkState, DashboardViewState, DatasetsStatus, HeaderPermissions } from './view';
export { chartPermalink, chartResults, isSliceExpanded, toggleExpandedSlice } from './chartView';
export { dashboardDownloadStore, downloadDashboardPdf } from './download';

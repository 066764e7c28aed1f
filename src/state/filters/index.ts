/** The dashboard's filter state: the data masks, the bar's saved settings, what its controls load, the config dialog. */
export {
  CHART_WAITS,
  appliedCrossFilters,
  appliedExtraFormData,
  applyFilters,
  chartFilterContext,
  chartFilterKey,
  chartWaitsOn,
  clearAllFilters,
  clearCrossFilter,
  clearCrossFilters,
  filterBarShown,
  filterFlags,
  filterMetadata,
  focusedChartIds,
  filtersStore,
  followRestoredMasks,
  hasPendingChanges,
  listenToCrossFilters,
  nativeFilters,
  openDashboardFilters,
  readChartFilterKey,
  reconcileMasks,
  requiredWithoutValue,
  resetFilters,
  selectFilterValue,
  setCrossFilter,
  setFilterBarOpen,
  setDefaultValue,
  setFocusedFilter,
} from './masks';
export type { FilterSources, FiltersState } from './masks';
export { saveCrossFiltersEnabled, saveFilterBarOrientation } from './persist';
export {
  ensureFilterChoices,
  filterChoicesStore,
  loadRangeBounds,
  loadSelectOptions,
  resetFilterChoices,
} from './options';
export type { FilterChoices } from './options';
export { closeFilterConfig, filterConfigModal, openFilterConfig } from './configModal';
export type { FilterConfigModalState } from './configModal';
export {
  applyFilterSet,
  deleteFilterSet,
  fetchFilterSets,
  filterSetsEnabled,
  filterSetsStore,
  saveFilterSet,
  updateFilterSet,
} from './filterSets';
export type { FilterSet } from './filterSets';
export {
  dashboardColorNamespace,
  filterConfigSaveStore,
  saveFilterMetadata,
  saveNativeFilterConfiguration,
} from './config';
export {
  DATASET_CHOICES_PAGE,
  columnGenericType,
  ensureFilterDataset,
  filterDatasetChoices,
  filterDatasets,
  filterableColumns,
  loadDatasetChoices,
  loadFilterOptions,
  loadedDatasetLabel,
  searchDatasets,
} from './configData';
export type { DatasetChoice, FilterDatasetState } from './configData';
export {
  addDraftItem,
  draftChanged,
  editDraftItem,
  filterConfigDraft,
  moveDraftItem,
  openDraft,
  removeDraftItem,
  restoreDraftItem,
  selectDraftItem,
  setDraftTimers,
  validateDraft,
} from './configDraft';
export type { DraftTimers, FilterConfigDraft } from './configDraft';
export {
  CROSS_FILTER_PREFETCH_REQUESTS,
  crossFilterPrefetchTargets,
  crossFilterSourceOf,
  prefetchCrossFiltersWhenLoaded,
} from './prefetch';
export type { CrossFilterSource, PrefetchTarget } from './prefetch';
export type { IdleScheduler } from '../../core/schedule';

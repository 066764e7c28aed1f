/** The dashboard's filter state: the data masks, the bar's saved settings, what its controls load, the config dialog. */
export {
  appliedCrossFilters,
  appliedExtraFormData,
  applyFilters,
  chartFilterContext,
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
  requiredWithoutValue,
  resetFilters,
  selectFilterValue,
  setCrossFilter,
  setFilterBarOpen,
  setFocusedFilter,
} from './masks';
export type { FilterSources, FiltersState } from './masks';
export { saveCrossFiltersEnabled, saveFilterBarOrientation } from './persist';
export { loadRangeBounds, loadSelectOptions } from './options';
export { closeFilterConfig, filterConfigModal, openFilterConfig } from './configModal';
export type { FilterConfigModalState } from './configModal';

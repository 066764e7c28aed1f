/** Dashboard filtering: the native filter configuration, its scope on the layout, the data mask, options and URL. */
export * from './types';
export {
  DEFAULT_SCOPE,
  FILTER_METADATA_KEYS,
  readChartConfiguration,
  readDefaultDataMask,
  readFilterMetadata,
  readNativeFilterConfiguration,
  readScope,
  writeFilterMetadata,
} from './metadata';
export {
  chartPaths,
  chartsInScope,
  crossFilterReaches,
  crossFilterTargets,
  filtersInScopeOfChart,
  tabsInScope,
  withComputedScope,
} from './scope';
export {
  NO_TIME_RANGE,
  cascadeAncestors,
  cascadeExtraFormData,
  chartExtraFormData,
  crossFilterDataMask,
  crossFiltersOn,
  dataMaskOf,
  extraFormDataOf,
  filterColumn,
  filterLabel,
  initialDataMask,
  mergeExtraFormData,
  nativeFiltersOn,
  rangeBounds,
  withExtraFormData,
} from './dataMask';
export type { ChartFilterContext } from './dataMask';
export {
  NATIVE_FILTER_ROW_LIMIT,
  firstItemValue,
  searchFilter,
  selectOptionsFormData,
  selectOptionsFromRows,
  selectOptionsQuery,
} from './options';
export type { SelectOption, SelectOptionsRequest } from './options';
export {
  parseNativeFiltersParam,
  parsePreselectFilters,
  permalinkDataMask,
  permalinkState,
  preselectValues,
  writeNativeFiltersParam,
} from './url';
export type { DashboardPermalinkState } from './url';
export {
  FILTER_FORM_MESSAGES,
  FILTER_TEXT_LIMITS,
  castDefaultValue,
  filterFormErrors,
  isInCycle,
  validateFilterForm,
} from './validate';
export type { FilterFormError, FilterFormResult } from './validate';
export { FILTER_REMOVAL_DELAY_MS, expireRemoved, markRemoved, restoreRemoved } from './pending';
export type { PendingRemovals } from './pending';
export {
  LEGACY_TIME_FILTERS,
  convertFilterBox,
  filterBoxFilterId,
  filterBoxScope,
  filterBoxTargets,
  readDefaultFilters,
  readFilterScopes,
} from './filterBox';
export type { FilterBoxConfig, FilterBoxFormData, LegacyDefaultFilters, LegacyFilterScopes } from './filterBox';
export {
  FILTER_BOX_SNOOZE_MS,
  filterBoxChartIds,
  initialMigrationState,
  nextMigrationState,
  reviewFilterBoxes,
  savedReviewMetadata,
  withoutCharts,
} from './filterBoxMigration';
export type { FilterBoxMigrationState, FilterBoxReview, MigrationAction } from './filterBoxMigration';
export { MOVED_SCOPE_WARNING, filterIndicators, movedScopeWarning, reportedColumn } from './indicators';
export type { ChartFilterReport, FilterIndicator, IndicatorStatus } from './indicators';
export { filterBarOrder, isRequiredFilter, unsetRequiredFilters } from './required';
export { FILTER_BOX_COUNT, FILTER_BOX_ROW_LIMIT, filterBoxChoiceFormData, filterBoxChoices } from '../chart-plugin';
export type { FilterBoxChoice } from '../chart-plugin';
export {
  newDivider,
  newFilterId,
  newNativeFilter,
  parentChoices,
  withColumn,
  withControlValue,
  withDataset,
  withDefaultValue,
  withFilterType,
  withPreFilters,
} from './editing';
export {
  checkedCharts,
  nodeChartIds,
  nodeCheckState,
  scopeFromCheckedCharts,
  scopeTree,
  toggleScopeNode,
} from './scopeTree';
export type { ScopeTreeNode } from './scopeTree';
export { legacyDashboardFilters } from './filterBoxLegacy';
export type { DashboardSlice, LegacyDashboardFilter } from './filterBoxLegacy';

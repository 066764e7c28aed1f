/** The explore view's model: ad-hoc filters, metrics and columns, drop zones, validators, permissions, form data and the control registry. */
export type * from './types';
export {
  DECIMAL_TYPES,
  DISABLE_INPUT_OPERATORS,
  HAVING_OPERATORS,
  INTEGRAL_TYPES,
  MULTI_OPERATORS,
  OPERATORS,
  OPERATOR_IDS,
  SQL_OPERATORS,
  baseTypeName,
  isBooleanColumn,
  isIntegerColumn,
  isOperatorRelevant,
  isTemporalColumn,
  filterOperatorId,
  operatorIdOf,
  operatorsFor,
} from './operators';
export type { OperatorContext } from './operators';
export { LABEL_MAX_CHARS, randomIdPart, truncateLabel } from './labels';
export {
  DEFAULT_OPERATOR,
  adhocFilterLabel,
  adhocFilterText,
  canSaveFilter,
  changeComparator,
  changeOperator,
  changeSubject,
  createAdhocFilter,
  editFilter,
  filterOptionName,
  isValidAdhocFilter,
  sameFilter,
  simpleFilterSql,
  toTemporalRange,
} from './adhocFilter';
export type { AdhocFilterInput, FilterEditContext, FilterSubjectOption } from './adhocFilter';
export {
  AGGREGATES,
  DEFAULT_METRIC_LABEL,
  adhocMetricLabel,
  adhocMetricsDisallowed,
  canSaveMetric,
  chooseSavedMetric,
  createAdhocMetric,
  datasetExtra,
  defaultMetricLabel,
  defaultMetricTab,
  editAdhocPart,
  editMetric,
  isValidAdhocMetric,
  metricOptionName,
  toFormDataMetric,
} from './adhocMetric';
export type { AdhocMetricDraft, MetricEdit, MetricEditorState, MetricTab } from './adhocMetric';
export {
  COLUMN_EDITOR_TEXT,
  DEFAULT_COLUMN_LABEL,
  canSaveColumn,
  chooseColumn,
  columnEditorChoices,
  columnEditorFor,
  columnTabEmptyText,
  savedColumnValue,
} from './adhocColumn';
export type { ColumnEditorState, ColumnTab } from './adhocColumn';
export {
  REMOVE_GUARD_TITLE,
  checkRemoval,
  filterFromDrop,
  filterWithWarning,
  ghostText,
  metricsForDataset,
  pruneChoiceValue,
  pruneColumnValue,
  swapItems,
} from './drops';
export type { DropItem, DropZoneKind, RemoveGuardResult } from './drops';
export { swapChange, swapMessage, type SwapChange } from './swap';
export { formDataToSave, withInheritedFilters } from './dashboardContext';
export { castFilterDefault } from './values';
export { filterKeyOf, parseFilterKey } from './filterKey';
export {
  NUMBER_RANGE_DEBOUNCE_MS,
  TEXT_CONTROL_DEBOUNCE_MS,
  VALIDATION_MESSAGES,
  VALIDATORS,
  controlErrors,
  isEmptyValue,
  parseNumericInput,
  validateInteger,
  validateNonEmpty,
  validateNumber,
  validateNumberLenient,
} from './validators';
export type { ValidatedControl, Validator, ValidatorResult } from './validators';
export {
  DATASET_EDIT_DENIED,
  canAccessSqlLab,
  canEditDashboard,
  canEditDataset,
  dashboardPermissions,
  exploreFlags,
} from './permissions';
export type { DashboardPermissions, PermissionUser } from './permissions';
export { ControlRegistry } from './controlRegistry';
export {
  CARRIED_CONTROLS,
  FALLBACK_VIZ_TYPE,
  NO_TIME_FILTER,
  SHARED_COLUMN_KEYS,
  SHARED_METRIC_KEYS,
  controlDefault,
  copyFormValue,
  controlValues,
  hydrateFormData,
  panelControls,
  standardizedControls,
  switchVizType,
} from './formData';
export type { ExploreCommonConf, MemorizedFormData } from './formData';
export { ADVANCED_DATA_TYPE_DEBOUNCE_MS, DATASET_CALL_TEXT, FILTER_EDITOR_TEXT } from './messages';
export { knownColorScheme, timeColumnAfterSwap, uiConfigOf } from './hydrate';
export type { SchemeLookup, UiConfig } from './hydrate';
export {
  advancedTypeAnswer,
  advancedTypeConvertPath,
  columnValuesPath,
  datasourceMetadataPath,
  loadsColumnValues,
  partitionColumnOf,
  samplesPath,
  tableExtraPath,
} from './endpoints';
export type { AdvancedTypeAnswer } from './endpoints';
export { exploreUrlParams, missingUrlParameters, newChartUrl } from './urlParams';
export type { ExploreUrlParams } from './urlParams';
export {
  ANNOTATION_LAYER_MESSAGES,
  ANNOTATION_OVERRIDE_KEYS,
  ANNOTATION_SOURCE_TYPES,
  ANNOTATION_TYPES,
  annotationDenylist,
  annotationLayerErrors,
  createAnnotationLayer,
  isValidAnnotationLayer,
  offeredAnnotationSources,
  offeredAnnotationTypes,
  sourceTypesFor,
} from './annotationLayer';
export type { AnnotationSourceType, AnnotationType } from './annotationLayer';
export { compileFormula } from './formula';
export type { Formula } from './formula';
export { readExploreDataset } from './dataset';
export {
  COLUMN_CONFIG_COLLAPSE_ABOVE,
  COLUMN_CONFIG_SHOWN,
  FIXED_OR_METRIC_DEFAULT,
  FIXED_VALUE_FALLBACK,
  FRACTION_DIGITS_MAX,
  FRACTION_DIGITS_MIN,
  clampFractionDigits,
  fixedOrMetricOf,
  moveItem,
  removeItem,
  shownColumnConfigs,
  yAxisFormatChoices,
} from './advancedControls';
export type { FixedOrMetric } from './advancedControls';

/** The chart plugin contract, the viz-type registry, dynamic plugin loading and shared query building. */
export type {
  Behavior,
  ChartAnswer,
  ChartMetadata,
  ChartPlugin,
  ChartPropsContext,
  ControlChoice,
  ControlConfig,
  ControlPanelConfig,
  ControlPanelSection,
  ExampleImage,
  QueryFormData,
  ValidatorName,
  WorkerModel,
  WorkerTransform,
  WorkerTransforms,
} from './types';
export { ChartRegistry } from './registry';
export { resultOfRecords } from './results';
export type { ChartResult, ResultColumn } from './results';
export { renderFailedMessage } from './messages';
export type { GalleryEntry, RegistryListener } from './registry';
export { DYNAMIC_PLUGINS_URL, loadDynamicPlugins } from './dynamicPlugins';
export type { DynamicPluginDeps, DynamicPluginEntry, DynamicPluginReport } from './dynamicPlugins';
export { ensureArray, isAdhocColumn, isAdhocMetric } from './labels';
export { DTTM_ALIAS, getColumnLabel, getMetricLabel, parseDatasourceKey } from '../query';
export { buildQueryObject, compact, extractQueryFields, processFilters } from './queryObject';
export type { AdhocFilter, ExtraFormData, QueryMode } from './queryObject';
export {
  buildQueryContext,
  getXAxisColumn,
  getXAxisLabel,
  isXAxisSet,
  normalizeOrderBy,
  normalizeTimeColumn,
} from './queryContext';
export {
  TIME_COMPARISON_SEPARATOR,
  contributionOperator,
  flattenOperator,
  getMetricOffsetsMap,
  hasRolling,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from './operators';
export type { ComparisonType } from './operators';
export {
  BUILT_IN_BUILD_QUERY,
  buildBigNumberTotalQuery,
  buildBigNumberTrendlineQuery,
  boxplotOperator,
  buildBoxPlotQuery,
  buildBubbleQuery,
  buildChartQueryContext,
  buildDeckArcQuery,
  buildDeckGeojsonQuery,
  buildDeckMultiQuery,
  deckLayerFormData,
  deckLayerRequestId,
  deckLayersOf,
  deckSliceIds,
  buildDeckPathQuery,
  buildDeckPolygonQuery,
  buildDeckScatterQuery,
  buildDeckSpatialQuery,
  buildHeatmapQuery,
  buildHistogramQuery,
  buildMixedTimeseriesQuery,
  buildPieQuery,
  buildPivotTableQuery,
  buildTableQuery,
  buildTimeTableQuery,
  buildTimeseriesQuery,
  buildWaterfallQuery,
  extractExtraMetrics,
  getQueryMode,
  timeTableTimeColumn,
  metricOfFixedOrMetric,
  buildWordCloudQuery,
  buildWorldMapQuery,
  buildCountryMapQuery,
  buildFilterBoxQuery,
  FILTER_BOX_COUNT,
  FILTER_BOX_ROW_LIMIT,
  filterBoxChoiceFormData,
  filterBoxChoices,
} from './buildQuery';
export type {
  BuildQuery,
  DeckLayer,
  FilterBoxChoice,
  FilterBoxConfig,
  FilterBoxFormData,
  TableOwnState,
} from './buildQuery';

/** Native filter configuration, data mask and dashboard filter metadata: Superset's shapes (D2.27–D2.29, X15.01–X15.02). */
import type { AdhocFilter, ExtraFormData } from '../chart-plugin';
import type { QueryMetric } from '../query';

export type { ExtraFormData };

/** The five native filter types. */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
] as const;
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** The id prefixes of filters and dividers (D10.10). */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** Rison-free id characters; Superset's nanoid alphabet. */
export type NativeFilterId = string;

/** The dataset and column a filter reads its values from and applies to. */
export interface NativeFilterTarget {
  datasetId?: number;
  column?: { name: string; displayName?: string };
}

/** Which part of the layout a filter applies to: the subtrees under rootPath, less the excluded chart ids. */
export interface NativeFilterScope {
  rootPath: string[];
  excluded: number[];
}

/** The switches of a filter (D2.28); requiredFirst is top-level, not here. */
export interface NativeFilterControlValues {
  enableEmptyFilter?: boolean;
  defaultToFirstItem?: boolean;
  inverseSelection?: boolean;
  multiSelect?: boolean;
  sortAscending?: boolean;
  searchAllOptions?: boolean;
  [key: string]: unknown;
}

/** What a filter's value is: a select's values, a range's [min, max], a time range, a grain, a column name. */
export type FilterValue =
  (string | number | boolean | null)[] | [number | null, number | null] | string | null | undefined;

/** A filter's own state: its value and what the bar shows for it. */
export interface FilterState {
  value?: FilterValue;
  label?: string;
  validateStatus?: 'error' | 'warning';
  validateMessage?: string;
  [key: string]: unknown;
}

/** Superset's data mask of one filter or cross filter (X15.02). */
export interface DataMask {
  id: string;
  extraFormData: ExtraFormData;
  filterState: FilterState;
  ownState: Record<string, unknown>;
}

/** A data mask without its id: the default a filter starts from. */
export type DefaultDataMask = Omit<DataMask, 'id'>;

/** One native filter (X15.01). */
export interface NativeFilter {
  id: NativeFilterId;
  type: 'NATIVE_FILTER';
  name: string;
  filterType: NativeFilterType;
  targets: NativeFilterTarget[];
  controlValues: NativeFilterControlValues;
  defaultDataMask: DefaultDataMask;
  cascadeParentIds: NativeFilterId[];
  scope: NativeFilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
  description: string;
  requiredFirst?: boolean;
  sortMetric?: QueryMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
}

/** A divider between filters in the bar. */
export interface NativeFilterDivider {
  id: NativeFilterId;
  type: 'DIVIDER';
  title: string;
  description: string;
}

/** One entry of native_filter_configuration. */
export type FilterConfigItem = NativeFilter | NativeFilterDivider;

/** A chart's cross-filter settings in chart_configuration (D2.13). */
export interface ChartConfigurationItem {
  id: number;
  crossFilters: { scope: NativeFilterScope; chartsInScope: number[] };
}

/** chart_configuration: chart id (as a string key) → its cross-filter settings. */
export type ChartConfiguration = Record<string, ChartConfigurationItem>;

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** The filtering keys of a dashboard's json_metadata. */
export interface DashboardFilterMetadata {
  nativeFilterConfiguration: FilterConfigItem[];
  chartConfiguration: ChartConfiguration;
  filterBarOrientation: FilterBarOrientation;
  crossFiltersEnabled: boolean;
}

/** A bad entry dropped while reading, and why. */
export interface FilterWarning {
  key: string;
  message: string;
}

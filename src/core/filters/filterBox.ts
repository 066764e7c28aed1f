/**
 * The legacy filter box and its migration (D2.12, D12.04, D12.05): default_filters and filter_scopes read, the charts
 * a filter-box filter affects, filter boxes converted to native filters with their scopes kept, and the migration
 * states noop → snoozed | reviewing → converted.
 */
import type { FilterBoxConfig, FilterBoxFormData } from '../chart-plugin';
import type { DashboardLayout } from '../layout';
import { parseDatasourceKey } from '../query';
import { chartsInScope } from './scope';
import { readScope } from './metadata';
import { dataMaskOf } from './dataMask';
import type { FilterValue, NativeFilter, NativeFilterScope, NativeFilterType } from './types';
import { NATIVE_FILTER_PREFIX } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filter box's keys for its time settings (Superset's TIME_FILTER_MAP). */
export const LEGACY_TIME_FILTERS = {
  __time_range: 'filter_time',
  __time_grain: 'filter_timegrain',
  __time_col: 'filter_timecolumn',
} as const;
type LegacyTimeKey = keyof typeof LEGACY_TIME_FILTERS;
const TIME_NAMES: Record<LegacyTimeKey, string> = {
  __time_range: 'Time range',
  __time_grain: 'Time grain',
  __time_col: 'Time column',
};

/** filter_scopes: filter box chart id → filter key (column or time key) → {scope, immune}. */
export type LegacyFilterScopes = Record<string, Record<string, NativeFilterScope>>;
/** default_filters: filter box chart id → filter key → value. */
export type LegacyDefaultFilters = Record<string, Record<string, unknown>>;

/** default_filters read from its JSON text (or object); what cannot be read is left out. */
export function readDefaultFilters(value: unknown): LegacyDefaultFilters {
  let raw = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const out: LegacyDefaultFilters = {};
  if (isObj(raw)) for (const [chartId, filters] of Object.entries(raw)) if (isObj(filters)) out[chartId] = filters;
  return out;
}

/** filter_scopes read: each key's {scope, immune} as a native scope {rootPath, excluded}. */
export function readFilterScopes(value: unknown): LegacyFilterScopes {
  const out: LegacyFilterScopes = {};
  if (!isObj(value)) return out;
  for (const [chartId, keys] of Object.entries(value)) {
    if (!isObj(keys)) continue;
    out[chartId] = {};
    for (const [key, s] of Object.entries(keys))
      if (isObj(s))
        (out[chartId] as Record<string, NativeFilterScope>)[key] = readScope({ rootPath: s.scope, excluded: s.immune });
  }
  return out;
}

/** The scope of one filter-box filter: its filter_scopes entry, else the whole dashboard. */
export function filterBoxScope(scopes: LegacyFilterScopes, chartId: number, key: string): NativeFilterScope {
  return scopes[String(chartId)]?.[key] ?? readScope(undefined);
}

/** The charts a filter-box filter affects (D12.04): those under its scope, less the immune ones and the filter box. */
export function filterBoxTargets(
  layout: DashboardLayout,
  scopes: LegacyFilterScopes,
  chartId: number,
  key: string,
): number[] {
  return chartsInScope(layout, filterBoxScope(scopes, chartId, key)).filter((id) => id !== chartId);
}

const idPart = (text: string): string => text.replace(/[^A-Za-z0-9_]/g, '_');

/** The native filter id of a filter-box filter: stable, so a second review converts to the same ids. */
export function filterBoxFilterId(chartId: number, key: string): string {
  return `${NATIVE_FILTER_PREFIX}fb${chartId}_${idPart(key)}`;
}

function splitDefault(config: FilterBoxConfig): FilterValue {
  if (config.defaultValue === undefined || config.defaultValue === '') return null;
  return config.multiple === false ? [config.defaultValue] : config.defaultValue.split(';').filter((v) => v !== '');
}

function nativeFromFilterBox(
  chartId: number,
  datasetId: number | undefined,
  key: string,
  filterType: NativeFilterType,
  name: string,
  scope: NativeFilterScope,
): NativeFilter {
  const target = datasetId === undefined ? {} : { datasetId };
  return {
    id: filterBoxFilterId(chartId, key),
    type: 'NATIVE_FILTER',
    name,
    filterType,
    targets:
      filterType === 'filter_time'
        ? []
        : [filterType === 'filter_select' ? { ...target, column: { name: key } } : target],
    controlValues: {},
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [...scope.rootPath], excluded: scope.excluded.filter((id) => id !== chartId) },
    description: '',
  };
}

const withDefault = (filter: NativeFilter, value: unknown): NativeFilter => {
  if (value === undefined || value === null || value === '') return filter;
  const mask = dataMaskOf(filter, value as FilterValue);
  return {
    ...filter,
    defaultDataMask: { extraFormData: mask.extraFormData, filterState: mask.filterState, ownState: {} },
  };
};

/**
 * A filter box's native filters (D12.05): its time range, time grain and time column when shown, then one select
 * per column with its label, sort metric and direction, multiple, clearable (enableEmptyFilter is its opposite),
 * search-all and default (default_filters first, else its own default); each keeps its filter_scopes scope.
 */
export function convertFilterBox(
  chartId: number,
  formData: FilterBoxFormData,
  metadata: { filterScopes?: LegacyFilterScopes; defaultFilters?: LegacyDefaultFilters } = {},
): NativeFilter[] {
  const key = parseDatasourceKey(formData.datasource);
  const dataset = typeof key?.id === 'number' ? key.id : undefined;
  const scopes = metadata.filterScopes ?? {};
  const defaults = metadata.defaultFilters?.[String(chartId)] ?? {};
  const out: NativeFilter[] = [];
  const shown: Record<LegacyTimeKey, boolean | undefined> = {
    __time_range: formData.date_filter,
    __time_grain: formData.show_sqla_time_granularity,
    __time_col: formData.show_sqla_time_column,
  };
  for (const key of Object.keys(LEGACY_TIME_FILTERS) as LegacyTimeKey[]) {
    if (!shown[key]) continue;
    const filter = nativeFromFilterBox(
      chartId,
      dataset,
      key,
      LEGACY_TIME_FILTERS[key],
      TIME_NAMES[key],
      filterBoxScope(scopes, chartId, key),
    );
    out.push(withDefault(filter, defaults[key]));
  }
  for (const config of formData.filter_configs ?? []) {
    if (!config.column) continue;
    const base = nativeFromFilterBox(
      chartId,
      dataset,
      config.column,
      'filter_select',
      config.label || config.column,
      filterBoxScope(scopes, chartId, config.column),
    );
    const filter: NativeFilter = {
      ...base,
      controlValues: {
        multiSelect: config.multiple !== false,
        enableEmptyFilter: config.clearable === false,
        defaultToFirstItem: false,
        inverseSelection: false,
        searchAllOptions: config.searchAllOptions === true,
        sortAscending: config.asc !== false,
      },
    };
    if (config.metric) filter.sortMetric = config.metric;
    if (formData.adhoc_filters?.length)
      filter.adhoc_filters = formData.adhoc_filters as NonNullable<NativeFilter['adhoc_filters']>;
    const given = defaults[config.column];
    out.push(withDefault(filter, given === undefined ? splitDefault(config) : Array.isArray(given) ? given : [given]));
  }
  return out;
}

export type { FilterBoxConfig, FilterBoxFormData };

/**
 * The filtering keys of a dashboard's json_metadata read and written (D2.11, D2.13, D2.14, D2.16, X15.10): reading is
 * tolerant, so a bad entry is dropped with a warning and the rest kept; writing keeps every other key as it was.
 */
import type { AdhocFilter } from '../chart-plugin';
import type { QueryMetric } from '../query';
import type {
  ChartConfiguration,
  ChartConfigurationItem,
  DashboardFilterMetadata,
  DefaultDataMask,
  FilterConfigItem,
  FilterWarning,
  NativeFilter,
  NativeFilterScope,
  NativeFilterTarget,
} from './types';
import { NATIVE_FILTER_DIVIDER_PREFIX, NATIVE_FILTER_PREFIX, NATIVE_FILTER_TYPES } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The whole dashboard when a scope is missing or unreadable. */
export const DEFAULT_SCOPE: NativeFilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

/** A scope read from anything: rootPath component ids, excluded chart ids. */
export function readScope(v: unknown): NativeFilterScope {
  if (!isObj(v)) return { rootPath: [...DEFAULT_SCOPE.rootPath], excluded: [] };
  const rootPath = strings(v.rootPath);
  return { rootPath: Array.isArray(v.rootPath) ? rootPath : [...DEFAULT_SCOPE.rootPath], excluded: ints(v.excluded) };
}

function readTarget(v: unknown): NativeFilterTarget | null {
  if (!isObj(v)) return null;
  const target: NativeFilterTarget = {};
  const datasetId = Number(v.datasetId);
  if (v.datasetId !== undefined && v.datasetId !== null && Number.isInteger(datasetId)) target.datasetId = datasetId;
  if (isObj(v.column) && typeof v.column.name === 'string') {
    target.column = { name: v.column.name };
    if (typeof v.column.displayName === 'string') target.column.displayName = v.column.displayName;
  }
  return target;
}

/** A default data mask read from anything: each part an object. */
export function readDefaultDataMask(v: unknown): DefaultDataMask {
  const m = isObj(v) ? v : {};
  return {
    extraFormData: isObj(m.extraFormData) ? m.extraFormData : {},
    filterState: isObj(m.filterState) ? m.filterState : {},
    ownState: isObj(m.ownState) ? m.ownState : {},
  };
}

function readFilter(v: Obj, id: string): NativeFilter | string {
  if (!id.startsWith(NATIVE_FILTER_PREFIX)) return `its id does not start with ${NATIVE_FILTER_PREFIX}`;
  const filterType = v.filterType;
  if (!NATIVE_FILTER_TYPES.includes(filterType as NativeFilter['filterType']))
    return `its filter type ${JSON.stringify(filterType)} is unknown`;
  const controlValues: Obj = isObj(v.controlValues) ? { ...v.controlValues } : {};
  // Older configurations kept requiredFirst among the control values; it is a top-level field now.
  const requiredFirst = v.requiredFirst ?? controlValues.requiredFirst;
  delete controlValues.requiredFirst;
  const filter: NativeFilter = {
    id,
    type: 'NATIVE_FILTER',
    name: str(v.name),
    filterType: filterType as NativeFilter['filterType'],
    targets: (Array.isArray(v.targets) ? v.targets : []).map(readTarget).filter((t) => t !== null),
    controlValues,
    defaultDataMask: readDefaultDataMask(v.defaultDataMask),
    cascadeParentIds: strings(v.cascadeParentIds),
    scope: readScope(v.scope),
    description: str(v.description),
  };
  if (Array.isArray(v.chartsInScope)) filter.chartsInScope = ints(v.chartsInScope);
  if (Array.isArray(v.tabsInScope)) filter.tabsInScope = strings(v.tabsInScope);
  if (typeof requiredFirst === 'boolean') filter.requiredFirst = requiredFirst;
  if (typeof v.sortMetric === 'string' || isObj(v.sortMetric)) filter.sortMetric = v.sortMetric as QueryMetric;
  if (Array.isArray(v.adhoc_filters)) filter.adhoc_filters = v.adhoc_filters.filter(isObj) as unknown as AdhocFilter[];
  if (typeof v.time_range === 'string') filter.time_range = v.time_range;
  if (typeof v.granularity_sqla === 'string') filter.granularity_sqla = v.granularity_sqla;
  return filter;
}

/** native_filter_configuration read: bad entries, duplicate ids and dangling cascade parents dropped with a warning. */
export function readNativeFilterConfiguration(value: unknown, warnings: FilterWarning[] = []): FilterConfigItem[] {
  if (value === undefined || value === null) return [];
  const key = 'native_filter_configuration';
  if (!Array.isArray(value)) {
    warnings.push({ key, message: 'native_filter_configuration is not a list; no filters were read' });
    return [];
  }
  const items: FilterConfigItem[] = [];
  const seen = new Set<string>();
  value.forEach((entry, i) => {
    const id = isObj(entry) ? entry.id : undefined;
    const where = typeof id === 'string' ? id : `entry ${i}`;
    let item: FilterConfigItem | string;
    if (!isObj(entry) || typeof id !== 'string' || !id) item = 'it has no id';
    else if (seen.has(id)) item = 'its id is used by an earlier filter';
    else if (entry.type === 'DIVIDER')
      item = id.startsWith(NATIVE_FILTER_DIVIDER_PREFIX)
        ? { id, type: 'DIVIDER', title: str(entry.title), description: str(entry.description) }
        : `its id does not start with ${NATIVE_FILTER_DIVIDER_PREFIX}`;
    else item = readFilter(entry, id);
    if (typeof item === 'string') warnings.push({ key, message: `Filter ${where} was dropped: ${item}` });
    else {
      seen.add(item.id);
      items.push(item);
    }
  });
  const filterIds = new Set(items.filter((f) => f.type === 'NATIVE_FILTER').map((f) => f.id));
  for (const f of items) {
    if (f.type !== 'NATIVE_FILTER') continue;
    const dangling = f.cascadeParentIds.filter((p) => !filterIds.has(p) || p === f.id);
    if (!dangling.length) continue;
    warnings.push({ key, message: `Filter ${f.id} lost the parents it no longer has: ${dangling.join(', ')}` });
    f.cascadeParentIds = f.cascadeParentIds.filter((p) => !dangling.includes(p));
  }
  return items;
}

function readChartConfigurationItem(key: string, v: unknown): ChartConfigurationItem | null {
  const id = Number(key);
  if (!Number.isInteger(id) || !isObj(v)) return null;
  const cross = isObj(v.crossFilters) ? v.crossFilters : {};
  return { id, crossFilters: { scope: readScope(cross.scope), chartsInScope: ints(cross.chartsInScope) } };
}

/** chart_configuration read: an entry whose key is not a chart id, or not an object, is dropped with a warning. */
export function readChartConfiguration(value: unknown, warnings: FilterWarning[] = []): ChartConfiguration {
  const key = 'chart_configuration';
  if (value === undefined || value === null) return {};
  if (!isObj(value)) {
    warnings.push({ key, message: 'chart_configuration is not an object; no chart settings were read' });
    return {};
  }
  const out: ChartConfiguration = {};
  for (const [chartKey, entry] of Object.entries(value)) {
    const item = readChartConfigurationItem(chartKey, entry);
    if (item) out[String(item.id)] = item;
    else warnings.push({ key, message: `Chart configuration ${chartKey} was dropped: not a chart's settings` });
  }
  return out;
}

/** The filtering keys of a json_metadata (text or object), with the warnings of what was dropped. */
export function readFilterMetadata(jsonMetadata: unknown): {
  metadata: DashboardFilterMetadata;
  warnings: FilterWarning[];
} {
  const warnings: FilterWarning[] = [];
  let meta: unknown = jsonMetadata;
  if (typeof jsonMetadata === 'string') {
    try {
      meta = jsonMetadata.trim() ? JSON.parse(jsonMetadata) : {};
    } catch {
      warnings.push({ key: 'json_metadata', message: 'json_metadata is not valid JSON; the defaults were used' });
      meta = {};
    }
  }
  const m: Obj = isObj(meta) ? meta : {};
  const orientation = m.filter_bar_orientation;
  if (orientation !== undefined && orientation !== 'VERTICAL' && orientation !== 'HORIZONTAL')
    warnings.push({ key: 'filter_bar_orientation', message: 'filter_bar_orientation is not VERTICAL or HORIZONTAL' });
  const cross = m.cross_filters_enabled;
  if (cross !== undefined && typeof cross !== 'boolean')
    warnings.push({ key: 'cross_filters_enabled', message: 'cross_filters_enabled is not true or false' });
  return {
    metadata: {
      nativeFilterConfiguration: readNativeFilterConfiguration(m.native_filter_configuration, warnings),
      chartConfiguration: readChartConfiguration(m.chart_configuration, warnings),
      filterBarOrientation: orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL',
      crossFiltersEnabled: typeof cross === 'boolean' ? cross : true,
    },
    warnings,
  };
}

/** The json_metadata key of each filtering field. */
export const FILTER_METADATA_KEYS: Record<keyof DashboardFilterMetadata, string> = {
  nativeFilterConfiguration: 'native_filter_configuration',
  chartConfiguration: 'chart_configuration',
  filterBarOrientation: 'filter_bar_orientation',
  crossFiltersEnabled: 'cross_filters_enabled',
};

/**
 * The json_metadata text with the given filtering keys set (the body of X15.10's PUT): every other key, and an
 * unreadable text's place, kept as it was; an unreadable text starts from an empty object.
 */
export function writeFilterMetadata(jsonMetadata: unknown, patch: Partial<DashboardFilterMetadata>): string {
  let base: Obj = {};
  if (isObj(jsonMetadata)) base = { ...jsonMetadata };
  else if (typeof jsonMetadata === 'string' && jsonMetadata.trim()) {
    try {
      const parsed: unknown = JSON.parse(jsonMetadata);
      if (isObj(parsed)) base = parsed;
    } catch {
      base = {};
    }
  }
  for (const [field, key] of Object.entries(FILTER_METADATA_KEYS) as [keyof DashboardFilterMetadata, string][])
    if (patch[field] !== undefined) base[key] = patch[field];
  return JSON.stringify(base);
}

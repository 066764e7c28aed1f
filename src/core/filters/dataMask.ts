/**
 * The data mask (D10.05, X15.02): each filter type's extraFormData from its value, the masks merged per chart in
 * scope into the extra_form_data a chart's request carries, and the cascade a child's options query is narrowed by.
 */
import type { CrossFilterEvent } from '../crossfilter';
import type { DashboardLayout } from '../layout';
import type { QueryObjectFilterClause } from '../query';
import { crossFilterReaches, filtersInScopeOfChart } from './scope';
import type {
  ChartConfiguration,
  DataMask,
  ExtraFormData,
  FilterConfigItem,
  FilterState,
  FilterValue,
  NativeFilter,
} from './types';

/** Superset's NO_TIME_RANGE: a time filter set to it leaves each chart's own time range. */
export const NO_TIME_RANGE = 'No filter';

/** The column a filter targets, if it has one. */
export function filterColumn(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

const firstText = (value: FilterValue): string | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v !== '' ? v : null;
};

const selectValues = (value: FilterValue): (string | number | boolean | null)[] =>
  Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];

const bound = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A range value's lower and upper bounds, each a finite number or null. */
export function rangeBounds(value: FilterValue): [number | null, number | null] {
  return Array.isArray(value) ? [bound(value[0]), bound(value[1])] : [null, null];
}

/**
 * The filters and overrides a filter's value adds to the charts in its scope: select → IN (NOT IN with
 * inverseSelection), range → >= and <=, time → time_range, time grain → time_grain_sqla, time column →
 * granularity_sqla. No value adds nothing.
 */
export function extraFormDataOf(filter: NativeFilter, value: FilterValue): ExtraFormData {
  const col = filterColumn(filter);
  switch (filter.filterType) {
    case 'filter_select': {
      const values = selectValues(value);
      if (!col || !values.length) return {};
      const op = filter.controlValues.inverseSelection ? 'NOT IN' : 'IN';
      return { filters: [{ col, op, val: values }] };
    }
    case 'filter_range': {
      const [lower, upper] = rangeBounds(value);
      if (!col) return {};
      const filters: QueryObjectFilterClause[] = [];
      if (lower !== null) filters.push({ col, op: '>=', val: lower });
      if (upper !== null) filters.push({ col, op: '<=', val: upper });
      return filters.length ? { filters } : {};
    }
    case 'filter_time': {
      const range = firstText(value);
      return range && range !== NO_TIME_RANGE ? { time_range: range } : {};
    }
    case 'filter_timegrain': {
      const grain = firstText(value);
      return grain ? { time_grain_sqla: grain as NonNullable<ExtraFormData['time_grain_sqla']> } : {};
    }
    case 'filter_timecolumn': {
      const column = firstText(value);
      return column ? { granularity_sqla: column } : {};
    }
  }
}

/** What the bar shows for a value: the values joined, a range as `a ≤ x ≤ b`, the text of the others. */
export function filterLabel(filter: NativeFilter, value: FilterValue): string | undefined {
  if (filter.filterType === 'filter_range') {
    const [lower, upper] = rangeBounds(value);
    if (lower !== null && upper !== null) return `${lower} ≤ x ≤ ${upper}`;
    if (lower !== null) return `x ≥ ${lower}`;
    return upper !== null ? `x ≤ ${upper}` : undefined;
  }
  const values = selectValues(value);
  return values.length ? values.map((v) => (v === null ? '<NULL>' : String(v))).join(', ') : undefined;
}

/** A filter's data mask for a value (X15.02): no value gives an empty mask with a null filter state. */
export function dataMaskOf(filter: NativeFilter, value: FilterValue): DataMask {
  const extraFormData = extraFormDataOf(filter, value);
  const filterState: FilterState = { value: Object.keys(extraFormData).length ? value : null };
  const label = filterState.value === null ? undefined : filterLabel(filter, value);
  if (label !== undefined) filterState.label = label;
  return { id: filter.id, extraFormData, filterState, ownState: {} };
}

/** Two extra form data merged as Superset's mergeExtraFormData does: filters appended, every other key replaced. */
export function mergeExtraFormData(a: ExtraFormData, b: ExtraFormData): ExtraFormData {
  const out: ExtraFormData = { ...a, ...b };
  const filters = [...(a.filters ?? []), ...(b.filters ?? [])];
  const adhoc = [...(a.adhoc_filters ?? []), ...(b.adhoc_filters ?? [])];
  if (filters.length) out.filters = filters;
  else delete out.filters;
  if (adhoc.length) out.adhoc_filters = adhoc;
  else delete out.adhoc_filters;
  return out;
}

/** The data masks a dashboard starts with: each filter's default, replaced by the mask given for it (URL, permalink). */
export function initialDataMask(
  filters: readonly FilterConfigItem[],
  given: Record<string, Partial<DataMask>> = {},
): Record<string, DataMask> {
  const out: Record<string, DataMask> = {};
  for (const f of filters) {
    if (f.type !== 'NATIVE_FILTER') continue;
    const from = given[f.id];
    // A value from outside is re-derived through the filter, so a mask cannot carry filters its value does not mean.
    if (from?.filterState && 'value' in from.filterState) out[f.id] = dataMaskOf(f, from.filterState.value);
    else out[f.id] = { id: f.id, ...f.defaultDataMask, ownState: { ...f.defaultDataMask.ownState } };
  }
  return out;
}

/** What decides a chart's extra_form_data on a dashboard. */
export interface ChartFilterContext {
  layout: DashboardLayout;
  filters: readonly FilterConfigItem[];
  /** Data masks by filter id, and by emitting chart id for cross filters. */
  dataMask: Record<string, DataMask | undefined>;
  chartConfiguration?: ChartConfiguration;
  crossFiltersEnabled?: boolean;
  /** The instance's flags (D10.12): either one off leaves its kind of filter out; absent means on. */
  featureFlags?: { DASHBOARD_NATIVE_FILTERS?: boolean; DASHBOARD_CROSS_FILTERS?: boolean };
}

/** Whether native filters apply at all (DASHBOARD_NATIVE_FILTERS). */
export const nativeFiltersOn = (context: ChartFilterContext): boolean =>
  context.featureFlags?.DASHBOARD_NATIVE_FILTERS !== false;

/** Whether cross filters apply at all: DASHBOARD_CROSS_FILTERS and the dashboard's cross_filters_enabled. */
export const crossFiltersOn = (context: ChartFilterContext): boolean =>
  context.featureFlags?.DASHBOARD_CROSS_FILTERS !== false && context.crossFiltersEnabled !== false;

/**
 * The extra_form_data a chart's request carries: the masks of the native filters whose scope holds it, in
 * configuration order, then the cross filters of the charts whose cross-filter scope reaches it.
 */
export function chartExtraFormData(chartId: number, context: ChartFilterContext): ExtraFormData {
  let extra: ExtraFormData = {};
  const native = nativeFiltersOn(context) ? filtersInScopeOfChart(chartId, context.filters, context.layout) : [];
  for (const f of native) {
    const mask = context.dataMask[f.id];
    if (mask) extra = mergeExtraFormData(extra, mask.extraFormData);
  }
  if (!crossFiltersOn(context)) return extra;
  const configuration = context.chartConfiguration ?? {};
  for (const [key, mask] of Object.entries(context.dataMask)) {
    const emitter = Number(key);
    if (!mask || !/^\d+$/.test(key) || emitter === chartId) continue;
    if (crossFilterReaches(emitter, chartId, configuration, context.layout))
      extra = mergeExtraFormData(extra, mask.extraFormData);
  }
  return extra;
}

/** A chart's form data with the dashboard's extra form data merged into what it already carries. */
export function withExtraFormData<T extends Record<string, unknown>>(formData: T, extra: ExtraFormData): T {
  const own = (formData.extra_form_data ?? {}) as ExtraFormData;
  return { ...formData, extra_form_data: mergeExtraFormData(own, extra) };
}

/** Every ancestor of a filter through cascadeParentIds, nearest first, each once (a cycle stops the walk). */
export function cascadeAncestors(filterId: string, filters: readonly FilterConfigItem[]): NativeFilter[] {
  const byId = new Map(filters.filter((f) => f.type === 'NATIVE_FILTER').map((f) => [f.id, f as NativeFilter]));
  const out: NativeFilter[] = [];
  const seen = new Set<string>([filterId]);
  let frontier = byId.get(filterId)?.cascadeParentIds ?? [];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      const parent = byId.get(id);
      if (!parent || seen.has(id)) continue;
      seen.add(id);
      out.push(parent);
      next.push(...parent.cascadeParentIds);
    }
    frontier = next;
  }
  return out;
}

/** The cascade (D10.06): the extra form data of every ancestor's current mask, which narrows a child's options. */
export function cascadeExtraFormData(
  filterId: string,
  filters: readonly FilterConfigItem[],
  dataMask: Record<string, DataMask | undefined>,
): ExtraFormData {
  return cascadeAncestors(filterId, filters).reduceRight<ExtraFormData>(
    (extra, parent) => mergeExtraFormData(extra, dataMask[parent.id]?.extraFormData ?? {}),
    {},
  );
}

function crossFilterExtra({ filters, time_grain_sqla }: CrossFilterEvent['dataMask']['extraFormData']): ExtraFormData {
  const extra: ExtraFormData = filters.length ? { filters } : {};
  if (time_grain_sqla) extra.time_grain_sqla = time_grain_sqla;
  return extra;
}

/** A chart's cross filter (the page's emitter event) as the data mask keyed by the chart's id. */
export function crossFilterDataMask(event: CrossFilterEvent): DataMask {
  const { value, label } = event.dataMask.filterState;
  const filterState: FilterState = { value: value as FilterValue };
  if (label !== undefined) filterState.label = label;
  return {
    id: String(event.chartId),
    extraFormData: crossFilterExtra(event.dataMask.extraFormData),
    filterState,
    ownState: {},
  };
}

/**
 * The dashboard's data masks (D10.01, D10.05, X15.02): the native filters' masks by filter id and the cross filters'
 * by emitting chart id; what the bar holds selected (pending) apart from what the charts are filtered by (applied).
 * dashboardViewStore.dataMask mirrors the applied masks: the permalink sends it, and a restored permalink sets it.
 */
import { proxy, snapshot } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import type { CrossFilterEmitter, CrossFilterEvent } from '../../core/crossfilter';
import {
  chartExtraFormData,
  chartsInScope,
  crossFilterDataMask,
  dataMaskOf,
  initialDataMask,
  parseNativeFiltersParam,
  parsePreselectFilters,
  permalinkDataMask,
  preselectValues,
  readFilterMetadata,
  unsetRequiredFilters,
  isRequiredFilter,
  writeNativeFiltersParam,
  type ChartFilterContext,
  type DashboardFilterMetadata,
  type DataMask,
  type ExtraFormData,
  type FilterValue,
  type NativeFilter,
} from '../../core/filters';
import type { DashboardLayout } from '../../core/layout';
import { navigate, routerStore, sessionStore } from '../app';
import { dashboardStore, dashboardViewStore } from '../dashboard';

/** The filter bar's state. */
export interface FiltersState {
  /** The masks the charts are filtered by: native filters by filter id, cross filters by chart id. */
  applied: Record<string, DataMask>;
  /** The native filters' masks as selected in the bar, applied on Apply. */
  pending: Record<string, DataMask>;
  /** The filter whose control has the focus or the pointer: the charts in its scope are highlighted (D4.13). */
  focusedFilterId: string | null;
  /** Whether the vertical bar is open (it collapses to a strip). */
  barOpen: boolean;
}

export const filtersStore = proxy<FiltersState>({ applied: {}, pending: {}, focusedFilterId: null, barOpen: true });

const isCrossKey = (key: string): boolean => /^\d+$/.test(key);
const hasValue = (value: FilterValue): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

let metadataRead: { from: Record<string, unknown>; read: DashboardFilterMetadata } | null = null;

/** The open dashboard's filter settings read from its json_metadata (read once per metadata object). */
export function filterMetadata(): DashboardFilterMetadata {
  const from = dashboardStore.metadata;
  if (metadataRead?.from !== from) metadataRead = { from, read: readFilterMetadata(from).metadata };
  return metadataRead.read;
}

/** The native filters (not dividers) of the open dashboard. */
export function nativeFilters(): NativeFilter[] {
  return filterMetadata().nativeFilterConfiguration.filter((f): f is NativeFilter => f.type === 'NATIVE_FILTER');
}

/** The instance's filter flags: a flag is off only where the server says false (both default on, as in Superset). */
export function filterFlags(): NonNullable<ChartFilterContext['featureFlags']> {
  const flags = sessionStore.featureFlags;
  return {
    DASHBOARD_NATIVE_FILTERS: flags.DASHBOARD_NATIVE_FILTERS !== false,
    DASHBOARD_CROSS_FILTERS: flags.DASHBOARD_CROSS_FILTERS !== false,
  };
}

/** Whether the dashboard shows its filter bar (D2.15): native filters on and show_native_filters not false. */
export function filterBarShown(): boolean {
  return filterFlags().DASHBOARD_NATIVE_FILTERS === true && dashboardStore.metadata.show_native_filters !== false;
}

/** What decides each chart's filters now: the layout, the configuration and the applied masks. */
export function chartFilterContext(dataMask: Record<string, DataMask> = filtersStore.applied): ChartFilterContext {
  const metadata = filterMetadata();
  return {
    layout: dashboardStore.layout as DashboardLayout,
    filters: metadata.nativeFilterConfiguration,
    dataMask,
    chartConfiguration: metadata.chartConfiguration,
    crossFiltersEnabled: metadata.crossFiltersEnabled,
    featureFlags: filterFlags(),
  };
}

/** The extra_form_data the applied masks add to a chart's request (D10.05): nothing for a chart out of every scope. */
export function appliedExtraFormData(chartId: number): ExtraFormData {
  return chartExtraFormData(chartId, chartFilterContext(snapshot(filtersStore).applied as Record<string, DataMask>));
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** Set while the masks are written to the view store: any other write there is a restored permalink's. */
let mirroring = false;

function mirrorToView(): void {
  mirroring = true;
  try {
    dashboardViewStore.dataMask = clone(filtersStore.applied) as Record<string, unknown>;
  } finally {
    mirroring = false;
  }
}

/** Where a dashboard's masks come from when it opens: the address and a permalink's state. */
export interface FilterSources {
  search?: URLSearchParams | null;
  permalinkState?: unknown;
}

/**
 * Sets the masks of the dashboard just opened (D1.03, D1.04): each filter's default, replaced by a permalink's
 * mask, then by native_filters in the address, then by the legacy preselect_filters; a permalink's cross filters too.
 */
export function openDashboardFilters(sources: FilterSources = {}): void {
  const filters = filterMetadata().nativeFilterConfiguration;
  const fromPermalink = sources.permalinkState ? permalinkDataMask(sources.permalinkState) : {};
  const search = sources.search ?? null;
  const given = {
    ...fromPermalink,
    ...preselectValues(parsePreselectFilters(search?.get('preselect_filters')), filters),
    ...parseNativeFiltersParam(search?.get('native_filters')),
  };
  const applied: Record<string, DataMask> = initialDataMask(filters, given);
  for (const [key, mask] of Object.entries(fromPermalink))
    if (isCrossKey(key) && mask.extraFormData && mask.filterState)
      applied[key] = { id: key, extraFormData: mask.extraFormData, filterState: mask.filterState, ownState: {} };
  filtersStore.applied = applied;
  filtersStore.pending = clone(nativeOnly(applied));
  filtersStore.focusedFilterId = null;
  mirrorToView();
}

function nativeOnly(masks: Record<string, DataMask>): Record<string, DataMask> {
  return Object.fromEntries(Object.entries(masks).filter(([key]) => !isCrossKey(key)));
}

/**
 * Brings the masks in line with a changed configuration (the dialog saved it): a new filter starts from its
 * default, applied; a removed filter's masks go; a changed filter's value is read again through it (a new column or
 * type). The other selections stay as they are.
 */
export function reconcileMasks(): void {
  const filters = nativeFilters();
  const ids = new Set(filters.map((f) => f.id));
  const redo = (masks: Record<string, DataMask>): Record<string, DataMask> => {
    const given = Object.fromEntries(
      Object.entries(masks)
        .filter(([key]) => ids.has(key))
        .map(([key, mask]) => [key, { filterState: mask.filterState }]),
    );
    const cross = Object.entries(masks).filter(([key]) => isCrossKey(key));
    return { ...Object.fromEntries(cross), ...initialDataMask(filters, given) };
  };
  const applied = redo(filtersStore.applied);
  const pending = nativeOnly(redo(filtersStore.pending));
  if (JSON.stringify(applied) !== JSON.stringify(filtersStore.applied)) {
    filtersStore.applied = applied;
    mirrorToView();
  }
  if (JSON.stringify(pending) !== JSON.stringify(filtersStore.pending)) filtersStore.pending = pending;
}

/** Selects a value in the bar (not applied yet). An unknown filter id changes nothing. */
export function selectFilterValue(filterId: string, value: FilterValue): void {
  const filter = nativeFilters().find((f) => f.id === filterId);
  if (!filter) return;
  filtersStore.pending = { ...filtersStore.pending, [filterId]: dataMaskOf(filter, value) };
}

const valueKey = (mask: DataMask | undefined): string => JSON.stringify(mask?.extraFormData ?? {});

/** A value the bar chose by itself (defaultToFirstItem) applied as the filter's default, the other filters as they were. */
export function setDefaultValue(filterId: string): void {
  const mask = filtersStore.pending[filterId];
  if (!mask) return;
  filtersStore.applied = { ...filtersStore.applied, [filterId]: clone(mask) };
  mirrorToView();
}

/** Whether the bar holds a selection that differs from what is applied. */
export function hasPendingChanges(): boolean {
  const { applied, pending } = filtersStore;
  return nativeFilters().some((f) => valueKey(pending[f.id]) !== valueKey(applied[f.id]));
}

/** The required filters that hold no selected value: while any is left, Apply is blocked. */
export function requiredWithoutValue(): NativeFilter[] {
  return nativeFilters().filter((f) => isRequiredFilter(f) && !hasValue(filtersStore.pending[f.id]?.filterState.value));
}

/** The required filters a chart waits on: in its scope and without an applied value. */
export function chartWaitsOn(chartId: number): NativeFilter[] {
  return unsetRequiredFilters(chartId, chartFilterContext());
}

/** The applied native filters written into the address in place (native_filters, rison), so a reload keeps them. */
function writeFiltersToAddress(): void {
  const search = new URLSearchParams(routerStore.search);
  const param = writeNativeFiltersParam(nativeOnly(filtersStore.applied));
  if (param === '()') search.delete('native_filters');
  else search.set('native_filters', param);
  const query = search.toString();
  if (`?${query}` === routerStore.search || (query === '' && routerStore.search === '')) return;
  navigate(`${routerStore.path}${query ? `?${query}` : ''}`, { replace: true });
}

/** Apply: the selected masks become the applied ones (cross filters stay); false when a required filter is empty. */
export function applyFilters(): boolean {
  if (requiredWithoutValue().length) return false;
  const cross = Object.fromEntries(Object.entries(filtersStore.applied).filter(([key]) => isCrossKey(key)));
  filtersStore.applied = { ...clone(filtersStore.pending), ...cross };
  mirrorToView();
  writeFiltersToAddress();
  return true;
}

/**
 * Clear all: every native filter's selection emptied and every cross filter removed, applied at once; with a
 * required filter on the dashboard the emptied selection waits for Apply (the charts keep their values meanwhile).
 */
export function clearAllFilters(): void {
  const filters = nativeFilters();
  filtersStore.pending = Object.fromEntries(filters.map((f) => [f.id, dataMaskOf(f, null)]));
  if (filters.some(isRequiredFilter)) {
    filtersStore.applied = nativeOnly(filtersStore.applied);
  } else filtersStore.applied = clone(filtersStore.pending);
  mirrorToView();
  writeFiltersToAddress();
}

/** A chart's cross filter (D11.01): set where cross filters are on, removed by an empty selection. */
export function setCrossFilter(event: CrossFilterEvent): void {
  const context = chartFilterContext();
  if (context.featureFlags?.DASHBOARD_CROSS_FILTERS === false || context.crossFiltersEnabled === false) return;
  const key = String(event.chartId);
  const mask = crossFilterDataMask(event);
  const next = { ...filtersStore.applied };
  if (hasValue(mask.filterState.value) && mask.extraFormData.filters?.length) next[key] = mask;
  else delete next[key];
  filtersStore.applied = next;
  mirrorToView();
}

/** Removes a chart's cross filter (the pill's ×). */
export function clearCrossFilter(chartId: number): void {
  const key = String(chartId);
  if (!(key in filtersStore.applied)) return;
  const next = { ...filtersStore.applied };
  delete next[key];
  filtersStore.applied = next;
  mirrorToView();
}

/** Removes every cross filter (cross filtering turned off). */
export function clearCrossFilters(): void {
  filtersStore.applied = nativeOnly(filtersStore.applied);
  mirrorToView();
}

/** The applied cross filters, by emitting chart id. */
export function appliedCrossFilters(masks: Record<string, DataMask> = filtersStore.applied): DataMask[] {
  return Object.entries(masks)
    .filter(([key]) => isCrossKey(key))
    .map(([, mask]) => mask);
}

/** Hears the page's cross filters; the returned disposer stops. */
export function listenToCrossFilters(emitter: CrossFilterEmitter): () => void {
  return emitter.subscribe(setCrossFilter);
}

/**
 * Takes the masks a restored permalink put in the view store (restorePermalinkState writes there after the dashboard
 * opened); the returned disposer stops.
 */
export function followRestoredMasks(): () => void {
  return subscribeKey(
    dashboardViewStore,
    'dataMask',
    (masks) => {
      if (mirroring) return;
      // The header's view reset empties it as the dashboard opens: the applied masks are written back.
      if (!Object.keys(masks).length) return mirrorToView();
      openDashboardFilters({ permalinkState: { dataMask: snapshot(dashboardViewStore).dataMask } });
    },
    true,
  );
}

/** The charts in the scope of the focused filter (D4.13): they are highlighted; none without a focused filter. */
export function focusedChartIds(): ReadonlySet<number> {
  const filter = nativeFilters().find((f) => f.id === filtersStore.focusedFilterId);
  const layout = dashboardStore.layout as DashboardLayout;
  if (focused && focused.filter === filter && focused.layout === layout) return focused.ids;
  const ids: ReadonlySet<number> = new Set(filter ? chartsInScope(layout, filter.scope) : []);
  focused = { filter, layout, ids };
  return ids;
}
let focused: { filter: NativeFilter | undefined; layout: DashboardLayout; ids: ReadonlySet<number> } | null = null;

/**
 * What a dashboard chart's request takes from the applied masks, as one text that changes only when they change for
 * this chart (the cell re-queries on a change): its extra_form_data and its own mask's ownState (D3.05), or
 * CHART_WAITS while a required filter in its scope has no value.
 */
export function chartFilterKey(chartId: number): string {
  // Every cell asks on each of its renders: the answers are kept until the masks, layout or metadata change.
  const applied = snapshot(filtersStore).applied;
  const { layout, metadata } = dashboardStore;
  if (!keys || keys.applied !== applied || keys.layout !== layout || keys.metadata !== metadata)
    keys = { applied, layout, metadata, byChart: new Map() };
  let key = keys.byChart.get(chartId);
  if (key === undefined) {
    const context = chartFilterContext(applied as Record<string, DataMask>);
    const ownState = context.dataMask[String(chartId)]?.ownState ?? {};
    key = unsetRequiredFilters(chartId, context).length
      ? CHART_WAITS
      : JSON.stringify({ extraFormData: chartExtraFormData(chartId, context), ownState });
    keys.byChart.set(chartId, key);
  }
  return key;
}
let keys: { applied: object; layout: object; metadata: object; byChart: Map<number, string> } | null = null;

/** chartFilterKey's answer for a chart that waits for a required filter. */
export const CHART_WAITS = 'waits';

/** The request parts a chartFilterKey stands for. */
export function readChartFilterKey(key: string): { extraFormData: ExtraFormData; ownState: Record<string, unknown> } {
  return JSON.parse(key) as { extraFormData: ExtraFormData; ownState: Record<string, unknown> };
}

/** The filter whose charts are highlighted (D4.13); null for none. */
export function setFocusedFilter(filterId: string | null): void {
  filtersStore.focusedFilterId = filterId;
}

/** Opens or collapses the vertical bar. */
export function setFilterBarOpen(open: boolean): void {
  filtersStore.barOpen = open;
}

/** Back to no masks (a page without a dashboard). */
export function resetFilters(): void {
  Object.assign(filtersStore, { applied: {}, pending: {}, focusedFilterId: null });
}

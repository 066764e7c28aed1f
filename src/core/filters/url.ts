/**
 * Filters in the address and in permalinks (D1.03, D1.04): native_filters (rison of the data masks by filter id),
 * the legacy preselect_filters (JSON of chart id → column → values), and the permalink state's dataMask. Reading is
 * tolerant: what cannot be read is left out, and a value read is re-derived through its filter (initialDataMask).
 */
import { risonDecode, risonEncode, type RisonValue } from '../api';
import type { DataMask, FilterConfigItem, FilterValue, NativeFilter } from './types';
import { filterColumn } from './dataMask';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The masks of an object keyed by filter (or chart) id: entries that are not objects are left out. */
function readMasks(value: unknown): Record<string, Partial<DataMask>> {
  if (!isObj(value)) return {};
  const out: Record<string, Partial<DataMask>> = {};
  for (const [id, mask] of Object.entries(value)) {
    if (!isObj(mask)) continue;
    const read: Partial<DataMask> = { id };
    if (isObj(mask.extraFormData)) read.extraFormData = mask.extraFormData;
    if (isObj(mask.filterState)) read.filterState = mask.filterState;
    if (isObj(mask.ownState)) read.ownState = mask.ownState;
    out[id] = read;
  }
  return out;
}

/** The native_filters parameter read: its data masks by id, or none when it is not rison of an object. */
export function parseNativeFiltersParam(text: string | null | undefined): Record<string, Partial<DataMask>> {
  if (!text) return {};
  try {
    return readMasks(risonDecode(text));
  } catch {
    return {};
  }
}

/** The native_filters parameter of the data masks that hold a value (the filter state only, as Superset writes it). */
export function writeNativeFiltersParam(dataMask: Record<string, DataMask | undefined>): string {
  const out: Record<string, RisonValue> = {};
  for (const [id, mask] of Object.entries(dataMask)) {
    if (!mask || mask.filterState.value === null || mask.filterState.value === undefined) continue;
    out[id] = JSON.parse(JSON.stringify({ id, filterState: mask.filterState })) as RisonValue;
  }
  return risonEncode(out);
}

/** The legacy preselect_filters parameter read: chart id → column → values; unreadable text gives none. */
export function parsePreselectFilters(text: string | null | undefined): Record<string, Record<string, unknown[]>> {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  const out: Record<string, Record<string, unknown[]>> = {};
  if (!isObj(raw)) return out;
  for (const [chartId, columns] of Object.entries(raw)) {
    if (!isObj(columns)) continue;
    const read: Record<string, unknown[]> = {};
    for (const [column, values] of Object.entries(columns))
      if (values !== null && values !== undefined) read[column] = Array.isArray(values) ? values : [values];
    out[chartId] = read;
  }
  return out;
}

/** The legacy filter box's keys for its time settings, and the native filter type each maps onto. */
const LEGACY_TIME_KEYS: Record<string, NativeFilter['filterType']> = {
  __time_range: 'filter_time',
  __time_grain: 'filter_timegrain',
  __time_col: 'filter_timecolumn',
};

/** The legacy preselect_filters parameter as values for native filters, by filter id. */
export function preselectValues(
  preselect: Record<string, Record<string, unknown[]>>,
  filters: readonly FilterConfigItem[],
): Record<string, Partial<DataMask>> {
  const out: Record<string, Partial<DataMask>> = {};
  for (const columns of Object.values(preselect)) {
    for (const [column, values] of Object.entries(columns)) {
      const timeType = LEGACY_TIME_KEYS[column];
      const target = filters.find(
        (f): f is NativeFilter =>
          f.type === 'NATIVE_FILTER' &&
          (timeType ? f.filterType === timeType : f.filterType === 'filter_select' && filterColumn(f) === column),
      );
      if (!target || out[target.id]) continue;
      const value = (timeType ? (values[0] ?? null) : values) as FilterValue;
      out[target.id] = { id: target.id, filterState: { value } };
    }
  }
  return out;
}

/** The dashboard permalink state (Superset's DashboardPermalinkStateSchema). */
export interface DashboardPermalinkState {
  dataMask?: Record<string, DataMask>;
  activeTabs?: string[];
  anchor?: string;
  urlParams?: [string, string][];
}

/** A permalink's state for the current masks, tabs, anchor and address parameters. */
export function permalinkState(
  dataMask: Record<string, DataMask | undefined>,
  extra: Omit<DashboardPermalinkState, 'dataMask'> = {},
): DashboardPermalinkState {
  const masks: Record<string, DataMask> = {};
  for (const [id, mask] of Object.entries(dataMask)) if (mask) masks[id] = mask;
  return { ...extra, dataMask: masks };
}

/** The data masks a permalink's state carries (its oldest shape, filterState only, read too). */
export function permalinkDataMask(state: unknown): Record<string, Partial<DataMask>> {
  if (!isObj(state)) return {};
  if (isObj(state.dataMask)) return readMasks(state.dataMask);
  const legacy = isObj(state.filterState) ? state.filterState : {};
  return readMasks(Object.fromEntries(Object.entries(legacy).map(([id, fs]) => [id, { filterState: fs }])));
}

/**
 * The native filter configuration dialog's edits as pure functions (D10.03, D10.10): new filters and dividers, moves,
 * switches (requiredFirst follows them as Superset's form sets it), default values cast by column type, the parents a
 * filter may take, and the text limits of every field.
 */
import type { AdhocFilter } from '../chart-plugin';
import { DEFAULT_SCOPE } from './metadata';
import { dataMaskOf } from './dataMask';
import { isInCycle, castDefaultValue } from './validate';
import type {
  FilterConfigItem,
  FilterValue,
  NativeFilter,
  NativeFilterControlValues,
  NativeFilterDivider,
  NativeFilterType,
} from './types';
import { NATIVE_FILTER_DIVIDER_PREFIX, NATIVE_FILTER_PREFIX } from './types';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new id with its prefix and a 10-character nanoid-like suffix, not yet used by `items` (D10.10). */
export function newFilterId(kind: 'filter' | 'divider', items: readonly FilterConfigItem[]): string {
  const prefix = kind === 'filter' ? NATIVE_FILTER_PREFIX : NATIVE_FILTER_DIVIDER_PREFIX;
  const bytes = new Uint8Array(10);
  for (;;) {
    globalThis.crypto.getRandomValues(bytes);
    let suffix = '';
    for (const b of bytes) suffix += ID_ALPHABET[b & 63];
    const id = `${prefix}${suffix}`;
    if (!items.some((f) => f.id === id)) return id;
  }
}

/** A new value filter as the dialog adds it: no name, no target, multiple select, the whole dashboard in scope. */
export function newNativeFilter(id: string): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [{}],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [...DEFAULT_SCOPE.rootPath], excluded: [] },
    description: '',
  };
}

/** A new divider: an empty title and description. */
export function newDivider(id: string): NativeFilterDivider {
  return { id, type: 'DIVIDER', title: '', description: '' };
}

/** The switches that make a filter needed before its charts load, and so first in the bar (Superset's requiredFirst). */
const REQUIRED_FIRST_SWITCHES = ['enableEmptyFilter', 'defaultToFirstItem'] as const;

/** A filter with one switch set; requiredFirst follows "Filter value is required" and "Select first filter value by default". */
export function withControlValue(
  filter: NativeFilter,
  key: keyof NativeFilterControlValues & string,
  on: boolean,
): NativeFilter {
  const controlValues = { ...filter.controlValues, [key]: on };
  const requiredFirst = REQUIRED_FIRST_SWITCHES.some((k) => controlValues[k] === true);
  let next: NativeFilter = { ...filter, controlValues, requiredFirst };
  // The first item is the default: a default value of its own would never show.
  if (key === 'defaultToFirstItem' && on) next = withDefaultValue(next, null, null);
  // One value only: a default of several keeps its first.
  if (key === 'multiSelect' && !on) {
    const value = next.defaultDataMask.filterState.value;
    if (Array.isArray(value) && value.length > 1) next = withDefaultValue(next, [value[0] ?? null], null);
  }
  // The mask of the default changes with inverse selection (IN ↔ NOT IN).
  if (key === 'inverseSelection') next = withDefaultValue(next, next.defaultDataMask.filterState.value, null);
  return next;
}

/**
 * A filter with its default value: cast by the target column's type (select filters), then turned into the default
 * data mask the bar starts from; no value clears the default.
 */
export function withDefaultValue(filter: NativeFilter, value: FilterValue, columnType: string | null): NativeFilter {
  const cast = filter.filterType === 'filter_select' ? castDefaultValue(value, columnType) : value;
  const { id: _id, ...mask } = dataMaskOf(filter, cast);
  return { ...filter, defaultDataMask: mask };
}

/** A filter of another type: its default, parents and pre-filters are the old type's, so they go. */
export function withFilterType(filter: NativeFilter, filterType: NativeFilterType): NativeFilter {
  if (filter.filterType === filterType) return filter;
  const next: NativeFilter = {
    ...filter,
    filterType,
    cascadeParentIds: filterType === 'filter_select' ? filter.cascadeParentIds : [],
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  };
  // A time range needs no dataset; a grain or time column needs a dataset but no column.
  const datasetId = filter.targets[0]?.datasetId;
  if (filterType === 'filter_time') next.targets = [{}];
  else if (filterType === 'filter_timegrain' || filterType === 'filter_timecolumn')
    next.targets = [datasetId === undefined ? {} : { datasetId }];
  return next;
}

/** A filter on another dataset: its column, default, sort metric and pre-filters belonged to the old one. */
export function withDataset(filter: NativeFilter, datasetId: number | undefined): NativeFilter {
  if (filter.targets[0]?.datasetId === datasetId) return filter;
  const next: NativeFilter = {
    ...filter,
    targets: [datasetId === undefined ? {} : { datasetId }],
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    sortMetric: null,
  };
  delete next.adhoc_filters;
  return next;
}

/** A filter on another column of its dataset; the default value belonged to the old column. */
export function withColumn(filter: NativeFilter, column: string | null): NativeFilter {
  const target = { ...filter.targets[0] };
  if (column) target.column = { name: column };
  else delete target.column;
  if (filter.targets[0]?.column?.name === column) return filter;
  return { ...filter, targets: [target], defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } };
}

/** A filter with its pre-filters; none removes the key. */
export function withPreFilters(filter: NativeFilter, adhocFilters: readonly AdhocFilter[]): NativeFilter {
  const next = { ...filter };
  if (adhocFilters.length) next.adhoc_filters = [...adhocFilters];
  else delete next.adhoc_filters;
  return next;
}

/**
 * The filters a filter may take as its cascade parent: the other value filters, less those that would make it its own
 * ancestor (D10.06; "Cannot create cyclic hierarchy" is never reachable from the choices).
 */
export function parentChoices(filterId: string, items: readonly FilterConfigItem[]): NativeFilter[] {
  return items.filter((f): f is NativeFilter => {
    if (f.type !== 'NATIVE_FILTER' || f.id === filterId || f.filterType !== 'filter_select') return false;
    const trial = items.map((x) =>
      x.id === filterId && x.type === 'NATIVE_FILTER' ? { ...x, cascadeParentIds: [f.id] } : x,
    );
    return !isInCycle(filterId, trial);
  });
}

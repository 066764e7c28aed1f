/**
 * The native filter form's validation (D10.07): each filter and divider checked in configuration order, field by
 * field, so the first error names the filter to focus; a failed form returns no configuration. Removed filters
 * (pending their undo window) are not checked. Default values are cast by the target column's type.
 */
import { castFilterDefault, isValidAdhocFilter } from '../explore';
import type { AdhocFilterModel } from '../explore';
import { rangeBounds } from './dataMask';
import type { FilterConfigItem, FilterValue, NativeFilter } from './types';

/** The form's messages, one per rule. */
export const FILTER_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  datasetRequired: 'Dataset is required',
  columnRequired: 'Column is required',
  singleValue: 'Only one default value can be chosen: multiple select is off',
  invalidRange: 'Please provide a valid range',
  invalidPreFilter: 'Pre-filter is invalid',
  parentNotFound: 'Parent filter not found',
  parentNotSelect: 'Only a value (select) filter can be a parent filter',
  cyclicHierarchy: 'Cannot create cyclic hierarchy',
  tooLong: '%s is too long: at most %d characters',
} as const;

/** Characters allowed per text field of a filter or divider: the dialog's inputs stop there and validation refuses more. */
export const FILTER_TEXT_LIMITS = { name: 250, title: 250, description: 2000 } as const;

/** The error of a text past its limit, or null. */
function tooLong(
  filterId: string,
  field: keyof typeof FILTER_TEXT_LIMITS,
  label: string,
  text: string,
): FilterFormError[] {
  const max = FILTER_TEXT_LIMITS[field];
  if (text.length <= max) return [];
  return [{ filterId, field, message: FILTER_FORM_MESSAGES.tooLong.replace('%s', label).replace('%d', String(max)) }];
}

/** One failing field of one filter. */
export interface FilterFormError {
  filterId: string;
  field: string;
  message: string;
}

export type FilterFormResult =
  { ok: true; filters: FilterConfigItem[] } | { ok: false; errors: FilterFormError[]; focusFilterId: string };

const NEEDS_DATASET: ReadonlySet<NativeFilter['filterType']> = new Set([
  'filter_select',
  'filter_range',
  'filter_timegrain',
  'filter_timecolumn',
]);
const NEEDS_COLUMN: ReadonlySet<NativeFilter['filterType']> = new Set(['filter_select', 'filter_range']);

function filterErrors(filter: NativeFilter, all: readonly FilterConfigItem[]): FilterFormError[] {
  const errors: FilterFormError[] = [];
  const fail = (field: string, message: string): void => {
    errors.push({ filterId: filter.id, field, message });
  };
  const target = filter.targets[0];
  if (!filter.name.trim()) fail('name', FILTER_FORM_MESSAGES.nameRequired);
  errors.push(...tooLong(filter.id, 'name', 'Name', filter.name));
  if (NEEDS_DATASET.has(filter.filterType) && target?.datasetId === undefined)
    fail('dataset', FILTER_FORM_MESSAGES.datasetRequired);
  if (NEEDS_COLUMN.has(filter.filterType) && !target?.column?.name) fail('column', FILTER_FORM_MESSAGES.columnRequired);
  const value = filter.defaultDataMask.filterState.value;
  if (
    filter.filterType === 'filter_select' &&
    Array.isArray(value) &&
    value.length > 1 &&
    !filter.controlValues.multiSelect
  )
    fail('defaultValue', FILTER_FORM_MESSAGES.singleValue);
  if (filter.filterType === 'filter_range' && value !== null && value !== undefined) {
    const [lower, upper] = rangeBounds(value);
    const malformed =
      !Array.isArray(value) || value.length !== 2 || value.some((v) => v !== null && typeof v !== 'number');
    if (malformed || (lower !== null && upper !== null && lower > upper))
      fail('defaultValue', FILTER_FORM_MESSAGES.invalidRange);
  }
  if ((filter.adhoc_filters ?? []).some((f) => !isValidAdhocFilter(f as AdhocFilterModel)))
    fail('adhoc_filters', FILTER_FORM_MESSAGES.invalidPreFilter);
  for (const parentId of filter.cascadeParentIds) {
    const parent = all.find((f) => f.id === parentId);
    if (!parent) fail('parentFilter', FILTER_FORM_MESSAGES.parentNotFound);
    else if (parent.type !== 'NATIVE_FILTER' || parent.filterType !== 'filter_select')
      fail('parentFilter', FILTER_FORM_MESSAGES.parentNotSelect);
  }
  if (filter.cascadeParentIds.length && isInCycle(filter.id, all))
    fail('parentFilter', FILTER_FORM_MESSAGES.cyclicHierarchy);
  errors.push(...tooLong(filter.id, 'description', 'Description', filter.description));
  return errors;
}

/** Whether a filter is its own ancestor through cascadeParentIds. */
export function isInCycle(filterId: string, filters: readonly FilterConfigItem[]): boolean {
  const parents = (id: string): string[] => {
    const f = filters.find((x) => x.id === id);
    return f?.type === 'NATIVE_FILTER' ? f.cascadeParentIds : [];
  };
  const seen = new Set<string>();
  const stack = [...parents(filterId)];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === filterId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...parents(id));
  }
  return false;
}

/** Every error of the form, in configuration order; removed filters are skipped. */
export function filterFormErrors(
  items: readonly FilterConfigItem[],
  removed: ReadonlySet<string> = new Set(),
): FilterFormError[] {
  const kept = items.filter((f) => !removed.has(f.id));
  return kept.flatMap((item) =>
    item.type === 'DIVIDER'
      ? [
          ...(item.title.trim()
            ? []
            : [{ filterId: item.id, field: 'title', message: FILTER_FORM_MESSAGES.titleRequired }]),
          ...tooLong(item.id, 'title', 'Title', item.title),
          ...tooLong(item.id, 'description', 'Description', item.description),
        ]
      : filterErrors(item, kept),
  );
}

/** The form validated (D10.07): the configuration to save without the removed filters, or the errors and the filter to focus. */
export function validateFilterForm(
  items: readonly FilterConfigItem[],
  removed: ReadonlySet<string> = new Set(),
): FilterFormResult {
  const errors = filterFormErrors(items, removed);
  const first = errors[0];
  if (first) return { ok: false, errors, focusFilterId: first.filterId };
  return { ok: true, filters: items.filter((f) => !removed.has(f.id)) };
}

/**
 * A default value cast by the target column's type (the rule of X7.15 applied to every value): text of a boolean
 * column is `=== 'true'`, of an integer or decimal column the number or null; other values are kept as they are.
 */
export function castDefaultValue(value: FilterValue, columnType: string | null | undefined): FilterValue {
  const cast = (v: unknown): string | number | boolean | null =>
    typeof v === 'string'
      ? castFilterDefault(v, { type: columnType ?? null }, false)
      : (v as string | number | boolean | null);
  if (Array.isArray(value)) return value.map(cast) as FilterValue;
  return value;
}

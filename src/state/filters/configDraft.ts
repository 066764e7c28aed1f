/**
 * The filter dialog's draft (D10.03, D10.07, D10.08): the filters and dividers being edited, the one shown, the ones
 * removed and still restorable for 5 s, and the errors of the last Save. Edits are the pure functions of
 * src/core/filters; the dialog only reads this store and calls these actions.
 */
import { proxy } from 'valtio/vanilla';
import { moveItem } from '../../core/explore';
import {
  FILTER_REMOVAL_DELAY_MS,
  expireRemoved,
  markRemoved,
  newDivider,
  newFilterId,
  newNativeFilter,
  readNativeFilterConfiguration,
  restoreRemoved,
  validateFilterForm,
  type FilterConfigItem,
  type FilterFormError,
  type PendingRemovals,
} from '../../core/filters';

export interface FilterConfigDraft {
  items: FilterConfigItem[];
  /** Removed items still restorable: id → when removed (ms). */
  removed: PendingRemovals;
  selectedId: string | null;
  /** The errors of the last Save that failed validation, in configuration order. */
  errors: FilterFormError[];
  /** The configuration as opened, to tell whether anything changed. */
  initial: string;
}

export const filterConfigDraft = proxy<FilterConfigDraft>({
  items: [],
  removed: {},
  selectedId: null,
  errors: [],
  initial: '[]',
});

/** The clock and timer the undo window runs on; tests pass their own. */
export interface DraftTimers {
  now: () => number;
  after: (ms: number, run: () => void) => () => void;
}

let timers: DraftTimers = {
  now: () => Date.now(),
  after: (ms, run) => {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};
const pendingTimers = new Set<() => void>();

/** Replaces the undo window's clock and timer; returns the disposer that puts the old ones back. */
export function setDraftTimers(next: DraftTimers): () => void {
  const before = timers;
  timers = next;
  return () => {
    timers = before;
  };
}

const kept = (): FilterConfigItem[] => filterConfigDraft.items.filter((f) => !(f.id in filterConfigDraft.removed));
const snapshotOf = (items: readonly FilterConfigItem[]): string => JSON.stringify(items);

/** Starts a draft from the dashboard's saved configuration, showing `filterId` (else the first item). */
export function openDraft(configuration: unknown, filterId: string | null): void {
  for (const cancel of pendingTimers) cancel();
  pendingTimers.clear();
  const items = readNativeFilterConfiguration(configuration);
  Object.assign(filterConfigDraft, {
    items,
    removed: {},
    errors: [],
    initial: snapshotOf(items),
    selectedId: items.find((f) => f.id === filterId)?.id ?? items[0]?.id ?? null,
  });
}

/** Whether the draft differs from what was opened (removed items left out). */
export function draftChanged(): boolean {
  return snapshotOf(kept()) !== filterConfigDraft.initial;
}

/** Adds a filter or a divider at the end and shows it. */
export function addDraftItem(kind: 'filter' | 'divider'): string {
  const id = newFilterId(kind, filterConfigDraft.items);
  filterConfigDraft.items.push(kind === 'filter' ? newNativeFilter(id) : newDivider(id));
  filterConfigDraft.selectedId = id;
  return id;
}

export function selectDraftItem(id: string): void {
  if (filterConfigDraft.items.some((f) => f.id === id)) filterConfigDraft.selectedId = id;
}

/** Replaces one item by what `edit` makes of it; the errors of that item are cleared. */
export function editDraftItem(id: string, edit: (item: FilterConfigItem) => FilterConfigItem): void {
  const index = filterConfigDraft.items.findIndex((f) => f.id === id);
  const item = filterConfigDraft.items[index];
  if (!item) return;
  filterConfigDraft.items[index] = edit(JSON.parse(JSON.stringify(item)) as FilterConfigItem);
  filterConfigDraft.errors = filterConfigDraft.errors.filter((e) => e.filterId !== id);
}

/** Moves an item one place up (-1) or down (+1), or to an index. */
export function moveDraftItem(id: string, to: number | { by: -1 | 1 }): void {
  const from = filterConfigDraft.items.findIndex((f) => f.id === id);
  if (from < 0) return;
  const target = typeof to === 'number' ? to : from + to.by;
  filterConfigDraft.items = [...moveItem(filterConfigDraft.items, from, target)];
}

function expireNow(): void {
  const { expired, pending } = expireRemoved(filterConfigDraft.removed, timers.now());
  if (!expired.length) return;
  filterConfigDraft.removed = pending;
  filterConfigDraft.items = filterConfigDraft.items.filter((f) => !expired.includes(f.id));
  // A child loses a parent that is gone for good.
  for (const f of filterConfigDraft.items)
    if (f.type === 'NATIVE_FILTER') f.cascadeParentIds = f.cascadeParentIds.filter((p) => !expired.includes(p));
  if (filterConfigDraft.selectedId && expired.includes(filterConfigDraft.selectedId))
    filterConfigDraft.selectedId = kept()[0]?.id ?? null;
}

/** Removes an item for now (D10.08): restorable for 5 s, then gone. */
export function removeDraftItem(id: string): void {
  if (!filterConfigDraft.items.some((f) => f.id === id)) return;
  filterConfigDraft.removed = markRemoved(filterConfigDraft.removed, id, timers.now());
  filterConfigDraft.errors = filterConfigDraft.errors.filter((e) => e.filterId !== id);
  const cancel = timers.after(FILTER_REMOVAL_DELAY_MS, () => {
    pendingTimers.delete(cancel);
    expireNow();
  });
  pendingTimers.add(cancel);
}

/** Undo: the removed item is back. */
export function restoreDraftItem(id: string): void {
  filterConfigDraft.removed = restoreRemoved(filterConfigDraft.removed, id);
}

/**
 * Validates the draft (D10.07): the configuration to save, or null with the errors kept and the first failing item
 * shown.
 */
export function validateDraft(): FilterConfigItem[] | null {
  const removed = new Set(Object.keys(filterConfigDraft.removed));
  // A child of a removed filter loses that parent, as it will once the undo window passes.
  const items = filterConfigDraft.items.map((f) =>
    f.type === 'NATIVE_FILTER' ? { ...f, cascadeParentIds: f.cascadeParentIds.filter((p) => !removed.has(p)) } : f,
  );
  const result = validateFilterForm(items, removed);
  if (result.ok) {
    filterConfigDraft.errors = [];
    return result.filters;
  }
  filterConfigDraft.errors = result.errors;
  filterConfigDraft.selectedId = result.focusFilterId;
  return null;
}

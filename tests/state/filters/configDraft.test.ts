import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILTER_FORM_MESSAGES as M, type NativeFilter } from '../../../src/core/filters';
import {
  addDraftItem,
  draftChanged,
  editDraftItem,
  filterConfigDraft,
  moveDraftItem,
  openDraft,
  removeDraftItem,
  restoreDraftItem,
  selectDraftItem,
  setDraftTimers,
  validateDraft,
} from '../../../src/state/filters/configDraft';
import { nativeFilter } from '../../core/filters/fixtures';

let now = 0;
let due: { at: number; run: () => void }[] = [];
const advance = (ms: number): void => {
  now += ms;
  const ready = due.filter((d) => d.at <= now);
  due = due.filter((d) => d.at > now);
  for (const d of ready) d.run();
};
let restoreTimers: () => void;

const a = nativeFilter({ id: 'NATIVE_FILTER-a', name: 'A' });
const b = nativeFilter({ id: 'NATIVE_FILTER-b', name: 'B', cascadeParentIds: ['NATIVE_FILTER-a'] });

beforeEach(() => {
  now = 1000;
  due = [];
  restoreTimers = setDraftTimers({
    now: () => now,
    after: (ms, run) => {
      const entry = { at: now + ms, run };
      due.push(entry);
      return () => void (due = due.filter((d) => d !== entry));
    },
  });
  openDraft([a, b], 'NATIVE_FILTER-b');
});
afterEach(() => restoreTimers());

const ids = (): string[] => filterConfigDraft.items.map((f) => f.id);

describe('the filter dialog’s draft', () => {
  it('D10.03 opens on the filter asked for, else the first; unchanged until edited', () => {
    expect(filterConfigDraft.selectedId).toBe('NATIVE_FILTER-b');
    openDraft([a, b], 'NATIVE_FILTER-gone');
    expect(filterConfigDraft.selectedId).toBe('NATIVE_FILTER-a');
    expect(draftChanged()).toBe(false);
    editDraftItem('NATIVE_FILTER-a', (f) => ({ ...f, name: 'A2' }) as NativeFilter);
    expect(draftChanged()).toBe(true);
  });
  it('D10.10 adds filters and dividers with their prefixes and shows the new one', () => {
    const f = addDraftItem('filter');
    const d = addDraftItem('divider');
    expect(f).toMatch(/^NATIVE_FILTER-/);
    expect(d).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    expect(filterConfigDraft.selectedId).toBe(d);
    selectDraftItem(f);
    expect(filterConfigDraft.selectedId).toBe(f);
  });
  it('D10.03 moves an item by one place or to an index', () => {
    moveDraftItem('NATIVE_FILTER-b', { by: -1 });
    expect(ids()).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-a']);
    moveDraftItem('NATIVE_FILTER-b', 1);
    expect(ids()).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
  });
  it('D10.08 a removed filter is restorable for 5 s, then gone, and its children lose it as parent', () => {
    removeDraftItem('NATIVE_FILTER-a');
    advance(4999);
    expect(ids()).toContain('NATIVE_FILTER-a');
    restoreDraftItem('NATIVE_FILTER-a');
    advance(10);
    expect(ids()).toContain('NATIVE_FILTER-a');
    expect(filterConfigDraft.removed).toEqual({});
    removeDraftItem('NATIVE_FILTER-a');
    advance(5000);
    expect(ids()).toEqual(['NATIVE_FILTER-b']);
    expect((filterConfigDraft.items[0] as NativeFilter).cascadeParentIds).toEqual([]);
  });
  it('D10.07 D10.08 Save leaves out a removed filter, whose children lose it as parent', () => {
    removeDraftItem('NATIVE_FILTER-a');
    const saved = validateDraft();
    expect(saved?.map((f) => f.id)).toEqual(['NATIVE_FILTER-b']);
    expect((saved?.[0] as NativeFilter).cascadeParentIds).toEqual([]);
  });
  it('D10.07 a failed validation keeps the errors and shows the first failing filter; editing it clears its errors', () => {
    addDraftItem('divider');
    const bad = addDraftItem('filter');
    selectDraftItem('NATIVE_FILTER-a');
    editDraftItem(bad, (f) => ({ ...f, name: '' }) as NativeFilter);
    expect(validateDraft()).toBeNull();
    const divider = ids()[2] as string;
    expect(filterConfigDraft.selectedId).toBe(divider);
    expect(filterConfigDraft.errors.map((e) => [e.filterId, e.message])).toEqual([
      [divider, M.titleRequired],
      [bad, M.nameRequired],
      [bad, M.datasetRequired],
      [bad, M.columnRequired],
    ]);
    editDraftItem(divider, (d) => ({ ...d, title: 'Section' }));
    expect(filterConfigDraft.errors.every((e) => e.filterId === bad)).toBe(true);
  });
});

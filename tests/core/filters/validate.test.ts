import { describe, expect, it } from 'vitest';
import {
  FILTER_FORM_MESSAGES as M,
  FILTER_REMOVAL_DELAY_MS,
  castDefaultValue,
  expireRemoved,
  filterFormErrors,
  markRemoved,
  restoreRemoved,
  validateFilterForm,
  type FilterConfigItem,
} from '../../../src/core/filters';
import { nativeFilter } from './fixtures';

const ok = nativeFilter({ id: 'NATIVE_FILTER-ok' });

describe('the native filter form’s validation (D10.07)', () => {
  it('D10.07 a valid form returns the configuration without the removed filters', () => {
    const removed = nativeFilter({ id: 'NATIVE_FILTER-gone', name: '' });
    expect(validateFilterForm([ok, removed], new Set([removed.id]))).toEqual({ ok: true, filters: [ok] });
  });
  it('D10.07 a failed form returns nothing but its errors, and focuses the first failing filter in order', () => {
    const second = nativeFilter({ id: 'NATIVE_FILTER-2', name: ' ' });
    const third = nativeFilter({ id: 'NATIVE_FILTER-3', targets: [] });
    const result = validateFilterForm([ok, second, third]);
    expect(result).toEqual({
      ok: false,
      focusFilterId: 'NATIVE_FILTER-2',
      errors: [
        { filterId: 'NATIVE_FILTER-2', field: 'name', message: M.nameRequired },
        { filterId: 'NATIVE_FILTER-3', field: 'dataset', message: M.datasetRequired },
        { filterId: 'NATIVE_FILTER-3', field: 'column', message: M.columnRequired },
      ],
    });
  });
  it('D10.07 a time filter needs no dataset; grain and time column need a dataset but no column', () => {
    const time = nativeFilter({ id: 'NATIVE_FILTER-t', filterType: 'filter_time', targets: [] });
    const grain = nativeFilter({ id: 'NATIVE_FILTER-g', filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] });
    const col = nativeFilter({ id: 'NATIVE_FILTER-c', filterType: 'filter_timecolumn', targets: [] });
    expect(filterFormErrors([time, grain, col])).toEqual([
      { filterId: col.id, field: 'dataset', message: M.datasetRequired },
    ]);
  });
  it('D10.07 a divider needs a title', () => {
    const divider: FilterConfigItem = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: '', description: '' };
    expect(filterFormErrors([divider])).toEqual([{ filterId: divider.id, field: 'title', message: M.titleRequired }]);
  });
  it('D10.07 default values: one value unless multiple select; a range’s lower bound not above its upper', () => {
    const single = nativeFilter({
      id: 'NATIVE_FILTER-s',
      controlValues: { multiSelect: false },
      defaultDataMask: { extraFormData: {}, filterState: { value: ['a', 'b'] }, ownState: {} },
    });
    const range = (value: unknown): FilterConfigItem =>
      nativeFilter({
        id: 'NATIVE_FILTER-r',
        filterType: 'filter_range',
        defaultDataMask: { extraFormData: {}, filterState: { value: value as never }, ownState: {} },
      });
    expect(filterFormErrors([single]).map((e) => e.message)).toEqual([M.singleValue]);
    expect(filterFormErrors([range([5, 1])]).map((e) => e.message)).toEqual([M.invalidRange]);
    expect(filterFormErrors([range(['a', 1])]).map((e) => e.message)).toEqual([M.invalidRange]);
    expect(filterFormErrors([range([1, null])])).toEqual([]);
    expect(filterFormErrors([range([1, 5])])).toEqual([]);
  });
  it('D10.07 pre-filters must each be valid (the adhoc filter rules)', () => {
    const f = nativeFilter({
      id: 'NATIVE_FILTER-p',
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' }],
    });
    expect(filterFormErrors([f]).map((e) => e.field)).toEqual(['adhoc_filters']);
  });
  it('D10.06 D10.07 cascade parents must exist, be select filters, and not form a cycle', () => {
    const range = nativeFilter({ id: 'NATIVE_FILTER-r', filterType: 'filter_range' });
    const a = nativeFilter({ id: 'NATIVE_FILTER-a', cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = nativeFilter({ id: 'NATIVE_FILTER-b', cascadeParentIds: ['NATIVE_FILTER-a'] });
    const c = nativeFilter({ id: 'NATIVE_FILTER-c', cascadeParentIds: ['NATIVE_FILTER-none', range.id] });
    expect(filterFormErrors([range, a, b, c]).map((e) => [e.filterId, e.message])).toEqual([
      [a.id, M.cyclicHierarchy],
      [b.id, M.cyclicHierarchy],
      [c.id, M.parentNotFound],
      [c.id, M.parentNotSelect],
    ]);
  });
});

describe('default values cast by column type (X7.15)', () => {
  it('X7.15 integers, decimals and booleans from text; other types and non-text values kept', () => {
    expect(castDefaultValue(['1', 'x'], 'BIGINT')).toEqual([1, null]);
    expect(castDefaultValue(['1.5'], 'DECIMAL(10,2)')).toEqual([1.5]);
    expect(castDefaultValue(['true', 'no'], 'BOOLEAN')).toEqual([true, false]);
    expect(castDefaultValue(['007'], 'VARCHAR')).toEqual(['007']);
    expect(castDefaultValue([3, null], 'INTEGER')).toEqual([3, null]);
    expect(castDefaultValue('Last week', 'INTEGER')).toBe('Last week');
  });
});

describe('a removed filter pending its undo window (D10.08)', () => {
  it('D10.08 is kept for 5 s, can be restored, and is then removed', () => {
    let pending = markRemoved({}, 'NATIVE_FILTER-a', 1000);
    pending = markRemoved(pending, 'NATIVE_FILTER-b', 2000);
    expect(FILTER_REMOVAL_DELAY_MS).toBe(5000);
    expect(expireRemoved(pending, 5999)).toEqual({ expired: [], pending });
    expect(expireRemoved(pending, 6000)).toEqual({
      expired: ['NATIVE_FILTER-a'],
      pending: { 'NATIVE_FILTER-b': 2000 },
    });
    expect(restoreRemoved(pending, 'NATIVE_FILTER-b')).toEqual({ 'NATIVE_FILTER-a': 1000 });
  });
});

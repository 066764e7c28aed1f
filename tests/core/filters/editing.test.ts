import { describe, expect, it } from 'vitest';
import {
  FILTER_FORM_MESSAGES as M,
  filterFormErrors,
  newDivider,
  newFilterId,
  newNativeFilter,
  parentChoices,
  validateFilterForm,
  withColumn,
  withControlValue,
  withDataset,
  withDefaultValue,
  withFilterType,
  withPreFilters,
} from '../../../src/core/filters';
import { nativeFilter } from './fixtures';

describe('the filter dialog’s edits (D10.03)', () => {
  it('D10.10 new ids carry their prefix and are not taken', () => {
    const taken = [newDivider('NATIVE_FILTER_DIVIDER-x')];
    const filterId = newFilterId('filter', taken);
    const dividerId = newFilterId('divider', taken);
    expect(filterId).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{10}$/);
    expect(dividerId).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{10}$/);
  });
  it('D10.03 a new filter is a nameless multiple select over the whole dashboard, which the form refuses until named', () => {
    const f = newNativeFilter('NATIVE_FILTER-n');
    expect(f.filterType).toBe('filter_select');
    expect(f.controlValues.multiSelect).toBe(true);
    expect(f.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(filterFormErrors([f]).map((e) => e.message)).toEqual([M.nameRequired, M.datasetRequired, M.columnRequired]);
  });
  it('D10.03 requiredFirst follows "Filter value is required" and "Select first filter value by default"', () => {
    const f = nativeFilter({ id: 'NATIVE_FILTER-r' });
    const required = withControlValue(f, 'enableEmptyFilter', true);
    expect(required.requiredFirst).toBe(true);
    expect(withControlValue(required, 'enableEmptyFilter', false).requiredFirst).toBe(false);
    expect(withControlValue(f, 'defaultToFirstItem', true).requiredFirst).toBe(true);
    expect(withControlValue(f, 'sortAscending', false).requiredFirst).toBe(false);
  });
  it('D10.03 the default value is cast by column type and becomes the default data mask', () => {
    const f = nativeFilter({ id: 'NATIVE_FILTER-d', targets: [{ datasetId: 7, column: { name: 'qty' } }] });
    const withDefault = withDefaultValue(f, ['3', 'x'], 'BIGINT');
    expect(withDefault.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'qty', op: 'IN', val: [3, null] }] },
      filterState: { value: [3, null], label: '3, <NULL>' },
      ownState: {},
    });
    expect(withDefaultValue(f, null, null).defaultDataMask.filterState.value).toBeNull();
    const inverse = withControlValue(withDefaultValue(f, ['a'], 'VARCHAR'), 'inverseSelection', true);
    expect(inverse.defaultDataMask.extraFormData.filters?.[0]?.op).toBe('NOT IN');
  });
  it('D10.03 turning multiple select off keeps one default value; first item by default clears it', () => {
    const f = withDefaultValue(nativeFilter({ id: 'NATIVE_FILTER-m' }), ['a', 'b'], null);
    expect(withControlValue(f, 'multiSelect', false).defaultDataMask.filterState.value).toEqual(['a']);
    expect(withControlValue(f, 'defaultToFirstItem', true).defaultDataMask.filterState.value).toBeNull();
  });
  it('D10.03 a new type, dataset or column drops what belonged to the old one', () => {
    const f = withDefaultValue(
      nativeFilter({ id: 'NATIVE_FILTER-t', cascadeParentIds: ['NATIVE_FILTER-p'] }),
      ['a'],
      null,
    );
    const time = withFilterType(f, 'filter_time');
    expect(time.targets).toEqual([{}]);
    expect(time.cascadeParentIds).toEqual([]);
    expect(time.defaultDataMask.filterState).toEqual({});
    expect(withFilterType(f, 'filter_timegrain').targets).toEqual([{ datasetId: 7 }]);
    const other = withDataset(
      withPreFilters(f, [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x > 1' }]),
      8,
    );
    expect(other.targets).toEqual([{ datasetId: 8 }]);
    expect(other.adhoc_filters).toBeUndefined();
    expect(withColumn(f, 'region').targets).toEqual([{ datasetId: 7, column: { name: 'region' } }]);
    expect(withColumn(f, 'region').defaultDataMask.filterState).toEqual({});
    expect(withColumn(f, 'category')).toBe(f);
  });
  it('D10.06 a filter’s parent choices are the other value filters that would not make it its own ancestor', () => {
    const a = nativeFilter({ id: 'NATIVE_FILTER-a' });
    const b = nativeFilter({ id: 'NATIVE_FILTER-b', cascadeParentIds: ['NATIVE_FILTER-a'] });
    const c = nativeFilter({ id: 'NATIVE_FILTER-c', cascadeParentIds: ['NATIVE_FILTER-b'] });
    const range = nativeFilter({ id: 'NATIVE_FILTER-r', filterType: 'filter_range' });
    const items = [a, b, c, range, newDivider('NATIVE_FILTER_DIVIDER-d')];
    expect(parentChoices('NATIVE_FILTER-a', items).map((f) => f.id)).toEqual([]);
    expect(parentChoices('NATIVE_FILTER-c', items).map((f) => f.id)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
  });
  it('D10.07 names, titles and descriptions past their limits are refused with the limit', () => {
    const long = nativeFilter({ id: 'NATIVE_FILTER-l', name: 'n'.repeat(251), description: 'd'.repeat(2001) });
    const divider = { ...newDivider('NATIVE_FILTER_DIVIDER-l'), title: 't'.repeat(251) };
    const result = validateFilterForm([long, divider]);
    expect(result.ok).toBe(false);
    expect(filterFormErrors([long, divider]).map((e) => e.message)).toEqual([
      'Name is too long: at most 250 characters',
      'Description is too long: at most 2000 characters',
      'Title is too long: at most 250 characters',
    ]);
  });
});

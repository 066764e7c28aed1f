import { describe, expect, it } from 'vitest';
import {
  MOVED_SCOPE_WARNING,
  dataMaskOf,
  filterIndicators,
  movedScopeWarning,
  type DataMask,
} from '../../../src/core/filters';
import { nativeFilter, tabbedLayout } from './fixtures';

const layout = tabbedLayout();
const select = nativeFilter({ id: 'NATIVE_FILTER-cat', name: 'Category' });
const time = nativeFilter({ id: 'NATIVE_FILTER-time', name: 'When', filterType: 'filter_time', targets: [] });
const gone = nativeFilter({
  id: 'NATIVE_FILTER-gone',
  name: 'Gone',
  targets: [{ datasetId: 7, column: { name: 'deleted' } }],
});
const onTabA = nativeFilter({ id: 'NATIVE_FILTER-a', scope: { rootPath: ['TAB-a'], excluded: [] } });
const filters = [select, time, gone, onTabA];
const dataMask: Record<string, DataMask> = {
  [select.id]: dataMaskOf(select, ['x']),
  [gone.id]: dataMaskOf(gone, ['y']),
  [time.id]: dataMaskOf(time, null),
};

describe('a chart’s filter indicators (D10.11)', () => {
  it('D10.11 applied, incompatible (rejected by the answer) and unset (no value), for the filters in scope', () => {
    const report = {
      applied_filters: [{ column: 'category' }],
      rejected_filters: [{ column: 'deleted', reason: 'not_in_datasource' }],
    };
    const got = filterIndicators(4, { layout, filters, dataMask }, report);
    expect(got.map((i) => [i.id, i.column, i.status])).toEqual([
      [select.id, 'category', 'applied'],
      [time.id, '__time_range', 'unset'],
      [gone.id, 'deleted', 'incompatible'],
    ]);
  });
  it('D10.11 before the answer arrives a filter with a value shows applied', () => {
    expect(filterIndicators(4, { layout, filters, dataMask }).map((i) => i.status)).toEqual([
      'applied',
      'unset',
      'applied',
    ]);
  });
  it('D10.11 a value the answer lists neither way is not shown applied', () => {
    expect(filterIndicators(4, { layout, filters: [select], dataMask }, { applied_filters: [] })[0]?.status).toBe(
      'unset',
    );
  });
  it('D11.01 the cross filters that reach a chart show too, unless cross filters are off', () => {
    const cross = {
      '1': {
        id: '1',
        extraFormData: { filters: [{ col: 'region', op: '==' as const, val: 'EU' }] },
        filterState: { value: ['EU'] },
        ownState: {},
      },
    };
    const got = filterIndicators(
      4,
      { layout, filters: [], dataMask: cross },
      { applied_filters: [{ column: 'region' }] },
    );
    expect(got).toEqual([
      { id: '1', kind: 'cross_filter', name: 'region', column: 'region', value: ['EU'], status: 'applied' },
    ]);
    expect(filterIndicators(1, { layout, filters: [], dataMask: cross })).toEqual([]);
    expect(filterIndicators(4, { layout, filters: [], dataMask: cross, crossFiltersEnabled: false })).toEqual([]);
  });
});

describe('moving a chart across filter scopes (D5.14)', () => {
  it('D5.14 warns when the move changes which filters hold the chart', () => {
    const moved = tabbedLayout();
    moved['ROW-a'] = { ...moved['ROW-a']!, children: [] };
    moved['ROW-b'] = { ...moved['ROW-b']!, children: ['CHART-4', 'CHART-3'] };
    expect(movedScopeWarning(3, filters, layout, moved)).toBe(MOVED_SCOPE_WARNING);
    expect(MOVED_SCOPE_WARNING).toBe('This chart has been moved to a different filter scope.');
  });
  it('D5.14 is silent when the same filters hold it', () => {
    const moved = tabbedLayout();
    moved['ROW-top'] = { ...moved['ROW-top']!, children: ['CHART-2', 'CHART-1'] };
    expect(movedScopeWarning(1, filters, layout, moved)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  cascadeExtraFormData,
  chartExtraFormData,
  crossFilterDataMask,
  dataMaskOf,
  extraFormDataOf,
  initialDataMask,
  mergeExtraFormData,
  withExtraFormData,
  type DataMask,
} from '../../../src/core/filters';
import { buildQueryObject } from '../../../src/core/chart-plugin';
import { nativeFilter, tabbedLayout } from './fixtures';

const select = nativeFilter({ id: 'NATIVE_FILTER-cat' });
const range = nativeFilter({
  id: 'NATIVE_FILTER-amount',
  filterType: 'filter_range',
  targets: [{ datasetId: 7, column: { name: 'amount' } }],
});
const time = nativeFilter({ id: 'NATIVE_FILTER-time', filterType: 'filter_time', targets: [] });
const grain = nativeFilter({ id: 'NATIVE_FILTER-grain', filterType: 'filter_timegrain', targets: [{ datasetId: 7 }] });
const timeColumn = nativeFilter({
  id: 'NATIVE_FILTER-tcol',
  filterType: 'filter_timecolumn',
  targets: [{ datasetId: 7 }],
});

describe('each filter type’s extraFormData from its value (D10.05)', () => {
  it('D10.05 select: IN its values; inverseSelection: NOT IN; no value: nothing', () => {
    expect(extraFormDataOf(select, ['a', 'b'])).toEqual({ filters: [{ col: 'category', op: 'IN', val: ['a', 'b'] }] });
    const inverse = { ...select, controlValues: { inverseSelection: true } };
    expect(extraFormDataOf(inverse, ['a'])).toEqual({ filters: [{ col: 'category', op: 'NOT IN', val: ['a'] }] });
    expect(extraFormDataOf(select, [])).toEqual({});
    expect(extraFormDataOf(select, null)).toEqual({});
    expect(extraFormDataOf(select, 'solo')).toEqual({ filters: [{ col: 'category', op: 'IN', val: ['solo'] }] });
  });
  it('D10.05 range: >= its lower and <= its upper bound, either may be open', () => {
    expect(extraFormDataOf(range, [10, 20])).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 10 },
        { col: 'amount', op: '<=', val: 20 },
      ],
    });
    expect(extraFormDataOf(range, [null, 20])).toEqual({ filters: [{ col: 'amount', op: '<=', val: 20 }] });
    expect(extraFormDataOf(range, [null, null])).toEqual({});
  });
  it('D10.05 time: time_range; “No filter” leaves the charts’ own range', () => {
    expect(extraFormDataOf(time, 'Last week')).toEqual({ time_range: 'Last week' });
    expect(extraFormDataOf(time, 'No filter')).toEqual({});
  });
  it('D10.05 time grain: time_grain_sqla; time column: granularity_sqla', () => {
    expect(extraFormDataOf(grain, ['P1M'])).toEqual({ time_grain_sqla: 'P1M' });
    expect(extraFormDataOf(timeColumn, 'ts')).toEqual({ granularity_sqla: 'ts' });
  });
  it('X15.02 the data mask: id, extraFormData, filterState {value, label}, ownState', () => {
    expect(dataMaskOf(select, ['a', null])).toEqual({
      id: 'NATIVE_FILTER-cat',
      extraFormData: { filters: [{ col: 'category', op: 'IN', val: ['a', null] }] },
      filterState: { value: ['a', null], label: 'a, <NULL>' },
      ownState: {},
    });
    expect(dataMaskOf(range, [1, null]).filterState).toEqual({ value: [1, null], label: 'x ≥ 1' });
    expect(dataMaskOf(select, []).filterState).toEqual({ value: null });
  });
});

describe('the masks merged per chart in scope (D10.05, D11.01)', () => {
  const layout = tabbedLayout();
  const onTabA = { ...range, scope: { rootPath: ['TAB-a'], excluded: [] } };
  const filters = [select, onTabA, time];
  const dataMask: Record<string, DataMask> = {
    [select.id]: dataMaskOf(select, ['a']),
    [onTabA.id]: dataMaskOf(onTabA, [1, 5]),
    [time.id]: dataMaskOf(time, 'Last year'),
    '4': {
      id: '4',
      extraFormData: { filters: [{ col: 'region', op: '==', val: 'EU' }] },
      filterState: { value: ['EU'] },
      ownState: {},
    },
  };
  it('D10.05 filters are appended, other keys replaced, as Superset’s mergeExtraFormData', () => {
    expect(
      mergeExtraFormData(
        { filters: [{ col: 'a', op: '==', val: 1 }], time_range: 'Last week' },
        { filters: [{ col: 'b', op: '==', val: 2 }], time_range: 'Last year', time_grain_sqla: 'P1D' },
      ),
    ).toEqual({
      filters: [
        { col: 'a', op: '==', val: 1 },
        { col: 'b', op: '==', val: 2 },
      ],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
    });
  });
  it('D10.05 a chart gets the masks of the filters whose scope holds it, and the cross filters that reach it', () => {
    expect(chartExtraFormData(3, { layout, filters, dataMask })).toEqual({
      filters: [
        { col: 'category', op: 'IN', val: ['a'] },
        { col: 'amount', op: '>=', val: 1 },
        { col: 'amount', op: '<=', val: 5 },
        { col: 'region', op: '==', val: 'EU' },
      ],
      time_range: 'Last year',
    });
    expect(chartExtraFormData(4, { layout, filters, dataMask })).toEqual({
      filters: [{ col: 'category', op: 'IN', val: ['a'] }],
      time_range: 'Last year',
    });
  });
  it('D2.11 with cross filters off, only native filters apply', () => {
    expect(chartExtraFormData(3, { layout, filters, dataMask, crossFiltersEnabled: false }).filters).toHaveLength(3);
  });
  it('D10.05 the chart’s request carries the merged mask after its own extra form data', () => {
    const form = withExtraFormData(
      { datasource: '7__table', viz_type: 'table', extra_form_data: { time_range: 'Last week' } },
      chartExtraFormData(4, { layout, filters, dataMask }),
    );
    const query = buildQueryObject(form);
    expect(query.time_range).toBe('Last year');
    expect(query.filters).toEqual([{ col: 'category', op: 'IN', val: ['a'], isExtra: true }]);
  });
  it('D10.05 a dashboard starts from each filter’s default mask; a given value is re-derived through its filter', () => {
    const withDefault = { ...select, defaultDataMask: dataMaskOf(select, ['z']) };
    const masks = initialDataMask([withDefault, range], {
      [range.id]: { filterState: { value: [2, 3] }, extraFormData: { filters: [{ col: 'secret', op: '==', val: 1 }] } },
    });
    expect(masks[select.id]?.extraFormData).toEqual({ filters: [{ col: 'category', op: 'IN', val: ['z'] }] });
    expect(masks[range.id]?.extraFormData).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 2 },
        { col: 'amount', op: '<=', val: 3 },
      ],
    });
  });
});

describe('the cascade (D10.06)', () => {
  const country = nativeFilter({
    id: 'NATIVE_FILTER-country',
    targets: [{ datasetId: 7, column: { name: 'country' } }],
  });
  const state = nativeFilter({
    id: 'NATIVE_FILTER-state',
    targets: [{ datasetId: 7, column: { name: 'state' } }],
    cascadeParentIds: [country.id],
  });
  const city = nativeFilter({
    id: 'NATIVE_FILTER-city',
    targets: [{ datasetId: 7, column: { name: 'city' } }],
    cascadeParentIds: [state.id],
  });
  const filters = [country, state, city];
  it('D10.06 a child’s options are narrowed by its parents’ values, grandparents included, eldest first', () => {
    const dataMask = { [country.id]: dataMaskOf(country, ['US']), [state.id]: dataMaskOf(state, ['CA', 'NY']) };
    expect(cascadeExtraFormData(city.id, filters, dataMask)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['US'] },
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
      ],
    });
    expect(cascadeExtraFormData(country.id, filters, dataMask)).toEqual({});
  });
  it('D10.06 a parent without a value narrows nothing; a cycle does not loop', () => {
    const a = nativeFilter({ id: 'NATIVE_FILTER-a', cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = nativeFilter({ id: 'NATIVE_FILTER-b', cascadeParentIds: ['NATIVE_FILTER-a'] });
    expect(cascadeExtraFormData(a.id, [a, b], { [b.id]: dataMaskOf(b, ['x']) })).toEqual({
      filters: [{ col: 'category', op: 'IN', val: ['x'] }],
    });
    expect(cascadeExtraFormData(city.id, filters, {})).toEqual({});
  });
});

describe('cross filters as data masks (D11.01)', () => {
  it('D11.01 a chart’s cross filter event becomes the data mask keyed by its id, applied to the charts it reaches', () => {
    const mask = crossFilterDataMask({
      chartId: 2,
      dataMask: {
        extraFormData: { filters: [{ col: 'region', op: '==', val: 'EU' }] },
        filterState: { value: ['EU'], label: 'EU' },
      },
    });
    expect(mask).toEqual({
      id: '2',
      extraFormData: { filters: [{ col: 'region', op: '==', val: 'EU' }] },
      filterState: { value: ['EU'], label: 'EU' },
      ownState: {},
    });
    const context = { layout: tabbedLayout(), filters: [], dataMask: { '2': mask } };
    expect(chartExtraFormData(3, context)).toEqual({ filters: [{ col: 'region', op: '==', val: 'EU' }] });
    expect(chartExtraFormData(2, context)).toEqual({});
  });
  it('D1.21 a filter box’s time grain reaches the charts in scope through its data mask', () => {
    const mask = crossFilterDataMask({
      chartId: 2,
      dataMask: { extraFormData: { filters: [], time_grain_sqla: 'P1W' }, filterState: { value: ['P1W'] } },
    });
    expect(mask.extraFormData).toEqual({ time_grain_sqla: 'P1W' });
    const context = { layout: tabbedLayout(), filters: [], dataMask: { '2': mask } };
    const extra = chartExtraFormData(3, context);
    expect(extra).toEqual({ time_grain_sqla: 'P1W' });
    expect(
      buildQueryObject(withExtraFormData({ datasource: '7__table', viz_type: 'table' }, extra)).extras,
    ).toMatchObject({
      time_grain_sqla: 'P1W',
    });
  });
  it('D11.01 a cleared cross filter adds nothing', () => {
    const cleared = crossFilterDataMask({
      chartId: 2,
      dataMask: { extraFormData: { filters: [] }, filterState: { value: null } },
    });
    expect(cleared.extraFormData).toEqual({});
    expect(cleared.filterState).toEqual({ value: null });
  });
});

describe('feature flags gate the filters (D10.12)', () => {
  const layout = tabbedLayout();
  const dataMask: Record<string, DataMask> = {
    [select.id]: dataMaskOf(select, ['a']),
    '1': {
      id: '1',
      extraFormData: { filters: [{ col: 'region', op: '==', val: 'EU' }] },
      filterState: { value: ['EU'] },
      ownState: {},
    },
  };
  const context = { layout, filters: [select], dataMask };
  it('D10.12 DASHBOARD_NATIVE_FILTERS off: no native filter applies; DASHBOARD_CROSS_FILTERS off: no cross filter', () => {
    expect(chartExtraFormData(3, { ...context, featureFlags: { DASHBOARD_NATIVE_FILTERS: false } }).filters).toEqual([
      { col: 'region', op: '==', val: 'EU' },
    ]);
    expect(chartExtraFormData(3, { ...context, featureFlags: { DASHBOARD_CROSS_FILTERS: false } }).filters).toEqual([
      { col: 'category', op: 'IN', val: ['a'] },
    ]);
    expect(chartExtraFormData(3, context).filters).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dataMaskOf,
  initialDataMask,
  parseNativeFiltersParam,
  parsePreselectFilters,
  permalinkDataMask,
  permalinkState,
  preselectValues,
  writeNativeFiltersParam,
} from '../../../src/core/filters';
import { nativeFilter } from './fixtures';

const select = nativeFilter({ id: 'NATIVE_FILTER-cat' });
const time = nativeFilter({ id: 'NATIVE_FILTER-time', filterType: 'filter_time', targets: [] });

describe('filters in the address (D1.03, D1.04)', () => {
  it('D1.04 native_filters is written as rison of the filter states and read back', () => {
    const dataMask = { [select.id]: dataMaskOf(select, ['a b', "it's"]), [time.id]: dataMaskOf(time, null) };
    const text = writeNativeFiltersParam(dataMask);
    expect(text).toBe(
      "(NATIVE_FILTER-cat:(filterState:(label:'a b, it!'s',value:!('a b','it!'s')),id:NATIVE_FILTER-cat))",
    );
    const read = parseNativeFiltersParam(text);
    expect(initialDataMask([select, time], read)[select.id]).toEqual(dataMask[select.id]);
  });
  it('D1.04 a native_filters parameter that is not rison of an object is ignored', () => {
    expect(parseNativeFiltersParam("(broken:'")).toEqual({});
    expect(parseNativeFiltersParam('!(1,2)')).toEqual({});
    expect(parseNativeFiltersParam('(a:1,b:(filterState:(value:!(x))))')).toEqual({
      b: { id: 'b', filterState: { value: ['x'] } },
    });
  });
  it('D1.03 preselect_filters (chart → column → values) sets the select filter on that column and the time filter', () => {
    const preselect = parsePreselectFilters(
      JSON.stringify({ '12': { category: ['a'], __time_range: 'Last week', other: 'x' } }),
    );
    expect(preselect).toEqual({ '12': { category: ['a'], __time_range: ['Last week'], other: ['x'] } });
    const masks = initialDataMask([select, time], preselectValues(preselect, [select, time]));
    expect(masks[select.id]?.extraFormData).toEqual({ filters: [{ col: 'category', op: 'IN', val: ['a'] }] });
    expect(masks[time.id]?.extraFormData).toEqual({ time_range: 'Last week' });
  });
  it('D1.03 unreadable preselect_filters are ignored', () => {
    expect(parsePreselectFilters('{nope')).toEqual({});
    expect(parsePreselectFilters('[1]')).toEqual({});
  });
});

describe('the permalink carries the data mask (D1.04)', () => {
  it('D1.04 the state is {dataMask, activeTabs, anchor, urlParams} and its masks read back', () => {
    const dataMask = { [select.id]: dataMaskOf(select, ['a']), missing: undefined };
    const state = permalinkState(dataMask, { activeTabs: ['TAB-a'], urlParams: [['standalone', '1']] });
    expect(state).toEqual({
      activeTabs: ['TAB-a'],
      urlParams: [['standalone', '1']],
      dataMask: { [select.id]: dataMask[select.id] },
    });
    expect(permalinkDataMask(JSON.parse(JSON.stringify(state)))).toEqual({ [select.id]: dataMask[select.id] });
  });
  it('D1.04 the oldest permalink shape {filterState} is read; anything else gives no masks', () => {
    expect(permalinkDataMask({ filterState: { [select.id]: { value: ['b'] } } })).toEqual({
      [select.id]: { id: select.id, filterState: { value: ['b'] } },
    });
    expect(permalinkDataMask('x')).toEqual({});
  });
});

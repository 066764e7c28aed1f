import { describe, expect, it } from 'vitest';
import {
  chartsInScope,
  crossFilterReaches,
  crossFilterTargets,
  filtersInScopeOfChart,
  tabsInScope,
  withComputedScope,
} from '../../../src/core/filters';
import { nativeFilter, tabbedLayout } from './fixtures';

const layout = tabbedLayout();

describe('a filter scope on the layout (D10.03)', () => {
  it('D10.03 the root scope holds every chart the layout reaches, in layout order, and no unplaced chart', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([1, 2, 3, 4, 5]);
  });
  it('D10.03 excluded charts are left out of the scope', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [2, 4] })).toEqual([1, 3, 5]);
  });
  it('D10.03 a tab in rootPath holds the charts under it, nested tabs included', () => {
    expect(chartsInScope(layout, { rootPath: ['TAB-b'], excluded: [] })).toEqual([4, 5]);
    expect(chartsInScope(layout, { rootPath: ['TAB-a', 'TAB-c'], excluded: [] })).toEqual([3, 5]);
  });
  it('D10.03 tabsInScope are the tabs that hold a chart in scope', () => {
    expect(tabsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [3] })).toEqual(['TAB-b', 'TAB-c']);
    expect(tabsInScope(layout, { rootPath: ['ROW-top'], excluded: [] })).toEqual([]);
  });
  it('D10.03 an empty rootPath holds nothing', () => {
    expect(chartsInScope(layout, { rootPath: [], excluded: [] })).toEqual([]);
  });
  it('X15.01 withComputedScope writes chartsInScope and tabsInScope as saved', () => {
    const f = withComputedScope(
      nativeFilter({ id: 'NATIVE_FILTER-a', scope: { rootPath: ['TAB-b'], excluded: [5] } }),
      layout,
    );
    expect(f.chartsInScope).toEqual([4]);
    expect(f.tabsInScope).toEqual(['TAB-b']);
  });
  it('D10.11 the filters in scope of a chart, in configuration order, dividers skipped', () => {
    const filters = [
      nativeFilter({ id: 'NATIVE_FILTER-all' }),
      { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER' as const, title: 'Time', description: '' },
      nativeFilter({ id: 'NATIVE_FILTER-tabA', scope: { rootPath: ['TAB-a'], excluded: [] } }),
      nativeFilter({ id: 'NATIVE_FILTER-not3', scope: { rootPath: ['ROOT_ID'], excluded: [3] } }),
    ];
    expect(filtersInScopeOfChart(3, filters, layout).map((f) => f.id)).toEqual([
      'NATIVE_FILTER-all',
      'NATIVE_FILTER-tabA',
    ]);
    expect(filtersInScopeOfChart(9, filters, layout)).toEqual([]);
  });
  it('D11.02 a cross filter reaches its chart_configuration scope, never its own chart; no entry means everywhere', () => {
    const configuration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [5] }, chartsInScope: [4] } },
    };
    expect(crossFilterTargets(1, configuration, layout)).toEqual([4]);
    expect(crossFilterTargets(2, configuration, layout)).toEqual([1, 3, 4, 5]);
  });
  it('D11.02 crossFilterReaches answers for one chart what crossFilterTargets lists', () => {
    const configuration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [5] }, chartsInScope: [4] } },
    };
    for (const emitter of [1, 2, 3, 4, 5])
      for (const chart of [1, 2, 3, 4, 5, 9])
        expect(crossFilterReaches(emitter, chart, configuration, layout), `${emitter} → ${chart}`).toBe(
          crossFilterTargets(emitter, configuration, layout).includes(chart),
        );
  });
  it("every chart's filters in scope are read from one walk of the layout, a new layout walked again", () => {
    const reads = { count: 0 };
    const counted = () =>
      new Proxy(tabbedLayout(), {
        get(target, key, receiver) {
          if (key === 'ROOT_ID') reads.count += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const first = counted();
    const filters = [nativeFilter({ id: 'NATIVE_FILTER-tabA', scope: { rootPath: ['TAB-a'], excluded: [] } })];
    const inScope = [1, 2, 3, 4, 5].map((id) => filtersInScopeOfChart(id, filters, first).length);
    expect(inScope).toEqual([0, 0, 1, 0, 0]);
    expect(reads.count).toBe(1);
    expect(filtersInScopeOfChart(3, filters, counted())).toHaveLength(1);
    expect(reads.count).toBe(2);
  });
  it('a layout with a cycle does not loop', () => {
    const cyclic = tabbedLayout();
    cyclic['ROW-a'] = { ...cyclic['ROW-a']!, children: ['CHART-3', 'TAB-a'] };
    expect(chartsInScope(cyclic, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([1, 2, 3, 4, 5]);
  });
});

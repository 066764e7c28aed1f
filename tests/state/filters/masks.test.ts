import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { createCrossFilterEmitter } from '../../../src/core/crossfilter';
import type { FilterConfigItem } from '../../../src/core/filters';
import { routerStore, sessionStore, startRouter, type HistoryLike } from '../../../src/state/app';
import {
  dashboardStore,
  dashboardViewStore,
  loadDashboard,
  resetDashboardView,
  restorePermalinkState,
} from '../../../src/state/dashboard';
import {
  appliedExtraFormData,
  applyFilters,
  chartWaitsOn,
  clearAllFilters,
  clearCrossFilter,
  filterBarShown,
  filtersStore,
  focusedChartIds,
  followRestoredMasks,
  hasPendingChanges,
  listenToCrossFilters,
  openDashboardFilters,
  requiredWithoutValue,
  reconcileMasks,
  resetFilters,
  selectFilterValue,
  setFocusedFilter,
} from '../../../src/state/filters';
import { nativeFilter, tabbedLayout } from '../../core/filters/fixtures';

const REGION = nativeFilter({
  id: 'NATIVE_FILTER-region',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [2] },
});
const PERIOD = nativeFilter({ id: 'NATIVE_FILTER-period', filterType: 'filter_time', targets: [] });

/** Opens dashboard 5 (the tabbed layout: charts 1–5) with the given json_metadata keys. */
function open(metadata: Record<string, unknown>, search?: URLSearchParams): void {
  loadDashboard({ id: 5, dashboard_title: 'Sales', json_metadata: JSON.stringify(metadata) }, tabbedLayout());
  openDashboardFilters(search ? { search } : {});
}

const configured = (...filters: FilterConfigItem[]) => ({ native_filter_configuration: filters });

beforeEach(() => {
  sessionStore.featureFlags = {};
  resetFilters();
});

describe('D10.01 pending and applied masks', () => {
  it('a selected value is pending until Apply; Apply filters the charts in scope only', () => {
    open(configured(REGION));
    selectFilterValue(REGION.id, ['East']);
    expect(hasPendingChanges()).toBe(true);
    expect(appliedExtraFormData(1)).toEqual({});
    expect(applyFilters()).toBe(true);
    expect(hasPendingChanges()).toBe(false);
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['East'] }] });
    // Chart 2 is excluded from the filter's scope: its request keeps no filter.
    expect(appliedExtraFormData(2)).toEqual({});
  });

  it('Clear all empties every filter and applies at once', () => {
    open(configured(REGION, PERIOD));
    selectFilterValue(REGION.id, ['East']);
    selectFilterValue(PERIOD.id, 'Last week');
    applyFilters();
    expect(appliedExtraFormData(3)).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['East'] }],
      time_range: 'Last week',
    });
    clearAllFilters();
    expect(appliedExtraFormData(3)).toEqual({});
    expect(filtersStore.pending[REGION.id]?.filterState.value).toBeNull();
  });

  it('a required filter without a value blocks Apply, and the charts in its scope wait', () => {
    const required = { ...REGION, controlValues: { enableEmptyFilter: true } };
    open(configured(required));
    expect(requiredWithoutValue().map((f) => f.id)).toEqual([REGION.id]);
    expect(applyFilters()).toBe(false);
    expect(chartWaitsOn(1).map((f) => f.id)).toEqual([REGION.id]);
    expect(chartWaitsOn(2)).toEqual([]);
    selectFilterValue(REGION.id, ['West']);
    expect(applyFilters()).toBe(true);
    expect(chartWaitsOn(1)).toEqual([]);
  });

  it('the configuration default is applied on open', () => {
    const withDefault = {
      ...REGION,
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['North'] }] },
        filterState: { value: ['North'] },
        ownState: {},
      },
    };
    open(configured(withDefault));
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['North'] }] });
    expect(filtersStore.pending[REGION.id]?.filterState.value).toEqual(['North']);
  });

  it('selecting for a filter the dashboard does not have changes nothing', () => {
    open(configured(REGION));
    selectFilterValue('NATIVE_FILTER-gone', ['x']);
    expect(Object.keys(filtersStore.pending)).toEqual([REGION.id]);
  });
});

describe('a configuration saved while the dashboard is open', () => {
  it('D10.09 a new filter starts from its default, a removed one leaves no mask, the other selections stay', () => {
    open(configured(REGION, PERIOD));
    selectFilterValue(REGION.id, ['East']);
    applyFilters();
    const city = {
      ...nativeFilter({ id: 'NATIVE_FILTER-city', targets: [{ datasetId: 7, column: { name: 'city' } }] }),
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'city', op: 'IN' as const, val: ['Paris'] }] },
        filterState: { value: ['Paris'] },
        ownState: {},
      },
    };
    dashboardStore.metadata = configured(REGION, city);
    reconcileMasks();
    expect(Object.keys(filtersStore.applied).sort()).toEqual([city.id, REGION.id]);
    expect(appliedExtraFormData(1)).toEqual({
      filters: [
        { col: 'region', op: 'IN', val: ['East'] },
        { col: 'city', op: 'IN', val: ['Paris'] },
      ],
    });
    expect(filtersStore.pending[city.id]?.filterState.value).toEqual(['Paris']);
  });
});

describe('masks from the address and the permalink', () => {
  it('D1.04 native_filters in the address sets the applied value', () => {
    open(
      configured(REGION),
      new URLSearchParams({ native_filters: "('NATIVE_FILTER-region':(filterState:(value:!(South))))" }),
    );
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['South'] }] });
  });

  it('D1.03 preselect_filters (legacy) sets the select filter on its column', () => {
    open(configured(REGION), new URLSearchParams({ preselect_filters: '{"12":{"region":["East","West"]}}' }));
    expect(filtersStore.applied[REGION.id]?.filterState.value).toEqual(['East', 'West']);
  });

  it('the view store mirrors the applied masks for the permalink, and a restored permalink is applied', () => {
    open(configured(REGION));
    selectFilterValue(REGION.id, ['East']);
    applyFilters();
    expect((snapshot(dashboardViewStore).dataMask as Record<string, { filterState: unknown }>)[REGION.id]).toEqual(
      expect.objectContaining({ filterState: { value: ['East'], label: 'East' } }),
    );
    const stop = followRestoredMasks();
    restorePermalinkState({ dataMask: { [REGION.id]: { filterState: { value: ['West'] } } } });
    stop();
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['West'] }] });
  });

  it('the masks are written back when the view state is reset as the dashboard opens', () => {
    open(
      configured(REGION),
      new URLSearchParams({ native_filters: "('NATIVE_FILTER-region':(filterState:(value:!(South))))" }),
    );
    const stop = followRestoredMasks();
    resetDashboardView();
    stop();
    expect(Object.keys(snapshot(dashboardViewStore).dataMask)).toEqual([REGION.id]);
  });
});

describe('the bar and the focused filter', () => {
  it('D2.15 show_native_filters false hides the bar', () => {
    open({ ...configured(REGION), show_native_filters: false });
    expect(filterBarShown()).toBe(false);
    open(configured(REGION));
    expect(filterBarShown()).toBe(true);
  });

  it('D4.13 the focused filter highlights the charts in its scope', () => {
    open(configured(REGION));
    setFocusedFilter(REGION.id);
    expect([...focusedChartIds()].sort()).toEqual([1, 3, 4, 5]);
    setFocusedFilter(null);
    expect(focusedChartIds().size).toBe(0);
  });
});

describe('cross filters', () => {
  const click = {
    chartId: 1,
    dataMask: {
      extraFormData: { filters: [{ col: 'product', op: 'IN' as const, val: ['A'] }] },
      filterState: { value: ['A'] },
    },
  };

  it('D11.01 a chart click filters the other charts, not itself; × clears it', () => {
    open(configured(REGION));
    const emitter = createCrossFilterEmitter();
    const stop = listenToCrossFilters(emitter);
    emitter.emit(click);
    stop();
    expect(appliedExtraFormData(2)).toEqual({ filters: [{ col: 'product', op: 'IN', val: ['A'] }] });
    expect(appliedExtraFormData(1)).toEqual({});
    clearCrossFilter(1);
    expect(appliedExtraFormData(2)).toEqual({});
  });

  it('D11.03 a dashboard with cross_filters_enabled false ignores clicks', () => {
    open({ ...configured(REGION), cross_filters_enabled: false });
    const emitter = createCrossFilterEmitter();
    const stop = listenToCrossFilters(emitter);
    emitter.emit(click);
    stop();
    expect(filtersStore.applied['1']).toBeUndefined();
  });

  it('Apply keeps the cross filters; an empty selection removes the chart cross filter', () => {
    open(configured(REGION));
    const emitter = createCrossFilterEmitter();
    const stop = listenToCrossFilters(emitter);
    emitter.emit(click);
    selectFilterValue(REGION.id, ['East']);
    applyFilters();
    expect(appliedExtraFormData(3).filters).toHaveLength(2);
    emitter.emit({ chartId: 1, dataMask: { extraFormData: { filters: [] }, filterState: { value: null } } });
    stop();
    expect(appliedExtraFormData(3)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['East'] }] });
  });
});

describe('D1.04 the applied native filters in the address', () => {
  function fakeHistory(search: string): { history: HistoryLike; replaced: string[] } {
    const replaced: string[] = [];
    const history: HistoryLike = {
      location: { pathname: '/superset/dashboard/5/', search },
      pushState: () => undefined,
      replaceState: (_data, _unused, url) => {
        replaced.push(url);
        const u = new URL(url, 'http://app.invalid');
        history.location = { pathname: u.pathname, search: u.search };
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    return { history, replaced };
  }
  it('D1.04 Apply writes native_filters (rison) into the address in place; a reload reads them back; Clear all removes them', () => {
    const { history, replaced } = fakeHistory('?standalone=1');
    const stop = startRouter(history);
    open(configured(REGION));
    selectFilterValue(REGION.id, ['East']);
    applyFilters();
    expect(replaced).toHaveLength(1);
    const search = new URLSearchParams(routerStore.search);
    expect(search.get('standalone')).toBe('1');
    expect(search.get('native_filters')).toBe(
      '(NATIVE_FILTER-region:(filterState:(label:East,value:!(East)),id:NATIVE_FILTER-region))',
    );
    resetFilters();
    open(configured(REGION), search);
    expect(appliedExtraFormData(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['East'] }] });
    clearAllFilters();
    expect(new URLSearchParams(routerStore.search).has('native_filters')).toBe(false);
    expect(routerStore.path).toBe('/superset/dashboard/5/');
    stop();
  });
});

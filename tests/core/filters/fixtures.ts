/** Small native filters and a layout with tabs, shared by the filter model's tests. */
import type { DashboardLayout, LayoutComponent } from '../../../src/core/layout';
import type { NativeFilter } from '../../../src/core/filters';

/** A filter of a type on a column of dataset 7, scoped to the whole dashboard; fields override. */
export function nativeFilter(overrides: Partial<NativeFilter> & { id: string }): NativeFilter {
  return {
    type: 'NATIVE_FILTER',
    name: overrides.id.replace('NATIVE_FILTER-', ''),
    filterType: 'filter_select',
    targets: [{ datasetId: 7, column: { name: 'category' } }],
    controlValues: { multiSelect: true },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    description: '',
    ...overrides,
  };
}

const c = (
  id: string,
  type: LayoutComponent['type'],
  children: string[],
  meta: LayoutComponent['meta'] = {},
): LayoutComponent => ({
  id,
  type,
  children,
  meta,
});

/**
 * ROOT → GRID → [ROW-top (charts 1, 2), TABS-1 → [TAB-a (ROW-a: chart 3), TAB-b (ROW-b: chart 4, TABS-2 → TAB-c: chart 5)]].
 * `parents` are left out on purpose: scope reads paths from the root.
 */
export function tabbedLayout(): DashboardLayout {
  const components = [
    c('ROOT_ID', 'ROOT', ['GRID_ID']),
    c('GRID_ID', 'GRID', ['ROW-top', 'TABS-1']),
    c('ROW-top', 'ROW', ['CHART-1', 'CHART-2']),
    c('CHART-1', 'CHART', [], { chartId: 1 }),
    c('CHART-2', 'CHART', [], { chartId: 2 }),
    c('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    c('TAB-a', 'TAB', ['ROW-a']),
    c('ROW-a', 'ROW', ['CHART-3']),
    c('CHART-3', 'CHART', [], { chartId: 3 }),
    c('TAB-b', 'TAB', ['ROW-b', 'TABS-2']),
    c('ROW-b', 'ROW', ['CHART-4']),
    c('CHART-4', 'CHART', [], { chartId: 4 }),
    c('TABS-2', 'TABS', ['TAB-c']),
    c('TAB-c', 'TAB', ['CHART-5']),
    c('CHART-5', 'CHART', [], { chartId: 5 }),
    c('CHART-orphan', 'CHART', [], { chartId: 9 }),
  ];
  return Object.fromEntries(components.map((x) => [x.id, x]));
}

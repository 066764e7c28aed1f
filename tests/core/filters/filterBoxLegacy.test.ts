import { describe, expect, it } from 'vitest';
import { legacyDashboardFilters, readFilterScopes, type DashboardSlice } from '../../../src/core/filters';
import { applyLayoutAction, type DashboardLayout } from '../../../src/core/layout';
import { tabbedLayout } from './fixtures';

const box: DashboardSlice = {
  id: 3,
  sliceName: 'Region filter',
  formData: {
    viz_type: 'filter_box',
    datasource: '7__table',
    date_filter: true,
    instant_filtering: false,
    filter_configs: [{ column: 'region', label: 'Region' }, { column: 'status' }],
  },
};
const other: DashboardSlice = { id: 4, sliceName: 'Sales', formData: { viz_type: 'table', datasource: '7__table' } };
const scopes = readFilterScopes({ '3': { region: { scope: ['TAB-b'], immune: [5] } } });

describe('the legacy dashboard filters of filter boxes (D2.26, D5.19)', () => {
  it('D2.26 a filter box placed on the dashboard is a legacy filter with Superset’s fields', () => {
    const filters = legacyDashboardFilters(tabbedLayout(), [box, other], {
      filterScopes: scopes,
      defaultFilters: { '3': { region: ['East'], unknown: 1 } },
    });
    expect(Object.keys(filters)).toEqual(['3']);
    expect(filters['3']).toEqual({
      chartId: 3,
      componentId: 'CHART-3',
      datasourceId: '7__table',
      filterName: 'Region filter',
      directPathToFilter: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-a', 'ROW-a', 'CHART-3'],
      columns: { region: ['East'] },
      labels: { __time_range: 'Time range', region: 'Region', status: 'status' },
      scopes: {
        __time_range: { scope: ['ROOT_ID'], immune: [] },
        region: { scope: ['TAB-b'], immune: [5] },
        status: { scope: ['ROOT_ID'], immune: [] },
      },
      isDateFilter: true,
      isInstantFilter: false,
    });
  });

  it('D5.19 a filter box added registers its filter, and deleting it removes the filter', () => {
    const without = applyLayoutAction(tabbedLayout(), { type: 'delete', id: 'CHART-3' });
    expect(without.ok).toBe(true);
    const layout = (without as { layout: DashboardLayout }).layout;
    expect(legacyDashboardFilters(layout, [box])).toEqual({});
    const added = applyLayoutAction(layout, {
      type: 'create',
      component: 'CHART',
      chartId: 3,
      sliceName: 'Region filter',
      to: { parentId: 'ROW-top', index: 0 },
    });
    expect(added.ok).toBe(true);
    const back = legacyDashboardFilters((added as { layout: DashboardLayout }).layout, [box]);
    expect(back['3']?.directPathToFilter.slice(0, 3)).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-top']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  chartComponentId,
  directPathToChild,
  focusedChartId,
  standaloneMode,
  tabsToOpen,
  withoutFocusedChart,
} from '../../../../../src/ui/pages/dashboard/chart/deepLink';
import { component, layoutOf } from '../components/fixtures';

const layout = layoutOf(
  ['TABS-1'],
  component('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  component('TAB-a', 'TAB', ['ROW-1']),
  component('TAB-b', 'TAB', ['TABS-2']),
  component('TABS-2', 'TABS', ['TAB-c', 'TAB-d']),
  component('TAB-c', 'TAB', []),
  component('TAB-d', 'TAB', ['ROW-2']),
  component('ROW-1', 'ROW', ['CHART-1']),
  component('ROW-2', 'ROW', ['CHART-2']),
  component('CHART-1', 'CHART', [], { chartId: 11 }),
  component('CHART-2', 'CHART', [], { chartId: 12 }),
);

describe('dashboard deep links', () => {
  it('D4.12 directPathToChild runs from the root to the component, and is empty for one not there', () => {
    expect(directPathToChild(layout, 'CHART-2')).toEqual([
      'ROOT_ID',
      'GRID_ID',
      'TABS-1',
      'TAB-b',
      'TABS-2',
      'TAB-d',
      'ROW-2',
      'CHART-2',
    ]);
    expect(directPathToChild(layout, 'CHART-9')).toEqual([]);
  });

  it('D4.12 a deep link opens every tab that contains the component, outermost first', () => {
    expect(tabsToOpen(layout, 'CHART-2')).toEqual([
      { tabsId: 'TABS-1', tabId: 'TAB-b' },
      { tabsId: 'TABS-2', tabId: 'TAB-d' },
    ]);
    expect(tabsToOpen(layout, 'CHART-1')).toEqual([{ tabsId: 'TABS-1', tabId: 'TAB-a' }]);
  });

  it('D1.05 the focused chart names its component and leaves the address once used', () => {
    const search = new URLSearchParams('focused_chart=12&native_filters_key=abc');
    expect(focusedChartId(search)).toBe(12);
    expect(focusedChartId(new URLSearchParams('focused_chart=x'))).toBeNull();
    expect(chartComponentId(layout, 12)).toBe('CHART-2');
    expect(chartComponentId(layout, 99)).toBeNull();
    expect(withoutFocusedChart('/superset/dashboard/3/', search)).toBe('/superset/dashboard/3/?native_filters_key=abc');
    expect(withoutFocusedChart('/superset/dashboard/3/', new URLSearchParams('focused_chart=1'))).toBe(
      '/superset/dashboard/3/',
    );
  });

  it('D1.08 standalone 1 hides the navigation, 2 the title too, 3 is the report view; other values hide nothing', () => {
    const mode = (q: string) => standaloneMode(new URLSearchParams(q));
    expect(mode('standalone=1')).toEqual({ hideNav: true, hideTitle: false, report: false });
    expect(mode('standalone=true')).toEqual({ hideNav: true, hideTitle: false, report: false });
    expect(mode('standalone=2')).toEqual({ hideNav: true, hideTitle: true, report: false });
    expect(mode('standalone=3')).toEqual({ hideNav: true, hideTitle: true, report: true });
    for (const q of ['', 'standalone=0', 'standalone=4', 'standalone=x'])
      expect(mode(q)).toEqual({ hideNav: false, hideTitle: false, report: false });
  });
});

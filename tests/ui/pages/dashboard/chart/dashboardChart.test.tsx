// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRegistry } from '../../../../../src/charts';
import { navigate, routerStore, sessionStore } from '../../../../../src/state/app';
import { chartsState } from '../../../../../src/state/charts';
import { dashboardStore, discardChanges, setFullSizeChartId } from '../../../../../src/state/dashboard';
import { DashboardPage } from '../../../../../src/ui/pages/DashboardPage';
import type { ChartDataSource, DashboardRecord } from '../../../../../src/ui/pages/dataSource';
import { result } from '../../../../charts/fixtures';

const chart = (id: string, chartId: number) => ({
  type: 'CHART',
  id,
  children: [],
  meta: { chartId, width: 4, height: 50, sliceName: `Chart ${chartId}` },
});
const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['TABS-t'] },
  'TABS-t': { type: 'TABS', id: 'TABS-t', children: ['TAB-1', 'TAB-2'], meta: {} },
  'TAB-1': { type: 'TAB', id: 'TAB-1', children: ['ROW-1'], meta: { text: 'First' } },
  'TAB-2': { type: 'TAB', id: 'TAB-2', children: ['ROW-2'], meta: { text: 'Second' } },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], meta: {} },
  'ROW-2': { type: 'ROW', id: 'ROW-2', children: ['CHART-2'], meta: {} },
  'CHART-1': chart('CHART-1', 1),
  'CHART-2': chart('CHART-2', 2),
};
const record: DashboardRecord = {
  id: 7,
  dashboard_title: 'Births',
  position_json: JSON.stringify(position),
  json_metadata: '{}',
  owners: [],
};

let dataCalls = 0;
const dataSource: ChartDataSource = {
  getDashboard: async () => record,
  getChart: async (id) => ({ id, slice_name: `Chart ${id}`, viz_type: 'table', params: { datasource: '3__table' } }),
  getChartData: async () => {
    dataCalls += 1;
    return [result(['name'], [1], [{ name: 'Ann' }])];
  },
};

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

async function open(search: string) {
  navigate(`/superset/dashboard/7/${search ? `?${search}` : ''}`);
  const props = { idOrSlug: 7, dataSource, registry: defaultRegistry(), search: new URLSearchParams(search) };
  render(<DashboardPage {...props} />);
  await screen.findByText('First');
  await flush();
  await flush();
}

const frame = (id: string) => document.querySelector<HTMLElement>(`[data-component-id="${id}"]`);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  discardChanges();
  sessionStore.user = { id: 1, username: 'u', first_name: 'U', last_name: 'V' };
  sessionStore.roles = { Gamma: [] };
  dataCalls = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setFullSizeChartId(null);
});

describe('dashboard charts on the page', () => {
  it('D1.05 D4.12 a focused chart opens its tab, is scrolled to and highlighted, and leaves the address', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    await open('focused_chart=2&foo=bar');
    expect(dashboardStore.activeTabs['TABS-t']).toBe('TAB-2');
    expect(scrolled).toEqual([frame('CHART-2')]);
    expect(frame('CHART-2')?.classList.contains('chart-focused')).toBe(true);
    expect(routerStore.search).toBe('?foo=bar');
  });

  it('D1.08 standalone hides the navigation, and 2 the title too', async () => {
    await open('standalone=2');
    expect(document.body.classList.contains('standalone-hide-nav')).toBe(true);
    expect(screen.queryByText('Births')).toBeNull();
    cleanup();
    expect(document.body.classList.contains('standalone-hide-nav')).toBe(false);
  });

  it('D1.14 the full-size chart fills the window without a refetch of its records, and Escape leaves it', async () => {
    await open('');
    const before = frame('CHART-1');
    act(() => setFullSizeChartId(1));
    await flush();
    expect(frame('CHART-1')).toBe(before);
    expect(frame('CHART-1')?.style.position).toBe('fixed');
    expect(frame('CHART-1')?.style.width).toBe(`${window.innerWidth}px`);
    expect(frame('CHART-1')?.style.height).toBe(`${window.innerHeight}px`);
    fireEvent.keyDown(window, { key: 'Escape' });
    await flush();
    expect(dashboardStore.fullSizeChartId).toBeNull();
    expect(frame('CHART-1')?.style.position).toBe('absolute');
  });

  it('D3.17 charts in view mode carry the menu button, no live menu', async () => {
    await open('');
    expect(screen.getAllByRole('button', { name: 'More chart actions' }).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-test="chart-menu"]')).toBeNull();
    expect(dataCalls).toBeGreaterThan(0);
  });
});

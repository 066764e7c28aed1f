// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, screen, within } from '@testing-library/react';
import { ref } from 'valtio';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '../../../../../src/core/chart-plugin';
import { sessionStore, setApiClient } from '../../../../../src/state/app';
import { chartsState, setChartsNearScreen } from '../../../../../src/state/charts';
import { filtersStore, resetFilters } from '../../../../../src/state/filters';
import { REQUIRED_FILTER_TEXT } from '../../../../../src/ui/pages/ChartCell';
import type { ChartDataSource, DashboardRecord } from '../../../../../src/ui/pages/dataSource';
import { result } from '../../../../charts/fixtures';
import { fakeClient } from '../../../../state/app/fakeClient';
import { renderDashboard, settle } from '../page';
import type * as Kit from '../../../../../src/ui/kit';

/** The labels of the popover triggers drawn, in order: a chart's filter indicator is 'Filters of chart N'. */
const triggersDrawn = vi.hoisted(() => [] as string[]);
vi.mock('../../../../../src/ui/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    PopoverTrigger: (props: Parameters<typeof kit.PopoverTrigger>[0]) => {
      triggersDrawn.push(props.label);
      return kit.PopoverTrigger(props);
    },
  };
});

const chartMeta = (chartId: number, sliceName: string) => ({ chartId, width: 4, height: 50, sliceName });
const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: chartMeta(1, 'By region') },
  'CHART-2': { type: 'CHART', id: 'CHART-2', children: [], meta: chartMeta(2, 'Totals') },
};

const REGION = {
  id: 'NATIVE_FILTER-region',
  type: 'NATIVE_FILTER',
  name: 'Region',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'region' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [2] },
  description: '',
};

const record = (metadata: Record<string, unknown>, layout: object = position): DashboardRecord => ({
  id: 7,
  dashboard_title: 'Sales',
  position_json: JSON.stringify(layout),
  json_metadata: JSON.stringify({ native_filter_configuration: [REGION], ...metadata }),
  owners: [{ id: 3 }],
});

function source(metadata: Record<string, unknown> = {}, layout: object = position) {
  const requests: QueryFormData[] = [];
  const dataSource: ChartDataSource = {
    getDashboard: async () => record(metadata, layout),
    getChart: async (id) => ({
      id,
      slice_name: id === 1 ? 'By region' : 'Totals',
      viz_type: 'table',
      params: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['region'] },
    }),
    getChartData: async (formData) => {
      requests.push(formData);
      return [result(['region', 'count'], [1, 0], [{ region: 'East', count: 3 }])];
    },
  };
  return { dataSource, requests };
}

const flush = () => settle();

/** The layout with chart 4 of `height` grid units in a row of its own and chart 3 in a row below it. */
const below = (height: number) => ({
  ...position,
  GRID_ID: { ...position.GRID_ID, children: ['ROW-a', 'ROW-b', 'ROW-c'] },
  'ROW-b': { type: 'ROW', id: 'ROW-b', children: ['CHART-4'], meta: {} },
  'CHART-4': { type: 'CHART', id: 'CHART-4', children: [], meta: { ...chartMeta(4, 'Tall'), height } },
  'ROW-c': { type: 'ROW', id: 'ROW-c', children: ['CHART-3'], meta: {} },
  'CHART-3': { type: 'CHART', id: 'CHART-3', children: [], meta: chartMeta(3, 'Far') },
});

async function open(metadata: Record<string, unknown> = {}, search = '', layout: object = position) {
  const { dataSource, requests } = source(metadata, layout);
  await renderDashboard(dataSource, search);
  return requests;
}

const requestsOf = (requests: QueryFormData[], chartId: number) => requests.filter((r) => r.slice_id === chartId);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  sessionStore.user = { id: 3, username: 'u', first_name: 'U', last_name: 'V' };
  sessionStore.roles = { Admin: [['can_write', 'Dashboard']] };
  sessionStore.featureFlags = {};
  resetFilters();
  chartsState.charts = {};
  setApiClient(
    fakeClient({
      'POST /api/v1/chart/data': {
        status: 200,
        body: { result: [{ data: [{ region: 'East' }, { region: 'West' }], colnames: ['region'] }] },
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  setChartsNearScreen(null);
  vi.restoreAllMocks();
});

describe('the filter bar on a dashboard', () => {
  it('D10.01 D10.05 a chosen value applies to the charts in scope only: they are asked again with extra_form_data', async () => {
    const user = userEvent.setup();
    const requests = await open();
    expect(requestsOf(requests, 1)).toHaveLength(1);
    expect(requestsOf(requests, 2)).toHaveLength(1);
    const bar = screen.getByRole('complementary', { name: 'Filters' });
    expect(bar).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    await user.click(apply);
    await flush();
    const chart1 = requestsOf(requests, 1);
    expect(chart1).toHaveLength(2);
    expect(chart1[1]?.extra_form_data).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['West'] }] });
    // Chart 2 is out of the filter's scope: it keeps its data and is not asked again.
    expect(requestsOf(requests, 2)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await flush();
    expect(requestsOf(requests, 1)).toHaveLength(3);
    expect(requestsOf(requests, 1)[2]?.extra_form_data ?? {}).toEqual({});
    expect(requestsOf(requests, 2)).toHaveLength(1);
  });

  it('D10.11 a filter’s new value redraws no chart’s indicator button whose counts stay; its popover lists the value', async () => {
    const user = userEvent.setup();
    await open();
    const choose = async (region: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Region' }));
      await user.click(await screen.findByRole('option', { name: region }));
      await user.click(screen.getByRole('button', { name: 'Apply filters' }));
      await flush();
    };
    await choose('West');
    const drawn = () => triggersDrawn.filter((label) => label === 'Filters of chart 1').length;
    const once = drawn();
    expect(once).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '1 applied filter' })).toBeTruthy();
    await choose('East');
    expect(drawn()).toBe(once);
    await user.click(screen.getByRole('button', { name: '1 applied filter' }));
    const list = await screen.findByRole('dialog', { name: 'Filters of chart 1' });
    expect(within(list).getByRole('listitem').textContent).toBe('Region: West, East');
  });

  it("D10.11 the chart's new answer redraws no indicator button whose counts stay; the open popover follows the answer", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await flush();
    const drawn = () => triggersDrawn.filter((label) => label === 'Filters of chart 1').length;
    const once = drawn();
    expect(once).toBeGreaterThan(0);
    const answered = async (meta: object) => {
      await act(async () => {
        const chart = chartsState.charts['1'];
        if (chart) chart.queriesResponse = ref([{ meta }] as never);
        await Promise.resolve();
      });
      await flush();
    };
    await answered({ applied_filters: [{ column: 'region' }] });
    expect(drawn()).toBe(once);
    await user.click(screen.getByRole('button', { name: '1 applied filter' }));
    const list = await screen.findByRole('dialog', { name: 'Filters of chart 1' });
    expect(within(list).queryByRole('region', { name: 'Incompatible filters' })).toBeNull();
    await answered({ rejected_filters: [{ column: 'region', reason: 'not_in_datasource' }] });
    expect(within(list).getByRole('region', { name: 'Incompatible filters' }).textContent).toContain('Region');
  });

  it('D10.05 a loaded chart away from the screen keeps the filters it was asked with; back near, it is asked with those of then', async () => {
    const user = userEvent.setup();
    const requests = await open();
    expect(requestsOf(requests, 1)).toHaveLength(1);
    // Chart 1 scrolled away: the filter applied does not re-query it.
    act(() => setChartsNearScreen(new Set()));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await flush();
    expect(filtersStore.applied[REGION.id]?.filterState.value).toEqual(['West']);
    expect(requestsOf(requests, 1)).toHaveLength(1);
    act(() => setChartsNearScreen(new Set([1])));
    await flush();
    const asked = requestsOf(requests, 1);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.extra_form_data).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['West'] }] });
  });

  it('the idle page reads ahead: a chart a few screens down is asked once the charts near the screen have answered', async () => {
    // Chart 3 lies some 4,800 pixels down: far from the screen, within READ_AHEAD_SCREENS of it.
    const requests = await open({}, '', below(600));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await flush();
    expect(requestsOf(requests, 3)).toHaveLength(1);
    expect(requestsOf(requests, 1)).toHaveLength(1);
  });

  it('D10.05 a chart far from the screen reads no filters and draws no indicators; near, it is asked with the filters of then', async () => {
    const user = userEvent.setup();
    // Chart 3 lies below a tall chart, some 16,000 pixels down: far from the screen, past what the page reads ahead.
    const requests = await open({}, '', below(2000));
    expect(requestsOf(requests, 1)).toHaveLength(1);
    expect(requestsOf(requests, 3)).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await flush();
    expect(requestsOf(requests, 1)).toHaveLength(2);
    expect(triggersDrawn).toContain('Filters of chart 1');
    expect(triggersDrawn).not.toContain('Filters of chart 3');
    expect(requestsOf(requests, 3)).toHaveLength(0);
    // The window grows to hold the whole grid: chart 3 comes near and is asked once, with the value applied.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(20_000);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await new Promise((r) => setTimeout(r, 50));
    });
    await flush();
    const far = requestsOf(requests, 3);
    expect(far).toHaveLength(1);
    expect(far[0]?.extra_form_data).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['West'] }] });
    // Charts 1, 4 and 3 are in the filter's scope (chart 2 is excluded), each with its indicator now.
    expect(screen.getAllByRole('button', { name: '1 applied filter' })).toHaveLength(3);
  });

  it('D1.04 native_filters in the address filters the first request', async () => {
    const requests = await open({}, "native_filters=('NATIVE_FILTER-region':(filterState:(value:!(East))))");
    expect(requestsOf(requests, 1)[0]?.extra_form_data).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['East'] }],
    });
    expect(filtersStore.pending[REGION.id]?.filterState.value).toEqual(['East']);
  });

  it('D1.16 D2.16 a horizontal bar sits above the grid; D2.15 show_native_filters false shows none', async () => {
    await open({ filter_bar_orientation: 'HORIZONTAL' });
    const bar = screen.getByRole('region', { name: 'Filters' });
    expect(bar.classList.contains('filter-bar-horizontal')).toBe(true);
    cleanup();
    await open({ show_native_filters: false });
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  });

  it('D10.01 a chart in the scope of an empty required filter waits; the value applied loads it', async () => {
    const user = userEvent.setup();
    const required = { ...REGION, controlValues: { multiSelect: true, enableEmptyFilter: true } };
    const requests = await open({ native_filter_configuration: [required] });
    expect(requestsOf(requests, 1)).toHaveLength(0);
    expect(requestsOf(requests, 2)).toHaveLength(1);
    expect(screen.getByText(REQUIRED_FILTER_TEXT)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await flush();
    expect(requestsOf(requests, 1)[0]?.extra_form_data).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['East'] }],
    });
  });

  it('D10.01 a horizontal bar measures its width: the filters that do not fit go under More filters', async () => {
    let rowWidth = 700;
    const resized: ((entries: []) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: (entries: []) => void) {
          resized.push(report);
        }
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('filter-bar-row') ? rowWidth : 1200;
    });
    try {
      const user = userEvent.setup();
      const many = Array.from({ length: 6 }, (_, i) => ({ ...REGION, id: `NATIVE_FILTER-${i}`, name: `F${i}` }));
      await open({ native_filter_configuration: many, filter_bar_orientation: 'HORIZONTAL' });
      const bar = screen.getByRole('region', { name: 'Filters' });
      expect(within(bar).getAllByRole('combobox')).toHaveLength(2);
      within(bar).getByRole('button', { name: 'More filters (4)' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('combobox', { name: 'F5' })).toBeTruthy();
      await user.keyboard('{Escape}');
      rowWidth = 2000;
      act(() => resized.forEach((report) => report([])));
      expect(within(bar).getAllByRole('combobox')).toHaveLength(6);
      expect(within(bar).queryByRole('button', { name: /More filters/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('D10.01 the vertical bar collapses and expands', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Collapse filters' }));
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand filters' }));
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeTruthy();
  });
});

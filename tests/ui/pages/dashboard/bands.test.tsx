// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../src/state/app';
import { chartsState, setChartsNearScreen } from '../../../../src/state/charts';
import { resetFilters } from '../../../../src/state/filters';
import type { ChartDataSource } from '../../../../src/ui/pages/dataSource';
import { result } from '../../../charts/fixtures';
import { renderDashboard, settle } from './page';

const chart = (id: number, height = 50) => ({
  type: 'CHART',
  id: `CHART-${id}`,
  children: [],
  meta: { chartId: id, width: 4, height, sliceName: `Chart ${id}` },
});
const row = (id: string, children: string[]) => ({ type: 'ROW', id, children, meta: {} });
/** Chart 1 on the first screen, chart 4 some 16,000 px tall below it, and chart 3 in a band far below that. */
const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a', 'ROW-b', 'ROW-c'], parents: ['ROOT_ID'] },
  'ROW-a': row('ROW-a', ['CHART-1']),
  'ROW-b': row('ROW-b', ['CHART-4']),
  'ROW-c': row('ROW-c', ['CHART-3']),
  'CHART-1': chart(1),
  'CHART-4': chart(4, 2000),
  'CHART-3': chart(3),
};

function source() {
  const asked: number[] = [];
  const dataSource: ChartDataSource = {
    getDashboard: async () => ({
      id: 7,
      dashboard_title: 'Bands',
      position_json: JSON.stringify(layout),
      json_metadata: '{}',
      owners: [{ id: 3 }],
    }),
    getChart: async (id) => ({
      id,
      slice_name: `Chart ${id}`,
      viz_type: 'big_number_total',
      params: { datasource: '3__table', viz_type: 'big_number_total', metric: 'count' },
    }),
    getChartData: async (formData) => {
      asked.push(Number(formData.slice_id));
      return [result(['count'], [0], [{ count: 3 }])];
    },
  };
  return { dataSource, asked };
}

const flush = () => settle();

const cell = (id: number) => document.querySelector(`[data-chart-id="${id}"]`);
const bandOf = (id: number) => document.querySelector(`[data-component-id="CHART-${id}"]`)?.closest('[data-band]');

async function open(search = '') {
  const { dataSource, asked } = source();
  await renderDashboard(dataSource, search);
  return asked;
}

describe("the dashboard's far bands", () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    idle.length = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    sessionStore.user = { id: 3, username: 'u', first_name: 'U', last_name: 'V' };
    sessionStore.roles = { Admin: [['can_write', 'Dashboard']] };
    sessionStore.featureFlags = {};
    resetFilters();
    chartsState.charts = {};
  });
  afterEach(() => {
    cleanup();
    setChartsNearScreen(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("mounts a far band's cells in the page's idle time, not with the first screen, and fetches nothing for them", async () => {
    const asked = await open();
    expect(cell(1)).not.toBeNull();
    // Every band is laid out (the page has its whole height), the far one empty until an idle period.
    expect(document.querySelectorAll('[data-band]').length).toBeGreaterThanOrEqual(2);
    expect(cell(3)).toBeNull();
    for (let i = 0; i < 20 && idle.length; i++) await act(async () => idle.shift()?.());
    const far = cell(3);
    expect(far).not.toBeNull();
    expect(far?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Chart not loaded yet');
    expect(bandOf(3)?.getAttribute('data-band')).not.toBe(bandOf(1)?.getAttribute('data-band'));
    expect(asked).not.toContain(3);
  });

  it('mounts a far band at once when it comes near the screen', async () => {
    await open();
    expect(cell(3)).toBeNull();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(20_000);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await new Promise((r) => setTimeout(r, 50));
    });
    await flush();
    // No idle period has run: the band came near and was mounted with the update.
    expect(cell(3)).not.toBeNull();
  });

  it("D1.05 mounts the focused chart's band with the page, so the address can scroll to it", async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    await open('focused_chart=3');
    // No idle period has run, and chart 3 is far from the screen.
    expect(cell(3)).not.toBeNull();
  });
});

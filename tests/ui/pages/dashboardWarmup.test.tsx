// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRegistry } from '../../../src/charts';
import { ChartRegistry } from '../../../src/core/chart-plugin';
import type { ChartPlugin, ChartResult, QueryFormData } from '../../../src/core/chart-plugin';
import { chartsState } from '../../../src/state/charts';
import { discardChanges } from '../../../src/state/dashboard';
import { DashboardPage } from '../../../src/ui/pages/DashboardPage';
import type { ChartDataSource, ChartRecord, DashboardRecord } from '../../../src/ui/pages/dataSource';

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: 1, width: 4, height: 50 } },
};

const dashboard: DashboardRecord = {
  id: 7,
  dashboard_title: 'Tables',
  position_json: JSON.stringify(position),
  json_metadata: '{}',
};

const chart = (id: number): ChartRecord => ({
  id,
  slice_name: `Table ${id}`,
  // A type whose model the page makes (the data worker makes the pie's, the big numbers' and the x/y charts').
  viz_type: 'table',
  params: { viz_type: 'table', metrics: ['count'], groupby: ['name'] },
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  discardChanges();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the dashboard page warms its chart types (issue 11 mount time)', () => {
  it("runs each listed type's transformProps on empty results while the charts' data is still on its way", async () => {
    const calls: [ChartResult[], QueryFormData][] = [];
    const table = defaultRegistry().get('table');
    if (!table) throw new Error('no table plugin');
    const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
    registry.register('table', {
      ...table,
      transformProps: (results, formData, context) => (
        calls.push([results, formData]),
        table.transformProps(results, formData, context)
      ),
    });
    const dataSource: ChartDataSource = {
      getDashboard: async () => dashboard,
      getChart: async (id) => chart(id),
      dashboardChartRecords: async () => [chart(1), chart(2)],
      // The data never comes: whatever transformProps runs is the warm-up.
      getChartData: () => new Promise<ChartResult[]>(() => undefined),
    };
    render(<DashboardPage idOrSlug={7} dataSource={dataSource} registry={registry} search={new URLSearchParams()} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(calls.map(([results, formData]) => [results.map((r) => r.records), formData.slice_id])).toEqual([[[0], 1]]);
  });
});

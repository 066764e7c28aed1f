// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../../src/charts';
import { chartsState } from '../../../../src/state/charts';
import { exploreState, hydrateExplore, resetExplore, updateChart } from '../../../../src/state/explore';
import { explorePageState } from '../../../../src/state/explorepage';
import { ExploreChart } from '../../../../src/ui/pages/explore/ExploreChart';
import type { ChartDataSource } from '../../../../src/ui/pages/dataSource';
import type { TableModel } from '../../../../src/charts';
import { result } from '../../../charts/fixtures';

afterEach(cleanup);
beforeAll(() => {
  // happy-dom lays nothing out: the chart area measures as a 600 × 400 box.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});

const registry = defaultRegistry();
beforeEach(() => {
  resetExplore();
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  hydrateExplore({
    formData: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
    datasource: {
      id: 3,
      type: 'table',
      columns: [{ column_name: 'name' }],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    },
    controlPanel: registry.get('table')?.controlPanel ?? { controlPanelSections: [] },
    user: { userId: 1, roles: { Admin: [] } },
  });
});

const failing = (message: string): ChartDataSource => ({
  getDashboard: () => Promise.reject(new Error('unused')),
  getChart: () => Promise.reject(new Error('unused')),
  getChartData: () => Promise.reject(new Error(message)),
});

describe('the chart area (X1.12, X13.06)', () => {
  it('X13.06 a chart whose query fails shows the first error in place, and the Results tab says it too', async () => {
    render(<ExploreChart dataSource={failing('Error: column "nope" does not exist')} registry={registry} />);
    await act(async () => {
      updateChart();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('column "nope" does not exist');
    expect(explorePageState.results).toMatchObject({ status: 'failed', error: 'Error: column "nope" does not exist' });
  });

  it('X1.12 before Update chart nothing is queried; a query control change shows the stale notice', async () => {
    let asked = 0;
    const source = { ...failing('x'), getChartData: () => ((asked += 1), Promise.reject(new Error('x'))) };
    render(<ExploreChart dataSource={source} registry={registry} />);
    expect(asked).toBe(0);
    await act(async () => {
      exploreState.chartIsStale = true;
      await Promise.resolve();
    });
    expect(screen.getByText('The chart is out of date: press Update chart to see your changes.')).toBeTruthy();
  });
});

describe("the chart area's names", () => {
  it("heads the chart's columns with the dataset's verbose names (verbose_map)", async () => {
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
      datasource: {
        id: 3,
        type: 'table',
        columns: [{ column_name: 'name' }],
        metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
        verbose_map: { name: 'First name', count: 'Babies' },
      },
      controlPanel: registry.get('table')?.controlPanel ?? { controlPanelSections: [] },
      user: { userId: 1, roles: { Admin: [] } },
    });
    const source: ChartDataSource = {
      ...failing('unused'),
      getChartData: async () => [result(['name', 'count'], [1, 0], [{ name: 'Ann', count: 3 }])],
    };
    render(<ExploreChart dataSource={source} registry={registry} />);
    await act(async () => {
      updateChart();
      await new Promise((r) => setTimeout(r, 10));
    });
    const model = (chartsState.charts['0']?.model as { value: TableModel } | null | undefined)?.value;
    expect(model?.columns.map((c) => c.label)).toEqual(['First name', 'Babies']);
  });
});

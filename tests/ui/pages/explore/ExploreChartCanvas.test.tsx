// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Charts from '../../../../src/charts';
import { defaultRegistry } from '../../../../src/charts';
import { hydrateExplore, resetExplore } from '../../../../src/state/explore';
import { ExploreChart } from '../../../../src/ui/pages/explore/ExploreChart';
import type { ChartDataSource } from '../../../../src/ui/pages/dataSource';

/** Every canvas the chart area attaches, with the options it passed. */
const attached = vi.hoisted(() => [] as { options: unknown }[]);
vi.mock('../../../../src/charts', async (importOriginal) => {
  const charts = await importOriginal<typeof Charts>();
  return {
    ...charts,
    createChartCanvas: () => {
      const canvas = charts.createChartCanvas();
      return {
        ...canvas,
        attach: (host: HTMLElement, options?: Parameters<typeof canvas.attach>[1]) => {
          attached.push({ options });
          canvas.attach(host, options);
        },
      };
    },
  };
});

afterEach(cleanup);
const registry = defaultRegistry();
beforeEach(() => {
  attached.length = 0;
  resetExplore();
  hydrateExplore({
    formData: { datasource: '3__table', viz_type: 'pie', metric: 'count', groupby: ['name'] },
    datasource: { id: 3, type: 'table', columns: [{ column_name: 'name' }], metrics: [] },
    controlPanel: registry.get('pie')?.controlPanel ?? { controlPanelSections: [] },
    user: { userId: 1, roles: { Admin: [] } },
  });
});

/** A data source whose chart data never comes, with `extra` over it. */
const waiting = (extra: Partial<ChartDataSource> = {}): ChartDataSource => ({
  getDashboard: () => Promise.reject(new Error('unused')),
  getChart: () => Promise.reject(new Error('unused')),
  getChartData: () => new Promise(() => undefined),
  ...extra,
});

describe("the explore chart's canvas", () => {
  it("X1.12 deck.gl starts once the chart's data request has left, as the dashboard's does, not when the answer is drawn", () => {
    const requested = new Promise<void>(() => undefined);
    render(<ExploreChart dataSource={waiting({ chartDataRequested: () => requested })} registry={registry} />);
    expect(attached).toHaveLength(1);
    expect(attached[0]?.options).toEqual({ startEarly: requested });
  });

  it('X1.12 a data source that cannot say when its first request left starts deck.gl when the page is idle', () => {
    render(<ExploreChart dataSource={waiting()} registry={registry} />);
    expect(attached[0]?.options).toEqual({ startEarly: true });
  });
});

// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRegistry } from '../../../../src/charts';
import { exploreState, hydrateExplore, resetExplore } from '../../../../src/state/explore';
import type { ChartDataSource } from '../../../../src/ui/pages/dataSource';
import type * as ControlPanels from '../../../../src/ui/pages/explore/controlPanels';
import { ExplorePage } from '../../../../src/ui/pages/explore/ExplorePage';

// The page asks for its chart type's control panel on each of its renders: counting the asks counts the renders.
const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/ui/pages/explore/controlPanels', async (original) => {
  const real = await original<typeof ControlPanels>();
  return {
    ...real,
    controlPanelIn: (...args: Parameters<typeof real.controlPanelIn>) => {
      asked.count += 1;
      return real.controlPanelIn(...args);
    },
  };
});

afterEach(cleanup);

const registry = defaultRegistry();
const idle: ChartDataSource = {
  getDashboard: () => new Promise(() => undefined),
  getChart: () => new Promise(() => undefined),
  getChartData: () => new Promise(() => undefined),
};

beforeEach(() => {
  resetExplore();
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

describe('the explore page (X1.11)', () => {
  it("X1.02 the route drawing again with the same sources (the page's own rewrite of the address) does not draw the page again", async () => {
    let redrawRoute = (): void => undefined;
    function Route() {
      const [, setTick] = useState(0);
      redrawRoute = () => setTick((n) => n + 1);
      return <ExplorePage dataSource={idle} registry={registry} />;
    }
    render(<Route />);
    expect(document.querySelector('[data-test=explore-page]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeTruthy();
    const before = asked.count;
    expect(before).toBeGreaterThan(0);
    act(() => redrawRoute());
    act(() => redrawRoute());
    expect(asked.count).toBe(before);
    // A change the page reads (the chart type) still draws it.
    await act(async () => {
      exploreState.form_data = { ...exploreState.form_data, viz_type: 'pie' };
      await Promise.resolve();
    });
    expect(asked.count).toBeGreaterThan(before);
  });
});

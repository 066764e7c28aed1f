// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, createChartRegistry } from '../../../../src/charts';
import { exploreState, hydrateExplore, resetExplore } from '../../../../src/state/explore';
import { ControlPanel } from '../../../../src/ui/pages/explore/ControlPanel';

afterEach(cleanup);

const panel = BUILT_IN_PLUGINS.table.controlPanel;
const registry = createChartRegistry();
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
    controlPanel: panel,
    user: { userId: 1, roles: { Admin: [] } },
  });
});

describe('the control panel (X1.12)', () => {
  it('X1.12 choosing a row limit changes the form and marks the chart stale until Update chart', async () => {
    const user = userEvent.setup();
    render(<ControlPanel panel={panel} registry={registry} />);
    const rowLimit = screen.getByRole('combobox', { name: 'Row limit' });
    await user.click(rowLimit);
    await user.clear(rowLimit);
    await user.type(rowLimit, '10{Enter}');
    expect(exploreState.form_data.row_limit).toBe(10);
    expect(exploreState.chartIsStale).toBe(true);
    expect((rowLimit as HTMLInputElement).value).toBe('10');
    const before = exploreState.triggerQuery;
    await user.click(screen.getByRole('button', { name: 'Update chart' }));
    expect(exploreState.triggerQuery).toBe(before + 1);
    expect(exploreState.chartIsStale).toBe(false);
  });

  it('X1.12 a control with an error blocks Update chart and says which', async () => {
    const user = userEvent.setup();
    render(<ControlPanel panel={panel} registry={registry} />);
    await user.click(screen.getByRole('button', { name: 'Remove count' }));
    await user.click(screen.getByRole('button', { name: 'Remove name' }));
    expect((screen.getByRole('button', { name: 'Update chart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('X11.01 X12.01 X12.02 the chart type control sits atop the panel: a tile switches the form to that type, carrying the metrics', async () => {
    const user = userEvent.setup();
    render(<ControlPanel panel={panel} registry={registry} />);
    const strip = within(screen.getByRole('group', { name: 'Visualization type' }));
    expect(strip.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(strip.getByRole('button', { name: 'Pie Chart' }));
    expect(exploreState.form_data.viz_type).toBe('pie');
    expect(exploreState.chartIsStale).toBe(true);
    expect(exploreState.form_data.metric).toBe('count');
  });
});

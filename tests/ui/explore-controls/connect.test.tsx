// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ControlPanelConfig } from '../../../src/core/chart-plugin';
import { sessionStore } from '../../../src/state/app';
import { exploreState, hydrateExplore, resetExplore } from '../../../src/state/explore';
import { ExploreStoreControls, StoreControl, createExploreControlRegistry } from '../../../src/ui/explore-controls';
import { dataset, fakeServices, settle } from './fixtures';

const PANEL: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, validators: ['nonEmpty'] }],
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true }],
        [{ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme', renderTrigger: true }],
      ],
    },
  ],
};

function open(formData: Record<string, unknown> = {}) {
  hydrateExplore({
    formData: { datasource: '7__table', viz_type: 'table', ...formData },
    datasource: dataset(),
    controlPanel: PANEL,
    user: { userId: 1, roles: {} },
  });
}

beforeEach(() => {
  sessionStore.featureFlags = {};
});
afterEach(() => {
  cleanup();
  resetExplore();
});

describe('controls on the explore store', () => {
  it("X8.02 X9.16 a control draws the store's value and its change goes through setControlValue (validated, chart marked stale)", async () => {
    const user = userEvent.setup();
    open({ metrics: ['count'] });
    const registry = createExploreControlRegistry();
    render(
      <ExploreStoreControls services={fakeServices().services}>
        <StoreControl name="metrics" registry={registry} />
        <StoreControl name="show_legend" registry={registry} />
      </ExploreStoreControls>,
    );
    expect(screen.getByRole('button', { name: 'count' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove count' }));
    await act(() => settle());
    expect(exploreState.form_data.metrics).toEqual([]);
    expect(exploreState.chartIsStale).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Metrics cannot be empty');
    await user.click(screen.getByRole('checkbox', { name: 'Show legend' }));
    expect(exploreState.form_data.show_legend).toBe(false);
    expect(exploreState.renderVersion).toBe(1);
  });

  it('X8.02 a change that keeps items the control drew (objects read from the render snapshot) is written, not refused', async () => {
    const user = userEvent.setup();
    const total = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' };
    const boys = { expressionType: 'SQL', sqlExpression: 'SUM(num_boys)', label: 'boys' };
    open({ metrics: [total, boys] });
    render(
      <ExploreStoreControls services={fakeServices().services}>
        <StoreControl name="metrics" registry={createExploreControlRegistry()} />
      </ExploreStoreControls>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove SUM(num)' }));
    await act(() => settle());
    expect(exploreState.form_data.metrics).toEqual([boys]);
    expect(exploreState.controls.metrics?.value).toEqual([boys]);
    expect(screen.queryByRole('button', { name: 'SUM(num)' })).toBeNull();
  });

  it('X8.02 click-to-add follows ENABLE_DND_WITH_CLICK_UX from the session', async () => {
    sessionStore.featureFlags = { ENABLE_DND_WITH_CLICK_UX: true };
    open();
    render(
      <ExploreStoreControls services={fakeServices().services}>
        <StoreControl name="metrics" registry={createExploreControlRegistry()} />
      </ExploreStoreControls>,
    );
    expect(screen.getByRole('button', { name: 'Drop columns/metrics here or click' })).toBeTruthy();
  });

  it("X9.10 the scheme is locked to the dashboard's when explore was opened from a dashboard that sets one", () => {
    open({ dashboardId: 3, dashboard_color_scheme: 'supersetColors', color_scheme: 'bnbColors' });
    render(
      <ExploreStoreControls services={fakeServices().services}>
        <StoreControl name="color_scheme" registry={createExploreControlRegistry()} />
      </ExploreStoreControls>,
    );
    expect((screen.getByRole('combobox', { name: 'Color scheme' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('X9.13 a name the panel does not have draws nothing', () => {
    open();
    const { container } = render(<StoreControl name="nope" registry={createExploreControlRegistry()} />);
    expect(container.innerHTML).toBe('');
  });
});

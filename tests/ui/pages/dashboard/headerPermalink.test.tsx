// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyLayout, type DashboardLayout } from '../../../../src/core/layout';
import { setApiClient } from '../../../../src/state/app';
import {
  dashboardStore,
  dashboardViewStore,
  loadDashboard,
  resetDashboardView,
  setActiveTab,
  type DashboardPermalinkState,
} from '../../../../src/state/dashboard';
import DashboardPermalinkRoute from '../../../../src/ui/pages/DashboardPermalinkRoute';
import { usePermalinkRestore } from '../../../../src/ui/pages/dashboard/header/usePermalinkRestore';
import { fakeClient } from '../../../state/app/fakeClient';

const tabsLayout = (): DashboardLayout => {
  const layout = emptyLayout();
  const grid = layout.GRID_ID;
  if (!grid) throw new Error('no grid');
  const tab = (id: string) => ({ id, type: 'TAB', children: [], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'], meta: {} });
  return {
    ...layout,
    GRID_ID: { ...grid, children: ['TABS-1'] },
    'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    'TAB-a': tab('TAB-a'),
    'TAB-b': tab('TAB-b'),
  } as DashboardLayout;
};

const STATE: Partial<DashboardPermalinkState> = {
  activeTabs: ['TAB-b'],
  dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } },
  anchor: 'TAB-b',
};

function Restorer(props: { id: string }) {
  usePermalinkRestore(props.id, STATE);
  return <div data-component-id="TAB-b">tab b</div>;
}

beforeEach(() => {
  Object.assign(dashboardStore, { info: null, activeTabs: {}, editMode: false });
  resetDashboardView();
});
afterEach(cleanup);

describe('opening a dashboard permalink', () => {
  it('S5.05 D8.06 the saved tab, data mask and anchor come back once the named dashboard opens, and survive a reload', async () => {
    render(<Restorer id="5" />);
    expect(dashboardStore.activeTabs).toEqual({});
    await act(async () => loadDashboard({ id: 4, dashboard_title: 'Other' }, tabsLayout()));
    expect(dashboardStore.activeTabs).toEqual({});
    await act(async () => loadDashboard({ id: 5, dashboard_title: 'Sales' }, tabsLayout()));
    expect(dashboardStore.activeTabs).toEqual({ 'TABS-1': 'TAB-b' });
    expect(dashboardViewStore.dataMask).toEqual(STATE.dataMask);
    expect(dashboardViewStore.anchor).toBe('TAB-b');
    // The page loads again with charts saved from explore: the permalink's tab is shown again.
    await act(async () => loadDashboard({ id: 5, dashboard_title: 'Sales' }, tabsLayout()));
    expect(dashboardStore.activeTabs).toEqual({ 'TABS-1': 'TAB-b' });
    // A tab the user picks afterwards is kept.
    await act(async () => setActiveTab('TABS-1', 'TAB-a'));
    expect(dashboardStore.activeTabs).toEqual({ 'TABS-1': 'TAB-a' });
  });

  it('S5.05 an unknown permalink key says so and opens nothing', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/dashboard/permalink/': { status: 404, body: { message: 'Not found' } } }));
    render(<DashboardPermalinkRoute params={{ key: 'nope' }} search={new URLSearchParams()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(dashboardStore.info).toBeNull();
  });
});

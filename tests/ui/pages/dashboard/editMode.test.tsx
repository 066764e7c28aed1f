// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTAINER_HEIGHT } from '../../../../src/core/layout';
import type * as Layout from '../../../../src/core/layout';
import type * as DashboardChart from '../../../../src/ui/pages/dashboard/chart';
import { routerStore, sessionStore } from '../../../../src/state/app';
import { chartsState } from '../../../../src/state/charts';
import { dashboardStore, discardChanges, dispatchLayout } from '../../../../src/state/dashboard';
import { discardAndLeave, enterEditMode } from '../../../../src/ui/pages/dashboard/edit/EditToolbar';
import type { ChartDataSource, DashboardRecord } from '../../../../src/ui/pages/dataSource';
import { result } from '../../../charts/fixtures';
import { renderDashboard, settle } from './page';

// Counts each chart component's renders (its frame hook runs once a render), and the grid's layouts.
const frameRenders = vi.hoisted(() => new Map<number | undefined, number>());
const gridLayouts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/core/layout', async (load) => {
  const real = await load<typeof Layout>();
  return {
    ...real,
    computeGridLayout: (...args: Parameters<typeof real.computeGridLayout>) => {
      gridLayouts.count += 1;
      return real.computeGridLayout(...args);
    },
  };
});
vi.mock('../../../../src/ui/pages/dashboard/chart', async (load) => {
  const real = await load<typeof DashboardChart>();
  return {
    ...real,
    useChartFrame: (...args: Parameters<typeof real.useChartFrame>) => {
      frameRenders.set(args[0], (frameRenders.get(args[0]) ?? 0) + 1);
      return real.useChartFrame(...args);
    },
  };
});

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['HEADER-h', 'ROW-a'], parents: ['ROOT_ID'] },
  'HEADER-h': { type: 'HEADER', id: 'HEADER-h', children: [], meta: { text: 'Sales' } },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': {
    type: 'CHART',
    id: 'CHART-1',
    children: [],
    meta: { chartId: 1, width: 4, height: 50, sliceName: 'Names' },
  },
  'CHART-2': {
    type: 'CHART',
    id: 'CHART-2',
    children: [],
    meta: { chartId: 2, width: 4, height: 50, sliceName: 'Ages' },
  },
};

const record: DashboardRecord = {
  id: 7,
  dashboard_title: 'Births',
  position_json: JSON.stringify(position),
  json_metadata: '{}',
  owners: [{ id: 3 }],
};

function source(opened: DashboardRecord) {
  const calls = { getChart: 0, getChartData: 0 };
  const dataSource: ChartDataSource = {
    getDashboard: async () => opened,
    getChart: async (id) => {
      calls.getChart += 1;
      return {
        id,
        slice_name: id === 1 ? 'Names' : 'Ages',
        viz_type: 'table',
        params: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
      };
    },
    getChartData: async () => {
      calls.getChartData += 1;
      return [result(['name', 'count'], [1, 0], [{ name: 'Ann', count: 3 }])];
    },
  };
  return { dataSource, calls };
}

function signIn(id: number, roles: Record<string, [string, string][]>) {
  sessionStore.user = { id, username: 'u', first_name: 'U', last_name: 'V' };
  sessionStore.roles = roles;
}

async function open(search = '', opened = record) {
  const { dataSource, calls } = source(opened);
  const view = await renderDashboard(dataSource, search, 1);
  return { ...view, calls };
}

/** Lets valtio tell the views (it notifies after a microtask) and React render. */
const flush = () => settle(0);

const cell = (id: string) => document.querySelector(`[data-component-id="${id}"]`);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  discardChanges();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('edit mode on the dashboard page', () => {
  it('D1.07 D1.09 an owner with can_write opened with edit=true is in edit mode with the builder pane', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    await open('edit=true');
    expect(dashboardStore.editMode).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Dashboard builder' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Layout elements' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Charts' })).toBeTruthy();
  });

  it('D1.07 a user who may not edit sees no Edit button, and edit=true does not open edit mode', async () => {
    signIn(4, { Gamma: [['can_read', 'Dashboard']] });
    await open('edit=true');
    expect(dashboardStore.editMode).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Dashboard builder' })).toBeNull();
  });

  it('D5.01 Edit enters edit mode; Discard restores the saved layout and leaves it', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    await open();
    expect(dashboardStore.editMode).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    await flush();
    expect(dashboardStore.editMode).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Names' }));
    await flush();
    expect(cell('CHART-1')).toBeNull();
    await waitFor(() => expect(routerStore.search).toBe('?edit=true'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await flush();
    expect(dashboardStore.editMode).toBe(false);
    expect(routerStore.search).toBe('');
    expect(cell('CHART-1')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Edit dashboard' })).toBeTruthy();
    // Left before the edit flag reached the address: the address stays without it.
    act(() => void enterEditMode());
    act(() => discardAndLeave());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(routerStore.search).toBe('');
  });

  it('D5.02 Layout elements offers Tabs, Row, Column, Header, Markdown and Divider to drag in', async () => {
    signIn(3, { Admin: [['can_write', 'Dashboard']] });
    await open('edit=true');
    const list = screen.getByRole('list', { name: 'Layout elements' });
    expect([...list.querySelectorAll('[data-test="drag-source"]')].map((e) => e.getAttribute('aria-label'))).toEqual([
      'Tabs',
      'Row',
      'Column',
      'Header',
      'Markdown',
      'Divider',
    ]);
  });

  it('D5.18 D1.15 the trash deletes a chart; Undo and Redo (buttons and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z), disabled when there is nothing to do', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    await open('edit=true');
    const undoButton = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redoButton = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(undoButton.disabled).toBe(true);
    expect(redoButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ages' }));
    await flush();
    expect(cell('CHART-2')).toBeNull();
    expect(dashboardStore.layout['ROW-a']?.children).toEqual(['CHART-1']);
    expect(undoButton.disabled).toBe(false);
    fireEvent.click(undoButton);
    await flush();
    expect(cell('CHART-2')).not.toBeNull();
    expect(redoButton.disabled).toBe(false);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    await flush();
    expect(cell('CHART-2')).toBeNull();
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    await flush();
    expect(cell('CHART-2')).not.toBeNull();
  });

  it('D5.17 arrow keys on a focused resize handle change the width in columns and the height in units', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    await open('edit=true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Resize width of Names' }), { key: 'ArrowRight' });
    await flush();
    expect(dashboardStore.layout['CHART-1']?.meta.width).toBe(5);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Resize height of Names' }), {
      key: 'ArrowDown',
      shiftKey: true,
    });
    expect(dashboardStore.layout['CHART-1']?.meta.height).toBe(60);
  });

  it('a chart keeps its cell across a move and its undo: no remount, no refetch', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    const { calls } = await open('edit=true');
    const before = cell('CHART-1');
    await flush();
    const fetched = { ...calls };
    act(() => void dispatchLayout({ type: 'move', id: 'CHART-1', to: { parentId: 'GRID_ID', index: 0 } }));
    await flush();
    // Moved onto the grid, the chart gets a row of its own above the others: the same cell, moved.
    const wrapper = dashboardStore.layout.GRID_ID?.children[0] ?? '';
    expect(dashboardStore.layout[wrapper]?.children).toEqual(['CHART-1']);
    expect(cell('CHART-1')).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await flush();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(cell('CHART-1')).toBe(before);
    expect(calls.getChartData).toBe(fetched.getChartData);
    expect(calls.getChart).toBe(fetched.getChart);
  });

  it("an emptied row in edit mode keeps a drop area's height, marked 'Empty row' (an empty column 'Empty column')", async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    await open('edit=true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Names' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ages' }));
    await flush();
    expect(dashboardStore.layout['ROW-a']?.children).toEqual([]);
    const frame = document.querySelector<HTMLElement>('[data-test="container-ROW-a"]');
    expect(frame?.style.height).toBe(`${EMPTY_CONTAINER_HEIGHT}px`);
    expect(within(frame as HTMLElement).getByText('Empty row')).toBeTruthy();
    const grid = document.querySelector<HTMLElement>('.dash-grid');
    const header = document.querySelector<HTMLElement>('[data-component-id="HEADER-h"]');
    expect(Number.parseFloat(grid?.style.height ?? '0')).toBeGreaterThanOrEqual(
      Number.parseFloat(header?.style.height ?? '0') + EMPTY_CONTAINER_HEIGHT,
    );
    // A new column dropped into it is empty too: the row now holds the column's drop area.
    act(() => void dispatchLayout({ type: 'create', component: 'COLUMN', to: { parentId: 'ROW-a', index: 0 } }));
    await flush();
    const column = dashboardStore.layout['ROW-a']?.children[0] ?? '';
    const columnFrame = document.querySelector<HTMLElement>(`[data-test="container-${column}"]`);
    expect(columnFrame?.style.height).toBe(`${EMPTY_CONTAINER_HEIGHT}px`);
    expect(within(columnFrame as HTMLElement).getByText('Empty column')).toBeTruthy();
    expect(within(frame as HTMLElement).queryByText('Empty row')).toBeNull();
  });

  it('entering edit mode renders again only the components near the screen, without laying the grid out again', async () => {
    signIn(3, { Alpha: [['can_write', 'Dashboard']] });
    const far = {
      ...position,
      GRID_ID: { ...position.GRID_ID, children: ['HEADER-h', 'ROW-a', 'ROW-far'] },
      'CHART-1': { ...position['CHART-1'], meta: { ...position['CHART-1'].meta, height: 1000 } },
      'ROW-far': { type: 'ROW', id: 'ROW-far', children: ['CHART-3'], meta: {} },
      'CHART-3': { type: 'CHART', id: 'CHART-3', children: [], meta: { chartId: 3, width: 4, height: 50 } },
    };
    await open('', { ...record, position_json: JSON.stringify(far) });
    await flush();
    const before = new Map(frameRenders);
    const layouts = gridLayouts.count;
    fireEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    await flush();
    expect(dashboardStore.editMode).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Names' })).toBeTruthy();
    expect(frameRenders.get(1)).toBeGreaterThan(before.get(1) ?? 0);
    expect(frameRenders.get(3)).toBe(before.get(3));
    // No empty row or column to open up: the grid (and the canvas's measure of every chart) stays as it was.
    expect(gridLayouts.count).toBe(layouts);
    // A row's background menu is drawn when the row comes near, as its edit chrome is.
    expect(screen.getByRole('button', { name: 'Row 1 background' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Row 2 background' })).toBeNull();
  });
});

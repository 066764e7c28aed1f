// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GRID_GUTTER_SIZE, columnSpanWidth, computeGridLayout } from '../../../../../src/core/layout';
import type { DashboardLayout } from '../../../../../src/core/layout';
import { dashboardStore } from '../../../../../src/state/dashboard';
import { Board, GRID_WIDTH, component, layoutOf, metaOf, openDashboard } from './fixtures';

afterEach(cleanup);

/** One column's width (64 px): 12 of them and 11 gutters fill GRID_WIDTH. */
const UNIT = 64;

/** A white row of a 3-column chart and a transparent 9-column column holding a chart and a markdown; a second,
 * transparent row with a 12-column chart. */
const board = () =>
  layoutOf(
    ['ROW-1', 'ROW-2'],
    component('ROW-1', 'ROW', ['CHART-a', 'COLUMN-1'], { background: 'BACKGROUND_WHITE' }),
    component('CHART-a', 'CHART', [], { chartId: 1, width: 3, height: 50 }),
    component('COLUMN-1', 'COLUMN', ['CHART-b', 'MARKDOWN-c'], { width: 9, background: 'BACKGROUND_TRANSPARENT' }),
    component('CHART-b', 'CHART', [], { chartId: 2, width: 4, height: 30 }),
    component('MARKDOWN-c', 'MARKDOWN', [], { width: 4, height: 20, code: 'note' }),
    component('ROW-2', 'ROW', ['CHART-d'], { background: 'BACKGROUND_TRANSPARENT' }),
    component('CHART-d', 'CHART', [], { chartId: 3, width: 12, height: 50 }),
  );

/** Opens a background menu as a pointer does: over the button (which builds the menu), then a click. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.hover(screen.getByRole('button', { name }));
  await user.click(screen.getByRole('button', { name }));
}

const drawnBackground = (container: HTMLElement, id: string): HTMLElement | null =>
  container.querySelector<HTMLElement>(`[data-background-of="${id}"]`);

describe('Row and column backgrounds', () => {
  it('D1.11 rows, columns and charts are placed on the 12-column grid: every left edge and width is whole columns and gutters', () => {
    const grid = computeGridLayout(board(), { width: GRID_WIDTH });
    const rect = (id: string) => grid.components.find((c) => c.id === id)?.rect;
    const columns = (n: number) => n * UNIT + (n - 1) * GRID_GUTTER_SIZE;
    const at = (n: number) => n * (UNIT + GRID_GUTTER_SIZE);
    expect(rect('ROW-1')).toMatchObject({ x: 0, y: 0, width: columns(12) });
    expect(rect('CHART-a')).toMatchObject({ x: at(0), width: columns(3), height: 400 });
    expect(rect('COLUMN-1')).toMatchObject({ x: at(3), width: columns(9) });
    // Children of a column take its width and stack with a gutter between.
    expect(rect('CHART-b')).toMatchObject({ x: at(3), y: 0, width: columns(9), height: 240 });
    expect(rect('MARKDOWN-c')).toMatchObject({ x: at(3), y: 240 + GRID_GUTTER_SIZE, width: columns(9), height: 160 });
    expect(rect('COLUMN-1')?.height).toBe(240 + GRID_GUTTER_SIZE + 160);
    expect(rect('ROW-1')?.height).toBe(416);
    expect(rect('ROW-2')).toMatchObject({ x: 0, y: 416 + GRID_GUTTER_SIZE, width: columns(12) });
    expect(rect('CHART-d')).toMatchObject({ x: 0, width: columnSpanWidth(GRID_WIDTH, 12) });
    expect(columnSpanWidth(GRID_WIDTH, 12)).toBe(GRID_WIDTH);
  });

  it('D5.25 D2.18 a white row draws its rectangle behind its children; transparent rows and columns draw none', () => {
    openDashboard(board(), false);
    const { container } = render(<Board />);
    const white = drawnBackground(container, 'ROW-1');
    expect(white).not.toBeNull();
    expect(white?.style.left).toBe('0px');
    expect(white?.style.width).toBe(`${GRID_WIDTH}px`);
    expect(white?.style.height).toBe('416px');
    expect(white?.style.background).toBe('var(--surface, #fff)');
    // The background layer lies under everything (the charts' canvas layer is at z-index 0).
    expect(white?.parentElement?.className).toBe('dashboard-backgrounds');
    expect(drawnBackground(container, 'COLUMN-1')).toBeNull();
    expect(drawnBackground(container, 'ROW-2')).toBeNull();
    expect(screen.queryByRole('button', { name: /background/ })).toBeNull();
  });

  it('D5.25 edit mode: each row and column has a background menu; choosing white draws it, transparent removes it', async () => {
    const user = userEvent.setup();
    openDashboard(board(), true);
    const { container } = render(<Board />);
    expect(screen.getAllByRole('button', { name: /background$/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Row 1 background',
      'Column 1 background',
      'Row 2 background',
    ]);
    await openMenu(user, 'Column 1 background');
    expect(screen.getByRole('menuitem', { name: '✓ Transparent background' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'White background' }));
    expect(metaOf('COLUMN-1')?.background).toBe('BACKGROUND_WHITE');
    expect(drawnBackground(container, 'COLUMN-1')?.style.width).toBe(`${9 * UNIT + 8 * GRID_GUTTER_SIZE}px`);
    await openMenu(user, 'Row 1 background');
    await user.click(screen.getByRole('menuitem', { name: 'Transparent background' }));
    expect(metaOf('ROW-1')?.background).toBe('BACKGROUND_TRANSPARENT');
    expect(drawnBackground(container, 'ROW-1')).toBeNull();
    expect((dashboardStore.layout as DashboardLayout)['CHART-a']?.meta.width).toBe(3);
  });

  it('D5.25 the menus are plain buttons until the pointer or the focus reaches one (entering edit mode stays fast); focus stays on it', async () => {
    const user = userEvent.setup();
    openDashboard(board(), true);
    render(<Board />);
    const plain = screen.getAllByRole('button', { name: /background$/ });
    // react-aria's menu trigger marks its button aria-expanded; the stand-ins have none.
    expect(plain.map((b) => b.getAttribute('aria-expanded'))).toEqual([null, null, null]);
    expect(plain.map((b) => b.getAttribute('aria-haspopup'))).toEqual(['menu', 'menu', 'menu']);
    // By keyboard: Tab reaches the row's menu, which becomes the real one with the focus on it; Enter opens it.
    screen.getByRole('button', { name: 'Row 1 background' }).focus();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    const real = screen.getByRole('button', { name: 'Row 1 background' });
    expect(real.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(real);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Row 1 background' })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(metaOf('ROW-1')?.background).toBe('BACKGROUND_WHITE');
    expect(screen.getByRole('button', { name: 'Column 1 background' }).getAttribute('aria-expanded')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { GRID_ID, LAYOUT_MESSAGES, ROOT_ID, applyLayoutAction, dropRefusal } from '../../../src/core/layout';
import type { DashboardLayout, DropSource, DropSpot } from '../../../src/core/layout';
import { chart, layoutOf } from './layoutFixture';

const sample = () =>
  layoutOf([
    ['ROW-full', {}, [chart('f1', 6), chart('f2', 6)]],
    ['ROW-part', {}, [chart('p1', 4)]],
    ['ROW-c', {}, [['COLUMN-c', { width: 6 }, [['TABS-c', {}, [['TAB-c1', {}, []]]]]]]],
    chart('loose', 3),
  ]);

/** What applying the drop answers: null when accepted, else its message. */
function applied(layout: DashboardLayout, source: DropSource, to: DropSpot): string | null {
  const result =
    'id' in source
      ? applyLayoutAction(layout, { type: 'move', id: source.id, to })
      : applyLayoutAction(layout, { type: 'create', component: source.component, chartId: 1, to });
  return result.ok ? null : result.error;
}

describe('asking whether a drop is allowed, as the drag indicator does', () => {
  it('answers what the drop itself answers, without changing the layout', () => {
    const layout = sample();
    const cases: [DropSource, DropSpot][] = [
      [{ component: 'CHART' }, { parentId: 'ROW-full', index: 0 }],
      [{ component: 'CHART' }, { parentId: 'ROW-part', index: 1 }],
      [{ component: 'HEADER' }, { parentId: 'ROW-part', index: 0 }],
      [{ component: 'TABS' }, { parentId: ROOT_ID, index: 0 }],
      [{ component: 'ROW' }, { parentId: ROOT_ID, index: 0 }],
      [{ id: 'CHART-p1' }, { parentId: 'ROW-full', index: 0 }],
      [{ id: 'CHART-f1' }, { parentId: 'ROW-part', index: 0 }],
      [{ id: 'ROW-full' }, { parentId: 'COLUMN-c', index: 0 }],
      [{ id: 'COLUMN-c' }, { parentId: 'TAB-c1', index: 0 }],
      [{ id: GRID_ID }, { parentId: 'ROW-part', index: 0 }],
      [{ id: 'CHART-gone' }, { parentId: 'ROW-part', index: 0 }],
    ];
    const answers = cases.map(([source, to]) => dropRefusal(layout, source, to));
    expect(answers).toEqual([
      LAYOUT_MESSAGES.notEnoughSpace,
      null,
      LAYOUT_MESSAGES.invalidDrop,
      null,
      LAYOUT_MESSAGES.invalidDrop,
      LAYOUT_MESSAGES.notEnoughSpace,
      null,
      LAYOUT_MESSAGES.notEnoughSpace,
      LAYOUT_MESSAGES.intoItself,
      LAYOUT_MESSAGES.fixed,
      LAYOUT_MESSAGES.notFound,
    ]);
    expect(cases.map(([source, to]) => applied(layout, source, to))).toEqual(answers);
  });

  it('a chart dropped into tabs inside a column goes in a new row, no wider than the column', () => {
    const layout = sample();
    const result = applyLayoutAction(layout, {
      type: 'create',
      component: 'CHART',
      chartId: 2,
      to: { parentId: 'TAB-c1', index: 0 },
    });
    if (!result.ok) throw new Error(result.error);
    const rowId = result.layout['TAB-c1']?.children[0] ?? '';
    expect(result.layout[rowId]?.children).toEqual([result.created]);
    const moved = applyLayoutAction(layout, { type: 'move', id: 'CHART-p1', to: { parentId: 'TAB-c1', index: 0 } });
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.layout['CHART-p1']?.meta.width).toBe(4);
    const wide = applyLayoutAction(layout, { type: 'move', id: 'CHART-f1', to: { parentId: 'TAB-c1', index: 0 } });
    expect(wide.ok && wide.layout['CHART-f1']?.meta.width).toBe(6);
  });

  it('a chart lying on the grid itself, moved further down the grid, lands where dropped in a row of its own', () => {
    const layout = sample();
    const result = applyLayoutAction(layout, { type: 'move', id: 'CHART-loose', to: { parentId: GRID_ID, index: 2 } });
    if (!result.ok) throw new Error(result.error);
    const children = result.layout[GRID_ID]?.children ?? [];
    expect(children.slice(0, 2)).toEqual(['ROW-full', 'ROW-part']);
    expect(result.layout[children[2] ?? '']).toMatchObject({ type: 'ROW', children: ['CHART-loose'] });
    expect(children[3]).toBe('ROW-c');
  });
});

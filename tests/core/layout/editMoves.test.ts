import { describe, expect, it } from 'vitest';
import {
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  LAYOUT_MESSAGES,
  ROOT_ID,
  applyLayoutAction,
  minimumWidth,
} from '../../../src/core/layout';
import type { DashboardLayout, LayoutAction, LayoutResult } from '../../../src/core/layout';
import { chart, layoutOf } from './layoutFixture';

function apply(layout: DashboardLayout, action: LayoutAction): DashboardLayout {
  const result: LayoutResult = applyLayoutAction(layout, action);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.layout;
}

const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

const sample = () =>
  layoutOf([
    ['ROW-a', {}, [chart('a1', 4, 1), chart('a2', 4, 2)]],
    ['ROW-b', {}, [chart('b1', 6, 3), chart('b2', 6, 4)]],
    ['ROW-c', {}, [['COLUMN-c', { width: 4 }, [chart('c1', 3, 5), ['HEADER-c', { text: 'In column' }]]]]],
    [
      'TABS-n',
      {},
      [
        ['TAB-n1', { text: 'One' }, [['ROW-n', {}, [chart('n1', 4, 6)]]]],
        ['TAB-n2', { text: 'Two' }, []],
      ],
    ],
  ]);

const topTabs = () =>
  layoutOf(
    [],
    [
      [
        'TABS-top',
        {},
        [
          [
            'TAB-t1',
            {},
            [
              ['ROW-t', {}, [chart('t1', 4, 1)]],
              ['TABS-in', {}, [['TAB-i1', {}, []]]],
            ],
          ],
          ['TAB-t2', {}, [['ROW-u', {}, [chart('u1', 4, 2)]]]],
        ],
      ],
    ],
  );

describe('moving components', () => {
  it('D5.10 a drop of an existing component moves it; the components it did not touch keep their identity', () => {
    const layout = sample();
    const next = apply(layout, { type: 'move', id: 'CHART-a2', to: { parentId: 'ROW-a', index: 0 } });
    expect(next['ROW-a']?.children).toEqual(['CHART-a2', 'CHART-a1']);
    for (const id of Object.keys(layout).filter((k) => k !== 'ROW-a')) expect(next[id]).toBe(layout[id]);
    // The index counts the parent's children before the move: dropping after the last one puts it last.
    const last = apply(layout, { type: 'move', id: 'CHART-a1', to: { parentId: 'ROW-a', index: 2 } });
    expect(last['ROW-a']?.children).toEqual(['CHART-a2', 'CHART-a1']);
    expect(apply(layout, { type: 'move', id: 'CHART-a1', to: { parentId: 'ROW-a', index: 1 } })).toBe(layout);
  });

  it('D5.10 a chart moved into another row takes its new parents; moved onto the grid it gets a row of its own', () => {
    const layout = sample();
    const next = apply(layout, { type: 'move', id: 'CHART-n1', to: { parentId: 'ROW-a', index: 2 } });
    expect(next['ROW-a']?.children).toEqual(['CHART-a1', 'CHART-a2', 'CHART-n1']);
    expect(next['CHART-n1']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-a']);
    const onGrid = apply(layout, { type: 'move', id: 'CHART-a1', to: { parentId: GRID_ID, index: 0 } });
    const rowId = onGrid[GRID_ID]?.children[0] ?? '';
    expect(onGrid[rowId]).toMatchObject({ type: 'ROW', children: ['CHART-a1'] });
  });

  it('D5.11 an emptied tab is removed after a move, and an emptied tabs container with it', () => {
    const layout = sample();
    const next = apply(layout, { type: 'move', id: 'ROW-n', to: { parentId: 'TAB-n2', index: 0 } });
    expect(next['TAB-n1']).toBeUndefined();
    expect(next['TABS-n']?.children).toEqual(['TAB-n2']);
    const noTabs = apply(layout, { type: 'move', id: 'ROW-n', to: { parentId: GRID_ID, index: 0 } });
    const again = apply(noTabs, { type: 'move', id: 'TAB-n2', to: { parentId: 'TABS-n', index: 0 } });
    expect(again).toBe(noTabs);
    const created = applyLayoutAction(noTabs, {
      type: 'create',
      component: 'TABS',
      to: { parentId: GRID_ID, index: 0 },
    });
    if (!created.ok) throw new Error(created.error);
    const moved = apply(created.layout, {
      type: 'move',
      id: 'TAB-n2',
      to: { parentId: created.created ?? '', index: 1 },
    });
    expect(moved['TABS-n']).toBeUndefined();
    expect(moved[GRID_ID]?.children).not.toContain('TABS-n');
  });

  it('D5.11 emptied top-level tabs go, and the dashboard is on its grid again', () => {
    const layout = topTabs();
    const next = apply(layout, { type: 'move', id: 'ROW-u', to: { parentId: 'TAB-t1', index: 0 } });
    expect(next['TAB-t2']).toBeUndefined();
    expect(next['TABS-top']?.children).toEqual(['TAB-t1']);
  });

  it('D5.12 a move into a row without room for the component is refused and changes nothing', () => {
    const layout = sample();
    const result = applyLayoutAction(layout, { type: 'move', id: 'CHART-b1', to: { parentId: 'ROW-a', index: 0 } });
    expect(result.ok).toBe(true);
    const full = layoutOf([
      ['ROW-f', {}, [chart('f', 12)]],
      ['ROW-g', {}, [chart('g', 3)]],
    ]);
    expect(applyLayoutAction(full, { type: 'move', id: 'CHART-g', to: { parentId: 'ROW-f', index: 0 } })).toEqual({
      ok: false,
      error: NOT_ENOUGH_SPACE,
    });
    // A row as wide as its charts does not fit in a narrower column.
    expect(applyLayoutAction(layout, { type: 'move', id: 'ROW-a', to: { parentId: 'COLUMN-c', index: 0 } })).toEqual({
      ok: false,
      error: LAYOUT_MESSAGES.notEnoughSpace,
    });
    expect(LAYOUT_MESSAGES.notEnoughSpace).toBe(NOT_ENOUGH_SPACE);
  });

  it('D5.13 the first top-level tab moved into nested tabs is refused with the spec message', () => {
    const layout = topTabs();
    expect(applyLayoutAction(layout, { type: 'move', id: 'TAB-t2', to: { parentId: 'TABS-in', index: 0 } })).toEqual({
      ok: false,
      error: 'Can not move top level tab into nested tabs',
    });
    // Reordering top-level tabs stays allowed.
    const reordered = apply(layout, { type: 'move', id: 'TAB-t2', to: { parentId: 'TABS-top', index: 0 } });
    expect(reordered['TABS-top']?.children).toEqual(['TAB-t2', 'TAB-t1']);
  });

  it('a component is never moved into itself, and the root and grid never move', () => {
    const layout = sample();
    expect(applyLayoutAction(layout, { type: 'move', id: 'TABS-n', to: { parentId: 'TAB-n1', index: 0 } })).toEqual({
      ok: false,
      error: LAYOUT_MESSAGES.intoItself,
    });
    expect(applyLayoutAction(layout, { type: 'move', id: GRID_ID, to: { parentId: 'TAB-n1', index: 0 } }).ok).toBe(
      false,
    );
    expect(applyLayoutAction(layout, { type: 'delete', id: ROOT_ID }).ok).toBe(false);
    expect(applyLayoutAction(layout, { type: 'move', id: 'TABS-n', to: { parentId: ROOT_ID, index: 0 } })).toEqual({
      ok: false,
      error: LAYOUT_MESSAGES.invalidDrop,
    });
  });
});

describe('widths and sizes', () => {
  it('D5.15 a row needs the width its children take, a column its widest child, others the minimum', () => {
    const layout = sample();
    expect(minimumWidth(layout, 'ROW-a')).toBe(8);
    expect(minimumWidth(layout, 'ROW-b')).toBe(12);
    expect(minimumWidth(layout, 'COLUMN-c')).toBe(3);
    expect(minimumWidth(layout, 'CHART-a1')).toBe(GRID_MIN_COLUMN_COUNT);
    expect(minimumWidth(layout, 'HEADER-c')).toBe(GRID_MIN_COLUMN_COUNT);
  });

  it('D5.17 a width is kept within 1–12 columns and the free width of its row', () => {
    const layout = sample();
    expect(apply(layout, { type: 'resize', id: 'CHART-a1', width: 20 })['CHART-a1']?.meta.width).toBe(8);
    expect(apply(layout, { type: 'resize', id: 'CHART-a1', width: 0 })['CHART-a1']?.meta.width).toBe(1);
    expect(apply(layout, { type: 'resize', id: 'CHART-b1', width: 7 })).toBe(layout);
    expect(apply(layout, { type: 'resize', id: 'COLUMN-c', width: 1 })['COLUMN-c']?.meta.width).toBe(3);
    const resized = apply(layout, { type: 'resize', id: 'CHART-a1', width: 5 });
    expect(resized['CHART-a1']?.meta.width).toBe(5);
    expect(resized['CHART-a2']).toBe(layout['CHART-a2']);
  });

  it('D5.17 a height is kept within GRID_MIN_ROW_UNITS and GRID_MAX_ROW_UNITS', () => {
    const layout = sample();
    expect(apply(layout, { type: 'resize', id: 'CHART-a1', height: 1 })['CHART-a1']?.meta.height).toBe(
      GRID_MIN_ROW_UNITS,
    );
    expect(apply(layout, { type: 'resize', id: 'CHART-a1', height: 999 })['CHART-a1']?.meta.height).toBe(
      GRID_MAX_ROW_UNITS,
    );
    expect(apply(layout, { type: 'resize', id: 'CHART-a1', height: 30 })['CHART-a1']?.meta.height).toBe(30);
  });
});

describe('deleting and editing components', () => {
  it('D5.18 a deleted chart leaves the layout; a deleted container takes its children', () => {
    const layout = sample();
    const noChart = apply(layout, { type: 'delete', id: 'CHART-a1' });
    expect(noChart['CHART-a1']).toBeUndefined();
    expect(noChart['ROW-a']?.children).toEqual(['CHART-a2']);
    const noColumn = apply(layout, { type: 'delete', id: 'ROW-c' });
    for (const id of ['ROW-c', 'COLUMN-c', 'CHART-c1', 'HEADER-c']) expect(noColumn[id]).toBeUndefined();
    expect(noColumn[GRID_ID]?.children).toEqual(['ROW-a', 'ROW-b', 'TABS-n']);
    const lastTab = apply(apply(layout, { type: 'delete', id: 'TAB-n2' }), { type: 'delete', id: 'TAB-n1' });
    expect(lastTab['TABS-n']).toBeUndefined();
    expect(lastTab['CHART-n1']).toBeUndefined();
  });

  it('D5.18 deleting the top-level tabs puts their content back on the grid', () => {
    const next = apply(topTabs(), { type: 'delete', id: 'TABS-top' });
    expect(next[ROOT_ID]?.children).toEqual([GRID_ID]);
    expect(next[GRID_ID]?.children).toEqual(['ROW-t', 'TABS-in', 'ROW-u']);
    expect(next['CHART-u1']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-u']);
  });

  it('meta edits (header text, markdown code, title override) change only that component; the same meta changes nothing', () => {
    const layout = sample();
    const next = apply(layout, {
      type: 'updateMeta',
      id: 'HEADER-c',
      meta: { text: 'Renamed', headerSize: 'LARGE_HEADER' },
    });
    expect(next['HEADER-c']?.meta).toEqual({ text: 'Renamed', headerSize: 'LARGE_HEADER' });
    expect(next['COLUMN-c']).toBe(layout['COLUMN-c']);
    expect(apply(next, { type: 'updateMeta', id: 'HEADER-c', meta: { text: 'Renamed' } })).toBe(next);
    expect(apply(layout, { type: 'updateMeta', id: 'CHART-a1', meta: { width: 40 } })['CHART-a1']?.meta.width).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  LAYOUT_MESSAGES,
  MARKDOWN_DEFAULT_TEXT,
  ROOT_ID,
  applyLayoutAction,
  computeGridLayout,
  emptyLayout,
  serializePositionJson,
} from '../../../src/core/layout';
import type { DashboardLayout, LayoutAction, LayoutResult } from '../../../src/core/layout';
import { chart, layoutOf } from './layoutFixture';

/** Applies an action that must be accepted. */
function apply(layout: DashboardLayout, action: LayoutAction): Extract<LayoutResult, { ok: true }> {
  const result = applyLayoutAction(layout, action);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}

const twoRows = () =>
  layoutOf([
    ['ROW-a', {}, [chart('a1', 4, 1), chart('a2', 4, 2)]],
    ['ROW-b', {}, [chart('b1', 6, 3), chart('b2', 6, 4)]],
    ['HEADER-h', { text: 'Sales' }],
  ]);

describe('creating components from the builder pane', () => {
  it('D5.09 a chart dropped on the grid is created inside a new row, with Superset-style unique ids', () => {
    const { layout, created } = apply(emptyLayout(), {
      type: 'create',
      component: 'CHART',
      chartId: 9,
      sliceName: 'Revenue',
      to: { parentId: GRID_ID, index: 0 },
    });
    expect(created).toMatch(/^CHART-[A-Za-z0-9_-]{10}$/);
    const rowId = layout[GRID_ID]?.children[0] ?? '';
    expect(rowId).toMatch(/^ROW-/);
    expect(layout[rowId]?.children).toEqual([created]);
    expect(layout[created ?? '']).toMatchObject({ type: 'CHART', parents: [ROOT_ID, GRID_ID, rowId] });
    expect(layout[created ?? '']?.meta).toMatchObject({ chartId: 9, sliceName: 'Revenue' });
    const ids = new Set<string>();
    let current = layout;
    for (let i = 0; i < 100; i += 1) {
      const next = apply(current, { type: 'create', component: 'HEADER', to: { parentId: GRID_ID, index: 0 } });
      ids.add(next.created ?? '');
      current = next.layout;
    }
    expect(ids.size).toBe(100);
  });

  it('D2.21 a new chart, markdown, column and divider take the default chart width; charts the default height', () => {
    let layout = emptyLayout();
    const made: Record<string, string> = {};
    for (const component of ['CHART', 'MARKDOWN', 'COLUMN', 'DIVIDER'] as const) {
      const r = apply(layout, { type: 'create', component, chartId: 3, to: { parentId: GRID_ID, index: 0 } });
      layout = r.layout;
      made[component] = r.created ?? '';
    }
    for (const id of Object.values(made)) expect(layout[id]?.meta.width).toBe(GRID_DEFAULT_CHART_WIDTH);
    expect(GRID_DEFAULT_CHART_WIDTH).toBe(4);
    expect(layout[made.CHART ?? '']?.meta.height).toBe(GRID_DEFAULT_CHART_HEIGHT);
  });

  it("D2.22 D2.23 a new header reads 'New header'; a new tab falls back to 'Tab title'; markdown starts with Superset's text", () => {
    const header = apply(emptyLayout(), { type: 'create', component: 'HEADER', to: { parentId: GRID_ID, index: 0 } });
    expect(header.layout[header.created ?? '']?.meta).toMatchObject({
      text: 'New header',
      headerSize: 'MEDIUM_HEADER',
    });
    const tabs = apply(emptyLayout(), { type: 'create', component: 'TABS', to: { parentId: GRID_ID, index: 0 } });
    const tabId = tabs.layout[tabs.created ?? '']?.children[0] ?? '';
    expect(tabs.layout[tabId]).toMatchObject({
      type: 'TAB',
      meta: { defaultText: 'Tab title', placeholder: 'Tab title' },
    });
    const md = apply(emptyLayout(), { type: 'create', component: 'MARKDOWN', to: { parentId: GRID_ID, index: 0 } });
    expect(md.layout[md.created ?? '']?.meta.code).toBe(MARKDOWN_DEFAULT_TEXT);
    expect(MARKDOWN_DEFAULT_TEXT).toContain('# ✨Header 1');
    const added = apply(tabs.layout, { type: 'addTab', tabsId: tabs.created ?? '' });
    expect(added.layout[tabs.created ?? '']?.children).toEqual([tabId, added.created]);
    expect(added.layout[added.created ?? '']?.meta.defaultText).toBe('Tab title');
  });

  it('D5.20 a chart added without a chart id is refused with the spec message', () => {
    const layout = emptyLayout();
    const result = applyLayoutAction(layout, {
      type: 'create',
      component: 'CHART',
      to: { parentId: GRID_ID, index: 0 },
    });
    expect(result).toEqual({
      ok: false,
      error: 'Sorry, there is no chart definition associated with the chart trying to be added.',
    });
  });

  it('D5.08 new tabs dropped onto the top level wrap the grid content in the first top-level tab', () => {
    const layout = twoRows();
    const { layout: next, created } = apply(layout, {
      type: 'create',
      component: 'TABS',
      to: { parentId: ROOT_ID, index: 0 },
    });
    const tabs = next[created ?? ''];
    expect(next[ROOT_ID]?.children).toEqual([created]);
    expect(next[GRID_ID]?.children).toEqual([]);
    const tabId = tabs?.children[0] ?? '';
    expect(next[tabId]?.children).toEqual(['ROW-a', 'ROW-b', 'HEADER-h']);
    expect(next['CHART-a1']?.parents).toEqual([ROOT_ID, created, tabId, 'ROW-a']);
    // The page still lays out every chart, now in the first top-level tab.
    const ids = (l: DashboardLayout) => computeGridLayout(l, { width: 1200 }).charts.map((c) => c.id);
    expect(ids(next)).toEqual(ids(layout));
    expect(computeGridLayout(next, { width: 1200 }).tabs.map((t) => t.id)).toEqual([created]);
    // Only one top-level tabs container: a second drop there is refused.
    expect(applyLayoutAction(next, { type: 'create', component: 'TABS', to: { parentId: ROOT_ID, index: 0 } }).ok).toBe(
      false,
    );
  });

  it('a tab goes only into tabs, a header never into a row, a row never into a row (isValidChild)', () => {
    const layout = twoRows();
    for (const [component, parentId] of [
      ['TAB', GRID_ID],
      ['HEADER', 'ROW-a'],
      ['ROW', 'ROW-a'],
      ['DIVIDER', 'ROW-a'],
      ['TABS', 'ROW-a'],
      ['CHART', 'CHART-a1'],
    ] as const) {
      const result = applyLayoutAction(layout, { type: 'create', component, chartId: 1, to: { parentId, index: 0 } });
      expect(result, `${component} in ${parentId}`).toEqual({ ok: false, error: LAYOUT_MESSAGES.invalidDrop });
    }
  });

  it('nesting stops at Superset depths: a row fits in tabs on the grid but not in tabs inside a column', () => {
    const layout = layoutOf([
      ['TABS-n', {}, [['TAB-n1', {}, []]]],
      ['ROW-r', {}, [['COLUMN-c', { width: 6 }, [['TABS-c', {}, [['TAB-c1', {}, []]]]]]]],
    ]);
    expect(
      applyLayoutAction(layout, { type: 'create', component: 'ROW', to: { parentId: 'TAB-n1', index: 0 } }).ok,
    ).toBe(true);
    expect(
      applyLayoutAction(layout, { type: 'create', component: 'TABS', to: { parentId: 'TAB-n1', index: 0 } }).ok,
    ).toBe(true);
    expect(
      applyLayoutAction(layout, { type: 'create', component: 'ROW', to: { parentId: 'TAB-c1', index: 0 } }),
    ).toEqual({
      ok: false,
      error: LAYOUT_MESSAGES.invalidDrop,
    });
    // A chart may still go into the nested tab: it is wrapped in a row only where the depth allows it.
    expect(
      applyLayoutAction(layout, { type: 'create', component: 'HEADER', to: { parentId: 'TAB-c1', index: 0 } }).ok,
    ).toBe(true);
  });

  it('D5.12 a new chart dropped into a full row is refused; into a row with less free width it narrows to fit', () => {
    const layout = twoRows();
    expect(
      applyLayoutAction(layout, {
        type: 'create',
        component: 'CHART',
        chartId: 5,
        to: { parentId: 'ROW-b', index: 0 },
      }),
    ).toEqual({
      ok: false,
      error:
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    });
    const narrowed = layoutOf([['ROW-x', {}, [chart('x', 10)]]]);
    const r = apply(narrowed, { type: 'create', component: 'CHART', chartId: 5, to: { parentId: 'ROW-x', index: 1 } });
    expect(r.layout[r.created ?? '']?.meta.width).toBe(2);
  });
});

describe('the saved form of a layout', () => {
  it('position_json carries the version key and every component with its parents from the root', () => {
    const { layout } = apply(twoRows(), { type: 'move', id: 'CHART-b1', to: { parentId: 'ROW-a', index: 0 } });
    const broken = { ...layout, 'CHART-b1': { ...(layout['CHART-b1'] as DashboardLayout[string]), parents: ['x'] } };
    const saved = JSON.parse(serializePositionJson(broken)) as Record<string, { parents?: string[] }>;
    expect(saved.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(saved['CHART-b1']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-a']);
    expect(saved[ROOT_ID]?.parents).toBeUndefined();
  });
});

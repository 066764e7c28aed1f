import { describe, expect, it } from 'vitest';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  chartIdsOf,
  computeGridLayout,
  parsePositionJson,
  withUnplacedCharts,
} from '../../../src/core/layout';

const WIDTH = 12 * 64 + 11 * 16;

const placedOne = {
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
  'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 7, width: 6, height: 30 } },
};

const tabbed = {
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-t'] },
  'TABS-t': { type: 'TABS', id: 'TABS-t', children: ['TAB-1', 'TAB-2'], parents: ['ROOT_ID'] },
  'TAB-1': { type: 'TAB', id: 'TAB-1', children: [], parents: ['ROOT_ID', 'TABS-t'], meta: { text: 'One' } },
  'TAB-2': { type: 'TAB', id: 'TAB-2', children: [], parents: ['ROOT_ID', 'TABS-t'], meta: { text: 'Two' } },
};

describe("a dashboard's charts missing from its layout (Superset's dashboard hydration)", () => {
  it('a chart saved into a new dashboard (position_json null) is laid out at the default size, so the dashboard shows it', () => {
    const layout = withUnplacedCharts(parsePositionJson(null), [12]);
    expect(chartIdsOf(layout)).toEqual([12]);
    const grid = computeGridLayout(layout, { width: WIDTH });
    expect(grid.charts).toHaveLength(1);
    const chart = Object.values(layout).find((c) => c.type === 'CHART');
    expect(chart?.meta).toMatchObject({ width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT });
  });

  it('charts not placed are appended after the placed ones in new rows of three; the placed ones keep their place', () => {
    const layout = withUnplacedCharts(parsePositionJson(placedOne), [7, 1, 2, 3, 4]);
    expect(chartIdsOf(layout).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 7]);
    const grid = layout[GRID_ID]?.children ?? [];
    expect(grid[0]).toBe('ROW-a');
    expect(grid).toHaveLength(3);
    const rows = grid.slice(1).map((id) => layout[id]?.children.map((c) => layout[c]?.meta.chartId));
    expect(rows).toEqual([[1, 2, 3], [4]]);
    for (const id of grid.slice(1)) expect(layout[id]?.parents).toEqual(['ROOT_ID', GRID_ID]);
  });

  it('with tabs at the top, the unplaced charts go into the first tab, as Superset puts them', () => {
    const layout = withUnplacedCharts(parsePositionJson(tabbed), [5]);
    const [row] = layout['TAB-1']?.children ?? [];
    expect(row).toBeDefined();
    expect(layout[row ?? '']?.parents).toEqual(['ROOT_ID', 'TABS-t', 'TAB-1']);
    expect(layout[layout[row ?? '']?.children[0] ?? '']?.meta.chartId).toBe(5);
  });

  it('a layout that places every chart is handed back as it is (the page does not redraw)', () => {
    const layout = parsePositionJson(placedOne);
    expect(withUnplacedCharts(layout, [7])).toBe(layout);
    expect(withUnplacedCharts(layout, [])).toBe(layout);
  });

  it('new row ids never collide with the rows already there', () => {
    const once = withUnplacedCharts(parsePositionJson(null), [1]);
    const twice = withUnplacedCharts(once, [1, 2]);
    expect(chartIdsOf(twice).sort()).toEqual([1, 2]);
    expect(twice[GRID_ID]?.children).toHaveLength(2);
  });
});

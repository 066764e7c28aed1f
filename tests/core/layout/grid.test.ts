import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTAINER_HEIGHT,
  GRID_GUTTER_SIZE,
  TAB_BAR_HEIGHT,
  columnSpanWidth,
  computeGridLayout,
  layoutFromChartIds,
  parsePositionJson,
  chartIdsOf,
  componentsInBand,
} from '../../../src/core/layout';

// 12 columns of 64 px with 11 gutters of 16 px.
const WIDTH = 12 * 64 + 11 * 16;

const example = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: {
    type: 'GRID',
    id: 'GRID_ID',
    children: ['HEADER-h', 'ROW-a1', 'DIVIDER-d', 'ROW-b'],
    parents: ['ROOT_ID'],
  },
  HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'Sales' } },
  'HEADER-h': { type: 'HEADER', id: 'HEADER-h', children: [], meta: { text: 'Top', headerSize: 'SMALL_HEADER' } },
  'ROW-a1': { type: 'ROW', id: 'ROW-a1', children: ['CHART-c1', 'MARKDOWN-m1'], meta: {} },
  'CHART-c1': { type: 'CHART', id: 'CHART-c1', children: [], meta: { chartId: 42, width: 8, height: 50 } },
  'MARKDOWN-m1': { type: 'MARKDOWN', id: 'MARKDOWN-m1', children: [], meta: { width: 4, height: 30, code: '# Notes' } },
  'DIVIDER-d': { type: 'DIVIDER', id: 'DIVIDER-d', children: [] },
  'ROW-b': { type: 'ROW', id: 'ROW-b', children: ['COLUMN-c'], meta: {} },
  'COLUMN-c': { type: 'COLUMN', id: 'COLUMN-c', children: ['CHART-c2', 'CHART-c3'], meta: { width: 6 } },
  'CHART-c2': { type: 'CHART', id: 'CHART-c2', children: [], meta: { chartId: 2, width: 3, height: 20 } },
  'CHART-c3': { type: 'CHART', id: 'CHART-c3', children: [], meta: { chartId: 3, width: 4, height: 10 } },
};

function rectOf(id: string, layout = computeGridLayout(parsePositionJson(JSON.stringify(example)), { width: WIDTH })) {
  const found = layout.components.find((c) => c.id === id);
  if (!found) throw new Error(`${id} not placed`);
  return found.rect;
}

describe('grid columns', () => {
  it('spans n columns with n-1 gutters (12 columns, gutter 16)', () => {
    expect(columnSpanWidth(WIDTH, 1)).toBe(64);
    expect(columnSpanWidth(WIDTH, 4)).toBe(4 * 64 + 3 * 16);
    expect(columnSpanWidth(WIDTH, 12)).toBe(WIDTH);
  });
});

describe('computeGridLayout', () => {
  it('stacks grid children with a gutter and sizes headers by headerSize', () => {
    expect(rectOf('HEADER-h')).toEqual({ x: 0, y: 0, width: WIDTH, height: 32 });
    expect(rectOf('ROW-a1').y).toBe(32 + GRID_GUTTER_SIZE);
  });

  it('places row children side by side; chart height is meta.height × GRID_BASE_UNIT', () => {
    const chart = rectOf('CHART-c1');
    expect(chart).toEqual({ x: 0, y: 48, width: 8 * 64 + 7 * 16, height: 400 });
    const md = rectOf('MARKDOWN-m1');
    expect(md.x).toBe(chart.width + GRID_GUTTER_SIZE);
    expect(md.width).toBe(4 * 64 + 3 * 16);
    expect(rectOf('ROW-a1').height).toBe(400);
  });

  it('gives charts in a column the column width and stacks them', () => {
    const col = rectOf('COLUMN-c');
    const c2 = rectOf('CHART-c2');
    const c3 = rectOf('CHART-c3');
    expect(c2.width).toBe(col.width);
    expect(c3.width).toBe(6 * 64 + 5 * 16);
    expect(c3.y).toBe(c2.y + 160 + GRID_GUTTER_SIZE);
    expect(col.height).toBe(160 + GRID_GUTTER_SIZE + 80);
  });

  it('lists charts with their chartId and the total height', () => {
    const grid = computeGridLayout(parsePositionJson(example), { width: WIDTH });
    expect(grid.charts.map((c) => c.meta.chartId)).toEqual([42, 2, 3]);
    expect(grid.height).toBe(rectOf('ROW-b').y + rectOf('ROW-b').height);
  });

  it('does not let a row overflow the 12 columns', () => {
    const layout = parsePositionJson({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-x'] },
      'ROW-x': { type: 'ROW', id: 'ROW-x', children: ['CHART-1', 'CHART-2'] },
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 1, width: 10, height: 10 } },
      'CHART-2': { type: 'CHART', id: 'CHART-2', meta: { chartId: 2, width: 6, height: 10 } },
    });
    const [a, b] = computeGridLayout(layout, { width: WIDTH }).charts;
    expect(b && a && b.rect.x + b.rect.width).toBeLessThanOrEqual(WIDTH);
  });

  it('shows the first tab of a TABS component unless another is chosen, and hides the rest', () => {
    const layout = parsePositionJson({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-t'] },
      'TABS-t': { type: 'TABS', id: 'TABS-t', children: ['TAB-1', 'TAB-2'] },
      'TAB-1': { type: 'TAB', id: 'TAB-1', children: ['ROW-1'], meta: { text: 'First' } },
      'TAB-2': { type: 'TAB', id: 'TAB-2', children: ['ROW-2'], meta: { text: '' } },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'] },
      'ROW-2': { type: 'ROW', id: 'ROW-2', children: ['CHART-2'] },
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 1, width: 4, height: 50 } },
      'CHART-2': { type: 'CHART', id: 'CHART-2', meta: { chartId: 2, width: 4, height: 50 } },
    });
    const first = computeGridLayout(layout, { width: WIDTH });
    expect(first.charts.map((c) => c.meta.chartId)).toEqual([1]);
    expect(first.charts[0]?.rect.y).toBe(TAB_BAR_HEIGHT + GRID_GUTTER_SIZE);
    expect(first.tabs[0]?.tabs).toEqual([
      { id: 'TAB-1', title: 'First' },
      { id: 'TAB-2', title: 'Tab title' },
    ]);
    const second = computeGridLayout(layout, { width: WIDTH, activeTabs: { 'TABS-t': 'TAB-2' } });
    expect(second.charts.map((c) => c.meta.chartId)).toEqual([2]);
  });

  it('an empty row or column takes the height asked for (edit mode shows it as a drop area), none by default', () => {
    const layout = parsePositionJson({
      ...example,
      GRID_ID: { ...example.GRID_ID, children: ['ROW-e', 'ROW-f', 'HEADER-h'] },
      'ROW-e': { type: 'ROW', id: 'ROW-e', children: [], meta: {} },
      'ROW-f': { type: 'ROW', id: 'ROW-f', children: ['COLUMN-e'], meta: {} },
      'COLUMN-e': { type: 'COLUMN', id: 'COLUMN-e', children: [], meta: { width: 4 } },
    });
    const viewed = computeGridLayout(layout, { width: WIDTH });
    expect(rectOf('ROW-e', viewed).height).toBe(0);
    const edited = computeGridLayout(layout, { width: WIDTH, emptyContainerHeight: EMPTY_CONTAINER_HEIGHT });
    expect(EMPTY_CONTAINER_HEIGHT).toBeGreaterThanOrEqual(GRID_GUTTER_SIZE * 3);
    expect(rectOf('ROW-e', edited).height).toBe(EMPTY_CONTAINER_HEIGHT);
    // The row holding an empty column is as tall as the column; what follows sits below both.
    expect(rectOf('COLUMN-e', edited).height).toBe(EMPTY_CONTAINER_HEIGHT);
    expect(rectOf('ROW-f', edited).height).toBe(EMPTY_CONTAINER_HEIGHT);
    expect(rectOf('HEADER-h', edited).y).toBe(2 * (EMPTY_CONTAINER_HEIGHT + GRID_GUTTER_SIZE));
  });

  it('survives a cycle in the component tree', () => {
    const layout = parsePositionJson({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['COLUMN-1'] },
      'COLUMN-1': { type: 'COLUMN', id: 'COLUMN-1', children: ['ROW-1', 'CHART-1'], meta: { width: 4 } },
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 1, width: 4, height: 10 } },
    });
    expect(computeGridLayout(layout, { width: WIDTH }).charts).toHaveLength(1);
  });
});

describe('parsePositionJson', () => {
  it('returns an empty ROOT/GRID layout for empty, invalid or missing JSON', () => {
    for (const input of ['', 'not json', null, undefined]) {
      const layout = parsePositionJson(input);
      expect(layout.ROOT_ID?.children).toEqual(['GRID_ID']);
      expect(layout.GRID_ID?.children).toEqual([]);
    }
  });

  it('drops the version key and components of unknown type', () => {
    const layout = parsePositionJson({ DASHBOARD_VERSION_KEY: 'v2', X: { type: 'NOPE', id: 'X' } });
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
  });

  it('lays out position-less dashboards in rows of three default-size charts', () => {
    const layout = layoutFromChartIds([1, 2, 3, 4]);
    expect(chartIdsOf(layout)).toEqual([1, 2, 3, 4]);
    const grid = computeGridLayout(layout, { width: WIDTH });
    expect(grid.charts.map((c) => c.rect.y)).toEqual([0, 0, 0, 400 + GRID_GUTTER_SIZE]);
  });
});

describe('componentsInBand', () => {
  it('finds the charts overlapping a vertical band of the grid', () => {
    const grid = computeGridLayout(layoutFromChartIds([1, 2, 3, 4, 5, 6, 7]), { width: WIDTH });
    const ids = componentsInBand(grid.charts, 500, 600);
    expect(ids).toEqual(['CHART-4', 'CHART-5', 'CHART-6']);
  });
});

import { describe, expect, it } from 'vitest';
import { computeGridLayout, emptyLayout, parsePositionJson } from '../../../src/core/layout';
import type { DashboardLayout } from '../../../src/core/layout';
import { DROP_INDICATOR_SIZE, dropAtPoint, dropSpotsFor, indicatorFor } from '../../../src/core/layout';

// 12 columns of 64 px with 11 gutters of 16 px.
const WIDTH = 12 * 64 + 11 * 16;

const layout: DashboardLayout = parsePositionJson({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['HEADER-h', 'ROW-a', 'ROW-e'], parents: ['ROOT_ID'] },
  'HEADER-h': { type: 'HEADER', id: 'HEADER-h', children: [], meta: { text: 'Top', headerSize: 'SMALL_HEADER' } },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-2': { type: 'CHART', id: 'CHART-2', children: [], meta: { chartId: 2, width: 4, height: 50 } },
  'ROW-e': { type: 'ROW', id: 'ROW-e', children: [], meta: {} },
});

const grid = computeGridLayout(layout, { width: WIDTH });
const rectOf = (id: string) => {
  const c = grid.components.find((x) => x.id === id);
  if (!c) throw new Error(`${id} not placed`);
  return c.rect;
};

describe('D5.16 drop indicators from the pointer', () => {
  it('D5.16 a chart over the left half of a chart in a row goes before it: a vertical bar in the gutter', () => {
    const r = rectOf('CHART-2');
    const place = dropAtPoint(grid.components, layout, { type: 'CHART' }, { x: r.x + 10, y: r.y + 10 }, WIDTH);
    expect(place?.spot).toEqual({ parentId: 'ROW-a', index: 1 });
    expect(place?.position).toBe('before');
    expect(place?.indicator.width).toBe(DROP_INDICATOR_SIZE);
    expect(place?.indicator.x).toBeLessThan(r.x);
    expect(place?.indicator.x).toBeGreaterThan(rectOf('CHART-1').x + rectOf('CHART-1').width - 1);
  });

  it('D5.16 a chart over the right half of the last chart of a row goes after it', () => {
    const r = rectOf('CHART-2');
    const place = dropAtPoint(grid.components, layout, { type: 'CHART' }, { x: r.x + r.width - 5, y: r.y + 5 }, WIDTH);
    expect(place?.spot).toEqual({ parentId: 'ROW-a', index: 2 });
    expect(place?.position).toBe('after');
  });

  it('D5.16 a header over a chart goes into the grid before or after the row, a horizontal bar across the grid', () => {
    const row = rectOf('ROW-a');
    const above = dropAtPoint(grid.components, layout, { type: 'HEADER' }, { x: 20, y: row.y + 5 }, WIDTH);
    expect(above?.spot).toEqual({ parentId: 'GRID_ID', index: 1 });
    expect(above?.indicator.height).toBe(DROP_INDICATOR_SIZE);
    expect(above?.indicator.y).toBeLessThan(row.y);
    const below = dropAtPoint(grid.components, layout, { type: 'HEADER' }, { x: 20, y: row.y + row.height - 5 }, WIDTH);
    expect(below?.spot).toEqual({ parentId: 'GRID_ID', index: 2 });
  });

  it('D5.16 a chart dropped inside an empty row goes inside it: the indicator outlines the row', () => {
    const grown = computeGridLayout(layout, { width: WIDTH });
    // An empty row has no height of its own; the gutter under its top edge takes the drop.
    const r = rectOf('ROW-e');
    const place = dropAtPoint(grown.components, layout, { type: 'CHART' }, { x: r.x + 5, y: r.y + 10 }, WIDTH);
    expect(place?.spot.parentId).toBe('ROW-e');
    expect(place?.spot.index).toBe(0);
  });

  it('D5.16 a row cannot go inside a row: it goes between the grid rows', () => {
    const r = rectOf('CHART-1');
    const place = dropAtPoint(grid.components, layout, { type: 'ROW' }, { x: r.x + 5, y: r.y + r.height - 5 }, WIDTH);
    expect(place?.spot.parentId).toBe('GRID_ID');
  });

  it('D5.16 below everything the drop goes to the end of the grid', () => {
    const place = dropAtPoint(grid.components, layout, { type: 'DIVIDER' }, { x: 10, y: grid.height + 200 }, WIDTH);
    expect(place?.spot).toEqual({ parentId: 'GRID_ID', index: 3 });
    expect(place?.position).toBe('after');
  });

  it('D5.16 a component moved next to itself has no place; nor into itself', () => {
    const r = rectOf('CHART-1');
    expect(
      dropAtPoint(grid.components, layout, { type: 'CHART', id: 'CHART-1' }, { x: r.x + 5, y: r.y + 5 }, WIDTH),
    ).toBeNull();
    const row = rectOf('ROW-a');
    const place = dropAtPoint(
      grid.components,
      layout,
      { type: 'ROW', id: 'ROW-a' },
      { x: row.x + 5, y: row.y + row.height - 5 },
      WIDTH,
    );
    expect(place?.spot.parentId).not.toBe('ROW-a');
  });

  it('D5.16 on an empty dashboard the drop goes into the grid with a bar across its top', () => {
    const empty = emptyLayout();
    const g = computeGridLayout(empty, { width: WIDTH });
    const place = dropAtPoint(g.components, empty, { type: 'ROW' }, { x: 30, y: 30 }, WIDTH);
    expect(place?.spot).toEqual({ parentId: 'GRID_ID', index: 0 });
    expect(place?.indicator.width).toBe(WIDTH);
  });
});

describe('D5.16 drops the layout would refuse', () => {
  const full = parsePositionJson({
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-f'] },
    'ROW-f': { type: 'ROW', id: 'ROW-f', children: ['CHART-a', 'CHART-b'], meta: {} },
    'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 1, width: 6, height: 50 } },
    'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: 2, width: 6, height: 50 } },
  });
  const g = computeGridLayout(full, { width: WIDTH });

  it('D5.16 a chart over a full row is offered a new row on the grid, not a place in the row', () => {
    const r = g.components.find((c) => c.id === 'CHART-b')?.rect;
    if (!r) throw new Error('CHART-b not placed');
    const place = dropAtPoint(g.components, full, { type: 'CHART' }, { x: r.x + 10, y: r.y + r.height - 10 }, WIDTH);
    expect(place?.spot).toEqual({ parentId: 'GRID_ID', index: 1 });
    expect(dropSpotsFor(full, { type: 'CHART' }).some((s) => s.parentId === 'ROW-f')).toBe(false);
  });
});

describe('D5.16 keyboard drop targets', () => {
  it('D5.16 a new chart can go between the row siblings, at the row ends, into the empty row and onto the grid', () => {
    const spots = dropSpotsFor(layout, { type: 'CHART' });
    expect(spots).toContainEqual({ parentId: 'ROW-a', index: 0 });
    expect(spots).toContainEqual({ parentId: 'ROW-a', index: 1 });
    expect(spots).toContainEqual({ parentId: 'ROW-a', index: 2 });
    expect(spots).toContainEqual({ parentId: 'ROW-e', index: 0 });
    expect(spots).toContainEqual({ parentId: 'GRID_ID', index: 3 });
  });

  it('D5.16 a moved chart is not offered the spots on either side of itself', () => {
    const spots = dropSpotsFor(layout, { type: 'CHART', id: 'CHART-1' });
    expect(spots).not.toContainEqual({ parentId: 'ROW-a', index: 0 });
    expect(spots).not.toContainEqual({ parentId: 'ROW-a', index: 1 });
    expect(spots).toContainEqual({ parentId: 'ROW-a', index: 2 });
  });

  it('D5.16 a moved row is offered no spot inside itself; a header none inside a row', () => {
    expect(dropSpotsFor(layout, { type: 'ROW', id: 'ROW-a' }).some((s) => s.parentId === 'ROW-a')).toBe(false);
    expect(dropSpotsFor(layout, { type: 'HEADER' }).every((s) => s.parentId === 'GRID_ID')).toBe(true);
  });

  it('D5.16 the indicator of a keyboard spot: a bar between siblings, the outline of an empty container', () => {
    const between = indicatorFor(grid.components, layout, { parentId: 'GRID_ID', index: 1 }, WIDTH);
    expect(between.position).toBe('before');
    expect(between.indicator.height).toBe(DROP_INDICATOR_SIZE);
    const last = indicatorFor(grid.components, layout, { parentId: 'ROW-a', index: 2 }, WIDTH);
    expect(last.position).toBe('after');
    expect(last.indicator.x).toBeGreaterThan(rectOf('CHART-2').x + rectOf('CHART-2').width - 1);
  });
});

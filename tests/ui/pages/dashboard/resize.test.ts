import { describe, expect, it } from 'vitest';
import { parsePositionJson } from '../../../../src/core/layout';
import {
  keyboardResized,
  resizeBounds,
  resizeEdges,
  resizedSize,
} from '../../../../src/ui/pages/dashboard/edit/resize';

const WIDTH = 12 * 64 + 11 * 16; // a column and its gutter are 80 px
const layout = parsePositionJson({
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-2': { type: 'CHART', id: 'CHART-2', children: [], meta: { chartId: 2, width: 5, height: 50 } },
});
const bounds = resizeBounds(layout, 'CHART-1');

describe('D5.17 resize by dragging', () => {
  it('D5.17 the right edge sets the width in whole grid columns', () => {
    expect(resizedSize({ width: 4, height: 50 }, { dx: 165, dy: 40 }, 'right', WIDTH, bounds)).toEqual({
      width: 6,
      height: 50,
    });
  });

  it('D5.17 the bottom edge sets the height in 8 px units; the corner both', () => {
    expect(resizedSize({ width: 4, height: 50 }, { dx: 200, dy: 80 }, 'bottom', WIDTH, bounds)).toEqual({
      width: 4,
      height: 60,
    });
    expect(resizedSize({ width: 4, height: 50 }, { dx: 80, dy: -16 }, 'corner', WIDTH, bounds)).toEqual({
      width: 5,
      height: 48,
    });
  });

  it('D5.17 the width stays within the columns the row leaves free and the minimum; height within 5–100 units', () => {
    expect(bounds).toEqual({ minWidth: 1, maxWidth: 7, minHeight: 5, maxHeight: 100 });
    expect(resizedSize({ width: 4, height: 50 }, { dx: 2000, dy: 2000 }, 'corner', WIDTH, bounds)).toEqual({
      width: 7,
      height: 100,
    });
    expect(resizedSize({ width: 4, height: 50 }, { dx: -2000, dy: -2000 }, 'corner', WIDTH, bounds)).toEqual({
      width: 1,
      height: 5,
    });
  });

  it('D5.17 arrow keys on a handle step a column or a unit (ten with Shift), within the bounds', () => {
    expect(keyboardResized({ width: 4, height: 50 }, 'ArrowRight', false, 'right', bounds)).toEqual({
      width: 5,
      height: 50,
    });
    expect(keyboardResized({ width: 4, height: 50 }, 'ArrowDown', true, 'bottom', bounds)).toEqual({
      width: 4,
      height: 60,
    });
    expect(keyboardResized({ width: 4, height: 50 }, 'ArrowDown', false, 'right', bounds)).toBeNull();
    expect(keyboardResized({ width: 7, height: 100 }, 'ArrowRight', false, 'corner', bounds)).toEqual({
      width: 7,
      height: 100,
    });
  });

  it('D5.17 charts and markdown have three handles, a column its right edge, a header none', () => {
    expect(resizeEdges('CHART')).toEqual(['right', 'bottom', 'corner']);
    expect(resizeEdges('COLUMN')).toEqual(['right']);
    expect(resizeEdges('HEADER')).toEqual([]);
  });
});

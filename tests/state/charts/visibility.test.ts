import { describe, expect, it } from 'vitest';
import { chartVisibility } from '../../../src/state/charts';
import type { PlacedComponent } from '../../../src/core/layout';

const chart = (id: string, y: number, height = 100): PlacedComponent => ({
  id,
  type: 'CHART',
  parentId: null,
  rect: { x: 0, y, width: 100, height },
  meta: {},
});

describe('one visibility mechanism: near / visible / far from the grid and the scroll position', () => {
  const charts = [chart('a', 0), chart('b', 950), chart('c', 1500), chart('d', 2900), chart('e', 3100)];

  it('a chart overlapping the screen is visible, within a screen above or below is near, further is far', () => {
    const seen = chartVisibility(charts, 0, 1000);
    expect(Object.fromEntries(seen)).toEqual({ a: 'visible', b: 'visible', c: 'near', d: 'far', e: 'far' });
  });

  it('scrolling moves the bands: what was visible above becomes near, then far', () => {
    expect(Object.fromEntries(chartVisibility(charts, 1000, 1000))).toEqual({
      a: 'near',
      b: 'visible',
      c: 'visible',
      d: 'near',
      e: 'far',
    });
    expect(Object.fromEntries(chartVisibility(charts, 2300, 1000))).toEqual({
      a: 'far',
      b: 'far',
      c: 'near',
      d: 'visible',
      e: 'visible',
    });
  });
});

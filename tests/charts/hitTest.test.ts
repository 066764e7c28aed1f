import { describe, expect, it } from 'vitest';
import type { MarkLayer } from '../../src/charts/model';
import { markAt } from '../../src/charts/renderer/hitTest';

/** The plot: 200 × 100 CSS pixels at (50, 20); marks are normalised, y up. */
const plot = { left: 50, top: 20, width: 200, height: 100 };
/** The pointer at plot pixels (x, y) up from the plot's bottom-left corner, in the plot's (y down) coordinates. */
const at = (x: number, y: number): [number, number] => [plot.left + x, plot.top + plot.height - y];

/** Polygons, one a ring each; with `holes`, one polygon whose rings after the first start at those vertices. */
const polygon = (id: string, rings: number[][], holes?: number[]): MarkLayer & { kind: 'polygon' } => {
  const flat = rings.flat();
  const starts: number[] = [];
  let v = 0;
  for (const ring of rings) {
    starts.push(v);
    v += ring.length / 2;
  }
  const count = holes ? 1 : rings.length;
  return {
    kind: 'polygon',
    id,
    count,
    positions: new Float32Array(flat),
    startIndices: new Uint32Array(starts.slice(0, count)),
    ...(holes ? { holeIndices: new Uint32Array(holes) } : {}),
    colors: new Uint8Array((flat.length / 2) * 4),
    series: new Uint32Array(count),
    datum: new Uint32Array(count).map((_, i) => i),
  };
};

const points = (xy: number[], radiusPx: number, radii?: number[]): MarkLayer => ({
  kind: 'point',
  id: 'points',
  count: xy.length / 2,
  positions: new Float32Array(xy),
  colors: new Uint8Array(xy.length * 2),
  radiusPx,
  ...(radii ? { radii: new Float32Array(radii) } : {}),
  series: new Uint32Array(xy.length / 2),
  datum: new Uint32Array(xy.length / 2).map((_, i) => i),
});

const path = (xy: number[], widthPx: number): MarkLayer => ({
  kind: 'path',
  id: 'line',
  count: 1,
  positions: new Float32Array(xy),
  startIndices: new Uint32Array([0]),
  colors: new Uint8Array(xy.length * 2),
  widthPx,
  series: new Uint32Array([0]),
});

describe('D11.01 X9.01 the mark under the pointer, from a chart’s own marks', () => {
  it('a bar is hit inside, and within the radius of its edge; an L-shaped area not in its notch', () => {
    // A bar over the left quarter, full height; an L over the right half: its foot 10 px high, its upright at the end.
    const bar = [0, 0, 0.25, 0, 0.25, 1, 0, 1];
    const area = [0.5, 0, 1, 0, 1, 1, 0.9, 1, 0.9, 0.1, 0.5, 0.1];
    const layers = [polygon('bars', [bar, area])];
    expect(markAt(layers, plot, ...at(25, 50), 0)).toMatchObject({ index: 0 });
    expect(markAt(layers, plot, ...at(52, 50), 4)).toMatchObject({ index: 0 });
    expect(markAt(layers, plot, ...at(60, 50), 4)).toBeNull();
    expect(markAt(layers, plot, ...at(150, 5), 0)).toMatchObject({ index: 1 });
    expect(markAt(layers, plot, ...at(150, 50), 4)).toBeNull();
    expect(markAt(layers, plot, ...at(190, 50), 0)).toMatchObject({ index: 1 });
  });

  it('a donut’s hole is not the slice, but the ring around it is', () => {
    const outer = [0, 0, 1, 0, 1, 1, 0, 1];
    const hole = [0.25, 0.25, 0.75, 0.25, 0.75, 0.75, 0.25, 0.75];
    const donut = [polygon('donut', [outer, hole], [4])];
    expect(markAt(donut, plot, ...at(100, 50), 4)).toBeNull();
    expect(markAt(donut, plot, ...at(20, 50), 0)).toMatchObject({ index: 0 });
    expect(markAt(donut, plot, ...at(52, 50), 4)).toMatchObject({ index: 0 });
  });

  it('points by their own radius or the layer’s, the nearest within the pick radius, the one drawn last on a tie', () => {
    const layer = points([0.1, 0.5, 0.2, 0.5, 0.2, 0.5], 3, [3, 10, 10]);
    // 12 px right of the first point's centre: outside it (radius 3) but inside the second's disc (radius 10, 8 px).
    expect(markAt([layer], plot, ...at(32, 50), 0)).toMatchObject({ index: 2 });
    expect(markAt([layer], plot, ...at(20, 52), 0)).toMatchObject({ index: 0 });
    expect(markAt([layer], plot, ...at(20, 56), 0)).toBeNull();
    expect(markAt([layer], plot, ...at(20, 56), 4)).toMatchObject({ index: 0 });
    expect(markAt([layer], plot, ...at(20, 58), 4)).toBeNull();
    const over = points([0.1, 0.5], 3);
    expect(markAt([layer, over], plot, ...at(20, 50), 0)?.marks).toBe(over);
  });

  it('a line by the width of its stroke, at its segments not only its vertices', () => {
    const line = [path([0, 0, 0.5, 1, 1, 0], 6)];
    // The segment from (0, 0) to (100, 100) in plot pixels: (40, 44) is 2.8 px off it, inside the 3 px half-width.
    expect(markAt(line, plot, ...at(40, 44), 0)).toMatchObject({ index: 0 });
    expect(markAt(line, plot, ...at(40, 48), 0)).toBeNull();
    expect(markAt(line, plot, ...at(40, 48), 4)).toMatchObject({ index: 0 });
    expect(markAt(line, plot, ...at(40, 52), 4)).toBeNull();
  });

  it('nothing outside the plot, where marks are clipped', () => {
    const layer = points([0, 0.5], 10);
    expect(markAt([layer], plot, ...at(2, 50), 0)).toMatchObject({ index: 0 });
    expect(markAt([layer], plot, ...at(-2, 50), 4)).toBeNull();
  });
});

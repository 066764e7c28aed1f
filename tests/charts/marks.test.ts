import { describe, expect, it } from 'vitest';
import { PathBuilder, PointBuilder, PolygonBuilder } from '../../src/charts/plugins/xy/marks';
import type { RGBA } from '../../src/charts/model';

const RED: RGBA = [255, 0, 0, 255];
const BLUE: RGBA = [0, 0, 255, 128];

describe('mark builders', () => {
  it('path: vertices added one by one make the same layer as a flat polyline', () => {
    const flat = new PathBuilder();
    flat.add([0, 0, 0.5, 0.25, 1, 1], RED, 0);
    const points = new PathBuilder();
    points.point(0, 0);
    points.point(0.5, 0.25);
    points.point(1, 1);
    points.end(RED, 0);
    expect(points.build('lines', 2)).toEqual(flat.build('lines', 2));
  });

  it('path: a run of one point is dropped, and the next path starts where it was', () => {
    const b = new PathBuilder();
    b.point(0.1, 0.1);
    b.end(RED, 0);
    b.end(RED, 0);
    b.add([0, 0, 1, 1], BLUE, 1);
    const layer = b.build('lines', 2);
    expect(layer.count).toBe(1);
    expect(Array.from(layer.positions)).toEqual([0, 0, 1, 1]);
    expect(layer.kind === 'path' && Array.from(layer.startIndices)).toEqual([0]);
    expect(Array.from(layer.colors)).toEqual([...BLUE, ...BLUE]);
    expect(Array.from(layer.series)).toEqual([1]);
  });

  it('arrays grow past their first size and are handed out at their exact length', () => {
    const b = new PointBuilder();
    for (let i = 0; i < 1000; i += 1) b.add(i / 1000, 1 - i / 1000, i % 2 ? RED : BLUE, i % 3, i);
    const layer = b.build('points', 3);
    expect(layer.positions).toHaveLength(2000);
    expect(layer.colors).toHaveLength(4000);
    expect(layer.series).toHaveLength(1000);
    expect(layer.positions[1998]).toBeCloseTo(0.999, 6);
    expect(Array.from(layer.colors.subarray(3996))).toEqual(RED);
    expect(layer.kind === 'point' && layer.datum[999]).toBe(999);
  });

  it('positions are the float32 values of what was added', () => {
    const b = new PolygonBuilder();
    b.rect(0.1, 0.2, 0.3, 0.7, RED, 0, 4);
    expect(Array.from(b.build('bars').positions)).toEqual(
      Array.from(new Float32Array([0.1, 0.2, 0.3, 0.2, 0.3, 0.7, 0.1, 0.7, 0.1, 0.2])),
    );
  });
});

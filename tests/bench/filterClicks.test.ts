import { describe, expect, it } from 'vitest';
import { clickFigure, pathRow, sliceAim } from '../../bench/filters/clicks';

describe('the cross-filter browser bench', () => {
  it('times a click to its last repaint and counts only the long tasks overlapping it', () => {
    const tasks: [number, number][] = [
      [900, 60], // ends before the click
      [990, 70], // runs into it
      [1020, 55],
      [1200, 80], // after the last repaint
    ];
    expect(clickFigure(1000, [1010, 1045.5, 1030], tasks)).toEqual({ ms: 45.5, longTasks: 2, longestTaskMs: 70 });
    expect(clickFigure(1000, [1010], [])).toEqual({ ms: 10, longTasks: 0, longestTaskMs: 0 });
  });

  it("a path's row: p50, p95 and max of its clicks, its long tasks summed and the longest", () => {
    const clicks = [5, 1, 4, 2, 3, 20, 6, 7, 8, 9].map((ms, i) => ({
      ms,
      longTasks: i === 5 ? 2 : 0,
      longestTaskMs: i === 5 ? 61 : 0,
    }));
    expect(pathRow('local', 12, clicks)).toEqual({
      path: 'local',
      charts: 12,
      clicks: 10,
      p50: 6,
      p95: 20,
      max: 20,
      longTasks: 2,
      longestTaskMs: 61,
    });
  });

  it("aims a quarter of the plot out from the pie's centre towards the slice's label", () => {
    expect(sliceAim({ x: 100, y: 100 }, 200, { x: 100, y: 10 })).toEqual({ x: 100, y: 50 });
    const aim = sliceAim({ x: 0, y: 0 }, 100, { x: 30, y: 40 });
    expect(aim.x).toBeCloseTo(15);
    expect(aim.y).toBeCloseTo(20);
  });
});

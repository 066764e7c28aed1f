import { describe, expect, it } from 'vitest';
import { bandsShown, gridBands, visibilityTracker } from '../../../src/state/charts';
import type { PlacedComponent } from '../../../src/core/layout';

/** The visibilities from a fresh tracker, whose first update looks at every component. */
const chartVisibility = (charts: PlacedComponent[], top: number, viewportHeight: number, ahead = 0) =>
  visibilityTracker(charts).update(top, viewportHeight, ahead).seen;

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

  it('screens read ahead below count as near (only below: what lies above stays as it was)', () => {
    expect(Object.fromEntries(chartVisibility(charts, 1000, 1000, 1))).toEqual({
      a: 'near',
      b: 'visible',
      c: 'visible',
      d: 'near',
      e: 'near',
    });
    expect(chartVisibility(charts, 3000, 1000, 5).get('a')).toBe('far');
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

  it('one tracker follows the whole look of a fresh one through a scroll, jumps, read-ahead and a resize, naming exactly the components that changed', () => {
    // Rows of cells, some taller than others: a scroll of 1 to 40 px a step, with a jump, screens read ahead and a resize.
    const grid = Array.from({ length: 60 }, (_, i) =>
      chart(`c${i}`, Math.floor(i / 3) * 420 + (i % 3) * 7, 400 + (i % 5) * 30),
    );
    const tracker = visibilityTracker(grid);
    const steps: [number, number, number][] = [];
    for (let top = -1500, k = 0; top < 9000; top += 1 + ((k * 7) % 40), k += 1)
      steps.push([top, 1000, k > 150 ? 2 : 0]);
    steps.push([20000, 1000, 2], [3000, 1000, 2], [3000, 800, 2], [2999, 800, 0], [2000, 800, 0]);
    let before = new Map<string, string>();
    for (const [top, height, ahead] of steps) {
      const { seen, onScreen, changed } = tracker.update(top, height, ahead);
      const expected = chartVisibility(grid, top, height, ahead);
      const expectedOnScreen = chartVisibility(grid, top, height);
      expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
      expect(Object.fromEntries(onScreen)).toEqual(Object.fromEntries(expectedOnScreen));
      const now = new Map(grid.map((c) => [c.id, `${expected.get(c.id)} ${expectedOnScreen.get(c.id)}`]));
      expect(changed.map((c) => c.id).sort()).toEqual(
        grid
          .filter((c) => now.get(c.id) !== before.get(c.id))
          .map((c) => c.id)
          .sort(),
      );
      before = now;
    }
  });
});

describe('bands: the grid cut into horizontal bands the browser skips while far from the screen', () => {
  const charts = [chart('a', 0), chart('b', 950), chart('c', 1500, 600), chart('d', 2900), chart('e', 2950)];

  it('each component goes to the band its top lies in; a band reaches as far down as its lowest component', () => {
    const bands = gridBands(charts, 1000);
    expect(bands.map((b) => [b.key, b.top, b.bottom, b.components.map((c) => c.id)])).toEqual([
      ['band-0', 0, 1050, ['a', 'b']],
      ['band-1', 1000, 2100, ['c']],
      ['band-2', 2000, 3050, ['d', 'e']],
    ]);
  });

  it('a band is shown while any of it is within a screen of the screen (where charts are near or visible), else skipped', () => {
    const bands = gridBands(charts, 1000);
    expect(bandsShown(bands, 0, 1000)).toEqual([true, true, false]);
    expect(bandsShown(bands, 1000, 1000)).toEqual([true, true, true]);
    expect(bandsShown(bands, 3200, 1000)).toEqual([false, false, true]);
    // a chart shown is always in a shown band
    for (const top of [0, 700, 1900, 2600, 3200]) {
      const shown = bandsShown(bands, top, 1000);
      const near = chartVisibility(charts, top, 1000);
      bands.forEach((band, i) => {
        if (band.components.some((c) => near.get(c.id) !== 'far')) expect(shown[i], `${band.key} at ${top}`).toBe(true);
      });
    }
  });

  it('leaves no empty band: components far apart make bands only where they are', () => {
    expect(gridBands([chart('a', 0), chart('z', 9000)], 2000).map((b) => b.key)).toEqual(['band-0', 'band-4']);
    expect(gridBands([], 2000)).toEqual([]);
  });

  it('a component keeps the band it was in when the layout changes, so its cell is never remounted; the band stretches to hold it', () => {
    const before = gridBands(charts, 1000);
    // 'a' moved to the foot of the grid, 'z' is new.
    const moved = [chart('a', 3000), chart('b', 950), chart('c', 1500, 600), chart('d', 2900), chart('z', 100)];
    const after = gridBands(moved, 1000, before);
    expect(after.map((b) => [b.key, b.top, b.bottom, b.components.map((c) => c.id)])).toEqual([
      ['band-0', 0, 3100, ['a', 'b', 'z']],
      ['band-1', 1000, 2100, ['c']],
      ['band-2', 2000, 3000, ['d']],
    ]);
    expect(bandsShown(after, 3200, 1000)).toEqual([true, false, true]);
  });
});

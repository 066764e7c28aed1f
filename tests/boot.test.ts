// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BATCH_TILE_PX } from '../src/charts';
import {
  EARLY_CANVAS_HEIGHT,
  isChartPage,
  prepareDeckCanvas,
  takeEarlyDataWorker,
  takeEarlyDeckCanvas,
} from '../src/boot';

describe('the page boot', () => {
  it('makes the data worker early only on the pages that draw charts', () => {
    for (const path of ['/superset/dashboard/large/', '/superset/slice/3/', '/superset/explore/', '/explore/'])
      expect(isChartPage(path)).toBe(true);
    for (const path of ['/', '/login/', '/dashboard/list/', '/sqllab/', '/superset/welcome/'])
      expect(isChartPage(path)).toBe(false);
  });

  it('hands no early worker to a page that does not draw charts (this test page is at /)', () => {
    expect(window.location.pathname).toBe('/');
    expect(takeEarlyDataWorker()).toBeNull();
  });

  it("makes the chart canvas's WebGL context early only on a dashboard, at the height of the canvas's tiles", () => {
    expect(EARLY_CANVAS_HEIGHT).toBe(BATCH_TILE_PX);
    const made: string[] = [];
    const create = document.createElement.bind(document);
    const spy = (tag: string, options?: ElementCreationOptions) => {
      made.push(tag);
      return create(tag, options);
    };
    document.createElement = spy as typeof document.createElement;
    try {
      for (const path of ['/superset/slice/3/', '/explore/', '/dashboard/list/']) prepareDeckCanvas(path);
      expect(made).toEqual([]);
      prepareDeckCanvas('/superset/dashboard/large/');
      expect(made).toEqual(['canvas']);
    } finally {
      document.createElement = create;
    }
    // This test page has no WebGL: nothing is kept for the chart canvas to take.
    expect(takeEarlyDeckCanvas()).toBeNull();
  });
});

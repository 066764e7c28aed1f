// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isChartPage, takeEarlyDataWorker } from '../src/boot';

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
});

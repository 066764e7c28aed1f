import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';

/** The SVG document behind a `data:image/svg+xml` thumbnail. */
function svgOf(uri: string): string {
  const prefix = 'data:image/svg+xml,';
  expect(uri.startsWith(prefix)).toBe(true);
  return decodeURIComponent(uri.slice(prefix.length));
}

describe('chart thumbnails', () => {
  it('X11.06 every built-in chart type has its own drawn SVG thumbnail, not a placeholder', () => {
    const svgs = Object.values(BUILT_IN_PLUGINS).map((p) => svgOf(p.metadata.thumbnail));
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      // Marks that draw the chart: more than a frame.
      expect((svg.match(/<(path|rect|circle|polyline|line|text)\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});

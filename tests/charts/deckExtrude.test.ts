import { describe, expect, it } from 'vitest';
import { WebMercatorViewport } from '@deck.gl/core';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { GeoMarks, MarkLayer } from '../../src/charts/model';
import { projectExtruded } from '../../src/charts/plugins/deck/extrude';
import { projectMapLayer } from '../../src/charts/plugins/deck/mapLayers';
import { latToWorldY, lonToWorldX } from '../../src/core/geo';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };

/** One square cell around (lon, lat), `half` degrees each side, as binning makes it (closed, counter-clockwise). */
function cell(lon: number, lat: number, half: number): MarkLayer {
  const ring = [
    [lon - half, lat - half],
    [lon + half, lat - half],
    [lon + half, lat + half],
    [lon - half, lat + half],
    [lon - half, lat - half],
  ].flatMap(([x, y]) => [lonToWorldX(x!), latToWorldY(y!)]);
  return {
    kind: 'polygon',
    id: 'grid',
    count: 1,
    positions: new Float32Array(ring),
    startIndices: new Uint32Array([0]),
    colors: new Uint8Array(5 * 4).fill(200),
    series: new Uint32Array(1),
    datum: new Uint32Array([0]),
  };
}

describe('extruded cells', () => {
  it('a column seen from above is its top only; pitched, its top rises above its foot and its near sides show', () => {
    const geo: GeoMarks = { marks: cell(2, 48, 0.5), elevationMeters: new Float32Array([200000]) };
    const flat = { viewport: { longitude: 2, latitude: 48, zoom: 5, bearing: 0, pitch: 0 }, width: 400, height: 300 };
    const above = projectExtruded(geo, flat);
    expect(above.count).toBe(1); // no side faces the camera looking straight down
    const pitched = projectExtruded(geo, { ...flat, viewport: { ...flat.viewport, pitch: 50 } });
    expect(pitched.count).toBeGreaterThanOrEqual(2);
    expect(pitched.count).toBeLessThanOrEqual(3); // at most the near sides, then the top
    // The top (drawn last) sits where deck.gl projects the cell's corner at 200 km up.
    const view = new WebMercatorViewport({
      longitude: 2,
      latitude: 48,
      zoom: 5,
      pitch: 50,
      bearing: 0,
      width: 400,
      height: 300,
    });
    const [px, py] = view.project([1.5, 47.5, 200000]) as [number, number];
    const top = (pitched.kind === 'polygon' ? pitched.startIndices[pitched.count - 1] : 0) as number;
    expect(pitched.positions[2 * top]).toBeCloseTo(px / 400, 3);
    expect(pitched.positions[2 * top + 1]).toBeCloseTo(1 - py / 300, 3);
    // Sides are shaded darker than the top, and every face reads its cell's datum.
    expect(pitched.colors[0]).toBeLessThan(200);
    expect(pitched.kind === 'polygon' ? Array.from(pitched.datum) : []).toEqual(new Array(pitched.count).fill(0));
  });

  it('far columns are drawn before near ones', () => {
    const near = cell(2, 46, 0.5);
    const far = cell(2, 50, 0.5);
    const both: MarkLayer = {
      ...near,
      count: 2,
      positions: new Float32Array([...near.positions, ...far.positions]),
      startIndices: new Uint32Array([0, 5]),
      colors: new Uint8Array(40).fill(200),
      datum: new Uint32Array([0, 1]),
      series: new Uint32Array(2),
    } as MarkLayer;
    const camera = {
      viewport: { longitude: 2, latitude: 48, zoom: 5, bearing: 0, pitch: 50 },
      width: 400,
      height: 300,
    };
    const out = projectMapLayer(
      { marks: both, elevationMeters: new Float32Array([1000, 1000]) },
      camera,
      new WeakMap(),
    );
    const datum = out.kind === 'polygon' ? Array.from(out.datum) : [];
    expect(datum[0]).toBe(1);
    expect(datum[datum.length - 1]).toBe(0);
  });

  it('deck_grid extruded: each cell rises by its weight, the tallest 10 cells high, and the map opens pitched [golden]', () => {
    const form = deckForm('deck_grid', { size: sumPopulation, grid_size: 2000000, extruded: true });
    const model = BUILT_IN_PLUGINS.deck_grid.transformProps([citiesResult(true)], form, context);
    expectGolden('charts/deck_grid.extruded.model.json', goldenJson(model));
    const heights = Array.from(model.layers[0]!.elevationMeters ?? []);
    expect(heights).toHaveLength(2);
    expect(Math.max(...heights)).toBe(10 * 2000000);
    expect(heights[0]! / heights[1]!).toBeCloseTo((2148000 + 513000) / 13960000, 5);
    expect(model.viewport.pitch).toBe(40);
  });

  it('deck_hex extruded by count; not extruded (the saved default off) stays flat and unpitched', () => {
    const model = BUILT_IN_PLUGINS.deck_hex.transformProps(
      [citiesResult()],
      deckForm('deck_hex', { grid_size: 200000, extruded: true }),
      context,
    );
    expect(Array.from(model.layers[0]!.elevationMeters ?? [])).toEqual([2000000, 2000000, 2000000]);
    const flat = BUILT_IN_PLUGINS.deck_hex.transformProps([citiesResult()], deckForm('deck_hex'), context);
    expect(flat.layers[0]!.elevationMeters).toBeUndefined();
    expect(flat.viewport.pitch).toBe(0);
  });

  it("the Grid section offers Superset's Extruded checkbox", () => {
    for (const type of ['deck_grid', 'deck_hex'] as const) {
      const names = BUILT_IN_PLUGINS[type].controlPanel.controlPanelSections.flatMap((s) =>
        s.controlSetRows.flat().map((c) => (c && typeof c === 'object' ? c.name : c)),
      );
      expect(names).toContain('extruded');
    }
  });
});

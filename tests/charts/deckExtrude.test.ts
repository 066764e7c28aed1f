import { describe, expect, it } from 'vitest';
import { COORDINATE_SYSTEM, WebMercatorViewport } from '@deck.gl/core';
import { SolidPolygonLayer } from '@deck.gl/layers';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { GeoMarks, MarkLayer } from '../../src/charts/model';
import { geoLayer, MapLayers, mapDrawing } from '../../src/charts/renderer/mapViews';
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
  it("a column is deck.gl's extruded polygon in the map's view, its top where deck.gl puts the corner 200 km up", () => {
    const geo: GeoMarks = { marks: cell(2, 48, 0.5), elevationMeters: new Float32Array([200000]) };
    const layer = geoLayer('map:a/grid', geo);
    expect(layer).toBeInstanceOf(SolidPolygonLayer);
    expect(layer.props).toMatchObject({
      extruded: true,
      pickable: true,
      coordinateSystem: COORDINATE_SYSTEM.CARTESIAN,
    });
    const data = layer.props.data as { attributes: Record<string, { value: Float32Array }> };
    expect(data.attributes.getPolygon!.value).toBe(geo.marks.positions);
    const heights = data.attributes.getElevation!.value;
    expect(heights).toHaveLength(5);
    // deck.gl lifts a [lon, lat] position z metres by z · (common units a metre at the equator) / cos(latitude); a
    // CARTESIAN position's z it reads as metres at its coordinate origin (the equator below zoom 12): the column's
    // top lands at the same height as a [lon, lat] corner 200 km up.
    const equator = new WebMercatorViewport({ longitude: 0, latitude: 0, zoom: 0, width: 1, height: 1 });
    const perMetre = equator.getDistanceScales().unitsPerMeter[2]!;
    const top = (200000 * perMetre) / Math.cos((47.5 * Math.PI) / 180);
    expect(heights[0]! * perMetre).toBeCloseTo(top, 4);
    expect(new Set(heights)).toEqual(new Set([heights[0]]));
  });

  it('columns are depth tested, so a near column covers a far one under any bearing (no painter order per frame)', () => {
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
    const layer = geoLayer('map:a/grid', { marks: both, elevationMeters: new Float32Array([1000, 3000]) });
    expect(layer.props.parameters).toMatchObject({ depthWriteEnabled: true, depthCompare: 'less-equal' });
    const heights = (layer.props.data as { attributes: Record<string, { value: Float32Array }> }).attributes
      .getElevation!.value;
    // Each column its own height, true at its own latitude (metres over the cosine of it).
    expect(heights[0]! / 1000).toBeCloseTo(1 / Math.cos((45.5 * Math.PI) / 180), 4);
    expect(heights[5]! / 3000).toBeCloseTo(1 / Math.cos((49.5 * Math.PI) / 180), 4);
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

describe('extruded columns from zoom 12 (issue 13)', () => {
  const drawn = (latitude: number, zoom: number, metres: number) => {
    const geo: GeoMarks = { marks: cell(10, latitude, 0.005), elevationMeters: new Float32Array([metres]) };
    const viewport = { longitude: 10, latitude, zoom, bearing: 0, pitch: 40 };
    const map = {
      viewId: 'map:a',
      rect: { left: 0, top: 0, width: 600, height: 400 },
      scene: { viewport, basemap: null, layers: [geo] },
    };
    const [layer] = mapDrawing([map], new MapLayers()).layers;
    const data = layer!.props.data as { attributes: Record<string, { value: Float32Array }> };
    const scale = (layer!.props as { elevationScale?: number }).elevationScale ?? 1;
    return { height: data.attributes.getElevation!.value[0]! * scale, viewport };
  };
  const perMetreAt = (latitude: number) =>
    new WebMercatorViewport({ longitude: 10, latitude, zoom: 0, width: 1, height: 1 }).getDistanceScales()
      .unitsPerMeter[2]!;

  it('at zoom 13 and 70° north a column 1 km tall reads 1 km, not 1 / cos φ (about 2.9) times that', () => {
    const { height } = drawn(70, 13, 1000);
    // From zoom 12 deck.gl reads a CARTESIAN z as metres at the camera's centre (here 70° north).
    expect(height * perMetreAt(70)).toBeCloseTo(1000 * perMetreAt(70), 3);
  });

  it('below zoom 12 the same column still reads its metres at the equator times 1 / cos φ', () => {
    const { height } = drawn(70, 11, 1000);
    expect(height * perMetreAt(0)).toBeCloseTo(1000 * perMetreAt(70), 3);
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { HeatmapLayer, ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { GeoMarks, MarkLayer } from '../../src/charts/model';
import { colorRangeOf } from '../../src/charts/renderer/mapLayerKinds';
import { geoLayer } from '../../src/charts/renderer/mapViews';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };
const twoStops = new Uint8Array([0, 0, 255, 0, 0, 0, 255, 255]);

const pointsOf = (positions: Float32Array): MarkLayer & { kind: 'point' } => {
  const count = positions.length / 2;
  return {
    kind: 'point',
    id: 'points',
    count,
    positions,
    colors: new Uint8Array(count * 4),
    radiusPx: 0,
    series: new Uint32Array(count),
    datum: new Uint32Array(count),
  };
};

describe('aggregation on the screen, by deck.gl in the map view', () => {
  it("a ramp's RGBA stops are deck.gl's colour range", () => {
    expect(colorRangeOf(new Uint8Array([0, 0, 0, 0, 100, 200, 250, 255]))).toEqual([
      [0, 0, 0, 0],
      [100, 200, 250, 255],
    ]);
  });

  it("the grid is deck.gl's ScreenGridLayer over the points in [lon, lat]: cell size, weights, ramp; never picked", () => {
    const positions = new Float32Array([2.35, 48.86, 139.7, 35.7]);
    const weights = new Float32Array([1, 2]);
    const geo: GeoMarks = {
      marks: { ...pointsOf(positions), id: 'screengrid' },
      lngLat: true,
      screen: { kind: 'grid', weights, cellPx: 50, ramp: twoStops },
    };
    const layer = geoLayer('map:a/screengrid', geo);
    expect(layer).toBeInstanceOf(ScreenGridLayer);
    expect(layer.props).toMatchObject({
      cellSizePixels: 50,
      pickable: false,
      coordinateSystem: COORDINATE_SYSTEM.LNGLAT,
      colorRange: [
        [0, 0, 255, 0],
        [0, 0, 255, 255],
      ],
    });
    const data = layer.props.data as { length: number; attributes: Record<string, { value: Float32Array }> };
    expect(data.length).toBe(2);
    expect(data.attributes.getPosition!.value).toBe(positions);
    expect(data.attributes.getWeight!.value).toBe(weights);
  });

  it("the heatmap is deck.gl's HeatmapLayer: radius in pixels, intensity, threshold, SUM or MEAN, the ramp", () => {
    const positions = new Float32Array([2.35, 48.86]);
    const heat = {
      kind: 'heatmap' as const,
      weights: new Float32Array([5]),
      radiusPx: 20,
      intensity: 2,
      threshold: 0.5,
      aggregation: 'MEAN' as const,
      ramp: twoStops,
    };
    const layer = geoLayer('map:a/heatmap', {
      marks: { ...pointsOf(positions), id: 'heatmap' },
      lngLat: true,
      screen: heat,
    });
    expect(layer).toBeInstanceOf(HeatmapLayer);
    expect(layer.props).toMatchObject({ radiusPixels: 20, intensity: 2, threshold: 0.5, aggregation: 'MEAN' });
    expect((layer.props as unknown as { colorRange: unknown }).colorRange).toHaveLength(2);
  });
});

describe('deck_screengrid', () => {
  it("queries as Superset's screen grid: the spatial columns and the size metric", () => {
    const ctx = buildChartQueryContext(deckForm('deck_screengrid', { size: sumPopulation }));
    expect(ctx.queries[0]!.columns).toEqual(['longitude', 'latitude']);
    expect(ctx.queries[0]!.metrics).toEqual([sumPopulation]);
    expect(ctx.queries[0]!.filters).toEqual([
      { col: 'longitude', op: 'IS NOT NULL' },
      { col: 'latitude', op: 'IS NOT NULL' },
    ]);
  });

  it('weighs each point by the metric (1 without); colours fade from the picked colour, transparent, to it [golden]', () => {
    const form = deckForm('deck_screengrid', {
      size: sumPopulation,
      grid_size: 40,
      color_picker: { r: 10, g: 20, b: 30, a: 1 },
    });
    const model = BUILT_IN_PLUGINS.deck_screengrid.transformProps([citiesResult(true)], form, context);
    expectGolden('charts/deck_screengrid.model.json', goldenJson(model));
    const screen = model.layers[0]!.screen!;
    expect(screen.kind).toBe('grid');
    expect(Array.from(screen.weights)).toEqual([2148000, 513000, 13960000]);
    expect(Array.from(screen.ramp)).toEqual([10, 20, 30, 0, 10, 20, 30, 255]);
    expect(model.invalidRows).toBe(2);
    // Handed to deck.gl's screen grid in the map's view as [lon, lat]: the points' own positions, 40 px cells.
    expect(model.layers[0]!.lngLat).toBe(true);
    expect(Array.from(model.layers[0]!.marks.positions.subarray(0, 2))).toEqual([
      Math.fround(2.3522),
      Math.fround(48.8566),
    ]);
    expect(geoLayer('map:a/screengrid', model.layers[0]!).props).toMatchObject({ cellSizePixels: 40 });
  });

  it('a linear palette colours the cells along the chosen sequential scheme', () => {
    const form = deckForm('deck_screengrid', {
      color_scheme_type: 'linear_palette',
      linear_color_scheme: 'blue_white_yellow',
    });
    const model = BUILT_IN_PLUGINS.deck_screengrid.transformProps([citiesResult()], form, context);
    const screen = model.layers[0]!.screen!;
    expect(Array.from(screen.weights)).toEqual([1, 1, 1]);
    expect(screen.ramp.length).toBeGreaterThan(8);
    expect(screen.ramp[3]).toBe(255);
  });
});

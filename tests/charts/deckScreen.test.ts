import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { aggregateOnScreen, rampAt, screenCells } from '../../src/charts/plugins/deck/screen';
import { mapScene } from '../../src/charts/plugins/deck/project';
import { MapLayers, mapDrawing } from '../../src/charts/renderer/mapViews';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };
const twoStops = new Uint8Array([0, 0, 255, 0, 0, 0, 255, 255]);

describe('aggregation on the screen', () => {
  it('ramps interpolate between evenly spaced stops', () => {
    const out = new Uint8Array(4);
    rampAt(new Uint8Array([0, 0, 0, 0, 100, 200, 250, 255]), 0.5, out, 0);
    expect(Array.from(out)).toEqual([50, 100, 125, 128]);
  });

  it('the grid sums weights into cells of pixels; empty cells and points off the plot are not drawn', () => {
    // A 100 × 100 plot, cells of 50 px: two points in the top-left cell, one in the bottom-right, one off the plot.
    const plot = new Float32Array([0.1, 0.9, 0.2, 0.8, 0.9, 0.1, 1.5, 0.5]);
    const screen = { kind: 'grid' as const, weights: new Float32Array([1, 2, 6, 100]), cellPx: 50, ramp: twoStops };
    const cells = aggregateOnScreen('screengrid', plot, screen, 100, 100);
    expect(cells.count).toBe(2);
    expect(Array.from(cells.positions.subarray(0, 8))).toEqual([0, 0.5, 0.5, 0.5, 0.5, 1, 0, 1]);
    // Colour by share of the largest: 3 of 6 is half way along the ramp, 6 of 6 its end.
    expect(cells.colors[3]).toBe(128);
    expect(cells.colors[16 + 3]).toBe(255);
  });

  it('the heatmap spreads each weight over its radius, fading below the threshold; MEAN averages', () => {
    const plot = new Float32Array([0.5, 0.5]);
    const heat = {
      kind: 'heatmap' as const,
      weights: new Float32Array([5]),
      radiusPx: 20,
      intensity: 1,
      threshold: 0.5,
      aggregation: 'SUM' as const,
      ramp: twoStops,
    };
    const cells = aggregateOnScreen('heatmap', plot, heat, 100, 100);
    // Cells within 20 px of the point: about π·20² / 4² of them.
    expect(cells.count).toBeGreaterThan(60);
    expect(cells.count).toBeLessThan(90);
    const alphas = Array.from({ length: cells.count }, (_, i) => cells.colors[16 * i + 3]!);
    expect(Math.max(...alphas)).toBe(255);
    expect(Math.min(...alphas)).toBeLessThan(10); // the rim fades out
    const mean = aggregateOnScreen(
      'heatmap',
      new Float32Array([0.5, 0.5, 0.52, 0.5]),
      {
        ...heat,
        weights: new Float32Array([4, 4]),
        aggregation: 'MEAN',
        threshold: 0,
      },
      100,
      100,
    );
    // Every cell's mean is 4, the largest: the whole blob at the ramp's end.
    expect(new Set(Array.from({ length: mean.count }, (_, i) => mean.colors[16 * i + 3]))).toEqual(new Set([255]));
  });
});

describe('screen cells in the map view', () => {
  it("a screen-aggregated layer has no deck.gl layer in the map's view: its cells are drawn as the plot's marks", () => {
    const model = BUILT_IN_PLUGINS.deck_screengrid.transformProps(
      [citiesResult()],
      deckForm('deck_screengrid'),
      context,
    );
    const scene = mapScene(model, model.viewport);
    const drawing = mapDrawing(
      [{ viewId: 'map:s', rect: { left: 0, top: 0, width: 600, height: 400 }, scene }],
      new MapLayers(),
    );
    expect(drawing.layers.map((layer) => layer.id)).toEqual([`maps-base-1/${scene.basemap!.id}`]);
    const cells = screenCells(model.layers[0]!, model.layers[0]!.screen!, model.viewport, 600, 400);
    expect(cells.kind).toBe('polygon');
    expect(cells.count).toBeGreaterThan(0);
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
    // Drawn at the opening camera: Paris and Lyon share a 40 px cell at world zoom, Tokyo has its own.
    const cells = screenCells(model.layers[0]!, screen, { ...model.viewport, zoom: 1 }, 600, 400);
    expect(cells.count).toBe(2);
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

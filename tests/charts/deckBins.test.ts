import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { binPoints, quantizeSteps, worldUnitsPerMetre } from '../../src/charts/plugins/deck/aggregate';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };

describe('binning points into cells', () => {
  it('square cells sum the weights of the points inside them; each cell a closed ring', () => {
    const world = new Float32Array([0.5, 0.5, 1.5, 0.2, 0.9, 0.9, 3.2, 3.7]);
    const bins = binPoints(world, new Float64Array([1, 2, NaN, 5]), 2, 'square');
    expect(bins.count).toBe(2);
    expect(Array.from(bins.sums)).toEqual([3, 5]);
    expect(Array.from(bins.points)).toEqual([3, 1]);
    expect(Array.from(bins.centres)).toEqual([1, 1, 3, 3]);
    expect(Array.from(bins.rings.subarray(0, 10))).toEqual([0, 0, 2, 0, 2, 2, 0, 2, 0, 0]);
  });

  it('hexagons: a point goes to the nearest centre; counts without weights', () => {
    const bins = binPoints(new Float32Array([0, 0, 0.4, 0.3, 10, 10]), null, 1, 'hex');
    expect(bins.count).toBe(2);
    expect(Array.from(bins.sums)).toEqual([2, 1]);
    expect(bins.rings.length).toBe(2 * 7 * 2);
    // Every corner of the first hexagon lies at the circumradius from its centre.
    for (let k = 0; k < 6; k += 1) expect(Math.hypot(bins.rings[2 * k]!, bins.rings[2 * k + 1]!)).toBeCloseTo(1, 5);
  });

  it('colour steps split [min, max] evenly; equal values all take the first step', () => {
    expect(Array.from(quantizeSteps(new Float64Array([0, 5, 10]), 2).step)).toEqual([0, 1, 1]);
    expect(Array.from(quantizeSteps(new Float64Array([4, 4])).step)).toEqual([0, 0]);
  });

  it('metres become world units by the data’s mean latitude', () => {
    expect(worldUnitsPerMetre(new Float32Array([256, 256]))).toBeCloseTo(512 / 40075016.686, 12);
  });
});

describe('deck_grid and deck_hex', () => {
  it('query the spatial columns and weigh by the size metric, ordered by it', () => {
    const ctx = BUILT_IN_PLUGINS.deck_hex.buildQuery(deckForm('deck_hex', { size: sumPopulation }));
    expect(ctx.queries[0]!.columns).toEqual(['longitude', 'latitude']);
    expect(ctx.queries[0]!.metrics).toEqual([sumPopulation]);
    expect(ctx.queries[0]!.orderby).toEqual([[sumPopulation, false]]);
  });

  it('deck_grid: cells of grid_size metres, coloured by step, with a legend of ranges [golden]', () => {
    const form = deckForm('deck_grid', { size: sumPopulation, grid_size: 2000000 });
    const model = BUILT_IN_PLUGINS.deck_grid.transformProps([citiesResult(true)], form, context);
    expectGolden('charts/deck_grid.model.json', goldenJson(model));
    // Paris and Lyon share a 2,000 km cell, Tokyo has its own; the two rows without a position are counted.
    expect(model.layers[0]!.marks.count).toBe(2);
    expect(model.invalidRows).toBe(2);
    expect(model.legend).toHaveLength(6);
    expect(mapTooltip(model, 'grid', 0)?.title).toBe('SUM(population): 2.66M');
  });

  it('deck_hex: hexagons of grid_size metres [golden]', () => {
    const form = deckForm('deck_hex', { grid_size: 200000 });
    const model = BUILT_IN_PLUGINS.deck_hex.transformProps([citiesResult()], form, context);
    expectGolden('charts/deck_hex.model.json', goldenJson(model));
    expect(model.layers[0]!.marks.count).toBe(3);
    expect(mapTooltip(model, 'hexagons', 2)?.title).toBe('Count: 1');
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { contourGrid, isobandPolygons, isolineSegments } from '../../src/charts/plugins/deck/contour';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };

/** A 3 × 3 grid of cell centres 1 apart, 9 in the middle and 0 around it. */
const peak = { cols: 3, rows: 3, x0: 0, y0: 0, size: 1, values: new Float64Array([0, 0, 0, 0, 9, 0, 0, 0, 0]) };

describe('contours of a grid', () => {
  it('sums (or averages, or takes the least or most of) the weights per cell of the ground, with an empty rim', () => {
    const world = new Float32Array([0.5, 0.5, 0.75, 0.75, 2.5, 0.5]);
    const weights = new Float32Array([1, 3, 5]);
    const sum = contourGrid(world, weights, 1, 'SUM');
    expect(sum.size).toBe(1);
    // One empty cell around the data, so every contour closes.
    expect([sum.cols, sum.rows]).toEqual([5, 3]);
    expect(Array.from(sum.values.subarray(5, 10))).toEqual([0, 4, 0, 5, 0]);
    expect(Array.from(contourGrid(world, weights, 1, 'MEAN').values.subarray(5, 10))).toEqual([0, 2, 0, 5, 0]);
    expect(Array.from(contourGrid(world, weights, 1, 'MAX').values.subarray(5, 10))).toEqual([0, 3, 0, 5, 0]);
    expect(Array.from(contourGrid(world, weights, 1, 'MIN').values.subarray(5, 10))).toEqual([0, 1, 0, 5, 0]);
  });

  it('an isoline at 4.5 rings the peak half way between its centre and its neighbours', () => {
    const segments = isolineSegments(peak, 4.5);
    // The six triangles (each square split along its rising diagonal) that have the peak as a corner: a segment each.
    expect(segments.length).toBe(6 * 4);
    // Every end lies where the field, linear on each triangle, is 4.5: half way out from (1, 1) along the edges.
    for (let i = 0; i < segments.length; i += 2) {
      const d = Math.max(Math.abs(segments[i]! - 1), Math.abs(segments[i + 1]! - 1));
      expect(d).toBeCloseTo(0.5, 9);
    }
  });

  it('an isoband covers the area between its thresholds: [4.5, ∞) is each peak triangle shrunk by half', () => {
    const rings = isobandPolygons(peak, 4.5, Infinity);
    let area = 0;
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i += 2) {
        const j = (i + 2) % ring.length;
        area += ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!;
      }
    }
    // Linear on each triangle, the field is above 4.5 on the half of each of the six peak triangles (area 1/2 each)
    // nearer the peak: 6 × 1/2 × (1/2)² = 0.75.
    expect(Math.abs(area) / 2).toBeCloseTo(0.75, 6);
    expect(isobandPolygons(peak, 10, 20)).toEqual([]);
  });
});

describe('deck_contour', () => {
  it("queries as Superset's contour: the spatial columns and the size metric", () => {
    const ctx = buildChartQueryContext(deckForm('deck_contour', { size: sumPopulation }));
    expect(ctx.queries[0]!.columns).toEqual(['longitude', 'latitude']);
    expect(ctx.queries[0]!.metrics).toEqual([sumPopulation]);
  });

  it("has Superset's controls: cellSize in metres, aggregation, contours", () => {
    const names = BUILT_IN_PLUGINS.deck_contour.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat().map((c) => c.name),
    );
    for (const name of ['spatial', 'size', 'cellSize', 'aggregation', 'contours']) expect(names).toContain(name);
  });

  it('draws each contour of the list: isobands as filled polygons, isolines as lines of their stroke width [golden]', () => {
    const form = deckForm('deck_contour', {
      size: sumPopulation,
      cellSize: 500000,
      aggregation: 'SUM',
      contours: [
        { lowerThreshold: 1000000, upperThreshold: 5000000, color: { r: 255, g: 200, b: 0, a: 1 } },
        { lowerThreshold: 5000000, upperThreshold: 100000000, color: { r: 200, g: 0, b: 0, a: 1 } },
        { lowerThreshold: 500000, color: { r: 0, g: 0, b: 0, a: 1 }, strokeWidth: 3 },
        { lowerThreshold: 'x', color: { r: 0, g: 0, b: 0 } },
      ],
    });
    const model = BUILT_IN_PLUGINS.deck_contour.transformProps([citiesResult(true)], form, context);
    expectGolden('charts/deck_contour.model.json', goldenJson(model));
    const [bands, line] = model.layers;
    expect(model.layers).toHaveLength(2); // the contour without a number is left out
    expect(bands!.marks.kind).toBe('polygon');
    expect(bands!.marks.count).toBeGreaterThan(0);
    expect(
      new Set(Array.from({ length: bands!.marks.positions.length / 2 }, (_, v) => bands!.marks.colors[4 * v])),
    ).toEqual(new Set([255, 200]));
    expect(line!.marks.kind === 'path' ? line!.marks.widthPx : 0).toBe(3);
    expect(model.invalidRows).toBe(2);
  });

  it('without contours draws one isoline at 1, as deck.gl does', () => {
    const model = BUILT_IN_PLUGINS.deck_contour.transformProps([citiesResult()], deckForm('deck_contour'), context);
    expect(model.layers).toHaveLength(1);
    expect(model.layers[0]!.marks.kind).toBe('path');
  });
});

describe('isobands over partly covered squares', () => {
  it('a square with three corners in the band and one out still fills the triangle of the three', () => {
    const grid = { cols: 2, rows: 2, x0: 0, y0: 0, size: 1, values: new Float64Array([5, 5, 9, 5]) };
    const rings = isobandPolygons(grid, 4, 6);
    let area = 0;
    for (const ring of rings)
      for (let i = 0; i < ring.length; i += 2) {
        const j = (i + 2) % ring.length;
        area += (ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!) / 2;
      }
    // Square corners (0,0)=5 (1,0)=5 (0,1)=9 (1,1)=5, split along (0,0)-(1,1): the triangle without (0,1) is all in
    // (1/2); in the other, 9 at (0,1) leaves out the corner beyond 6, a triangle of legs 3/4: 1/2 - 9/32.
    expect(area).toBeCloseTo(0.5 + 0.5 - 9 / 32, 9);
  });
});

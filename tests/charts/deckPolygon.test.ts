import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { bucketEdges, bucketOf, metricColors } from '../../src/charts/plugins/deck/metricColors';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { deckForm, sumPopulation } from './deckFixtures';
import { result } from './fixtures';

const plugin = BUILT_IN_PLUGINS.deck_polygon;
const { NUMERIC, STRING } = GenericDataType;
const form = deckForm('deck_polygon', {
  spatial: undefined,
  line_column: 'polygon',
  line_type: 'json',
  metric: sumPopulation,
  point_radius_fixed: { type: 'fix', value: 1000 },
  multiplier: 2,
  tooltip_contents: ['name'],
  linear_color_scheme: 'superset_seq_1',
  num_buckets: 2,
  opacity: 50,
  stroked: true,
  stroke_color_picker: { r: 255, g: 255, b: 255, a: 1 },
  line_width: 2,
});
/** Two squares, one with a hole, a ring across the antimeridian, and two shapes that do not parse. */
const shapes = result(
  ['name', 'polygon', 'SUM(population)'],
  [STRING, STRING, NUMERIC],
  [
    { name: 'A', polygon: '[[0,0],[10,0],[10,10],[0,10],[0,0]]', 'SUM(population)': 100 },
    { name: 'B', polygon: '[[[20,0],[30,0],[30,10],[20,0]],[[22,1],[24,1],[24,2],[22,1]]]', 'SUM(population)': 300 },
    { name: 'Broken', polygon: '[[0,0],[1,', 'SUM(population)': 5 },
    { name: 'Fiji', polygon: '[[178,-17],[-179,-17],[-179,-16],[178,-16],[178,-17]]', 'SUM(population)': 200 },
    { name: 'Off the globe', polygon: '[[0,0],[0,100],[5,5]]', 'SUM(population)': 5 },
  ],
);

describe('deck_polygon', () => {
  it("queries its polygon column, the colour metric and the elevation metric, as Superset's client sends it", () => {
    const query = plugin.buildQuery(
      deckForm('deck_polygon', {
        spatial: undefined,
        line_column: 'polygon',
        metric: sumPopulation,
        point_radius_fixed: { type: 'metric', value: 'sum__area_km2' },
        tooltip_contents: ['name'],
      }),
    ).queries[0]!;
    expect(query.columns).toEqual(['polygon', 'name']);
    expect(query.metrics).toEqual([sumPopulation, 'sum__area_km2']);
    expect(query.filters).toEqual([{ col: 'polygon', op: 'IS NOT NULL' }]);
    expect(query.is_timeseries).toBe(false);
    expect(() => plugin.buildQuery(deckForm('deck_polygon', { spatial: undefined }))).toThrow(
      'Polygon column is required for Polygon charts',
    );
  });

  it('fills a ring per row coloured by its metric bucket, outlines every ring, counts the rows that do not parse [golden]', () => {
    const model = plugin.transformProps([shapes], form, { width: 600, height: 400 });
    expectGolden('charts/deck_polygon.model.json', goldenJson(model));
    const [fills, outlines] = model.layers;
    expect(fills!.marks.kind).toBe('polygon');
    expect(fills!.marks.count).toBe(3);
    expect(outlines!.marks.kind).toBe('path');
    expect(outlines!.marks.count).toBe(4); // B's hole is outlined
    expect(model.invalidRows).toBe(2);
    // 100 is in the first bucket of two (100-200), 300 in the last; opacity 50 halves the alpha.
    const colorAt = (i: number) => Array.from(fills!.marks.colors.subarray(4 * i, 4 * i + 4));
    const first = fills!.marks.kind === 'polygon' ? fills!.marks.startIndices : new Uint32Array();
    expect(colorAt(first[0]!)[3]).toBe(128);
    expect(colorAt(first[0]!)).not.toEqual(colorAt(first[1]!));
    expect(model.legend.map((l) => l.label)).toEqual(['100 - 200', '200 - 300']);
    // Elevation: the fixed 1000 m times the multiplier.
    expect(Array.from(fills!.elevationMeters ?? [])).toEqual([2000, 2000, 2000]);
    expect(mapTooltip(model, 'polygons', 2)).toEqual({
      title: 'name: Fiji',
      rows: [{ label: 'SUM(population)', value: '200' }],
    });
  });

  it('draws a ring across the antimeridian whole, not across the world', () => {
    const model = plugin.transformProps([shapes], { ...form, stroked: false }, { width: 600, height: 400 });
    const fills = model.layers[0]!.marks;
    const start = fills.kind === 'polygon' ? (fills.startIndices[2] as number) : 0;
    const xs = Array.from({ length: 5 }, (_, k) => fills.positions[2 * (start + k)] as number);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(512 / 36); // 3° of the 512-unit world, not 357°
    expect(model.layers).toHaveLength(1);
  });

  it('a fixed colour, colour breakpoints, and buckets from break_points (a value outside them is not filled)', () => {
    const values = Float64Array.from([5, 15, 50]);
    const fixed = metricColors({ ...form, color_scheme_type: 'fixed_color' }, values, [1, 2, 3, 255], {
      width: 1,
      height: 1,
    });
    expect(fixed.colorOf(0)).toEqual([1, 2, 3, 255]);
    const breakpoints = metricColors(
      {
        ...form,
        color_scheme_type: 'color_breakpoints',
        color_breakpoints: [{ minValue: 0, maxValue: 10, color: { r: 255, g: 0, b: 0, a: 1 } }],
        default_breakpoint_color: { r: 0, g: 0, b: 255, a: 1 },
      },
      values,
      [1, 2, 3, 255],
      { width: 1, height: 1 },
    );
    expect([breakpoints.colorOf(0), breakpoints.colorOf(1)]).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 255],
    ]);
    expect(bucketEdges({ ...form, break_points: ['20', '0', '10'] }, values)).toEqual([0, 10, 20]);
    expect([bucketOf(5, [0, 10, 20]), bucketOf(20, [0, 10, 20]), bucketOf(50, [0, 10, 20])]).toEqual([0, 1, -1]);
    const palette = metricColors({ ...form, break_points: [0, 10, 20] }, values, [1, 2, 3, 255], {
      width: 1,
      height: 1,
    });
    expect(palette.colorOf(2)).toEqual([0, 0, 0, 0]);
  });

  it('an empty result shows the empty state; rows with no valid shape say so', () => {
    const empty = plugin.transformProps([result(['polygon'], [STRING], [])], form, { width: 300, height: 200 });
    expect(empty.emptyText).toBe('No results were returned for this query');
    const broken = plugin.transformProps([result(['polygon'], [STRING], [{ polygon: 'nope' }])], form, {
      width: 300,
      height: 200,
    });
    expect([broken.emptyText, broken.invalidRows]).toEqual(['No row has a valid shape', 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { skippedRowsText } from '../../src/charts/views/MapChartView';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { deckForm } from './deckFixtures';
import { result } from './fixtures';

const plugin = BUILT_IN_PLUGINS.deck_geojson;
const { STRING } = GenericDataType;
const form = deckForm('deck_geojson', {
  spatial: undefined,
  geojson: 'shape',
  fill_color_picker: { r: 0, g: 0, b: 0, a: 0 },
  stroke_color_picker: { r: 255, g: 0, b: 0, a: 1 },
  filled: true,
  stroked: true,
  line_width: 3,
});
const feature = (name: string, geometry: object, properties: object = {}) =>
  JSON.stringify({ type: 'Feature', properties: { name, ...properties }, geometry });
const cells = result(
  ['shape'],
  [STRING],
  [
    {
      shape: feature(
        'Square',
        {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [10, 0],
              [10, 10],
              [0, 10],
              [0, 0],
            ],
          ],
        },
        { fillColor: '#00ff00' },
      ),
    },
    { shape: '{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]' },
    {
      shape: feature('Road', {
        type: 'LineString',
        coordinates: [
          [20, 20],
          [30, 25],
          [40, 20],
        ],
      }),
    },
    { shape: JSON.stringify({ type: 'Point', coordinates: [5, 45] }) },
    { shape: 'not json at all' },
  ],
);

describe('deck_geojson', () => {
  it('queries its GeoJSON column row by row, not null; a form without it is refused', () => {
    const query = plugin.buildQuery(form).queries[0]!;
    expect(query.columns).toEqual(['shape']);
    expect(query.metrics).toEqual([]);
    expect(query.filters).toEqual([{ col: 'shape', op: 'IS NOT NULL' }]);
    expect(() => plugin.buildQuery({ ...form, geojson: undefined })).toThrow('GeoJSON column is required');
  });

  it('a row whose GeoJSON is invalid JSON is marked invalid and counted in the footer; the rest draw [golden]', () => {
    const model = plugin.transformProps([cells], form, { width: 600, height: 400 });
    expectGolden('charts/deck_geojson.model.json', goldenJson(model));
    expect(model.invalidRows).toBe(2);
    expect(skippedRowsText(model.invalidRows, model.invalidReason)).toBe('2 rows not drawn: invalid GeoJSON');
    const byId = Object.fromEntries(model.layers.map((l) => [l.marks.id, l.marks]));
    expect(byId['geojson-polygons']?.count).toBe(1);
    expect(byId['geojson-lines']?.count).toBe(2); // the square's outline and the road
    expect(byId['geojson-points']?.count).toBe(1);
    expect(model.emptyText).toBeNull();
  });

  it("a transparent fill picker leaves the feature's own fillColor; the stroke picker colours the lines", () => {
    const model = plugin.transformProps([cells], form, { width: 600, height: 400 });
    const fills = model.layers.find((l) => l.marks.id === 'geojson-polygons')!.marks;
    expect(Array.from(fills.colors.subarray(0, 4))).toEqual([0, 255, 0, 255]);
    const lines = model.layers.find((l) => l.marks.id === 'geojson-lines')!.marks;
    expect(Array.from(lines.colors.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    const opaque = plugin.transformProps(
      [cells],
      { ...form, fill_color_picker: { r: 1, g: 2, b: 3, a: 1 } },
      {
        width: 600,
        height: 400,
      },
    );
    const picked = opaque.layers.find((l) => l.marks.id === 'geojson-polygons')!.marks;
    expect(Array.from(picked.colors.subarray(0, 4))).toEqual([1, 2, 3, 255]);
  });

  it("a feature's properties are its tooltip, on its polygon and on its line alike", () => {
    const model = plugin.transformProps([cells], form, { width: 600, height: 400 });
    expect(mapTooltip(model, 'geojson-polygons', 0)?.title).toBe('name: Square');
    // Lines are picked by index: the square's outline is line 0, the road line 1.
    expect(mapTooltip(model, 'geojson-lines', 1)?.title).toBe('name: Road');
  });

  it('only invalid rows: the empty state says so', () => {
    const model = plugin.transformProps([result(['shape'], [STRING], [{ shape: '{' }])], form, {
      width: 600,
      height: 400,
    });
    expect([model.emptyText, model.invalidRows]).toEqual(['No row has valid GeoJSON', 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { GenericDataType } from '../../src/core/query';
import { ARC_SEGMENTS, commonRows } from '../../src/charts/plugins/deck/arc';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { expectGolden, goldenJson } from '../support/golden';
import { deckForm } from './deckFixtures';
import { result } from './fixtures';

const plugin = BUILT_IN_PLUGINS.deck_arc;
const form = deckForm('deck_arc', {
  start_spatial: { type: 'latlong', lonCol: 'from_lon', latCol: 'from_lat' },
  end_spatial: { type: 'delimited', lonlatCol: 'to' },
  color_picker: { r: 255, g: 0, b: 0, a: 1 },
  target_color_picker: { r: 0, g: 0, b: 255, a: 1 },
  stroke_width: 2,
});
const { NUMERIC, STRING } = GenericDataType;
const flights = result(
  ['from_lon', 'from_lat', 'to'],
  [NUMERIC, NUMERIC, STRING],
  [
    { from_lon: 2.35, from_lat: 48.86, to: '139.69,35.69' },
    { from_lon: null, from_lat: 40, to: '1,2' },
    { from_lon: -74, from_lat: 40.7, to: 'nowhere' },
    { from_lon: -0.13, from_lat: 51.5, to: '-74,40.7' },
  ],
);

describe('deck_arc', () => {
  it('queries both places’ columns, none of them null', () => {
    const query = plugin.buildQuery(form).queries[0]!;
    expect(query.columns).toEqual(['from_lon', 'from_lat', 'to']);
    expect(query.filters?.map((f) => [f.col, f.op])).toEqual([
      ['from_lon', 'IS NOT NULL'],
      ['from_lat', 'IS NOT NULL'],
      ['to', 'IS NOT NULL'],
    ]);
  });

  it('an arc per row with both places valid, coloured source to target; the others are counted [golden]', () => {
    const model = plugin.transformProps([flights], form, { width: 600, height: 400 });
    expectGolden('charts/deck_arc.model.json', goldenJson(model));
    const arcs = model.layers[0]!.marks;
    expect(arcs.count).toBe(2);
    expect(model.invalidRows).toBe(2);
    expect(arcs.positions.length).toBe(2 * (ARC_SEGMENTS + 1) * 2);
    expect(Array.from(arcs.colors.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(arcs.colors.subarray(4 * ARC_SEGMENTS, 4 * ARC_SEGMENTS + 4))).toEqual([0, 0, 255, 255]);
    expect(mapTooltip(model, 'arcs', 1)?.rows.at(-1)).toEqual({ label: 'End latitude', value: '40.7' });
  });

  it('common rows walk both sorted row lists', () => {
    const a = { positions: new Float32Array(), rows: new Uint32Array([0, 2, 3]), count: 3, invalid: 1 };
    const b = { positions: new Float32Array(), rows: new Uint32Array([0, 1, 3]), count: 3, invalid: 1 };
    expect(commonRows(a, b)).toEqual({ from: [0, 2], to: [0, 2] });
  });
});

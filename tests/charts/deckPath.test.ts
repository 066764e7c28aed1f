import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { deckForm, sumPopulation } from './deckFixtures';
import { result } from './fixtures';

const plugin = BUILT_IN_PLUGINS.deck_path;
const { NUMERIC, STRING } = GenericDataType;
const form = deckForm('deck_path', {
  spatial: undefined,
  line_column: 'path',
  line_type: 'json',
  tooltip_contents: ['route'],
  color_picker: { r: 255, g: 0, b: 0, a: 1 },
  line_width: 3,
});
const routes = result(
  ['route', 'path'],
  [STRING, STRING],
  [
    { route: 'Paris – Lyon', path: '[[2.35,48.86],[3.5,47],[4.84,45.76]]' },
    { route: 'Tokyo – Honolulu', path: '[[139.7,35.7],[179,30],[-179,28],[-157.86,21.3]]' },
    { route: 'Broken', path: '[[1,2' },
    { route: 'Nowhere', path: null },
  ],
);

describe('deck_path', () => {
  it("queries its line column, grouped by it when a metric is asked, as Superset's client sends it", () => {
    const raw = plugin.buildQuery(form).queries[0]!;
    expect([raw.columns, raw.metrics, raw.filters]).toEqual([
      ['path', 'route'],
      [],
      [{ col: 'path', op: 'IS NOT NULL' }],
    ]);
    const grouped = plugin.buildQuery({ ...form, metric: sumPopulation, filter_nulls: false }).queries[0]!;
    expect([grouped.columns, grouped.metrics, grouped.filters]).toEqual([['path', 'route'], [sumPopulation], []]);
    expect(() => plugin.buildQuery({ ...form, line_column: '' })).toThrow('Line column is required for Path charts');
  });

  it('a path per row at line_width in the picked colour; rows whose line does not parse are counted [golden]', () => {
    const model = plugin.transformProps([routes], form, { width: 600, height: 400 });
    expectGolden('charts/deck_path.model.json', goldenJson(model));
    const paths = model.layers[0]!.marks;
    expect(paths.kind).toBe('path');
    expect(paths.count).toBe(2);
    expect(paths.kind === 'path' ? paths.widthPx : 0).toBe(3);
    expect(Array.from(paths.colors.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    expect(model.invalidRows).toBe(2);
    expect(mapTooltip(model, 'paths', 1)?.title).toBe('route: Tokyo – Honolulu');
  });

  it('a polyline column, and a line across the antimeridian drawn the short way', () => {
    const model = plugin.transformProps(
      [result(['path'], [STRING], [{ path: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }])],
      { ...form, line_type: 'polyline', tooltip_contents: [] },
      { width: 600, height: 400 },
    );
    expect(model.layers[0]!.marks.count).toBe(1);
    expect(model.layers[0]!.marks.positions.length).toBe(6);
    const pacific = plugin.transformProps([routes], form, { width: 600, height: 400 }).layers[0]!.marks;
    const xs = Array.from({ length: 4 }, (_, k) => pacific.positions[2 * (3 + k)] as number);
    for (let k = 1; k < 4; k += 1) expect(xs[k]! - xs[k - 1]!).toBeGreaterThan(0); // always eastwards
  });

  it('the metric is in the tooltip when asked', () => {
    const withMetric = result(
      ['path', 'SUM(population)'],
      [STRING, NUMERIC],
      [{ path: '[[0,0],[1,1]]', 'SUM(population)': 42 }],
    );
    const model = plugin.transformProps(
      [withMetric],
      { ...form, metric: sumPopulation, tooltip_contents: [] },
      {
        width: 600,
        height: 400,
      },
    );
    expect(mapTooltip(model, 'paths', 0)?.title).toBe('SUM(population): 42');
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { PieChartModel } from '../../src/charts';
import { result } from './fixtures';

const rows = result(
  ['product_line', 'sum__sales'],
  [1, 0],
  [
    { product_line: 'Bikes', sum__sales: 30 },
    { product_line: null, sum__sales: 10 },
  ],
);
const form = { datasource: '3__table', viz_type: 'pie', metric: 'sum__sales', groupby: ['product_line'] };
const model = (formData: Record<string, unknown>): PieChartModel =>
  BUILT_IN_PLUGINS.pie.transformProps([rows], { ...form, ...formData }, { width: 300, height: 300 }) as PieChartModel;

describe('a pie slice as a cross filter', () => {
  it('D11.01 a saved pie carries each slice values of its dimension for the click to filter on', () => {
    expect(model({ slice_id: 12 }).crossFilter).toEqual({
      chartId: 12,
      columns: ['product_line'],
      values: [['Bikes'], [null]],
    });
  });

  it('a pie with no id (explore before save) or no dimension has no cross filter', () => {
    expect(model({}).crossFilter).toBeUndefined();
    expect(model({ slice_id: 12, groupby: [] }).crossFilter).toBeUndefined();
  });
});

describe('a pie made again from the same results', () => {
  it('keeps its slices when only labels change, so the canvas draws nothing again; makes them anew when the radius, values or colours change', () => {
    const labelled = model({ show_labels: true, label_type: 'key' });
    const relabelled = model({ show_labels: false, label_type: 'value' });
    expect(relabelled.labels).toEqual([]);
    expect(labelled.labels.length).toBeGreaterThan(0);
    expect(relabelled.layers[0]).toBe(labelled.layers[0]);
    const wider = model({ outerRadius: 90 });
    expect(wider.layers[0]).not.toBe(labelled.layers[0]);
    expect(Array.from(wider.layers[0]!.positions)).not.toEqual(Array.from(labelled.layers[0]!.positions));
    const recoloured = model({ outerRadius: 90, color_scheme: 'bnbColors' });
    expect(recoloured.layers[0]).not.toBe(wider.layers[0]);
    const other = result(['product_line', 'sum__sales'], [1, 0], [{ product_line: 'Bikes', sum__sales: 5 }]);
    const fresh = BUILT_IN_PLUGINS.pie.transformProps([other], form, { width: 300, height: 300 }) as PieChartModel;
    expect(fresh.layers[0]!.count).toBe(1);
  });

  it("keeps its slices' texts and legend when only labels change, and formats them anew (the same slices drawn) when the number format changes", () => {
    const labelled = model({ show_labels: true, label_type: 'key_value' });
    const hidden = model({ show_labels: false, label_type: 'key_value' });
    expect(hidden.slices).toBe(labelled.slices);
    expect(hidden.legend).toBe(labelled.legend);
    expect(labelled.labels[0]?.text).toBe('Bikes: 30');
    const reformatted = model({ show_labels: true, label_type: 'key_value', number_format: '.1f' });
    expect(reformatted.slices).not.toBe(labelled.slices);
    expect(reformatted.legend).toEqual(labelled.legend);
    expect(reformatted.slices.map((s) => s.value)).toEqual(['30.0', '10.0']);
    expect(reformatted.labels[0]?.text).toBe('Bikes: 30.0');
    expect(reformatted.layers[0]).toBe(labelled.layers[0]);
  });
});

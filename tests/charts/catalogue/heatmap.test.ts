import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function heatmapForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'heatmap_v2',
    x_axis: 'state',
    groupby: 'gender',
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 10000,
    sort_x_axis: 'alpha_asc',
    sort_y_axis: 'value_desc',
    normalize_across: 'heatmap',
    linear_color_scheme: 'superset_seq_1',
    ...extra,
  };
}

const cells = result(
  ['state', 'gender', 'SUM(num)', 'rank'],
  [1, 1, 0, 0],
  [
    { state: 'CA', gender: 'boy', 'SUM(num)': 40, rank: 1 },
    { state: 'CA', gender: 'girl', 'SUM(num)': 10, rank: 0.5 },
    { state: 'NY', gender: 'boy', 'SUM(num)': 20, rank: 0.5 },
    { state: 'NY', gender: 'girl', 'SUM(num)': 30, rank: 1 },
  ],
);

describe('heatmap_v2', () => {
  it('asks for the metric by x and y, ordered as the sort controls say, ranked within the normalising axis [golden]', () => {
    const ctx = buildChartQueryContext(heatmapForm({ normalize_across: 'x' }));
    expectGolden('charts/heatmap.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'state' });
    expect(query?.columns?.[1]).toBe('gender');
    expect(query?.orderby).toEqual([
      ['state', true],
      [sumNum, false],
    ]);
    expect(query?.post_processing).toEqual([{ operation: 'rank', options: { metric: 'SUM(num)', group_by: 'state' } }]);
  });

  it('draws a cell per (x, y) pair coloured along the sequential scheme by value [golden]', () => {
    const model = BUILT_IN_PLUGINS.heatmap_v2.transformProps([cells], heatmapForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/heatmap.model.json', goldenJson(model));
    expect(model.xAxis.domain).toEqual(['CA', 'NY']);
    expect(model.yAxis.scale).toBe('band');
    expect(model.yAxis.domain).toEqual(['boy', 'girl']);
    const layer = model.layers[0];
    if (layer?.kind !== 'polygon') throw new Error('cells are polygons');
    expect(layer.count).toBe(4);
    // The largest value takes the scheme's last colour, the smallest its first.
    const colorOf = (i: number) =>
      Array.from(layer.colors.slice(4 * (layer.startIndices[i] as number), 4 * (layer.startIndices[i] as number) + 3));
    expect(colorOf(0)).not.toEqual(colorOf(1));
    expect(model.valueLabels[0]?.[0]).toBe('40');
    expect(model.showLegend).toBe(false);
  });

  it('normalised cells are coloured by their rank rather than their value', () => {
    const model = BUILT_IN_PLUGINS.heatmap_v2.transformProps([cells], heatmapForm({ normalized: true }), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    const plain = BUILT_IN_PLUGINS.heatmap_v2.transformProps([cells], heatmapForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expect(model.layers[0]?.colors).not.toEqual(plain.layers[0]?.colors);
    expect(BUILT_IN_PLUGINS.heatmap_v2.metadata).toMatchObject({ name: 'Heatmap', category: 'Correlation' });
  });
});

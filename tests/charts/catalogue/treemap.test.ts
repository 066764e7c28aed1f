import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { PieChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function treemapForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'treemap_v2',
    groupby: ['region', 'state'],
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 10000,
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const leaves = result(
  ['region', 'state', 'SUM(num)'],
  [1, 1, 0],
  [
    { region: 'West', state: 'CA', 'SUM(num)': 50 },
    { region: 'West', state: 'OR', 'SUM(num)': 10 },
    { region: 'East', state: 'NY', 'SUM(num)': 40 },
  ],
);

/** The area of polygon i of a layer (a rectangle's four corners). */
function areaOf(layer: PieChartModel['layers'][number], i: number): number {
  const start = 'startIndices' in layer ? (layer.startIndices[i] as number) : 0;
  const xs = [0, 1, 2, 3].map((k) => layer.positions[2 * (start + k)] as number);
  const ys = [0, 1, 2, 3].map((k) => layer.positions[2 * (start + k) + 1] as number);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

describe('treemap_v2', () => {
  it('asks for the metric by the hierarchy, sorted when asked [golden]', () => {
    const ctx = buildChartQueryContext(treemapForm({ sort_by_metric: true }));
    expectGolden('charts/treemap.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.columns).toEqual(['region', 'state']);
    expect(ctx.queries[0]?.orderby).toEqual([[sumNum, false]]);
  });

  it('tiles the cell with a rectangle per leaf, its area its share, coloured by its top group [golden]', () => {
    const model = BUILT_IN_PLUGINS.treemap_v2.transformProps([leaves], treemapForm(), {
      width: 400,
      height: 300,
    }) as PieChartModel;
    expectGolden('charts/treemap.model.json', goldenJson(model));
    expect(model.fill).toBe(true);
    expect(model.slices.map((s) => s.label)).toEqual(['West / CA', 'West / OR', 'East / NY']);
    expect(model.slices[0]?.percent).toBe('50.00%');
    const layer = model.layers[0];
    if (!layer) throw new Error('no layer');
    expect(layer.count).toBe(3);
    expect(areaOf(layer, 0) / areaOf(layer, 2)).toBeCloseTo(50 / 40, 1);
    expect(model.slices[0]?.color).toBe(model.slices[1]?.color);
    expect(model.slices[0]?.color).not.toBe(model.slices[2]?.color);
    expect(BUILT_IN_PLUGINS.treemap_v2.metadata).toMatchObject({ name: 'Treemap', category: 'Part of a Whole' });
  });
});

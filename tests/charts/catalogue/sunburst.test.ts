import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { PieChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { pieTooltip } from '../../../src/charts/views/tooltips';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

function sunburstForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'sunburst_v2',
    columns: ['region', 'state'],
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 10000,
    color_scheme: 'supersetColors',
    linear_color_scheme: 'superset_seq_1',
    ...extra,
  };
}

const leaves = result(
  ['region', 'state', 'SUM(num)', 'count'],
  [1, 1, 0, 0],
  [
    { region: 'West', state: 'CA', 'SUM(num)': 50, count: 5 },
    { region: 'West', state: 'OR', 'SUM(num)': 10, count: 5 },
    { region: 'East', state: 'NY', 'SUM(num)': 40, count: 2 },
  ],
);

/** The area of polygon i of a layer (the shoelace formula over its ring). */
function areaOf(layer: PieChartModel['layers'][number], i: number): number {
  if (layer.kind === 'point') throw new Error('not polygons');
  const start = layer.startIndices[i] as number;
  const end = i + 1 < layer.count ? (layer.startIndices[i + 1] as number) : layer.positions.length / 2;
  let sum = 0;
  for (let v = start; v < end - 1; v += 1) {
    const [x0, y0] = [layer.positions[2 * v] as number, layer.positions[2 * v + 1] as number];
    const [x1, y1] = [layer.positions[2 * v + 2] as number, layer.positions[2 * v + 3] as number];
    sum += x0 * y1 - x1 * y0;
  }
  return Math.abs(sum) / 2;
}

describe('sunburst_v2', () => {
  it('asks for the primary and secondary metrics by the hierarchy, sorted by the primary when asked [golden]', () => {
    const ctx = buildChartQueryContext(sunburstForm({ secondary_metric: count, sort_by_metric: true }));
    expectGolden('charts/sunburst.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.columns).toEqual(['region', 'state']);
    expect(ctx.queries[0]?.metrics).toEqual([sumNum, count]);
    expect(ctx.queries[0]?.orderby).toEqual([[sumNum, false]]);
  });

  it('draws a ring per level, an arc per node its share of the turn, coloured by name [golden]', () => {
    const model = BUILT_IN_PLUGINS.sunburst_v2.transformProps(
      [leaves],
      sunburstForm({ show_labels: true, show_total: true, label_type: 'key_value' }),
      { width: 400, height: 400 },
    ) as PieChartModel;
    expectGolden('charts/sunburst.model.json', goldenJson(model));
    expect(model.slices.map((s) => s.label)).toEqual(['West', 'East', 'West / CA', 'West / OR', 'East / NY']);
    expect(model.slices.map((s) => s.percent)).toEqual(['60.00%', '40.00%', '50.00%', '10.00%', '40.00%']);
    const layer = model.layers[0];
    if (!layer) throw new Error('no layer');
    expect(layer.count).toBe(5);
    expect(areaOf(layer, 0) / areaOf(layer, 1)).toBeCloseTo(60 / 40, 2);
    expect(areaOf(layer, 2) / areaOf(layer, 3)).toBeCloseTo(50 / 10, 2);
    // The inner ring (depth 1) lies inside the outer one.
    expect(Array.from(layer.kind === 'polygon' ? layer.series : [])).toEqual([0, 0, 1, 1, 1]);
    expect(model.total).toBe('100');
    expect(model.labels.map((l) => l.text)).toContain('West: 60');
    // Each node takes its own name's colour: the same name on two rings would share it.
    expect(new Set(model.slices.map((s) => s.color)).size).toBe(5);
  });

  it('a secondary metric colours each arc along the linear scheme by secondary / primary', () => {
    const model = BUILT_IN_PLUGINS.sunburst_v2.transformProps([leaves], sunburstForm({ secondary_metric: count }), {
      width: 400,
      height: 400,
    }) as PieChartModel;
    const colors = model.slices.map((s) => s.color);
    // West: 10/60, East: 2/40, CA 5/50, OR 5/10 (the highest ratio), NY 2/40 (the lowest, as East).
    expect(colors[1]).toBe(colors[4]);
    expect(new Set(colors).size).toBe(4);
    expect(model.labels).toEqual([]);
    expect(BUILT_IN_PLUGINS.sunburst_v2.metadata).toMatchObject({
      name: 'Sunburst Chart',
      category: 'Part of a Whole',
    });
  });
});

describe('sunburst_v2 tooltip', () => {
  it('reads, as Superset’s, the metric, its share of the parent and of the total, and the secondary metric with the ratio', () => {
    const model = BUILT_IN_PLUGINS.sunburst_v2.transformProps([leaves], sunburstForm({ secondary_metric: count }), {
      width: 400,
      height: 400,
    }) as PieChartModel;
    const or = model.slices.findIndex((s) => s.label === 'West / OR');
    expect(pieTooltip(model, or)).toEqual({
      title: 'West / OR',
      rows: [
        { label: 'SUM(num)', value: '10', color: model.slices[or]?.color },
        { label: '% of parent', value: '16.67%' },
        { label: '% of total', value: '10.00%' },
        { label: 'count', value: '5' },
        { label: 'count / SUM(num)', value: '0.5' },
      ],
    });
    // Other part-of-a-whole charts keep the pie's tooltip: value and share.
    expect(pieTooltip({ ...model, slices: [{ label: 'a', value: '1', percent: '50%', color: '#000' }] }, 0)).toEqual({
      title: 'a',
      rows: [{ label: '1', value: '50%', color: '#000' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, batchMarks } from '../../../src/charts';
import type { MarkLayer, XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

const avgNum = { ...sumNum, aggregate: 'AVG', label: 'AVG(num)' } as const;
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

function bubbleForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'bubble_v2',
    entity: 'state',
    series: 'region',
    x: sumNum,
    y: avgNum,
    size: count,
    adhoc_filters: [],
    row_limit: 100,
    max_bubble_size: 25,
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const bubbles = result(
  ['state', 'region', 'SUM(num)', 'AVG(num)', 'count'],
  [1, 1, 0, 0, 0],
  [
    { state: 'CA', region: 'West', 'SUM(num)': 100, 'AVG(num)': 10, count: 50 },
    { state: 'NY', region: 'East', 'SUM(num)': 60, 'AVG(num)': 20, count: 10 },
    { state: 'OR', region: 'West', 'SUM(num)': 30, 'AVG(num)': 5, count: 30 },
    { state: 'TX', region: 'South', 'SUM(num)': null, 'AVG(num)': 8, count: 20 },
  ],
);

describe('bubble_v2', () => {
  it('groups by entity and series and asks for the x, y and size metrics [golden]', () => {
    const ctx = buildChartQueryContext(bubbleForm({ orderby: count, order_desc: true }));
    expectGolden('charts/bubble.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns).toEqual(['state', 'region']);
    expect(query?.metrics).toEqual([sumNum, avgNum, count]);
    expect(query?.orderby).toEqual([[count, false]]);
  });

  it('draws a bubble per entity at (x, y), its area growing with size, coloured by series [golden]', () => {
    const model = BUILT_IN_PLUGINS.bubble_v2.transformProps([bubbles], bubbleForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/bubble.model.json', goldenJson(model));
    expect(model.series.map((s) => s.label)).toEqual(['West', 'East']);
    const points = model.layers[0] as Extract<MarkLayer, { kind: 'point' }>;
    // The row without an x value is skipped, not drawn at 0.
    expect(points.count).toBe(3);
    expect(Array.from(points.datum)).toEqual([0, 1, 2]);
    const radii = Array.from(points.radii ?? []);
    expect(radii[0]).toBeCloseTo((2 * 25 + 5) / 2, 5); // Superset: a diameter of 5 px plus up to twice max_bubble_size
    expect(radii[1]).toBeLessThan(radii[2] as number);
    expect(model.xLabels[1]).toBe('NY');
    expect(model.valueLabels[1]?.[1]).toBe('x: 60 · y: 20 · size: 10');
    expect(model.valueLabels[0]?.[1]).toBe('');
  });

  it('the canvas draws each bubble at its own radius', () => {
    const model = BUILT_IN_PLUGINS.bubble_v2.transformProps([bubbles], bubbleForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    const [batch] = batchMarks([
      { key: 'b', rect: { left: 0, top: 0, width: 600, height: 400 }, layers: model.layers },
    ]);
    const radius = (batch?.data.attributes as unknown as { getRadius: { value: Float32Array } }).getRadius.value;
    expect(Array.from(radius)).toEqual(Array.from((model.layers[0] as { radii: Float32Array }).radii));
  });
});

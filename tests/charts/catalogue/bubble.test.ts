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

describe('bubble_v2 logarithmic axes', () => {
  const wide = result(
    ['state', 'region', 'SUM(num)', 'AVG(num)', 'count'],
    [1, 1, 0, 0, 0],
    [
      { state: 'CA', region: 'West', 'SUM(num)': 10, 'AVG(num)': 1, count: 5 },
      { state: 'NY', region: 'East', 'SUM(num)': 1000, 'AVG(num)': 100, count: 5 },
      { state: 'OR', region: 'West', 'SUM(num)': 100000, 'AVG(num)': 10000, count: 5 },
      { state: 'TX', region: 'South', 'SUM(num)': 0, 'AVG(num)': 8, count: 5 },
    ],
  );

  it("'Logarithmic x-axis' and 'Logarithmic y-axis' place values by their logarithm, ticks at powers of ten", () => {
    const model = BUILT_IN_PLUGINS.bubble_v2.transformProps([wide], bubbleForm({ logXAxis: true, logYAxis: true }), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    const points = model.layers[0] as Extract<MarkLayer, { kind: 'point' }>;
    // A value of 0 has no logarithm: that bubble is not drawn (never at the axis's foot).
    expect(Array.from(points.datum)).toEqual([0, 1, 2]);
    const xs = [0, 1, 2].map((i) => points.positions[2 * i] as number);
    const ys = [0, 1, 2].map((i) => points.positions[2 * i + 1] as number);
    // 10, 1,000 and 100,000 are evenly spaced on a log axis.
    expect(xs[1]! - xs[0]!).toBeCloseTo(xs[2]! - xs[1]!, 5);
    expect(ys[1]! - ys[0]!).toBeCloseTo(ys[2]! - ys[1]!, 5);
    expect(model.xAxis.scale).toBe('log');
    expect(model.xAxis.ticks.map((t) => t.label)).toEqual(['10', '100', '1k', '10k', '100k']);
    expect(model.yAxis.ticks[0]?.label).toBe('1');
  });

  it('the control panel offers both checkboxes, as Superset labels them', () => {
    const names = BUILT_IN_PLUGINS.bubble_v2.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat().map((c) => [c.name, c.label]),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        ['logXAxis', 'Logarithmic x-axis'],
        ['logYAxis', 'Logarithmic y-axis'],
      ]),
    );
  });
});

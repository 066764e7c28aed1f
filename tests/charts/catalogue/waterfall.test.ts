import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { T0, result, sumNum } from '../fixtures';

const MONTH = 31 * 86_400_000;

function waterfallForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'waterfall',
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metric: sumNum,
    groupby: [],
    adhoc_filters: [],
    row_limit: 10000,
    x_axis_time_format: '%Y-%m',
    ...extra,
  };
}

const changes = result(
  ['ds', 'SUM(num)'],
  [2, 0],
  [
    { ds: T0, 'SUM(num)': 100 },
    { ds: T0 + MONTH, 'SUM(num)': -30 },
    { ds: T0 + 2 * MONTH, 'SUM(num)': 50 },
  ],
);

/** [bottom, top] in value units of polygon `i` of the bars layer. */
function barExtent(model: XYChartModel, i: number): [number, number] {
  const bars = model.layers[0];
  if (bars?.kind !== 'polygon') throw new Error('bars are polygons');
  const start = bars.startIndices[i] as number;
  const ys = [0, 1, 2, 3].map((k) => bars.positions[2 * (start + k) + 1] as number);
  const [lo, hi] = model.yAxis.domain as [number, number];
  return [Math.min(...ys) * (hi - lo) + lo, Math.max(...ys) * (hi - lo) + lo];
}

describe('waterfall', () => {
  it('asks for the metric by x-axis and breakdown, ordered by them ascending [golden]', () => {
    const ctx = buildChartQueryContext(waterfallForm({ groupby: ['gender'] }));
    expectGolden('charts/waterfall.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1M' });
    expect(query?.columns?.[1]).toBe('gender');
    expect(query?.orderby?.map(([, asc]) => asc)).toEqual([true, true]);
  });

  it('floats each change on the running total, coloured by sign, and ends with the total [golden]', () => {
    const model = BUILT_IN_PLUGINS.waterfall.transformProps([changes], waterfallForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/waterfall.model.json', goldenJson(model));
    expect(model.xAxis.domain).toEqual(['2024-01', '2024-02', '2024-03', 'Total']);
    expect(barExtent(model, 0)[0]).toBeCloseTo(0, 6);
    expect(barExtent(model, 0)[1]).toBeCloseTo(100, 4);
    expect(barExtent(model, 1)[0]).toBeCloseTo(70, 4);
    expect(barExtent(model, 1)[1]).toBeCloseTo(100, 4);
    expect(barExtent(model, 2)[0]).toBeCloseTo(70, 4);
    expect(barExtent(model, 2)[1]).toBeCloseTo(120, 4);
    expect(barExtent(model, 3)[1]).toBeCloseTo(120, 4);
    expect(model.series.map((s) => s.label)).toEqual(['Increase', 'Decrease', 'Total']);
    const bars = model.layers[0];
    expect(bars?.kind === 'polygon' ? Array.from(bars.series) : []).toEqual([0, 1, 0, 2]);
    expect(model.valueLabels[1]?.[1]).toBe('-30');
    expect(model.valueLabels[2]?.[3]).toBe('120');
  });

  it('sums the breakdown within each x value; show_total off drops the total bar', () => {
    const split = result(
      ['ds', 'gender', 'SUM(num)'],
      [2, 1, 0],
      [
        { ds: T0, gender: 'boy', 'SUM(num)': 60 },
        { ds: T0, gender: 'girl', 'SUM(num)': 40 },
        { ds: T0 + MONTH, gender: 'boy', 'SUM(num)': -10 },
      ],
    );
    const model = BUILT_IN_PLUGINS.waterfall.transformProps(
      [split],
      waterfallForm({ groupby: ['gender'], show_total: false }),
      { width: 600, height: 400 },
    ) as XYChartModel;
    expect(model.xAxis.domain).toEqual(['2024-01', '2024-02']);
    expect(model.valueLabels[0]?.[0]).toBe('100');
    expect(BUILT_IN_PLUGINS.waterfall.metadata).toMatchObject({ name: 'Waterfall Chart', category: 'Evolution' });
  });
});

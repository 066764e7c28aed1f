import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function boxForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'box_plot',
    columns: ['name'],
    groupby: ['gender'],
    metrics: [sumNum],
    adhoc_filters: [],
    row_limit: 10000,
    whiskerOptions: 'Tukey',
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const stats = (gender: string, [min, q1, median, q3, max]: number[], outliers: number[]): Record<string, unknown> => ({
  gender,
  'SUM(num)__mean': median,
  'SUM(num)__median': median,
  'SUM(num)__max': max,
  'SUM(num)__min': min,
  'SUM(num)__q1': q1,
  'SUM(num)__q3': q3,
  'SUM(num)__count': 10,
  'SUM(num)__outliers': outliers,
});

const boxes = result(
  ['gender', ...['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'].map((s) => `SUM(num)__${s}`)],
  [1, 0, 0, 0, 0, 0, 0, 0, 1],
  [stats('boy', [10, 20, 30, 40, 50], [90, 2]), stats('girl', [5, 15, 20, 25, 35], [])],
);

describe('box_plot', () => {
  it('groups by the dimensions and the distribution columns, then asks for the boxplot statistics [golden]', () => {
    const ctx = buildChartQueryContext(boxForm());
    expectGolden('charts/box_plot.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns).toEqual(['name', 'gender']);
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.post_processing).toEqual([
      { operation: 'boxplot', options: { whisker_type: 'tukey', groupby: ['gender'], metrics: ['SUM(num)'] } },
    ]);
  });

  it('percentile whiskers send their bounds; min/max has none', () => {
    const opts = (whiskerOptions: string) =>
      buildChartQueryContext(boxForm({ whiskerOptions })).queries[0]?.post_processing?.[0]?.options;
    expect(opts('9/91 percentiles')).toMatchObject({ whisker_type: 'percentile', percentiles: [9, 91] });
    expect(opts('Min/max (no outliers)')).toMatchObject({ whisker_type: 'min/max' });
  });

  it('draws a box from Q1 to Q3 per group with whiskers, median and outliers [golden]', () => {
    const model = BUILT_IN_PLUGINS.box_plot.transformProps([boxes], boxForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/box_plot.model.json', goldenJson(model));
    expect(model.xAxis.domain).toEqual(['boy', 'girl']);
    expect(model.layers.map((l) => [l.id, l.count])).toEqual([
      ['boxes', 2],
      ['whiskers', 2 * 5],
      ['outliers', 2],
    ]);
    const boxLayer = model.layers[0];
    if (boxLayer?.kind !== 'polygon') throw new Error('boxes are polygons');
    // The boy box runs from Q1 20 to Q3 40 on a value axis that holds the outlier 90.
    const ys = Array.from(boxLayer.positions.slice(0, 8)).filter((_, i) => i % 2 === 1);
    const y = (v: number) =>
      (v - (model.yAxis.domain[0] as number)) / ((model.yAxis.domain[1] as number) - (model.yAxis.domain[0] as number));
    expect(Math.min(...ys)).toBeCloseTo(y(20), 5);
    expect(Math.max(...ys)).toBeCloseTo(y(40), 5);
    expect(model.yAxis.domain[1]).toBeGreaterThanOrEqual(90);
    expect(model.valueLabels[0]?.[0]).toBe(
      'Max 50 · Q3 40 · Median 30 · Q1 20 · Min 10 · Mean 30 · Count 10 · Outliers 2',
    );
    expect(BUILT_IN_PLUGINS.box_plot.metadata).toMatchObject({ name: 'Box Plot', category: 'Distribution' });
  });
});

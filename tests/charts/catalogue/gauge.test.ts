import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { PieChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function gaugeForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'gauge_chart',
    groupby: [],
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 10,
    min_val: 0,
    max_val: 200,
    split_number: 4,
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const total = result(['SUM(num)'], [0], [{ 'SUM(num)': 150 }]);

/** The angle (degrees, y up) of a point of the unit square around the gauge's centre. */
const angleOf = (x: number, y: number): number => (Math.atan2(y - 0.5, x - 0.5) * 180) / Math.PI;

describe('gauge_chart', () => {
  it('asks for the metric (by group), sorted when asked [golden]', () => {
    const ctx = buildChartQueryContext(gaugeForm({ sort_by_metric: true }));
    expectGolden('charts/gauge.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.metrics).toEqual([sumNum]);
    expect(ctx.queries[0]?.orderby).toEqual([[sumNum, false]]);
  });

  it('draws the track from 225° to -45° and the progress to the value, with the axis labels [golden]', () => {
    const model = BUILT_IN_PLUGINS.gauge_chart.transformProps([total], gaugeForm(), {
      width: 400,
      height: 300,
    }) as PieChartModel;
    expectGolden('charts/gauge.model.json', goldenJson(model));
    expect(model.layers.map((l) => [l.id, l.count])).toEqual([
      ['track', 1],
      ['progress', 1],
    ]);
    expect(model.total).toBe('150');
    expect(model.labels.map((l) => l.text)).toEqual(['0', '50', '100', '150', '200']);
    // 150 of 0..200 is three quarters of the 270° sweep: 225 - 202.5 = 22.5°.
    const progress = model.layers[1];
    if (progress?.kind !== 'polygon') throw new Error('progress is a polygon');
    // The points on the outer edge span 22.5° to 225° (angles read from -45° on, so the sweep does not wrap).
    const outer = Array.from({ length: progress.positions.length / 2 }, (_, i) => [
      progress.positions[2 * i] as number,
      progress.positions[2 * i + 1] as number,
    ])
      .filter(([x, y]) => Math.abs(Math.hypot((x as number) - 0.5, (y as number) - 0.5) - 0.42) < 1e-4)
      .map(([x, y]) => {
        const a = angleOf(x as number, y as number);
        return a < -45 ? a + 360 : a;
      });
    expect(Math.min(...outer)).toBeCloseTo(22.5, 3);
    expect(Math.max(...outer)).toBeCloseTo(225, 3);
    expect(model.slices[0]).toMatchObject({ label: 'SUM(num)', value: '150', percent: '75.00%' });
  });

  it('without a maximum the gauge runs to the largest value; a group each gets its own progress', () => {
    const groups = result(
      ['gender', 'SUM(num)'],
      [1, 0],
      [
        { gender: 'boy', 'SUM(num)': 80 },
        { gender: 'girl', 'SUM(num)': 40 },
      ],
    );
    const model = BUILT_IN_PLUGINS.gauge_chart.transformProps(
      [groups],
      gaugeForm({ groupby: ['gender'], max_val: null }),
      { width: 400, height: 300 },
    ) as PieChartModel;
    expect(model.layers[1]?.count).toBe(2);
    expect(model.labels.at(-1)?.text).toBe('80');
    expect(model.slices.map((s) => s.label)).toEqual(['boy', 'girl']);
    expect(BUILT_IN_PLUGINS.gauge_chart.metadata).toMatchObject({ name: 'Gauge Chart', category: 'KPI' });
  });
});

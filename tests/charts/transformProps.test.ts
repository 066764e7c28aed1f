import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, pieLabel, trianglesOf } from '../../src/charts';
import type { BigNumberModel, PieChartModel, XYChartModel } from '../../src/charts';
import { expectGolden, goldenJson } from '../support/golden';
import { T0, genderSeries, result, sumNum, timeseriesForm } from './fixtures';

const size = { width: 600, height: 400 };

function xy(vizType: keyof typeof BUILT_IN_PLUGINS, extra: Record<string, unknown> = {}): XYChartModel {
  const plugin = BUILT_IN_PLUGINS[vizType];
  return plugin.transformProps([genderSeries], timeseriesForm(vizType, extra), size) as XYChartModel;
}

describe('time-series transformProps', () => {
  it('line: one path per series run, breaking at missing values [golden]', () => {
    const model = xy('echarts_timeseries_line');
    expectGolden('charts/line.model.json', goldenJson(model));
    expect(model.series.map((s) => s.label)).toEqual(['boy', 'girl']);
    const lines = model.layers.find((l) => l.id === 'lines');
    expect(lines?.count).toBe(2); // girl's lone first value has no neighbour to join
    expect(model.xAxis.scale).toBe('time');
    expect(model.valueLabels[1]?.[1]).toBe('');
  });

  it('bar: grouped vertical bars from zero [golden]', () => {
    const model = xy('echarts_timeseries_bar');
    expectGolden('charts/bar.model.json', goldenJson(model));
    expect(model.layers[0]?.count).toBe(7);
    expect(model.xAxis.scale).toBe('band');
    expect(model.yAxis.domain[0]).toBeLessThanOrEqual(-3);
  });

  it('bar: horizontal swaps the axes and stacked bars sit on each other [golden]', () => {
    const model = xy('echarts_timeseries_bar', { orientation: 'horizontal', stack: 'Stack' });
    expectGolden('charts/bar.horizontal.stacked.model.json', goldenJson(model));
    expect(model.orientation).toBe('horizontal');
  });

  it('area: expanded stack reaches 100% and uses a percent format [golden]', () => {
    const model = xy('echarts_area', { stack: 'Expand' });
    expectGolden('charts/area.expand.model.json', goldenJson(model));
    expect(model.yAxis.domain).toEqual([0, 1]);
    expect(model.yAxis.ticks.at(-1)?.label).toBe('100%');
  });

  it('scatter: one point per present value [golden]', () => {
    const model = xy('echarts_timeseries_scatter');
    expectGolden('charts/scatter.model.json', goldenJson(model));
    expect(model.layers[0]?.kind).toBe('point');
    expect(model.layers[0]?.count).toBe(7);
  });
});

describe('big number transformProps', () => {
  it('big_number_total formats the metric, and says No data without one', () => {
    const form = { datasource: '3__table', viz_type: 'big_number_total', metric: sumNum, subheader: 'births' };
    const model = BUILT_IN_PLUGINS.big_number_total.transformProps(
      [result(['SUM(num)'], [0], [{ 'SUM(num)': 1234567 }])],
      form,
      size,
    ) as BigNumberModel;
    expect(model.headline).toBe('1.23M');
    expect(model.subheader).toBe('births');
    const empty = BUILT_IN_PLUGINS.big_number_total.transformProps(
      [result(['SUM(num)'], [0], [])],
      form,
      size,
    ) as BigNumberModel;
    expect(empty.emptyText).toBe('No data');
  });

  it('big_number shows the latest value, its change over compare_lag and a trendline [golden]', () => {
    const data = [0, 1, 2, 3].map((i) => ({ ds: T0 + i * 86_400_000, 'SUM(num)': [100, 120, 90, 150][i] }));
    const form = {
      datasource: '3__table',
      viz_type: 'big_number',
      x_axis: 'ds',
      metric: sumNum,
      compare_lag: 1,
      compare_suffix: 'WoW',
    };
    const model = BUILT_IN_PLUGINS.big_number.transformProps(
      [result(['ds', 'SUM(num)'], [2, 0], data)],
      form,
      size,
    ) as BigNumberModel;
    expectGolden('charts/big_number.model.json', goldenJson(model));
    expect(model.headline).toBe('150');
    expect(model.change).toEqual({ text: '+66.7% WoW', sign: 1 });
    // The area under the trendline is a band over the baseline: two triangles between each pair of points, no earcut.
    const area = model.trendline?.layers.find((l) => l.id === 'trend-area');
    if (area?.kind !== 'polygon') throw new Error('no trend area');
    expect(Array.from(trianglesOf(area))).toEqual([0, 1, 6, 0, 6, 7, 1, 2, 5, 1, 5, 6, 2, 3, 4, 2, 4, 5]);
  });
});

describe('pie transformProps', () => {
  const data = [
    { gender: 'boy', 'SUM(num)': 60 },
    { gender: 'girl', 'SUM(num)': 38 },
    { gender: 'other', 'SUM(num)': 2 },
  ];
  const form = {
    datasource: '3__table',
    viz_type: 'pie',
    groupby: ['gender'],
    metric: sumNum,
    label_type: 'key_percent',
    show_total: true,
  };

  it('slices clockwise from twelve o’clock; labels under the 5% threshold hidden [golden]', () => {
    const model = BUILT_IN_PLUGINS.pie.transformProps(
      [result(['gender', 'SUM(num)'], [1, 0], data)],
      form,
      size,
    ) as PieChartModel;
    expectGolden('charts/pie.model.json', goldenJson(model));
    expect(model.labels.map((l) => l.text)).toEqual(['boy: 60.00%', 'girl: 38.00%']);
    expect(model.total).toBe('100');
  });

  it('donut slices have a hole [golden]', () => {
    const model = BUILT_IN_PLUGINS.pie.transformProps(
      [result(['gender', 'SUM(num)'], [1, 0], data)],
      { ...form, donut: true, innerRadius: 40 },
      size,
    ) as PieChartModel;
    expectGolden('charts/pie.donut.model.json', goldenJson(model));
    const positions = model.layers[0]?.positions ?? new Float32Array();
    let nearest = Infinity;
    for (let i = 0; i < positions.length; i += 2)
      nearest = Math.min(nearest, Math.hypot((positions[i] ?? 0) - 0.5, (positions[i + 1] ?? 0) - 0.5));
    expect(nearest).toBeCloseTo(0.2, 3);
  });

  it('label types read as Superset names them', () => {
    expect(pieLabel('key_value_percent', 'boy', '60', '60.00%')).toBe('boy: 60 (60.00%)');
    expect(pieLabel('value_percent', 'boy', '60', '60.00%')).toBe('60 (60.00%)');
    expect(pieLabel('key', 'boy', '60', '60.00%')).toBe('boy');
  });
});

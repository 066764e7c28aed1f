import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result } from '../fixtures';

function histogramForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'histogram_v2',
    column: 'num',
    groupby: ['gender'],
    adhoc_filters: [],
    row_limit: 10000,
    bins: 3,
    color_scheme: 'supersetColors',
    ...extra,
  };
}

/** The histogram operation's answer: one row per group, one column per bin. */
const binned = result(
  ['gender', '0 - 10', '10 - 20', '20 - 30'],
  [1, 0, 0, 0],
  [
    { gender: 'boy', '0 - 10': 4, '10 - 20': 7, '20 - 30': 1 },
    { gender: 'girl', '0 - 10': 2, '10 - 20': 5, '20 - 30': 3 },
  ],
);

describe('histogram_v2', () => {
  it('asks for the raw column values by group and bins them with the histogram operation [golden]', () => {
    const ctx = buildChartQueryContext(histogramForm({ cumulative: true }));
    expectGolden('charts/histogram.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns).toEqual(['gender', 'num']);
    expect(query?.metrics).toBeUndefined();
    expect(query?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: { column: 'num', groupby: ['gender'], bins: 3, cumulative: true, normalize: false },
      },
    ]);
  });

  it('draws one bar per bin and group, bins as bands [golden]', () => {
    const model = BUILT_IN_PLUGINS.histogram_v2.transformProps([binned], histogramForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/histogram.model.json', goldenJson(model));
    expect(model.xAxis.scale).toBe('band');
    expect(model.xAxis.domain).toEqual(['0 - 10', '10 - 20', '20 - 30']);
    expect(model.series.map((s) => s.label)).toEqual(['boy', 'girl']);
    expect(model.layers[0]?.count).toBe(6);
    expect(model.valueLabels[1]?.[2]).toBe('3');
  });

  it('without groups the one series is the column; normalized counts read as percentages', () => {
    const single = result(['0 - 10', '10 - 20'], [0, 0], [{ '0 - 10': 0.25, '10 - 20': 0.75 }]);
    const model = BUILT_IN_PLUGINS.histogram_v2.transformProps(
      [single],
      histogramForm({ groupby: [], normalize: true }),
      { width: 600, height: 400 },
    ) as XYChartModel;
    expect(model.series.map((s) => s.label)).toEqual(['num']);
    expect(model.valueLabels[0]).toEqual(['25%', '75%']);
    expect(BUILT_IN_PLUGINS.histogram_v2.metadata).toMatchObject({ name: 'Histogram', category: 'Distribution' });
  });
});

describe('histogram_v2 without a column', () => {
  it('still builds its query, and the histogram operation is left to say the column is missing', () => {
    const ctx = buildChartQueryContext(histogramForm({ column: undefined }));
    expect(ctx.queries[0]?.columns).toEqual(['gender']);
    expect(ctx.queries[0]?.post_processing?.[0]?.options).toMatchObject({ column: '' });
  });
});

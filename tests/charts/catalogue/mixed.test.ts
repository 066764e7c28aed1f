import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { T0, genderSeries, result, sumNum, timeseriesForm } from '../fixtures';

const DAY = 86_400_000;
const countMetric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

function mixedForm(extra: Record<string, unknown> = {}) {
  return timeseriesForm('mixed_timeseries', {
    metrics_b: [countMetric],
    groupby_b: [],
    adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' }],
    limit_b: 3,
    seriesType: 'line',
    seriesTypeB: 'bar',
    yAxisIndexB: 1,
    ...extra,
  });
}

/** Query B: one count per day, one day later than query A's last. */
const countSeries = result(
  ['ds', 'count'],
  [2, 0],
  [1, 2, 3, 4].map((i) => ({ ds: T0 + i * DAY, count: 100 * i })),
);

describe('mixed_timeseries', () => {
  it('sends two time-series queries: A from the plain controls, B from the _b ones [golden]', () => {
    const ctx = buildChartQueryContext(mixedForm());
    expectGolden('charts/mixed.query.json', goldenJson(ctx));
    expect(ctx.queries).toHaveLength(2);
    const [a, b] = ctx.queries;
    expect(a?.metrics).toEqual([sumNum]);
    expect(a?.series_columns).toEqual(['gender']);
    expect(b?.metrics).toEqual([countMetric]);
    expect(b?.series_columns).toEqual([]);
    expect(b?.filters).toEqual([]);
    expect(b?.extras?.where).toBe('(num > 10)');
    expect(b?.series_limit).toBe(3);
    for (const q of [a, b]) {
      expect(q?.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'flatten']);
      expect(q?.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'ds' });
    }
  });

  it('draws each query with its own series type on one time axis, B on the right axis [golden]', () => {
    const plugin = BUILT_IN_PLUGINS.mixed_timeseries;
    const model = plugin.transformProps([genderSeries, countSeries], mixedForm(), {
      width: 600,
      height: 400,
    }) as XYChartModel;
    expectGolden('charts/mixed.model.json', goldenJson(model));
    expect(model.series.map((s) => s.label)).toEqual(['boy', 'girl', 'count']);
    // Five days in all: A's four and B's one more, each datum at one place on the shared axis.
    expect(model.xPositions).toHaveLength(5);
    expect(model.valueLabels[0]?.[4]).toBe('');
    expect(model.valueLabels[2]?.[0]).toBe('');
    expect(model.valueLabels[2]?.[4]).toBe('400');
    expect(model.layers.map((l) => l.id)).toEqual(['lines-a', 'bars-b']);
    expect(model.layers[1]?.count).toBe(4);
    const bars = model.layers[1];
    expect(bars?.kind === 'polygon' ? Array.from(new Set(bars.series)) : []).toEqual([2]);
    expect(model.yAxisSecondary?.domain).toEqual([0, 400]);
    expect(model.yAxis.domain[1]).toBeLessThan(400);
  });

  it('on one axis both queries share the value scale; query identifiers name the series', () => {
    const model = BUILT_IN_PLUGINS.mixed_timeseries.transformProps(
      [genderSeries, countSeries],
      mixedForm({ yAxisIndexB: 0, show_query_identifiers: true }),
      { width: 600, height: 400 },
    ) as XYChartModel;
    expect(model.yAxisSecondary).toBeUndefined();
    expect(model.yAxis.domain[1]).toBeGreaterThanOrEqual(400);
    expect(model.series.map((s) => s.label)).toEqual(['boy (Query A)', 'girl (Query A)', 'count (Query B)']);
  });

  it('is in the gallery as Mixed Chart with a panel for both queries', () => {
    const plugin = BUILT_IN_PLUGINS.mixed_timeseries;
    expect(plugin.metadata.name).toBe('Mixed Chart');
    const names = plugin.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat().map((c) => (c && typeof c === 'object' && 'name' in c ? c.name : c)),
    );
    expect(names).toEqual(expect.arrayContaining(['metrics', 'metrics_b', 'groupby_b', 'adhoc_filters_b']));
    expect(names).toEqual(expect.arrayContaining(['seriesType', 'seriesTypeB', 'yAxisIndex', 'yAxisIndexB']));
  });
});

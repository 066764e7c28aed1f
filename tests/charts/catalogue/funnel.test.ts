import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { PieChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function funnelForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'funnel',
    groupby: ['stage'],
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 10,
    sort_by_metric: true,
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const stages = result(
  ['stage', 'SUM(num)'],
  [1, 0],
  [
    { stage: 'Visit', 'SUM(num)': 1000 },
    { stage: 'Cart', 'SUM(num)': 400 },
    { stage: 'Signup', 'SUM(num)': 600 },
    { stage: 'Buy', 'SUM(num)': 100 },
  ],
);

describe('funnel', () => {
  it('asks for the metric by stage, ordered by the metric [golden]', () => {
    const ctx = buildChartQueryContext(funnelForm());
    expectGolden('charts/funnel.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.orderby).toEqual([[sumNum, false]]);
    expect(ctx.queries[0]?.columns).toEqual(['stage']);
  });

  it('draws a piece per stage, widest first, each as wide as its value [golden]', () => {
    const model = BUILT_IN_PLUGINS.funnel.transformProps([stages], funnelForm({ label_type: 'key_percent' }), {
      width: 400,
      height: 300,
    }) as PieChartModel;
    expectGolden('charts/funnel.model.json', goldenJson(model));
    expect(model.fill).toBe(true);
    expect(model.slices.map((s) => s.label)).toEqual(['Visit', 'Signup', 'Cart', 'Buy']);
    // Percentages of the first step by default.
    expect(model.slices.map((s) => s.percent)).toEqual(['100.00%', '60.00%', '40.00%', '10.00%']);
    expect(model.labels[1]?.text).toBe('Signup: 60.00%');
    const pieces = model.layers[0];
    if (pieces?.kind !== 'polygon') throw new Error('pieces are polygons');
    expect(pieces.count).toBe(4);
    // The first piece's top edge spans the full width; the Signup piece's top edge 60% of it.
    const topWidth = (piece: number): number => {
      const start = pieces.startIndices[piece] as number;
      const end = (pieces.startIndices[piece + 1] as number | undefined) ?? pieces.positions.length / 2;
      const pts = Array.from({ length: end - start }, (_, i) => [
        pieces.positions[2 * (start + i)] as number,
        pieces.positions[2 * (start + i) + 1] as number,
      ]);
      const top = Math.max(...pts.map(([, y]) => y as number));
      const xs = pts.filter(([, y]) => Math.abs((y as number) - top) < 1e-6).map(([x]) => x as number);
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(topWidth(1) / topWidth(0)).toBeCloseTo(0.6, 5);
  });

  it('can count each step against the previous one or the total', () => {
    const prev = BUILT_IN_PLUGINS.funnel.transformProps(
      [stages],
      funnelForm({ percent_calculation_type: 'prev_step' }),
      { width: 400, height: 300 },
    ) as PieChartModel;
    expect(prev.slices.map((s) => s.percent)).toEqual(['100.00%', '60.00%', '66.67%', '25.00%']);
    const total = BUILT_IN_PLUGINS.funnel.transformProps([stages], funnelForm({ percent_calculation_type: 'total' }), {
      width: 400,
      height: 300,
    }) as PieChartModel;
    expect(total.slices[0]?.percent).toBe('47.62%');
    expect(BUILT_IN_PLUGINS.funnel.metadata).toMatchObject({ name: 'Funnel Chart', category: 'KPI' });
  });
});

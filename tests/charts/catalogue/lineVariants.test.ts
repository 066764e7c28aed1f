import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../../support/golden';
import { genderSeries, timeseriesForm } from '../fixtures';

const size = { width: 600, height: 400 };

function model(vizType: 'echarts_timeseries_smooth' | 'echarts_timeseries_step', extra = {}): XYChartModel {
  const plugin = BUILT_IN_PLUGINS[vizType];
  return plugin.transformProps([genderSeries], timeseriesForm(vizType, extra), size) as XYChartModel;
}

/** The vertices of path `index` of a path layer, as [x, y] pairs. */
function pathOf(m: XYChartModel, index: number): [number, number][] {
  const layer = m.layers.find((l) => l.id === 'lines');
  if (layer?.kind !== 'path') throw new Error('no path layer');
  const start = layer.startIndices[index] ?? 0;
  const end = layer.startIndices[index + 1] ?? layer.positions.length / 2;
  return Array.from({ length: end - start }, (_, i) => [
    layer.positions[2 * (start + i)] as number,
    layer.positions[2 * (start + i) + 1] as number,
  ]);
}

describe('smooth and stepped lines', () => {
  it('echarts_timeseries_smooth sends the line chart query and draws a curve through every point [golden]', () => {
    const form = timeseriesForm('echarts_timeseries_smooth');
    const line = buildChartQueryContext({ ...form, viz_type: 'echarts_timeseries_line' });
    expect(buildChartQueryContext(form).queries).toEqual(line.queries);
    const m = model('echarts_timeseries_smooth');
    expectGolden('charts/smooth.model.json', goldenJson(m));
    const boy = pathOf(m, 0);
    expect(boy.length).toBeGreaterThan(4 * 3);
    // The curve passes through each data point and never leaves the data's vertical range between two of them
    // (monotone: no overshoot).
    for (const x of m.xPositions) expect(boy.some(([px]) => Math.abs(px - x) < 1e-6)).toBe(true);
    const ys = boy.map(([, y]) => y);
    const straight = BUILT_IN_PLUGINS.echarts_timeseries_line.transformProps(
      [genderSeries],
      timeseriesForm('echarts_timeseries_line'),
      size,
    ) as XYChartModel;
    const lineYs = pathOf(straight, 0).map(([, y]) => y);
    expect(Math.max(...ys)).toBeCloseTo(Math.max(...lineYs), 6);
    expect(Math.min(...ys)).toBeCloseTo(Math.min(...lineYs), 6);
  });

  it('echarts_timeseries_step steps at the start by default, and at the middle or end as asked [golden]', () => {
    const start = model('echarts_timeseries_step');
    expectGolden('charts/step.model.json', goldenJson(start));
    const [p0, p1] = start.xPositions;
    const s = pathOf(start, 0);
    // start: the value changes at the earlier point, then runs flat to the next one.
    expect(s[0]?.[0]).toBeCloseTo(p0 as number, 6);
    expect(s[1]?.[0]).toBeCloseTo(p0 as number, 6);
    expect(s[1]?.[1]).toBeCloseTo(s[2]?.[1] as number, 6);
    const end = pathOf(model('echarts_timeseries_step', { seriesType: 'end' }), 0);
    expect(end[1]?.[0]).toBeCloseTo(p1 as number, 6);
    expect(end[1]?.[1]).toBeCloseTo(end[0]?.[1] as number, 6);
    const middle = pathOf(model('echarts_timeseries_step', { seriesType: 'middle' }), 0);
    expect(middle[1]?.[0]).toBeCloseTo(((p0 as number) + (p1 as number)) / 2, 6);
    expect(middle[2]?.[0]).toBeCloseTo(((p0 as number) + (p1 as number)) / 2, 6);
    expect(start.vizType).toBe('echarts_timeseries_step');
  });

  it('both variants show in the gallery under Evolution with their Superset names', () => {
    expect(BUILT_IN_PLUGINS.echarts_timeseries_smooth.metadata.name).toBe('Smooth Line');
    expect(BUILT_IN_PLUGINS.echarts_timeseries_step.metadata.name).toBe('Stepped Line');
    expect(BUILT_IN_PLUGINS.echarts_timeseries_step.metadata.category).toBe('Evolution');
    const controls = BUILT_IN_PLUGINS.echarts_timeseries_step.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat(),
    );
    expect(
      controls.find((c) => typeof c === 'object' && c !== null && 'name' in c && c.name === 'seriesType'),
    ).toMatchObject({ default: 'start' });
  });
});

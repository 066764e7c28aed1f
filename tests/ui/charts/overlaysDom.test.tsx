// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { XYChartView } from '../../../src/charts/views/XYChartView';
import { genderSeries, timeseriesForm } from '../../charts/fixtures';

afterEach(cleanup);

/** A line chart of two series over a 600×400 cell, as a dashboard draws it. */
function lineChart() {
  const model = BUILT_IN_PLUGINS.echarts_timeseries_line.transformProps(
    [genderSeries],
    timeseriesForm('echarts_timeseries_line'),
    {
      width: 600,
      height: 400,
    },
  ) as XYChartModel;
  return { model, view: render(<XYChartView model={model} width={600} height={400} />) };
}

describe('chart overlays keep a dashboard chart to few elements (issue 11)', () => {
  it('draws the left axis grid as one path through every tick, with one text a tick label and no group a tick', () => {
    const { model, view } = lineChart();
    const left = view.container.querySelector('[aria-label="left axis"]');
    expect(left).not.toBeNull();
    const ticks = model.yAxis.ticks;
    expect(ticks.length).toBeGreaterThan(1);
    expect(left?.querySelectorAll('g')).toHaveLength(0);
    expect(left?.querySelectorAll('line')).toHaveLength(0);
    const paths = left?.querySelectorAll('path') ?? [];
    expect(paths).toHaveLength(1);
    // One move and one horizontal run per tick, across the plot.
    const d = paths[0]?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(ticks.length);
    expect(d.match(/h/g)).toHaveLength(ticks.length);
    expect([...(left?.querySelectorAll('text') ?? [])].map((t) => t.textContent)).toEqual(ticks.map((t) => t.label));
    expect(left?.getAttribute('class')).toBe('tessera-axis');
  });

  it('draws each legend item as one element, its swatch colour in --swatch', () => {
    const { model, view } = lineChart();
    const items = [...view.container.querySelectorAll('.tessera-legend-item')] as HTMLElement[];
    expect(model.legend.length).toBeGreaterThan(1);
    expect(items.map((i) => i.textContent)).toEqual(model.legend.map((l) => l.label));
    for (const [i, item] of items.entries()) {
      expect(item.children).toHaveLength(0);
      expect(item.style.getPropertyValue('--swatch')).toBe(model.legend[i]?.color);
    }
  });
});

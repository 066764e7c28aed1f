import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { XYChartModel } from '../../../src/charts';
import { XYChartView } from '../../../src/charts/views/XYChartView';
import { T0, genderSeries, result, timeseriesForm } from '../../charts/fixtures';

describe('catalogue chart views', () => {
  it('the mixed chart draws query B on a right axis with its own ticks', () => {
    const countSeries = result(
      ['ds', 'count'],
      [2, 0],
      [
        { ds: T0, count: 100 },
        { ds: T0 + 86_400_000, count: 400 },
      ],
    );
    const form = timeseriesForm('mixed_timeseries', { metrics_b: ['count'], yAxisIndexB: 1, seriesTypeB: 'bar' });
    const model = BUILT_IN_PLUGINS.mixed_timeseries.transformProps([genderSeries, countSeries], form, {
      width: 600,
      height: 400,
    }) as XYChartModel;
    const html = renderToStaticMarkup(<XYChartView model={model} width={600} height={400} />);
    expect(html).toContain('aria-label="right axis"');
    const right = html.slice(html.indexOf('aria-label="right axis"'));
    expect(right).toContain('>400<');
  });
});

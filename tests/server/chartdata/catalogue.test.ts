// The catalogue chart types' queries, as their buildQuery makes them, run on DuckDB and PostgreSQL alike, and each
// answer draws marks through the chart's transformProps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { ChartModel } from '../../../src/charts';
import { resultOfRecords } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../src/core/query';
import { ENGINES, parseBig, startChartDataFixture, type ChartDataFixture, type EngineKind } from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const timeseries = { x_axis: 'ts', time_grain_sqla: 'P1M', metrics: ['count'], groupby: ['category'] };

/** A form of each catalogue type over the events table. */
const FORMS: Record<string, Record<string, unknown>> = {
  echarts_timeseries_smooth: timeseries,
  echarts_timeseries_step: { ...timeseries, seriesType: 'end' },
  mixed_timeseries: { ...timeseries, metrics_b: ['total_amount'], groupby_b: [], seriesTypeB: 'bar', yAxisIndexB: 1 },
  histogram_v2: { column: 'amount', groupby: ['category'], bins: 4 },
  box_plot: { columns: ['name'], groupby: ['category'], metrics: ['total_amount'], whiskerOptions: 'Tukey' },
  funnel: { groupby: ['category'], metric: 'count', sort_by_metric: true },
  waterfall: { x_axis: 'ts', time_grain_sqla: 'P3M', groupby: ['category'], metric: 'total_amount' },
  heatmap_v2: { x_axis: 'category', groupby: 'flag', metric: 'count', normalize_across: 'x', normalized: true },
  gauge_chart: { groupby: ['category'], metric: 'count', max_val: 40 },
  treemap_v2: { groupby: ['category', 'flag'], metric: 'total_amount', sort_by_metric: true },
  bubble_v2: { entity: 'name', series: 'category', x: 'count', y: 'total_amount', size: 'count', orderby: 'count' },
  sunburst_v2: {
    columns: ['category', 'flag'],
    metric: 'total_amount',
    secondary_metric: 'count',
    sort_by_metric: true,
  },
  word_cloud: { series: 'name', metric: 'count', sort_by_metric: true, rotation: 'random' },
  world_map: {
    entity: 'category',
    country_fieldtype: 'name',
    metric: 'count',
    secondary_metric: 'total_amount',
    show_bubbles: true,
  },
  country_map: { select_country: 'world', entity: 'category', metric: 'count' },
};

/** How many marks a render model draws, over every layer (a map's rows no region matched count too; a cloud's words). */
function marksOf(model: ChartModel): number {
  if (model.type === 'xy' || model.type === 'pie') return model.layers.reduce((n, l) => n + l.count, 0);
  if (model.type === 'map') return model.layers.reduce((n, l) => n + l.marks.count, 0) + model.invalidRows;
  return model.type === 'word_cloud' ? model.words.length : 0;
}

async function draw(engine: EngineKind, vizType: keyof typeof BUILT_IN_PLUGINS): Promise<ChartModel> {
  const plugin = BUILT_IN_PLUGINS[vizType];
  const formData = {
    datasource: `${f.datasetIds[engine]}__table`,
    viz_type: vizType,
    adhoc_filters: [],
    row_limit: 1000,
    ...FORMS[vizType],
  } as QueryFormData;
  const res = await f.chartData(plugin.buildQuery(formData));
  expect(res.statusCode, res.body).toBe(200);
  const results = parseBig<{ result: ChartDataResult[] }>(res.body).result;
  for (const r of results) expect(r.status).toBe('success');
  return plugin.transformProps(results.map(resultOfRecords), formData, { width: 600, height: 400 }) as ChartModel;
}

describe('catalogue chart data', () => {
  for (const vizType of Object.keys(FORMS) as (keyof typeof BUILT_IN_PLUGINS)[]) {
    it(`${vizType}: the query runs on both engines and draws the same marks`, async () => {
      const [duck, pg] = await Promise.all(ENGINES.map((engine) => draw(engine, vizType)));
      expect(marksOf(duck as ChartModel)).toBeGreaterThan(0);
      expect(marksOf(pg as ChartModel)).toBe(marksOf(duck as ChartModel));
    });
  }
});

describe('catalogue chart data errors', () => {
  it('a histogram without its column answers a 400 in Superset’s error shape and runs nothing', async () => {
    const formData = {
      datasource: `${f.datasetIds.duckdb}__table`,
      viz_type: 'histogram_v2',
      groupby: ['category'],
      adhoc_filters: [],
      row_limit: 1000,
    } as QueryFormData;
    const res = await f.chartData(BUILT_IN_PLUGINS.histogram_v2.buildQuery(formData));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/column/);
  });
});

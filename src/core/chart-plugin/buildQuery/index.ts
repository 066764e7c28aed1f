/** Each built-in viz type's buildQuery: the one form_data → QueryContext that the app, the worker and the server's examples share. */
import type { QueryContext } from '../../query';
import { buildFilterBoxQuery } from './filterBox';
import { buildQueryContext } from '../queryContext';
import type { QueryFormData } from '../types';
import { buildBigNumberTotalQuery, buildBigNumberTrendlineQuery } from './bigNumber';
import { buildDeckArcQuery, buildDeckScatterQuery, buildDeckSpatialQuery } from './deck';
import { buildDeckGeojsonQuery, buildDeckPathQuery, buildDeckPolygonQuery } from './deckShapes';
import { buildDeckMultiQuery } from './deckMulti';
import { buildBubbleQuery } from './bubble';
import { buildBoxPlotQuery, buildHistogramQuery } from './distribution';
import { buildHeatmapQuery } from './heatmap';
import { buildMixedTimeseriesQuery } from './mixedTimeseries';
import { buildPieQuery } from './pie';
import { buildPivotTableQuery, buildTimeTableQuery } from './pivotTable';
import { buildTableQuery, type TableOwnState } from './table';
import { buildTimeseriesQuery } from './timeseries';
import { buildWaterfallQuery } from './waterfall';
import { buildWordCloudQuery } from './wordCloud';
import { buildCountryMapQuery, buildWorldMapQuery } from './countryMap';

export { buildBigNumberTotalQuery, buildBigNumberTrendlineQuery } from './bigNumber';
export { buildDeckArcQuery, buildDeckScatterQuery, buildDeckSpatialQuery, metricOfFixedOrMetric } from './deck';
export { buildDeckGeojsonQuery, buildDeckPathQuery, buildDeckPolygonQuery } from './deckShapes';
export { buildDeckMultiQuery, deckLayerFormData, deckLayerRequestId, deckLayersOf, deckSliceIds } from './deckMulti';
export type { DeckLayer } from './deckMulti';
export { buildBubbleQuery } from './bubble';
export { boxplotOperator, buildBoxPlotQuery, buildHistogramQuery } from './distribution';
export { buildHeatmapQuery } from './heatmap';
export { buildMixedTimeseriesQuery } from './mixedTimeseries';
export { buildPieQuery } from './pie';
export { buildPivotTableQuery, buildTimeTableQuery, timeTableTimeColumn } from './pivotTable';
export { buildTableQuery, getQueryMode } from './table';
export type { TableOwnState } from './table';
export { buildTimeseriesQuery, extractExtraMetrics } from './timeseries';
export { buildWaterfallQuery } from './waterfall';
export { buildWordCloudQuery } from './wordCloud';
export { buildCountryMapQuery, buildWorldMapQuery } from './countryMap';
export { buildFilterBoxQuery } from './filterBox';
export { FILTER_BOX_COUNT, FILTER_BOX_ROW_LIMIT, filterBoxChoiceFormData, filterBoxChoices } from './filterBoxChoices';
export type { FilterBoxChoice, FilterBoxConfig, FilterBoxFormData } from './filterBoxChoices';

/** A viz type's buildQuery; the table reads its paging state. */
export type BuildQuery = (formData: QueryFormData, ownState?: Record<string, unknown>) => QueryContext;

/** The buildQuery of every built-in viz type, by viz_type. */
export const BUILT_IN_BUILD_QUERY: Readonly<Record<string, BuildQuery>> = {
  echarts_timeseries_line: buildTimeseriesQuery,
  echarts_timeseries_bar: buildTimeseriesQuery,
  echarts_area: buildTimeseriesQuery,
  echarts_timeseries_scatter: buildTimeseriesQuery,
  echarts_timeseries_smooth: buildTimeseriesQuery,
  echarts_timeseries_step: buildTimeseriesQuery,
  mixed_timeseries: buildMixedTimeseriesQuery,
  histogram_v2: buildHistogramQuery,
  box_plot: buildBoxPlotQuery,
  bubble_v2: buildBubbleQuery,
  // Funnel, gauge, treemap, sunburst and word cloud ask as the pie does: the metric by group, sorted when asked.
  funnel: buildPieQuery,
  gauge_chart: buildPieQuery,
  treemap_v2: buildPieQuery,
  waterfall: buildWaterfallQuery,
  heatmap_v2: buildHeatmapQuery,
  big_number_total: buildBigNumberTotalQuery,
  big_number: buildBigNumberTrendlineQuery,
  pie: buildPieQuery,
  deck_scatter: buildDeckScatterQuery,
  deck_grid: buildDeckSpatialQuery,
  deck_hex: buildDeckSpatialQuery,
  deck_arc: buildDeckArcQuery,
  deck_polygon: buildDeckPolygonQuery,
  deck_path: buildDeckPathQuery,
  deck_geojson: buildDeckGeojsonQuery,
  deck_multi: buildDeckMultiQuery,
  deck_screengrid: buildDeckSpatialQuery,
  deck_heatmap: buildDeckSpatialQuery,
  deck_contour: buildDeckSpatialQuery,
  table: (formData, ownState) => buildTableQuery(formData, ownState as TableOwnState | undefined),
  pivot_table_v2: buildPivotTableQuery,
  time_table: buildTimeTableQuery,
  sunburst_v2: buildPieQuery,
  word_cloud: buildWordCloudQuery,
  world_map: buildWorldMapQuery,
  country_map: buildCountryMapQuery,
  filter_box: buildFilterBoxQuery,
};

/** The query context of a chart's form data: its viz type's buildQuery, else Superset's default (one base query). */
export function buildChartQueryContext(formData: QueryFormData, ownState?: Record<string, unknown>): QueryContext {
  const build = Object.hasOwn(BUILT_IN_BUILD_QUERY, formData.viz_type)
    ? BUILT_IN_BUILD_QUERY[formData.viz_type]
    : undefined;
  return build ? build(formData, ownState) : buildQueryContext(formData);
}

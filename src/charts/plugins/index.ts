/** The built-in chart plugins, each under its Superset viz_type key, and a registry holding them. */
import type { ComponentType } from 'react';
import {
  buildBigNumberTotalQuery,
  buildBigNumberTrendlineQuery,
  buildBoxPlotQuery,
  buildBubbleQuery,
  buildHeatmapQuery,
  buildHistogramQuery,
  buildMixedTimeseriesQuery,
  buildPieQuery,
  buildPivotTableQuery,
  buildTableQuery,
  buildTimeTableQuery,
  buildTimeseriesQuery,
  buildWaterfallQuery,
  buildWordCloudQuery,
  buildWorldMapQuery,
  buildCountryMapQuery,
  ChartRegistry,
} from '../../core/chart-plugin';
import type { ChartPlugin } from '../../core/chart-plugin';
import type {
  BigNumberModel,
  ChartModel,
  PieChartModel,
  PivotTableModel,
  TableModel,
  TimeTableModel,
  XYChartModel,
  WordCloudModel,
  MapChartModel,
} from '../model';
import { DECK_PLUGINS } from './deck';
import { filterBoxPlugin } from './filterBox';
import { BigNumberView } from '../views/BigNumberView';
import { PieChartView } from '../views/PieChartView';
import { PivotTableView } from '../views/PivotTableView';
import { TableChart } from '../views/TableChart';
import { TimeTableView } from '../views/TimeTableView';
import { XYChartView } from '../views/XYChartView';
import { bigNumberControlPanel, bigNumberTotalControlPanel } from './bigNumber/controlPanel';
import { transformBigNumberProps, transformBigNumberTotalProps } from './bigNumber/transformProps';
import { boxPlotControlPanel } from './boxPlot/controlPanel';
import { transformBoxPlotProps } from './boxPlot/transformProps';
import { bubbleControlPanel } from './bubble/controlPanel';
import { transformBubbleProps } from './bubble/transformProps';
import { funnelControlPanel } from './funnel/controlPanel';
import { transformFunnelProps } from './funnel/transformProps';
import { waterfallControlPanel } from './waterfall/controlPanel';
import { transformWaterfallProps } from './waterfall/transformProps';
import { heatmapControlPanel } from './heatmap/controlPanel';
import { transformHeatmapProps } from './heatmap/transformProps';
import { gaugeControlPanel } from './gauge/controlPanel';
import { transformGaugeProps } from './gauge/transformProps';
import { treemapControlPanel } from './treemap/controlPanel';
import { transformTreemapProps } from './treemap/transformProps';
import { histogramControlPanel } from './histogram/controlPanel';
import { transformHistogramProps } from './histogram/transformProps';
import { METADATA } from './metadata';
import { mixedTimeseriesControlPanel } from './mixed/controlPanel';
import { transformMixedTimeseriesProps } from './mixed/transformProps';
import { pieControlPanel } from './pie/controlPanel';
import { pivotTableControlPanel } from './pivotTable/controlPanel';
import { transformPivotTableProps } from './pivotTable/transformProps';
import { revivePieModel, transformPieProps } from './pie/transformProps';
import { tableControlPanel } from './table/controlPanel';
import { transformTableProps } from './table/transformProps';
import { sunburstControlPanel } from './sunburst/controlPanel';
import { transformSunburstProps } from './sunburst/transformProps';
import { wordCloudControlPanel } from './wordCloud/controlPanel';
import { transformWordCloudProps } from './wordCloud/transformProps';
import { WordCloudView } from '../views/WordCloudView';
import { MapChartView } from '../views/MapChartView';
import {
  countryMapControlPanel,
  transformCountryMapProps,
  transformWorldMapProps,
  worldMapControlPanel,
} from './choropleth';
import { timeTableControlPanel } from './timeTable/controlPanel';
import { transformTimeTableProps } from './timeTable/transformProps';
import {
  areaControlPanel,
  barControlPanel,
  lineControlPanel,
  scatterControlPanel,
  smoothControlPanel,
  stepControlPanel,
} from './timeseries/controlPanel';
import { reviveTimeseriesModel, timeseriesInWorker, transformTimeseriesProps } from './timeseries/transformProps';

/** How a built-in chart is drawn: a React view of its render model at a pixel size. */
export type ChartRender<M> = ComponentType<{ model: M; width: number; height: number }>;

/** A built-in plugin: the contract with a React view as its renderer. */
export type BuiltInChartPlugin<M extends ChartModel = ChartModel> = ChartPlugin<M, ChartRender<M>>;

const xy = (
  key: keyof typeof METADATA,
  controlPanel: BuiltInChartPlugin['controlPanel'],
): BuiltInChartPlugin<XYChartModel> => ({
  metadata: METADATA[key],
  controlPanel,
  buildQuery: buildTimeseriesQuery,
  transformProps: transformTimeseriesProps,
  render: XYChartView,
  // The data worker makes the model (src/charts/workerTransforms.ts); the page gives it its colours.
  transformInWorker: { revive: reviveTimeseriesModel, accepts: timeseriesInWorker },
});

/** Every built-in plugin by viz_type. */
export const BUILT_IN_PLUGINS = {
  echarts_timeseries_line: xy('echarts_timeseries_line', lineControlPanel),
  echarts_timeseries_bar: xy('echarts_timeseries_bar', barControlPanel),
  echarts_area: xy('echarts_area', areaControlPanel),
  echarts_timeseries_scatter: xy('echarts_timeseries_scatter', scatterControlPanel),
  echarts_timeseries_smooth: xy('echarts_timeseries_smooth', smoothControlPanel),
  echarts_timeseries_step: xy('echarts_timeseries_step', stepControlPanel),
  mixed_timeseries: {
    metadata: METADATA.mixed_timeseries,
    controlPanel: mixedTimeseriesControlPanel,
    buildQuery: buildMixedTimeseriesQuery,
    transformProps: transformMixedTimeseriesProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  histogram_v2: {
    metadata: METADATA.histogram_v2,
    controlPanel: histogramControlPanel,
    buildQuery: buildHistogramQuery,
    transformProps: transformHistogramProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  box_plot: {
    metadata: METADATA.box_plot,
    controlPanel: boxPlotControlPanel,
    buildQuery: buildBoxPlotQuery,
    transformProps: transformBoxPlotProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  bubble_v2: {
    metadata: METADATA.bubble_v2,
    controlPanel: bubbleControlPanel,
    buildQuery: buildBubbleQuery,
    transformProps: transformBubbleProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  funnel: {
    metadata: METADATA.funnel,
    controlPanel: funnelControlPanel,
    buildQuery: buildPieQuery,
    transformProps: transformFunnelProps,
    render: PieChartView,
  } satisfies BuiltInChartPlugin<PieChartModel>,
  waterfall: {
    metadata: METADATA.waterfall,
    controlPanel: waterfallControlPanel,
    buildQuery: buildWaterfallQuery,
    transformProps: transformWaterfallProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  heatmap_v2: {
    metadata: METADATA.heatmap_v2,
    controlPanel: heatmapControlPanel,
    buildQuery: buildHeatmapQuery,
    transformProps: transformHeatmapProps,
    render: XYChartView,
  } satisfies BuiltInChartPlugin<XYChartModel>,
  gauge_chart: {
    metadata: METADATA.gauge_chart,
    controlPanel: gaugeControlPanel,
    buildQuery: buildPieQuery,
    transformProps: transformGaugeProps,
    render: PieChartView,
  } satisfies BuiltInChartPlugin<PieChartModel>,
  treemap_v2: {
    metadata: METADATA.treemap_v2,
    controlPanel: treemapControlPanel,
    buildQuery: buildPieQuery,
    transformProps: transformTreemapProps,
    render: PieChartView,
  } satisfies BuiltInChartPlugin<PieChartModel>,
  big_number_total: {
    metadata: METADATA.big_number_total,
    controlPanel: bigNumberTotalControlPanel,
    buildQuery: buildBigNumberTotalQuery,
    transformProps: transformBigNumberTotalProps,
    render: BigNumberView,
    // Made in the data worker (src/charts/workerTransforms.ts): nothing of it depends on the page.
    transformInWorker: {},
  } satisfies BuiltInChartPlugin<BigNumberModel>,
  big_number: {
    metadata: METADATA.big_number,
    controlPanel: bigNumberControlPanel,
    buildQuery: buildBigNumberTrendlineQuery,
    transformProps: transformBigNumberProps,
    render: BigNumberView,
    transformInWorker: {},
  } satisfies BuiltInChartPlugin<BigNumberModel>,
  pie: {
    metadata: METADATA.pie,
    controlPanel: pieControlPanel,
    buildQuery: buildPieQuery,
    transformProps: transformPieProps,
    render: PieChartView,
    // Made in the data worker; the page gives its slices their colours.
    transformInWorker: { revive: revivePieModel },
  } satisfies BuiltInChartPlugin<PieChartModel>,
  table: {
    metadata: METADATA.table,
    controlPanel: tableControlPanel,
    buildQuery: (formData) => buildTableQuery(formData),
    transformProps: transformTableProps,
    render: TableChart,
  } satisfies BuiltInChartPlugin<TableModel>,
  pivot_table_v2: {
    metadata: METADATA.pivot_table_v2,
    controlPanel: pivotTableControlPanel,
    buildQuery: buildPivotTableQuery,
    transformProps: transformPivotTableProps,
    render: PivotTableView,
  } satisfies BuiltInChartPlugin<PivotTableModel>,
  time_table: {
    metadata: METADATA.time_table,
    controlPanel: timeTableControlPanel,
    buildQuery: buildTimeTableQuery,
    transformProps: transformTimeTableProps,
    render: TimeTableView,
  } satisfies BuiltInChartPlugin<TimeTableModel>,
  ...DECK_PLUGINS,
  filter_box: filterBoxPlugin,
  sunburst_v2: {
    metadata: METADATA.sunburst_v2,
    controlPanel: sunburstControlPanel,
    buildQuery: buildPieQuery,
    transformProps: transformSunburstProps,
    render: PieChartView,
  } satisfies BuiltInChartPlugin<PieChartModel>,
  word_cloud: {
    metadata: METADATA.word_cloud,
    controlPanel: wordCloudControlPanel,
    buildQuery: buildWordCloudQuery,
    transformProps: transformWordCloudProps,
    render: WordCloudView,
  } satisfies BuiltInChartPlugin<WordCloudModel>,
  world_map: {
    metadata: METADATA.world_map,
    controlPanel: worldMapControlPanel,
    buildQuery: buildWorldMapQuery,
    transformProps: transformWorldMapProps,
    render: MapChartView,
  } satisfies BuiltInChartPlugin<MapChartModel>,
  country_map: {
    metadata: METADATA.country_map,
    controlPanel: countryMapControlPanel,
    buildQuery: buildCountryMapQuery,
    transformProps: transformCountryMapProps,
    render: MapChartView,
  } satisfies BuiltInChartPlugin<MapChartModel>,
};

/** A registry holding every built-in plugin; dynamic plugins register into it later. */
export function createChartRegistry(): ChartRegistry<ChartPlugin<unknown, unknown>> {
  const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
  for (const [key, plugin] of Object.entries(BUILT_IN_PLUGINS))
    registry.register(key, plugin as ChartPlugin<unknown, unknown>);
  return registry;
}

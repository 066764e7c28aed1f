// The example metadata as plain data, before the server stores it. References between objects are by name:
// a chart names its dataset by table name, a dashboard names its charts by chart key; resolve.ts turns the names
// into the ids the metadata store assigned. Layout components are the dashboard layout's own (src/core/layout).
import type { LayoutComponent, LayoutComponentType, LayoutMeta } from '../../src/core/layout';

export type { LayoutComponentType };

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** A dataset column as Superset describes it. */
export interface ExampleColumn {
  column_name: string;
  /** The database type as DuckDB names it (BIGINT, DATE, VARCHAR, ...). */
  type: string;
  is_dttm: boolean;
  verbose_name: string | null;
  groupby: boolean;
  filterable: boolean;
  description: string | null;
  expression: string | null;
}

/** A saved metric of a dataset. */
export interface ExampleMetric {
  metric_name: string;
  expression: string;
  verbose_name: string | null;
  d3format: string | null;
  metric_type: string | null;
  description: string | null;
}

/** A physical dataset over one table of the examples database (schema main). */
export interface ExampleDataset {
  table_name: string;
  schema: 'main';
  description: string;
  main_dttm_col: string | null;
  /** Attribution a dataset's source requires, shown with it; null when none is needed. */
  attribution: string | null;
  columns: ExampleColumn[];
  metrics: ExampleMetric[];
}

/** The viz types the examples use: Superset's keys of the first chart types and of the catalogue's. */
export type ExampleVizType =
  | CatalogueVizType
  | 'echarts_timeseries_line'
  | 'echarts_timeseries_bar'
  | 'echarts_area'
  | 'echarts_timeseries_scatter'
  | 'big_number_total'
  | 'big_number'
  | 'pie'
  | 'table'
  | 'pivot_table_v2'
  | 'time_table';

/** The deck.gl geo chart types of the Maps dashboard. */
export type ExampleMapVizType =
  | 'deck_scatter'
  | 'deck_grid'
  | 'deck_hex'
  | 'deck_screengrid'
  | 'deck_heatmap'
  | 'deck_contour'
  | 'deck_arc'
  | 'deck_polygon'
  | 'deck_geojson'
  | 'deck_path'
  | 'deck_multi';

/** The catalogue's chart types, each with an example on the catalogue dashboard, in the dashboard's order. */
export const CATALOGUE_VIZ_TYPES = [
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'mixed_timeseries',
  'histogram_v2',
  'box_plot',
  'bubble_v2',
  'funnel',
  'waterfall',
  'heatmap_v2',
  'gauge_chart',
  'treemap_v2',
  'sunburst_v2',
  'word_cloud',
  'world_map',
  'country_map',
] as const;

/** A catalogue chart type. */
export type CatalogueVizType = (typeof CATALOGUE_VIZ_TYPES)[number];

/**
 * A chart (Superset: slice). `params` is the explore form_data and `query_context` what the frontend's buildQuery
 * makes of it. Both carry the placeholder dataset id 0 (`"0__table"`, `datasource: {id: 0}`) until resolveExampleChart
 * puts in the id of the dataset named by `datasource_table`.
 */
export interface ExampleChart {
  /** Stable key dashboards use to refer to this chart; unique among exampleCharts(). */
  key: string;
  slice_name: string;
  viz_type: ExampleVizType | ExampleMapVizType;
  description: string | null;
  datasource_type: 'table';
  datasource_table: string;
  params: JsonObject;
  query_context: JsonObject;
  cache_timeout: number | null;
}

/**
 * The meta of an example layout component: the position_json meta fields, plus `chartRef` (an ExampleChart key) on
 * CHART components until resolveExampleDashboard swaps it for `meta.chartId`.
 */
export interface ExampleLayoutMeta extends LayoutMeta {
  chartRef?: string;
}

/** One layout component of an example: `parents` (always set) lists its ancestors from ROOT_ID down. */
export interface ExampleLayoutComponent extends LayoutComponent {
  parents: string[];
  meta: ExampleLayoutMeta;
}

/**
 * A dashboard layout before resolution. Chart components carry `meta.chartRef` (an ExampleChart key) in place of
 * `meta.chartId`; resolveExampleDashboard swaps one for the other.
 */
export interface ExampleLayout {
  DASHBOARD_VERSION_KEY: 'v2';
  [componentId: string]: ExampleLayoutComponent | 'v2';
}

/** A dashboard with its layout and metadata. */
export interface ExampleDashboard {
  slug: string;
  dashboard_title: string;
  published: boolean;
  css: string;
  /** The keys of its charts, in layout order. */
  chart_refs: string[];
  position: ExampleLayout;
  /** json_metadata without the parts that need chart ids (added by resolveExampleDashboard). */
  json_metadata: JsonObject;
}

/** A chart ready for the metadata store: ids resolved, params and query_context as JSON strings. */
export interface ResolvedChart {
  slice_name: string;
  viz_type: ExampleVizType | ExampleMapVizType;
  description: string | null;
  datasource_id: number;
  datasource_type: 'table';
  params: string;
  query_context: string;
  cache_timeout: number | null;
}

/** A dashboard ready for the metadata store: chart ids in its layout, position_json and json_metadata as strings. */
export interface ResolvedDashboard {
  slug: string;
  dashboard_title: string;
  published: boolean;
  css: string;
  position_json: string;
  json_metadata: string;
}

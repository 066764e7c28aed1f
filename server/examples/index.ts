// Example data: tables generated into the embedded DuckDB database, and the datasets, charts and dashboards over
// them as plain data for the server to store.
//
// Storing the metadata: insert exampleDatasets() and note each id by table_name; store every chart of
// exampleCharts() with resolveExampleChart(chart, datasetIdOf(chart.datasource_table)) and note each id by
// chart.key; store every dashboard of exampleDashboards() with resolveExampleDashboard(dashboard, chartIdsByKey)
// and link it to the charts named in dashboard.chart_refs.

export { loadExampleData, loadFlights, loadMapPoints } from './load';
export type { LoadedTable, LoadResult } from './load';
export { DUCKDB_OPTIONS, examplesDatabasePath, inspectTable, withDatabase } from './database';
export type { TableStamp } from './database';
export { ORDER_ROWS, FIRST_ORDER_ID, FIRST_ORDER_UID, orderUid } from './orders';
export { BIRTH_NAMES_ROWS } from './birthNames';
export { FLIGHT_ROWS, FIRST_FLIGHT_ID } from './flights';
export { WORLD_CITIES_SOURCE } from './worldCities';
export { exampleDatasets, flightsDataset, mapPointsDataset } from './datasets';
export { MAP_POINT_ROWS, MAP_POINTS_SLUG, MAP_POINTS_TABLE, mapPointsCharts, mapPointsDashboard } from './mapPoints';
export { LARGE_CHART_COUNT } from './slices';
export { THOUSAND_CHART_COUNT } from './thousand';
export { CATALOGUE_VIZ_TYPES } from './types';
export { exampleCharts, exampleDashboards } from './dashboards';
export { UNRESOLVED_DATASOURCE } from './formData';
export { resolveExampleChart, resolveExampleDashboard } from './resolve';
export type { ChartIds } from './resolve';
export type {
  ExampleChart,
  ExampleColumn,
  ExampleDashboard,
  ExampleDataset,
  ExampleLayout,
  ExampleLayoutComponent,
  ExampleLayoutMeta,
  ExampleMetric,
  CatalogueVizType,
  ExampleVizType,
  Json,
  JsonObject,
  LayoutComponentType,
  ResolvedChart,
  ResolvedDashboard,
} from './types';

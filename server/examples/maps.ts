/** The Maps example dashboard: deck.gl geo charts over world_cities, each crediting GeoNames. */
import { buildLayout } from './layout';
import type { LayoutBlock } from './layout';
import { adhocFilter, adhocMetric, UNRESOLVED_DATASOURCE } from './formData';
import { baseJsonMetadata } from './metadata';
import { chart } from './slices';
import type { ExampleChart, ExampleDashboard, JsonObject } from './types';
import { WORLD_CITIES_SOURCE } from './worldCities';

const LAT_LONG = { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' };
const WORLD_VIEW = { longitude: 10, latitude: 25, zoom: 1, bearing: 0, pitch: 0 };

/** form_data every deck.gl chart over world_cities starts from (the controls Superset's deck.gl panels store). */
export function deckFormData(viz_type: string, extra: JsonObject): JsonObject {
  return {
    datasource: UNRESOLVED_DATASOURCE,
    viz_type,
    extra_form_data: {},
    dashboards: [],
    time_range: 'No filter',
    // Charts over places read a lat/long pair; arcs, lines and shapes name their own columns.
    ...(extra.start_spatial || extra.line_column || extra.geojson || extra.deck_slices ? {} : { spatial: LAT_LONG }),
    row_limit: 10000,
    filter_nulls: true,
    adhoc_filters: [],
    mapbox_style: 'offline',
    color_scheme: 'supersetColors',
    viewport: WORLD_VIEW,
    autozoom: true,
    ...extra,
  };
}

/** The map charts, keyed maps_*. */
export function mapCharts(): ExampleChart[] {
  const credit = WORLD_CITIES_SOURCE.attribution;
  const atLeast = (n: number) => [adhocFilter('population', '>=', n)];
  return [
    chart(
      'maps_cities',
      'Cities of 100,000 people or more',
      'world_cities',
      deckFormData('deck_scatter', {
        adhoc_filters: atLeast(100000),
        point_radius_fixed: { type: 'metric', value: adhocMetric('SUM', 'population', 'BIGINT') },
        point_unit: 'square_m',
        multiplier: 10,
        min_radius: 1,
        max_radius: 40,
        color_picker: { r: 31, g: 168, b: 201, a: 0.8 },
      }),
      credit,
    ),
    chart(
      'maps_million_cities',
      'Cities of a million by country',
      'world_cities',
      deckFormData('deck_scatter', {
        adhoc_filters: atLeast(1000000),
        point_radius_fixed: { type: 'fix', value: 30 },
        point_unit: 'radius_km',
        min_radius: 3,
        max_radius: 30,
        dimension: 'country',
        legend_position: 'tr',
      }),
      credit,
    ),
    chart(
      'maps_population_hexagons',
      'Population in hexagons of 150 km',
      'world_cities',
      deckFormData('deck_hex', {
        size: adhocMetric('SUM', 'population', 'BIGINT'),
        grid_size: 150000,
        extruded: true,
        row_limit: 50000,
        color_picker: { r: 255, g: 127, b: 68, a: 1 },
        legend_position: 'tr',
        legend_format: '.3s',
      }),
      credit,
    ),
    chart(
      'maps_city_grid',
      'Cities in a 300 km grid',
      'world_cities',
      deckFormData('deck_grid', {
        grid_size: 300000,
        row_limit: 50000,
        color_picker: { r: 69, g: 78, b: 124, a: 1 },
        legend_position: 'tr',
      }),
      credit,
    ),
    chart(
      'maps_population_screengrid',
      'Population on a 12 px screen grid',
      'world_cities',
      deckFormData('deck_screengrid', {
        size: adhocMetric('SUM', 'population', 'BIGINT'),
        grid_size: 12,
        row_limit: 50000,
        color_picker: { r: 200, g: 40, b: 90, a: 1 },
      }),
      credit,
    ),
    chart(
      'maps_population_heatmap',
      'Population heatmap of cities of 100,000 or more',
      'world_cities',
      deckFormData('deck_heatmap', {
        adhoc_filters: atLeast(100000),
        size: adhocMetric('SUM', 'population', 'BIGINT'),
        radius_pixels: 24,
        intensity: 1,
        threshold: 0.05,
        aggregation: 'SUM',
        linear_color_scheme: 'fire',
      }),
      credit,
    ),
    chart(
      'maps_population_contours',
      'Population contours on 200 km cells',
      'world_cities',
      deckFormData('deck_contour', {
        size: adhocMetric('SUM', 'population', 'BIGINT'),
        row_limit: 50000,
        cellSize: 200000,
        aggregation: 'SUM',
        contours: [
          { lowerThreshold: 1000000, upperThreshold: 5000000, color: { r: 254, g: 217, b: 118, a: 1 } },
          { lowerThreshold: 5000000, upperThreshold: 20000000, color: { r: 253, g: 141, b: 60, a: 1 } },
          { lowerThreshold: 20000000, upperThreshold: 10000000000, color: { r: 189, g: 0, b: 38, a: 1 } },
          { lowerThreshold: 1000000, color: { r: 80, g: 60, b: 40, a: 1 }, strokeWidth: 1 },
        ],
      }),
      credit,
    ),
  ];
}

/** The arcs between real pairs of world_cities (flight_routes), coloured from origin to destination. */
export function routeCharts(): ExampleChart[] {
  const credit = WORLD_CITIES_SOURCE.attribution;
  return [
    chart(
      'maps_flight_arcs',
      'Flight routes between the largest cities',
      'flight_routes',
      deckFormData('deck_arc', {
        start_spatial: { type: 'latlong', lonCol: 'origin_longitude', latCol: 'origin_latitude' },
        end_spatial: { type: 'latlong', lonCol: 'destination_longitude', latCol: 'destination_latitude' },
        color_picker: { r: 255, g: 127, b: 68, a: 1 },
        target_color_picker: { r: 31, g: 168, b: 201, a: 1 },
        stroke_width: 2,
      }),
      credit,
    ),
    chart(
      'maps_flight_paths',
      'Great-circle flight paths',
      'flight_routes',
      deckFormData('deck_path', {
        line_column: 'path',
        line_type: 'json',
        reverse_long_lat: false,
        tooltip_contents: ['origin_city', 'destination_city', 'distance_km'],
        color_picker: { r: 69, g: 78, b: 124, a: 1 },
        line_width: 2,
        line_width_unit: 'pixels',
      }),
      credit,
    ),
  ];
}

/** The countries as shapes (countries, from the packaged world-atlas). */
export function shapeCharts(): ExampleChart[] {
  const credit = 'Country shapes: Natural Earth via world-atlas; city populations © GeoNames (CC BY 4.0).';
  return [
    chart(
      'maps_country_polygons',
      'Population of listed cities by country',
      'countries',
      deckFormData('deck_polygon', {
        line_column: 'polygon',
        line_type: 'json',
        metric: adhocMetric('SUM', 'city_population', 'BIGINT'),
        point_radius_fixed: { type: 'fix', value: 1000 },
        reverse_long_lat: false,
        tooltip_contents: ['name'],
        color_scheme_type: 'linear_palette',
        linear_color_scheme: 'superset_seq_1',
        fill_color_picker: { r: 31, g: 168, b: 201, a: 1 },
        stroke_color_picker: { r: 255, g: 255, b: 255, a: 1 },
        filled: true,
        stroked: true,
        extruded: false,
        multiplier: 1,
        line_width: 1,
        line_width_unit: 'pixels',
        opacity: 80,
        num_buckets: 5,
        // City populations run from none to hundreds of millions: steps a reader can tell apart.
        break_points: [0, 1000000, 5000000, 20000000, 100000000, 1000000000],
        legend_position: 'tr',
        legend_format: '.2s',
      }),
      credit,
    ),
    chart(
      'maps_country_shapes',
      'Countries as GeoJSON',
      'countries',
      deckFormData('deck_geojson', {
        geojson: 'geojson',
        fill_color_picker: { r: 90, g: 193, b: 137, a: 0.6 },
        stroke_color_picker: { r: 69, g: 78, b: 124, a: 1 },
        filled: true,
        stroked: true,
        extruded: false,
        line_width: 1,
        line_width_unit: 'pixels',
        point_radius_scale: 100,
      }),
      credit,
    ),
    chart(
      'maps_countries_and_cities',
      'Countries and their cities of a million',
      'countries',
      deckFormData('deck_multi', {
        // The layer charts by key; installing the examples stores them first and writes their ids here.
        deck_slices: ['maps_country_polygons', 'maps_million_cities'],
        legend_position: 'tr',
      }),
      credit,
    ),
  ];
}

/** The Maps dashboard (slug maps). */
export function mapsDashboard(): ExampleDashboard {
  const charts = [...mapCharts(), ...routeCharts(), ...shapeCharts()];
  const cell = (key: string, width: number) => {
    const found = charts.find((c) => c.key === key)!;
    return { chart: key, sliceName: found.slice_name, width };
  };
  const blocks: LayoutBlock[] = [
    { header: 'Cities of the world' },
    { row: [cell('maps_cities', 6), cell('maps_million_cities', 6)] },
    { header: 'Where people live' },
    { row: [cell('maps_population_hexagons', 6), cell('maps_city_grid', 6)] },
    { header: 'Density' },
    {
      row: [
        cell('maps_population_screengrid', 4),
        cell('maps_population_heatmap', 4),
        cell('maps_population_contours', 4),
      ],
    },
    { header: 'Between places' },
    { row: [cell('maps_flight_arcs', 6), cell('maps_flight_paths', 6)] },
    { header: 'Countries' },
    { row: [cell('maps_country_polygons', 6), cell('maps_country_shapes', 6)] },
    { header: 'Layers' },
    { row: [cell('maps_countries_and_cities', 12)] },
  ];
  return {
    slug: 'maps',
    dashboard_title: 'Maps',
    published: true,
    css: '',
    chart_refs: charts.map((c) => c.key),
    position: buildLayout('Maps', 'maps', blocks),
    json_metadata: baseJsonMetadata(),
  };
}

import type { ExampleColumn, ExampleDataset, ExampleMetric } from './types';
import { COUNTRIES_SOURCE } from './countries';
import { WORLD_CITIES_SOURCE } from './worldCities';
import { US_STATES_SOURCE } from './usStates';

type ColumnKind = 'time' | 'dim' | 'num' | 'id';

function column(
  column_name: string,
  type: string,
  kind: ColumnKind,
  verbose_name: string | null = null,
): ExampleColumn {
  return {
    column_name,
    type,
    is_dttm: kind === 'time',
    verbose_name,
    groupby: kind !== 'num',
    filterable: true,
    description: null,
    expression: null,
  };
}

function metric(metric_name: string, expression: string, verbose_name: string, d3format: string | null): ExampleMetric {
  return { metric_name, expression, verbose_name, d3format, metric_type: null, description: null };
}

const countMetric = metric('count', 'COUNT(*)', 'COUNT(*)', ',d');

function ordersDataset(): ExampleDataset {
  return {
    table_name: 'orders',
    schema: 'main',
    description: 'Orders of scale-model vehicles, 2019 to 2024: one row per order line.',
    main_dttm_col: 'order_date',
    attribution: null,
    columns: [
      column('order_id', 'BIGINT', 'id', 'Order ID'),
      column('order_date', 'DATE', 'time', 'Order date'),
      column('order_ts', 'TIMESTAMP', 'time', 'Order time'),
      column('ship_date', 'DATE', 'time', 'Ship date'),
      column('customer_name', 'VARCHAR', 'dim', 'Customer'),
      column('country', 'VARCHAR', 'dim', 'Country'),
      column('region', 'VARCHAR', 'dim', 'Region'),
      column('city', 'VARCHAR', 'dim', 'City'),
      column('product_line', 'VARCHAR', 'dim', 'Product line'),
      column('product_name', 'VARCHAR', 'dim', 'Product'),
      column('status', 'VARCHAR', 'dim', 'Status'),
      column('channel', 'VARCHAR', 'dim', 'Channel'),
      column('quantity', 'INTEGER', 'num', 'Quantity'),
      column('unit_price', 'DOUBLE', 'num', 'Unit price'),
      column('discount', 'DOUBLE', 'num', 'Discount'),
      column('sales', 'DOUBLE', 'num', 'Sales'),
      column('profit', 'DOUBLE', 'num', 'Profit'),
      column('is_returned', 'BOOLEAN', 'dim', 'Returned'),
      { ...column('order_uid', 'BIGINT', 'id', 'Order UID'), description: 'Globally unique order id, above 2^53.' },
    ],
    metrics: [
      countMetric,
      metric('sum__sales', 'SUM(sales)', 'Sales', '$,.2f'),
      metric('sum__profit', 'SUM(profit)', 'Profit', '$,.2f'),
      metric('avg__discount', 'AVG(discount)', 'Average discount', '.1%'),
      metric('sum__quantity', 'SUM(quantity)', 'Units sold', ',d'),
      metric('avg__unit_price', 'AVG(unit_price)', 'Average unit price', '$,.2f'),
      metric('count_distinct__customer_name', 'COUNT(DISTINCT customer_name)', 'Customers', ',d'),
      metric('profit_margin', 'SUM(profit) / NULLIF(SUM(sales), 0)', 'Profit margin', '.1%'),
      metric('return_rate', 'AVG(CASE WHEN is_returned THEN 1.0 ELSE 0.0 END)', 'Return rate', '.2%'),
    ],
  };
}

function birthNamesDataset(): ExampleDataset {
  return {
    table_name: 'birth_names',
    schema: 'main',
    description: 'Babies named per year, name and state, 1965 to 2008.',
    main_dttm_col: 'ds',
    attribution: null,
    columns: [
      column('ds', 'DATE', 'time', 'Year'),
      column('name', 'VARCHAR', 'dim', 'Name'),
      column('gender', 'VARCHAR', 'dim', 'Gender'),
      column('state', 'VARCHAR', 'dim', 'State'),
      column('num', 'BIGINT', 'num', 'Births'),
      column('num_boys', 'BIGINT', 'num', 'Boys'),
      column('num_girls', 'BIGINT', 'num', 'Girls'),
    ],
    metrics: [
      countMetric,
      metric('sum__num', 'SUM(num)', 'Births', ',d'),
      metric('sum__num_boys', 'SUM(num_boys)', 'Boys', ',d'),
      metric('sum__num_girls', 'SUM(num_girls)', 'Girls', ',d'),
    ],
  };
}

function worldCitiesDataset(): ExampleDataset {
  return {
    table_name: 'world_cities',
    schema: 'main',
    description: `Cities of the world with at least 1,000 people. ${WORLD_CITIES_SOURCE.attribution}`,
    main_dttm_col: null,
    attribution: WORLD_CITIES_SOURCE.attribution,
    columns: [
      column('city', 'VARCHAR', 'dim', 'City'),
      column('country', 'VARCHAR', 'dim', 'Country'),
      column('country_code', 'VARCHAR', 'dim', 'Country code'),
      column('latitude', 'DOUBLE', 'num', 'Latitude'),
      column('longitude', 'DOUBLE', 'num', 'Longitude'),
      column('population', 'BIGINT', 'num', 'Population'),
    ],
    metrics: [
      countMetric,
      metric('sum__population', 'SUM(population)', 'Population', ',d'),
      metric('avg__population', 'AVG(population)', 'Average population', ',.0f'),
      metric('max__population', 'MAX(population)', 'Largest population', ',d'),
    ],
  };
}

/** The flights dataset; its table exists only after `npm run data:big`, so it is not among exampleDatasets(). */
export function flightsDataset(): ExampleDataset {
  return {
    table_name: 'flights',
    schema: 'main',
    description: 'US domestic flights, 2023 to 2024 (generated; 10 million rows).',
    main_dttm_col: 'dep_ts',
    attribution: null,
    columns: [
      column('flight_date', 'DATE', 'time', 'Flight date'),
      column('dep_ts', 'TIMESTAMP', 'time', 'Departure'),
      column('carrier', 'VARCHAR', 'dim', 'Carrier'),
      column('origin', 'VARCHAR', 'dim', 'Origin'),
      column('dest', 'VARCHAR', 'dim', 'Destination'),
      column('distance', 'INTEGER', 'num', 'Distance (mi)'),
      column('dep_delay', 'INTEGER', 'num', 'Departure delay (min)'),
      column('arr_delay', 'INTEGER', 'num', 'Arrival delay (min)'),
      column('cancelled', 'BOOLEAN', 'dim', 'Cancelled'),
      column('passengers', 'INTEGER', 'num', 'Passengers'),
      column('fare', 'DOUBLE', 'num', 'Fare'),
      column('flight_id', 'BIGINT', 'id', 'Flight ID'),
    ],
    metrics: [
      countMetric,
      metric('avg__dep_delay', 'AVG(dep_delay)', 'Average departure delay', ',.1f'),
      metric('avg__arr_delay', 'AVG(arr_delay)', 'Average arrival delay', ',.1f'),
      metric('sum__passengers', 'SUM(passengers)', 'Passengers', ',d'),
      metric('avg__fare', 'AVG(fare)', 'Average fare', '$,.2f'),
      metric('cancel_rate', 'AVG(CASE WHEN cancelled THEN 1.0 ELSE 0.0 END)', 'Cancellation rate', '.2%'),
    ],
  };
}

/** The US states and DC with their 2020 population, keyed by ISO 3166-2 code for the country map. */
function usStatesDataset(): ExampleDataset {
  return {
    table_name: 'us_states',
    schema: 'main',
    description: `Population of each US state and DC. ${US_STATES_SOURCE}`,
    main_dttm_col: null,
    attribution: null,
    columns: [
      column('state_code', 'VARCHAR', 'dim', 'State code (ISO 3166-2)'),
      column('state', 'VARCHAR', 'dim', 'State'),
      column('population', 'BIGINT', 'num', 'Population'),
    ],
    metrics: [countMetric, metric('sum__population', 'SUM(population)', 'Population', ',d')],
  };
}

/** The million generated places of `npm run data:big`, for the big map example. */
export function mapPointsDataset(): ExampleDataset {
  return {
    table_name: 'map_points',
    schema: 'main',
    description: 'A million places around twenty big cities and over the world (generated; npm run data:big).',
    main_dttm_col: null,
    attribution: null,
    columns: [
      column('point_id', 'BIGINT', 'id', 'Point ID'),
      column('longitude', 'DOUBLE', 'num', 'Longitude'),
      column('latitude', 'DOUBLE', 'num', 'Latitude'),
      column('region', 'VARCHAR', 'dim', 'Region'),
      column('weight', 'DOUBLE', 'num', 'Weight'),
    ],
    metrics: [countMetric, metric('sum__weight', 'SUM(weight)', 'Weight', ',.1f')],
  };
}

function countriesDataset(): ExampleDataset {
  return {
    table_name: 'countries',
    schema: 'main',
    description: `Countries of the world with their shapes. ${COUNTRIES_SOURCE.attribution} ${WORLD_CITIES_SOURCE.attribution}`,
    main_dttm_col: null,
    attribution: `${COUNTRIES_SOURCE.attribution} ${WORLD_CITIES_SOURCE.attribution}`,
    columns: [
      column('name', 'VARCHAR', 'dim', 'Country'),
      column('iso_a2', 'VARCHAR', 'dim', 'ISO code (2 letters)'),
      column('iso_a3', 'VARCHAR', 'dim', 'ISO code (3 letters)'),
      column('iso_numeric', 'VARCHAR', 'dim', 'ISO numeric code'),
      column('geojson', 'VARCHAR', 'dim', 'Shape (GeoJSON)'),
      column('polygon', 'VARCHAR', 'dim', 'Outline (largest part, [lng, lat] pairs)'),
      column('area_km2', 'BIGINT', 'num', 'Area (km²)'),
      column('city_population', 'BIGINT', 'num', 'Population of listed cities'),
    ],
    metrics: [
      countMetric,
      metric('sum__city_population', 'SUM(city_population)', 'Population of listed cities', ',d'),
      metric('sum__area_km2', 'SUM(area_km2)', 'Area (km²)', ',d'),
    ],
  };
}

function flightRoutesDataset(): ExampleDataset {
  return {
    table_name: 'flight_routes',
    schema: 'main',
    description: `Generated flight routes between the largest listed cities. ${WORLD_CITIES_SOURCE.attribution}`,
    main_dttm_col: null,
    attribution: WORLD_CITIES_SOURCE.attribution,
    columns: [
      column('origin_city', 'VARCHAR', 'dim', 'Origin'),
      column('origin_country_code', 'VARCHAR', 'dim', 'Origin country code'),
      column('origin_longitude', 'DOUBLE', 'num', 'Origin longitude'),
      column('origin_latitude', 'DOUBLE', 'num', 'Origin latitude'),
      column('destination_city', 'VARCHAR', 'dim', 'Destination'),
      column('destination_country_code', 'VARCHAR', 'dim', 'Destination country code'),
      column('destination_longitude', 'DOUBLE', 'num', 'Destination longitude'),
      column('destination_latitude', 'DOUBLE', 'num', 'Destination latitude'),
      column('distance_km', 'BIGINT', 'num', 'Distance (km)'),
      column('path', 'VARCHAR', 'dim', 'Great-circle path ([lng, lat] pairs)'),
    ],
    metrics: [
      countMetric,
      metric('sum__distance_km', 'SUM(distance_km)', 'Distance (km)', ',d'),
      metric('avg__distance_km', 'AVG(distance_km)', 'Average distance (km)', ',.0f'),
    ],
  };
}

/**
 * The datasets over the tables loadExampleData writes: orders, birth_names, world_cities, us_states, countries and
 * flight_routes.
 */
export function exampleDatasets(): ExampleDataset[] {
  return [
    ordersDataset(),
    birthNamesDataset(),
    worldCitiesDataset(),
    usStatesDataset(),
    countriesDataset(),
    flightRoutesDataset(),
  ];
}

// Form data and results of the deck.gl geo charts: a few world cities, one row with no position and one out of range.
import type { ChartResult, QueryFormData } from '../../src/core/chart-plugin';
import { GenericDataType } from '../../src/core/query';
import { result } from './fixtures';

const { NUMERIC, STRING } = GenericDataType;

/** A deck.gl form over world_cities with a lat/long spatial control. */
export function deckForm(vizType: string, extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '7__table',
    viz_type: vizType,
    spatial: { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' },
    row_limit: 5000,
    adhoc_filters: [],
    viewport: { longitude: 0, latitude: 20, zoom: 1, bearing: 0, pitch: 0 },
    ...extra,
  };
}

export const sumPopulation = {
  expressionType: 'SIMPLE',
  column: { column_name: 'population' },
  aggregate: 'SUM',
  label: 'SUM(population)',
} as const;

/** A result's records as the server's JSON carries them. */
export interface Records {
  colnames: string[];
  coltypes: GenericDataType[];
  data: Record<string, unknown>[];
}

/** Five cities; Nowhere has no position and Overflow an out-of-range latitude. */
export function citiesRecords(withMetric = false): Records {
  const rows = [
    { name: 'Paris', country: 'FR', longitude: 2.3522, latitude: 48.8566, population: 2148000 },
    { name: 'Lyon', country: 'FR', longitude: 4.8357, latitude: 45.764, population: 513000 },
    { name: 'Nowhere', country: 'XX', longitude: null, latitude: null, population: 1 },
    { name: 'Tokyo', country: 'JP', longitude: 139.6917, latitude: 35.6895, population: 13960000 },
    { name: 'Overflow', country: 'XX', longitude: 10, latitude: 123, population: 1 },
  ];
  return {
    colnames: ['name', 'country', 'longitude', 'latitude', ...(withMetric ? ['SUM(population)'] : [])],
    coltypes: [STRING, STRING, NUMERIC, NUMERIC, ...(withMetric ? [NUMERIC] : [])],
    data: rows.map((r) => ({ ...r, 'SUM(population)': r.population })),
  };
}

/** The five cities as a result. */
export function citiesResult(withMetric = false): ChartResult {
  const { colnames, coltypes, data } = citiesRecords(withMetric);
  return result(colnames, coltypes, data);
}

/**
 * The countries table, built at load time from the packaged Natural Earth TopoJSON (world-atlas, 1:110m) with
 * topojson-client: a row per country with its ISO codes, its shape as a GeoJSON Feature (for deck_geojson), the
 * outer ring of its largest part as a JSON array of [lng, lat] (what deck_polygon's json encoding reads), its area
 * and the population of its listed cities (world_cities).
 */
import { createRequire } from 'node:module';
import type { DuckDBConnection } from '@duckdb/node-api';
import { geoArea } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import { packagedCities } from './worldCities';

/** Where countries comes from, credited in its dataset. */
export const COUNTRIES_SOURCE = {
  package: 'world-atlas',
  attribution: 'Country shapes: Natural Earth (naturalearthdata.com), public domain, via world-atlas 1:110m.',
} as const;

/** Mean Earth radius in km (the area of a unit-sphere region times its square is km²). */
const EARTH_RADIUS_KM = 6371.0088;

/** One country as the loader writes it. */
export interface CountryRow {
  name: string;
  iso_a2: string | null;
  iso_a3: string | null;
  iso_numeric: string | null;
  geojson: string;
  polygon: string;
  area_km2: number;
  city_population: number;
}

const round = (n: number): number => Math.round(n * 1e4) / 1e4;
const roundRing = (ring: Position[]): number[][] => ring.map((p) => [round(p[0] as number), round(p[1] as number)]);

/** The parts of a polygonal geometry, each as its rings. */
function partsOf(geometry: Polygon | MultiPolygon): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** The outer ring of the geometry's largest part (by spherical area). */
function largestRing(geometry: Polygon | MultiPolygon): Position[] {
  let best: Position[] = [];
  let bestArea = -1;
  for (const rings of partsOf(geometry)) {
    const area = geoArea({ type: 'Polygon', coordinates: rings });
    if (area > bestArea && rings[0]) {
      bestArea = area;
      best = rings[0];
    }
  }
  return best;
}

/** The countries of the packaged TopoJSON, by name, with the population of each one's listed cities. */
export function countryRows(): CountryRow[] {
  const load = createRequire(import.meta.url);
  const topology = load('world-atlas/countries-110m.json') as Topology;
  const collection = feature(topology, topology.objects.countries as GeometryObject);
  const features = ('features' in collection ? collection.features : [collection]) as Feature<
    Polygon | MultiPolygon,
    { name?: string }
  >[];
  const population = new Map<string, number>();
  for (const city of packagedCities())
    population.set(city.country, (population.get(city.country) ?? 0) + city.population);
  const rows = features
    .filter((f) => f.geometry && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon'))
    .map((f): CountryRow => {
      const numeric = typeof f.id === 'string' ? f.id : null;
      const a2 = numeric ? (isoCountries.numericToAlpha2(numeric) ?? null) : null;
      const name = f.properties?.name ?? a2 ?? 'Unnamed';
      const geometry: Polygon | MultiPolygon =
        f.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: f.geometry.coordinates.map(roundRing) }
          : { type: 'MultiPolygon', coordinates: f.geometry.coordinates.map((p) => p.map(roundRing)) };
      return {
        name,
        iso_a2: a2,
        iso_a3: a2 ? (isoCountries.alpha2ToAlpha3(a2) ?? null) : null,
        iso_numeric: numeric,
        geojson: JSON.stringify({ type: 'Feature', properties: { name }, geometry }),
        polygon: JSON.stringify(largestRing(geometry)),
        area_km2: Math.round(geoArea(f) * EARTH_RADIUS_KM * EARTH_RADIUS_KM),
        city_population: a2 ? (population.get(a2) ?? 0) : 0,
      };
    });
  return rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Creates `table` in schema main and appends every country; returns the number of rows written. */
export async function fillCountries(connection: DuckDBConnection, table: string): Promise<number> {
  const rows = countryRows();
  await connection.run(`CREATE TABLE main."${table}" (
    name VARCHAR NOT NULL, iso_a2 VARCHAR, iso_a3 VARCHAR, iso_numeric VARCHAR,
    geojson VARCHAR NOT NULL, polygon VARCHAR NOT NULL, area_km2 BIGINT NOT NULL, city_population BIGINT NOT NULL)`);
  const appender = await connection.createAppender(table, 'main');
  const text = (v: string | null) => (v === null ? appender.appendNull() : appender.appendVarchar(v));
  try {
    for (const row of rows) {
      appender.appendVarchar(row.name);
      text(row.iso_a2);
      text(row.iso_a3);
      text(row.iso_numeric);
      appender.appendVarchar(row.geojson);
      appender.appendVarchar(row.polygon);
      appender.appendBigInt(BigInt(row.area_km2));
      appender.appendBigInt(BigInt(row.city_population));
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return rows.length;
}

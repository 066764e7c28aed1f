import {
  CHANNELS,
  CUSTOMER_COUNT,
  EXAMPLE_SEED,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_STATUSES,
  PRODUCTS,
  SALES_GEO,
} from './dimensions';
import { index, listLit, lit, num, pickByCumulative, uniform, valuesLit } from './sql';

/** Rows in the orders table. */
export const ORDER_ROWS = 120_000;

/** The orders span these dates, both included. */
export const ORDER_DATES = { first: '2019-01-01', last: '2024-12-31' } as const;

/** order_id of the first order; ids are consecutive in order_date order. */
export const FIRST_ORDER_ID = 10_000_001n;

/** order_uid of the first order: 2^53 + 1, the first integer a double cannot hold. */
export const FIRST_ORDER_UID = 9_007_199_254_740_993n;

/** The exact order_uid of an order: the step of 3 alternates odd and even values above 2^53. */
export function orderUid(orderId: bigint): bigint {
  return FIRST_ORDER_UID + 3n * (orderId - FIRST_ORDER_ID);
}

const geoRows = SALES_GEO.flatMap((g) => g.cities.map((city) => [g.region, g.country, city] as const));

/** A SELECT producing the orders table, `rows` rows long. */
export function ordersSelect(rows: number = ORDER_ROWS, seed: number = EXAMPLE_SEED): string {
  const u = (k: number) => uniform('i', seed, k);
  const geo = valuesLit(
    geoRows.map(([region, country, city], idx) => [String(idx), lit(region), lit(country), lit(city)]),
  );
  const products = valuesLit(
    PRODUCTS.map((p, idx) => [String(idx), lit(p.line), lit(p.name), num(p.price), num(p.margin)]),
  );
  // Days are weighted for growth over the years, a year-end peak and quieter weekends; row i lands on the day where
  // the cumulative weight passes (i + 0.5) / rows, so order ids follow order dates without sorting.
  return `
WITH
  geo(geo_idx, region, country, city) AS (VALUES
    ${geo}),
  product(product_idx, product_line, product_name, list_price, margin) AS (VALUES
    ${products}),
  day_weights AS (
    SELECT d::DATE AS day,
      (1.0 + 1.5 * (d::DATE - DATE '${ORDER_DATES.first}') / (DATE '${ORDER_DATES.last}' - DATE '${ORDER_DATES.first}'))
      * (1.0 + 0.6 * (month(d) IN (11, 12))::INTEGER + 0.15 * cos(2 * pi() * month(d) / 12))
      * (CASE WHEN dayofweek(d) IN (0, 6) THEN 0.6 ELSE 1.0 END) AS weight
    FROM range(DATE '${ORDER_DATES.first}', DATE '${ORDER_DATES.last}' + INTERVAL 1 DAY, INTERVAL 1 DAY) t(d)
  ),
  days AS (SELECT day, sum(weight) OVER (ORDER BY day) AS cum FROM day_weights),
  total AS (SELECT max(cum) AS total FROM days),
  seq AS (SELECT range AS i, (range + 0.5) / ${rows} * (SELECT total FROM total) AS pos FROM range(${rows})),
  dated AS (SELECT seq.i, days.day FROM seq ASOF JOIN days ON seq.pos <= days.cum),
  drawn AS (
    SELECT i, day,
      ${index('i', seed, 1, CUSTOMER_COUNT)} AS customer,
      floor(pow(${u(2)}, 1.3) * ${PRODUCTS.length})::INTEGER AS product_idx,
      1 + floor(pow(${u(3)}, 2) * 49)::INTEGER AS quantity,
      ${pickByCumulative(u(4), ORDER_STATUSES)} AS status,
      ${pickByCumulative(u(5), CHANNELS)} AS channel,
      CASE WHEN ${u(6)} < 0.55 THEN 0.0 WHEN ${u(6)} < 0.75 THEN 0.05 WHEN ${u(6)} < 0.88 THEN 0.1
           WHEN ${u(6)} < 0.96 THEN 0.15 ELSE 0.2 END AS discount,
      0.85 + 0.3 * ${u(7)} AS price_factor,
      (${u(8)} - 0.5) * 0.2 AS margin_noise,
      floor((${u(9)} + ${u(10)}) / 2 * 86400)::INTEGER AS second_of_day,
      1 + floor(${u(11)} * 6)::INTEGER AS ship_days,
      ${u(12)} < 0.05 AS returned
    FROM dated
  ),
  customers AS (
    SELECT c AS customer,
      ${listLit(FIRST_NAMES)}[1 + ${index('c', seed, 20, FIRST_NAMES.length)}] || ' ' ||
      ${listLit(LAST_NAMES)}[1 + ${index('c', seed, 21, LAST_NAMES.length)}] AS customer_name,
      floor(pow(${uniform('c', seed, 22)}, 1.6) * ${geoRows.length})::INTEGER AS geo_idx
    FROM range(${CUSTOMER_COUNT}) t(c)
  ),
  priced AS (
    SELECT d.*, c.customer_name, g.region, g.country, g.city, p.product_line, p.product_name,
      round(p.list_price * d.price_factor, 2) AS unit_price, p.margin
    FROM drawn d
    JOIN customers c USING (customer)
    JOIN geo g ON g.geo_idx = c.geo_idx
    JOIN product p ON p.product_idx = d.product_idx
  )
SELECT
  (${FIRST_ORDER_ID} + i)::BIGINT AS order_id,
  day AS order_date,
  day::TIMESTAMP + to_seconds(second_of_day) AS order_ts,
  CASE WHEN status = 'Cancelled' THEN NULL ELSE day + ship_days END AS ship_date,
  customer_name, country, region, city, product_line, product_name, status, channel,
  quantity::INTEGER AS quantity,
  unit_price::DOUBLE AS unit_price,
  discount::DOUBLE AS discount,
  round(quantity * unit_price * (1 - discount), 2)::DOUBLE AS sales,
  round(quantity * unit_price * (1 - discount) * (margin - 1.2 * discount + margin_noise), 2)::DOUBLE AS profit,
  (status = 'Shipped' AND returned) AS is_returned,
  (${FIRST_ORDER_UID} + 3 * i)::BIGINT AS order_uid
FROM priced
ORDER BY i`;
}

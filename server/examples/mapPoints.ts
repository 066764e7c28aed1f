/**
 * The 1,000,000-point map example (`npm run data:big`): places scattered around twenty of the world's big cities, and
 * a tenth over the whole world, generated in DuckDB from hash-based streams of the example seed (the same table on
 * every run, in about a second). With it come a deck_scatter of every point and a dashboard holding it.
 */
import { EXAMPLE_SEED } from './dimensions';
import { buildLayout } from './layout';
import { deckFormData } from './maps';
import { baseJsonMetadata } from './metadata';
import { chart } from './slices';
import { lit, num, uniform, valuesLit } from './sql';
import type { ExampleChart, ExampleDashboard } from './types';

/** Rows of the map_points table. */
export const MAP_POINT_ROWS = 1_000_000;

/** The table, and the slug of its dashboard. */
export const MAP_POINTS_TABLE = 'map_points';
export const MAP_POINTS_SLUG = 'million-points';

/** The centres the points gather around: name, latitude, longitude, spread in degrees. */
const CENTRES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Tokyo', 35.69, 139.69, 1.2],
  ['Delhi', 28.61, 77.21, 1.5],
  ['Shanghai', 31.23, 121.47, 1.3],
  ['São Paulo', -23.55, -46.63, 1.4],
  ['Mexico City', 19.43, -99.13, 1.2],
  ['Cairo', 30.04, 31.24, 1.0],
  ['Mumbai', 19.08, 72.88, 1.1],
  ['Beijing', 39.9, 116.41, 1.3],
  ['Dhaka', 23.81, 90.41, 0.9],
  ['Osaka', 34.69, 135.5, 0.8],
  ['New York', 40.71, -74.01, 1.2],
  ['Karachi', 24.86, 67.0, 0.9],
  ['Buenos Aires', -34.6, -58.38, 1.1],
  ['Istanbul', 41.01, 28.98, 1.0],
  ['Lagos', 6.52, 3.38, 1.0],
  ['Paris', 48.86, 2.35, 1.4],
  ['London', 51.51, -0.13, 1.2],
  ['Los Angeles', 34.05, -118.24, 1.5],
  ['Moscow', 55.76, 37.62, 1.6],
  ['Jakarta', -6.21, 106.85, 1.1],
];

/** The share of points spread over the whole world (latitudes -60 to 75) rather than around a centre. */
const SCATTERED = 0.1;

/**
 * A SELECT of `rows` points: point_id, longitude, latitude (a normal spread around a centre, by Box-Muller, or
 * uniform over the world), region (the centre's name, or 'Elsewhere') and weight.
 */
export function mapPointsSelect(rows: number = MAP_POINT_ROWS, seed: number = EXAMPLE_SEED): string {
  const u = (k: number) => uniform('i', seed, k);
  const centres = valuesLit(
    CENTRES.map(([name, lat, lon, spread], idx) => [String(idx), lit(name), num(lat), num(lon), num(spread)]),
  );
  return `
WITH
  centre(centre_idx, name, lat, lon, spread) AS (VALUES
    ${centres}),
  drawn AS (
    SELECT i, ${u(61)} < ${SCATTERED} AS scattered, floor(${u(62)} * ${CENTRES.length})::INTEGER AS centre_idx,
      sqrt(-2 * ln(1 - ${u(63)})) AS radius, 2 * pi() * ${u(64)} AS angle, ${u(65)} AS wu, ${u(66)} AS wv
    FROM range(${rows}) t(i)
  )
SELECT
  i::BIGINT AS point_id,
  round(CASE WHEN scattered THEN wu * 360 - 180
        ELSE ((c.lon + radius * cos(angle) * c.spread / cos(radians(c.lat)) + 540) % 360) - 180 END, 5) AS longitude,
  round(CASE WHEN scattered THEN wv * 135 - 60
        ELSE greatest(-85, least(85, c.lat + radius * sin(angle) * c.spread)) END, 5) AS latitude,
  CASE WHEN scattered THEN 'Elsewhere' ELSE c.name END AS region,
  round(1 + 99 * wu * wv, 2) AS weight
FROM drawn d JOIN centre c USING (centre_idx)
ORDER BY i`;
}

/** A deck_scatter of every point: small dots of a fixed size on the ground (a kilometre), kept 1 to 4 pixels. */
export function mapPointsCharts(): ExampleChart[] {
  return [
    chart(
      'maps_million_points',
      'A million points',
      MAP_POINTS_TABLE,
      deckFormData('deck_scatter', {
        row_limit: MAP_POINT_ROWS,
        point_radius_fixed: { type: 'fix', value: 1000 },
        point_unit: 'radius_m',
        min_radius: 1,
        max_radius: 4,
        color_picker: { r: 0, g: 122, b: 135, a: 0.6 },
      }),
      'Generated points (npm run data:big): 1,000,000 rows drawn as one deck.gl scatter on the GPU.',
    ),
  ];
}

/** The dashboard of the million points (slug million-points). */
export function mapPointsDashboard(): ExampleDashboard {
  const [points] = mapPointsCharts();
  return {
    slug: MAP_POINTS_SLUG,
    dashboard_title: 'A million points',
    published: true,
    css: '',
    chart_refs: [points!.key],
    position: buildLayout('A million points', MAP_POINTS_SLUG, [
      { row: [{ chart: points!.key, sliceName: points!.slice_name, width: 12 }] },
    ]),
    json_metadata: baseJsonMetadata(),
  };
}

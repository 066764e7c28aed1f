import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAP_POINTS_SLUG,
  MAP_POINTS_TABLE,
  loadMapPoints,
  mapPointsCharts,
  mapPointsDashboard,
  mapPointsDataset,
} from '../../../server/examples';
import { buildDeckScatterQuery } from '../../../src/core/chart-plugin';
import { checksum, query, tableNames, tempDir } from './helpers';

describe('the million-point map example (npm run data:big)', () => {
  const tmp = tempDir('points');
  afterAll(() => tmp.remove());

  it('generates the points in DuckDB: valid places around the centres and over the world, the same on every run', async () => {
    const path = join(tmp.dir, 'a', 'examples.duckdb');
    const first = await loadMapPoints(path, 20_000);
    expect(first.tables).toMatchObject([{ name: MAP_POINTS_TABLE, rows: 20_000, built: true }]);
    expect(await tableNames(path)).toEqual([MAP_POINTS_TABLE]);
    const [r] = await query(
      path,
      `SELECT count(*)::INTEGER AS n, count(DISTINCT point_id)::INTEGER AS ids,
         count(*) FILTER (WHERE longitude NOT BETWEEN -180 AND 180 OR latitude NOT BETWEEN -85 AND 85
                          OR longitude IS NULL OR latitude IS NULL)::INTEGER AS bad,
         count(*) FILTER (WHERE region = 'Elsewhere')::INTEGER AS scattered,
         count(*) FILTER (WHERE region = 'Tokyo' AND abs(latitude - 35.69) < 5 AND abs(longitude - 139.69) < 7)::INTEGER AS tokyo,
         count(*) FILTER (WHERE region = 'Tokyo')::INTEGER AS tokyo_all
       FROM ${MAP_POINTS_TABLE}`,
    );
    expect(r).toMatchObject({ n: 20_000, ids: 20_000, bad: 0 });
    expect(Number(r!.scattered)).toBeGreaterThan(1_500);
    expect(Number(r!.scattered)).toBeLessThan(2_500);
    expect(Number(r!.tokyo)).toBe(Number(r!.tokyo_all));
    expect(Number(r!.tokyo_all)).toBeGreaterThan(700);

    const again = await loadMapPoints(path, 20_000);
    expect(again.tables).toMatchObject([{ name: MAP_POINTS_TABLE, built: false }]);
    const elsewhere = join(tmp.dir, 'b', 'examples.duckdb');
    await loadMapPoints(elsewhere, 20_000);
    expect(await checksum(elsewhere, MAP_POINTS_TABLE)).toBe(await checksum(path, MAP_POINTS_TABLE));
  }, 60_000);

  it('comes with its dataset, a deck_scatter of every point and a dashboard holding it', () => {
    const dataset = mapPointsDataset();
    expect(dataset.table_name).toBe(MAP_POINTS_TABLE);
    expect(dataset.columns.map((c) => c.column_name)).toEqual([
      'point_id',
      'longitude',
      'latitude',
      'region',
      'weight',
    ]);
    const [chart] = mapPointsCharts();
    expect(chart).toMatchObject({ viz_type: 'deck_scatter', datasource_table: MAP_POINTS_TABLE });
    const [q] = buildDeckScatterQuery({ ...chart!.params, datasource: '1__table' } as never).queries;
    expect(q).toMatchObject({ columns: ['longitude', 'latitude'], row_limit: 1_000_000 });
    const dashboard = mapPointsDashboard();
    expect(dashboard).toMatchObject({ slug: MAP_POINTS_SLUG, chart_refs: [chart!.key] });
  });
});

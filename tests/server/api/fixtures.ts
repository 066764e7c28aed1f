/** A small DuckDB database with one table, registered through the API, for resource tests. */
import { openEngine } from '../../../server/engines';
import type { TestInstance } from '../harness';

export interface SmallDataset {
  databaseId: number;
  datasetId: number;
}

/** Creates `duckdb:///<file>` with a `sales` table, adds it as a database and `sales` as a dataset. */
export async function seedSmallDataset(t: TestInstance, file = 'small.duckdb'): Promise<SmallDataset> {
  const conn = openEngine(t.config.dataDir, `duckdb:///${file}`, null);
  await conn.run(
    `CREATE OR REPLACE TABLE sales AS SELECT i AS id, DATE '2024-01-01' + (i % 60)::INTEGER AS ds, ['a','b','c'][1 + i % 3] AS cat, (i * 1.5)::DOUBLE AS amount FROM range(1, 301) t(i)`,
  );
  const db = await t.api({
    method: 'POST',
    url: '/api/v1/database/',
    payload: { database_name: `db_${file}`, sqlalchemy_uri: `duckdb:///${file}`, allow_file_upload: true },
  });
  if (db.statusCode !== 201) throw new Error(`database create failed: ${db.body}`);
  const databaseId = (db.json() as { id: number }).id;
  const ds = await t.api({
    method: 'POST',
    url: '/api/v1/dataset/',
    payload: { database: databaseId, schema: 'main', table_name: 'sales' },
  });
  if (ds.statusCode !== 201) throw new Error(`dataset create failed: ${ds.body}`);
  return { databaseId, datasetId: (ds.json() as { id: number }).id };
}

export const json = <T>(res: { json: () => unknown }): T => res.json() as T;

/** A v2 dashboard layout placing one chart in one row. */
export const oneChartLayout = (chartId: number): Record<string, unknown> => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
  'CHART-1': {
    type: 'CHART',
    id: 'CHART-1',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId, width: 4, height: 50 },
  },
});

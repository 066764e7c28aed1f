/** First start: generates the example tables, then stores the examples database, datasets, charts and dashboards. */
import { randomUUID } from 'node:crypto';
import {
  examplesDatabasePath,
  exampleCharts,
  exampleDashboards,
  exampleDatasets,
  flightsDataset,
  loadExampleData,
  MAP_POINTS_SLUG,
  MAP_POINTS_TABLE,
  mapPointsCharts,
  mapPointsDashboard,
  mapPointsDataset,
  resolveExampleChart,
  resolveExampleDashboard,
  inspectTable,
  withDatabase,
  type ExampleChart,
  type ExampleDashboard,
  type ExampleDataset,
} from './examples';
import { createdStamp } from './domain/audit';
import type { MetaDb } from './store/db';

export const EXAMPLES_DATABASE = 'examples';

async function insertDataset(db: MetaDb, databaseId: number, ds: ExampleDataset, ownerId: number): Promise<number> {
  const existing = await db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', databaseId)
    .where('table_name', '=', ds.table_name)
    .executeTakeFirst();
  if (existing) return Number(existing.id);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tables')
      .values({
        ...createdStamp(ownerId, randomUUID()),
        database_id: databaseId,
        schema: ds.schema,
        table_name: ds.table_name,
        description: ds.description,
        main_dttm_col: ds.main_dttm_col,
        extra: ds.attribution ? JSON.stringify({ attribution: ds.attribution }) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (ds.columns.length) {
      await trx
        .insertInto('table_columns')
        .values(
          ds.columns.map((c) => ({
            ...createdStamp(ownerId, randomUUID()),
            table_id: id,
            column_name: c.column_name,
            type: c.type,
            is_dttm: c.is_dttm ? 1 : 0,
            verbose_name: c.verbose_name,
            groupby: c.groupby ? 1 : 0,
            filterable: c.filterable ? 1 : 0,
            description: c.description,
            expression: c.expression,
          })),
        )
        .execute();
    }
    if (ds.metrics.length) {
      await trx
        .insertInto('sql_metrics')
        .values(
          ds.metrics.map((m) => ({
            ...createdStamp(ownerId, randomUUID()),
            table_id: id,
            metric_name: m.metric_name,
            expression: m.expression,
            verbose_name: m.verbose_name,
            d3format: m.d3format,
            metric_type: m.metric_type,
            description: m.description,
          })),
        )
        .execute();
    }
    await trx.insertInto('sqlatable_user').values({ user_id: ownerId, table_id: id }).execute();
    return id;
  });
}

/**
 * Loads the example tables (idempotent) and, the first time only, the metadata over them. The flights dataset
 * is registered whenever `npm run data:big` has produced its table.
 */
export async function installExamples(db: MetaDb, dataDir: string, log: (m: string) => void): Promise<void> {
  const path = examplesDatabasePath(dataDir);
  const loaded = await loadExampleData(path);
  const built = loaded.tables.filter((t) => t.built);
  if (built.length)
    log(
      `Loaded example tables: ${built.map((t) => `${t.name} (${t.rows} rows, ${t.seconds.toFixed(1)} s)`).join(', ')}`,
    );
  const admin = await db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const ownerId = Number(admin?.id ?? 0);
  let database = await db
    .selectFrom('dbs')
    .select('id')
    .where('database_name', '=', EXAMPLES_DATABASE)
    .executeTakeFirst();
  const firstTime = !database;
  if (!database) {
    database = await db
      .insertInto('dbs')
      .values({
        ...createdStamp(ownerId, randomUUID()),
        database_name: EXAMPLES_DATABASE,
        sqlalchemy_uri: 'duckdb:///examples.duckdb',
        engine: 'duckdb',
        expose_in_sqllab: 1,
        allow_file_upload: 1,
        allow_run_async: 1,
        extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const databaseId = Number(database.id);
  const [hasFlights, hasMapPoints] = await withDatabase(path, async (c) => [
    (await inspectTable(c, 'flights')) !== null,
    (await inspectTable(c, MAP_POINTS_TABLE)) !== null,
  ]).catch(() => [false, false]);
  if (hasFlights) await insertDataset(db, databaseId, flightsDataset(), ownerId);
  if (hasMapPoints) await installMapPoints(db, databaseId, ownerId);
  if (!firstTime) return;

  const datasetIds = new Map<string, number>();
  for (const ds of exampleDatasets()) datasetIds.set(ds.table_name, await insertDataset(db, databaseId, ds, ownerId));
  let chartCount = 0;
  await db.transaction().execute(async (trx) => {
    chartCount = await storeChartsAndDashboards(trx, exampleCharts(), exampleDashboards(), datasetIds, ownerId);
  });
  log(
    `Stored the example metadata: ${datasetIds.size} datasets, ${chartCount} charts, ${exampleDashboards().length} dashboards`,
  );
}

/** Stores charts over the datasets of `datasetIds` and the dashboards holding them, in `trx`; answers the chart count. */
async function storeChartsAndDashboards(
  trx: MetaDb,
  charts: readonly ExampleChart[],
  dashboards: readonly ExampleDashboard[],
  datasetIds: ReadonlyMap<string, number>,
  ownerId: number,
): Promise<number> {
  const chartIds = new Map<string, number>();
  const chartUuids = new Map<string, string>();
  for (const chart of charts) {
    const datasetId = datasetIds.get(chart.datasource_table);
    if (datasetId === undefined)
      throw new Error(`example chart ${chart.key} uses unknown table ${chart.datasource_table}`);
    const resolved = resolveExampleChart(chart, datasetId, chartIds);
    const uuid = randomUUID();
    const stamp = createdStamp(ownerId, uuid);
    const row = await trx
      .insertInto('slices')
      .values({ ...stamp, ...resolved, last_saved_at: stamp.changed_on, last_saved_by_fk: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    chartIds.set(chart.key, Number(row.id));
    chartUuids.set(chart.key, uuid);
    await trx
      .insertInto('slice_user')
      .values({ user_id: ownerId, slice_id: Number(row.id) })
      .execute();
  }
  for (const dashboard of dashboards) {
    const resolved = resolveExampleDashboard(dashboard, chartIds, chartUuids);
    const row = await trx
      .insertInto('dashboards')
      .values({
        ...createdStamp(ownerId, randomUUID()),
        dashboard_title: resolved.dashboard_title,
        slug: resolved.slug,
        published: resolved.published ? 1 : 0,
        css: resolved.css,
        position_json: resolved.position_json,
        json_metadata: resolved.json_metadata,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dashboardId = Number(row.id);
    const ids = [
      ...new Set(dashboard.chart_refs.map((k) => chartIds.get(k)).filter((v): v is number => v !== undefined)),
    ];
    if (ids.length)
      await trx
        .insertInto('dashboard_slices')
        .values(ids.map((slice_id) => ({ dashboard_id: dashboardId, slice_id })))
        .execute();
    await trx.insertInto('dashboard_user').values({ user_id: ownerId, dashboard_id: dashboardId }).execute();
  }
  return chartIds.size;
}

/**
 * The million-point map example, once `npm run data:big` has written its table: its dataset, and the first time the
 * table is seen (no dashboard of its slug yet) its deck_scatter and dashboard.
 */
async function installMapPoints(db: MetaDb, databaseId: number, ownerId: number): Promise<void> {
  const datasetId = await insertDataset(db, databaseId, mapPointsDataset(), ownerId);
  const present = await db.selectFrom('dashboards').select('id').where('slug', '=', MAP_POINTS_SLUG).executeTakeFirst();
  if (present) return;
  const datasetIds = new Map([[MAP_POINTS_TABLE, datasetId]]);
  await db.transaction().execute(async (trx) => {
    await storeChartsAndDashboards(trx, mapPointsCharts(), [mapPointsDashboard()], datasetIds, ownerId);
  });
}

/** Dataset and database access: all_datasource_access, database_access or datasource_access per dataset. */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { forbidden } from '../http/errors';
import type { MetaDb } from '../store/db';
import type { Database } from '../store/schema';
import { hasPermission, isAdmin, type Principal } from './principal';

export const datasetPerm = (databaseName: string, tableName: string, id: number): string =>
  `[${databaseName}].[${tableName}](id:${id})`;
export const databasePerm = (databaseName: string, id: number): string => `[${databaseName}].(id:${id})`;

/** Whether the user may query every dataset (no per-dataset narrowing needed). */
export const allDatasourceAccess = (p: Principal): boolean =>
  isAdmin(p) ||
  hasPermission(p, 'all_datasource_access', 'all_datasource_access') ||
  hasPermission(p, 'all_database_access', 'all_database_access');

/** Ids of the datasets the user may query, or 'all'. */
export async function accessibleDatasetIds(db: MetaDb, p: Principal): Promise<'all' | number[]> {
  if (allDatasourceAccess(p)) return 'all';
  const rows = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.table_name', 'dbs.database_name', 'dbs.id as db_id'])
    .execute();
  const owned = await db.selectFrom('sqlatable_user').select('table_id').where('user_id', '=', p.id).execute();
  const ownedIds = new Set(owned.map((o) => Number(o.table_id)));
  return rows
    .filter(
      (r) =>
        ownedIds.has(Number(r.id)) ||
        p.permissions.has(
          `datasource_access|${datasetPerm(String(r.database_name), String(r.table_name), Number(r.id))}`,
        ) ||
        p.permissions.has(`database_access|${databasePerm(String(r.database_name), Number(r.db_id))}`),
    )
    .map((r) => Number(r.id));
}

/** Whether the user may query one dataset. */
export async function canAccessDataset(db: MetaDb, p: Principal, datasetId: number): Promise<boolean> {
  const ids = await accessibleDatasetIds(db, p);
  return ids === 'all' || ids.includes(datasetId);
}

/** Any query that joins `slices` and can be narrowed by a condition. */
interface Narrowable<Q> {
  where(condition: Expression<SqlBool>): Q;
}

/**
 * Narrows a query over `slices` to the charts the user may read: those on a dataset the user may query and
 * those the user owns (Superset's ChartFilter). The one rule behind the chart list, a chart's GET and every
 * dashboard endpoint that hands out a chart's form data.
 */
export async function readableChartsOnly<Q extends Narrowable<Q>>(db: MetaDb, p: Principal, q: Q): Promise<Q> {
  if (allDatasourceAccess(p)) return q;
  const ids = await accessibleDatasetIds(db, p);
  const eb = expressionBuilder<Database, 'slices'>();
  return q.where(
    eb.or([
      eb.exists(
        eb
          .selectFrom('slice_user')
          .select('slice_user.user_id')
          .whereRef('slice_user.slice_id', '=', 'slices.id')
          .where('slice_user.user_id', '=', p.id),
      ),
      ids === 'all' ? sql<boolean>`1 = 1` : ids.length ? eb('slices.datasource_id', 'in', ids) : sql<boolean>`1 = 0`,
    ]),
  );
}

/** Which of `chartIds` the user may read (see `readableChartsOnly`); unknown ids are left out. */
export async function readableChartIds(db: MetaDb, p: Principal, chartIds: number[]): Promise<Set<number>> {
  if (!chartIds.length) return new Set();
  const q = await readableChartsOnly(
    db,
    p,
    db
      .selectFrom('slices')
      .select('slices.id')
      .where('slices.id', 'in', [...new Set(chartIds)]),
  );
  return new Set((await q.execute()).map((r) => r.id));
}

/** Refuses, changing nothing, when the user may not read every existing chart of `chartIds`. */
export async function requireReadableCharts(db: MetaDb, p: Principal, chartIds: number[]): Promise<void> {
  if (!chartIds.length || allDatasourceAccess(p)) return;
  const existing = await db
    .selectFrom('slices')
    .select('id')
    .where('id', 'in', [...new Set(chartIds)])
    .execute();
  const readable = await readableChartIds(db, p, chartIds);
  if (existing.some((r) => !readable.has(Number(r.id)))) throw forbidden(CHARTS_FORBIDDEN);
}

/** `requireReadableCharts` for the charts a dashboard save adds: the ones already on it stay as they are. */
export async function requireReadableAddedCharts(
  db: MetaDb,
  p: Principal,
  dashboardId: number,
  chartIds: number[],
): Promise<void> {
  const linked = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .execute();
  const onDashboard = new Set(linked.map((r) => Number(r.slice_id)));
  await requireReadableCharts(
    db,
    p,
    chartIds.filter((c) => !onDashboard.has(c)),
  );
}

/** The answer when a dashboard would place a chart its editor may not read. */
export const CHARTS_FORBIDDEN =
  'Adding one or more of these charts is forbidden: you do not have access to their datasets';

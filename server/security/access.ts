/** Dataset and database access: all_datasource_access, database_access or datasource_access per dataset. */
import type { MetaDb } from '../store/db';
import { hasPermission, isAdmin, type Principal } from './principal';

export const datasetPerm = (databaseName: string, tableName: string, id: number): string => `[${databaseName}].[${tableName}](id:${id})`;
export const databasePerm = (databaseName: string, id: number): string => `[${databaseName}].(id:${id})`;

/** Whether the user may query every dataset (no per-dataset narrowing needed). */
export const allDatasourceAccess = (p: Principal): boolean =>
  isAdmin(p) || hasPermission(p, 'all_datasource_access', 'all_datasource_access') || hasPermission(p, 'all_database_access', 'all_database_access');

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
        p.permissions.has(`datasource_access|${datasetPerm(String(r.database_name), String(r.table_name), Number(r.id))}`) ||
        p.permissions.has(`database_access|${databasePerm(String(r.database_name), Number(r.db_id))}`),
    )
    .map((r) => Number(r.id));
}

/** Whether the user may query one dataset. */
export async function canAccessDataset(db: MetaDb, p: Principal, datasetId: number): Promise<boolean> {
  const ids = await accessibleDatasetIds(db, p);
  return ids === 'all' || ids.includes(datasetId);
}

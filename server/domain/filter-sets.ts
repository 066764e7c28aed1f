/**
 * Filter sets stored with their dashboard (X15.03): Superset's filter_sets rows, a name and the saved filter values
 * (json_metadata: {nativeFilters, dataMask}), owned by the dashboard or by one user.
 */
import { randomUUID } from 'node:crypto';
import type { MetaDb } from '../store/db';
import { changedStamp, createdStamp, parseJsonText } from './audit';
import type { Row } from './types';

/** Who owns a filter set: the dashboard (its owners change it, every viewer sees it) or one user (only they do). */
export type FilterSetOwnerType = 'Dashboard' | 'User';

export interface FilterSetValues {
  name: string;
  description: string | null;
  json_metadata: string;
  owner_type: FilterSetOwnerType;
  owner_id: number;
}

/** The filter sets of a dashboard a user sees: the dashboard's own, and theirs; oldest first. */
export async function listFilterSets(db: MetaDb, dashboardId: number, userId: number): Promise<Row[]> {
  return (await db
    .selectFrom('filter_sets')
    .selectAll()
    .where('dashboard_id', '=', dashboardId)
    .where((eb) =>
      eb.or([eb('owner_type', '=', 'Dashboard'), eb.and([eb('owner_type', '=', 'User'), eb('owner_id', '=', userId)])]),
    )
    .orderBy('id')
    .execute()) as Row[];
}

/** One filter set of a dashboard, or undefined. */
export async function findFilterSet(db: MetaDb, dashboardId: number, id: number): Promise<Row | undefined> {
  return (await db
    .selectFrom('filter_sets')
    .selectAll()
    .where('dashboard_id', '=', dashboardId)
    .where('id', '=', id)
    .executeTakeFirst()) as Row | undefined;
}

/** Stores a new filter set of a dashboard; its id. */
export async function insertFilterSet(
  db: MetaDb,
  dashboardId: number,
  values: FilterSetValues,
  userId: number,
): Promise<number> {
  const row = await db
    .insertInto('filter_sets')
    .values({ ...createdStamp(userId, randomUUID()), ...values, dashboard_id: dashboardId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes a filter set's name, description or saved values. */
export async function updateFilterSet(
  db: MetaDb,
  id: number,
  values: Partial<Pick<FilterSetValues, 'name' | 'description' | 'json_metadata'>>,
  userId: number,
): Promise<void> {
  await db
    .updateTable('filter_sets')
    .set({ ...changedStamp(userId), ...values })
    .where('id', '=', id)
    .execute();
}

/** Removes one filter set. */
export async function deleteFilterSet(db: MetaDb, id: number): Promise<void> {
  await db.deleteFrom('filter_sets').where('id', '=', id).execute();
}

/** Removes the filter sets of dashboards being deleted (for the dashboard's delete, in its transaction). */
export async function deleteDashboardFilterSets(trx: MetaDb, dashboardIds: number[]): Promise<void> {
  if (dashboardIds.length) await trx.deleteFrom('filter_sets').where('dashboard_id', 'in', dashboardIds).execute();
}

/** A filter set as the API answers it: params is its json_metadata read, as Superset's FilterSet.params. */
export function renderFilterSet(row: Row): Row {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description ?? null,
    json_metadata: row.json_metadata,
    params: parseJsonText<Row>(row.json_metadata, {}),
    owner_type: row.owner_type,
    owner_id: Number(row.owner_id),
    dashboard_id: Number(row.dashboard_id),
    changed_on: row.changed_on ?? null,
    created_on: row.created_on ?? null,
  };
}

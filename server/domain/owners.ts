/** Loads the {id, first_name, last_name} summaries that lists and details embed for owners and editors. */
import { sql } from 'kysely';
import { personName } from '../../src/core/api';
import type { MetaDb } from '../store/db';
import { isAdmin } from '../security/principal';
import type { OwnersLink } from '../store/schema';
import type { Actor } from './types';

export type { OwnersLink };

export interface PersonSummary {
  id: number;
  first_name: string;
  last_name: string;
  /** Only where asked for (the explore dataset payload's owners, X0.04). */
  username?: string;
}

/** The owners join table of each kind of object that has owners. */
export const OWNERS = {
  chart: { table: 'slice_user', fk: 'slice_id' },
  dashboard: { table: 'dashboard_user', fk: 'dashboard_id' },
  dataset: { table: 'sqlatable_user', fk: 'table_id' },
  report: { table: 'report_schedule_user', fk: 'report_schedule_id' },
} as const satisfies Record<string, OwnersLink>;

/** Users by id, for `changed_by` / `created_by` fields. */
export async function peopleById(
  db: MetaDb,
  ids: Array<number | null | undefined>,
): Promise<Map<number, PersonSummary>> {
  const unique = [...new Set(ids.filter((i): i is number => typeof i === 'number' && i > 0))];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('ab_user')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, first_name: r.first_name, last_name: r.last_name }]));
}

/** Owners of many objects at once: object id → owners (with their usernames when `username` is set). */
export async function ownersOf(
  db: MetaDb,
  link: OwnersLink,
  objectIds: number[],
  options: { username?: boolean } = {},
): Promise<Map<number, PersonSummary[]>> {
  const out = new Map<number, PersonSummary[]>(objectIds.map((id) => [id, []]));
  if (!objectIds.length) return out;
  const objectRef = sql.ref(`${link.table}.${link.fk}`);
  const rows = await db
    .selectFrom(link.table)
    .innerJoin('ab_user as u', 'u.id', `${link.table}.user_id`)
    .select([sql<number>`${objectRef}`.as('obj'), 'u.id', 'u.first_name', 'u.last_name', 'u.username'])
    .where(objectRef, 'in', objectIds)
    .orderBy('u.id')
    .execute();
  for (const r of rows)
    out.get(Number(r.obj))?.push({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      ...(options.username ? { username: r.username } : {}),
    });
  return out;
}

/** Replaces an object's owners; unknown user ids answer a field error from the caller. */
export async function setOwners(db: MetaDb, link: OwnersLink, objectId: number, userIds: number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const found = unique.length ? await db.selectFrom('ab_user').select('id').where('id', 'in', unique).execute() : [];
  const missing = unique.filter((id) => !found.some((f) => f.id === id));
  await db.deleteFrom(link.table).where(link.fk, '=', objectId).execute();
  const present = unique.filter((id) => !missing.includes(id));
  if (present.length) await insertOwners(db, link, objectId, present);
  return missing;
}

async function insertOwners(db: MetaDb, link: OwnersLink, objectId: number, userIds: number[]): Promise<void> {
  switch (link.table) {
    case 'slice_user':
      await db
        .insertInto(link.table)
        .values(userIds.map((user_id) => ({ user_id, slice_id: objectId })))
        .execute();
      return;
    case 'dashboard_user':
      await db
        .insertInto(link.table)
        .values(userIds.map((user_id) => ({ user_id, dashboard_id: objectId })))
        .execute();
      return;
    case 'sqlatable_user':
      await db
        .insertInto(link.table)
        .values(userIds.map((user_id) => ({ user_id, table_id: objectId })))
        .execute();
      return;
    case 'report_schedule_user':
      await db
        .insertInto(link.table)
        .values(userIds.map((user_id) => ({ user_id, report_schedule_id: objectId })))
        .execute();
      return;
  }
}

/** Owners of a new or changed object: as given, with the current user added unless an admin chose. */
export function ownerIdsFor(actor: Actor, given: number[] | undefined): number[] {
  const ids = given ?? [];
  if (!actor.user.id) return ids;
  if (isAdmin(actor.user) && given !== undefined) return ids;
  return ids.includes(actor.user.id) ? ids : [...ids, actor.user.id];
}

/** The person's name by the app's one rule (src/core personName), or null when there is no person. */
export const fullName = (p: PersonSummary | undefined): string | null => (p ? personName(p) : null);

/** Loads the {id, first_name, last_name} summaries that lists and details embed for owners and editors. */
import { personName } from '../../src/core/api';
import type { MetaDb } from '../store/db';

export interface PersonSummary {
  id: number;
  first_name: string;
  last_name: string;
}

/** Users by id, for `changed_by` / `created_by` fields. */
export async function peopleById(db: MetaDb, ids: Array<number | null | undefined>): Promise<Map<number, PersonSummary>> {
  const unique = [...new Set(ids.filter((i): i is number => typeof i === 'number' && i > 0))];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('ab_user').select(['id', 'first_name', 'last_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), first_name: String(r.first_name), last_name: String(r.last_name) }]));
}

/** Owners of many objects at once: object id → owners. */
export async function ownersOf(db: MetaDb, table: string, fk: string, objectIds: number[]): Promise<Map<number, PersonSummary[]>> {
  const out = new Map<number, PersonSummary[]>(objectIds.map((id) => [id, []]));
  if (!objectIds.length) return out;
  const rows = await db
    .selectFrom(`${table} as o`)
    .innerJoin('ab_user as u', 'u.id', 'o.user_id')
    .select([`o.${fk} as obj`, 'u.id', 'u.first_name', 'u.last_name'])
    .where(`o.${fk}`, 'in', objectIds)
    .orderBy('u.id')
    .execute();
  for (const r of rows) out.get(Number(r.obj))?.push({ id: Number(r.id), first_name: String(r.first_name), last_name: String(r.last_name) });
  return out;
}

/** Replaces an object's owners; unknown user ids answer a field error from the caller. */
export async function setOwners(db: MetaDb, table: string, fk: string, objectId: number, userIds: number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const found = unique.length ? await db.selectFrom('ab_user').select('id').where('id', 'in', unique).execute() : [];
  const missing = unique.filter((id) => !found.some((f) => Number(f.id) === id));
  await db.deleteFrom(table).where(fk, '=', objectId).execute();
  const present = unique.filter((id) => !missing.includes(id));
  if (present.length) await db.insertInto(table).values(present.map((user_id) => ({ user_id, [fk]: objectId }))).execute();
  return missing;
}

/** The person's name by the app's one rule (src/core personName), or null when there is no person. */
export const fullName = (p: PersonSummary | undefined): string | null => (p ? personName(p) : null);

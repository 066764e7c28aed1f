/**
 * Explore's unsaved state (Superset's explore form_data key-value): entries in key_value under resource
 * `explore_form_data`, keyed by a random 32-character key, owned by the user who made them, expiring after
 * `exploreFormDataTimeoutSeconds`. Each user keeps at most MAX_ENTRIES_PER_USER live entries (the oldest go first).
 */
import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import type { AppContext } from '../context';
import { parseJsonText } from './audit';

const RESOURCE = 'explore_form_data';
/** Live entries one user may hold; past it the oldest are removed, so no user can fill the metadata store. */
export const MAX_ENTRIES_PER_USER = 200;

/** One stored entry: who made it, what it explores, and the form data as the JSON text the client sent. */
export interface FormDataEntry {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
  /** The browser tab that wrote it (Superset's tab_id), so each tab keeps its own unsaved state; null when none said. */
  tab_id?: string | null;
}

const expiry = (ctx: AppContext): string =>
  new Date(now().getTime() + ctx.config.exploreFormDataTimeoutSeconds * 1000).toISOString();

/** Removes expired entries, and this user's oldest beyond the cap (keeping room for one more). */
async function prune(ctx: AppContext, owner: number): Promise<void> {
  const db = ctx.store.db;
  await db
    .deleteFrom('key_value')
    .where('resource', '=', RESOURCE)
    .where('expires_on', '<', now().toISOString())
    .execute();
  const rows = await db
    .selectFrom('key_value')
    .select('id')
    .where('resource', '=', RESOURCE)
    .where('created_by_fk', '=', owner)
    .orderBy('id', 'desc')
    .execute();
  const surplus = rows.slice(MAX_ENTRIES_PER_USER - 1).map((r) => Number(r.id));
  if (surplus.length) await db.deleteFrom('key_value').where('id', 'in', surplus).execute();
}

/** Stores a new entry and returns its key. */
export async function createFormData(ctx: AppContext, entry: FormDataEntry): Promise<string> {
  await prune(ctx, entry.owner);
  const key = randomBytes(24).toString('base64url');
  await ctx.store.db
    .insertInto('key_value')
    .values({
      resource: RESOURCE,
      value: JSON.stringify(entry),
      uuid: key,
      created_on: now().toISOString(),
      created_by_fk: entry.owner,
      expires_on: expiry(ctx),
    })
    .execute();
  return key;
}

/** The live entry behind a key, or null when it is unknown or expired. */
export async function readFormData(ctx: AppContext, key: string): Promise<FormDataEntry | null> {
  const row = await ctx.store.db
    .selectFrom('key_value')
    .select(['value', 'expires_on'])
    .where('uuid', '=', key)
    .where('resource', '=', RESOURCE)
    .executeTakeFirst();
  if (!row || (row.expires_on && String(row.expires_on) < now().toISOString())) return null;
  return parseJsonText<FormDataEntry | null>(row.value, null);
}

/** Replaces an entry's value and renews its expiry. */
export async function updateFormData(ctx: AppContext, key: string, entry: FormDataEntry): Promise<void> {
  await ctx.store.db
    .updateTable('key_value')
    .set({ value: JSON.stringify(entry), expires_on: expiry(ctx) })
    .where('uuid', '=', key)
    .where('resource', '=', RESOURCE)
    .execute();
}

/** Removes an entry. */
export async function deleteFormData(ctx: AppContext, key: string): Promise<void> {
  await ctx.store.db.deleteFrom('key_value').where('uuid', '=', key).where('resource', '=', RESOURCE).execute();
}

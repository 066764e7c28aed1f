/** Dynamic chart plugins kept in the metadata store: a key (the viz_type it registers), a name and a bundle URL. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ApiError, notFound } from '../http/errors';
import { changedStamp, createdStamp } from '../domain/audit';
import type { MetaDb } from '../store/db';

/** One stored plugin, as GET /dynamic-plugins/api/read lists it. */
export interface DynamicPlugin {
  id: number;
  name: string;
  key: string;
  bundle_url: string;
}

/**
 * A bundle URL the browser may import as a module: a path on this server ('/…', never '//host') or an http(s) URL.
 * Same-origin bundles work under the default Content-Security-Policy (script-src 'self'); others need it widened.
 */
const bundleUrl = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .refine((u) => (u.startsWith('/') && !u.startsWith('//') && !u.includes('\\')) || /^https?:\/\/[^\s/]+/i.test(u), {
    message: 'The bundle URL must be a path on this server or an http(s) URL.',
  });

/** The body of a create; an update takes any of its fields. */
export const pluginSchema = z
  .object({
    name: z.string().trim().min(1).max(50),
    key: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_.-]+$/, 'The key may hold letters, digits, dots, dashes and underscores.'),
    bundle_url: bundleUrl,
  })
  .strict();
export const pluginUpdateSchema = pluginSchema.partial();

type PluginFields = z.infer<typeof pluginSchema>;
type PluginChanges = z.infer<typeof pluginUpdateSchema>;

const COLUMNS = ['id', 'name', 'key', 'bundle_url'] as const;

/** Every stored plugin, by id. */
export async function listPlugins(db: MetaDb): Promise<DynamicPlugin[]> {
  return (await db
    .selectFrom('dynamic_plugin')
    .select([...COLUMNS])
    .orderBy('id')
    .execute()) as DynamicPlugin[];
}

async function pluginById(db: MetaDb, id: number): Promise<DynamicPlugin> {
  const row = (await db
    .selectFrom('dynamic_plugin')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst()) as DynamicPlugin | undefined;
  if (!row) throw notFound();
  return row;
}

/** A 422 naming each unique field (name, key, bundle_url) another plugin already holds. */
async function refuseTaken(db: MetaDb, fields: PluginChanges, exceptId: number | null): Promise<void> {
  const taken: Record<string, string[]> = {};
  for (const field of ['name', 'key', 'bundle_url'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    let q = db.selectFrom('dynamic_plugin').select('id').where(field, '=', value);
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst())
      taken[field] = [`A plugin with this ${field === 'bundle_url' ? 'bundle URL' : field} already exists.`];
  }
  if (Object.keys(taken).length) throw new ApiError(422, 'Unprocessable', { message: taken });
}

/** Stores a new plugin and answers it. */
export async function createPlugin(db: MetaDb, fields: PluginFields, userId: number): Promise<DynamicPlugin> {
  await refuseTaken(db, fields, null);
  const row = await db
    .insertInto('dynamic_plugin')
    .values({ ...fields, ...createdStamp(userId, randomUUID()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return pluginById(db, Number(row.id));
}

/** Changes a stored plugin's fields; 404 when there is none. */
export async function updatePlugin(
  db: MetaDb,
  id: number,
  fields: PluginChanges,
  userId: number,
): Promise<DynamicPlugin> {
  await pluginById(db, id);
  await refuseTaken(db, fields, id);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db
    .updateTable('dynamic_plugin')
    .set({ ...changes, ...changedStamp(userId) })
    .where('id', '=', id)
    .execute();
  return pluginById(db, id);
}

/** Removes a stored plugin; 404 when there is none. */
export async function deletePlugin(db: MetaDb, id: number): Promise<void> {
  await pluginById(db, id);
  await db.deleteFrom('dynamic_plugin').where('id', '=', id).execute();
}

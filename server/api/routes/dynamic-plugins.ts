/**
 * Dynamic chart plugins (DYNAMIC_PLUGINS), at Superset's paths (its DynamicPluginsView, a model view under
 * /dynamic-plugins): every signed-in user reads the list, which the app loads at start; only Admin creates, changes
 * and deletes. Bundles placed in `<data dir>/plugins/` are served from this origin at /dynamic-plugins/bundles/.
 * Everything answers 404 while the flag is off, as Superset registers the view only with it on.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import {
  createPlugin,
  deletePlugin,
  listPlugins,
  pluginSchema,
  pluginUpdateSchema,
  updatePlugin,
} from '../../plugins/store';
import { requirePermission, requireUser } from '../../security/auth';
import type { Principal } from '../../security/principal';
import { parseBody } from '../resource';

/** The permission view of the plugin admin; no built-in role but Admin (who holds every permission) has it. */
const VIEW = 'DynamicPlugin';
/** A bundle file name: one path segment ending in .js or .mjs. */
const BUNDLE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.m?js$/;

const idOf = (req: FastifyRequest): number => {
  const raw = (req.params as { pk: string }).pk;
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
};

/** Registers the plugin list, the admin's create, update and delete, and the same-origin bundles. */
export async function dynamicPluginRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.tessera;
  const enabled = (): void => {
    if (!config.featureFlags.DYNAMIC_PLUGINS) throw notFound();
  };
  const admin = (req: FastifyRequest): Principal => {
    enabled();
    return requirePermission(req, 'can_write', VIEW);
  };

  app.get('/dynamic-plugins/api/read', async (req) => {
    enabled();
    requireUser(req);
    const result = await listPlugins(store.db);
    return { count: result.length, ids: result.map((p) => p.id), result };
  });

  app.post('/dynamic-plugins/api/create', async (req) => {
    const user = admin(req);
    const item = await createPlugin(store.db, parseBody(pluginSchema, req.body), user.id);
    return { message: 'Added Row', severity: 'success', item };
  });

  app.put('/dynamic-plugins/api/update/:pk', async (req) => {
    const user = admin(req);
    const item = await updatePlugin(store.db, idOf(req), parseBody(pluginUpdateSchema, req.body), user.id);
    return { message: 'Changed Row', severity: 'success', item };
  });

  app.delete('/dynamic-plugins/api/delete/:pk', async (req) => {
    admin(req);
    await deletePlugin(store.db, idOf(req));
    return { message: 'Deleted Row', severity: 'success' };
  });

  app.get('/dynamic-plugins/bundles/:file', async (req, reply) => {
    enabled();
    requireUser(req);
    const { file } = req.params as { file: string };
    if (!BUNDLE_FILE.test(file)) throw notFound();
    let body: Buffer;
    try {
      body = await readFile(join(config.dataDir, 'plugins', file));
    } catch {
      throw notFound();
    }
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}

/** Dynamic chart plugins (DYNAMIC_PLUGINS): none are registered yet, so the list reads empty. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { requireUser } from '../../security/auth';

/** Registers GET /dynamic-plugins/api/read, answering {result: [{key, bundle_url}]}; 404 when the flag is off. */
export function dynamicPluginRoutes(app: FastifyInstance): void {
  app.get('/dynamic-plugins/api/read', async (req) => {
    if (!app.tessera.config.featureFlags.DYNAMIC_PLUGINS) throw notFound();
    requireUser(req);
    return { count: 0, ids: [], result: [] };
  });
}

/** Recent activity for the home page: GET /api/v1/log/recent_activity/ and the browser's event log sink. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recentActivity, recentActivityQuerySchema } from '../../domain/recents';
import { forbidden } from '../../http/errors';
import { requireUser } from '../../security/auth';
import { isAdmin, type Principal } from '../../security/principal';
import { parseRison } from '../rison';

/** A signed-in user (the anonymous Public principal has no history). */
function signedIn(req: FastifyRequest): Principal {
  const user = requireUser(req);
  if (!user.id) throw forbidden();
  return user;
}

/** Registers GET /api/v1/log/recent_activity/ (and the per-user form) and the browser's event log sink. */
export async function recentsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.tessera;
  app.get('/api/v1/log/recent_activity/', async (req) => {
    const user = signedIn(req);
    return {
      result: await recentActivity(
        ctx,
        user.id,
        parseRison((req.query as { q?: string }).q, recentActivityQuerySchema),
      ),
    };
  });
  app.get('/api/v1/log/recent_activity/:userId/', async (req) => {
    const user = signedIn(req);
    const userId = Number((req.params as { userId: string }).userId);
    if (userId !== user.id && !isAdmin(user)) throw forbidden();
    return {
      result: await recentActivity(ctx, userId, parseRison((req.query as { q?: string }).q, recentActivityQuerySchema)),
    };
  });
  // The browser reports UI events here; Tessera records views server-side, so the events are accepted and dropped.
  app.post('/superset/log/', async (_req, reply) => reply.status(200).send({}));
}

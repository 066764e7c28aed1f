/** Async query routes: GET /api/v1/async_event/, the event WebSocket, job cancelling, and legacy explore_json results. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resultCache } from '../chartdata/execute';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { requirePermission, requireUser } from '../security/auth';
import { closeJobManager, jobManager } from './manager';
import { WEBSOCKET_PATH } from './paths';
import { streamEvents, type EventSocket } from './socket';
import { parseStreamId } from './stream-id';

/** Superset's MAX_EVENT_COUNT: events answered per read. */
export const MAX_EVENT_COUNT = 100;

const lastIdOf = (req: FastifyRequest): string | null => {
  const raw = (req.query as { last_id?: string }).last_id;
  if (raw === undefined || raw === '') return null;
  if (!parseStreamId(raw)) throw badRequest(`Invalid last_id: ${raw}`);
  return raw;
};

/** Registers the async routes and starts the job manager when GLOBAL_ASYNC_QUERIES is on. */
export async function asyncRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.tessera;
  if (!ctx.config.featureFlags.GLOBAL_ASYNC_QUERIES) return;
  const manager = jobManager(ctx, { logError: (err) => app.log.error({ err }, 'async query job failed unexpectedly') });
  app.addHook('onClose', async () => closeJobManager(ctx));

  const channelOf = async (req: FastifyRequest): Promise<string> => {
    requireUser(req);
    const channel = await manager.channels.channelOf(req);
    if (!channel) throw unauthorized('Not authorized: the async query token is missing or invalid');
    return channel;
  };

  app.get('/api/v1/async_event/', async (req) => {
    const channel = await channelOf(req);
    return { result: await manager.events.read(channel, lastIdOf(req), MAX_EVENT_COUNT) };
  });

  const socketChannels = new WeakMap<FastifyRequest, { channel: string; lastId: string | null }>();
  app.get(
    WEBSOCKET_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        socketChannels.set(req, { channel: await channelOf(req), lastId: lastIdOf(req) });
      },
    },
    (socket: EventSocket, req) => {
      const target = socketChannels.get(req);
      if (!target) return socket.close(1008, 'Not authorized');
      streamEvents(socket, manager.events, target.channel, target.lastId, MAX_EVENT_COUNT).catch((err: unknown) => {
        app.log.error({ err }, 'async event socket failed');
        socket.close(1011, 'Events are not available');
      });
    },
  );

  app.delete('/api/v1/async_event/job/:jobId', async (req) => {
    const user = requireUser(req);
    const { jobId } = req.params as { jobId: string };
    if (!(await manager.cancel(jobId, user.id))) throw notFound('Job not found');
    return { message: 'OK' };
  });

  app.get('/superset/explore_json/data/:cacheKey', async (req, reply) => {
    const user = requirePermission(req, 'can_explore_json', 'Superset');
    const { cacheKey } = req.params as { cacheKey: string };
    const hit = await resultCache(ctx).get<{ userId: number; body: string }>(`response:${cacheKey}`);
    if (!hit || hit.value.userId !== user.id) throw notFound('Cached data not found');
    return reply.type('application/json; charset=utf-8').send(hit.value.body);
  });
}

/** Async query jobs (GLOBAL_ASYNC_QUERIES): job manager, event log, channel tokens and their routes. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryContext } from '../../src/core/query';
import type { AppContext } from '../context';
import { jobManager, type JobRequest } from './manager';

export { asyncRoutes, MAX_EVENT_COUNT } from './routes';
export { WEBSOCKET_PATH } from './paths';
export { ASYNC_JWT_COOKIE, ChannelTokens } from './channel';
export {
  JobManager,
  closeJobManager,
  createJobManager,
  jobManager,
  registerJobProcessor,
  type JobManagerOptions,
  type JobRequest,
} from './manager';
export { MemoryEventLog } from './memory-events';
export { MemoryJobQueue } from './memory-queue';
export { RedisEventLog } from './redis-events';
export { BullJobQueue } from './bullmq-queue';
export { RESULT_MIN_TTL_S, resultUrl } from './runner';
export type {
  AsyncEvent,
  AsyncJobMetadata,
  EventLog,
  JobError,
  JobKind,
  JobPayload,
  JobProcessor,
  JobQueue,
  JobStatus,
  KindProcessor,
} from './types';

/** Whether a chart data request goes async: the flag is on and it asks for the full result as JSON, as Superset decides. */
export function asyncQueryApplies(ctx: AppContext, qc: Pick<QueryContext, 'result_format' | 'result_type'>): boolean {
  return (
    ctx.config.featureFlags.GLOBAL_ASYNC_QUERIES &&
    (qc.result_format ?? 'json') === 'json' &&
    (qc.result_type ?? 'full') === 'full'
  );
}

/** Queues the request's query as a job and answers 202 with its metadata, issuing the channel cookie when absent. */
export async function answerWithJob(
  req: FastifyRequest,
  reply: FastifyReply,
  job: Omit<JobRequest, 'channelId'>,
): Promise<FastifyReply> {
  const manager = jobManager(req.server.tessera);
  const channelId = await manager.channels.ensureChannel(req, reply);
  return reply.status(202).send(await manager.submit({ ...job, channelId }));
}

/** The job manager of a server: submits chart data jobs, cancels them, and holds the event log they report to. */
import { randomUUID } from 'node:crypto';
import { cacheKey } from '../chartdata/cache';
import type { AppContext } from '../context';
import type { QueryContext } from '../../src/core/query';
import type { Principal } from '../security/principal';
import { BullJobQueue } from './bullmq-queue';
import { ChannelTokens } from './channel';
import { MemoryEventLog } from './memory-events';
import { MemoryJobQueue } from './memory-queue';
import { RedisEventLog } from './redis-events';
import { chartDataProcessor, jobMetadata } from './runner';
import type { AsyncJobMetadata, EventLog, JobKind, JobPayload, JobProcessor, JobQueue, KindProcessor } from './types';

/** What a route hands over to run later. */
export interface JobRequest {
  channelId: string;
  user: Principal;
  kind: JobKind;
  queryContext: QueryContext;
  sliceId: number | null;
}

/** Seams for tests: clock, job ids, and where unexpected errors go. */
export interface JobManagerOptions {
  clock?: () => number;
  newId?: () => string;
  logError?: (err: unknown) => void;
}

/** Submits and cancels jobs; `events` is where they report. */
export class JobManager {
  constructor(
    readonly queue: JobQueue,
    readonly events: EventLog,
    readonly channels: ChannelTokens,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** Queues a job and answers its pending metadata (the 202 body). */
  async submit(req: JobRequest): Promise<AsyncJobMetadata> {
    const key = cacheKey({ kind: req.kind, user: req.user.id, qc: req.queryContext, slice: req.sliceId });
    const job: JobPayload = {
      jobId: this.newId(),
      channelId: req.channelId,
      userId: req.user.id,
      kind: req.kind,
      queryContext: req.queryContext,
      sliceId: req.sliceId,
      // Superset's prefix for legacy explore_json results.
      resultKey: req.kind === 'explore' ? `ejr-${key}` : key,
    };
    await this.queue.add(job);
    return jobMetadata(job, 'pending');
  }

  /** Queues a job of another kind than chart data (its processor registered with registerJobProcessor). */
  async submitJob(job: Omit<JobPayload, 'jobId'>): Promise<AsyncJobMetadata> {
    const payload: JobPayload = { ...job, jobId: this.newId() };
    await this.queue.add(payload);
    return jobMetadata(payload, 'pending');
  }

  /** Stops a waiting or running job of this user; false when there is none. */
  cancel(jobId: string, userId: number): Promise<boolean> {
    return this.queue.cancel(jobId, userId);
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.events.close();
  }
}

/** In-process queue and events by default; BullMQ and Redis streams when Redis is configured. */
export function createJobManager(ctx: AppContext, opts: JobManagerOptions = {}): JobManager {
  const { config } = ctx;
  const logError = opts.logError ?? (() => undefined);
  const channels = new ChannelTokens(config.secretKey, config.sessionHours * 3600, opts.clock);
  const events: EventLog = config.redisUrl ? new RedisEventLog(config.redisUrl) : new MemoryEventLog(opts.clock);
  const chartData = chartDataProcessor(ctx, events, logError);
  const processor: JobProcessor = (job, signal) => {
    const other = kindProcessors(ctx).get(job.kind);
    return other ? other(job, signal, events) : chartData(job, signal);
  };
  const queue: JobQueue = config.redisUrl
    ? new BullJobQueue(config.redisUrl, config.asyncQueriesConcurrency, processor, logError)
    : new MemoryJobQueue(config.asyncQueriesConcurrency, processor);
  return new JobManager(queue, events, channels, opts.newId);
}

const SERVICE = 'async.jobs';
const PROCESSORS = 'async.processors';

function kindProcessors(ctx: AppContext): Map<JobKind, KindProcessor> {
  let map = ctx.services.get(PROCESSORS) as Map<JobKind, KindProcessor> | undefined;
  if (!map) {
    map = new Map();
    ctx.services.set(PROCESSORS, map);
  }
  return map;
}

/** Registers how jobs of a kind run (at start, so every server process taking jobs from the queue knows it). */
export function registerJobProcessor(ctx: AppContext, kind: JobKind, processor: KindProcessor): void {
  kindProcessors(ctx).set(kind, processor);
}

/** The server's job manager, created on first use. */
export function jobManager(ctx: AppContext, opts: JobManagerOptions = {}): JobManager {
  let manager = ctx.services.get(SERVICE) as JobManager | undefined;
  if (!manager) {
    manager = createJobManager(ctx, opts);
    ctx.services.set(SERVICE, manager);
  }
  return manager;
}

/** Stops the server's job manager, if it was started: running jobs are stopped, connections closed. */
export async function closeJobManager(ctx: AppContext): Promise<void> {
  const manager = ctx.services.get(SERVICE) as JobManager | undefined;
  ctx.services.delete(SERVICE);
  await manager?.close();
}

/**
 * The job queue shared by every server process through Redis (BullMQ): each process runs a worker with the
 * configured concurrency; cancelling reaches the process that runs the job over Redis pub/sub.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobPayload, JobProcessor, JobQueue } from './types';

/** The BullMQ queue of chart data jobs. */
export const QUEUE_NAME = 'chart-data';
/** The key prefix of every BullMQ queue of Tessera's in Redis. */
export const QUEUE_PREFIX = 'tessera:bull';
const CANCEL_CHANNEL = 'tessera:async-cancel';
const CANCEL_MARK_TTL_S = 3600;
const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

/** BullMQ behind the JobQueue interface. */
export class BullJobQueue implements JobQueue {
  private readonly queueConnection: Redis;
  private readonly workerConnection: Redis;
  private readonly control: Redis;
  private readonly subscriber: Redis;
  private readonly queue: Queue<JobPayload>;
  private readonly worker: Worker<JobPayload>;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    concurrency: number,
    private readonly process: JobProcessor,
    onError: (err: Error) => void = () => undefined,
  ) {
    if (!(concurrency >= 1)) throw new Error(`The async query concurrency must be at least 1 (got ${concurrency})`);
    this.queueConnection = new Redis(url, { maxRetriesPerRequest: null });
    this.workerConnection = new Redis(url, { maxRetriesPerRequest: null });
    this.control = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.queue = new Queue<JobPayload>(QUEUE_NAME, { connection: this.queueConnection, prefix: QUEUE_PREFIX });
    this.queue.on('error', onError);
    this.worker = new Worker<JobPayload>(QUEUE_NAME, (job, _token, signal) => this.run(job.data, signal), {
      connection: this.workerConnection,
      prefix: QUEUE_PREFIX,
      concurrency,
    });
    this.worker.on('error', onError);
    this.subscriber.on('message', (_channel: string, jobId: string) => {
      this.worker.cancelJob(jobId);
    });
    this.ready = Promise.all([this.subscriber.subscribe(CANCEL_CHANNEL), this.worker.waitUntilReady()]);
    this.ready.catch(onError);
  }

  private async run(job: JobPayload, signal: AbortSignal | undefined): Promise<void> {
    // A cancel may land between BullMQ handing out the job and the worker's abort controller existing.
    const cancelled = (await this.control.exists(markKey(job.jobId))) > 0;
    await this.process(job, cancelled ? AbortSignal.abort() : (signal ?? new AbortController().signal));
  }

  async add(job: JobPayload): Promise<void> {
    await this.ready;
    await this.queue.add('chart-data', job, {
      jobId: job.jobId,
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  async cancel(jobId: string, userId: number): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    if (!job || job.data.userId !== userId) return false;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed' || state === 'unknown') return false;
    await this.control.set(markKey(jobId), '1', 'EX', CANCEL_MARK_TTL_S);
    if (WAITING_STATES.has(state)) {
      const removed = await job.remove().then(
        () => true,
        () => false,
      );
      if (removed) {
        await this.process(job.data, AbortSignal.abort());
        return true;
      }
    }
    await this.control.publish(CANCEL_CHANNEL, jobId);
    return true;
  }

  /** Jobs waiting and running across every process, for status and tests. */
  async counts(): Promise<{ waiting: number; running: number }> {
    const c = await this.queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0), running: c.active ?? 0 };
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    this.worker.cancelAllJobs('The server is shutting down');
    await this.worker.close();
    await this.queue.close();
    await Promise.all(
      [this.queueConnection, this.workerConnection, this.control, this.subscriber].map((c) =>
        c.quit().catch(() => c.disconnect()),
      ),
    );
  }
}

const markKey = (jobId: string): string => `tessera:async-cancelled:${jobId}`;

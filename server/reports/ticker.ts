/**
 * The report scheduler's minute ticks on the shared queue (TESSERA_REDIS_URL): one BullMQ job scheduler adds a tick
 * job at the start of every minute, and BullMQ hands each tick to one worker of one server process, which runs the
 * reports due that minute. Every process upserts the same scheduler (there is one, however many processes start)
 * and runs a worker. The claim table stays as the guard: a tick taken again after its worker stalled, or two
 * ticks in one minute, still send each scheduled run once.
 */
import { Queue, Worker, type Job, type RepeatOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_PREFIX } from '../async';

/** The BullMQ queue of report ticks. */
export const REPORT_TICK_QUEUE = 'report-ticks';
/** The one job scheduler of the ticks, shared by every process. */
export const TICK_SCHEDULER_ID = 'report-minute-tick';
/** A tick at the start of every minute of UTC. */
export const EVERY_MINUTE: Omit<RepeatOptions, 'key'> = { pattern: '* * * * *', tz: 'UTC' };

/** A process's side of the shared ticks: the scheduler it upserts and the worker that runs the ticks it is given. */
export class ReportTickQueue {
  private readonly queueConnection: Redis;
  private readonly workerConnection: Redis;
  private readonly queue: Queue;
  private readonly worker: Worker;

  /** `onTick` hears the time a tick was scheduled for; `repeat` is every minute but in tests. */
  constructor(
    url: string,
    onTick: (at: Date) => Promise<unknown>,
    private readonly repeat: Omit<RepeatOptions, 'key'> = EVERY_MINUTE,
    onError: (err: Error) => void = () => undefined,
  ) {
    this.queueConnection = new Redis(url, { maxRetriesPerRequest: null });
    this.workerConnection = new Redis(url, { maxRetriesPerRequest: null });
    this.queue = new Queue(REPORT_TICK_QUEUE, { connection: this.queueConnection, prefix: QUEUE_PREFIX });
    this.queue.on('error', onError);
    this.worker = new Worker(REPORT_TICK_QUEUE, (job: Job) => onTick(new Date(job.opts.prevMillis ?? job.timestamp)), {
      connection: this.workerConnection,
      prefix: QUEUE_PREFIX,
      // A tick's runs are their own promises (see ReportScheduler.tick); a few ticks at once keep a slow minute from
      // delaying the next.
      concurrency: 4,
    });
    this.worker.on('error', onError);
  }

  /** Puts the tick scheduler in place (the same one from every process) and waits for the worker. */
  async start(): Promise<void> {
    await this.queue.upsertJobScheduler(TICK_SCHEDULER_ID, this.repeat, {
      name: 'tick',
      data: {},
      opts: { removeOnComplete: true, removeOnFail: 100 },
    });
    await this.worker.waitUntilReady();
  }

  /** The tick schedulers in Redis: their ids and patterns (one, whatever the number of processes). */
  async schedulers(): Promise<Array<{ id: string; pattern: string | null; every: number | null }>> {
    const all = await this.queue.getJobSchedulers();
    return all.map((s) => ({ id: s.key, pattern: s.pattern ?? null, every: s.every ? Number(s.every) : null }));
  }

  /** Stops taking ticks and lets the running ones end; the scheduler stays for the other processes. */
  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
    await Promise.all([this.queueConnection, this.workerConnection].map((c) => c.quit().catch(() => c.disconnect())));
  }
}

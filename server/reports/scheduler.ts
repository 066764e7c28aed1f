/**
 * The report scheduler: once a minute it runs every active report whose crontab, read in the report's time zone,
 * falls on that minute. In the embedded default each process ticks on its own clock; with TESSERA_REDIS_URL the
 * ticks are jobs on the shared queue (ticker.ts), each handed to one process. Before a run, the process claims the
 * run key "<report id>@<scheduled minute>" in the metadata store (an insert the primary key makes atomic, on SQLite
 * and PostgreSQL), so with several processes sharing one store, each run is sent by exactly one of them.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { now } from '../clock';
import { runReport, type RunDeps } from './run';
import { reportSettings, type ReportSettings } from './settings';
import { EVERY_MINUTE, ReportTickQueue } from './ticker';

const SERVICE = 'report-scheduler';

/** The minute `at` falls in (seconds dropped). */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** Whether a crontab in a time zone fires on `minute`. */
export function isDue(crontab: string, timezone: string, minute: Date): boolean {
  try {
    const cron = new Cron(crontab, { timezone: timezone || 'UTC', paused: true });
    const next = cron.nextRun(new Date(minute.getTime() - 1000));
    cron.stop();
    return next?.getTime() === minute.getTime();
  } catch {
    return false;
  }
}

/** The key of one scheduled run. */
export const runKey = (reportId: number, minute: Date): string => `${reportId}@${minute.toISOString()}`;

export class ReportScheduler {
  private timer: Cron | null = null;
  private ticks: ReportTickQueue | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly deps: RunDeps;
  private readonly stopping = new AbortController();

  constructor(
    app: FastifyInstance,
    baseUrl: string,
    settings: ReportSettings = reportSettings(),
    sleep?: RunDeps['sleep'],
  ) {
    const signal = this.stopping.signal;
    // The wait between tries ends early when the server stops, so stopping never waits a retry delay out.
    const wait = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    this.deps = {
      app,
      settings,
      baseUrl,
      browsers: app.tessera.browsers,
      sleep: sleep ?? wait,
      signal,
    };
  }

  /** Ticks at the start of every minute of the wall clock. */
  start(): this {
    this.timer ??= new Cron('* * * * *', { timezone: 'UTC', protect: true }, () => void this.tick(now()));
    return this;
  }

  /** Takes its ticks from the shared queue at `redisUrl` instead of its own clock (every minute but in tests). */
  async startOnQueue(redisUrl: string, repeat = EVERY_MINUTE): Promise<this> {
    this.ticks ??= new ReportTickQueue(
      redisUrl,
      (at) => this.tick(at),
      repeat,
      (err) => this.deps.app.log.error(err, 'report tick queue'),
    );
    await this.ticks.start();
    return this;
  }

  /** The shared queue's tick schedulers (see ReportTickQueue.schedulers); none on the process's own clock. */
  async tickSchedulers(): Promise<Awaited<ReturnType<ReportTickQueue['schedulers']>>> {
    return this.ticks ? this.ticks.schedulers() : [];
  }

  /** Atomically claims a run; false when another process (or an earlier tick) has it. */
  async claim(key: string): Promise<boolean> {
    const res = await this.deps.app.tessera.store.db
      .insertInto('report_run_claim')
      .values({ run_key: key, claimed_on: now().toISOString() })
      .onConflict((oc) => oc.column('run_key').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Starts the runs due at `at`'s minute that this process claims; answers when they (with retries) are done. */
  async tick(at: Date): Promise<string[]> {
    const minute = minuteOf(at);
    const reports = await this.deps.app.tessera.store.db
      .selectFrom('report_schedule')
      .select(['id', 'crontab', 'timezone'])
      .where('active', '=', 1)
      .where('type', '=', 'Report')
      .execute();
    const runs: Array<Promise<string>> = [];
    for (const r of reports) {
      if (!isDue(r.crontab, r.timezone, minute)) continue;
      if (!(await this.claim(runKey(Number(r.id), minute)))) continue;
      const run = runReport(this.deps, Number(r.id), minute).catch((err: unknown) =>
        err instanceof Error ? err.message : String(err),
      );
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
      runs.push(run);
    }
    return Promise.all(runs);
  }

  async close(): Promise<void> {
    this.timer?.stop();
    this.timer = null;
    this.stopping.abort();
    await this.ticks?.close();
    this.ticks = null;
    await Promise.allSettled([...this.inFlight]);
  }
}

/**
 * Starts the scheduler of a listening server (closed with the app): on the shared queue with TESSERA_REDIS_URL, else
 * on the process's own clock.
 */
export async function startReportScheduler(app: FastifyInstance, baseUrl: string): Promise<ReportScheduler> {
  const scheduler = new ReportScheduler(app, baseUrl);
  app.tessera.services.set(SERVICE, scheduler);
  const redisUrl = app.tessera.config.redisUrl;
  return redisUrl ? scheduler.startOnQueue(redisUrl) : scheduler.start();
}

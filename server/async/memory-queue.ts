/** The in-process job queue: first come, first served, at most `concurrency` jobs at once, each abortable. */
import type { JobPayload, JobProcessor, JobQueue } from './types';

interface Running {
  job: JobPayload;
  controller: AbortController;
  done: Promise<void>;
}

/** Runs queued jobs in this process with a concurrency cap. */
export class MemoryJobQueue implements JobQueue {
  private readonly waiting: JobPayload[] = [];
  private readonly running = new Map<string, Running>();
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly process: JobProcessor,
  ) {
    if (!(concurrency >= 1)) throw new Error(`The async query concurrency must be at least 1 (got ${concurrency})`);
  }

  async add(job: JobPayload): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    this.waiting.push(job);
    this.pump();
  }

  async cancel(jobId: string, userId: number): Promise<boolean> {
    const active = this.running.get(jobId);
    if (active) {
      if (active.job.userId !== userId) return false;
      active.controller.abort();
      await active.done;
      return true;
    }
    const index = this.waiting.findIndex((j) => j.jobId === jobId && j.userId === userId);
    if (index < 0) return false;
    const [job] = this.waiting.splice(index, 1);
    if (job) await this.settle(job, AbortSignal.abort());
    return true;
  }

  /** Jobs waiting for a slot and jobs running, for status and tests. */
  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.splice(0);
    const active = [...this.running.values()];
    for (const r of active) r.controller.abort();
    await Promise.all(active.map((r) => r.done));
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency) {
      const job = this.waiting.shift();
      if (!job) return;
      const controller = new AbortController();
      const done = this.settle(job, controller.signal).finally(() => {
        this.running.delete(job.jobId);
        this.pump();
      });
      this.running.set(job.jobId, { job, controller, done });
    }
  }

  /** The processor reports failures as error events; one that cannot even do that must not stop the queue. */
  private async settle(job: JobPayload, signal: AbortSignal): Promise<void> {
    try {
      await this.process(job, signal);
    } catch {
      return;
    }
  }
}

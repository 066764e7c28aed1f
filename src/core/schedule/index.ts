// When the page is idle: the one idle scheduler of the app, for work that must not delay input or the next frame.

/** Runs a callback when the page is idle; answers a cancel. */
export type IdleScheduler = (run: () => void) => () => void;

export interface IdleOptions {
  /** Run by then (ms) even if the page never idles; none: wait for idle however long. */
  timeoutMs?: number;
  /** Where the environment has no requestIdleCallback (Safari, a worker, Node): run after this delay (ms). */
  fallbackMs?: number;
}

/** Runs `run` in the environment's next idle period (requestIdleCallback), or after `fallbackMs` without one. */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs = 0 }: IdleOptions = {}): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(
      () => run(),
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}

/** An IdleScheduler of `whenIdle` with these options. */
export const idleScheduler =
  (options: IdleOptions = {}): IdleScheduler =>
  (run) =>
    whenIdle(run, options);

/** Puts a job on an idle queue; answers a cancel that takes it off if it has not run yet. */
export type IdleQueue = (job: () => void) => () => void;

/**
 * A queue of jobs run in the page's idle periods, `batch` of them a period in the order they came, each period's
 * batch run inside `wrap` (a React page passes startTransition, so what the jobs set renders interruptibly).
 */
export function idleQueue(
  batch: number,
  wrap: (run: () => void) => void = (run) => run(),
  scheduler: IdleScheduler = idleScheduler(),
): IdleQueue {
  const jobs = new Set<() => void>();
  let waiting = false;
  const drain = (): void => {
    waiting = false;
    const due = [...jobs].slice(0, batch);
    for (const job of due) jobs.delete(job);
    wrap(() => {
      for (const job of due) job();
    });
    ask();
  };
  const ask = (): void => {
    if (waiting || jobs.size === 0) return;
    waiting = true;
    scheduler(drain);
  };
  return (job) => {
    // Each put is its own entry, even of a function already queued.
    const entry = (): void => job();
    jobs.add(entry);
    ask();
    return () => void jobs.delete(entry);
  };
}

/**
 * At most `limit()` tasks run at once, the others wait their turn in the order they came; a task that ends hands its
 * turn straight to the next in line, so no task that comes meanwhile slips in beside it.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: () => number) {}

  /** Tasks running now, and waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` when a turn is free. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.limit()) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

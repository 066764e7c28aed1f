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

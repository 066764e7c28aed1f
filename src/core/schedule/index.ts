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

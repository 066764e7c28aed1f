/** Options loaded from an endpoint as the user types: debounced, and each newer search aborts the older one. */
import type { TimerId, Timers } from '../../core/dataplane';

/**
 * D16.14 / X19.13 (the spec leaves the value out): 300 ms, the same pause the number-range control waits, short
 * enough to feel immediate and long enough that a typed word costs one request, not one per letter.
 */
export const OPTION_SEARCH_DEBOUNCE_MS = 300;

/** The part of the injectable clock a debounce needs. */
export type DebounceTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

const GLOBAL_TIMERS: DebounceTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** What a debounced loader needs: the request, where its answer goes and, optionally, the clock. */
export interface DebouncedLoaderOptions<T> {
  /** Asks the endpoint; must honour the signal (pass it to fetch). */
  load: (search: string, signal: AbortSignal) => Promise<T>;
  onResult: (result: T, search: string) => void;
  onError?: (error: unknown, search: string) => void;
  /** Called with true when a request starts and false when the latest one settles. */
  onLoading?: (loading: boolean) => void;
  delayMs?: number;
  timers?: DebounceTimers;
}

/** A search box's link to its endpoint. */
export interface DebouncedLoader {
  /** Schedules a search for this text, replacing any pending or running one. */
  search(text: string): void;
  /** Drops the pending search and aborts the running one (call on unmount). */
  cancel(): void;
}

/** A loader that waits `delayMs` after the last keystroke and aborts superseded requests. */
export function createDebouncedLoader<T>(options: DebouncedLoaderOptions<T>): DebouncedLoader {
  const { load, onResult, onError, onLoading, delayMs = OPTION_SEARCH_DEBOUNCE_MS, timers = GLOBAL_TIMERS } = options;
  let timer: TimerId | undefined;
  let running: AbortController | undefined;

  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (running) {
      running.abort();
      running = undefined;
      onLoading?.(false);
    }
  };

  const run = (text: string) => {
    timer = undefined;
    const controller = new AbortController();
    running = controller;
    onLoading?.(true);
    load(text, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        running = undefined;
        onLoading?.(false);
        onResult(result, text);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        running = undefined;
        onLoading?.(false);
        onError?.(error, text);
      },
    );
  };

  return {
    search(text) {
      cancel();
      timer = timers.setTimeout(() => run(text), delayMs);
    },
    cancel,
  };
}

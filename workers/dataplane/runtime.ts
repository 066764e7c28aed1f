/** The real runtime services of a worker or page: global timers, fetch, localStorage, WebSocket and console. */
import type { FetchLike, KeyValueStorage, Logger, SocketFactory, Timers } from '../../src/core/dataplane';

/** Global timers and clock. */
export const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

/** Global fetch. */
export const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** localStorage where the context has one and allows it (a page; a worker has none). */
export function globalStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading the global throws where the browser blocks storage (sandboxed frames, some privacy settings).
    return null;
  }
}

/** In-memory storage, for workers and tests. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/** Global WebSocket. */
export const globalSocketFactory: SocketFactory = (url) => new WebSocket(url);

/** The console. */
export const consoleLogger: Logger = { warn: (...a) => console.warn(...a), info: (...a) => console.info(...a) };

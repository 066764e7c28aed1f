/** Injectable runtime services: the data plane never touches global timers, fetch, storage or sockets directly. */

/** Handle returned by {@link Timers.setTimeout}. */
export type TimerId = unknown;

/** Timers, injectable so tests control the clock. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  now(): number;
}

/** The part of `fetch` the data plane uses. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Key-value storage with localStorage's shape (get/set may throw; callers only log). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where warnings and diagnostics go. */
export interface Logger {
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
}

/** The part of a WebSocket the async-event client uses. */
export interface SocketLike {
  readonly readyState: number;
  addEventListener(type: 'open' | 'close' | 'error', fn: () => void): void;
  addEventListener(type: 'message', fn: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Opens a WebSocket to a URL. */
export type SocketFactory = (url: string) => SocketLike;

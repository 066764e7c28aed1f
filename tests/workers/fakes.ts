/** Test doubles for the data plane's injected services: a manual clock, a scripted fetch, a scripted socket. */
import type { Endpoint } from 'comlink';
import type { FetchLike, Logger, SocketLike, Timers } from '../../src/core/dataplane';

/** Timers driven by `advance`, which also lets promises settle between timers. */
export class FakeTimers implements Timers {
  time = 0;
  private seq = 0;
  private pending = new Map<number, { at: number; fn: () => void }>();

  now = (): number => this.time;

  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.time + Math.max(0, ms), fn });
    return id;
  };

  clearTimeout = (id: unknown): void => {
    this.pending.delete(id as number);
  };

  get count(): number {
    return this.pending.size;
  }

  /** Moves the clock forward, running due timers in order. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await flush();
    for (;;) {
      const next = [...this.pending.entries()].sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!next || next[1].at > end) break;
      this.pending.delete(next[0]);
      this.time = next[1].at;
      next[1].fn();
      await flush();
    }
    this.time = end;
    await flush();
  }
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** One recorded request. */
export interface Call {
  url: string;
  method: string;
  body: string | null;
  headers: Record<string, string>;
  signal: AbortSignal | null;
}

type Reply = Response | Promise<Response> | ((call: Call) => Response | Promise<Response>);

/** A fetch that answers by URL prefix; unmatched URLs answer 404. `hold` replies wait until released or aborted. */
export function fakeFetch(routes: Record<string, Reply | Reply[]>): FetchLike & { calls: Call[] } {
  const calls: Call[] = [];
  const fn = (async (url: string, init?: RequestInit) => {
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : null,
      headers: (init?.headers as Record<string, string> | undefined) ?? {},
      signal: init?.signal ?? null,
    };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const key = Object.keys(routes)
      .filter((prefix) => path.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return new Response('{"message":"Not found"}', { status: 404 });
    const entry = routes[key] as Reply | Reply[];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    const response = typeof reply === 'function' ? reply(call) : reply;
    return abortable(Promise.resolve(response as Response), call.signal);
  }) as FetchLike & { calls: Call[] };
  fn.calls = calls;
  return fn;
}

function abortable(response: Promise<Response>, signal: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

/** A reply that never comes (until the request is aborted). */
export const never = (): Promise<Response> => new Promise<Response>(() => {});

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A logger that records warnings. */
export function recordingLogger(): Logger & { warnings: unknown[][] } {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...a: unknown[]) => void warnings.push(a), info: () => {} };
}

/** A scripted WebSocket. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  private handlers = new Map<string, ((e: { data: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (e: { data: unknown }) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  emit(type: 'open' | 'close' | 'error' | 'message', data?: unknown): void {
    if (type === 'open') this.readyState = 1;
    if (type === 'close') this.readyState = 3;
    for (const fn of this.handlers.get(type) ?? []) fn({ data });
  }
  close(): void {
    if (this.readyState < 2) this.emit('close');
  }
}

/** A Worker whose other end is a MessagePort in this process: comlink speaks the same messages over both. */
export class ChannelWorker implements Endpoint {
  constructor(private readonly port: MessagePort) {}
  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.port.postMessage(message, transfer);
  }
  addEventListener(type: string, fn: EventListenerOrEventListenerObject): void {
    this.port.addEventListener(type, fn);
    this.port.start();
  }
  removeEventListener(type: string, fn: EventListenerOrEventListenerObject): void {
    this.port.removeEventListener(type, fn);
  }
  terminate(): void {
    this.port.close();
  }
}

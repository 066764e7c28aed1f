/**
 * Async query jobs (spec 002): listeners keyed by job_id, events read by polling `GET /api/v1/async_event/`
 * or from a WebSocket that falls back to polling, the last event id kept in storage and sent as last_id.
 */
import type { AsyncEvent, ChartDataAsyncJob } from '../../src/core/query';
import { LAST_EVENT_ID_KEY } from '../../src/core/dataplane';
import type {
  ChartErrorResponse,
  FetchLike,
  KeyValueStorage,
  Logger,
  SocketFactory,
  SocketLike,
  Timers,
  TimerId,
} from '../../src/core/dataplane';
import { ChartRequestError } from './chartClient';
import { readChartJson } from './chartJson';
import { parseJsonExact } from './json';

export { LAST_EVENT_ID_KEY };
/** Polling endpoint. */
export const ASYNC_EVENT_URL = '/api/v1/async_event/';
/** Events with no listener yet are retried this many times, 100 ms × attempt apart, then dropped. */
export const LISTENER_RETRIES = 6;
export const LISTENER_RETRY_DELAY_MS = 100;
/** The WebSocket reconnects this many times, this far apart, before falling back to polling. */
export const SOCKET_RETRIES = 6;
export const SOCKET_RETRY_DELAY_MS = 2500;
/** Default polling delay. */
export const POLLING_DELAY_MS = 500;

/** What the async-event client needs. */
export interface AsyncEventDeps {
  fetch: FetchLike;
  timers: Timers;
  storage: KeyValueStorage | null;
  logger: Logger;
  socketFactory?: SocketFactory;
  baseUrl?: string;
  transport?: 'polling' | 'ws';
  pollingDelayMs?: number;
  websocketUrl?: string;
}

type Listener = (event: AsyncEvent) => void;

/** Turns an error event into what the chart shows: the first error's message. */
export function parseAsyncError(event: Pick<AsyncEvent, 'errors'> & { message?: string }): ChartErrorResponse {
  const errors = event.errors ?? [];
  const error = errors[0]?.message ?? event.message ?? 'An error occurred';
  return { error, errors };
}

/** Listens for async job events and resolves each job with its results. */
export class AsyncEventClient {
  private readonly listeners = new Map<string, Listener>();
  private readonly retries = new Map<string, number>();
  private lastId: string | null = null;
  private pollTimer: TimerId | null = null;
  private polling = false;
  private socket: SocketLike | null = null;
  private socketRetries = 0;
  private reconnecting = false;
  private disposed = false;

  constructor(private readonly deps: AsyncEventDeps) {
    try {
      this.lastId = deps.storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
    } catch (error) {
      deps.logger.warn('Failed to fetch last event Id from localStorage', error);
    }
  }

  /** The id of the last event read. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** Takes the id stored by an earlier page, unless this client has read events since. */
  restoreLastId(id: string | null): void {
    if (this.lastId === null) this.lastId = id;
  }

  /** Resolves with the job's results when its done event arrives; rejects with the parsed error on an error event. */
  waitForAsyncData = (job: ChartDataAsyncJob, signal?: AbortSignal): Promise<unknown[]> =>
    new Promise<unknown[]>((resolve, reject) => {
      const jobId = job.job_id;
      const abort = () => {
        this.listeners.delete(jobId);
        reject(new DOMException('Aborted', 'AbortError'));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      this.listeners.set(jobId, (event) => {
        if (event.status === 'done') {
          this.listeners.delete(jobId);
          signal?.removeEventListener('abort', abort);
          this.fetchResult(event.result_url ?? '', signal).then(resolve, reject);
        } else if (event.status === 'error') {
          this.listeners.delete(jobId);
          signal?.removeEventListener('abort', abort);
          reject(new ChartRequestError(parseAsyncError(event)));
        } else {
          this.deps.logger.warn('received event with status', event.status);
        }
      });
      this.start();
    });

  private async fetchResult(resultUrl: string, signal?: AbortSignal): Promise<unknown[]> {
    const response = await this.deps.fetch(`${this.deps.baseUrl ?? ''}${resultUrl}`, {
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      const body = parseJsonExact(await response.text()) as { message?: string; errors?: AsyncEvent['errors'] };
      throw new ChartRequestError({
        ...parseAsyncError({ errors: body.errors ?? [], ...(body.message ? { message: body.message } : {}) }),
        statusCode: response.status,
      });
    }
    const json = readChartJson(new Uint8Array(await response.arrayBuffer())) as Record<string, unknown>;
    const data = 'result' in json ? json.result : json;
    return Array.isArray(data) ? data : [data];
  }

  private start(): void {
    if (this.deps.transport === 'ws' && this.deps.socketFactory && this.deps.websocketUrl) {
      if (!this.socket && !this.reconnecting && this.socketRetries <= SOCKET_RETRIES) this.connect();
      if (this.socketRetries <= SOCKET_RETRIES) return;
    }
    if (!this.polling) {
      this.polling = true;
      this.pollTimer = this.deps.timers.setTimeout(
        () => void this.poll(),
        this.deps.pollingDelayMs ?? POLLING_DELAY_MS,
      );
    }
  }

  private async poll(): Promise<void> {
    this.pollTimer = null;
    if (this.disposed) return;
    if (this.listeners.size === 0) {
      this.polling = false;
      return;
    }
    try {
      const query = this.lastId ? `?last_id=${encodeURIComponent(this.lastId)}` : '';
      const response = await this.deps.fetch(`${this.deps.baseUrl ?? ''}${ASYNC_EVENT_URL}${query}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`async_event answered ${response.status}`);
      const { result } = parseJsonExact(await response.text()) as { result?: AsyncEvent[] };
      if (result?.length) this.processEvents(result);
    } catch (error) {
      this.deps.logger.warn(error);
    }
    if (!this.disposed)
      this.pollTimer = this.deps.timers.setTimeout(
        () => void this.poll(),
        this.deps.pollingDelayMs ?? POLLING_DELAY_MS,
      );
  }

  /** Hands each event to its job's listener, retrying events whose listener is not registered yet. */
  processEvents(events: AsyncEvent[]): void {
    for (const event of events) {
      const listener = this.listeners.get(event.job_id);
      if (listener) {
        this.retries.delete(event.job_id);
        listener(event);
      } else {
        const attempt = (this.retries.get(event.job_id) ?? 0) + 1;
        if (attempt <= LISTENER_RETRIES) {
          this.retries.set(event.job_id, attempt);
          this.deps.timers.setTimeout(() => this.processEvents([event]), LISTENER_RETRY_DELAY_MS * attempt);
        } else {
          this.retries.delete(event.job_id);
          this.deps.logger.warn('listener not found for job_id', event.job_id);
        }
      }
      this.setLastId(event.id);
    }
  }

  private setLastId(id: string): void {
    this.lastId = id;
    try {
      this.deps.storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch (error) {
      this.deps.logger.warn('Error saving event Id to localStorage', error);
    }
  }

  private connect(): void {
    const factory = this.deps.socketFactory as SocketFactory;
    const base = this.deps.websocketUrl as string;
    const url = this.lastId
      ? `${base}${base.includes('?') ? '&' : '?'}last_id=${encodeURIComponent(this.lastId)}`
      : base;
    const socket = factory(url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.socketRetries = 0;
    });
    socket.addEventListener('close', () => {
      if (this.socket === socket) this.socket = null;
      if (this.disposed) return;
      this.reconnecting = true;
      this.deps.timers.setTimeout(() => {
        this.reconnecting = false;
        this.socketRetries += 1;
        if (this.socketRetries <= SOCKET_RETRIES) this.connect();
        else {
          this.deps.logger.warn('WebSocket not available, falling back to async polling');
          this.start();
        }
      }, SOCKET_RETRY_DELAY_MS);
    });
    socket.addEventListener('error', () => {
      if (socket.readyState < 2) socket.close();
    });
    socket.addEventListener('message', (event) => {
      try {
        this.processEvents([parseJsonExact(String(event.data)) as AsyncEvent]);
      } catch (error) {
        this.deps.logger.warn(error);
      }
    });
  }

  /** Stops polling and closes the socket. */
  dispose(): void {
    this.disposed = true;
    if (this.pollTimer !== null) this.deps.timers.clearTimeout(this.pollTimer);
    this.socket?.close();
    this.socket = null;
  }
}

/** A WebSocket client for tests (the `ws` package that @fastify/websocket brings), collecting async events. */
import { createRequire } from 'node:module';
import type { AsyncEvent } from '../../../server/async';
import { waitFor } from './fixture';

interface WsSocket {
  readonly readyState: number;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  on(event: 'unexpected-response', listener: (req: { destroy(): void }, res: { statusCode?: number }) => void): void;
  close(): void;
}
type WsConstructor = new (url: string, options?: { headers?: Record<string, string> }) => WsSocket;

// `ws` ships no types of its own and this repository has no @types/ws; the shape above is all the tests use.
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: WsConstructor };

/** An open socket and the events it received. */
export interface EventSocketClient {
  events: AsyncEvent[];
  /** Waits for the event of a job. */
  eventOf(jobId: string, ms?: number): Promise<AsyncEvent>;
  close(): Promise<void>;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openEventSocket(url: string, headers: Record<string, string> = {}): Promise<EventSocketClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const events: AsyncEvent[] = [];
    let closed = false;
    const closedOnce = new Promise<void>((r) =>
      socket.on('close', () => {
        closed = true;
        r();
      }),
    );
    socket.on('message', (data) => events.push(JSON.parse(data.toString()) as AsyncEvent));
    socket.on('unexpected-response', (req, res) => {
      // With a listener here, ws leaves the refused request open; end it.
      req.destroy();
      reject(new Error(`upgrade refused: ${res.statusCode ?? 0}`));
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        events,
        eventOf: (jobId, ms = 15_000) =>
          waitFor(async () => events.find((e) => e.job_id === jobId), ms, `the socket event of job ${jobId}`),
        close: async () => {
          if (!closed) socket.close();
          await closedOnce;
        },
      }),
    );
  });
}

/** Streams a channel's events to one WebSocket: the backlog after `last_id` first, then each new event, in order, once. */
import { compareStreamIds, parseStreamId, type StreamId } from './stream-id';
import type { AsyncEvent, EventLog } from './types';

/** The little of a WebSocket this needs. */
export interface EventSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;

/** Pushes events until the socket closes; answers once the backlog is sent and live events flow. */
export async function streamEvents(
  socket: EventSocket,
  events: EventLog,
  channelId: string,
  lastId: string | null,
  pageSize: number,
): Promise<void> {
  let lastSent: StreamId | null = lastId === null ? null : parseStreamId(lastId);
  let live = false;
  let dispose: (() => void) | null = null;
  let closed = false;
  const held: AsyncEvent[] = [];
  socket.on('close', () => {
    closed = true;
    dispose?.();
  });
  const send = (event: AsyncEvent): void => {
    const id = parseStreamId(event.id);
    if (!id || (lastSent && compareStreamIds(id, lastSent) <= 0) || socket.readyState !== OPEN) return;
    lastSent = id;
    socket.send(JSON.stringify(event));
  };
  // Subscribe before reading the backlog, holding live events back, so none falls between the two.
  const unsubscribe = await events.subscribe(channelId, (event) => (live ? send(event) : held.push(event)));
  if (closed) return unsubscribe();
  dispose = unsubscribe;
  let cursor = lastId;
  for (;;) {
    const page = await events.read(channelId, cursor, pageSize);
    page.forEach(send);
    if (page.length < pageSize || closed) break;
    cursor = page[page.length - 1]?.id ?? cursor;
  }
  live = true;
  held.splice(0).forEach(send);
}

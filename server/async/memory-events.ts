/** The event log of one server process: a bounded array of events per channel. */
import { compareStreamIds, formatStreamId, parseStreamId, streamIdGenerator, type StreamId } from './stream-id';
import type { AsyncEvent, AsyncJobMetadata, EventLog } from './types';

/** Events kept per channel, as Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT. */
export const CHANNEL_EVENT_LIMIT = 1000;

interface Stored {
  id: StreamId;
  event: AsyncEvent;
}

/** In-memory event streams; ids come from `clock` in Redis stream form. */
export class MemoryEventLog implements EventLog {
  private readonly channels = new Map<string, Stored[]>();
  private readonly listeners = new Map<string, Set<(event: AsyncEvent) => void>>();
  private readonly nextId: () => StreamId;

  constructor(
    clock: () => number = Date.now,
    private readonly limit = CHANNEL_EVENT_LIMIT,
  ) {
    this.nextId = streamIdGenerator(clock);
  }

  async append(meta: AsyncJobMetadata): Promise<AsyncEvent> {
    const id = this.nextId();
    const event: AsyncEvent = { id: formatStreamId(id), ...meta };
    let stream = this.channels.get(meta.channel_id);
    if (!stream) this.channels.set(meta.channel_id, (stream = []));
    stream.push({ id, event });
    if (stream.length > this.limit) stream.splice(0, stream.length - this.limit);
    for (const listener of this.listeners.get(meta.channel_id) ?? []) listener(event);
    return event;
  }

  async read(channelId: string, lastId: string | null, count: number): Promise<AsyncEvent[]> {
    const stream = this.channels.get(channelId) ?? [];
    const after = lastId === null ? null : parseStreamId(lastId);
    if (lastId !== null && !after) throw new Error(`Invalid stream id: ${lastId}`);
    const start = after ? stream.findIndex((s) => compareStreamIds(s.id, after) > 0) : 0;
    return start < 0 ? [] : stream.slice(start, start + count).map((s) => s.event);
  }

  async subscribe(channelId: string, listener: (event: AsyncEvent) => void): Promise<() => void> {
    let set = this.listeners.get(channelId);
    if (!set) this.listeners.set(channelId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(channelId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.channels.clear();
  }
}

/**
 * The event log in Redis streams, shared by every server process: XADD to a stream per channel, XRANGE to read
 * it, and a copy of each event in one firehose stream that each process follows (XREAD BLOCK) for its WebSockets.
 */
import { Redis } from 'ioredis';
import { CHANNEL_EVENT_LIMIT } from './memory-events';
import { formatStreamId, nextStreamId, parseStreamId } from './stream-id';
import type { AsyncEvent, AsyncJobMetadata, EventLog } from './types';

/** Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_PREFIX, under Tessera's namespace. */
export const STREAM_PREFIX = 'tessera:async-events-';
const FIREHOSE_LIMIT = 100_000;
const BLOCK_MS = 1000;

type Entry = [id: string, fields: string[]];

const field = (fields: string[], name: string): string | undefined => {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
};

/** Redis streams behind the EventLog interface. */
export class RedisEventLog implements EventLog {
  private readonly redis: Redis;
  private readonly listeners = new Map<string, Set<(event: AsyncEvent) => void>>();
  private follower: Promise<void> | null = null;
  private reader: Redis | null = null;
  private looping: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly prefix = STREAM_PREFIX,
    private readonly retryDelay: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  private get firehose(): string {
    return `${this.prefix}full`;
  }

  async append(meta: AsyncJobMetadata): Promise<AsyncEvent> {
    const data = JSON.stringify(meta);
    const id = await this.redis.xadd(
      `${this.prefix}${meta.channel_id}`,
      'MAXLEN',
      '~',
      CHANNEL_EVENT_LIMIT,
      '*',
      'data',
      data,
    );
    if (!id) throw new Error('Redis did not add the event');
    await this.redis.xadd(
      this.firehose,
      'MAXLEN',
      '~',
      FIREHOSE_LIMIT,
      '*',
      'channel',
      meta.channel_id,
      'id',
      id,
      'data',
      data,
    );
    return { id, ...meta };
  }

  async read(channelId: string, lastId: string | null, count: number): Promise<AsyncEvent[]> {
    const after = lastId === null ? null : parseStreamId(lastId);
    if (lastId !== null && !after) throw new Error(`Invalid stream id: ${lastId}`);
    const start = after ? formatStreamId(nextStreamId(after)) : '-';
    const entries = (await this.redis.xrange(`${this.prefix}${channelId}`, start, '+', 'COUNT', count)) as Entry[];
    return entries.map(([id, fields]) => ({ id, ...(JSON.parse(field(fields, 'data') ?? '{}') as AsyncJobMetadata) }));
  }

  async subscribe(channelId: string, listener: (event: AsyncEvent) => void): Promise<() => void> {
    let set = this.listeners.get(channelId);
    if (!set) this.listeners.set(channelId, (set = new Set()));
    set.add(listener);
    await this.follow();
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(channelId);
    };
  }

  /** Starts following the firehose from its current end; resolves once no later event can be missed. */
  private follow(): Promise<void> {
    if (!this.follower) {
      this.follower = (async () => {
        const [last] = (await this.redis.xrevrange(this.firehose, '+', '-', 'COUNT', 1)) as Entry[];
        this.reader = new Redis(this.url, { maxRetriesPerRequest: null });
        this.looping = this.loop(last?.[0] ?? '0-0', this.reader);
      })();
      this.follower.catch(() => {
        this.follower = null;
      });
    }
    return this.follower;
  }

  private async loop(from: string, reader: Redis): Promise<void> {
    let lastSeen = from;
    while (!this.closed) {
      try {
        const streams = (await reader.xread('COUNT', 500, 'BLOCK', BLOCK_MS, 'STREAMS', this.firehose, lastSeen)) as
          [string, Entry[]][] | null;
        for (const [, entries] of streams ?? []) {
          for (const [firehoseId, fields] of entries) {
            lastSeen = firehoseId;
            this.dispatch(fields);
          }
        }
      } catch {
        if (!this.closed) await this.retryDelay(BLOCK_MS);
      }
    }
  }

  private dispatch(fields: string[]): void {
    const channel = field(fields, 'channel');
    const id = field(fields, 'id');
    const data = field(fields, 'data');
    const set = channel === undefined ? undefined : this.listeners.get(channel);
    if (!set || !id || !data) return;
    const event: AsyncEvent = { id, ...(JSON.parse(data) as AsyncJobMetadata) };
    for (const listener of set) listener(event);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.follower?.catch(() => undefined);
    this.reader?.disconnect();
    await this.looping;
    await this.redis.quit();
  }
}

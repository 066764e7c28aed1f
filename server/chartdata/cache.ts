/** Result cache: in memory with a byte cap by default, Redis when TESSERA_REDIS_URL is set. */
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { Redis } from 'ioredis';

export interface ResultCache {
  get<T>(key: string): Promise<{ value: T; cachedAt: string } | null>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  bytes: Buffer;
  expiresAt: number;
  cachedAt: string;
}

/** A least-recently-used cache bounded by the total size of its serialised values. */
export class MemoryCache implements ResultCache {
  private readonly entries = new Map<string, Entry>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<{ value: T; cachedAt: string } | null> {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= this.clock()) {
      this.drop(key, e);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, e);
    return { value: deserialize(e.bytes) as T, cachedAt: e.cachedAt };
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    const bytes = serialize(value);
    if (bytes.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, {
      bytes,
      expiresAt: this.clock() + ttlSeconds * 1000,
      cachedAt: new Date(this.clock()).toISOString(),
    });
    this.used += bytes.length;
    for (const [k, e] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.drop(k, e);
    }
  }

  async delete(key: string): Promise<void> {
    const e = this.entries.get(key);
    if (e) this.drop(key, e);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.used };
  }

  private drop(key: string, e: Entry): void {
    this.entries.delete(key);
    this.used -= e.bytes.length;
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.used = 0;
  }
}

/** The same cache in Redis, shared by every server process. */
export class RedisCache implements ResultCache {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async get<T>(key: string): Promise<{ value: T; cachedAt: string } | null> {
    const buf = await this.redis.getBuffer(`tessera:cache:${key}`);
    if (!buf) return null;
    const { value, cachedAt } = deserialize(buf) as { value: T; cachedAt: string };
    return { value, cachedAt };
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    await this.redis.set(
      `tessera:cache:${key}`,
      serialize({ value, cachedAt: new Date().toISOString() }),
      'EX',
      ttlSeconds,
    );
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`tessera:cache:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** A stable key for a normalised query description. */
export function cacheKey(parts: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex')
    .slice(0, 32);
}

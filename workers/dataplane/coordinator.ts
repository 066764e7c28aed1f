/**
 * The one query scheduler: owners (charts) declare requests; it runs visible ones first under a concurrency
 * cap, parks far-off-screen ones, merges identical requests into one run, answers from a result cache and
 * drops stale answers when an owner's newer request supersedes its older one.
 */
import type { Timers, Visibility } from '../../src/core/dataplane';

/** How a submitted request ended for its owner. */
export type Answer<T> = { kind: 'value'; value: T; cached: boolean } | { kind: 'stopped' } | { kind: 'superseded' };

/** One request as the coordinator sees it. */
export interface Submission<R> {
  /** Normalised request: identical keys share a run and a cache entry. */
  key: string;
  request: R;
  /** Skip the cache and do not join a run that may have been answered from a cache. */
  force?: boolean;
}

/** Coordinator settings. */
export interface CoordinatorOptions<R, T> {
  run: (request: R, signal: AbortSignal) => Promise<T>;
  /** Whether an answer may be cached and shared. */
  cacheable?: (value: T) => boolean;
  /** Called when a cached answer is evicted (to free what it holds). */
  evicted?: (value: T) => void;
  maxConcurrent?: number;
  cacheSize?: number;
  cacheMaxAgeMs?: number;
  timers: Pick<Timers, 'now'>;
}

/** How soon an owner's request runs: by its visibility, or in the background (after every chart near the screen). */
export type Priority = Visibility | 'background';

const RANK: Record<Priority, number> = { visible: 0, near: 1, background: 2, far: 3 };

interface Ticket<T> {
  owner: string;
  settle: (answer: Answer<T>) => void;
  task: Task<T> | null;
}

interface Task<T> {
  key: string;
  run: () => Promise<T>;
  tickets: Set<Ticket<T>>;
  seq: number;
  controller: AbortController;
  running: boolean;
}

/** The query coordinator (see the file header). */
export class QueryCoordinator<R, T> {
  private readonly tasks = new Map<string, Task<T>>();
  private readonly tickets = new Map<string, Ticket<T>>();
  private readonly visibility = new Map<string, Priority>();
  private readonly cache = new Map<string, { value: T; at: number }>();
  private readonly farWaits = new Map<string, Set<() => void>>();
  private running = 0;
  private seq = 0;

  constructor(private readonly options: CoordinatorOptions<R, T>) {}

  /** Submits the owner's request; any earlier request of the same owner answers 'superseded'. */
  submit(owner: string, submission: Submission<R>): Promise<Answer<T>> {
    this.detach(owner, { kind: 'superseded' });
    if (!submission.force) {
      const hit = this.cached(submission.key);
      if (hit !== undefined) return Promise.resolve({ kind: 'value', value: hit, cached: true });
    }
    return new Promise<Answer<T>>((settle) => {
      const ticket: Ticket<T> = { owner, settle, task: null };
      const taskKey = submission.force ? `force:${submission.key}` : submission.key;
      let task = this.tasks.get(taskKey);
      if (!task) {
        const controller = new AbortController();
        task = {
          key: submission.key,
          run: () => this.options.run(submission.request, controller.signal),
          tickets: new Set(),
          seq: this.seq++,
          controller,
          running: false,
        };
        this.tasks.set(taskKey, task);
      }
      task.tickets.add(ticket);
      ticket.task = task;
      this.tickets.set(owner, ticket);
      this.pump();
    });
  }

  /** Stops the owner's request: it answers 'stopped'; the shared run is aborted when nobody else waits on it. */
  stop(owner: string): void {
    this.releaseFarWaits(owner);
    this.detach(owner, { kind: 'stopped' });
  }

  /** Drops the owner's request in favour of an answer found elsewhere: it answers 'superseded'. */
  supersede(owner: string): void {
    this.releaseFarWaits(owner);
    this.detach(owner, { kind: 'superseded' });
  }

  /** Sets how near the owner is to the screen (far owners' requests wait until they come near), or 'background'. */
  setVisibility(owner: string, visibility: Priority): void {
    this.visibility.set(owner, visibility);
    if (visibility !== 'far') this.releaseFarWaits(owner);
    this.pump();
  }

  /**
   * Settles once the owner is no longer far off the screen, or when its request is stopped or superseded: an answer
   * made without a run (a local one) waits there as a far owner's run does. Null when the owner is not far.
   */
  untilNear(owner: string): Promise<void> | null {
    if (this.visibility.get(owner) !== 'far') return null;
    return new Promise((resolve) => {
      const waits = this.farWaits.get(owner) ?? new Set();
      waits.add(resolve);
      this.farWaits.set(owner, waits);
    });
  }

  private releaseFarWaits(owner: string): void {
    const waits = this.farWaits.get(owner);
    if (!waits) return;
    this.farWaits.delete(owner);
    waits.forEach((resolve) => resolve());
  }

  /** Forgets an owner entirely. */
  forget(owner: string): void {
    this.stop(owner);
    this.visibility.delete(owner);
  }

  /** Number of runs in flight and waiting. */
  get stats(): { running: number; queued: number; cached: number } {
    return {
      running: this.running,
      queued: [...this.tasks.values()].filter((t) => !t.running).length,
      cached: this.cache.size,
    };
  }

  /** Runs in flight or waiting for an owner nearer than the background (a chart's own request). */
  get foreground(): number {
    let n = 0;
    for (const task of this.tasks.values()) if (this.rank(task) < RANK.background) n += 1;
    return n;
  }

  private rank(task: Task<T>): number {
    let best = RANK.far;
    for (const ticket of task.tickets) best = Math.min(best, RANK[this.visibility.get(ticket.owner) ?? 'visible']);
    return best;
  }

  private detach(owner: string, answer: Answer<T>): void {
    const ticket = this.tickets.get(owner);
    if (!ticket) return;
    this.tickets.delete(owner);
    const task = ticket.task;
    ticket.task = null;
    ticket.settle(answer);
    if (!task) return;
    task.tickets.delete(ticket);
    if (task.tickets.size > 0) return;
    for (const [k, t] of this.tasks) if (t === task) this.tasks.delete(k);
    if (task.running) task.controller.abort();
  }

  private pump(): void {
    const max = this.options.maxConcurrent ?? 6;
    while (this.running < max) {
      let next: Task<T> | null = null;
      let nextRank = RANK.far;
      for (const task of this.tasks.values()) {
        if (task.running) continue;
        const rank = this.rank(task);
        if (rank < nextRank || (rank === nextRank && next && task.seq < next.seq)) {
          next = task;
          nextRank = rank;
        }
      }
      if (!next) return;
      this.start(next);
    }
  }

  private start(task: Task<T>): void {
    task.running = true;
    this.running += 1;
    const finish = (answer: Answer<T>) => {
      this.running -= 1;
      for (const [k, t] of this.tasks) if (t === task) this.tasks.delete(k);
      for (const ticket of task.tickets) {
        if (this.tickets.get(ticket.owner) === ticket) this.tickets.delete(ticket.owner);
        ticket.task = null;
        ticket.settle(answer);
      }
      task.tickets.clear();
      this.pump();
    };
    task.run().then(
      (value) => {
        if (!task.controller.signal.aborted && (this.options.cacheable?.(value) ?? true))
          this.remember(task.key, value);
        finish({ kind: 'value', value, cached: false });
      },
      () => finish({ kind: 'stopped' }),
    );
  }

  private cached(key: string): T | undefined {
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    const maxAge = this.options.cacheMaxAgeMs;
    if (maxAge !== undefined && this.options.timers.now() - entry.at > maxAge) {
      this.cache.delete(key);
      this.options.evicted?.(entry.value);
      return undefined;
    }
    this.cache.delete(key);
    this.cache.set(key, entry);
    return entry.value;
  }

  private remember(key: string, value: T): void {
    const old = this.cache.get(key);
    this.cache.delete(key);
    if (old && old.value !== value) this.options.evicted?.(old.value);
    this.cache.set(key, { value, at: this.options.timers.now() });
    const size = this.options.cacheSize ?? 100;
    while (this.cache.size > size) {
      const [oldest, entry] = this.cache.entries().next().value as [string, { value: T }];
      this.cache.delete(oldest);
      this.options.evicted?.(entry.value);
    }
  }
}

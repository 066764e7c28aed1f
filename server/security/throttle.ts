/** Counts failed logins per key (a username, a client address) in a sliding window; blocked past the limit. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    /** Past this many keys, stale ones are swept out, so guesses at ever new usernames cannot grow memory for good. */
    private readonly sweepAbove = 10_000,
  ) {}

  private recent(key: string, at: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => at - t < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  blocked(key: string, at: number): boolean {
    return this.recent(key, at).length >= this.maxFailures;
  }

  fail(key: string, at: number): void {
    this.failures.set(key, [...this.recent(key, at), at].slice(-this.maxFailures));
    if (this.failures.size > this.sweepAbove) for (const k of [...this.failures.keys()]) this.recent(k, at);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** How many keys are counted now (for tests of the sweep). */
  get size(): number {
    return this.failures.size;
  }
}

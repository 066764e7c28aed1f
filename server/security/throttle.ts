/** Counts failed logins per client and username in a sliding window; blocked past the limit. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
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
    this.failures.set(key, [...this.recent(key, at), at]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

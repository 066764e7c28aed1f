/**
 * The query gate (issue 9): at most `maxRunning` engine queries run at once in this process, the rest wait their
 * turn in order; one user may have at most `maxPerUser` queries running or waiting, past which the gate refuses.
 * Each DuckDB query holds a libuv pool thread while it runs, so the bound also keeps pool threads free for
 * sign-in (WebCrypto, scrypt), files and DNS: see threadpool.ts.
 */
import { Turns } from '../../src/core/schedule';

/** Raised when a user already has as many queries running or waiting as the gate allows (answered 429). */
export class TooManyQueriesError extends Error {
  /** The HTTP status the server's error handler answers with. */
  readonly statusCode = 429;
  constructor(readonly limit: number) {
    super(
      `Too many queries running for this user: ${limit} are running or waiting. Wait for one to finish and try again (setting limits.maxQueriesPerUser).`,
    );
  }
}

export interface QueryGateLimits {
  maxRunning: number;
  maxPerUser: number;
}

export class QueryGate {
  private readonly turns = new Turns(() => Math.max(1, this.limits.maxRunning));
  private readonly perUser = new Map<number, number>();

  constructor(private readonly limits: QueryGateLimits) {}

  /** Queries running now, and waiting for a turn (for tests and the bench). */
  get load(): { running: number; waiting: number } {
    return this.turns.load;
  }

  /** Runs `work` when a turn is free; `userId` (null for the server's own queries) counts against the user's cap. */
  async run<T>(userId: number | null, work: () => Promise<T>): Promise<T> {
    if (userId !== null) {
      const mine = this.perUser.get(userId) ?? 0;
      if (mine >= this.limits.maxPerUser) throw new TooManyQueriesError(this.limits.maxPerUser);
      this.perUser.set(userId, mine + 1);
    }
    try {
      return await this.turns.run(work);
    } finally {
      if (userId !== null) {
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left) this.perUser.set(userId, left);
        else this.perUser.delete(userId);
      }
    }
  }
}

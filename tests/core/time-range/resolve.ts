import { isoformat, resolveSinceUntil } from '../../../src/core/time-range';
import type { SinceUntilOptions } from '../../../src/core/time-range';

/** Resolves like the endpoint does and prints both ends as naive isoformat strings ("" when unbounded). */
export function resolve(opts: SinceUntilOptions): [string, string] {
  const [since, until] = resolveSinceUntil(opts);
  return [since ? isoformat(since) : '', until ? isoformat(until) : ''];
}

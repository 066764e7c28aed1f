/**
 * libuv's thread pool, sized for the query gate (issue 9). Every running DuckDB query holds one pool thread,
 * and so do JWT checks (WebCrypto), password hashing (scrypt), file reads and DNS look-ups: with libuv's
 * default 4 threads, 4 heavy queries stalled every signed-in request until they ended. The pool is sized at
 * start (it cannot grow later, and Node's module loader starts it before any of our code runs), so
 * server/main.ts starts the server again in a child process with UV_THREADPOOL_SIZE set when it is not.
 */
import type { Limits } from './config';

/** Pool threads kept for everything but queries: libuv's own default. */
export const THREADPOOL_RESERVE = 4;
const LIBUV_MAX = 1024;

/** The pool size that leaves THREADPOOL_RESERVE threads free while limits.maxRunningQueries queries run. */
export function threadpoolSize(limits: Pick<Limits, 'maxRunningQueries'>): number {
  return Math.min(LIBUV_MAX, Math.max(1, limits.maxRunningQueries) + THREADPOOL_RESERVE);
}

/** What to do at start: run as is, start again with the pool sized (UV_THREADPOOL_SIZE unset), or warn (set too small by hand). */
export function threadpoolPlan(
  env: NodeJS.ProcessEnv,
  limits: Pick<Limits, 'maxRunningQueries'>,
): { action: 'run' } | { action: 'relaunch'; size: number } | { action: 'warn'; message: string } {
  const size = threadpoolSize(limits);
  const set = env.UV_THREADPOOL_SIZE;
  if (set === undefined || set === '') return { action: 'relaunch', size };
  if (Number(set) >= size) return { action: 'run' };
  return {
    action: 'warn',
    message: `UV_THREADPOOL_SIZE is ${set}, below the ${size} that limits.maxRunningQueries (${limits.maxRunningQueries}) needs: running queries may delay sign-in and file reads.`,
  };
}

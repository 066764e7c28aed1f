/** Runs one chart data job: the query context on its engine, the response body into the cache, then a done or error event. */
import { resultCache, runQueryContext } from '../chartdata/execute';
import { jsonBody } from '../chartdata/respond';
import type { AppContext } from '../context';
import { QueryStoppedError } from '../engines';
import { ApiError } from '../http/errors';
import { loadPrincipal, publicPrincipal } from '../security/principal';
import type { AsyncJobMetadata, EventLog, JobError, JobPayload, JobProcessor, JobStatus } from './types';

/** Finished responses stay readable at least this long, even for charts that are never cached. */
export const RESULT_MIN_TTL_S = 600;

const GENERIC_MESSAGE = 'An unexpected error occurred while running the query.';

/** Where a finished job's response is read back. */
export function resultUrl(job: Pick<JobPayload, 'kind' | 'resultKey'>): string {
  return job.kind === 'explore'
    ? `/superset/explore_json/data/${job.resultKey}`
    : `/api/v1/chart/data/${job.resultKey}`;
}

/** The metadata of a job in a given state, as the 202 answer and the events carry it. */
export function jobMetadata(
  job: JobPayload,
  status: JobStatus,
  errors: JobError[] = [],
  url: string | null = null,
): AsyncJobMetadata {
  return {
    channel_id: job.channelId,
    job_id: job.jobId,
    user_id: job.userId === 0 ? null : job.userId,
    status,
    errors,
    result_url: url,
  };
}

const toJobError = (e: { message?: unknown; error_type?: unknown }): JobError => ({
  message: String(e.message ?? GENERIC_MESSAGE),
  ...(typeof e.error_type === 'string' ? { error_type: e.error_type } : {}),
});

/** What an error event says about a failure: the engine's own errors when a query failed, never a stack trace. */
export function jobErrors(err: unknown, signal: AbortSignal): JobError[] {
  if (err instanceof ApiError) {
    const listed = err.body?.errors;
    if (Array.isArray(listed) && listed.length)
      return (listed as { message?: unknown; error_type?: unknown }[]).map(toJobError);
    return [{ message: err.message }];
  }
  if (err instanceof QueryStoppedError || signal.aborted) return [{ message: new QueryStoppedError().message }];
  return [{ message: GENERIC_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR' }];
}

/** The processor every job queue runs: it never throws, each job ends in exactly one event. */
export function chartDataProcessor(
  ctx: AppContext,
  events: EventLog,
  logError: (err: unknown, job: JobPayload) => void = () => undefined,
): JobProcessor {
  return async (job, signal) => {
    let meta: AsyncJobMetadata;
    try {
      if (signal.aborted) throw new QueryStoppedError();
      const db = ctx.store.db;
      const user = job.userId === 0 ? await publicPrincipal(db) : await loadPrincipal(db, { id: job.userId });
      if (!user) throw new ApiError(403, 'The user who started this query may no longer run it.');
      if (!job.queryContext) throw new ApiError(400, 'The job holds no chart data request.');
      const outcomes = await runQueryContext(ctx, user, job.queryContext, { sliceId: job.sliceId, signal });
      const body = jsonBody(outcomes, job.kind === 'explore' ? 'list' : 'result');
      const ttl = Math.max(RESULT_MIN_TTL_S, ...outcomes.map((o) => Number(o.result.cache_timeout) || 0));
      await resultCache(ctx).set(`response:${job.resultKey}`, { userId: job.userId, body }, ttl);
      meta = jobMetadata(job, 'done', [], resultUrl(job));
    } catch (err) {
      if (!(err instanceof ApiError) && !(err instanceof QueryStoppedError)) logError(err, job);
      meta = jobMetadata(job, 'error', jobErrors(err, signal));
    }
    await events.append(meta);
  };
}

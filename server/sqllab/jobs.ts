/** SQL Lab's async runs on the shared job queue, and the stop service the query log's stop route calls. */
import { jobManager, registerJobProcessor, type AsyncJobMetadata, type EventLog, type JobPayload } from '../async';
import type { AppContext } from '../context';
import { bool, parseJsonText } from '../domain/audit';
import { engineRegistry } from '../domain/database';
import { finishQuery, runLogged, SqlLabError } from './run';
import { runningQueries } from './execute';

const metadata = (
  job: JobPayload,
  status: AsyncJobMetadata['status'],
  message: string | null,
  resultsKey: string | null = null,
): AsyncJobMetadata => ({
  channel_id: job.channelId,
  job_id: job.jobId,
  user_id: job.userId,
  status,
  errors: message ? [{ message }] : [],
  result_url: resultsKey ? `/api/v1/sqllab/results/?q=(key:'${resultsKey}')` : null,
});

/** Runs one queued SQL Lab query from its log row; it never throws, the log row and one event tell the outcome. */
async function processSqlLabJob(
  ctx: AppContext,
  job: JobPayload,
  signal: AbortSignal,
  events: EventLog,
): Promise<void> {
  const queryId = Number(job.queryId);
  const row = await ctx.store.db.selectFrom('query').selectAll().where('id', '=', queryId).executeTakeFirst();
  if (!row || row.status !== 'pending') return;
  const running = runningQueries(ctx);
  const controller = new AbortController();
  const onAbort = (): void => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  running.set(String(row.client_id), controller);
  let meta: AsyncJobMetadata;
  try {
    if (signal.aborted) controller.abort();
    const db = await ctx.store.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', Number(row.database_id))
      .executeTakeFirstOrThrow();
    const conn = await engineRegistry({ ctx }).get(Number(db.id));
    const request = {
      queryId,
      clientId: String(row.client_id),
      userId: job.userId,
      sql: String(row.executed_sql ?? row.sql ?? ''),
      limit: Number(row.limit ?? ctx.config.sqlMaxRow),
      allowDml: bool(db.allow_dml),
      schema: row.schema ? String(row.schema) : null,
    };
    const { resultsKey } = await runLogged(ctx, conn, request, controller.signal);
    meta = metadata(job, 'done', null, resultsKey);
  } catch (err) {
    const message = err instanceof SqlLabError ? err.message : 'An unexpected error occurred while running the query.';
    if (!(err instanceof SqlLabError)) await finishQuery(ctx, queryId, { status: 'failed', error: message });
    meta = metadata(job, 'error', message);
  } finally {
    signal.removeEventListener('abort', onAbort);
    running.delete(String(row.client_id));
  }
  await events.append(meta);
}

/**
 * Stops a query: one running in this process is interrupted on its engine; a queued one is taken off the queue (the
 * job manager's cancel, for the user who started it). A query with neither (its server restarted) has nothing left
 * to interrupt, so the stop route may mark it stopped: this answers true.
 */
async function stopQuery(ctx: AppContext, clientId: string): Promise<boolean> {
  const here = runningQueries(ctx).get(clientId);
  if (here) {
    here.abort();
    return true;
  }
  const row = await ctx.store.db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  const jobId = parseJsonText<{ job_id?: string }>(row?.extra_json, {}).job_id;
  if (row && jobId) await jobManager(ctx).cancel(jobId, Number(row.user_id));
  return true;
}

/** Registers SQL Lab's job processor and its stop service on a server's context. */
export function registerSqlLabServices(ctx: AppContext): void {
  registerJobProcessor(ctx, 'sqllab', (job, signal, events) => processSqlLabJob(ctx, job, signal, events));
  ctx.services.set('sqllab.stop', (clientId: string) => stopQuery(ctx, clientId));
}

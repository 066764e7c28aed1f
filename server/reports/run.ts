/**
 * One report run: render as the report's owner, deliver to every recipient, and log it. A failed try is logged with
 * its reason (state Error) and tried again after the retry delay, up to `tries` times (default 3 tries, 1 minute
 * apart); each run is its own promise, so a slow or failing report never holds up another. The report's last_state
 * and last_eval_dttm follow the latest try.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { now } from '../clock';
import { parseJsonText } from '../domain/audit';
import { createSession } from '../security/sessions';
import type { MetaDb } from '../store/db';
import { deliver } from './deliver';
import type { Recipient } from './recipients';
import type { BrowserPool } from './page';
import { renderReport, type RunReport } from './render';
import type { ReportSettings } from './settings';

export const STATE_WORKING = 'Working';
export const STATE_SUCCESS = 'Success';
export const STATE_ERROR = 'Error';

/** What a run needs from its process. */
export interface RunDeps {
  app: FastifyInstance;
  settings: ReportSettings;
  baseUrl: string;
  browsers: BrowserPool;
  /** Waits between tries; a test may shorten it. */
  sleep?: (ms: number) => Promise<void>;
  /** Aborted when the server stops: a run waiting to try again stops there, logged as it stands. */
  signal?: AbortSignal;
}

/** The recipients stored on a report: [{type, recipient_config_json: '{"target": ...}'}]. */
export function storedRecipients(raw: unknown): Recipient[] {
  return parseJsonText<Array<{ type?: string; recipient_config_json?: string }>>(raw, []).map((r) => ({
    type: String(r.type),
    target: String(parseJsonText<{ target?: string }>(r.recipient_config_json, {}).target ?? ''),
  }));
}

async function loadRun(
  db: MetaDb,
  id: number,
): Promise<(RunReport & { ownerId: number; recipients: Recipient[] }) | null> {
  const row = await db.selectFrom('report_schedule').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const owner = await db
    .selectFrom('report_schedule_user')
    .select('user_id')
    .where('report_schedule_id', '=', id)
    .orderBy('user_id')
    .executeTakeFirst();
  const chart = row.chart_id
    ? await db.selectFrom('slices').select('slice_name').where('id', '=', row.chart_id).executeTakeFirst()
    : undefined;
  const dashboard = row.dashboard_id
    ? await db.selectFrom('dashboards').select('dashboard_title').where('id', '=', row.dashboard_id).executeTakeFirst()
    : undefined;
  const format = String(row.report_format ?? 'PNG').toUpperCase();
  return {
    id,
    name: row.name,
    format: (['PNG', 'PDF', 'CSV', 'TEXT'].includes(format) ? format : 'PNG') as RunReport['format'],
    chartId: row.chart_id,
    dashboardId: row.dashboard_id,
    title: chart?.slice_name ?? dashboard?.dashboard_title ?? '',
    ownerId: Number(row.created_by_fk ?? owner?.user_id ?? 0),
    recipients: storedRecipients(row.recipients),
  };
}

async function oneTry(deps: RunDeps, report: NonNullable<Awaited<ReturnType<typeof loadRun>>>): Promise<void> {
  const db = deps.app.tessera.store.db;
  if (!report.recipients.length) throw new Error('The report has no recipients.');
  // A short-lived session of the owner, for the chart data API and the browser; removed after the try.
  const { id: sid } = await createSession(db, report.ownerId, deps.settings.renderTimeoutMs + 60_000);
  try {
    const rendered = await renderReport(deps.app, report, sid, deps.baseUrl, deps.browsers, deps.settings);
    const failures: string[] = [];
    for (const r of report.recipients) {
      try {
        await deliver(r, `[Report] ${report.name}`, rendered, deps.settings);
      } catch (err) {
        failures.push(`${r.type} ${r.target}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failures.length) throw new Error(failures.join('; '));
  } finally {
    await db.deleteFrom('user_session').where('id', '=', sid).execute();
  }
}

/** Runs the report scheduled at `scheduledAt` with its retries; answers the final state. */
export async function runReport(deps: RunDeps, reportId: number, scheduledAt: Date): Promise<string> {
  const db = deps.app.tessera.store.db;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt++) {
    const report = await loadRun(db, reportId);
    if (!report) return STATE_ERROR;
    const start = now().toISOString();
    const log = await db
      .insertInto('report_execution_log')
      .values({
        uuid: randomUUID(),
        report_schedule_id: reportId,
        scheduled_dttm: scheduledAt.toISOString(),
        start_dttm: start,
        state: STATE_WORKING,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('report_schedule')
      .set({ last_state: STATE_WORKING, last_eval_dttm: start })
      .where('id', '=', reportId)
      .execute();
    let error: string | null = null;
    try {
      await oneTry(deps, report);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const state = error ? STATE_ERROR : STATE_SUCCESS;
    const retry = error && attempt < deps.settings.tries;
    await db
      .updateTable('report_execution_log')
      .set({
        end_dttm: now().toISOString(),
        state,
        error_message: error && retry ? `${error} (try ${attempt} of ${deps.settings.tries}; trying again)` : error,
      })
      .where('id', '=', Number(log.id))
      .execute();
    await db.updateTable('report_schedule').set({ last_state: state }).where('id', '=', reportId).execute();
    if (!retry || deps.signal?.aborted) return state;
    await sleep(deps.settings.retryDelayMs);
    if (deps.signal?.aborted) return state;
  }
}

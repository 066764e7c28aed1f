// Reports delivered for real: a report scheduled every minute, with the clock pinned (TESSERA_FIXED_NOW), renders a
// CSV from the chart data API and a PNG with the system Chromium, and sends both to a local SMTP sink and a webhook
// receiver; with the sink down the run is logged with the reason and tried again. One Chromium launch in all.
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { now } from '../../../server/clock';
import { ReportScheduler } from '../../../server/reports/scheduler';
import { reportSettings } from '../../../server/reports/settings';
import { qc, startChartDataFixture, type ChartDataFixture } from '../chartdata/fixture';
import { startSmtpSink, startWebhookReceiver, type SmtpSink, type WebhookReceiver } from './sinks';

interface LogEntry {
  state: string;
  start_dttm: string | null;
  end_dttm: string | null;
  error_message: string | null;
  scheduled_dttm: string;
}

let f: ChartDataFixture;
let smtp: SmtpSink;
let hook: WebhookReceiver;
let scheduler: ReportScheduler;
let chartId: number;
const sleeps: number[] = [];

beforeAll(async () => {
  vi.stubEnv('TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS', '1');
  vi.stubEnv('TESSERA_FIXED_NOW', '2026-11-26T12:00:30Z');
  [f, smtp, hook] = await Promise.all([startChartDataFixture(), startSmtpSink(), startWebhookReceiver()]);
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
  const settings = reportSettings({ TESSERA_SMTP_URL: smtp.url, TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS: '1' });
  scheduler = new ReportScheduler(f.t.app, baseUrl, { ...settings, tries: 2, retryDelayMs: 60_000 }, async (ms) => {
    sleeps.push(ms);
  });
  const queryContext = qc(f, 'duckdb', {
    columns: ['category'],
    metrics: ['count'],
    orderby: [['count', false]],
    row_limit: 10,
  });
  const chart = await f.t.store.db
    .insertInto('slices')
    .values({
      uuid: randomUUID(),
      slice_name: 'Events by category',
      viz_type: 'table',
      datasource_type: 'table',
      datasource_id: f.datasetIds.duckdb,
      params: '{}',
      query_context: JSON.stringify(queryContext),
      created_by_fk: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  chartId = Number(chart.id);
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await scheduler.close();
  await Promise.all([smtp.close(), hook.close(), f.close()]);
});

async function createReport(name: string, format: string, recipients: unknown[]): Promise<number> {
  const res = await f.t.api({
    method: 'POST',
    url: '/api/v1/report/',
    payload: {
      type: 'Report',
      name,
      crontab: '* * * * *',
      timezone: 'Europe/Paris',
      chart: chartId,
      report_format: format,
      creation_method: 'alerts_reports',
      active: true,
      recipients,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number((res.json() as { id: number }).id);
}

const log = async (id: number): Promise<LogEntry[]> =>
  ((await f.t.api({ url: `/api/v1/report/${id}/log/` })).json() as { result: LogEntry[] }).result;
const lastState = async (id: number): Promise<string> =>
  ((await f.t.api({ url: `/api/v1/report/${id}` })).json() as { result: { last_state: string } }).result.last_state;

describe('[17-reports] scheduled delivery', () => {
  it('[17-reports] a report due every minute delivers a CSV and a PNG by e-mail and webhook, and logs success', async () => {
    const targets = (to: string) => [
      { type: 'Email', recipient_config_json: { target: to } },
      { type: 'Webhook', recipient_config_json: { target: hook.url } },
    ];
    const csv = await createReport('Daily CSV', 'CSV', targets('csv@example.com'));
    const png = await createReport('Daily PNG', 'PNG', targets('png@example.com'));
    expect(await scheduler.tick(now())).toEqual(['Success', 'Success']);

    const csvMail = smtp.mails.find((m) => m.to.includes('csv@example.com'));
    expect(csvMail?.raw).toMatch(/Subject: \[Report\] Daily CSV/);
    expect(csvMail?.raw).toMatch(/Content-Type: text\/csv; name=Daily_CSV\.csv/);
    expect(smtp.mails.find((m) => m.to.includes('png@example.com'))?.raw).toMatch(/Content-Type: image\/png/);
    const csvPost = hook.posts.find((p) => p.filename === 'Daily_CSV.csv');
    expect(Buffer.from(String(csvPost?.content_base64), 'base64').toString('utf8')).toMatch(/^category,count/);
    const pngPost = hook.posts.find((p) => p.filename === 'Daily_PNG.png');
    // The PNG signature: Chromium rendered the chart page.
    expect(Buffer.from(String(pngPost?.content_base64), 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');

    for (const id of [csv, png]) {
      const [entry] = await log(id);
      expect(entry).toMatchObject({
        state: 'Success',
        error_message: null,
        scheduled_dttm: '2026-11-26T12:00:00.000Z',
      });
      expect(entry?.start_dttm).toBeTruthy();
      expect(entry?.end_dttm).toBeTruthy();
      expect(await lastState(id)).toBe('Success');
    }
    // The minute is claimed: a second tick, or a second process sharing the store, sends nothing again.
    const other = new ReportScheduler(f.t.app, 'http://127.0.0.1:1', reportSettings({}));
    expect(await Promise.all([scheduler.tick(now()), other.tick(now())])).toEqual([[], []]);
    await other.close();
    expect(smtp.mails).toHaveLength(2);
    await f.t.api({ method: 'PUT', url: `/api/v1/report/${png}`, payload: { active: false } });
    await f.t.api({ method: 'PUT', url: `/api/v1/report/${csv}`, payload: { active: false } });
  }, 120_000);

  it('[17-reports] with the SMTP sink down the run is logged with the reason, retried, and other reports still go', async () => {
    await smtp.close();
    vi.stubEnv('TESSERA_FIXED_NOW', '2026-11-26T12:01:10Z');
    const mail = await createReport('Mail only', 'TEXT', [
      { type: 'Email', recipient_config_json: { target: 'down@example.com' } },
    ]);
    const hookOnly = await createReport('Hook only', 'TEXT', [
      { type: 'Webhook', recipient_config_json: { target: hook.url } },
    ]);
    const before = hook.posts.length;
    expect((await scheduler.tick(now())).sort()).toEqual(['Error', 'Success']);
    const entries = await log(mail);
    expect(entries.map((e) => e.state)).toEqual(['Error', 'Error']);
    expect(entries[1]?.error_message).toMatch(/Email down@example\.com: .*ECONNREFUSED.*\(try 1 of 2; trying again\)/);
    expect(entries[0]?.error_message).toMatch(/ECONNREFUSED/);
    expect(sleeps).toEqual([60_000]);
    expect(await lastState(mail)).toBe('Error');
    expect(await lastState(hookOnly)).toBe('Success');
    expect(hook.posts.length).toBe(before + 1);
  }, 60_000);
});

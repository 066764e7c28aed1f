// The run key of a report's scheduled minute is claimed atomically in the metadata store, on SQLite and PostgreSQL:
// two schedulers (two server processes) ticking the same minute send the report once. Recipients are validated.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDue, ReportScheduler } from '../../../server/reports/scheduler';
import { reportSettings } from '../../../server/reports/settings';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { insertDashboard } from '../resources/helpers';
import { createWebhookReport, startWebhookReceiver, type WebhookReceiver } from './sinks';

describe('[17-reports] due minutes', () => {
  it('[17-reports] a crontab is read in the report time zone', () => {
    const nineParis = new Date('2026-11-26T08:00:00Z');
    expect(isDue('0 9 * * *', 'Europe/Paris', nineParis)).toBe(true);
    expect(isDue('0 9 * * *', 'UTC', nineParis)).toBe(false);
    expect(isDue('*/15 * * * *', 'UTC', new Date('2026-11-26T08:15:00Z'))).toBe(true);
    expect(isDue('*/15 * * * *', 'UTC', new Date('2026-11-26T08:16:00Z'))).toBe(false);
  });
});

describe.each(STORE_KINDS)('[17-reports] runs on %s', (kind) => {
  let t: TestInstance;
  let hook: WebhookReceiver;
  let dashboard: number;
  beforeAll(async () => {
    vi.stubEnv('TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS', '1');
    [t, hook] = await Promise.all([startTestInstance(kind), startWebhookReceiver()]);
    dashboard = await insertDashboard(t, 'Sales', 1);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all([t.close(), hook.close()]);
  });

  it('[17-reports] two processes ticking the same minute send the report once', async () => {
    await createWebhookReport(t, { name: 'Hourly text', crontab: '0 * * * *', dashboard, target: hook.url });
    const settings = reportSettings({ TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS: '1' });
    const [a, b] = [0, 1].map(() => new ReportScheduler(t.app, 'http://tessera.test', settings));
    const minute = new Date('2026-11-26T10:00:00Z');
    const runs = await Promise.all([a!.tick(minute), b!.tick(minute), a!.tick(minute)]);
    expect(runs.flat()).toEqual(['Success']);
    expect(hook.posts).toHaveLength(1);
    expect(String(hook.posts[0]?.text)).toContain('Sales');
    expect(await a!.tick(new Date('2026-11-26T10:30:00Z'))).toEqual([]);
    await Promise.all([a!.close(), b!.close()]);
  });

  it('[17-reports] a private webhook is refused with a 422 unless the admin setting allows it', async () => {
    vi.stubEnv('TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS', '0');
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/report/',
      payload: {
        type: 'Report',
        name: 'Internal hook',
        crontab: '0 * * * *',
        dashboard,
        creation_method: 'alerts_reports',
        recipients: [
          { type: 'Webhook', recipient_config_json: { target: 'http://169.254.169.254/latest' } },
          { type: 'Email', recipient_config_json: { target: 'nobody' } },
        ],
      },
    });
    vi.stubEnv('TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS', '1');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: {
        recipients: [
          'The webhook URL points to a private or loopback address, which is not allowed.',
          '"nobody" is not a valid e-mail address.',
        ],
      },
    });
  });

  it('[17-reports] a webhook answering 500 is logged with the reason; stopping the server ends the wait to retry', async () => {
    const failing = await startWebhookReceiver(500);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/report/',
      payload: {
        type: 'Report',
        name: 'Failing hook',
        crontab: '0 * * * *',
        dashboard,
        report_format: 'TEXT',
        creation_method: 'alerts_reports',
        recipients: [{ type: 'Webhook', recipient_config_json: { target: failing.url } }],
      },
    });
    const id = Number((res.json() as { id: number }).id);
    const scheduler = new ReportScheduler(
      t.app,
      'http://tessera.test',
      reportSettings({ TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS: '1' }),
    );
    const run = scheduler.tick(new Date('2026-11-26T11:00:00Z'));
    await vi.waitFor(async () => expect(failing.posts).toHaveLength(1));
    const started = Date.now();
    await scheduler.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const states = (await run).filter((s) => s !== 'Success');
    expect(states).toEqual(['Error']);
    const log = (await t.api({ url: `/api/v1/report/${id}/log/` })).json() as {
      result: Array<{ state: string; error_message: string }>;
    };
    expect(log.result).toHaveLength(1);
    expect(log.result[0]).toMatchObject({
      state: 'Error',
      error_message: `Webhook ${failing.url}: The webhook answered 500. (try 1 of 3; trying again)`,
    });
    await failing.close();
  });

  it('[17-reports] the execution log of a report that does not exist answers 404', async () => {
    const res = await t.api({ url: '/api/v1/report/9999/log/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

// With TESSERA_REDIS_URL, reports run on the minute ticks of the shared queue (BullMQ): two server processes on one
// metadata store and one Redis (a real redis-server started here) put one tick scheduler in place, each tick is
// handed to one of them, and a report due every minute is sent once per minute. The ticks come every 500 ms here
// instead of every minute, so several fall in one minute: the claim table keeps those to one run.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { minuteOf, ReportScheduler, startReportScheduler } from '../../../server/reports/scheduler';
import { reportSettings } from '../../../server/reports/settings';
import { TICK_SCHEDULER_ID } from '../../../server/reports/ticker';
import { openStore, type Store } from '../../../server/store/db';
import { startRedisServer, type RedisServer } from '../async/redis-server';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { insertDashboard } from '../resources/helpers';
import { createWebhookReport, startWebhookReceiver, type WebhookReceiver } from './sinks';

describe.each(STORE_KINDS)('[17-reports] report ticks on the shared queue on %s', (kind) => {
  let redis: RedisServer;
  let t: TestInstance;
  let other: FastifyInstance;
  let otherStore: Store;
  let hook: WebhookReceiver;
  let dashboard: number;

  beforeAll(async () => {
    vi.stubEnv('TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS', '1');
    [redis, hook] = await Promise.all([startRedisServer(), startWebhookReceiver()]);
    t = await startTestInstance(kind, { TESSERA_REDIS_URL: redis.url });
    otherStore = openStore(t.config);
    other = await buildApp({ config: t.config, store: otherStore, staticDir: join(t.config.dataDir, 'no-app') });
    dashboard = await insertDashboard(t, 'Sales', 1);
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await other?.close();
    await otherStore?.close();
    await t?.close();
    await hook?.close();
    await redis?.stop();
  });

  it('[17-reports] two server processes take each tick once and send a report due every minute once a minute', async () => {
    const id = await createWebhookReport(t, {
      name: 'Every minute',
      crontab: '* * * * *',
      dashboard,
      target: hook.url,
    });
    const settings = reportSettings({ TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS: '1' });
    const processes = [t.app, other].map((app) => new ReportScheduler(app, 'http://tessera.test', settings));
    // Which process ran which tick (the time each was scheduled for).
    const ticks = processes.map((p) => {
      const seen: number[] = [];
      const tick = p.tick.bind(p);
      vi.spyOn(p, 'tick').mockImplementation(async (at) => {
        seen.push(at.getTime());
        return tick(at);
      });
      return seen;
    });
    await Promise.all(processes.map((p) => p.startOnQueue(redis.url, { every: 500 })));
    try {
      expect(await processes[0]!.tickSchedulers()).toEqual([{ id: TICK_SCHEDULER_ID, pattern: null, every: 500 }]);
      await vi.waitFor(() => expect(ticks.flat().length).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 100 });
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
    const all = ticks.flat();
    // No tick ran twice, in one process or across both.
    expect(new Set(all).size).toBe(all.length);
    const minutes = new Set(all.map((at) => minuteOf(new Date(at)).toISOString()));
    expect(hook.posts).toHaveLength(minutes.size);
    const log = (await t.api({ url: `/api/v1/report/${id}/log/` })).json() as {
      result: Array<{ state: string; scheduled_dttm: string }>;
    };
    expect(log.result.map((e) => e.state)).toEqual([...minutes].map(() => 'Success'));
    expect(new Set(log.result.map((e) => e.scheduled_dttm))).toEqual(minutes);
  });

  it('[17-reports] a server started with TESSERA_REDIS_URL ticks on the queue, every minute of UTC', async () => {
    const scheduler = await startReportScheduler(t.app, 'http://tessera.test');
    try {
      expect(await scheduler.tickSchedulers()).toEqual([{ id: TICK_SCHEDULER_ID, pattern: '* * * * *', every: null }]);
    } finally {
      await scheduler.close();
    }
  });
});

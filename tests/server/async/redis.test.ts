import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app';
import { resultCache } from '../../../server/chartdata/execute';
import { BullJobQueue, jobManager, type AsyncEvent, type AsyncJobMetadata } from '../../../server/async';
import { openStore, type Store } from '../../../server/store/db';
import { eventOf, startAsyncInstance, sumQuery, waitFor, type AsyncFixture, type EventReader } from './fixture';
import { startRedisServer, type RedisServer } from './redis-server';
import { openEventSocket, type EventSocketClient } from './ws-client';

// Two servers on one metadata store and one Redis: what two processes behind a load balancer share.
describe('async jobs through Redis (BullMQ queue, Redis streams)', () => {
  let redis: RedisServer;
  let fx: AsyncFixture;
  let other: FastifyInstance;
  let otherStore: Store;
  let probe: Redis;
  const sockets: EventSocketClient[] = [];

  const asAdmin = async (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await fx.inst.token('admin')}` },
      ...(payload ? { payload } : {}),
    });
  const submitOn = async (app: FastifyInstance, payload: Record<string, unknown>): Promise<AsyncJobMetadata> => {
    const res = await asAdmin(app, 'POST', '/api/v1/chart/data', payload);
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as AsyncJobMetadata;
  };
  const eventsOn =
    (app: FastifyInstance): EventReader =>
    async (lastId) =>
      asAdmin(app, 'GET', `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`);
  const queueCounts = () => (jobManager(fx.inst.app.tessera).queue as BullJobQueue).counts();

  beforeAll(async () => {
    redis = await startRedisServer();
    probe = new Redis(redis.url);
    fx = await startAsyncInstance({ TESSERA_REDIS_URL: redis.url, TESSERA_ASYNC_CONCURRENCY: '1' });
    otherStore = openStore(fx.inst.config);
    other = await buildApp({
      config: fx.inst.config,
      store: otherStore,
      staticDir: join(fx.inst.config.dataDir, 'no-app'),
    });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await other?.close();
    await fx?.inst.close();
    if (fx) {
      await resultCache(fx.inst.app.tessera).close();
      await resultCache(other.tessera).close();
    }
    await otherStore?.close();
    await probe?.quit();
    await redis?.stop();
  });

  test('both servers run jobs from one queue; events and results are readable on either', async () => {
    expect(jobManager(fx.inst.app.tessera).queue).toBeInstanceOf(BullJobQueue);
    expect(jobManager(other.tessera).queue).toBeInstanceOf(BullJobQueue);
    const slow = await submitOn(fx.inst.app, sumQuery(fx.slow, 'x'));
    await waitFor(
      async () => ((await queueCounts()).running === 1 ? true : undefined),
      10_000,
      'the slow job to start',
    );
    // Each server runs one job at a time, so the quick job can only finish while the slow one runs if the other server took it.
    const quick = await submitOn(fx.inst.app, sumQuery(fx.small, 'num'));
    const done = await eventOf(eventsOn(other), quick);
    expect(done).toMatchObject({ status: 'done', job_id: quick.job_id, channel_id: quick.channel_id });
    // The event is written just before BullMQ marks the quick job complete.
    await waitFor(
      async () => ((await queueCounts()).running === 1 ? true : undefined),
      5000,
      'the quick job to complete',
    );
    const events = ((await eventsOn(fx.inst.app)()).json() as { result: AsyncEvent[] }).result;
    expect(events.map((e) => e.job_id)).toEqual([quick.job_id]);
    for (const app of [fx.inst.app, other]) {
      const data = await asAdmin(app, 'GET', done.result_url ?? '');
      expect(data.statusCode).toBe(200);
      expect((data.json() as { result: { data: unknown }[] }).result[0]?.data).toEqual([
        { name: 'a', total: 4 },
        { name: 'b', total: 2 },
      ]);
    }

    // Cancelling on the server that did not take the job still stops it where it runs.
    expect((await asAdmin(other, 'DELETE', `/api/v1/async_event/job/${slow.job_id}`)).statusCode).toBe(200);
    const stopped = await eventOf(eventsOn(fx.inst.app), slow, 5000);
    expect(stopped).toMatchObject({ status: 'error', errors: [{ message: 'The query was stopped.' }] });
    await waitFor(async () => ((await queueCounts()).running === 0 ? true : undefined), 5000, 'the queue to empty');
  });

  test('events are Redis stream entries: XADD per channel, read back with XRANGE', async () => {
    const job = await submitOn(other, sumQuery(fx.small, 'num', { row_limit: 71 }));
    const event = await eventOf(eventsOn(fx.inst.app), job);
    const entries = (await probe.xrange(`tessera:async-events-${job.channel_id}`, event.id, event.id)) as [
      string,
      string[],
    ][];
    expect(entries).toHaveLength(1);
    const [id, fields] = entries[0] ?? ['', []];
    expect(id).toBe(event.id);
    expect({ id, ...(JSON.parse(fields[1] ?? '{}') as AsyncJobMetadata) }).toEqual(event);
    const later = ((await eventsOn(other)(event.id)).json() as { result: AsyncEvent[] }).result;
    expect(later.some((e) => e.id === event.id)).toBe(false);
  });

  test('a job waiting in the shared queue is removed when cancelled', async () => {
    const busy = [
      await submitOn(fx.inst.app, sumQuery(fx.slow, 'x', { row_limit: 81 })),
      await submitOn(other, sumQuery(fx.slow, 'x', { row_limit: 82 })),
    ];
    await waitFor(
      async () => ((await queueCounts()).running === 2 ? true : undefined),
      10_000,
      'both servers to be busy',
    );
    const waiting = await submitOn(fx.inst.app, sumQuery(fx.small, 'num', { row_limit: 83 }));
    expect(await queueCounts()).toEqual({ waiting: 1, running: 2 });
    expect((await asAdmin(other, 'DELETE', `/api/v1/async_event/job/${waiting.job_id}`)).statusCode).toBe(200);
    expect(await queueCounts()).toEqual({ waiting: 0, running: 2 });
    expect((await eventOf(eventsOn(fx.inst.app), waiting)).errors).toEqual([{ message: 'The query was stopped.' }]);
    for (const job of busy)
      expect((await asAdmin(fx.inst.app, 'DELETE', `/api/v1/async_event/job/${job.job_id}`)).statusCode).toBe(200);
    for (const job of busy) expect((await eventOf(eventsOn(other), job, 5000)).status).toBe('error');
  });

  test('a WebSocket on one server hears the events of jobs submitted to the other', async () => {
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    if (!address || typeof address === 'string') throw new Error('the second server has no port');
    const past = ((await eventsOn(other)()).json() as { result: AsyncEvent[] }).result;
    const lastId = past[past.length - 1]?.id ?? '';
    expect(lastId).not.toBe('');
    const socket = await openEventSocket(`ws://127.0.0.1:${address.port}/ws?last_id=${lastId}`, {
      authorization: `Bearer ${await fx.inst.token('admin')}`,
    });
    sockets.push(socket);
    const job = await submitOn(fx.inst.app, sumQuery(fx.small, 'num', { row_limit: 91 }));
    const pushed = await socket.eventOf(job.job_id);
    expect(pushed).toEqual(await eventOf(eventsOn(fx.inst.app), job));
    expect(socket.events.map((e) => e.job_id)).toEqual([job.job_id]);
  });
});

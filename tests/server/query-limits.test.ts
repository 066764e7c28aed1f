// Issue 9, hole 4: heavy queries must not starve the web server. Each running DuckDB query holds a libuv pool
// thread, as do JWT checks (WebCrypto): with the default 4 threads, 4 heavy queries stalled every signed-in request.
// The query gate (limits.maxRunningQueries, limits.maxQueriesPerUser) and the pool sizing (server/threadpool.ts) fix it.
import { stat } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../server/config';
import { QueryGate, TooManyQueriesError } from '../../server/engines';
import { THREADPOOL_RESERVE, threadpoolPlan, threadpoolSize } from '../../server/threadpool';
import { ADMIN_PASSWORD, STORE_KINDS, startTestInstance, type TestInstance } from './harness';
import { json, seedSmallDataset, type SmallDataset } from './api/fixtures';

const TOO_MANY =
  'Too many queries running for this user: 3 are running or waiting. Wait for one to finish and try again (setting limits.maxQueriesPerUser).';

describe('[hole 4] the query gate', () => {
  const later = (): { promise: Promise<void>; done: () => void } => {
    let done = (): void => undefined;
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  };

  it('runs at most maxRunning queries at once; the others wait their turn in order', async () => {
    const gate = new QueryGate({ maxRunning: 2, maxPerUser: 10 });
    const blocks = [later(), later(), later()];
    const started: number[] = [];
    const runs = blocks.map((b, i) =>
      gate.run(i, async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    blocks[1]?.done();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    blocks[0]?.done();
    blocks[2]?.done();
    await Promise.all(runs);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a user past maxPerUser (running or waiting), not other users, and frees the turn of a failed query', async () => {
    const gate = new QueryGate({ maxRunning: 1, maxPerUser: 2 });
    const block = later();
    const a = gate.run(7, () => block.promise);
    const b = gate.run(7, () => Promise.resolve());
    await expect(gate.run(7, () => Promise.resolve())).rejects.toThrow(TooManyQueriesError);
    const other = gate.run(8, () => Promise.reject(new Error('engine failed')));
    block.done();
    await Promise.all([a, b]);
    await expect(other).rejects.toThrow('engine failed');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run(7, () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('the pool keeps its reserve above the running queries; UV_THREADPOOL_SIZE set too small by hand is warned about', () => {
    expect(threadpoolSize({ maxRunningQueries: 4 })).toBe(4 + THREADPOOL_RESERVE);
    expect(threadpoolPlan({}, { maxRunningQueries: 4 })).toEqual({ action: 'relaunch', size: 8 });
    expect(threadpoolPlan({ UV_THREADPOOL_SIZE: '8' }, { maxRunningQueries: 4 })).toEqual({ action: 'run' });
    expect(threadpoolPlan({ UV_THREADPOOL_SIZE: '4' }, { maxRunningQueries: 4 })).toMatchObject({ action: 'warn' });
    // Queries take at most maxRunningQueries + duckdbThreads - 1 cores: one is left to the web server.
    for (const cores of [1, 2, 4, 16]) {
      const d = defaultLimits(cores);
      expect(d.maxRunningQueries + d.duckdbThreads - 1).toBeLessThanOrEqual(Math.max(1, cores - 1));
    }
    expect([defaultLimits(2).maxRunningQueries, defaultLimits(2).duckdbThreads]).toEqual([1, 1]);
    expect([defaultLimits(16).maxRunningQueries, defaultLimits(16).duckdbThreads]).toEqual([8, 8]);
  });
});

describe.each(STORE_KINDS)('[hole 4] heavy queries on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let heavyId = 0;
  beforeAll(async () => {
    t = await startTestInstance(kind, {
      TESSERA_MAX_RUNNING_QUERIES: '2',
      TESSERA_MAX_QUERIES_PER_USER: '3',
      TESSERA_QUERY_TIMEOUT: '4',
    });
    ds = await seedSmallDataset(t);
    await t.addUser('analyst', ['Admin']);
    // 300^4 rows: seconds of work on any machine, stopped by the 4 s query timeout. No range() or subquery involved.
    const heavy = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: ds.databaseId,
        schema: 'main',
        table_name: 'heavy',
        sql: 'SELECT a.id * b.id + c.id * d.id AS n FROM sales a, sales b, sales c, sales d',
      },
    });
    heavyId = json<{ id: number }>(heavy).id;
  });
  afterAll(async () => t.close());

  const chartData = (user: string, datasetId: number, metric: string): Promise<LightMyRequestResponse> =>
    t.as(user, {
      method: 'POST',
      url: '/api/v1/chart/data',
      payload: {
        datasource: { id: datasetId, type: 'table' },
        force: true,
        queries: [
          { columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: metric, label: 'm' }], row_limit: 10 },
        ],
      },
    });
  const heavyQueries = (): Promise<LightMyRequestResponse>[] => [
    chartData('admin', heavyId, 'SUM(n % 7)'),
    chartData('admin', heavyId, 'SUM(n % 11)'),
    chartData('admin', heavyId, 'SUM(n % 13)'),
    chartData('analyst', heavyId, 'SUM(n % 17)'),
  ];
  const settle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

  it('four heavy queries leave sign-in and signed-in requests fast (libuv pool of 4: two run, two wait)', async () => {
    expect(Number(process.env.UV_THREADPOOL_SIZE ?? 4)).toBeLessThanOrEqual(4);
    await t.token('admin');
    const heavy = heavyQueries();
    // The heavy queries run until the 4 s query timeout: a starved server answers the light requests only once a
    // heavy query has ended and freed its pool thread. Compared in time with that end, not with a fixed budget,
    // so a slow or busy machine does not decide the result.
    const firstHeavyEnd = Promise.race(heavy.map((p) => p.then(() => performance.now())));
    try {
      await settle(700);
      // Signing in hashes the password with scrypt and reading a file goes through fs: both on the libuv pool.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD, provider: 'db' },
      });
      await stat(t.config.dataDir);
      const me = await t.api({ url: '/api/v1/me/' });
      const list = await t.api({ url: '/api/v1/chart/' });
      const lightEnd = performance.now();
      expect([login.statusCode, me.statusCode, list.statusCode]).toEqual([200, 200, 200]);
      expect(lightEnd).toBeLessThan(await firstHeavyEnd);
      for (const res of await Promise.all(heavy)) expect(res.statusCode).not.toBe(500);
    } finally {
      await Promise.allSettled(heavy);
    }
  });

  it('a user past limits.maxQueriesPerUser gets 429 with a clear message; another user still runs', async () => {
    await t.token('analyst');
    const heavy = heavyQueries();
    try {
      await settle(300);
      const refused = await chartData('admin', heavyId, 'SUM(n % 19)');
      expect(refused.statusCode).toBe(429);
      expect(json<{ message: string }>(refused).message).toBe(TOO_MANY);
      const light = chartData('analyst', ds.datasetId, 'COUNT(*)');
      for (const res of await Promise.all(heavy)) expect(res.statusCode).not.toBe(429);
      expect((await light).statusCode).toBe(200);
    } finally {
      await Promise.allSettled(heavy);
    }
  });
});

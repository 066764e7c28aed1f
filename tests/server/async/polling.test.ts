import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobManager, type MemoryJobQueue, type AsyncEvent, type AsyncJobMetadata } from '../../../server/async';
import { eventOf, startAsyncInstance, sumQuery, type AsyncFixture, type EventReader } from './fixture';

const EXPECTED_ROWS = [
  { name: 'a', total: 4 },
  { name: 'b', total: 2 },
];

describe('async chart data by polling (GLOBAL_ASYNC_QUERIES on)', () => {
  let fx: AsyncFixture;
  const events =
    (username: string): EventReader =>
    (lastId) =>
      fx.inst.as(username, { method: 'GET', url: `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}` });
  const post = (username: string, payload: Record<string, unknown>) =>
    fx.inst.as(username, { method: 'POST', url: '/api/v1/chart/data', payload });
  const submit = async (username: string, payload: Record<string, unknown>): Promise<AsyncJobMetadata> => {
    const res = await post(username, payload);
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as AsyncJobMetadata;
  };

  beforeAll(async () => {
    fx = await startAsyncInstance();
    await fx.inst.addUser('alpha', ['Alpha']);
    await fx.inst.addUser('gamma', ['Gamma']);
  });
  afterAll(async () => {
    await fx.inst.close();
  });

  test('POST /api/v1/chart/data answers 202 with the pending job, exactly as Superset shapes it', async () => {
    const res = await post('admin', sumQuery(fx.small, 'num', { row_limit: 99 }));
    expect(res.statusCode).toBe(202);
    const job = res.json() as AsyncJobMetadata;
    expect(Object.keys(job).sort()).toEqual(['channel_id', 'errors', 'job_id', 'result_url', 'status', 'user_id']);
    expect(job).toEqual({
      channel_id: expect.any(String),
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: 1,
      status: 'pending',
      errors: [],
      result_url: null,
    });
    await eventOf(events('admin'), job);
  });

  test('the done event carries result_url, which answers what the synchronous call answers', async () => {
    const job = await submit('admin', sumQuery(fx.small, 'num'));
    const event = await eventOf(events('admin'), job);
    expect(event).toEqual({
      ...job,
      id: expect.stringMatching(/^\d+-\d+$/),
      status: 'done',
      errors: [],
      result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/[0-9a-f]+$/),
    });
    const asyncRes = await fx.inst.api({ method: 'GET', url: event.result_url ?? '' });
    expect(asyncRes.statusCode).toBe(200);
    const fromJob = (asyncRes.json() as { result: Record<string, unknown>[] }).result;
    expect(fromJob[0]?.data).toEqual(EXPECTED_ROWS);

    // The result is cached now, so the same request answers 200 at once.
    const syncRes = await post('admin', sumQuery(fx.small, 'num'));
    expect(syncRes.statusCode).toBe(200);
    const sync = (syncRes.json() as { result: Record<string, unknown>[] }).result;
    expect(sync[0]?.is_cached).toBe(true);
    for (const key of ['data', 'colnames', 'coltypes', 'rowcount', 'query', 'cache_key'])
      expect(fromJob[0]?.[key], key).toEqual(sync[0]?.[key]);

    // force skips the cache, so it goes async again.
    const forced = await post('admin', { ...sumQuery(fx.small, 'num'), force: true });
    expect(forced.statusCode).toBe(202);
    expect((await eventOf(events('admin'), forced.json() as AsyncJobMetadata)).status).toBe('done');
  });

  test('only full JSON results go async: CSV and the query text answer at once', async () => {
    const csv = await post('admin', { ...sumQuery(fx.small, 'num', { row_limit: 7 }), result_format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('name,total\na,4\nb,2\n');
    const query = await post('admin', { ...sumQuery(fx.small, 'num', { row_limit: 8 }), result_type: 'query' });
    expect(query.statusCode).toBe(200);
  });

  test('legacy explore_json POST goes async; its result is read back at /superset/explore_json/data/<key>', async () => {
    const formData = {
      datasource: `${fx.small}__table`,
      viz_type: 'table',
      groupby: ['name'],
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'total' }],
      row_limit: 100,
    };
    const res = await fx.inst.api({
      method: 'POST',
      url: '/superset/explore_json/',
      payload: { form_data: JSON.stringify(formData) },
    });
    expect(res.statusCode, res.body).toBe(202);
    const event = await eventOf(events('admin'), res.json() as AsyncJobMetadata);
    expect(event.status).toBe('done');
    expect(event.result_url).toMatch(/^\/superset\/explore_json\/data\/ejr-[0-9a-f]+$/);
    const data = await fx.inst.api({ method: 'GET', url: event.result_url ?? '' });
    expect(data.statusCode).toBe(200);
    const body = data.json() as Record<string, unknown>[];
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]?.data).toEqual(expect.arrayContaining(EXPECTED_ROWS));
    expect(body[0]?.data).toHaveLength(2);
    expect((await fx.inst.as('alpha', { method: 'GET', url: event.result_url ?? '' })).statusCode).toBe(404);
  });

  test('a query that fails in the engine ends in an error event with the engine message', async () => {
    const job = await submit(
      'admin',
      sumQuery(fx.small, 'num', {
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(CAST(name AS INTEGER))', label: 'broken' }],
      }),
    );
    const event = await eventOf(events('admin'), job);
    expect(event.status).toBe('error');
    expect(event.result_url).toBeNull();
    expect(event.errors).toHaveLength(1);
    expect(event.errors[0]?.message).toMatch(/convert/i);
    expect(event.errors[0]?.error_type).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(JSON.stringify(event)).not.toMatch(/at .*\.ts:\d+/);
  });

  test('what the user may not run fails at once, without a job', async () => {
    expect((await post('gamma', sumQuery(fx.small, 'num'))).statusCode).toBe(403);
    const unknown = await post('admin', sumQuery(fx.small, 'num', { columns: ['nope'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('nope');
  });

  test('cancelling stops the running engine query, and its error event says it was stopped', async () => {
    const job = await submit('admin', sumQuery(fx.slow, 'x'));
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (await fx.inst.as('alpha', { method: 'DELETE', url: `/api/v1/async_event/job/${job.job_id}` })).statusCode,
    ).toBe(404);
    const started = Date.now();
    const res = await fx.inst.api({ method: 'DELETE', url: `/api/v1/async_event/job/${job.job_id}` });
    expect(res.statusCode).toBe(200);
    const event = await eventOf(events('admin'), job, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(event).toMatchObject({ status: 'error', result_url: null, errors: [{ message: 'The query was stopped.' }] });
    expect((await fx.inst.api({ method: 'DELETE', url: `/api/v1/async_event/job/${job.job_id}` })).statusCode).toBe(
      404,
    );
  });

  test("one user's jobs and events are invisible to another", async () => {
    const theirs = await submit('alpha', sumQuery(fx.small, 'num', { row_limit: 42 }));
    const theirEvent = await eventOf(events('alpha'), theirs);
    expect(theirEvent.status).toBe('done');
    const mine = await submit('admin', sumQuery(fx.small, 'num', { row_limit: 43 }));
    expect(mine.channel_id).not.toBe(theirs.channel_id);
    await eventOf(events('admin'), mine);
    const adminSees = (await events('admin')()).json() as { result: AsyncEvent[] };
    expect(adminSees.result.some((e) => e.job_id === theirs.job_id || e.user_id !== 1)).toBe(false);
    const alphaSees = (await events('alpha')()).json() as { result: AsyncEvent[] };
    expect(alphaSees.result.map((e) => e.job_id)).toEqual([theirs.job_id]);
    expect((await fx.inst.api({ method: 'GET', url: theirEvent.result_url ?? '' })).statusCode).toBe(404);
    expect((await fx.inst.as('alpha', { method: 'GET', url: theirEvent.result_url ?? '' })).statusCode).toBe(200);
  });

  test('last_id is exclusive, and a malformed one is refused', async () => {
    const first = await eventOf(events('admin'), await submit('admin', sumQuery(fx.small, 'num', { row_limit: 44 })));
    const second = await eventOf(events('admin'), await submit('admin', sumQuery(fx.small, 'num', { row_limit: 45 })));
    const afterFirst = ((await events('admin')(first.id)).json() as { result: AsyncEvent[] }).result;
    expect(afterFirst.map((e) => e.id)).toEqual([second.id]);
    expect(((await events('admin')(second.id)).json() as { result: AsyncEvent[] }).result).toEqual([]);
    expect((await events('admin')('1-0; FLUSHALL')).statusCode).toBe(400);
  });

  test('async_event answers 401 without a login or without a valid channel token', async () => {
    expect((await fx.inst.app.inject({ method: 'GET', url: '/api/v1/async_event/' })).statusCode).toBe(401);
    const login = await fx.inst.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'alpha', password: 'alpha-pw' },
    });
    const session = login.cookies.find((c) => c.name === 'session')?.value ?? '';
    expect(session).not.toBe('');
    const read = (cookies: Record<string, string>) =>
      fx.inst.app.inject({ method: 'GET', url: '/api/v1/async_event/', cookies });
    expect((await read({ session })).statusCode).toBe(401);
    expect((await read({ session, 'async-token': 'not-a-jwt' })).statusCode).toBe(401);
  });

  test('a browser session gets its channel from the async-token cookie, set when absent', async () => {
    const login = await fx.inst.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'alpha', password: 'alpha-pw' },
    });
    const session = login.cookies.find((c) => c.name === 'session')?.value ?? '';
    const csrf = (login.json() as { csrf_token: string }).csrf_token;
    const postAsBrowser = (cookies: Record<string, string>, rowLimit: number) =>
      fx.inst.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        cookies,
        headers: { 'x-csrftoken': csrf },
        payload: sumQuery(fx.small, 'num', { row_limit: rowLimit }),
      });
    const first = await postAsBrowser({ session }, 51);
    expect(first.statusCode).toBe(202);
    const cookie = first.cookies.find((c) => c.name === 'async-token');
    expect(cookie?.httpOnly).toBe(true);
    const token = cookie?.value ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      channel: string;
      sub: string;
    };
    const job = first.json() as AsyncJobMetadata;
    expect(claims.channel).toBe(job.channel_id);
    expect(claims.sub).toBe(String(job.user_id));

    const second = await postAsBrowser({ session, 'async-token': token }, 52);
    expect(second.cookies.find((c) => c.name === 'async-token')).toBeUndefined();
    expect((second.json() as AsyncJobMetadata).channel_id).toBe(job.channel_id);
    const read: EventReader = () =>
      fx.inst.app.inject({ method: 'GET', url: '/api/v1/async_event/', cookies: { session, 'async-token': token } });
    expect((await eventOf(read, job)).status).toBe('done');

    // The admin's session cannot read alpha's channel with alpha's cookie.
    const adminLogin = await fx.inst.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: 'admin-test-password' },
    });
    const adminSession = adminLogin.cookies.find((c) => c.name === 'session')?.value ?? '';
    expect(
      (
        await fx.inst.app.inject({
          method: 'GET',
          url: '/api/v1/async_event/',
          cookies: { session: adminSession, 'async-token': token },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('async limits and switches', () => {
  test('with the flag off, chart data answers at once and there is no async_event', async () => {
    const fx = await startAsyncInstance({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'false' });
    try {
      const res = await fx.inst.api({ method: 'POST', url: '/api/v1/chart/data', payload: sumQuery(fx.small, 'num') });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { result: { data: unknown }[] }).result[0]?.data).toEqual(EXPECTED_ROWS);
      expect((await fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' })).statusCode).toBe(404);
    } finally {
      await fx.inst.close();
    }
  });

  test('a read answers at most 100 events; the next read goes on from the last id', async () => {
    const fx = await startAsyncInstance();
    try {
      const manager = jobManager(fx.inst.app.tessera);
      const channel = manager.channels.userChannel(1);
      for (let i = 0; i < 105; i++)
        await manager.events.append({
          channel_id: channel,
          job_id: `job-${i}`,
          user_id: 1,
          status: 'done',
          errors: [],
          result_url: `/api/v1/chart/data/k${i}`,
        });
      const first = (
        (await fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' })).json() as { result: AsyncEvent[] }
      ).result;
      expect(first).toHaveLength(100);
      expect(first[0]?.job_id).toBe('job-0');
      const rest = (
        (await fx.inst.api({ method: 'GET', url: `/api/v1/async_event/?last_id=${first[99]?.id ?? ''}` })).json() as {
          result: AsyncEvent[];
        }
      ).result;
      expect(rest.map((e) => e.job_id)).toEqual(['job-100', 'job-101', 'job-102', 'job-103', 'job-104']);
    } finally {
      await fx.inst.close();
    }
  });

  test('a query past the timeout is ended in the engine, and its error event says it timed out', async () => {
    const fx = await startAsyncInstance({ TESSERA_QUERY_TIMEOUT: '1' });
    try {
      const started = Date.now();
      const res = await fx.inst.api({ method: 'POST', url: '/api/v1/chart/data', payload: sumQuery(fx.slow, 'x') });
      expect(res.statusCode).toBe(202);
      const read: EventReader = () => fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' });
      const event = await eventOf(read, res.json() as AsyncJobMetadata, 10_000);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(event.status).toBe('error');
      expect(event.errors).toEqual([
        { message: 'The query exceeded the 1 seconds timeout.', error_type: 'BACKEND_TIMEOUT_ERROR' },
      ]);
      // The engine is free again for the next query.
      const next = await fx.inst.api({ method: 'POST', url: '/api/v1/chart/data', payload: sumQuery(fx.small, 'num') });
      expect((await eventOf(read, next.json() as AsyncJobMetadata)).status).toBe('done');
    } finally {
      await fx.inst.close();
    }
  });

  test('no more than TESSERA_ASYNC_CONCURRENCY jobs run at once; the next waits for a free slot', async () => {
    const fx = await startAsyncInstance({ TESSERA_ASYNC_CONCURRENCY: '1' });
    try {
      const read: EventReader = () => fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' });
      const slow = (
        await fx.inst.api({ method: 'POST', url: '/api/v1/chart/data', payload: sumQuery(fx.slow, 'x') })
      ).json() as AsyncJobMetadata;
      const quick = (
        await fx.inst.api({ method: 'POST', url: '/api/v1/chart/data', payload: sumQuery(fx.small, 'num') })
      ).json() as AsyncJobMetadata;
      await new Promise((r) => setTimeout(r, 800));
      expect((jobManager(fx.inst.app.tessera).queue as MemoryJobQueue).size).toEqual({ waiting: 1, running: 1 });
      expect(((await read()).json() as { result: AsyncEvent[] }).result).toEqual([]);
      expect((await fx.inst.api({ method: 'DELETE', url: `/api/v1/async_event/job/${slow.job_id}` })).statusCode).toBe(
        200,
      );
      const quickEvent = await eventOf(read, quick);
      expect(quickEvent.status).toBe('done');
      const order = ((await read()).json() as { result: AsyncEvent[] }).result.map((e) => e.job_id);
      expect(order).toEqual([slow.job_id, quick.job_id]);
    } finally {
      await fx.inst.close();
    }
  });
});

describe('the async-token cookie over HTTPS', () => {
  let proxied: AsyncFixture;
  beforeAll(async () => {
    proxied = await startAsyncInstance({ TESSERA_TRUSTED_PROXIES: '10.9.0.0/16' });
  });
  afterAll(async () => proxied?.inst.close());

  test('is Secure when a listed proxy says the browser came over HTTPS, like the session cookie, and only then', async () => {
    const asyncCookie = async (remoteAddress: string, rowLimit: number) => {
      const headers = { 'x-forwarded-proto': 'https' };
      const login = await proxied.inst.app.inject({
        method: 'POST',
        url: '/login/',
        payload: { username: 'admin', password: 'admin-test-password' },
        headers,
        remoteAddress,
      });
      const session = login.cookies.find((c) => c.name === 'session')?.value ?? '';
      const csrf = (login.json() as { csrf_token: string }).csrf_token;
      const res = await proxied.inst.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        cookies: { session },
        headers: { ...headers, 'x-csrftoken': csrf },
        payload: sumQuery(proxied.small, 'num', { row_limit: rowLimit }),
        remoteAddress,
      });
      expect(res.statusCode).toBe(202);
      return res.cookies.find((c) => c.name === 'async-token');
    };
    expect((await asyncCookie('10.9.1.1', 61))?.secure).toBe(true);
    expect((await asyncCookie('192.0.2.77', 62))?.secure).toBeFalsy();
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AsyncJobMetadata } from '../../../server/async';
import { eventOf, startAsyncInstance, sumQuery, type AsyncFixture, type EventReader } from './fixture';
import { openEventSocket, type EventSocketClient } from './ws-client';

describe('async events over the WebSocket', () => {
  let fx: AsyncFixture;
  let base = '';
  const sockets: EventSocketClient[] = [];
  const open = async (query = '', headers: Record<string, string> = {}): Promise<EventSocketClient> => {
    const socket = await openEventSocket(`${base}/ws${query}`, headers);
    sockets.push(socket);
    return socket;
  };
  const bearer = async (username: string): Promise<Record<string, string>> => ({
    authorization: `Bearer ${await fx.inst.token(username)}`,
  });
  const submit = async (username: string, payload: Record<string, unknown>): Promise<AsyncJobMetadata> => {
    const res = await fx.inst.as(username, { method: 'POST', url: '/api/v1/chart/data', payload });
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as AsyncJobMetadata;
  };

  beforeAll(async () => {
    fx = await startAsyncInstance();
    await fx.inst.addUser('alpha', ['Alpha']);
    await fx.inst.app.listen({ port: 0, host: '127.0.0.1' });
    const address = fx.inst.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server has no port');
    base = `ws://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await fx.inst.close();
  });

  test('a done event is pushed to the socket, with the result_url polling would give', async () => {
    const socket = await open('', await bearer('admin'));
    const job = await submit('admin', sumQuery(fx.small, 'num'));
    const pushed = await socket.eventOf(job.job_id);
    expect(pushed).toMatchObject({
      job_id: job.job_id,
      channel_id: job.channel_id,
      user_id: 1,
      status: 'done',
      errors: [],
    });
    const polled = await eventOf(() => fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' }), job);
    expect(pushed).toEqual(polled);
    const data = await fx.inst.api({ method: 'GET', url: pushed.result_url ?? '' });
    expect((data.json() as { result: { data: unknown }[] }).result[0]?.data).toEqual([
      { name: 'a', total: 4 },
      { name: 'b', total: 2 },
    ]);
  });

  test('an error event is pushed too', async () => {
    const socket = await open('', await bearer('admin'));
    const job = await submit(
      'admin',
      sumQuery(fx.small, 'num', {
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(CAST(name AS INTEGER))', label: 'broken' }],
      }),
    );
    const pushed = await socket.eventOf(job.job_id);
    expect(pushed.status).toBe('error');
    expect(pushed.errors[0]?.message).toMatch(/convert/i);
  });

  test('a socket opened with last_id first gets the events after it, then live ones', async () => {
    const read: EventReader = () => fx.inst.api({ method: 'GET', url: '/api/v1/async_event/' });
    const earlier = await eventOf(read, await submit('admin', sumQuery(fx.small, 'num', { row_limit: 61 })));
    const missed = await eventOf(read, await submit('admin', sumQuery(fx.small, 'num', { row_limit: 62 })));
    const socket = await open(`?last_id=${earlier.id}`, await bearer('admin'));
    const replayed = await socket.eventOf(missed.job_id);
    expect(replayed).toEqual(missed);
    const live = await submit('admin', sumQuery(fx.small, 'num', { row_limit: 63 }));
    await socket.eventOf(live.job_id);
    expect(socket.events.some((e) => e.id === earlier.id)).toBe(false);
    expect(new Set(socket.events.map((e) => e.id)).size).toBe(socket.events.length);
  });

  test("another user's socket hears nothing of these jobs", async () => {
    const theirs = await open('', await bearer('alpha'));
    const mine = await open('', await bearer('admin'));
    const job = await submit('admin', sumQuery(fx.small, 'num', { row_limit: 64 }));
    await mine.eventOf(job.job_id);
    const alphaJob = await submit('alpha', sumQuery(fx.small, 'num', { row_limit: 65 }));
    await theirs.eventOf(alphaJob.job_id);
    expect(theirs.events.map((e) => e.job_id)).toEqual([alphaJob.job_id]);
    expect(mine.events.some((e) => e.job_id === alphaJob.job_id)).toBe(false);
  });

  test('a browser socket uses the session and its async-token cookie', async () => {
    const login = await fx.inst.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'alpha', password: 'alpha-pw' },
    });
    const session = login.cookies.find((c) => c.name === 'session')?.value ?? '';
    const csrf = (login.json() as { csrf_token: string }).csrf_token;
    const first = await fx.inst.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      cookies: { session },
      headers: { 'x-csrftoken': csrf },
      payload: sumQuery(fx.small, 'num', { row_limit: 66 }),
    });
    const token = first.cookies.find((c) => c.name === 'async-token')?.value ?? '';
    const socket = await open('', { cookie: `session=${session}; async-token=${token}` });
    expect((await socket.eventOf((first.json() as AsyncJobMetadata).job_id)).status).toBe('done');
    await expect(openEventSocket(`${base}/ws`, { cookie: `session=${session}` })).rejects.toThrow(
      'upgrade refused: 401',
    );
  });

  test('the upgrade is refused without a login, and with a malformed last_id', async () => {
    await expect(openEventSocket(`${base}/ws`)).rejects.toThrow('upgrade refused: 401');
    await expect(openEventSocket(`${base}/ws?last_id=nope`, await bearer('admin'))).rejects.toThrow(
      'upgrade refused: 400',
    );
  });

  test('S4.02 the WebSocket URL the bootstrap advertises is the one served', async () => {
    const boot = (await fx.inst.api({ method: 'GET', url: '/api/v1/bootstrap/' })).json() as {
      conf: Record<string, unknown>;
    };
    const advertised = String(boot.conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL);
    const socket = await openEventSocket(`${base}${advertised}`, await bearer('admin'));
    sockets.push(socket);
    const job = await submit('admin', sumQuery(fx.small, 'num', { row_limit: 87 }));
    expect((await socket.eventOf(job.job_id)).status).toBe('done');
  });
});

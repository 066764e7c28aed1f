import { describe, expect, it } from 'vitest';
import { AsyncEventClient, LAST_EVENT_ID_KEY, memoryStorage } from '../../workers/dataplane';
import type { AsyncEvent, ChartDataAsyncJob } from '../../src/core/query';
import { FakeSocket, FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

const job = (id: string): ChartDataAsyncJob => ({
  job_id: id,
  channel_id: 'ch',
  user_id: 1,
  status: 'pending',
  errors: [],
  result_url: null,
});
const event = (id: string, jobId: string, status: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    job_id: jobId,
    channel_id: 'ch',
    user_id: 1,
    status,
    errors: [],
    result_url: null,
    ...extra,
  }) as unknown as AsyncEvent;

function setup(
  routes: Parameters<typeof fakeFetch>[0],
  extra: { storage?: ReturnType<typeof memoryStorage>; transport?: 'ws'; sockets?: FakeSocket[] } = {},
) {
  const timers = new FakeTimers();
  const fetch = fakeFetch(routes);
  const logger = recordingLogger();
  const storage = extra.storage ?? memoryStorage();
  const sockets = extra.sockets ?? [];
  const client = new AsyncEventClient({
    fetch,
    timers,
    storage,
    logger,
    ...(extra.transport
      ? {
          transport: 'ws',
          websocketUrl: 'ws://host/ws',
          socketFactory: (url: string) => (sockets.push(new FakeSocket(url)), sockets.at(-1) as FakeSocket),
        }
      : {}),
  });
  return { timers, fetch, logger, storage, client, sockets };
}

describe('async query jobs (spec 002 §4)', () => {
  it('polls every 500 ms, resolves a done job with result_url json.result and keeps the last id', async () => {
    const { timers, fetch, storage, client } = setup({
      '/api/v1/async_event/': [
        json({ result: [] }),
        json({ result: [event('1-0', 'j1', 'done', { result_url: '/api/v1/chart/data/k1' })] }),
      ],
      '/api/v1/chart/data/k1': json('{"result":[{"rowcount":1,"data":[{"id":9007199254740993}]}]}'),
    });
    const pending = client.waitForAsyncData(job('j1'));
    await timers.advance(499);
    expect(fetch.calls).toHaveLength(0);
    await timers.advance(1);
    expect(fetch.calls[0]?.url).toBe('/api/v1/async_event/');
    await timers.advance(500);
    const results = (await pending) as { rowcount: number }[];
    expect(results[0]?.rowcount).toBe(1);
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('1-0');
  });

  it('sends the stored last event id as last_id', async () => {
    const { timers, fetch, client } = setup(
      { '/api/v1/async_event/': json({ result: [] }) },
      { storage: memoryStorage({ [LAST_EVENT_ID_KEY]: '9-1' }) },
    );
    void client.waitForAsyncData(job('j'));
    await timers.advance(500);
    expect(fetch.calls[0]?.url).toBe('/api/v1/async_event/?last_id=9-1');
  });

  it('rejects an error event with the parsed message', async () => {
    const { timers, client } = setup({
      '/api/v1/async_event/': json({
        result: [event('2-0', 'j2', 'error', { errors: [{ message: 'Query timed out' }] })],
      }),
    });
    const pending = client.waitForAsyncData(job('j2'));
    const caught = pending.catch((e: Error) => e.message);
    await timers.advance(500);
    expect(await caught).toBe('Query timed out');
  });

  it('logs an unknown status and keeps waiting', async () => {
    const { client, logger } = setup({});
    void client.waitForAsyncData(job('j3'));
    client.processEvents([event('3-0', 'j3', 'running')]);
    expect(logger.warnings).toEqual([['received event with status', 'running']]);
  });

  it('retries an event with no listener 6 times at 100 ms × attempt, then drops it with a warning', async () => {
    const { timers, client, logger } = setup({});
    client.processEvents([event('4-0', 'orphan', 'done')]);
    const delays = [100, 200, 300, 400, 500, 600];
    for (const delay of delays) {
      expect(logger.warnings).toHaveLength(0);
      await timers.advance(delay);
    }
    expect(logger.warnings).toEqual([['listener not found for job_id', 'orphan']]);
    expect(timers.count).toBe(0);
  });

  it('an event that arrives before its listener still resolves it', async () => {
    const { timers, client } = setup({ '/r': json({ result: { rowcount: 5 } }) });
    client.processEvents([event('5-0', 'late', 'done', { result_url: '/r' })]);
    const pending = client.waitForAsyncData(job('late'));
    await timers.advance(100);
    expect(await pending).toEqual([{ rowcount: 5 }]);
  });

  it('uses the WebSocket, reconnects up to 6 times 2.5 s apart, then falls back to polling', async () => {
    const { timers, fetch, client, sockets, logger } = setup(
      { '/api/v1/async_event/': json({ result: [] }) },
      { transport: 'ws', storage: memoryStorage({ [LAST_EVENT_ID_KEY]: '7-0' }) },
    );
    void client.waitForAsyncData(job('w'));
    expect(sockets[0]?.url).toBe('ws://host/ws?last_id=7-0');
    for (let i = 0; i < 7; i += 1) {
      sockets.at(-1)?.emit('error');
      await timers.advance(2499);
      expect(sockets).toHaveLength(i + 1);
      await timers.advance(1);
    }
    expect(sockets).toHaveLength(7);
    expect(logger.warnings).toContainEqual(['WebSocket not available, falling back to async polling']);
    await timers.advance(500);
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/v1/async_event/?last_id=7-0']);
  });

  it('reads events from WebSocket messages', async () => {
    const { timers, client, sockets } = setup({ '/r2': json({ result: [{ rowcount: 2 }] }) }, { transport: 'ws' });
    const pending = client.waitForAsyncData(job('m'));
    sockets[0]?.emit('open');
    sockets[0]?.emit('message', JSON.stringify(event('8-0', 'm', 'done', { result_url: '/r2' })));
    await timers.advance(0);
    expect(await pending).toEqual([{ rowcount: 2 }]);
  });
});

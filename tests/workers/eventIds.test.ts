import { beforeAll, describe, expect, it } from 'vitest';
import {
  EventIdStorage,
  LAST_EVENT_ID_KEY,
  createDataPlane,
  memoryStorage,
  persistLastEventId,
} from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import type { KeyValueStorage } from '../../src/core/dataplane';
import { FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

let db: DuckDBHandle;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);

const job = (id: string) =>
  json({ job_id: id, channel_id: 'c', user_id: 1, status: 'pending', errors: [], result_url: null }, 202);
const done = (eventId: string, jobId: string) =>
  json({
    result: [
      {
        id: eventId,
        job_id: jobId,
        channel_id: 'c',
        user_id: 1,
        status: 'done',
        errors: [],
        result_url: `/api/v1/chart/data/${jobId}`,
      },
    ],
  });
const rows = (jobId: string) =>
  json(`{"result":[{"colnames":["n"],"coltypes":[0],"rowcount":1,"data":[{"n":1}]}],"job":"${jobId}"}`);

/** A worker-side data plane (no storage of its own) with async queries by polling. */
function workerPlane(routes: Parameters<typeof fakeFetch>[0]) {
  const timers = new FakeTimers();
  const fetch = fakeFetch(routes);
  const logger = recordingLogger();
  const dp = createDataPlane({
    fetch,
    timers,
    storage: null,
    logger,
    duckdb: async () => db,
    config: { asyncQueries: { enabled: true } },
  });
  return { dp, timers, fetch, logger };
}

const request = (chartId: number) => ({
  chartId,
  formData: { slice_id: chartId },
  queryContext: { datasource: { id: 1, type: 'table' as const }, queries: [{}] },
});
const pollUrls = (fetch: { calls: { url: string }[] }) =>
  fetch.calls.map((c) => c.url).filter((u) => u.startsWith('/api/v1/async_event/'));

/** Storage whose reads or writes throw, as localStorage does when the browser blocks it. */
function brokenStorage(broken: 'get' | 'set'): KeyValueStorage {
  return {
    getItem: () => {
      if (broken === 'get') throw new DOMException('The operation is insecure.', 'SecurityError');
      return null;
    },
    setItem: () => {
      if (broken === 'set') throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  };
}

describe('last async event id kept in local storage across reloads (spec 002)', () => {
  it('the page hands the stored id to the worker, which sends it as last_id and saves newer ids on the page', async () => {
    const page = memoryStorage({ [LAST_EVENT_ID_KEY]: '9-1' });
    const { dp, timers, fetch } = workerPlane({
      '/api/v1/chart/data/j1': rows('j1'),
      '/api/v1/chart/data': job('j1'),
      '/api/v1/async_event/': done('10-0', 'j1'),
    });
    await persistLastEventId(dp, page, recordingLogger());
    const pending = dp.fetchChartData(request(1));
    await timers.advance(500);
    expect(pollUrls(fetch)).toEqual(['/api/v1/async_event/?last_id=9-1']);
    expect((await pending).status).toBe('success');
    expect(page.getItem(LAST_EVENT_ID_KEY)).toBe('10-0');
  });

  it('a reloaded page (a new worker) starts from the id the previous one saved', async () => {
    const page = memoryStorage();
    const first = workerPlane({
      '/api/v1/chart/data/j2': rows('j2'),
      '/api/v1/chart/data': job('j2'),
      '/api/v1/async_event/': done('11-3', 'j2'),
    });
    await persistLastEventId(first.dp, page, recordingLogger());
    const pending = first.dp.fetchChartData(request(2));
    await first.timers.advance(500);
    await pending;
    first.dp.dispose();
    const second = workerPlane({ '/api/v1/chart/data': job('j3'), '/api/v1/async_event/': json({ result: [] }) });
    await persistLastEventId(second.dp, page, recordingLogger());
    void second.dp.fetchChartData(request(3));
    await second.timers.advance(500);
    expect(pollUrls(second.fetch)).toEqual(['/api/v1/async_event/?last_id=11-3']);
    second.dp.dispose();
  });

  it('an id handed in after async queries were configured still reaches the running client', async () => {
    const { dp, timers, fetch } = workerPlane({
      '/api/v1/chart/data': job('j4'),
      '/api/v1/async_event/': json({ result: [] }),
    });
    await dp.configure({ asyncQueries: { enabled: true, pollingDelayMs: 200 } });
    await persistLastEventId(dp, memoryStorage({ [LAST_EVENT_ID_KEY]: '5-5' }), recordingLogger());
    void dp.fetchChartData(request(4));
    await timers.advance(200);
    expect(pollUrls(fetch)).toEqual(['/api/v1/async_event/?last_id=5-5']);
    dp.dispose();
  });

  it('a storage that cannot be read is only logged; polling starts without last_id', async () => {
    const logger = recordingLogger();
    const { dp, timers, fetch } = workerPlane({
      '/api/v1/chart/data': job('j5'),
      '/api/v1/async_event/': json({ result: [] }),
    });
    await persistLastEventId(dp, brokenStorage('get'), logger);
    void dp.fetchChartData(request(5));
    await timers.advance(500);
    expect(pollUrls(fetch)).toEqual(['/api/v1/async_event/']);
    expect(logger.warnings.map((w) => w[0])).toEqual(['Failed to fetch last event Id from localStorage']);
    dp.dispose();
  });

  it('a storage that cannot be written is only logged; the job still resolves', async () => {
    const logger = recordingLogger();
    const { dp, timers } = workerPlane({
      '/api/v1/chart/data/j6': rows('j6'),
      '/api/v1/chart/data': job('j6'),
      '/api/v1/async_event/': done('12-0', 'j6'),
    });
    await persistLastEventId(dp, brokenStorage('set'), logger);
    const pending = dp.fetchChartData(request(6));
    await timers.advance(500);
    expect((await pending).status).toBe('success');
    expect(logger.warnings.map((w) => w[0])).toEqual(['Error saving event Id to localStorage']);
    dp.dispose();
  });

  it('worker side: answers the bound id, keeps the newest, and logs a saver that fails (the page went away)', async () => {
    const logger = recordingLogger();
    const base = memoryStorage({ other: 'x' });
    const ids = new EventIdStorage(base, logger);
    expect(ids.getItem(LAST_EVENT_ID_KEY)).toBeNull();
    const saved: string[] = [];
    ids.bind('1-0', async (id) => {
      saved.push(id);
      if (id === '3-0') throw new Error('port closed');
    });
    expect(ids.getItem(LAST_EVENT_ID_KEY)).toBe('1-0');
    expect(ids.getItem('other')).toBe('x');
    ids.setItem(LAST_EVENT_ID_KEY, '2-0');
    ids.setItem(LAST_EVENT_ID_KEY, '3-0');
    await timersFlush();
    expect(ids.getItem(LAST_EVENT_ID_KEY)).toBe('3-0');
    expect(saved).toEqual(['2-0', '3-0']);
    expect(logger.warnings).toEqual([['Error saving event Id to localStorage', new Error('port closed')]]);
  });
});

const timersFlush = () => new FakeTimers().advance(0);

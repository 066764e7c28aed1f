import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrapConf } from '../../../server/api/routes/bootstrap';
import { loadConfig } from '../../../server/config';
import { dataPlane, planeSettings, prestartDataPlane, provideDataPlane } from '../../../src/state/dataplane';
import type { DataPlane, DataPlaneConfig } from '../../../src/core/dataplane';
import { isFeatureEnabled, loadBootstrap, sessionStore, setApiClient } from '../../../src/state/app';
import { createDataPlane } from '../../../workers/dataplane';
import { loadDuckDBForNode } from '../../../wasm/node';
import type { DuckDBHandle } from '../../../wasm';
import { fakeClient } from '../app/fakeClient';
import { FakeSocket, FakeTimers, fakeFetch, json, recordingLogger } from '../../workers/fakes';

let db: DuckDBHandle;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);

const PAGE = 'http://tessera.example:8088/superset/dashboard/sales/';
const me = { result: { id: 1, username: 'admin' } };

/** Signs the session in with the bootstrap the real server sends for `env` (flags and conf). */
async function bootWith(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ TESSERA_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/tessera-plane-test`, ...env });
  const boot = { roles: { Admin: [] }, feature_flags: config.featureFlags, conf: bootstrapConf(config) };
  setApiClient(
    fakeClient({ 'GET /api/v1/me/': { status: 200, body: me }, 'GET /api/v1/bootstrap/': { status: 200, body: boot } }),
  );
  await loadBootstrap();
}

const job = () =>
  json({ job_id: 'j1', channel_id: 'c', user_id: 1, status: 'pending', errors: [], result_url: null }, 202);
const done = {
  id: '1-0',
  job_id: 'j1',
  channel_id: 'c',
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: '/api/v1/chart/data/j1',
};
const rows = () => json('{"result":[{"colnames":["n"],"coltypes":[0],"rowcount":1,"data":[{"n":1}]}]}');
const request = {
  chartId: 7,
  formData: { slice_id: 7 },
  queryContext: { datasource: { id: 1, type: 'table' as const }, queries: [{}] },
};

afterEach(() => {
  sessionStore.featureFlags = {};
  sessionStore.conf = {};
});

describe('the app turns on its async client from the bootstrap (spec 002 §4)', () => {
  it('S4.01 with GLOBAL_ASYNC_QUERIES on, a chart whose query goes async (202) is answered through polling', async () => {
    await bootWith({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true', TESSERA_ASYNC_POLLING_DELAY: '300' });
    const timers = new FakeTimers();
    const fetch = fakeFetch({
      '/api/v1/chart/data/j1': rows,
      '/api/v1/chart/data': job,
      '/api/v1/async_event/': json({ result: [done] }),
    });
    const plane = createDataPlane({ fetch, timers, storage: null, logger: recordingLogger(), duckdb: async () => db });
    await plane.configure(planeSettings('tok', PAGE));
    const pending = plane.fetchChartData(request);
    await timers.advance(300);
    expect((await pending).status).toBe('success');
    plane.dispose();
  });

  it('S4.01 over the WebSocket the client opens the advertised path on the page origin', async () => {
    await bootWith({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true', TESSERA_ASYNC_TRANSPORT: 'ws' });
    const sockets: FakeSocket[] = [];
    const timers = new FakeTimers();
    const fetch = fakeFetch({ '/api/v1/chart/data/j1': rows, '/api/v1/chart/data': job });
    const socketFactory = (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    };
    const plane = createDataPlane({
      fetch,
      timers,
      storage: null,
      logger: recordingLogger(),
      socketFactory,
      duckdb: async () => db,
    });
    await plane.configure(planeSettings(undefined, PAGE));
    const pending = plane.fetchChartData(request);
    await timers.advance(10);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://tessera.example:8088/ws');
    sockets[0]?.emit('open');
    sockets[0]?.emit('message', JSON.stringify(done));
    expect((await pending).status).toBe('success');
    plane.dispose();
  });

  it('S4.01 the bootstrap settings: transport, polling delay and an https page giving wss', async () => {
    await bootWith({
      TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      TESSERA_ASYNC_TRANSPORT: 'ws',
      TESSERA_ASYNC_POLLING_DELAY: '750',
    });
    expect(planeSettings(undefined, 'https://bi.example/x').asyncQueries).toEqual({
      enabled: true,
      transport: 'ws',
      pollingDelayMs: 750,
      websocketUrl: 'wss://bi.example/ws',
    });
  });

  it('S4.01 with the flag off the async client stays off', async () => {
    await bootWith({});
    expect(planeSettings(undefined, PAGE).asyncQueries?.enabled).toBe(false);
  });
});

describe('feature flags (spec 002 §6)', () => {
  it('S6.02 isFeatureEnabled reads each flag from the bootstrap data; anything but true is off', async () => {
    await bootWith({ TESSERA_FEATURE_DYNAMIC_PLUGINS: 'true', TESSERA_FEATURE_UX_BETA: 'false' });
    expect(isFeatureEnabled('DYNAMIC_PLUGINS')).toBe(true);
    expect(isFeatureEnabled('ENABLE_DND_WITH_CLICK_UX')).toBe(true);
    expect(isFeatureEnabled('ENABLE_ADVANCED_DATA_TYPES')).toBe(true);
    expect(isFeatureEnabled('UX_BETA')).toBe(false);
    expect(isFeatureEnabled('GLOBAL_ASYNC_QUERIES')).toBe(false);
    sessionStore.featureFlags = { UX_BETA: 'yes' as unknown as boolean };
    expect(isFeatureEnabled('UX_BETA')).toBe(false);
  });
});

/** A plane that records its configurations, provided as the app entry would, on the dashboard page. */
function providedPlane(): { plane: DataPlane; configured: DataPlaneConfig[] } {
  vi.stubGlobal('location', { href: PAGE });
  const configured: DataPlaneConfig[] = [];
  const plane = { configure: async (config: DataPlaneConfig) => void configured.push(config) } as unknown as DataPlane;
  provideDataPlane(() => plane);
  return { plane, configured };
}

describe('only the app entry starts the data worker; pages get the plane it handed down (issue 10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the provided starter runs once, on first need, and the plane is configured from the session', async () => {
    await bootWith({ TESSERA_FEATURE_CLIENT_CACHE: 'true' });
    vi.stubGlobal('location', { href: PAGE });
    const configured: DataPlaneConfig[] = [];
    const plane = {
      configure: async (config: DataPlaneConfig) => void configured.push(config),
    } as unknown as DataPlane;
    let starts = 0;
    provideDataPlane(() => {
      starts += 1;
      return plane;
    });
    expect(starts).toBe(0);
    const api = fakeClient({ 'GET /api/v1/security/csrf_token/': { status: 200, body: { result: 'tok' } } });
    expect(await dataPlane(api)).toBe(plane);
    expect(await dataPlane(api)).toBe(plane);
    expect(starts).toBe(1);
    expect(configured).toEqual([planeSettings('tok', PAGE)]);
    expect(configured[0]).toMatchObject({ csrfToken: 'tok', clientCache: true });
  });

  it('a chart page makes the worker with the app, before the session is read; it is configured on first need, once', async () => {
    vi.stubGlobal('location', { href: PAGE });
    const configured: DataPlaneConfig[] = [];
    const plane = {
      configure: async (config: DataPlaneConfig) => void configured.push(config),
    } as unknown as DataPlane;
    let starts = 0;
    provideDataPlane(() => {
      starts += 1;
      return plane;
    });
    prestartDataPlane();
    prestartDataPlane();
    expect(starts).toBe(1);
    expect(configured).toEqual([]);
    const api = fakeClient({ 'GET /api/v1/security/csrf_token/': { status: 200, body: { result: 'tok' } } });
    expect(await dataPlane(api)).toBe(plane);
    expect(await dataPlane(api)).toBe(plane);
    expect(starts).toBe(1);
    expect(configured).toHaveLength(1);
  });

  it('a chart page asks for the CSRF token with the worker, before the session is read; the plane is configured with it without asking again', async () => {
    const { plane, configured } = providedPlane();
    const api = fakeClient({ 'GET /api/v1/security/csrf_token/': { status: 200, body: { result: 'early' } } });
    prestartDataPlane(api);
    expect(api.requests.map((r) => [r.path, r.noAuthRedirect])).toEqual([['/api/v1/security/csrf_token/', true]]);
    expect(await dataPlane(api)).toBe(plane);
    expect(api.requests).toHaveLength(1);
    expect(configured[0]).toMatchObject({ csrfToken: 'early' });
  });

  it('an early CSRF token request that failed (no session yet) is asked again when a page needs the plane', async () => {
    const { plane, configured } = providedPlane();
    let asked = 0;
    const api = fakeClient({
      'GET /api/v1/security/csrf_token/': () =>
        (asked += 1) === 1
          ? { status: 401, body: { message: 'Not authorized' } }
          : { status: 200, body: { result: 'tok' } },
    });
    prestartDataPlane(api);
    expect(await dataPlane(api)).toBe(plane);
    expect(asked).toBe(2);
    expect(api.requests[1]?.noAuthRedirect).toBeUndefined();
    expect(configured[0]).toMatchObject({ csrfToken: 'tok' });
  });

  it('without a starter from the app entry, asking for the plane says so', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/state/dataplane');
    const api = fakeClient({ 'GET /api/v1/security/csrf_token/': { status: 200, body: { result: 'tok' } } });
    await expect(fresh.dataPlane(api)).rejects.toThrow('The app has not provided its data worker');
  });
});

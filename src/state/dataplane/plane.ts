/** The page's data worker: started once, on first need, and connected to the chart actions. */
import { asyncQuerySettings } from '../core/api';
import type { DataPlane, DataPlaneConfig } from '../core/dataplane';
import { call, isFeatureEnabled, sessionStore } from '../state/app';
import type { ApiClient } from '../state/app';
import { configureCharts } from '../state/charts';
import { connectDataWorker } from '../../workers/client';

const CSRF_PATH = '/api/v1/security/csrf_token/';

let started: Promise<DataPlane> | null = null;

async function csrfToken(api: ApiClient): Promise<string | undefined> {
  const res = await call(api, { method: 'GET', path: CSRF_PATH });
  const token = (res.body as { result?: unknown } | null)?.result;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The data plane's settings from the session's bootstrap data: Arrow answers preferred, the CSRF token on chart-data
 * POSTs, the client cache flag, and the async client on when GLOBAL_ASYNC_QUERIES is (spec 002 §4, S4.01).
 */
export function planeSettings(token: string | undefined, pageUrl: string): DataPlaneConfig {
  return {
    preferArrow: true,
    clientCache: isFeatureEnabled('CLIENT_CACHE'),
    asyncQueries: asyncQuerySettings(isFeatureEnabled('GLOBAL_ASYNC_QUERIES'), sessionStore.conf, pageUrl),
    ...(token ? { csrfToken: token } : {}),
  };
}

/** The app's one DataPlane, configured from the session (see planeSettings). */
export function dataPlane(api: ApiClient): Promise<DataPlane> {
  started ??= (async () => {
    const plane = connectDataWorker(new Worker(new URL('../../workers/data.worker.ts', import.meta.url), { type: 'module', name: 'tessera-data' }));
    configureCharts({ dataPlane: plane, now: () => Date.now(), logger: console });
    const token = await csrfToken(api);
    await plane.configure(planeSettings(token, location.href));
    return plane;
  })();
  started.catch(() => {
    started = null;
  });
  return started;
}

/** The page's data worker: started once, on first need, and connected to the chart actions. */
import type { DataPlane } from '../core/dataplane';
import { call } from '../state/app';
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

/** The app's one DataPlane: Arrow answers preferred, the session's CSRF token on chart-data POSTs. */
export function dataPlane(api: ApiClient): Promise<DataPlane> {
  started ??= (async () => {
    const plane = connectDataWorker(new Worker(new URL('../../workers/data.worker.ts', import.meta.url), { type: 'module', name: 'tessera-data' }));
    configureCharts({ dataPlane: plane, now: () => Date.now(), logger: console });
    const token = await csrfToken(api);
    await plane.configure({ preferArrow: true, ...(token ? { csrfToken: token } : {}) });
    return plane;
  })();
  started.catch(() => {
    started = null;
  });
  return started;
}

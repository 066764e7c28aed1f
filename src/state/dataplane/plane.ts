/**
 * The app's data plane: the app entry (src/main.tsx) hands down how to start the data worker, and the first page
 * that needs chart data starts it, once, connected to the chart actions and configured from the session.
 */
import { asyncQuerySettings } from '../../core/api';
import type { DataPlane, DataPlaneConfig } from '../../core/dataplane';
import { call, isFeatureEnabled, sessionStore } from '../app';
import type { ApiClient } from '../app';
import { configureCharts } from '../charts';

const CSRF_PATH = '/api/v1/security/csrf_token/';

/** What the app entry hands down: starts the data worker and connects to it. */
export type DataPlaneStarter = () => DataPlane;

let starter: DataPlaneStarter | null = null;
let started: Promise<DataPlane> | null = null;
let prestarted: DataPlane | null = null;
/** The CSRF token asked for with the prestarted worker; undefined once it failed (asked again then). */
let earlyToken: Promise<string | undefined> | null = null;

/** Called once by the app entry: how the data worker starts. Nothing starts until a page asks for the plane. */
export function provideDataPlane(start: DataPlaneStarter): void {
  starter = start;
  started = null;
  prestarted = null;
  earlyToken = null;
}

/**
 * Makes the data worker now, so its script loads and runs while the session and the page load, and (given the API
 * client) asks for the CSRF token its configuration carries; it is configured (which needs the session) when a page
 * first asks for the plane. The app entry calls it on pages that draw charts.
 */
export function prestartDataPlane(api?: ApiClient): void {
  if (!starter || started || prestarted) return;
  prestarted = starter();
  // Asked before the session check answers: a 401 is left to it, and the token is asked for again on first need.
  if (api) earlyToken = csrfToken(api, true).catch(() => undefined);
}

async function csrfToken(api: ApiClient, noAuthRedirect = false): Promise<string | undefined> {
  const res = await call(api, { method: 'GET', path: CSRF_PATH, ...(noAuthRedirect ? { noAuthRedirect } : {}) });
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

/** The app's one DataPlane, started on first need and configured from the session (see planeSettings). */
export function dataPlane(api: ApiClient): Promise<DataPlane> {
  started ??= (async () => {
    if (!starter) throw new Error('The app has not provided its data worker (provideDataPlane in src/main.tsx)');
    const plane = prestarted ?? starter();
    prestarted = null;
    configureCharts({ dataPlane: plane, now: () => Date.now(), logger: console });
    const early = earlyToken;
    earlyToken = null;
    const token = (early && (await early)) ?? (await csrfToken(api));
    await plane.configure(planeSettings(token, location.href));
    return plane;
  })();
  started.catch(() => {
    started = null;
  });
  return started;
}

/** Feature flags the app reads from the bootstrap data, and the async-query settings that go with GLOBAL_ASYNC_QUERIES. */

/**
 * The flags the app acts on: click-to-add controls, UX beta, advanced data types, async queries, dynamic plugins
 * (spec 002 §6), and explore's legacy datasource editor, native, cross and experimental dashboard filters and
 * analogous colours (spec 001 §6; USE_ANALAGOUS_COLORS is spelled as Superset spells it), and the dashboard save's
 * overwrite check and roles (spec 000 §4, §3).
 */
export const FEATURE_FLAGS = [
  'ENABLE_DND_WITH_CLICK_UX',
  'UX_BETA',
  'ENABLE_ADVANCED_DATA_TYPES',
  'GLOBAL_ASYNC_QUERIES',
  'DYNAMIC_PLUGINS',
  'CLIENT_CACHE',
  'DISABLE_LEGACY_DATASOURCE_EDITOR',
  'DASHBOARD_NATIVE_FILTERS',
  'DASHBOARD_CROSS_FILTERS',
  'DASHBOARD_FILTERS_EXPERIMENTAL',
  'USE_ANALAGOUS_COLORS',
  'CONFIRM_DASHBOARD_DIFF',
  'DASHBOARD_RBAC',
] as const;

/** One flag the app reads. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Whether `flag` is on in the bootstrap's `feature_flags` (only a literal `true` counts). */
export function flagEnabled(flags: Readonly<Record<string, unknown>> | null | undefined, flag: FeatureFlag): boolean {
  return flags?.[flag] === true;
}

/** Async query settings as the data plane takes them. */
export interface AsyncQuerySettings {
  enabled: boolean;
  transport: 'polling' | 'ws';
  pollingDelayMs?: number;
  websocketUrl?: string;
}

/**
 * A WebSocket URL the browser can open: an absolute ws(s):// URL as configured, or a path the server advertises,
 * resolved against the page (http becomes ws, https becomes wss).
 */
export function websocketUrlFor(advertised: string, pageUrl: string): string {
  const url = new URL(advertised, pageUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/**
 * The async client's settings from the bootstrap: on with the GLOBAL_ASYNC_QUERIES flag (`enabled`), then its
 * GLOBAL_ASYNC_QUERIES_TRANSPORT, _POLLING_DELAY and _WEBSOCKET_URL conf keys; transport polling unless 'ws'.
 */
export function asyncQuerySettings(
  enabled: boolean,
  conf: Readonly<Record<string, unknown>>,
  pageUrl: string,
): AsyncQuerySettings {
  const transport = conf.GLOBAL_ASYNC_QUERIES_TRANSPORT === 'ws' ? 'ws' : 'polling';
  const delay = conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
  const socket = conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL;
  return {
    enabled,
    transport,
    ...(typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? { pollingDelayMs: delay } : {}),
    ...(typeof socket === 'string' && socket !== '' ? { websocketUrl: websocketUrlFor(socket, pageUrl) } : {}),
  };
}

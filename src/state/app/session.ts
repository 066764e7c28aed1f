import { proxy } from 'valtio/vanilla';
import {
  findPermission,
  flagEnabled,
  isAdmin,
  MESSAGES,
  type CurrentUser,
  type FeatureFlag,
  type RolePermissions,
} from '../../core/api';
import { apiClient, messageOf, call } from './client';
import { navigate, routerStore } from './router';

/** Where the session stands: not yet asked, asking, signed in, signed out, or the server failed. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'anonymous' | 'error';

/** The signed-in user, their permissions and the server's feature flags and configuration. */
export const sessionStore = proxy({
  status: 'idle' as SessionStatus,
  user: null as CurrentUser | null,
  roles: {} as RolePermissions,
  featureFlags: {} as Record<string, boolean>,
  conf: {} as Record<string, unknown>,
  error: null as string | null,
  login: { pending: false, error: null as string | null },
});

/** Where the app goes after login when nothing else was asked for. */
export const HOME_PATH = '/superset/welcome/';
/** The login page. */
export const LOGIN_PATH = '/login/';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unwrap(body: unknown): Record<string, unknown> {
  if (isRecord(body) && isRecord(body.result)) return body.result;
  return isRecord(body) ? body : {};
}

function readRoles(v: unknown): RolePermissions | null {
  if (!isRecord(v)) return null;
  const roles: RolePermissions = {};
  for (const [name, pairs] of Object.entries(v)) {
    roles[name] = Array.isArray(pairs)
      ? pairs.filter(
          (p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
        )
      : [];
  }
  return roles;
}

function readUser(v: Record<string, unknown>): CurrentUser {
  const str = (k: string, alt: string): string => {
    const x = v[k] ?? v[alt];
    return typeof x === 'string' ? x : '';
  };
  const id = Number(v.id ?? v.userId ?? 0);
  return {
    id,
    username: str('username', 'username'),
    first_name: str('first_name', 'firstName'),
    last_name: str('last_name', 'lastName'),
    ...(typeof v.email === 'string' ? { email: v.email } : {}),
  };
}

function booleans(v: unknown): Record<string, boolean> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === true]));
}

/** Signs the app out locally and sends the user to the login page, remembering where they were. */
export function sessionExpired(): void {
  sessionStore.status = 'anonymous';
  sessionStore.user = null;
  sessionStore.roles = {};
  const here = routerStore.path;
  if (here === LOGIN_PATH || here === '/login') return;
  const next = here && here !== '/' ? `?next=${encodeURIComponent(here + routerStore.search)}` : '';
  navigate(`${LOGIN_PATH}${next}`, { replace: true });
}

/**
 * Reads who is signed in (`GET /api/v1/me/`) and their roles, feature flags and configuration
 * (`GET /api/v1/bootstrap/`, or `GET /api/v1/me/roles/` when the server has no bootstrap call).
 * A 401 sends the user to the login page.
 */
export async function loadBootstrap(): Promise<void> {
  const client = apiClient();
  sessionStore.status = 'loading';
  sessionStore.error = null;
  try {
    const [me, boot] = await Promise.all([
      client.request({ method: 'GET', path: '/api/v1/me/', noAuthRedirect: true }),
      client.request({ method: 'GET', path: '/api/v1/bootstrap/', noAuthRedirect: true }),
    ]);
    if (me.status === 401 || boot.status === 401) {
      sessionExpired();
      return;
    }
    if (!me.ok) throw new Error(MESSAGES.unexpectedError);
    const meBody = unwrap(me.body);
    const bootBody = boot.ok ? unwrap(boot.body) : {};
    let roles = readRoles(bootBody.roles) ?? readRoles(isRecord(bootBody.user) ? bootBody.user.roles : null);
    if (!roles || Object.values(roles).every((p) => p.length === 0)) {
      const res = await client.request({ method: 'GET', path: '/api/v1/me/roles/', noAuthRedirect: true });
      roles = (res.ok ? readRoles(unwrap(res.body).roles) : null) ?? roles ?? readRoles(meBody.roles) ?? {};
    }
    sessionStore.user = readUser(meBody);
    sessionStore.roles = roles;
    sessionStore.featureFlags = booleans(bootBody.feature_flags);
    sessionStore.conf = isRecord(bootBody.conf) ? bootBody.conf : {};
    sessionStore.status = 'ready';
  } catch (error) {
    sessionStore.status = 'error';
    sessionStore.error = messageOf(error);
  }
}

function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith(LOGIN_PATH)) return HOME_PATH;
  return next;
}

/**
 * Signs in through the browser form endpoint `POST /login/` (JSON), which sets the HTTP-only session
 * cookie; 401 shows 'Invalid login. Please try again.', 429 the rate-limit text.
 */
export async function login(username: string, password: string, next: string | null = null): Promise<boolean> {
  const client = apiClient();
  sessionStore.login.pending = true;
  sessionStore.login.error = null;
  try {
    const res = await client.request({
      method: 'POST',
      path: LOGIN_PATH,
      json: { username, password },
      noCsrf: true,
      noAuthRedirect: true,
    });
    if (res.status === 401 || res.status === 400 || res.status === 403) {
      sessionStore.login.error = MESSAGES.invalidLogin;
      return false;
    }
    if (res.status === 429) {
      sessionStore.login.error = MESSAGES.tooManyLogins;
      return false;
    }
    if (!res.ok) {
      sessionStore.login.error = messageOf(new Error(String(res.statusText || res.status)));
      return false;
    }
    const token = isRecord(res.body) && typeof res.body.csrf_token === 'string' ? res.body.csrf_token : undefined;
    client.resetCsrf(token);
    await loadBootstrap();
    if (sessionStore.status !== 'ready') return false;
    navigate(safeNext(next), { replace: true });
    return true;
  } catch (error) {
    sessionStore.login.error = messageOf(error);
    return false;
  } finally {
    sessionStore.login.pending = false;
  }
}

/** Ends the session (`POST /api/v1/security/logout`) and shows the login page. */
export async function logout(): Promise<void> {
  const client = apiClient();
  try {
    await call(client, { method: 'POST', path: '/api/v1/security/logout', noAuthRedirect: true });
  } catch {
    // The session may already be gone; the login page is where the user wants to be either way.
  }
  client.resetCsrf();
  sessionStore.status = 'anonymous';
  sessionStore.user = null;
  sessionStore.roles = {};
  navigate(LOGIN_PATH, { replace: true });
}

/** Whether the signed-in user holds `perm` on `view`. */
export function can(perm: string, view: string): boolean {
  return findPermission(perm, view, sessionStore.roles);
}

/** Whether the signed-in user is an admin. */
export function isSessionAdmin(): boolean {
  return isAdmin(sessionStore.roles);
}

/** Whether a feature flag is on in the bootstrap data; the app reads every flag through this (spec 002 §6). */
export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return flagEnabled(sessionStore.featureFlags, flag);
}

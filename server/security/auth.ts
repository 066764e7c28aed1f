/** Authentication: JWT for API clients, an HTTP-only session cookie for the browser, CSRF on cookie mutations. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { hmac } from './crypto';
import { loginCheck } from './login';
import { dummyPasswordHash } from './password';
import { hasPermission, isAdmin, loadPrincipal, publicPrincipal, type Principal } from './principal';
import { createSession } from './sessions';
import { LoginTokens } from './tokens';

export const SESSION_COOKIE = 'session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_EXEMPT = new Set(['/login/', '/login', '/api/v1/security/login', '/api/v1/security/refresh']);
/**
 * Form posts the app's own pages send with a browser form (no header can be set): their CSRF token travels in the
 * form's csrf_token field, which the route checks with requireFormCsrf once the body is read.
 */
const FORM_CSRF_PATHS = new Set(['/superset/sqllab/', '/superset/sqllab', '/sqllab/', '/sqllab']);
const CSRF_MESSAGE = 'The CSRF token is missing or invalid.';

const csrfError = (): ApiError =>
  new ApiError(400, CSRF_MESSAGE, {
    message: CSRF_MESSAGE,
    errors: [{ message: CSRF_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }],
  });

/** A browser session's CSRF token. */
const csrfTokenFor = (secretKey: string, sessionId: string): string => hmac(secretKey, `csrf:${sessionId}`);

/** For a form post of the app's own pages: a cookie session must send its CSRF token (field csrf_token or header). */
export function requireFormCsrf(req: FastifyRequest, fieldToken: unknown): void {
  if (req.authVia !== 'session') return;
  const header = req.headers['x-csrftoken'] ?? req.headers['x-csrf-token'];
  const token = typeof header === 'string' ? header : fieldToken;
  if (typeof token !== 'string' || token !== csrfTokenFor(req.server.tessera.config.secretKey, req.sessionId ?? ''))
    throw csrfError();
}
const TOKEN_INVALID = 'Token is invalid or has expired';

const iso = (d: Date): string => d.toISOString();

/** The request's principal or a 401, as Superset answers an unauthenticated API call. */
export function requireUser(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}

/** The request's principal holding `permission` on `viewMenu`, or 401/403. */
export function requirePermission(req: FastifyRequest, permission: string, viewMenu: string): Principal {
  const user = requireUser(req);
  if (!hasPermission(user, permission, viewMenu)) throw forbidden('Forbidden');
  return user;
}

export function requireAdmin(req: FastifyRequest): Principal {
  const user = requireUser(req);
  if (!isAdmin(user)) throw forbidden('Forbidden');
  return user;
}

/** Registers principal resolution, CSRF enforcement and the login, refresh, logout and CSRF routes. */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  const { config, store } = app.tessera;
  const db = store.db;
  if (!config.secretKey) throw new Error('The secret key is not configured');
  const tokens = new LoginTokens(db, config.secretKey);
  const authenticate = loginCheck(db, config);
  const csrfFor = (sessionId: string): string => csrfTokenFor(config.secretKey, sessionId);
  // Made now, so the first login of an unknown user does not pay for it (and so answer more slowly than others).
  void dummyPasswordHash();

  app.decorateRequest('principal', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    const path = req.url.split('?')[0] ?? '';
    if (header?.startsWith('Bearer ') && path !== '/api/v1/security/refresh') {
      const login = await tokens.verify(header.slice(7).trim(), 'access');
      if (!login) throw new ApiError(401, TOKEN_INVALID, { msg: 'Token has expired', message: TOKEN_INVALID });
      req.principal = await loadPrincipal(db, { id: login.userId });
      if (!req.principal) throw unauthorized();
      req.authVia = 'token';
      req.sessionId = login.sessionId;
      return;
    }
    const sid = req.cookies[SESSION_COOKIE];
    if (sid) {
      const row = await db.selectFrom('user_session').selectAll().where('id', '=', sid).executeTakeFirst();
      if (row && String(row.expires_on) > iso(now())) {
        req.principal = await loadPrincipal(db, { id: Number(row.user_id) });
        if (req.principal) {
          req.authVia = 'session';
          req.sessionId = sid;
        }
      }
    }
    if (!req.principal) req.principal = await publicPrincipal(db);
    if (
      req.authVia === 'session' &&
      !SAFE_METHODS.has(req.method) &&
      !CSRF_EXEMPT.has(path) &&
      !FORM_CSRF_PATHS.has(path)
    ) {
      const token = req.headers['x-csrftoken'] ?? req.headers['x-csrf-token'];
      if (typeof token !== 'string' || token !== csrfFor(req.sessionId ?? '')) throw csrfError();
    }
  });

  app.post('/api/v1/security/login', async (req) => {
    const user = await authenticate(req);
    return tokens.login(user.id, (req.body as { refresh?: boolean }).refresh === true);
  });

  app.post('/api/v1/security/refresh', async (req) => {
    const header = req.headers.authorization;
    const login = header?.startsWith('Bearer ') ? await tokens.verify(header.slice(7).trim(), 'refresh') : null;
    if (!login) throw unauthorized(TOKEN_INVALID);
    if (!(await loadPrincipal(db, { id: login.userId }))) throw unauthorized();
    return { access_token: await tokens.refreshedAccess(login) };
  });

  const startSession = async (reply: FastifyReply, userId: number): Promise<string> => {
    const { id, expires } = await createSession(db, userId, config.sessionHours * 3600_000);
    // Secure when the browser came over HTTPS: to us, or to a proxy listed in TESSERA_TRUSTED_PROXIES (X-Forwarded-Proto).
    reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', expires, secure: 'auto' });
    return id;
  };

  app.post('/login/', async (req, reply) => {
    const user = await authenticate(req);
    const sid = await startSession(reply, user.id);
    return { result: { id: user.id, username: user.username }, csrf_token: csrfFor(sid) };
  });

  // Ends the request's login: its session row, whether the login is a cookie session or an API token's.
  const logout = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.sessionId) await db.deleteFrom('user_session').where('id', '=', req.sessionId).execute();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  };
  app.get('/logout/', async (req, reply) => {
    await logout(req, reply);
    return reply.redirect('/login/');
  });
  app.post('/api/v1/security/logout', async (req, reply) => {
    await logout(req, reply);
    return { message: 'OK' };
  });

  app.get('/api/v1/security/csrf_token/', async (req) => {
    if (req.authVia === 'session' && req.sessionId) return { result: csrfFor(req.sessionId) };
    if (req.authVia === 'token') return { result: hmac(config.secretKey, `csrf-token:${req.principal?.id ?? 0}`) };
    throw unauthorized();
  });

  app.get('/api/v1/me/', async (req) => {
    const user = req.principal;
    if (!user || user.id === 0) throw unauthorized();
    return { result: meBody(user) };
  });
  app.get('/api/v1/me/roles/', async (req) => {
    const user = requireUser(req);
    const roles: Record<string, string[][]> = {};
    for (const role of user.roles) roles[role] = [];
    const rows = await db
      .selectFrom('ab_role_permission')
      .innerJoin('ab_role', 'ab_role.id', 'ab_role_permission.role_id')
      .select(['ab_role.name', 'permission', 'view_menu'])
      .where('ab_role.name', 'in', user.roles.length ? user.roles : [''])
      .execute();
    for (const r of rows) (roles[String(r.name)] ??= []).push([String(r.permission), String(r.view_menu)]);
    return { result: { ...meBody(user), roles } };
  });
}

/** The `/api/v1/me/` body (Superset's shape). */
export function meBody(user: Principal): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.active,
    is_anonymous: false,
    roles: Object.fromEntries(user.roles.map((r) => [r, []])),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, STORE_KINDS, startTestInstance, type TestInstance } from './harness';

describe.each(STORE_KINDS)('security on %s', (kind) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance(kind, { TESSERA_LOGIN_MAX_FAILURES: '3' });
    await t.addUser('gamma', ['Gamma']);
  });
  afterAll(async () => t.close());

  it('GET /health answers OK', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
  });

  it('login returns access and refresh JWTs; refresh returns a new access token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD, provider: 'db', refresh: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; refresh_token: string };
    expect(body.access_token.split('.')).toHaveLength(3);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${body.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.json() as { access_token: string }).access_token).toBeTruthy();
    const misuse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(misuse.statusCode).toBe(401);
  });

  it('a missing field answers 400 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('password');
  });

  it('an API call without credentials answers 401; a bad token 401', async () => {
    expect((await t.app.inject({ url: '/api/v1/chart/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/chart/', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(
      401,
    );
  });

  it('/api/v1/me/ answers the user with roles', async () => {
    const res = await t.api({ url: '/api/v1/me/' });
    expect(res.statusCode).toBe(200);
    const me = (res.json() as { result: { username: string; roles: Record<string, unknown> } }).result;
    expect(me.username).toBe('admin');
    expect(Object.keys(me.roles)).toEqual(['Admin']);
  });

  it('browser login sets an HTTP-only session cookie, and cookie mutations need the CSRF token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'session');
    expect(cookie?.httpOnly).toBe(true);
    const headers = { cookie: `session=${cookie?.value ?? ''}` };
    const csrf = await t.app.inject({ url: '/api/v1/security/csrf_token/', headers });
    const token = (csrf.json() as { result: string }).result;
    expect(token).toBeTruthy();
    const without = await t.app.inject({ method: 'DELETE', url: '/api/v1/chart/?q=!(999)', headers });
    expect(without.statusCode).toBe(400);
    expect((without.json() as { message: string }).message).toBe('The CSRF token is missing or invalid.');
    const withToken = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/chart/?q=!(999)',
      headers: { ...headers, 'x-csrftoken': token },
    });
    expect(withToken.statusCode).toBe(404);
    const logout = await t.app.inject({ method: 'GET', url: '/logout/', headers });
    expect(logout.statusCode).toBe(302);
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(401);
  });

  it('login failures are rate-limited per client and username', async () => {
    for (let i = 0; i < 3; i++) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username: 'gamma', password: 'wrong', provider: 'db' },
      });
      expect(bad.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'gamma', password: 'gamma-pw', provider: 'db' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('unknown API routes are JSON 404', async () => {
    const res = await t.api({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

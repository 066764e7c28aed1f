// Issue 9, tokens: "Tokens are revocable (logout, password change)" (DESIGN.md, Security) — every token a login
// handed out stops working at logout, at a password change and when the user is deactivated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { STORE_KINDS, startTestInstance, type TestInstance } from './harness';

interface Tokens {
  access: string;
  refresh: string;
}

describe.each(STORE_KINDS)('token revocation on %s', (kind) => {
  let t: TestInstance;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await startTestInstance(kind);
    for (const name of ['leaver', 'changer', 'selfchanger', 'retiree', 'cookie-user', 'two-logins'])
      ids.set(name, await t.addUser(name, ['Gamma']));
  });
  afterAll(async () => t.close());

  const loginTokens = async (username: string, password = `${username}-pw`): Promise<Tokens> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password, provider: 'db', refresh: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; refresh_token: string };
    return { access: body.access_token, refresh: body.refresh_token };
  };
  const me = (access: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/v1/security/refresh', headers: { authorization: `Bearer ${token}` } });
  const changeUser = (id: number, payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    t.api({ method: 'PUT', url: `/api/v1/security/users/${id}`, payload });

  it('Bearer logout revokes the access token, the refresh token and access tokens refreshed from it', async () => {
    const tokens = await loginTokens('leaver');
    const second = ((await refresh(tokens.refresh)).json() as { access_token: string }).access_token;
    expect((await me(tokens.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/logout',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(tokens.access)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('logout ends only that login: another login of the same user keeps working', async () => {
    const first = await loginTokens('two-logins');
    const second = await loginTokens('two-logins');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/logout',
      headers: { authorization: `Bearer ${first.access}` },
    });
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('an admin changing the password revokes every access and refresh token of that user', async () => {
    const tokens = await loginTokens('changer');
    expect((await changeUser(ids.get('changer') ?? 0, { password: 'a-new-password' })).statusCode).toBe(200);
    expect((await me(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    const fresh = await loginTokens('changer', 'a-new-password');
    expect((await me(fresh.access)).statusCode).toBe(200);
  });

  it('deactivating a user revokes the tokens, and they stay revoked when the user is activated again', async () => {
    const tokens = await loginTokens('retiree');
    const id = ids.get('retiree') ?? 0;
    expect((await changeUser(id, { active: false })).statusCode).toBe(200);
    expect((await me(tokens.access)).statusCode).toBe(401);
    expect((await changeUser(id, { active: true })).statusCode).toBe(200);
    expect((await me(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('a password change ends the browser sessions of that user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'cookie-user', password: 'cookie-user-pw' },
    });
    const sid = res.cookies.find((c) => c.name === 'session')?.value ?? '';
    const headers = { cookie: `session=${sid}` };
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(200);
    expect((await changeUser(ids.get('cookie-user') ?? 0, { password: 'another-password' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(401);
  });

  it('the login id inside a token is not a session cookie', async () => {
    const tokens = await loginTokens('selfchanger');
    const payload = JSON.parse(Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const claims = Object.values(payload).filter((v): v is string => typeof v === 'string');
    for (const value of claims) {
      expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie: `session=${value}` } })).statusCode).toBe(
        401,
      );
    }
  });
});

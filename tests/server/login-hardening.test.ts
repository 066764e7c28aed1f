// Issue 9, logins: the throttle cannot be dodged with forged proxy headers, and a login takes as long for a user
// who does not exist as for one who does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { isProxyEntry } from '../../server/config';
import { LoginThrottle } from '../../server/security/throttle';
import { startTestInstance, type TestInstance } from './harness';

const login = (
  t: TestInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db' },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const browserLogin = (
  t: TestInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/login/', payload: { username, password }, headers });

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('LoginThrottle', () => {
  it('guesses at ever new usernames do not grow its memory for good: stale keys are swept past the limit', () => {
    const throttle = new LoginThrottle(3, 1000, 100);
    for (let i = 0; i < 100; i++) throttle.fail(`user-${i}`, 0);
    expect(throttle.size).toBe(100);
    for (let i = 0; i < 50; i++) throttle.fail(`later-${i}`, 5000);
    expect(throttle.size).toBe(50);
  });

  it('keeps only as many failures per key as it needs, and counts a sliding window', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.fail('k', 0);
    throttle.fail('k', 500);
    expect(throttle.blocked('k', 900)).toBe(true);
    expect(throttle.blocked('k', 1200)).toBe(false);
    throttle.fail('k', 1200);
    expect(throttle.blocked('k', 1300)).toBe(true);
  });
});

describe('TESSERA_TRUSTED_PROXIES entries', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.1.0/24', 'loopback', 'uniquelocal'])(
    '%s is an address, a CIDR or a range name',
    (entry) => expect(isProxyEntry(entry)).toBe(true),
  );
  it.each(['proxy.example.com', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '10.0.0.0/', 'localhost', ''])(
    '%s is not',
    (entry) => expect(isProxyEntry(entry)).toBe(false),
  );
});

describe('the login throttle without trusted proxies (the default)', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite', { TESSERA_LOGIN_MAX_FAILURES: '3' });
    await t.addUser('gamma', ['Gamma']);
    await t.addUser('alpha', ['Alpha']);
  });
  afterAll(async () => t.close());

  it('rotating X-Forwarded-For does not reset the count: the fourth try is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(t, 'gamma', 'wrong', { 'x-forwarded-for': `10.0.0.${i + 1}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('a blocked user stays blocked with any X-Forwarded-For, on the browser login too', async () => {
    expect((await login(t, 'gamma', 'gamma-pw', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    expect((await browserLogin(t, 'gamma', 'gamma-pw', { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(429);
  });

  it('failures are counted per username across addresses: a second client cannot keep guessing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(t, 'alpha', 'wrong', {}, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const blocked = await login(t, 'alpha', 'alpha-pw', {}, '198.51.100.77');
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as { message: string }).message).toMatch(/Too many failed login attempts/);
  });
});

describe('the login throttle per address', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite', {
      TESSERA_LOGIN_MAX_FAILURES: '3',
      TESSERA_LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
    });
    await t.addUser('gamma', ['Gamma']);
  });
  afterAll(async () => t.close());

  it('one address guessing many usernames (password spraying) is refused past the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(t, `nobody-${i}`, 'wrong', {}, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address is not affected.
    expect((await login(t, 'gamma', 'gamma-pw', {}, '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('TESSERA_TRUSTED_PROXIES', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite', {
      TESSERA_LOGIN_MAX_FAILURES: '2',
      TESSERA_LOGIN_MAX_FAILURES_PER_ADDRESS: '2',
      TESSERA_TRUSTED_PROXIES: '127.0.0.1, 10.1.0.0/16',
    });
  });
  afterAll(async () => t.close());

  it('reads the client address from X-Forwarded-For only when the request comes from a listed proxy', async () => {
    // Through the trusted proxy, two clients each get their own address count (usernames differ).
    for (const client of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 2; i++)
        expect((await login(t, `u-${client}-${i}`, 'wrong', { 'x-forwarded-for': client })).statusCode).toBe(401);
    }
    expect((await login(t, 'someone', 'wrong', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    expect((await login(t, 'someone-else', 'wrong', { 'x-forwarded-for': '203.0.113.3' }, '10.1.2.3')).statusCode).toBe(
      401,
    );
    // From an address that is not a listed proxy the header is ignored: the socket address is counted.
    for (let i = 0; i < 2; i++)
      expect(
        (await login(t, `v-${i}`, 'wrong', { 'x-forwarded-for': `203.0.113.${50 + i}` }, '192.0.2.9')).statusCode,
      ).toBe(401);
    expect((await login(t, 'v-9', 'wrong', { 'x-forwarded-for': '203.0.113.99' }, '192.0.2.9')).statusCode).toBe(429);
  });

  it('the session cookie is Secure when a listed proxy says the browser came over HTTPS, and only then', async () => {
    await t.addUser('secure-user', ['Gamma']);
    const sessionCookie = async (remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login/',
        payload: { username: 'secure-user', password: 'secure-user-pw' },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      return res.cookies.find((c) => c.name === 'session');
    };
    expect((await sessionCookie('10.1.0.5'))?.secure).toBe(true);
    // A forged header from a client that is not a listed proxy changes nothing.
    expect((await sessionCookie('192.0.2.200'))?.secure).toBeFalsy();
  });

  it('a list entry that is not an address or CIDR stops the server at start with its name', async () => {
    await expect(startTestInstance('sqlite', { TESSERA_TRUSTED_PROXIES: 'proxy.example.com' })).rejects.toThrow(
      /TESSERA_TRUSTED_PROXIES.*proxy\.example\.com/,
    );
  });
});

describe('login timing', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite', {
      TESSERA_LOGIN_MAX_FAILURES: '1000',
      TESSERA_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    });
    await t.addUser('gamma', ['Gamma']);
    await t.addUser('retired', ['Gamma']);
    await t.api({
      method: 'PUT',
      url: `/api/v1/security/users/${await userId(t, 'retired')}`,
      payload: { active: false },
    });
  });
  afterAll(async () => t.close());

  async function userId(inst: TestInstance, username: string): Promise<number> {
    const row = await inst.store.db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function timed(username: string): Promise<number> {
    const start = performance.now();
    const res = await login(t, username, 'wrong-password');
    const elapsed = performance.now() - start;
    expect(res.statusCode).toBe(401);
    return elapsed;
  }

  it('an unknown or inactive user takes about as long as a known user with a wrong password (no user enumeration)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const inactive: number[] = [];
    // Interleaved, so a burst of load on a shared machine falls on every kind alike.
    for (let i = 0; i < 7; i++) {
      known.push(await timed('gamma'));
      unknown.push(await timed(`no-such-user-${i}`));
      inactive.push(await timed('retired'));
    }
    const k = median(known);
    // Hashing (scrypt, 32 MiB) dominates; without it an unknown user answers in a few milliseconds.
    expect(median(unknown)).toBeGreaterThan(k / 3);
    expect(median(unknown)).toBeLessThan(k * 3);
    expect(median(inactive)).toBeGreaterThan(k / 3);
    expect(median(inactive)).toBeLessThan(k * 3);
  }, 120_000);
});

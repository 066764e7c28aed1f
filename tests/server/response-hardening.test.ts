// Issue 9, answers: security headers on every answer, and the export download cookie never taking a name or value
// the server uses itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestInstance, type TestInstance } from './harness';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain("'wasm-unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(csp.get('connect-src')).toContain("'self'");
}

describe('security headers on every answer', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite');
    const app = join(t.config.dataDir, 'no-app');
    mkdirSync(join(app, 'assets'), { recursive: true });
    writeFileSync(join(app, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(app, 'assets', 'index-AbCdEf12.js'), 'export {};');
  });
  afterAll(async () => t.close());

  it.each([
    ['the health check', '/health', 200],
    ['an API answer', '/api/v1/me/', 200],
    ['an API error (401)', '/api/v1/chart/?unauthenticated', 401],
    ['an unknown API path (404)', '/api/v1/no-such-thing', 404],
    ['the app page', '/', 200],
    ['an app route', '/superset/welcome/', 200],
    ['a static file', '/assets/index-AbCdEf12.js', 200],
    ['a missing static file (404)', '/assets/missing-AbCdEf12.js', 404],
  ])(
    '%s carries nosniff, a CSP with frame-ancestors, X-Frame-Options and Referrer-Policy',
    async (_name, url, status) => {
      const res =
        url.includes('unauthenticated') || url.startsWith('/assets') || !url.startsWith('/api')
          ? await t.app.inject({ url })
          : await t.api({ url });
      expect(res.statusCode).toBe(status);
      expectSecurityHeaders(res);
    },
  );

  it('a bad request answered by the error handler carries the headers too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res);
  });
});

describe('TESSERA_CSP_SCRIPT_SRC', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance('sqlite', {
      TESSERA_CSP_SCRIPT_SRC: 'https://plugins.example.com, https://cdn.example.org/bundles/',
    });
  });
  afterAll(async () => t.close());

  it('adds its sources to script-src (for dynamic plugin bundles hosted elsewhere), keeping the rest', async () => {
    const csp = directives((await t.app.inject({ url: '/health' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://plugins.example.com',
      'https://cdn.example.org/bundles/',
    ]);
  });

  it('a source that could break out of the header stops the server at start', async () => {
    await expect(startTestInstance('sqlite', { TESSERA_CSP_SCRIPT_SRC: "'self'; default-src *" })).rejects.toThrow(
      /TESSERA_CSP_SCRIPT_SRC/,
    );
  });
});

describe('the export download cookie (?token=)', () => {
  let t: TestInstance;
  let dashboardId = 0;
  beforeAll(async () => {
    t = await startTestInstance('sqlite');
    const res = await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Exported' } });
    dashboardId = (res.json() as { id: number }).id;
  });
  afterAll(async () => t.close());

  const exportWith = (token: string): Promise<LightMyRequestResponse> =>
    t.api({ url: `/api/v1/dashboard/export/?q=!(${dashboardId})&token=${encodeURIComponent(token)}` });

  it('sets the cookie the client waits for: named by the token, value "done", not HTTP-only, for ten minutes', async () => {
    const res = await exportWith('V1StGXR8_Z5jdHi6B-myT');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'V1StGXR8_Z5jdHi6B-myT');
    expect(cookie).toMatchObject({ value: 'done', maxAge: 600, path: '/' });
  });

  it.each(['session', 'async-token'])(
    'a token naming a cookie of the server (%s) answers 400 and sets no cookie',
    async (token) => {
      const res = await exportWith(token);
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(JSON.stringify(res.json())).toMatch(/token/);
    },
  );

  it.each([
    ['a semicolon', 'abc; Path=/'],
    ['CR LF', 'abc\r\nSet-Cookie: x=1'],
    ['a space', 'a b'],
    ['an equals sign', 'a=b'],
    ['too long', 'x'.repeat(200)],
  ])('a token with %s answers 400, not 500, and sets no cookie', async (_what, token) => {
    const res = await exportWith(token);
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((res.json() as { message: unknown }).message).toEqual({
      token: ['The download token must be 1 to 64 letters, digits, "-" or "_".'],
    });
  });
});

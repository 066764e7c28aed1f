// The built app's files: served as they are on disk at request time (a build made after start is answered at once),
// index.html for app routes and never cached stale, hashed assets cacheable for good, nothing outside the folder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../server/http/app-files';
import { startTestInstance, type TestInstance } from './harness';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AAAAAAAA.js"></script></head></html>';
const SECRET = 'outside-the-app-folder-7f3a';

/** A request sent byte for byte (no client normalising `..` or percent escapes): status and body. */
async function raw(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('the app folder', () => {
  let t: TestInstance;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    t = await startTestInstance('sqlite');
    // The harness points the server at <data folder>/no-app, which does not exist when the server starts.
    dir = join(t.config.dataDir, 'no-app');
    writeFileSync(join(t.config.dataDir, 'secret.txt'), SECRET);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('before any build: app routes and missing files answer 404, the API is untouched', async () => {
    expect((await t.app.inject({ url: '/dashboard/list/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/index-AAAAAAAA.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/health' })).body).toBe('OK');
  });

  it('serves a build written after start, and a file added later still', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-AAAAAAAA.js'), 'export const a = 1;');
    const first = await t.app.inject({ url: '/assets/index-AAAAAAAA.js' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('export const a = 1;');

    // A second build while the server runs: new hashed names, a new index.html.
    writeFileSync(join(dir, 'assets', 'index-BBBBBBBB.js'), 'export const b = 2;');
    writeFileSync(join(dir, 'index.html'), INDEX.replace('AAAAAAAA', 'BBBBBBBB'));
    const added = await t.app.inject({ url: '/assets/index-BBBBBBBB.js' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe('export const b = 2;');
    const page = await t.app.inject({ url: '/superset/dashboard/1/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('index-BBBBBBBB.js');

    // Files removed by the build are gone at once, too.
    rmSync(join(dir, 'assets', 'index-AAAAAAAA.js'));
    expect((await t.app.inject({ url: '/assets/index-AAAAAAAA.js' })).statusCode).toBe(404);
  });

  it('with the app built before start: a hashed asset written after start answers 200', async () => {
    const built = join(t.config.dataDir, 'built-before-start');
    mkdirSync(join(built, 'assets'), { recursive: true });
    writeFileSync(join(built, 'index.html'), INDEX);
    writeFileSync(join(built, 'assets', 'index-AAAAAAAA.js'), 'export const a = 1;');
    const other = await buildApp({ config: t.config, store: t.store, staticDir: built });
    try {
      expect((await other.inject({ url: '/assets/index-AAAAAAAA.js' })).statusCode).toBe(200);
      writeFileSync(join(built, 'assets', 'chunk-EEEEEEEE.js'), 'export const e = 5;');
      const res = await other.inject({ url: '/assets/chunk-EEEEEEEE.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('export const e = 5;');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await other.close();
    }
  });

  it('answers index.html for app routes, not for the API, missing assets or other methods', async () => {
    for (const url of ['/', '/dashboard/list/', '/superset/dashboard/sales/?standalone=1', '/login/', '/sqllab']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body, url).toContain('<!doctype html>');
    }
    const api = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    const asset = await t.app.inject({ url: '/assets/gone-CCCCCCCC.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/json/);
    expect((await t.app.inject({ method: 'POST', url: '/dashboard/list/' })).statusCode).toBe(404);
  });

  it('sends each file with its content type and caching: hashed assets immutable, index.html and the rest revalidated', async () => {
    writeFileSync(join(dir, 'assets', 'index-BBBBBBBB.css'), 'body{}');
    writeFileSync(join(dir, 'assets', 'duckdb-eh-DDDDDDDD.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
    writeFileSync(join(dir, 'assets', 'index-BBBBBBBB.js.map'), '{"version":3}');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const cases: [string, RegExp, string][] = [
      ['/assets/index-BBBBBBBB.js', /^(text|application)\/javascript/, IMMUTABLE],
      ['/assets/index-BBBBBBBB.css', /^text\/css/, IMMUTABLE],
      ['/assets/duckdb-eh-DDDDDDDD.wasm', /^application\/wasm$/, IMMUTABLE],
      ['/assets/index-BBBBBBBB.js.map', /^application\/json/, IMMUTABLE],
      ['/index.html', /^text\/html/, REVALIDATE],
      ['/favicon.svg', /^image\/svg\+xml/, REVALIDATE],
    ];
    for (const [url, type, cache] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe(cache);
    }
    const index = await t.app.inject({ url: '/index.html' });
    expect(index.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: '/index.html', headers: { 'if-none-match': String(index.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('names which files are immutable: only hashed names under assets/', () => {
    expect(cacheControlFor('assets/Arrow.dom-BC428W9f.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/index-B_x-3k2a.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('assets/logo.svg')).toBe(REVALIDATE);
    expect(cacheControlFor('assets/nested/index-BC428W9f.js')).toBe(REVALIDATE);
    expect(cacheControlFor('favicon-BC428W9f.ico')).toBe(REVALIDATE);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '//../secret.txt',
    '/./../secret.txt',
  ])('refuses the path outside the folder %s', async (path) => {
    const res = await raw(port, path);
    expect(res.body).not.toContain(SECRET);
    expect([400, 403, 404], `${path} answered ${res.status}`).toContain(res.status);
  });

  it('takes a twice-encoded `..` as a name, not a step up: no file outside the folder', async () => {
    const res = await raw(port, '/%252e%252e/secret.txt');
    expect(res.body).not.toContain(SECRET);
  });

  it('refuses dot files inside the folder', async () => {
    writeFileSync(join(dir, '.env'), SECRET);
    const res = await raw(port, '/.env');
    expect(res.body).not.toContain(SECRET);
  });
});

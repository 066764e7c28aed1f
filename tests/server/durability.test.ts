// Killing the server mid-save loses nothing that was acknowledged: a real server process takes a stream of
// dashboard saves, is killed with SIGKILL while requests are in flight, and on restart every acknowledged
// dashboard is there, whole.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, type StoreKind } from './harness';

const PASSWORD = 'durable-pw';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
    srv.on('error', reject);
  });
}

async function start(env: Record<string, string>, port: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env, PORT: String(port), TESSERA_EXAMPLES: '0', TESSERA_ADMIN_PASSWORD: PASSWORD }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/security/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function databaseUrl(kind: StoreKind): Promise<string> {
  if (kind === 'sqlite') return '';
  const baseUrl = process.env.TESSERA_TEST_PG_URL;
  if (!baseUrl) throw new Error('TESSERA_TEST_PG_URL is not set');
  const name = `durable_${Math.random().toString(36).slice(2, 8)}`;
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  return baseUrl.replace(/\/[^/]*$/, `/${name}`);
}

describe.each(STORE_KINDS)('durability on %s', (kind) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('acknowledged saves survive SIGKILL of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-durable-'));
    dirs.push(dataDir);
    const env = { TESSERA_DATA_DIR: dataDir, TESSERA_DATABASE_URL: await databaseUrl(kind) };
    const first = await start(env, await freePort());
    const auth = { authorization: `Bearer ${await token(first.base)}`, 'content-type': 'application/json' };
    const acknowledged: Array<{ id: number; title: string }> = [];
    let stop = false;
    const writer = async (w: number): Promise<void> => {
      for (let i = 0; !stop && i < 500; i++) {
        const title = `w${w}-${i}`;
        try {
          const res = await fetch(`${first.base}/api/v1/dashboard/`, { method: 'POST', headers: auth, body: JSON.stringify({ dashboard_title: title, json_metadata: JSON.stringify({ note: title.repeat(20) }) }) });
          if (res.status === 201) acknowledged.push({ id: ((await res.json()) as { id: number }).id, title });
        } catch {
          return;
        }
      }
    };
    let finished = 0;
    const writers = [0, 1, 2, 3].map((w) => writer(w).finally(() => (finished += 1)));
    while (acknowledged.length < 40 && finished < writers.length) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once('exit', r)));
    first.child.kill('SIGKILL');
    stop = true;
    await exited;
    await Promise.all(writers);

    const second = await start(env, await freePort());
    try {
      const auth2 = { authorization: `Bearer ${await token(second.base)}` };
      const res = await fetch(`${second.base}/api/v1/dashboard/?q=(page_size:-1)`, { headers: auth2 });
      const body = (await res.json()) as { result: Array<{ id: number; dashboard_title: string; json_metadata: string }> };
      const byId = new Map(body.result.map((d) => [d.id, d]));
      for (const a of acknowledged) {
        const d = byId.get(a.id);
        expect(d?.dashboard_title).toBe(a.title);
        expect(JSON.parse(d?.json_metadata ?? '{}')).toEqual({ note: a.title.repeat(20) });
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 300_000);
});

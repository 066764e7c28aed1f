// Killing the server mid-save loses nothing that was acknowledged: a real server process takes a stream of
// dashboard saves, is killed with SIGKILL while requests are in flight, and on restart every acknowledged
// dashboard is there, whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server';
import { freshPostgresUrl, STORE_KINDS } from './harness';

const PASSWORD = 'durable-pw';

const start = (dataDir: string, databaseUrl: string) =>
  startServerProcess({
    password: PASSWORD,
    dataDir,
    quiet: true,
    env: { TESSERA_DATABASE_URL: databaseUrl, TESSERA_EXAMPLES: '0' },
  });

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe.each(STORE_KINDS)('durability on %s', (kind) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('acknowledged saves survive SIGKILL of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-durable-'));
    dirs.push(dataDir);
    const databaseUrl = kind === 'sqlite' ? '' : await freshPostgresUrl();
    const first = await start(dataDir, databaseUrl);
    const auth = { authorization: `Bearer ${await token(first.baseUrl)}`, 'content-type': 'application/json' };
    const acknowledged: Array<{ id: number; title: string }> = [];
    let stop = false;
    const writer = async (w: number): Promise<void> => {
      for (let i = 0; !stop && i < 500; i++) {
        const title = `w${w}-${i}`;
        try {
          const res = await fetch(`${first.baseUrl}/api/v1/dashboard/`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ dashboard_title: title, json_metadata: JSON.stringify({ note: title.repeat(20) }) }),
          });
          if (res.status === 201) acknowledged.push({ id: ((await res.json()) as { id: number }).id, title });
        } catch {
          return;
        }
      }
    };
    let finished = 0;
    const writers = [0, 1, 2, 3].map((w) => writer(w).finally(() => (finished += 1)));
    while (acknowledged.length < 40 && finished < writers.length) await new Promise((r) => setTimeout(r, 20));
    const killed = first.kill();
    stop = true;
    await killed;
    await Promise.all(writers);

    const second = await start(dataDir, databaseUrl);
    try {
      const auth2 = { authorization: `Bearer ${await token(second.baseUrl)}` };
      const res = await fetch(`${second.baseUrl}/api/v1/dashboard/?q=(page_size:-1)`, { headers: auth2 });
      const body = (await res.json()) as {
        result: Array<{ id: number; dashboard_title: string; json_metadata: string }>;
      };
      const byId = new Map(body.result.map((d) => [d.id, d]));
      for (const a of acknowledged) {
        const d = byId.get(a.id);
        expect(d?.dashboard_title).toBe(a.title);
        expect(JSON.parse(d?.json_metadata ?? '{}')).toEqual({ note: a.title.repeat(20) });
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    } finally {
      await second.kill();
    }
  }, 300_000);
});

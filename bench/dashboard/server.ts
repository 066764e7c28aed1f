// The server a bench runs against: TESSERA_URL (with TESSERA_ADMIN_PASSWORD) if set, else a fresh one on a free
// loopback port with the example data, started from the built app like the e2e setup does.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running server and how to stop it (a no-op for one the bench did not start). */
export interface BenchServer {
  baseUrl: string;
  password: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
    srv.on('error', reject);
  });
}

/** What a bench needs of its server: the built app (default) or the API only, and extra environment. */
export interface BenchServerOptions {
  app?: boolean;
  env?: Record<string, string>;
}

export async function benchServer(opts: BenchServerOptions = {}): Promise<BenchServer> {
  const url = process.env.TESSERA_URL;
  if (url) return { baseUrl: url.replace(/\/$/, ''), password: process.env.TESSERA_ADMIN_PASSWORD ?? 'admin', stop: async () => undefined };
  if (opts.app !== false && !existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const port = await freePort();
  const password = 'bench-admin-password';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...opts.env, PORT: String(port), TESSERA_DATA_DIR: dataDir, TESSERA_ADMIN_PASSWORD: password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > until) throw new Error('the server did not start within 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    password,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

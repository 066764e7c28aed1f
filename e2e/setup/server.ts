// Starts the real Tessera server (built app, example data) on a free loopback port for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

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

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok && (await res.text()) === 'OK') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /health within ${ms} ms`);
}

/** A running Tessera server for browser tests; `stop` ends it and removes its data folder. */
export interface E2EServer {
  baseUrl: string;
  /** The server's data folder (its configuration, metadata store and plugin bundles). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server (built app, example data, a fresh data folder) on a free loopback port, with `env` added. */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), TESSERA_DATA_DIR: dataDir, TESSERA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startE2EServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}

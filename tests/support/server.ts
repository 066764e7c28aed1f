/**
 * The one way tests, browser tests and benches start Tessera's server: in-process over a data folder
 * (`bootServer`, for inject-based tests and the query benches), or as its own process on a free loopback port over
 * a fresh data folder, serving the instrumented build (`startServerProcess`, for the browser tests and the
 * dashboard bench).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TesseraConfig } from '../../server/config';
import type { Store } from '../../server/store/db';

/** The instrumented build (`npm run build:instrumented`): the app with the page probe, and the bench's baseline page. */
export const INSTRUMENTED_APP_DIR = 'dist-instrumented';

/** The server, its configuration and metadata store, not listening. */
export interface BootedServer {
  app: FastifyInstance;
  config: TesseraConfig;
  store: Store;
}

/** Loads the configuration of `dataDir` (plus `env`), bootstraps the store and admin, and builds the app without its files. */
export async function bootServer(options: {
  dataDir: string;
  adminPassword: string;
  env?: Record<string, string>;
  examples?: boolean;
  log?: (message: string) => void;
}): Promise<BootedServer> {
  // Loaded here, so that the browser tests' setup, which only starts processes, does not load the server.
  const [{ buildApp }, { bootstrapInstance }, { loadConfig }] = await Promise.all([
    import('../../server/app'),
    import('../../server/bootstrap'),
    import('../../server/config'),
  ]);
  const config = loadConfig({ TESSERA_DATABASE_URL: '', ...options.env, TESSERA_DATA_DIR: options.dataDir });
  const { store } = await bootstrapInstance(config, {
    adminPassword: options.adminPassword,
    ...(options.examples !== undefined ? { examples: options.examples } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const app = await buildApp({ config, store, staticDir: join(options.dataDir, 'no-app') });
  return { app, config, store };
}

/** Builds the instrumented app into dist-instrumented/ (what the browser tests and the dashboard bench serve). */
export function buildInstrumentedApp(): void {
  const res = spawnSync('npx', ['vite', 'build', '--mode', 'instrumented', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0)
    throw new Error(`the instrumented build failed (vite build --mode instrumented exited with ${String(res.status)})`);
}

/** A server process and how to stop it. */
export interface ServerProcess {
  baseUrl: string;
  /** The server's data folder (its configuration, metadata store and plugin bundles). */
  dataDir: string;
  /** The admin's password. */
  password: string;
  /** Ends the server, and removes its data folder unless the caller gave it. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would, and resolves once it has exited; the data folder stays. */
  kill(): Promise<void>;
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => done(typeof addr === 'object' && addr ? addr.port : 0));
    });
    srv.on('error', fail);
  });
}

/**
 * Starts server/main.ts (example data unless `env` says TESSERA_EXAMPLES=0) on a free loopback port with `env`
 * added, over `dataDir` or a fresh data folder, serving the instrumented build, and waits until /health answers OK.
 * `quiet` drops the server's standard output.
 */
export async function startServerProcess(options: {
  password: string;
  env?: Record<string, string>;
  quiet?: boolean;
  dataDir?: string;
}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tessera-server-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: options.password,
      TESSERA_APP_DIR: resolve(INSTRUMENTED_APP_DIR),
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    const ok = await fetch(`${baseUrl}/health`).then(
      async (r) => r.ok && (await r.text()) === 'OK',
      () => false,
    );
    if (ok) return { baseUrl, dataDir, password: options.password, stop, kill };
    if (Date.now() > until) {
      await stop();
      throw new Error('the server did not answer /health within 240 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts Tessera: configuration, metadata store and migrations, first admin, example data, then serve. */
import { spawn } from 'node:child_process';
import { buildApp } from './app';
import { loadConfig, type TesseraConfig } from './config';
import { bootstrapInstance } from './bootstrap';
import { ownUrl } from './reports/page';
import { startReportScheduler } from './reports/scheduler';
import { threadpoolPlan } from './threadpool';

async function main(config: TesseraConfig): Promise<void> {
  const { store, admin } = await bootstrapInstance(config, {
    log: (m) => console.log(m),
    examples: process.env.TESSERA_EXAMPLES !== '0',
  });
  if (admin?.generated) {
    console.log(
      `\nCreated user 'admin' with the generated password: ${admin.password}\n(shown once; set TESSERA_ADMIN_PASSWORD to choose it)\n`,
    );
  }
  // TESSERA_APP_DIR: the built app to serve (dist/ by default); the browser tests and benches serve their instrumented build.
  const appDir = process.env.TESSERA_APP_DIR;
  const app = await buildApp({
    config,
    store,
    logger: process.env.TESSERA_LOG === '1',
    ...(appDir ? { staticDir: appDir } : {}),
  });
  const close = async (): Promise<void> => {
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  // Reports run on their schedules in this process (TESSERA_REPORT_SCHEDULER=0 turns it off), on the minute ticks of
  // the shared queue when TESSERA_REDIS_URL is set; the page renderer
  // opens the server's own URL (TESSERA_PUBLIC_URL when it is served elsewhere).
  // Dashboard downloads (PDF, PNG) open the same URL, with the same Chromium (app.tessera.browsers).
  if (process.env.TESSERA_REPORT_SCHEDULER !== '0') {
    await startReportScheduler(app, ownUrl(app) ?? `http://127.0.0.1:${config.port}`);
  }
  console.log(`Tessera is serving on http://${config.host}:${config.port}/ (data folder ${config.dataDir})`);
}

/**
 * Runs the server again in a child process whose libuv pool has `size` threads, passing signals and the exit code
 * on. The child dies with this process (even on SIGKILL, through the closed IPC channel), so no server outlives it.
 */
function relaunch(size: number): void {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, UV_THREADPOOL_SIZE: String(size) },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// Started by relaunch(): when the parent goes, so does the server, at once, as if it had been killed with it.
if (process.send) process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));

try {
  const config = loadConfig();
  const plan = threadpoolPlan(process.env, config.limits);
  if (plan.action === 'relaunch') relaunch(plan.size);
  else {
    if (plan.action === 'warn') console.warn(plan.message);
    main(config).catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

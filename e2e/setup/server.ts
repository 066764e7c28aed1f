// The browser tests' global setup: builds the instrumented app, then starts the real server (example data) on a
// free loopback port for the run. tests/support/server.ts does both.
import type { TestProject } from 'vitest/node';
import { buildInstrumentedApp, startServerProcess, type ServerProcess } from '../../tests/support/server';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/** A running Tessera server for browser tests; `stop` ends it and removes its data folder. */
export type E2EServer = ServerProcess;

/** Starts another server for a test that needs its own settings (`env` added to the environment). */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  return startServerProcess({ password: E2E_ADMIN_PASSWORD, env });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildInstrumentedApp();
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

import { defineConfig } from 'vitest/config';

// Browser flows: Playwright (playwright-core) drives Debian's Chromium against the built app served by the
// real server, started once for the run by e2e/setup/server.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/setup/server.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});

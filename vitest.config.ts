import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (Node). Browser flows live in e2e/ with their own config.
export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'tests/ui/**/*.test.tsx',
      'src/**/*.test.ts',
      'workers/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/setup/postgres.ts'],
    setupFiles: ['tests/setup/announcer.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One fork per core (vitest's default leaves one core out): on a 2-core machine the suite takes about two thirds
    // of the time it takes in one fork, the files' imports and DuckDB runs overlapping.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { TZ: 'UTC' },
  },
});

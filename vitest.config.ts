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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    env: { TZ: 'UTC' },
  },
});

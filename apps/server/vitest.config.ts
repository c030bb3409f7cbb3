import { defineConfig } from 'vitest/config';

// PGlite needs a few hundred MB per instance: few workers, generous timeouts.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Runs after the domain and web projects (vitest needs its own group for its own worker limit).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
  },
});

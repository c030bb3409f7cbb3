import { defineConfig } from 'vitest/config';

// PGlite needs a few hundred MB per instance: few workers, generous timeouts.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the imported server modules from one file to the next: importing the app for each
    // of ~130 files was most of the suite's CPU (a sample of 16 files at load ~30: 895 s → 497 s, the
    // import phase 644 s → 85 s). Every test builds its own app and database, so no state is shared
    // through them; a file that mocks a module resets the registry first (security/enumeration.test.ts).
    isolate: false,
    // Runs after the domain and web projects (vitest needs its own group for its own worker limit).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // The default output, and a list of the tests that passed only on a retry (the web keeps one).
    reporters: ['default', './vitest.retried-reporter.ts'],
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});

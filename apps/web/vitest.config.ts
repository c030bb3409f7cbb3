import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A worker keeps its modules from one file to the next (React, the router, the pages): importing them
    // per file was half the project's CPU (56 files, 640 tests at load 18-28: 288 s -> 143 s of CPU).
    // Module state a test can see is reset per test in test/setup.ts.
    isolate: false,
    // Whole-app renders with typed input take a few seconds when every worker is busy.
    testTimeout: 30_000,
    // One retry for jsdom timing on a loaded 2-core CI machine; a test that fails twice still fails,
    // and the root config's vitest.retried-reporter.ts lists every retried test, so a flaky one stays
    // visible. Two causes are fixed (the tab title set in a passive effect, a test reading the login
    // page when only the path had changed); at a load of ~26 on 2 cores a page's first lazy import
    // still outlasted the 8 s wait (issue 14.7).
    retry: 1,
  },
});

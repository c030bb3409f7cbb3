import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Whole-app renders with typed input take a few seconds when every worker is busy.
    testTimeout: 30_000,
    // One retry for jsdom timing on a loaded 2-core CI machine; a test that fails twice still fails,
    // and vitest reports every retried test, so a flaky one stays visible.
    retry: 1,
  },
});

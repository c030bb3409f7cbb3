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
    // No retry: a test that fails under load and passes on retry is a bug to find (the last one, the
    // menu-link test, raced the page loads; it now waits for them).
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Pure functions without module state, mocks or environment: a worker keeps the imported modules
    // from one file to the next. Measured: 26.2 s → 13.3 s of CPU for the project (1,458 tests).
    isolate: false,
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The slow fault suite (`npm run test:faults`, quality targets §2.4): real server processes killed,
// restarted and starved. One file at a time – each starts servers, PostgreSQL or an SMTP sink itself.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.fault.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

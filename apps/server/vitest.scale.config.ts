import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:scale` (issue 18): real server processes behind haproxy on one PostgreSQL database.
// One file, one process; the script (test/scale/run.sh) builds the server and installs haproxy first.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'scale',
    environment: 'node',
    include: ['test/scale/**/*.scale.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});

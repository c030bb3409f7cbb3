import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This file sits one folder below it both as source (src/paths.ts) and inside the built
 * bundle (dist/main.js), so the same expression holds in both; other modules must not use their own
 * import.meta.url for paths, because bundling moves them.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The journeys and the server tests start the portal, the demo seed and the office tool as real
// processes (the journeys up to ~30 times, the server tests ~30 times per run). The built bundle
// (apps/server/build.mjs) starts without compiling TypeScript: about 1 s of CPU less per start,
// measured 6.5–7.0 s against 7.4–8.7 s on a fresh data folder. A bundle older than any server or
// domain source would run old code: then the sources run through tsx as before.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
// The scripts with their file in the bundle. The demo seed and the office tool through tsx cost 1–4 s
// of CPU more per call (seed: 13.5–14.5 s user against 10.0–12.6 s); the time-travel journeys call
// the office tool dozens of times.
const bundled: Record<string, string> = {
  'apps/server/src/main.ts': 'apps/server/dist/main.js',
  'apps/server/src/demo/seed.ts': 'apps/server/dist/demo-seed.js',
  'apps/server/src/office/cli.ts': 'apps/server/dist/office.js',
};
const sources = [join(root, 'apps/server/src'), join(root, 'packages/domain/src')];

function newestSource(): number {
  let newest = 0;
  for (const dir of sources) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when every bundled script in apps/server/dist is at least as new as every server and domain source. */
export function bundleIsFresh(): boolean {
  try {
    const oldest = Math.min(...Object.values(bundled).map((file) => statSync(join(root, file)).mtimeMs));
    return oldest >= newestSource();
  } catch {
    return false;
  }
}

let fresh: boolean | undefined;

// By URL, so the process may run in any working directory (as an office user's shell would).
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;

/** Node's arguments for a script of the repository, as the root scripts run it: through tsx. */
export const tsxArgs = (script: string, args: readonly string[] = []) => [
  '--import',
  tsx,
  join(root, script),
  ...args,
];

/** Node's arguments for a script of the repository: from its bundle when fresh, else via tsx. */
export function nodeArgs(script: string, args: readonly string[] = []): string[] {
  fresh ??= bundleIsFresh();
  const file = bundled[script];
  if (file && fresh) return [join(root, file), ...args];
  return tsxArgs(script, args);
}

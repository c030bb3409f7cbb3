import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './fixtures';
import {
  demoOrigin,
  demoPortFrei,
  exited,
  postgresUrl,
  run,
  seededCopy,
  seededDatabase,
  waitReady,
} from './demo-server';
import { logFile, runDir } from './env';

// A portal on the demo accounts whose clock the journey sets (PORTAL_NOW), for histories over
// years: the portal is started at one moment, the office tool (npm run office) acts at another while
// the portal is stopped – a running portal would carry the command out on its own clock and refuses a
// call set to another one (decision 0014) – and the portal starts again later. With E2E_DEMO_DATABASE_URL it runs on a PostgreSQL database.

export interface Zeitreise {
  /** (Re)starts the portal with its clock at `now` (ISO 8601 with offset). */
  portalAm(now: string): Promise<void>;
  /** Stops the portal and runs `npm run office -- <args>` at `now`; its output. */
  prueferstelle(now: string, args: readonly string[]): Promise<string>;
  stop(): Promise<void>;
}

/** Registers a spec file's time-travelling portal, seeded at `seedAt`; the spec uses {@link demoOrigin}. */
export function useZeitreise(seedAt: string): () => Zeitreise {
  let reise: Zeitreise | undefined;
  test.use({ baseURL: demoOrigin });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    reise = await startZeitreise(seedAt);
  });
  test.afterAll(async () => reise?.stop());
  return () => {
    if (!reise) throw new Error('the portal of this spec did not start');
    return reise;
  };
}

async function startZeitreise(seedAt: string): Promise<Zeitreise> {
  const dataDir = join(runDir, `zeitreise-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const database = postgresUrl ? await seededDatabase(dataDir, log, { PORTAL_NOW: seedAt }) : undefined;
  // A copy of the run's template seeded at `seedAt` (seeded once for the specs that share the moment).
  if (!database) await seededCopy(dataDir, log, { PORTAL_NOW: seedAt });
  let portal: ChildProcess | undefined;
  const kill = () => portal?.kill('SIGTERM');
  process.once('exit', kill);

  async function portalStoppen() {
    if (!portal) return;
    const child = portal;
    portal = undefined;
    child.kill('SIGTERM');
    await exited(child);
  }

  return {
    async portalAm(now) {
      await portalStoppen();
      await demoPortFrei();
      portal = run('apps/server/src/main.ts', dataDir, log, database?.url, { PORTAL_NOW: now });
      await waitReady(portal);
    },
    async prueferstelle(now, args) {
      await portalStoppen();
      const child = run('apps/server/src/office/cli.ts', dataDir, log, database?.url, { PORTAL_NOW: now }, [
        ...args,
        '--von',
        'Journey Prüfungsstelle',
      ]);
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const code = await exited(child);
      if (code !== 0) throw new Error(`office ${args.join(' ')} ended with ${code}: ${out}`);
      return out;
    },
    async stop() {
      process.removeListener('exit', kill);
      await portalStoppen();
      await database?.drop();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

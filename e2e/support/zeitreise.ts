import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { anServer } from '../../apps/server/src/office/socket-client';
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
// years. The portal starts once; each later moment moves its clock over the office socket
// (uhr-stellen, test mode only, decision 0077), which also does what a restart at that moment did
// (the start's background work, empty in-memory counters), and office commands go over the same
// socket at their moment: a restart cost ~6.5 s of CPU, an office process ~2 s. With
// E2E_DEMO_DATABASE_URL it runs on a PostgreSQL database, where the server has no office socket: there
// the portal restarts at each moment and the office tool runs while it is stopped (a running portal
// refuses a call set to another clock, decision 0014).

export interface Zeitreise {
  /** Starts the portal, or moves its clock, at `now` (ISO 8601 with offset), as a restart then did. */
  portalAm(now: string): Promise<void>;
  /** Runs `npm run office -- <args>` at `now` (no background work of the portal at `now`); its output. */
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

  /** An office call over the running portal's socket, as the command line sends it (socket-client.ts). */
  async function anPortal(argv: readonly string[], portalNow: string | null): Promise<string> {
    const antwort = await anServer(dataDir, portal?.pid ?? 0, {
      argv: [...argv],
      loginName: 'journey',
      osUser: userInfo().username,
      cwd: process.cwd(),
      portalNow,
    });
    const out = antwort.stdout + antwort.stderr;
    if (antwort.code !== 0) throw new Error(`office ${argv.join(' ')} ended with ${antwort.code}: ${out}`);
    return out;
  }

  // The embedded database only: on PostgreSQL the server has no office socket.
  const verschiebbar = () => portal !== undefined && !database;

  return {
    async portalAm(now) {
      if (verschiebbar()) {
        await anPortal(['uhr-stellen', now], null);
        return;
      }
      await portalStoppen();
      await demoPortFrei();
      portal = run('apps/server/src/main.ts', dataDir, log, database?.url, { PORTAL_NOW: now });
      await waitReady(portal);
    },
    async prueferstelle(now, args) {
      if (verschiebbar()) {
        // Only the command acts at `now`, as when it ran beside a stopped portal.
        await anPortal(['uhr-stellen', now, '--ohne-hintergrund'], null);
        return anPortal([...args, '--von', 'Journey Prüfungsstelle'], new Date(now).toISOString());
      }
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

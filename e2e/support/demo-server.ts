import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir as mainDataDir, e2ePort, logFile, runDir, smtpPort } from './env';
import { nodeArgs } from './server-entry';

// A second portal server on the documented demo data (docs/demo-accounts.md): candidates who are
// admitted, registered for modules, invited … Most flows show only 'nicht anwendbar' to a fresh
// account; these accounts open their forms. The office tool cannot add such facts to the main
// server's embedded database while it runs, so the demo data gets a server of its own.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Each test worker's own port (workers run two spec files at a time, each may start a demo server).
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const demoPort = Number(process.env.E2E_DEMO_PORT ?? e2ePort + 1) + worker;
export const demoOrigin = `http://127.0.0.1:${demoPort}`;
export const DEMO_PASSWORT = 'Demo#Portal2026';

/**
 * Optional: a PostgreSQL server URL (e.g. postgres://postgres@127.0.0.1:5432/postgres). Each demo
 * server then gets a database of its own, seeded from scratch and dropped afterwards, so the
 * journeys run on PostgreSQL too; unset, the demo servers use PGlite like the main server.
 */
export const postgresUrl = process.env.E2E_DEMO_DATABASE_URL?.trim() || '';

/** Settings a run of a script adds: PORTAL_NOW for the server's clock, … */
export type ExtraEnv = Record<string, string>;

function env(dataDir: string, databaseUrl = '', extra: ExtraEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: demoOrigin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Examensportal <noreply@examensportal.test>',
    CAPTCHA_MAX_NUMBER: '1000',
    // The journeys register far more than the production 5 accounts per hour, all from 127.0.0.1.
    REGISTER_PER_HOUR: '1000',
    // The browser, the test runner and this server share two cores; a busy second of the server, or a
    // late event loop, is the machine's doing, not overload (the load guards have their own tests in
    // npm run test:faults).
    MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'info',
    // The seed, the server and the office tool hash with argon2's least work (decision 0069).
    INSECURE_TEST_PASSWORD_HASHING: '1',
    DATABASE_URL: databaseUrl,
    // With DATABASE_URL the server, seed and office tool require a JWT_SECRET of their own (issue 18);
    // one fixed key, so a restart on the same database matches the one registered there.
    ...(databaseUrl
      ? {
          JWT_SECRET: 'e2e-demo-secret-e2e-demo-secret-0123456789',
          DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        }
      : {}),
    ...extra,
  };
}

/** Runs a script of the repository (server, seed, office tool) on a data folder or database. */
export function run(
  script: string,
  dataDir: string,
  log: NodeJS.WritableStream,
  databaseUrl = '',
  extra: ExtraEnv = {},
  args: readonly string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, nodeArgs(script, args), {
    cwd: root,
    env: env(dataDir, databaseUrl, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The same log as the main server's, so the log sentinel reads this one too.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

export const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code ?? 1));
  });

/**
 * Refuses to start when something already listens on the demo port: the journey would otherwise
 * talk to that process (another run's portal answers health/ready too) and fail far from the cause.
 */
export async function demoPortFrei(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${demoPort} for the demo server is in use by another process; set E2E_DEMO_PORT (and E2E_PORT) to free ports`
            : `port ${demoPort} for the demo server: ${error.message}`,
        ),
      ),
    );
    probe.listen(demoPort, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function waitReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo server ended with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${demoOrigin}/examensportal/backend/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`demo server not ready within 60 s; see ${logFile}`);
}

export interface DemoServer {
  stop(): Promise<void>;
}

// Seeding takes seconds, a copy of a seeded folder none: the run seeds once per clock and every demo
// or time-travel server starts on its own copy, so a spec whose journeys change the accounts leaves the
// next spec the documented states. A seed at a set PORTAL_NOW gets a template of its own (three
// time-travel specs seed at 2026-10-05 09:00, two at 08:00). The templates live in the main server's
// data folder, which start-server.ts empties for every run (a template from an earlier day or an older
// seed is never reused).
const seededMarker = '.seeded';

async function seededTemplate(log: NodeJS.WritableStream, extra: ExtraEnv = {}): Promise<string> {
  const clock = extra.PORTAL_NOW ? `-${extra.PORTAL_NOW.replace(/[^0-9A-Za-z]/g, '')}` : '';
  const templateDir = join(mainDataDir, `demo-template${clock}`);
  if (existsSync(join(templateDir, seededMarker))) return templateDir;
  const fresh = `${templateDir}-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  const code = await exited(run('apps/server/src/demo/seed.ts', fresh, log, '', extra));
  if (code !== 0) throw new Error(`demo seed ended with ${code}; see ${logFile}`);
  writeFileSync(join(fresh, seededMarker), new Date().toISOString());
  // Two workers may seed at once: the first rename wins (a rename onto a filled folder fails), the
  // other worker uses the winner's template and throws its own away. A template is never replaced
  // while another worker copies it.
  try {
    renameSync(fresh, templateDir);
  } catch (error) {
    if (!existsSync(join(templateDir, seededMarker))) throw error;
    rmSync(fresh, { recursive: true, force: true });
  }
  return templateDir;
}

/** Fills `dataDir` with a copy of the demo accounts seeded with `extra` (e.g. its PORTAL_NOW). */
export async function seededCopy(dataDir: string, log: NodeJS.WritableStream, extra: ExtraEnv = {}) {
  const template = await seededTemplate(log, extra);
  cpSync(template, dataDir, { recursive: true, filter: (source) => !source.endsWith(`/${seededMarker}`) });
}

/** One SQL statement on the PostgreSQL server, with the server's own driver. */
async function postgres(statement: string, log: NodeJS.WritableStream): Promise<void> {
  const script =
    "const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });" +
    'c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });';
  const child = spawn(process.execPath, ['-e', script, postgresUrl, statement], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.pipe(log, { end: false });
  if ((await exited(child)) !== 0) throw new Error(`PostgreSQL refused "${statement}"; see ${logFile}`);
}

/** A fresh PostgreSQL database with the demo accounts; its URL and how to drop it. */
export async function seededDatabase(dataDir: string, log: NodeJS.WritableStream, extra: ExtraEnv = {}) {
  const name = `ep_demo_${process.pid}_${Date.now()}`;
  await postgres(`create database ${name}`, log);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const code = await exited(run('apps/server/src/demo/seed.ts', dataDir, log, url.toString(), extra));
  if (code !== 0) throw new Error(`demo seed ended with ${code}; see ${logFile}`);
  return { url: url.toString(), drop: () => postgres(`drop database if exists ${name} with (force)`, log) };
}

export interface DemoOptionen {
  /**
   * The office of ten (issue 28 point 14): a second caseworker and 50 complete applications, added to
   * this server's copy before it starts (apps/server/test/helpers/amtsbetrieb.ts).
   */
  amtsbetrieb?: boolean;
}

let instanz: string | undefined;

/** The running demo server of this worker (a name unique in the run), or undefined. */
export const demoInstanz = (): string | undefined => instanz;

/** Serves a fresh copy of the seeded demo accounts on {@link demoPort}; `extra` e.g. its PORTAL_NOW. */
export async function startDemoServer(
  extra: ExtraEnv = {},
  optionen: DemoOptionen = {},
): Promise<DemoServer> {
  const dataDir = join(runDir, `demo-data-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (postgresUrl) {
    mkdirSync(dataDir, { recursive: true });
    database = await seededDatabase(dataDir, log);
  } else {
    await seededCopy(dataDir, log);
  }
  if (optionen.amtsbetrieb) {
    const code = await exited(
      run('apps/server/test/helpers/amtsbetrieb.ts', dataDir, log, database?.url, extra),
    );
    if (code !== 0) {
      await database?.drop();
      throw new Error(`office-of-ten seed ended with ${code}; see ${logFile}`);
    }
  }

  await demoPortFrei();
  const server = run('apps/server/src/main.ts', dataDir, log, database?.url, extra);
  // Never outlive the test worker, even when it ends without afterAll.
  const kill = () => server.kill('SIGTERM');
  process.once('exit', kill);
  try {
    await waitReady(server);
  } catch (error) {
    kill();
    await database?.drop();
    throw error;
  }
  instanz = `demo-${process.pid}-${Date.now()}`;
  return {
    async stop() {
      instanz = undefined;
      process.removeListener('exit', kill);
      kill();
      await exited(server);
      await database?.drop();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

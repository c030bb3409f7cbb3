import { randomBytes } from 'node:crypto';
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../apps/server/src/db/connect';
import { accounts } from '../../apps/server/src/db/schema';
import { hashPassword, OWASP_PASSWORD_HASH_COST } from '../../apps/server/src/infra/passwords';
import { repoRoot, settings } from './config';
import { admit } from './seed-procedure';
import {
  cpuSecondsOf,
  freePort,
  memoryOf,
  threadsOf,
  serverCore,
  sleep,
  spawnNode,
  stopChild,
  waitForHttp,
} from './proc';

export const benchPassword = 'Wirtschafts#Pruefung2025';

interface SeededAccount {
  email: string;
  art: 'WP' | 'EIGNUNG';
}

export interface BenchServer {
  label: string;
  origin: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  kind: 'pglite' | 'postgres';
  /** From spawn to the first 200 of /health/live (the built bundle, as `npm start` runs it). */
  startMs: number;
  /** CPU time the process used until then (all threads; USER_HZ 100 assumed). */
  startCpuSeconds: number | undefined;
  /** RSS at the first /health/live 200, while start-up work (WASM tier-up, GC) may still settle. */
  readyRssMiB: number | undefined;
  /** RSS after idleSettleMs without requests (PERF-RES-1 idle). */
  idleRssMiB: number | undefined;
  /**
   * With `quietRss`: RSS idleSettleMs after the start-up work is done – the outbox's receipts and
   * letters of the seeded history rendered, the PDF worker (decision 0072) ended after its quiet spell –
   * and how long that took. The seed leaves a hundred PDFs to render, so 5 s after start is not idle.
   */
  quietRss: { rssMiB: number; afterMs: number } | undefined;
  main: SeededAccount;
  loginAccounts: SeededAccount[];
  /** One per concurrent writer (interim saves). */
  writerAccounts: SeededAccount[];
  /** Admitted for the open term, each able to register for a further module once. */
  admittedAccounts: SeededAccount[];
  /** Why admitting the candidates failed, if it did. */
  admitError: string | undefined;
  logFile: string;
  close(): Promise<void>;
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the given server for this run; drop() removes it again. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Named after the base URL's own database when it is a helper's (h114_a → h114_a_…), so parallel runs
  // on one PostgreSQL create only databases of their own prefix.
  const base = new URL(baseUrl).pathname.slice(1);
  const prefix =
    /^[a-z][a-z0-9_]{0,40}$/.test(base) && !['postgres', 'test'].includes(base) ? base : 'ep_bench';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * Confirmed accounts written through the app's own DB layer (migrations run here first), the way the
 * server tests seed them; the account flows have their own tests.
 */
export async function seedAccounts(
  target: { databaseUrl?: string; pgliteDir?: string },
  list: SeededAccount[],
  admitted: SeededAccount[],
) {
  const database = await connect(target);
  const result: { admitted: SeededAccount[]; admitError?: string } = { admitted: [] };
  try {
    // The real cost: the bench's logins verify these hashes (PERF-AUTH, decision 0069).
    const passwordHash = await hashPassword(benchPassword, OWASP_PASSWORD_HASH_COST);
    const now = new Date();
    for (const a of [...list, ...admitted]) {
      const [row] = await database.db
        .insert(accounts)
        .values({
          email: a.email,
          vorname: 'Erika',
          nachname: 'Mustermann',
          art: a.art,
          passwordHash,
          createdAt: now,
          confirmedAt: now,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error(`account ${a.email} not stored`);
      // A failed admission (procedure code in flux) costs only the declaration figure, not the run.
      if (admitted.includes(a) && !result.admitError) {
        try {
          await admit(database.db, { id: row.id, email: a.email, vorname: 'Erika', nachname: 'Mustermann' });
          result.admitted.push(a);
        } catch (error) {
          result.admitError = (error as Error).message.split('\n')[0];
        }
      }
    }
    return result;
  } finally {
    await database.close();
  }
}

export interface StartOptions {
  label: string;
  /** PostgreSQL server URL; a fresh database is created on it. Unset: PGlite in the data folder. */
  databaseUrl?: string | undefined;
  webDist?: string | undefined;
  /** A fixed port instead of a free one. */
  port?: number | undefined;
  loginAccounts?: number;
  writerAccounts?: number;
  admittedAccounts?: number;
  /** Node options after the serve script's own, so they win (--cpu-prof, PROFILE_NODE_ARGS experiments). */
  extraNodeArgs?: string[];
  /** Also wait for the start-up work to end and read the idle RSS then (BenchServer.quietRss). */
  quietRss?: boolean;
  /** Another build of the server than apps/server/dist/main.js (A/B runs of two commits, server-ab.ts). */
  script?: string | undefined;
  /** Environment after the serve script's own (allocator experiments of rss-ab.ts). */
  extraEnv?: Record<string, string>;
}

/** `NAME=value NAME2=value2` as an environment (AB_ENV_A/B of server-ab.ts, PROFILE_ENV of profile.ts). */
export const envOf = (words: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (words ?? '')
      .split(' ')
      .filter(Boolean)
      .map((w) => [w.split('=')[0] ?? '', w.split('=').slice(1).join('=')]),
  );

/** Idle = this long after the first 200 with no request in between. */
export const idleSettleMs = 5000;

/** The PDF pool ends its worker 60 s after the last PDF (infra/pdf-pool.ts); a little more than that. */
const workerEndMs = 70_000;

/** Waits until the process runs no more than `threads` threads for 2 s in a row; false when it never does. */
async function threadsAtMost(pid: number, threads: number, limitMs: number): Promise<boolean | undefined> {
  const start = performance.now();
  let quietSince: number | undefined;
  while (performance.now() - start < limitMs) {
    const now = threadsOf(pid);
    if (now === undefined) return undefined;
    if (now > threads) quietSince = undefined;
    else quietSince ??= performance.now();
    if (quietSince !== undefined && performance.now() - quietSince >= 2000) return true;
    await sleep(250);
  }
  return false;
}

/**
 * Waits until the start-up work is done, then idleSettleMs more, and reads the RSS. The PDF worker the
 * outbox starts for the seeded history's receipts and letters (decision 0072) ends 60 s after its last
 * PDF. On PostgreSQL it starts after the first 200: the process is quiet once it is back at its thread
 * count of the first 200. On PGlite (a slower start) it is often running at the first 200 already: then
 * the process counts one thread fewer once it has ended, and the reading waits for that drop (at most
 * workerEndMs; a server that rendered nothing at its start never drops and is read then).
 * Undefined when the process does not get back to its first count within workerEndMs + 20 s.
 */
async function rssWhenQuiet(
  pid: number,
  readyThreads: number | undefined,
): Promise<{ rssMiB: number; afterMs: number } | undefined> {
  if (readyThreads === undefined) return undefined;
  const start = performance.now();
  let rose = false;
  const watch = setInterval(() => {
    if ((threadsOf(pid) ?? 0) > readyThreads) rose = true;
  }, 250);
  try {
    if ((await threadsAtMost(pid, readyThreads, workerEndMs + 20_000)) !== true) return undefined;
    if (!rose && (await threadsAtMost(pid, readyThreads - 1, workerEndMs)) === undefined) return undefined;
  } finally {
    clearInterval(watch);
  }
  await sleep(idleSettleMs);
  const rss = memoryOf(pid)?.rssMiB;
  return rss === undefined ? undefined : { rssMiB: rss, afterMs: performance.now() - start };
}

/** `npm run serve` as written in the root package.json: `[VAR=value …] node [options] <script>`. */
export function serveCommand(): { env: Record<string, string>; nodeArgs: string[]; script: string } {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts.serve ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  const script = words.at(-1);
  if (words[0] !== 'node' || !script) throw new Error(`unexpected serve script: ${manifest.scripts.serve}`);
  return { env, nodeArgs: words.slice(1, -1), script };
}

let built = false;

/** `npm run build -w @examensportal/server` once per run: the bench measures the current sources. */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
    timeout: 120_000,
  });
  built = true;
}

/** The real server exactly as `npm run serve` starts it (the built bundle) on core 1, a temp DATA_DIR and a free port. */
export async function startServer(options: StartOptions): Promise<BenchServer> {
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-'));
  const database = options.databaseUrl ? await freshDatabase(options.databaseUrl) : undefined;
  const cleanup = async () => {
    await database?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const tag = randomBytes(3).toString('hex');
    const main: SeededAccount = { email: `bench.wp.${tag}@example.org`, art: 'WP' };
    const loginAccounts = Array.from({ length: options.loginAccounts ?? 4 }, (_, i): SeededAccount => ({
      email: `bench.login${i}.${tag}@example.org`,
      art: 'WP',
    }));
    const writerAccounts = Array.from({ length: options.writerAccounts ?? 0 }, (_, i): SeededAccount => ({
      email: `bench.writer${i}.${tag}@example.org`,
      art: 'WP',
    }));
    const admittedAccounts = Array.from({ length: options.admittedAccounts ?? 0 }, (_, i): SeededAccount => ({
      email: `bench.admitted${i}.${tag}@example.org`,
      art: 'WP',
    }));
    const seeded = await seedAccounts(
      database ? { databaseUrl: database.url } : { pgliteDir: path.join(dataDir, 'pglite') },
      [main, ...loginAccounts, ...writerAccounts],
      admittedAccounts,
    );

    const port = options.port ?? (await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const logFile = path.join(dataDir, 'server.log');
    const log = openSync(logFile, 'a');
    const start = performance.now();
    const serve = serveCommand();
    const child = spawnNode(options.script ?? serve.script, [], {
      core: serverCore,
      tsx: false,
      nodeArgs: [...serve.nodeArgs, ...(options.extraNodeArgs ?? [])],
      stdio: ['ignore', log, log],
      env: {
        ...serve.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        DATABASE_URL: database?.url ?? '',
        JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
        DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        SMTP_URL: '',
        CLAMD_URL: '',
        CAPTCHA_MAX_NUMBER: String(settings.captchaMaxNumber),
        LOG_LEVEL: 'info',
        WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-dist'),
        // The upload runs store about 1 GB for one candidate; the default quota (1 GiB) would refuse it.
        UPLOAD_QUOTA_BYTES: String(16 * 1024 ** 3),
        UPLOAD_QUOTA_FILES: '10000',
        // Saturating one account measures throughput; the per-account limit (300/min) would answer 429.
        API_REQUESTS_PER_MINUTE: '0',
        // One candidate uploads about 45 files in a few seconds here; the hourly limit (60) stays out of it.
        UPLOAD_RATE_PER_HOUR: '10000',
        // The bench drives the server into saturation on purpose; load shedding (REL-BP, tested in
        // test:faults) would turn part of it into 503s and change the figures' meaning.
        MAX_IN_FLIGHT: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
        ...options.extraEnv,
      },
    });
    closeSync(log);
    let startMs: number;
    try {
      await waitForHttp(`${origin}/examensportal/backend/health/live`, 60_000, child);
      startMs = performance.now() - start;
    } catch (error) {
      await stopChild(child, 2000);
      const tail = readFileSync(logFile, 'utf8').slice(-1500);
      throw new Error(`${(error as Error).message}\n${tail}`);
    }
    const pid = child.pid ?? 0;
    const startCpuSeconds = cpuSecondsOf(pid);
    const readyRssMiB = memoryOf(pid)?.rssMiB;
    const readyThreads = threadsOf(pid);
    await sleep(idleSettleMs);
    const idleRssMiB = memoryOf(pid)?.rssMiB;
    const quietRss = options.quietRss ? await rssWhenQuiet(pid, readyThreads) : undefined;
    return {
      label: options.label,
      origin,
      pid,
      child,
      dataDir,
      kind: database ? 'postgres' : 'pglite',
      startMs,
      startCpuSeconds,
      readyRssMiB,
      idleRssMiB,
      quietRss,
      main,
      loginAccounts,
      writerAccounts,
      admittedAccounts: seeded.admitted,
      admitError: seeded.admitError,
      logFile,
      close: async () => {
        await stopChild(child, 10_000);
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export function serverLogTail(server: BenchServer, chars = 1200): string {
  try {
    return readFileSync(server.logFile, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}

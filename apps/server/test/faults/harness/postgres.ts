import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = '/usr/lib/postgresql';

/** The newest local PostgreSQL's bin folder, or undefined. */
function binDir(): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/** Why a private cluster cannot be made here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (!binDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() !== 0) return 'initdb must run as the postgres user, which needs root to switch to';
  if (!postgresUser()) return 'no postgres user';
  return undefined;
}

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  /** pg_ctl stop -m <mode> (immediate = a crash; fast = an orderly stop). */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  restart(mode: 'immediate' | 'fast'): Promise<void>;
  destroy(): void;
}

/**
 * A throw-away PostgreSQL cluster of our own (initdb into a temp folder, its own port), so a test can
 * stop and restart it. Never the machine's shared cluster on 5432.
 */
export function createPrivateCluster(port: number): PrivateCluster {
  const bin = binDir();
  const user = postgresUser();
  if (!bin || !user) throw new Error(privateClusterUnavailable());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-pg-'));
  chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(bin, tool), args, { uid: user.uid, gid: user.gid, cwd: dir, stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on`;
  const pgCtlArgs = (args: string[]) => ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args];
  // Asynchronous: the test's own clients keep running (and timing) while PostgreSQL stops and starts.
  const pgCtl = async (...args: string[]) => {
    await promisify(execFile)(path.join(bin, 'pg_ctl'), pgCtlArgs(args), {
      uid: user.uid,
      gid: user.gid,
      cwd: dir,
    });
  };
  run('pg_ctl', pgCtlArgs(['-o', options, 'start']));
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    stop: (mode) => pgCtl('-m', mode, 'stop'),
    start: () => pgCtl('-o', options, 'start'),
    restart: (mode) => pgCtl('-m', mode, '-o', options, 'restart'),
    destroy: () => {
      try {
        run('pg_ctl', pgCtlArgs(['-m', 'immediate', 'stop']));
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

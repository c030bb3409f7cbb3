// node-postgres and drizzle's adapter for it load only on PostgreSQL (decision 0094): about 3 MB of heap
// the embedded database never uses. PGlite's side stays a static import: db/prepared.ts loads PGlite on
// both anyway, and loading its adapter late left about 10 MB more of glibc's heap stranded at idle.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sealLegacyEntries } from '../features/protokoll/seal';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverRoot } from '../paths';
import type { Pool } from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle API both drivers share; features depend only on this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: what a repository function runs its statements on. */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool of PostgreSQL (shared limits, issue 18); undefined for PGlite. */
  pool?: Pool;
  /** Resolves when a trivial query answers within timeoutMs, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * PGlite only: calls `fn` for every NOTIFY on `channel` (decision 0052). PGlite runs the callbacks as
   * microtasks while it reads the committing statement's answer, so they run before that statement's
   * promise resolves. Resolves to the function that stops listening.
   */
  listen?(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database when no URL is given. */
  pgliteDir?: string;
  /** A ready PGlite (tests load a migrated snapshot into memory). */
  pglite?: PGlite;
  /** Apply migrations before returning (default true). */
  migrate?: boolean;
  poolMax?: number;
}

/**
 * PostgreSQL settings of the embedded database. initdb sizes it like a server (shared_buffers 128 MB,
 * 100 connections); inside one process with one connection that is resident memory for nothing: the
 * files behind the buffers stay in the OS page cache anyway, and a page the buffers miss is one read
 * from that cache. Measured: about 130 MB less resident memory at start (docs/quality.md); 4 MB instead
 * of 16 MB another 11-15 MiB at idle, the office's 10,000-item Eingang queue no slower (decision 0094).
 */
const pgliteSettings: Record<string, string> = {
  shared_buffers: '4MB',
  max_connections: '4',
};

const pgliteSettingParams = Object.entries(pgliteSettings).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);

/** Key of the session-level advisory lock under which instances migrate one after the other. */
export const migrationLockKey = 1_795_450_000;

/**
 * Instances started at once on one database migrate one after the other: each holds a PostgreSQL
 * advisory lock on its own connection while drizzle checks and applies the migrations over that same
 * connection, so the second finds the first one's history and applies nothing twice.
 */
async function migrateLocked(pool: Pool): Promise<void> {
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {
        // Dropping the connection ends its session and with it the lock.
        broken = true;
      });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

export async function connect(options: ConnectOptions): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const { createPool } = await import('./pool');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const pool = createPool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor may one that is checked out when PostgreSQL goes away (restart, crash): without a listener
    // its 'error' event is uncaught and ends the process. The query in flight fails (→ 503), and the
    // pool drops the broken client when it is released (REL-DB: recovery without a restart).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    if (runMigrations) {
      await migrateLocked(pool);
      await sealLegacyEntries(db as unknown as Db);
    }
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      ping: async (timeoutMs = 500) => {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  const client =
    options.pglite ??
    new PGlite(options.pgliteDir, { startParams: [...PGlite.defaultStartParams, ...pgliteSettingParams] });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  if (runMigrations) {
    await migratePglite(db, { migrationsFolder });
    await sealLegacyEntries(db as unknown as Db);
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async (timeoutMs = 500) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    listen: (channel, fn) => client.listen(channel, fn),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

// The pool gives back a client whose connection died before drizzle's transaction had begun (drizzle
// runs BEGIN outside its try/finally and would never release it). Needs PostgreSQL (TEST_DATABASE_URL);
// the restart under load is in postgres-restart.fault.ts (npm run test:faults).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPool } from '../../src/db/pool';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('pool with a connection that dies at checkout (PostgreSQL)', () => {
  it('the failed transaction answers "unavailable", the client is not leaked, the pool ends', async () => {
    const pool = createPool({ connectionString: url, max: 1, connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool);
    await db.execute(sql`select 1`);

    // The next checkout gets a client whose socket is gone, as after a PostgreSQL restart.
    let cut = true;
    pool.on('acquire', (client) => {
      if (!cut) return;
      cut = false;
      (client as pg.PoolClient & { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    const failed = await db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failed)).toBe(true);

    // With max 1, a leaked client would make this wait for the connect timeout and fail.
    const again = await db.transaction(async (tx) => tx.execute(sql`select 2 as n`));
    expect((again as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 2 }]);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
    await pool.end();
  });
});

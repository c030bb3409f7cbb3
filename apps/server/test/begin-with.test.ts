// A transaction whose BEGIN travels with its first statement (decision 0098): it commits, rolls back
// on a failure and leaves the connection clean, and its lock holds another transaction on the same
// account until the commit – on PostgreSQL, where BEGIN and the lock are one text, and on PGlite,
// where drizzle's transaction runs the prepared lock.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionBeginningWith } from '../src/db/begin-with';
import type { Database } from '../src/db/connect';
import { accounts } from '../src/db/schema';
import { candidateLock } from '../src/features/procedure/records';
import { ManualClock } from '../src/infra/clock';
import { backends, openTestDatabase, query } from './helpers/db';
import { seedAccount } from './helpers/procedure';

describe.each(backends)('transactionBeginningWith on %s', (backend) => {
  let database: Database;
  let accountId: string;
  const clock = new ManualClock(new Date('2026-10-05T08:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    accountId = (await seedAccount(database, clock, { vorname: 'Erika' })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  const vorname = async () =>
    (await database.db.select({ v: accounts.vorname }).from(accounts).where(eq(accounts.id, accountId)))[0]
      ?.v;
  const rename = (v: string) =>
    transactionBeginningWith(database.db, candidateLock(accountId), async (tx, rows) => {
      await tx.update(accounts).set({ vorname: v }).where(eq(accounts.id, accountId));
      return rows;
    });

  it('gives the lock’s rows to the transaction and commits its writes', async () => {
    expect(await rename('Erna')).toEqual([{ art: 'WP', candidate: null }]);
    expect(await vorname()).toBe('Erna');
  });

  it('rolls back on a failure and leaves no transaction open on the connection', async () => {
    await expect(
      transactionBeginningWith(database.db, candidateLock(accountId), async (tx) => {
        await tx.update(accounts).set({ vorname: 'Halb' }).where(eq(accounts.id, accountId));
        throw new Error('mitten im Speichern');
      }),
    ).rejects.toThrow('mitten im Speichern');
    expect(await vorname()).toBe('Erna');
    // Every connection of the pool is used once more: none is left inside the failed transaction.
    await Promise.all(Array.from({ length: 5 }, () => rename('Erna')));
    if (backend === 'postgres') {
      const open = await query<{ n: number }>(
        database,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(open[0]?.n).toBe(0);
    }
  });

  it('takes a value that is not a canonical UUID through the prepared lock instead of the text', async () => {
    const upper = { ...candidateLock(accountId.toUpperCase()) };
    const rows = await transactionBeginningWith(database.db, upper, async (_tx, r) => r);
    expect(rows).toEqual([{ art: 'WP', candidate: null }]);
    const quote = candidateLock(`${accountId}' or true --`);
    await expect(transactionBeginningWith(database.db, quote, async (_tx, r) => r)).rejects.toThrow();
  });

  it.runIf(backend === 'postgres')(
    'holds a second transaction on the account at its lock until the first has committed',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const first = transactionBeginningWith(database.db, candidateLock(accountId), async (tx) => {
        await tx.update(accounts).set({ vorname: 'Erste' }).where(eq(accounts.id, accountId));
        locked();
        await gate;
      });
      await holding;
      // The second reads the name after its lock: it must see the first one's committed write.
      const second = transactionBeginningWith(database.db, candidateLock(accountId), async (tx) => {
        const [row] = await tx
          .select({ v: accounts.vorname })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        return row?.v;
      });
      // Until the second waits for the lock (asked of PostgreSQL, no timer).
      for (;;) {
        const waiting = await query<{ n: number }>(
          database,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting[0]?.n ?? 0) > 0) break;
      }
      release();
      await first;
      expect(await second).toBe('Erste');
    },
  );
});

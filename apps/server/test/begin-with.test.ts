// A transaction whose BEGIN travels with its first statement (decision 0098): it commits, rolls back
// on a failure and leaves the connection clean, and its lock holds another transaction on the same
// account until the commit – on PostgreSQL, where BEGIN and the lock are one text, and on PGlite,
// where drizzle's transaction runs the prepared lock. A last statement given to `lastly` goes with
// COMMIT in one round trip on PostgreSQL (decision 0103): it commits, a failing one rolls back and leaves
// the connection clean, a failed COMMIT and a dying connection drop the connection.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionBeginningWith } from '../src/db/begin-with';
import type { Conn, Database } from '../src/db/connect';
import { preparedStatement } from '../src/db/prepared';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { accounts } from '../src/db/schema';
import { candidateLock } from '../src/features/procedure/records';
import { ManualClock } from '../src/infra/clock';
import { backends, openTestDatabase, query } from './helpers/db';
import { seedAccount } from './helpers/procedure';

// The last statements of these tests: a rename, and one that fails at its run (not a number).
const renameStatement = preparedStatement('ep_test_last_rename', (c: Conn) =>
  c
    .update(accounts)
    .set({ vorname: sql`${sql.placeholder('v')}` })
    .where(eq(accounts.id, sql.placeholder('id'))),
);
const badNumberStatement = preparedStatement('ep_test_last_bad_number', (c: Conn) =>
  c
    .update(accounts)
    .set({ vorname: sql`(${sql.placeholder('v')}::int)::text` })
    .where(eq(accounts.id, sql.placeholder('id'))),
);
// A unique constraint checked at COMMIT (PostgreSQL only): makes COMMIT itself fail.
const deferred = pgTable('h111_deferred', { id: integer('id') });
const deferredInsert = preparedStatement('ep_test_last_deferred', (c: Conn) =>
  c.insert(deferred).values({ id: sql`${sql.placeholder('id')}` }),
);

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

  const openTransactions = async () =>
    (
      await query<{ n: number }>(
        database,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      )
    )[0]?.n;

  it('runs the last statement after the function and commits it with the rest', async () => {
    const rows = await transactionBeginningWith(
      database.db,
      candidateLock(accountId),
      async (tx, r, lastly) => {
        await tx.update(accounts).set({ nachname: 'Vorher' }).where(eq(accounts.id, accountId));
        lastly({ statement: renameStatement, values: { v: 'Zuletzt', id: accountId } });
        return r;
      },
    );
    expect(rows).toEqual([{ art: 'WP', candidate: null }]);
    expect(await vorname()).toBe('Zuletzt');
    const [row] = await database.db
      .select({ n: accounts.nachname })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    expect(row?.n).toBe('Vorher');
    // Every connection once more, the statement parsed on each (then only bound) and committed.
    for (const v of ['Eins', 'Zwei', 'Drei']) {
      await Promise.all(
        Array.from({ length: 5 }, () =>
          transactionBeginningWith(database.db, candidateLock(accountId), async (_tx, _r, lastly) =>
            lastly({ statement: renameStatement, values: { v, id: accountId } }),
          ),
        ),
      );
      expect(await vorname()).toBe(v);
    }
    if (backend === 'postgres') expect(await openTransactions()).toBe(0);
  });

  it('rolls back when the last statement fails and leaves no transaction open', async () => {
    await rename('Erna');
    for (let i = 0; i < 6; i++) {
      await expect(
        transactionBeginningWith(database.db, candidateLock(accountId), async (tx, _r, lastly) => {
          await tx.update(accounts).set({ vorname: 'Halb' }).where(eq(accounts.id, accountId));
          lastly({ statement: badNumberStatement, values: { v: 'keine Zahl', id: accountId } });
        }),
      ).rejects.toThrow(/keine Zahl|invalid input syntax/);
    }
    expect(await vorname()).toBe('Erna');
    await Promise.all(Array.from({ length: 5 }, () => rename('Erna')));
    if (backend === 'postgres') expect(await openTransactions()).toBe(0);
  });

  it.runIf(backend === 'postgres')(
    'drops the connection when COMMIT itself fails after the last statement',
    async () => {
      await database.db.execute(
        sql`create table if not exists h111_deferred (id integer,
            constraint h111_deferred_once unique (id) deferrable initially deferred)`,
      );
      let pid = 0;
      const failing = transactionBeginningWith(
        database.db,
        candidateLock(accountId),
        async (tx, _r, lastly) => {
          pid = (
            await query<{ pid: number }>(
              { ...database, db: tx as never },
              sql`select pg_backend_pid() as pid`,
            )
          )[0]!.pid;
          await tx.insert(deferred).values({ id: 7 });
          lastly({ statement: deferredInsert, values: { id: 7 } });
        },
      );
      // COMMIT's own failure (unique_violation at COMMIT), wrapped as drizzle wraps its own.
      await expect(failing).rejects.toMatchObject({ query: 'commit', cause: { code: '23505' } });
      expect(await query(database, sql`select id from h111_deferred`)).toEqual([]);
      // The pool ended that connection (asked of PostgreSQL until its backend is gone).
      for (;;) {
        const alive = await query(database, sql`select 1 from pg_stat_activity where pid = ${pid}`);
        if (alive.length === 0) break;
      }
      expect(await rename('Erna')).toEqual([{ art: 'WP', candidate: null }]);
    },
  );

  it.runIf(backend === 'postgres')(
    'answers "database unavailable" when the connection dies before the last statement and COMMIT',
    async () => {
      await rename('Erna');
      const failing = transactionBeginningWith(
        database.db,
        candidateLock(accountId),
        async (tx, _r, lastly) => {
          const [own] = await query<{ pid: number }>(
            { ...database, db: tx as never },
            sql`select pg_backend_pid() as pid`,
          );
          await tx.update(accounts).set({ vorname: 'Halb' }).where(eq(accounts.id, accountId));
          // Another connection of the pool ends this one's backend.
          await database.db.execute(sql`select pg_terminate_backend(${own!.pid})`);
          lastly({ statement: renameStatement, values: { v: 'Verloren', id: accountId } });
        },
      );
      const error = await failing.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(await vorname()).toBe('Erna');
      // The pool goes on with other connections.
      await Promise.all(Array.from({ length: 5 }, () => rename('Erna')));
      expect(await openTransactions()).toBe(0);
    },
  );

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
      // The first one's write is its last statement, sent with its COMMIT.
      const first = transactionBeginningWith(
        database.db,
        candidateLock(accountId),
        async (_tx, _r, lastly) => {
          locked();
          await gate;
          lastly({ statement: renameStatement, values: { v: 'Erste', id: accountId } });
        },
      );
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

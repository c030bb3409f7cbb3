// db/prepared.ts (decision 0073, h100) and db/pg-named.ts (decision 0096): a statement built once gives
// the same rows as drizzle's own query on either database – through the named statement whose Bind
// message the helper writes itself (text values, NULL, multi-byte UTF-8, several parameters), on
// PostgreSQL described once per connection; and after a connection died, the next run works.
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../src/db/connect';
import { preparedStatement } from '../src/db/prepared';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { accounts } from '../src/db/schema';
import { backends, openTestDatabase } from './helpers/db';
import { createPostgresDatabase } from './helpers/postgres';
import { systemClock } from '../src/infra/clock';
import { seedAccount } from './helpers/procedure';

const byNameStatement = preparedStatement('ep_test_by_name', (db) =>
  db
    .select({ id: accounts.id, vorname: accounts.vorname, nachname: accounts.nachname })
    .from(accounts)
    .where(
      and(
        eq(accounts.vorname, sql.placeholder('vorname')),
        or(
          eq(accounts.nachname, sql.placeholder('nachname')),
          sql`${sql.placeholder('nachname')}::text is null`,
        ),
      ),
    ),
);

/** Timestamps (a Date each), a NULL timestamp and text: the value parsers kept per connection. */
const withTimesStatement = preparedStatement('ep_test_with_times', (db) =>
  db
    .select({
      id: accounts.id,
      nachname: accounts.nachname,
      createdAt: accounts.createdAt,
      lastLoginAt: accounts.lastLoginAt,
      art: accounts.art,
    })
    .from(accounts)
    .where(eq(accounts.vorname, sql.placeholder('vorname')))
    .orderBy(accounts.nachname),
);

const withTimesColumns = {
  id: accounts.id,
  nachname: accounts.nachname,
  createdAt: accounts.createdAt,
  lastLoginAt: accounts.lastLoginAt,
  art: accounts.art,
};

describe.each(backends)('statements built once on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await seedAccount(database, systemClock, { vorname: 'Jürgen', nachname: 'Öztürk-Łukasiewicz 😀' });
    await seedAccount(database, systemClock, { vorname: 'Jürgen', nachname: 'Meier' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('binds multi-byte text, NULL and several parameters as drizzle does', async () => {
    const run = (vorname: string, nachname: string | null) =>
      byNameStatement(database.db, { vorname, nachname });
    const first = await run('Jürgen', 'Öztürk-Łukasiewicz 😀');
    expect(first.map((r) => r.nachname)).toEqual(['Öztürk-Łukasiewicz 😀']);
    const both = await run('Jürgen', null);
    expect(both.map((r) => r.nachname).sort()).toEqual(['Meier', 'Öztürk-Łukasiewicz 😀']);
    expect(await run('Jürgen', 'Niemand')).toEqual([]);
    // The same rows as drizzle's own query (and again: a named statement is described only once).
    const own = await database.db
      .select({ id: accounts.id, vorname: accounts.vorname, nachname: accounts.nachname })
      .from(accounts)
      .where(eq(accounts.vorname, 'Jürgen'));
    const sorted = <T extends { id: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(sorted(await run('Jürgen', null))).toEqual(sorted(own));
  });

  it('gives drizzle’s own rows on every run (timestamps, NULL, umlauts)', async () => {
    const own = await database.db
      .select(withTimesColumns)
      .from(accounts)
      .where(eq(accounts.vorname, 'Jürgen'))
      .orderBy(accounts.nachname);
    expect(own).toHaveLength(2);
    expect(own[0]?.createdAt).toBeInstanceOf(Date);
    expect(own[0]?.lastLoginAt).toBeNull();
    // More runs than the pool has connections: the first run on each connection describes, the rest not.
    for (let i = 0; i < 12; i++) {
      expect(await withTimesStatement(database.db, { vorname: 'Jürgen' })).toEqual(own);
    }
    const parallel = await Promise.all(
      Array.from({ length: 12 }, () => withTimesStatement(database.db, { vorname: 'Jürgen' })),
    );
    for (const rows of parallel) expect(rows).toEqual(own);
    // Inside a transaction as well (a checked-out client on PostgreSQL, drizzle's path on PGlite).
    const inTx = await database.db.transaction((tx) => withTimesStatement(tx, { vorname: 'Jürgen' }));
    expect(inTx).toEqual(own);
  });

  it('reports a failing run as drizzle does and runs the statement again afterwards', async () => {
    const failing = preparedStatement('ep_test_failing', (db) =>
      db
        .select({ n: sql<number>`1 / (${sql.placeholder('d')}::int)` })
        .from(accounts)
        .limit(1),
    );
    const error = await failing(database.db, { d: '0' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Failed query:/);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(await failing(database.db, { d: '1' })).toEqual([{ n: 1 }]);
    if (backend === 'postgres') {
      // Another text under a name a connection has parsed is refused, as node-postgres refuses it.
      const clash = preparedStatement('ep_test_failing', (db) =>
        db.select({ n: sql<number>`2 + ${sql.placeholder('d')}::int` }).from(accounts),
      );
      const refused = await database.db
        .transaction(async (tx) => {
          await failing(tx, { d: '1' });
          return clash(tx, { d: '1' });
        })
        .catch((e: unknown) => e);
      expect(String((refused as Error).cause)).toMatch(/Prepared statements must be unique/);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'named statements after a lost connection (PostgreSQL)',
  () => {
    it('a run on a dead connection answers "unavailable"; the pool recovers and parses the statement again', async () => {
      const empty = await createPostgresDatabase(inject('postgresTemplate'));
      // One connection: a client leaked by a failed run would make every later run wait and fail.
      const database = await connect({ databaseUrl: empty.url, poolMax: 1, migrate: false });
      try {
        const pool = database.pool as unknown as {
          on(event: 'acquire', fn: (client: { connection: { stream: { destroy(): void } } }) => void): void;
          totalCount: number;
          idleCount: number;
        };
        expect(await withTimesStatement(database.db, { vorname: 'Niemand' })).toEqual([]);

        // Outside a transaction: the connection dies as the run is checked out (PostgreSQL restarted).
        let cut = true;
        pool.on('acquire', (client) => {
          if (!cut) return;
          cut = false;
          client.connection.stream.destroy();
        });
        const lost = await withTimesStatement(database.db, { vorname: 'Niemand' }).catch((e: unknown) => e);
        expect(isDatabaseUnavailable(lost)).toBe(true);
        expect(await withTimesStatement(database.db, { vorname: 'Niemand' })).toEqual([]);

        // Inside a transaction: the checked-out client's connection dies before the statement runs.
        const inTx = await database.db
          .transaction(async (tx) => {
            const { client } = (
              tx as unknown as { session: { client: { connection: { stream: { destroy(): void } } } } }
            ).session;
            client.connection.stream.destroy();
            return withTimesStatement(tx, { vorname: 'Niemand' });
          })
          .catch((e: unknown) => e);
        expect(isDatabaseUnavailable(inTx)).toBe(true);
        expect(await withTimesStatement(database.db, { vorname: 'Niemand' })).toEqual([]);
        expect(await database.db.transaction((tx) => withTimesStatement(tx, { vorname: 'Niemand' }))).toEqual(
          [],
        );
        expect(pool.totalCount).toBe(1);
        expect(pool.idleCount).toBe(1);
      } finally {
        await database.close();
        await empty.drop();
      }
    });
  },
);

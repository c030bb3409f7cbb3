// db/prepared.ts (decision 0073, h100): a statement built once gives the same rows as drizzle's own
// query on either database – on PGlite through the named statement whose Bind message the helper writes
// itself (text values, NULL, multi-byte UTF-8, several parameters).
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { preparedStatement } from '../src/db/prepared';
import { accounts } from '../src/db/schema';
import { backends, openTestDatabase } from './helpers/db';
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
});

// The embedded database has no autovacuum: the portal gives its planner statistics itself
// (db/planner-statistics.ts); PostgreSQL is left to its own autovacuum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../src/db/planner-statistics';
import { createTestApp, type TestApp } from './helpers/app';
import { query } from './helpers/db';
import { seedAccount } from './helpers/procedure';

describe('planner statistics of the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  const statistics = async () =>
    (
      await query<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'accounts'`,
      )
    )[0]?.n ?? 0;

  it('has none until a pass runs, then the planner knows the tables', async () => {
    for (let i = 0; i < 5; i++) await seedAccount(t.database, t.clock);
    expect(await statistics()).toBe(0);
    await analyse(t.database, t.logs.logger);
    expect(await statistics()).toBeGreaterThan(0);
    expect(t.logs.entries().some((e) => e.event === 'db.analyze')).toBe(true);
  });
});

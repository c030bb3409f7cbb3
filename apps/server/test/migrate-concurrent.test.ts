import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect, migrationLockKey, migrationsFolder } from '../src/db/connect';
import { createEmptyPostgresDatabase, queryUrl } from './helpers/postgres';

// Issue 18 point 4: any number of instances started at once on an empty database come up with one
// migration history (the migrations run under a PostgreSQL advisory lock).
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent start on PostgreSQL', () => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };

  it('migrates once when 5 instances start at once on an empty database, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const empty = await createEmptyPostgresDatabase();
      try {
        // The same connect + migrate the server runs at start.
        const started = await Promise.all(
          Array.from({ length: 5 }, () => connect({ databaseUrl: empty.url, poolMax: 2 })),
        );
        await Promise.all(started.map((database) => database.close()));
        const history = await queryUrl<{ hash: string; created_at: string }>(
          empty.url,
          'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
        );
        expect(history.map((row) => Number(row.created_at))).toEqual(
          journal.entries.map((entry) => entry.when),
        );
        expect(new Set(history.map((row) => row.hash)).size).toBe(journal.entries.length);
        // The lock is released: nobody holds it once all have started.
        const held = await queryUrl(
          empty.url,
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${migrationLockKey}
             and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(held).toEqual([{ n: 0 }]);
      } finally {
        await empty.drop();
      }
    }
  });
});

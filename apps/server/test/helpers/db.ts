import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/connect';
import { createPostgresDatabase } from './postgres';

export type Backend = 'pglite' | 'postgres';

/** Every server test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// The migrated dump (global-setup.ts), read once per test process and dump file: a Blob cannot
// change, so every PGlite may unpack the same one.
const snapshots = new Map<string, Blob>();
const snapshot = (file: string) =>
  snapshots.get(file) ?? snapshots.set(file, new Blob([readFileSync(file)])).get(file)!;

/** A fresh, migrated database of the given kind; close() throws it away. */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const client = new PGlite({ loadDataDir: snapshot(inject('pgliteSnapshot')) });
    return connect({ pglite: client, migrate: false });
  }
  // A copy of the migrated template (global-setup.ts); connect's migration check finds nothing to do.
  const empty = await createPostgresDatabase(inject('postgresTemplate'));
  const database = await connect({ databaseUrl: empty.url, poolMax: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** Rows of a raw SQL query (both drivers return `{ rows }`). */
export async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/connect';

export type Backend = 'pglite' | 'postgres';

/** Every server test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs fn with a connection of its own to url (outside any app's pool). */
export async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the given kind; close() throws it away. */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
    return connect({ pglite: client, migrate: false });
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await connect({ databaseUrl: empty.url, poolMax: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on TEST_DATABASE_URL's server: its URL and how to throw it away. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  // One database per test file: the migrations name the public schema, so schemas cannot isolate.
  const name = `ep_test_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Rows of a plain SQL statement on a fresh connection to url (outside any app's pool). */
export async function queryUrl<T>(url: string, statement: string): Promise<T[]> {
  return admin(url, async (client) => (await client.query(statement)).rows as T[]);
}

/** Rows of a raw SQL query (both drivers return `{ rows }`). */
export async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

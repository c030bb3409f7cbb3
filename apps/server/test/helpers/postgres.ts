// The PostgreSQL server of TEST_DATABASE_URL as the tests administer it: a database per test file,
// created empty or copied from the migrated template (global-setup.ts). No vitest import here: the
// global setup, which runs outside the test workers, uses these too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

/** A new, empty database on TEST_DATABASE_URL's server: its URL and how to throw it away. */
export const createEmptyPostgresDatabase = () => createPostgresDatabase();

/** A new database on TEST_DATABASE_URL's server, empty or a copy of `template`; its URL and how to throw it away. */
export async function createPostgresDatabase(template = ''): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  // One database per test file: the migrations name the public schema, so schemas cannot isolate.
  const name = `ep_test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template ${template}` : '';
  await admin(baseUrl, async (client) => {
    await client.query(`create database ${name}${from}`);
    // A test database outlives no crash of the PostgreSQL server: a commit need not wait for its
    // WAL flush (fsync). The server tests commit thousands of times; the answers are the same.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
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

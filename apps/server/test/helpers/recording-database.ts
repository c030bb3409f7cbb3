import pg from 'pg';
import { connect } from '../../src/db/connect';
import { createTestApp, type TestApp } from './app';
import type { Backend } from './db';
import { recordingPglite } from './recording-pglite';

/**
 * Hands every statement of every node-postgres client (the pool's included) to `record` – its name
 * when it is a named statement, else its text: one round trip each (issue 29's statement counts).
 * Returns the function that puts node-postgres back.
 */
function recordPostgresStatements(record: (statement: string) => void): () => void {
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { name?: string; text: string };
    record(typeof config === 'string' ? config : (config.name ?? config.text));
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  return () => {
    pg.Client.prototype.query = clientQuery;
  };
}

/**
 * A test app on `backend` whose every statement is handed to `record`: a recording PGlite (inside
 * transactions too), or node-postgres recorded until `restore` is called.
 */
export async function recordingTestApp(
  backend: Backend,
  record: (statement: string) => void,
): Promise<{ t: TestApp; restore: () => void }> {
  if (backend === 'postgres') {
    const restore = recordPostgresStatements(record);
    return { t: await createTestApp(backend), restore };
  }
  const database = await connect({ pglite: recordingPglite(record), migrate: false });
  return { t: await createTestApp(backend, { database }), restore: () => {} };
}

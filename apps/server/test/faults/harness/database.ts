import path from 'node:path';
import { connect, type Database } from '../../../src/db/connect';

/**
 * Opens the server's database for the checker: PostgreSQL alongside the running server, or the data
 * folder's PGlite once the server has stopped (PGlite is one process at a time).
 */
export async function withDatabase<T>(
  target: { dataDir: string; databaseUrl?: string },
  fn: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await connect(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl, migrate: false, poolMax: 2 }
      : { pgliteDir: path.join(target.dataDir, 'pglite'), migrate: false },
  );
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

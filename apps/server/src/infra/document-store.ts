import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connect';
import { EncryptedStore } from './encryption/encrypted-store';
import type { MasterKeyring } from './encryption/master-keys';
import { PostgresChunkStore } from './pg-chunk-store';
import { DiskFileStore, type ReplaceableStore } from './storage';

/** The folder of the embedded database's documents (and of a folder a migration still has to move). */
export const documentFolder = (dataDir: string): string => path.join(dataDir, 'files');

/**
 * The document store follows the database (issue 18 point 1): with DATABASE_URL the contents live in
 * PostgreSQL, so every instance serves every document; with the embedded database in DATA_DIR/files.
 * Either keeps ciphertext only (issue 30 point 7, decision 0043).
 */
export async function openDocumentStore(
  database: Database,
  dataDir: string,
  keys: MasterKeyring,
): Promise<EncryptedStore> {
  const inner: ReplaceableStore =
    database.kind === 'postgres'
      ? new PostgresChunkStore(database.db)
      : await DiskFileStore.open(documentFolder(dataDir));
  return new EncryptedStore(inner, database.db, keys);
}

/**
 * Master key ids that wrap some document but are not configured: the start (and a restore) refuses
 * then, instead of failing later on each download (decision 0043).
 */
export async function unknownMasterKeys(db: Db, keys: MasterKeyring): Promise<string[]> {
  const result = (await db.execute(sql`select distinct key_id from document_keys`)) as unknown as {
    rows: { key_id: string }[];
  };
  return result.rows.map((r) => r.key_id).filter((id) => !keys.knows(id));
}

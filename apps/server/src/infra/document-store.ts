import path from 'node:path';
import type { Database } from '../db/connect';
import { PostgresChunkStore } from './pg-chunk-store';
import { DiskFileStore, type FileStore } from './storage';

/** The folder of the embedded database's documents (and of a folder a migration still has to move). */
export const documentFolder = (dataDir: string): string => path.join(dataDir, 'files');

/**
 * The document store follows the database (issue 18 point 1): with DATABASE_URL the contents live in
 * PostgreSQL, so every instance serves every document; with the embedded database in DATA_DIR/files.
 */
export async function openDocumentStore(database: Database, dataDir: string): Promise<FileStore> {
  return database.kind === 'postgres'
    ? new PostgresChunkStore(database.db)
    : DiskFileStore.open(documentFolder(dataDir));
}

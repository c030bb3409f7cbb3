// `npm run migrate-documents` (issue 18 point 1): moves the documents of a data folder into PostgreSQL,
// under the names their rows already carry, and checks every checksum against the row. Safe to run
// again and again: what is in PostgreSQL and verified is skipped, a copy cut by a crash is redone.
import { createHash } from 'node:crypto';
import { gt, asc } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { documents } from '../db/schema';
import type { PostgresChunkStore } from '../infra/pg-chunk-store';
import type { FileStore } from '../infra/storage';

interface MigrationProblem {
  documentId: string;
  storedName: string;
  reason: 'missing' | 'checksum';
}

export interface MigrationReport {
  /** Copied in this run and read back with the row's SHA-256. */
  copied: number;
  /** In PostgreSQL already (an earlier run, or uploaded there), read back with the row's SHA-256. */
  present: number;
  /** Files in the folder no row references (the sweeper's; not copied). */
  unreferenced: number;
  problems: MigrationProblem[];
}

const batch = 200;

async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Every document row, in pages by stored name (never the whole table in memory). */
export async function* documentRows(db: Db) {
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: documents.id,
        storedName: documents.storedName,
        size: documents.size,
        sha256: documents.sha256,
      })
      .from(documents)
      .where(gt(documents.storedName, after))
      .orderBy(asc(documents.storedName))
      .limit(batch);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < batch) return;
    after = last.storedName;
  }
}

/**
 * Copies each row's file from `folder` into `target` and verifies it by reading it back. A file that
 * is missing or whose checksum differs from the row is reported, never stored; the folder is left as
 * it is (the operator removes it once a run reports no problem).
 */
export async function migrateDocuments(deps: {
  db: Db;
  folder: FileStore;
  target: PostgresChunkStore;
  /** Reads an object of the target as plaintext (decrypting it; decision 0043). */
  readPlain: (storedName: string) => Promise<AsyncIterable<Uint8Array>>;
}): Promise<MigrationReport> {
  const { db, folder, target, readPlain } = deps;
  const report: MigrationReport = { copied: 0, present: 0, unreferenced: 0, problems: [] };
  const referenced = new Set<string>();
  for await (const row of documentRows(db)) {
    referenced.add(row.storedName);
    const matches = (content: { sha256: string; size: number }) =>
      content.sha256 === row.sha256 && content.size === row.size;
    const problem = (reason: MigrationProblem['reason']) =>
      report.problems.push({ documentId: row.id, storedName: row.storedName, reason });

    if (await target.stat(row.storedName)) {
      if (matches(await sha256Of(await readPlain(row.storedName)))) report.present++;
      else problem('checksum');
      continue;
    }
    // A copy an earlier run did not finish.
    await target.removeTmp(row.storedName);
    let source;
    try {
      source = await folder.read(row.storedName);
    } catch (error) {
      if (!isMissing(error)) throw error;
      problem('missing');
      continue;
    }
    // The bytes move as they are (ciphertext, or plaintext not yet encrypted); the key row is in the
    // database already, so the check decrypts what arrived and compares it with the row.
    await target.writeAs(row.storedName, source);
    if (matches(await sha256Of(await readPlain(row.storedName)))) {
      report.copied++;
    } else {
      await target.remove(row.storedName);
      problem('checksum');
    }
  }
  for (const entry of await folder.list('objects')) if (!referenced.has(entry.name)) report.unreferenced++;
  return report;
}

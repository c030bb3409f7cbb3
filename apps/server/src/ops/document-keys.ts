// `npm run encrypt-documents` and `npm run rotate-document-key` (issue 30 point 7, decision 0043).
// Both are resumable: a run does what is left and skips what is done, so a cut run is simply repeated.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { recordStaffAction } from '../features/staff/audit';
import type { EncryptedStore } from '../infra/encryption/encrypted-store';
import { encryptSegments, HEADER_BYTES, isEncrypted } from '../infra/encryption/segments';
import { documentRows } from './migrate-documents';

interface Problem {
  storedName: string;
  reason: 'missing' | 'checksum' | 'unknown-key';
}

export interface EncryptReport {
  encrypted: number;
  already: number;
  problems: Problem[];
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

async function digest(stream: AsyncIterable<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Whether the stored bytes begin with the format's head (read only that far). */
async function storedEncrypted(store: EncryptedStore, storedName: string): Promise<boolean> {
  const stream = await store.inner.read(storedName);
  let head = Buffer.alloc(0);
  for await (const chunk of stream) {
    head = Buffer.concat([head, chunk as Buffer]);
    if (head.length >= HEADER_BYTES) break;
  }
  stream.destroy();
  return isEncrypted(head);
}

/**
 * Encrypts every document still stored as plaintext, in place under its own name. Order per
 * document: the plaintext is checked against the row's SHA-256, the wrapped data key is committed,
 * then the ciphertext replaces the file in one step. A run cut in between finds the key row with a
 * plaintext file and finishes it with that same key.
 */
export async function encryptDocuments(deps: { db: Db; store: EncryptedStore }): Promise<EncryptReport> {
  const { db, store } = deps;
  const report: EncryptReport = { encrypted: 0, already: 0, problems: [] };
  for await (const row of documentRows(db)) {
    const name = row.storedName;
    try {
      let dataKey = await store.dataKey(name);
      if (dataKey && (await storedEncrypted(store, name))) {
        report.already++;
        continue;
      }
      const plain = await digest(await store.inner.read(name));
      if (plain.sha256 !== row.sha256 || plain.size !== row.size) {
        report.problems.push({ storedName: name, reason: 'checksum' });
        continue;
      }
      if (!dataKey) {
        dataKey = randomBytes(32);
        await store.saveKey(name, store.keys.wrap(dataKey, name));
      }
      await store.inner.replace(name, encryptSegments(await store.inner.read(name), dataKey));
      const back = await digest(await store.read(name));
      if (back.sha256 !== row.sha256) report.problems.push({ storedName: name, reason: 'checksum' });
      else report.encrypted++;
    } catch (error) {
      if (!isMissing(error)) throw error;
      report.problems.push({ storedName: name, reason: 'missing' });
    }
  }
  return report;
}

export interface RotationReport {
  rewrapped: number;
  /** Wrapped under a key that is neither current nor DOKUMENT_SCHLUESSEL_VORHERIG. */
  problems: Problem[];
}

/**
 * Re-wraps every data key not under the current master key (the contents stay as they are): one
 * conditional UPDATE per document, so instances reading meanwhile see the old or the new wrapping.
 */
export async function rotateDocumentKey(deps: { db: Db; store: EncryptedStore }): Promise<RotationReport> {
  const { db, store } = deps;
  const current = store.keys.current.id;
  const report: RotationReport = { rewrapped: 0, problems: [] };
  let after = '';
  for (;;) {
    const result = (await db.execute(
      sql`select stored_name, key_id, wrapped_key from document_keys
          where key_id <> ${current} and stored_name > ${after} order by stored_name limit 200`,
    )) as unknown as { rows: { stored_name: string; key_id: string; wrapped_key: Uint8Array }[] };
    for (const row of result.rows) {
      after = row.stored_name;
      if (!store.keys.knows(row.key_id)) {
        report.problems.push({ storedName: row.stored_name, reason: 'unknown-key' });
        continue;
      }
      const dataKey = store.keys.unwrap(
        { keyId: row.key_id, wrapped: Buffer.from(row.wrapped_key) },
        row.stored_name,
      );
      const next = store.keys.wrap(dataKey, row.stored_name);
      await db.execute(
        sql`update document_keys set key_id = ${next.keyId}, wrapped_key = ${next.wrapped}
            where stored_name = ${row.stored_name} and key_id = ${row.key_id}`,
      );
      report.rewrapped++;
    }
    if (result.rows.length < 200) return report;
  }
}

/** One Protokoll row per run, with the counts and the key ids (never a key). */
export async function auditRun(
  db: Db,
  aktion: 'dokumente.verschluesseln' | 'dokumente.umschluesseln',
  wer: string,
  nachher: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.transaction((tx) =>
    recordStaffAction(
      tx,
      { wer, quelle: 'kommandozeile', aktion, ziel: 'Dokumentenspeicher', nachher },
      now,
    ).then(() => undefined),
  );
}

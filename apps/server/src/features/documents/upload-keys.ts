// The Idempotency-Key of POST /api/dokumente/files (quality targets §2.4 recipe 1): a client that
// retries after a lost answer gets the first 201 back instead of a second copy of its files; the same
// key with other files is refused (422). The key's row is written in the upload's transaction.
//
// A key lives 24 hours (UPLOAD_KEY_TTL_MS, as the Idempotency-Key draft and common APIs do): long
// enough for any retry of a lost answer, short enough that one row per upload does not pile up. An
// expired key reads as unknown at once (the injected clock decides), and the sweeper deletes it.
// Final-submit and declaration keys are different on purpose: they are a column of the append-only
// declaration row, which is kept anyway, so they cost nothing and never expire (docs/architecture.md).
import { and, eq, gt, lte } from 'drizzle-orm';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { Conn, Tx } from '../../db/connect';
import { uploadKeys } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StoredUpload } from '../../infra/upload';
import { fingerabdruck, UPLOAD_FINGERPRINT_KEY } from '../declarations/fingerprint';
import type { ApiDocument } from './rules';

export const UPLOAD_KEY_TTL_MS = 24 * 60 * 60_000;

/** Rows created at or before this instant have expired. */
const ablauf = (now: Date) => new Date(now.getTime() - UPLOAD_KEY_TTL_MS);

/** Thrown inside the upload's transaction when the key was used before: roll back, answer the old one. */
export class UploadWiederholung extends Error {
  constructor(readonly antwort: ApiDocument[]) {
    super('repetition');
  }
}

/** What the key is bound to: every file's list, size, SHA-256 and name. */
export function uploadAbdruck(files: readonly StoredUpload[]): string {
  return fingerabdruck(
    UPLOAD_FINGERPRINT_KEY,
    null,
    files.map((f) => `${f.list}:${f.size}:${f.sha256}:${f.originalName}`),
  );
}

const lebend = (accountId: string, key: string, now: Date) =>
  and(eq(uploadKeys.accountId, accountId), eq(uploadKeys.key, key), gt(uploadKeys.createdAt, ablauf(now)));

/** Whether a live row holds this key: checked before the body is read, so no limit refuses a repeat. */
export async function schluesselBekannt(
  db: Conn,
  accountId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ key: uploadKeys.key })
    .from(uploadKeys)
    .where(lebend(accountId, key, now))
    .limit(1);
  return row !== undefined;
}

/** The first answer under this key, or null; another content under it is refused with 422. */
export async function fruehereAntwort(
  db: Conn,
  accountId: string,
  key: string,
  abdruck: string,
  now: Date,
): Promise<ApiDocument[] | null> {
  const [row] = await db
    .select({ fingerprint: uploadKeys.fingerprint, response: uploadKeys.response })
    .from(uploadKeys)
    .where(lebend(accountId, key, now))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== abdruck) throw new HttpError(422, serverTexte.andereSendungUnterSchluessel);
  return row.response as ApiDocument[];
}

export async function merkeAntwort(
  tx: Tx,
  values: { accountId: string; key: string; abdruck: string; antwort: ApiDocument[]; now: Date },
): Promise<void> {
  // An expired row the sweeper has not reached yet frees its key for this upload.
  await tx
    .delete(uploadKeys)
    .where(
      and(
        eq(uploadKeys.accountId, values.accountId),
        eq(uploadKeys.key, values.key),
        lte(uploadKeys.createdAt, ablauf(values.now)),
      ),
    );
  await tx.insert(uploadKeys).values({
    accountId: values.accountId,
    key: values.key,
    fingerprint: values.abdruck,
    response: values.antwort,
    createdAt: values.now,
  });
}

/** The sweeper's step: deletes every expired key; returns how many. */
export async function loescheAbgelaufeneSchluessel(db: Conn, now: Date): Promise<number> {
  const deleted = await db
    .delete(uploadKeys)
    .where(lte(uploadKeys.createdAt, ablauf(now)))
    .returning({ key: uploadKeys.key });
  return deleted.length;
}

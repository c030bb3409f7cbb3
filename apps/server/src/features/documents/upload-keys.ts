// The Idempotency-Key of POST /api/dokumente/files (quality targets §2.4 recipe 1): a client that
// retries after a lost answer gets the first 201 back instead of a second copy of its files; the same
// key with other files is refused (422). The key's row is written in the upload's transaction.
import { and, eq } from 'drizzle-orm';
import { messages } from '@examensportal/domain/messages';
import type { Tx } from '../../db/connect';
import { uploadKeys } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StoredUpload } from '../../infra/upload';
import { fingerabdruck } from '../declarations/envelope';
import type { Conn } from '../procedure/repo';
import type { ApiDocument } from './rules';

/** Thrown inside the upload's transaction when the key was used before: roll back, answer the old one. */
export class UploadWiederholung extends Error {
  constructor(readonly antwort: ApiDocument[]) {
    super('repetition');
  }
}

/** What the key is bound to: every file's list, size, SHA-256 and name. */
export function uploadAbdruck(files: readonly StoredUpload[]): string {
  return fingerabdruck(
    'dokumente/files',
    null,
    files.map((f) => `${f.list}:${f.size}:${f.sha256}:${f.originalName}`),
  );
}

/** The first answer under this key, or null; another content under it is refused with 422. */
export async function fruehereAntwort(
  db: Conn,
  accountId: string,
  key: string,
  abdruck: string,
): Promise<ApiDocument[] | null> {
  const [row] = await db
    .select({ fingerprint: uploadKeys.fingerprint, response: uploadKeys.response })
    .from(uploadKeys)
    .where(and(eq(uploadKeys.accountId, accountId), eq(uploadKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== abdruck) throw new HttpError(422, messages.server.andereSendungUnterSchluessel);
  return row.response as ApiDocument[];
}

export async function merkeAntwort(
  tx: Tx,
  values: { accountId: string; key: string; abdruck: string; antwort: ApiDocument[]; now: Date },
): Promise<void> {
  await tx.insert(uploadKeys).values({
    accountId: values.accountId,
    key: values.key,
    fingerprint: values.abdruck,
    response: values.antwort,
    createdAt: values.now,
  });
}

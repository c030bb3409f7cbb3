import { randomUUID } from 'node:crypto';
import { messages } from '@examensportal/domain/messages';
import type { DokumentKategorie } from '@examensportal/domain/rules/documents';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Conn, Tx } from '../../db/connect';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../http/errors';
import { faultPoint } from '../../infra/faultPoint';
import { receiveUpload, type ReceivedUpload, type StoredUpload } from '../../infra/upload';
import { joinedOf } from '../../http/auth';
import { type DocumentRow, insertDocuments, lockAccount, uploadRateWithSession, uploadUsage } from './repo';

export interface IntakeOptions {
  /** File lists (multipart field names) the route accepts. */
  lists: readonly string[];
  /** Text parts that carry JSON (e.g. 'zulassung'); parsed with secure-json-parse. */
  jsonParts?: readonly string[];
  /** An Idempotency-Key: a repeat answers as the first request did, before any quota or rate limit. */
  wiederholung?: Wiederholung;
  /** How the transaction is opened (default: drizzle's); the interim save's begins with its lock. */
  transaction?: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

interface Wiederholung {
  /**
   * A live row held the key before the body was read: the first request paid quota and rate, so
   * neither refuses the repeat up front (a repeat at the limit still gets its 201).
   */
  bekannt: boolean;
  /** Throws the first answer (or 422 for other content); returns when the request is new. */
  check: (db: Conn, upload: ReceivedUpload) => Promise<void>;
}

function quotaExceeded(ctx: AppContext, used: { files: number; bytes: number }, upload: ReceivedUpload) {
  const bytes = upload.files.reduce((sum, f) => sum + f.size, 0);
  return (
    used.files + upload.files.length > ctx.config.uploadQuotaFiles ||
    used.bytes + bytes > ctx.config.uploadQuotaBytes
  );
}

function rateLimited(request: FastifyRequest, seconds: number): HttpError {
  request.log.info({ event: 'upload.rejected', reason: 'rate', status: 429 });
  const minuten = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, messages.files.uploadsProStundeErschoepft(minuten), {
    'retry-after': String(seconds),
  });
}

/**
 * The one way a route takes files (Akteneingang, application, module flows): streams and checks every
 * file (infra/upload.ts), then runs `commit` in one transaction with the candidate's quota re-checked
 * under a row lock. If anything fails, the stored files are removed again – never a file without its
 * row for longer than the request, never a row without its file.
 */
export async function acceptUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  accountId: string,
  options: IntakeOptions,
  commit: (tx: Tx, upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const wiederholung = options.wiederholung;
  // Refused before the body is read when not even one more file fits this hour – unless the request
  // repeats a stored one, whose answer does not depend on the limits.
  const bekannt = wiederholung?.bekannt === true;
  // Read with the session when the route joined it (PostgreSQL, the interim saves): no round trip here.
  const vorab = joinedOf(request, uploadRateWithSession);
  const full = bekannt
    ? 0
    : vorab && ctx.uploadRate.waitFrom
      ? ctx.uploadRate.waitFrom(vorab, 1, ctx.clock.now())
      : await ctx.uploadRate.wait(accountId, 1, ctx.clock.now());
  if (full > 0) throw rateLimited(request, full);
  // A repeat is held only to the quota of one request; the transaction re-checks a new one in full.
  // The usage is read when the first file arrives: a request without files needs none (issue 29).
  const usage = bekannt ? undefined : () => uploadUsage(ctx.db, accountId);
  const upload = await receiveUpload(
    request,
    { storage: ctx.storage, scanner: ctx.scanner, log: request.log },
    {
      ...options,
      quota: {
        maxFiles: ctx.config.uploadQuotaFiles,
        maxBytes: ctx.config.uploadQuotaBytes,
        usedFiles: 0,
        usedBytes: 0,
        usage,
      },
    },
  );
  const count = upload.files.length;
  // Taken before the commit, so parallel requests cannot pass the limit together; given back on failure.
  const wait = await ctx.uploadRate.take(accountId, count, ctx.clock.now()).catch(async (error: unknown) => {
    // The shared counter (PostgreSQL) did not answer: nothing was taken, nothing is kept.
    await upload.discard();
    throw error;
  });
  if (wait > 0) {
    try {
      // A parallel first request may have stored the key while this one was read.
      await wiederholung?.check(ctx.db, upload);
    } finally {
      await upload.discard();
    }
    throw rateLimited(request, wait);
  }
  try {
    const transaction = options.transaction ?? ((fn) => ctx.db.transaction(fn));
    const result = await transaction(async (tx) => {
      if (upload.files.length > 0) await lockAccount(tx, accountId);
      // Under the account lock, so a parallel request with the key waits and sees it; before the quota.
      await wiederholung?.check(tx, upload);
      if (upload.files.length > 0) {
        if (quotaExceeded(ctx, await uploadUsage(tx, accountId), upload)) {
          request.log.info({ event: 'upload.rejected', reason: 'quota', status: 413 });
          throw new HttpError(413, messages.files.kontingentErschoepft);
        }
      }
      return await commit(tx, upload);
    });
    faultPoint('upload.after-commit');
    return result;
  } catch (error) {
    await ctx.uploadRate.giveBack(accountId, count).catch(() => {
      // The database is away: the files stay counted until their hour is over.
    });
    // With the connection lost the COMMIT may have gone through: keep the files, the sweeper removes
    // those no row references. A row without its file would be lost data (REL-ATOM; found by the fault
    // suite's PostgreSQL restart under load).
    if (!isDatabaseUnavailable(error)) await upload.discard();
    throw error;
  }
}

export interface DocumentPlacement {
  category: DokumentKategorie;
  /** The document type of a file from its list. */
  typeOf: (list: string) => string;
  now: Date;
  /** True when the files belong to a submitted declaration (the candidate can no longer delete them). */
  locked?: boolean;
  /** Who sent the files: the candidate (default) or the office (a Postfach attachment, decision 0049). */
  source?: 'candidate' | 'office';
  /** The declaration they were sent with (its proof documents). */
  declarationId?: string;
}

/** The rows of uploaded files, written in the caller's transaction. */
export async function insertUploadedDocuments(
  tx: Conn,
  accountId: string,
  files: readonly StoredUpload[],
  placement: DocumentPlacement,
): Promise<DocumentRow[]> {
  return insertDocuments(
    tx,
    files.map((file) => ({
      id: randomUUID(),
      accountId,
      category: placement.category,
      type: placement.typeOf(file.list),
      source: placement.source ?? 'candidate',
      originalName: file.originalName,
      storedName: file.storedName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      createdAt: placement.now,
      lockedAt: placement.locked ? placement.now : null,
      declarationId: placement.declarationId ?? null,
    })),
  );
}

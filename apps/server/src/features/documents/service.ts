import type { Readable } from 'node:stream';
import { messages } from '@examensportal/domain/messages';
import { loeschung as loeschungTexte } from '@examensportal/domain/messages-loeschung';
import { serverTexte } from '@examensportal/domain/messages-server';
import { AKTENEINGANG_TYPEN, UPLOAD_LISTE } from '@examensportal/domain/rules/documents';
import type { Art } from '@examensportal/domain/rules/facts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Conn } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import type { AuthSession } from '../sessions/service';
import type { ReceivedUpload } from '../../infra/upload';
import { abrufVermerken } from '../bekanntgabe/repo';
import { acceptUpload, insertUploadedDocuments } from './intake';
import {
  deleteOwnUpload,
  type DocumentRow,
  findOwnDocument,
  isDocumentId,
  isForeignDocument,
  listOwnDocuments,
  listOwnDocumentsWithVersion,
} from './repo';
import { type ApiDocument, apiDocumentOf, type ListedJson, loeschbarkeit, toApiDocument } from './rules';
import {
  fruehereAntwort,
  merkeAntwort,
  schluesselBekannt,
  uploadAbdruck,
  UploadWiederholung,
} from './upload-keys';

/**
 * The lists of POST /api/dokumente/files per kind and the type each gives: the domain's type → list
 * table read backwards, plus the second tax-adviser certificate, which has no type of its own.
 */
const akteneingangListen: Readonly<Record<Art, ReadonlyMap<string, string>>> = {
  WP: new Map([
    ...AKTENEINGANG_TYPEN.WP.map((typ) => [UPLOAD_LISTE[typ], typ] as const),
    ['stbescheinigung2', 'STBESCHEINIGUNG'] as const,
  ]),
  EIGNUNG: new Map(AKTENEINGANG_TYPEN.EIGNUNG.map((typ) => [UPLOAD_LISTE[typ], typ] as const)),
};

const notFound = () => new HttpError(404, serverTexte.nichtGefunden);

/** The candidate's own document, or 404 – the same answer for a foreign, unknown or malformed id (SEC-AC-1). */
async function ownDocument(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  log: FastifyBaseLogger,
): Promise<DocumentRow> {
  const row = isDocumentId(id) ? await findOwnDocument(ctx.db, session.accountId, id) : undefined;
  if (row) return row;
  if (isDocumentId(id) && (await isForeignDocument(ctx.db, session.accountId, id))) {
    log.warn({ event: 'authz.foreign_object', accountId: session.accountId, documentId: id });
  } else {
    log.info({ event: 'document.not_found', accountId: session.accountId });
  }
  throw notFound();
}

/** The account's list, read on its own (the answer when no text is kept: PostgreSQL without a version). */
export async function listDocuments(ctx: AppContext, session: AuthSession): Promise<ApiDocument[]> {
  return (await listOwnDocuments(ctx.db, session.accountId)).map(apiDocumentOf);
}

/** The answer's text as Fastify serialises the list (the same `JSON.stringify`). */
const answerText = (list: readonly ListedJson[]): string => JSON.stringify(list.map(apiDocumentOf));

/**
 * The answer's JSON text from memory while no document of the account changed, else read and kept.
 * PostgreSQL (decision 0102): `version` is the version of the account's documents read with the
 * session; the kept text only if it was read at that version, else list and version in one statement
 * (kept under the version read with that list). PGlite (decision 0097): dropped by the triggers'
 * announcements. Undefined when there is no cache or no version (then the list is read per request).
 */
export function documentsAnswerText(
  ctx: AppContext,
  session: AuthSession,
  version: string | null | undefined,
): Promise<string> | undefined {
  const cache = ctx.documentListCache;
  if (!cache) return undefined;
  const { accountId } = session;
  if (cache.versioned) {
    if (version === null || version === undefined) return undefined;
    const known = cache.get(accountId, version);
    if (known !== undefined) return Promise.resolve(known);
    return listOwnDocumentsWithVersion(ctx.db, accountId).then((read) => {
      const text = answerText(read.list);
      // Every account has its version row (migration 0052); a list without one is not kept.
      if (read.version !== null) cache.keep(accountId, read.version, text);
      return text;
    });
  }
  const known = cache.get(accountId);
  if (known !== undefined) return Promise.resolve(known);
  return cache.read(accountId, async () => answerText(await listOwnDocuments(ctx.db, accountId)));
}

export async function openDocument(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  log: FastifyBaseLogger,
): Promise<{ row: DocumentRow; stream: Readable }> {
  const row = await ownDocument(ctx, session, id, log);
  // A tombstone (decision 0058): its retention period ended, the file is gone.
  if (row.geloeschtAm) throw new HttpError(410, loeschungTexte.dokumentGeloescht);
  try {
    const stream = await ctx.storage.read(row.storedName);
    // A decision letter's first retrieval by its logged-in candidate (§ 41 (2a) VwVfG, decision 0033).
    if (row.source === 'office') await abrufVermerken(ctx.db, session.accountId, row.id, ctx.clock.now());
    log.info({ event: 'document.downloaded', accountId: session.accountId, documentId: row.id });
    return { row, stream };
  } catch (error) {
    // A row without its file breaks REL-ATOM: an operator has to look.
    log.error({ event: 'document.file_missing', documentId: row.id, err: error }, 'document file missing');
    throw error;
  }
}

export async function deleteDocument(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await ownDocument(ctx, session, id, log);
  const refused = (status: number, message: string, reason: string) => {
    log.info({ event: 'document.delete_refused', accountId: session.accountId, documentId: row.id, reason });
    return new HttpError(status, message);
  };
  const verdict = loeschbarkeit(row);
  if (verdict === 'server') throw refused(403, messages.files.nichtLoeschbar, 'server_owned');
  if (verdict === 'eingereicht') throw refused(409, messages.files.bereitsEingereicht, 'submitted');
  // The delete repeats the rule, so a declaration that locked the file meanwhile wins.
  const deleted = await deleteOwnUpload(ctx.db, session.accountId, row.id);
  if (!deleted) throw refused(409, messages.files.bereitsEingereicht, 'submitted');
  log.info({ event: 'document.deleted', accountId: session.accountId, documentId: row.id });
  // The row is gone first; if removing the file fails the sweeper takes it later.
  await ctx.storage.remove(deleted.storedName).catch((err: unknown) => {
    log.warn({ event: 'document.file_not_removed', documentId: row.id, err });
  });
}

/** POST /api/dokumente/files: the candidate's incoming documents (category AKTENEINGANG). */
export async function uploadToAkteneingang(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
): Promise<ApiDocument[]> {
  const lists = akteneingangListen[session.art];
  const { accountId } = session;
  const key = idempotencyKeyOf(request);
  const now = ctx.clock.now();
  // The key is looked at before the quota and the upload rate: a repeat gets its first 201 even when
  // the candidate is at a limit now (the first request already counted).
  const wiederholung = key
    ? {
        bekannt: await schluesselBekannt(ctx.db, accountId, key, now),
        check: async (db: Conn, upload: ReceivedUpload) => {
          const frueher = await fruehereAntwort(db, accountId, key, uploadAbdruck(upload.files), now);
          if (frueher) throw new UploadWiederholung(frueher);
        },
      }
    : undefined;
  let abdruck = '';
  let rows: DocumentRow[];
  try {
    rows = await acceptUpload(
      ctx,
      request,
      accountId,
      { lists: [...lists.keys()], wiederholung },
      async (tx, upload) => {
        abdruck = uploadAbdruck(upload.files);
        if (upload.files.length === 0) throw new HttpError(400, messages.files.keineAuswahl);
        const jetzt = ctx.clock.now();
        const inserted = await insertUploadedDocuments(tx, accountId, upload.files, {
          category: 'AKTENEINGANG',
          typeOf: (list) => lists.get(list) ?? list,
          now: jetzt,
        });
        if (key) {
          const antwort = inserted.map(toApiDocument);
          await merkeAntwort(tx, { accountId, key, abdruck, antwort, now: jetzt });
        }
        return inserted;
      },
    );
  } catch (error) {
    // The repetition's files are gone again: the intake discards them when its transaction fails.
    if (error instanceof UploadWiederholung) return error.antwort;
    if (key && isUniqueViolation(error)) {
      const frueher = await fruehereAntwort(ctx.db, accountId, key, abdruck, now);
      if (frueher) return frueher;
    }
    throw error;
  }
  for (const row of rows) {
    request.log.info({
      event: 'document.uploaded',
      accountId: session.accountId,
      documentId: row.id,
      type: row.type,
      size: row.size,
    });
  }
  return rows.map(toApiDocument);
}

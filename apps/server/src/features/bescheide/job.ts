// Decision letters (Bescheide): queued in the decision's own transaction, rendered by the outbox after
// it commits, filed in the candidate's digital file as an office document, then announced by a mail
// without any of the letter's content. At least once and idempotent: the letter's document id is
// chosen when the decision commits, so a second run finds it filed and does nothing.
import { randomUUID } from 'node:crypto';
import { berlinDate } from '@examensportal/domain/dates';
import {
  type BescheidAnlass,
  type Bescheid,
  dateiname,
  createBescheid,
} from '@examensportal/domain/rules/bescheid';
import type { Logger } from 'pino';
import type { Conn, Db, Tx } from '../../db/connect';
import { enqueueJob, enqueueMail, type JobHandler } from '../../infra/outbox';
import { renderPdf } from '../../infra/pdf-pool';
import type { Sealer } from '../../infra/seal';
import type { FileStore } from '../../infra/storage';
import { bereitstellen } from '../bekanntgabe/repo';
import { findDocumentsByIds, insertDocuments } from '../documents/repo';
import { type CandidateAccount, findCandidateAccount } from '../procedure/repo';

export const bescheidJobKind = 'bescheid';

/**
 * Queues the letter of a decision in the decision's transaction: it exists exactly when the decision
 * commits. Returns the document id the letter will have in the file.
 */
export async function enqueueBescheid(
  tx: Tx | Db,
  anlass: Omit<BescheidAnlass, 'id' | 'datum'> & { datum?: string },
  now: Date,
): Promise<{ id: string; dateiname: string }> {
  const id = randomUUID();
  const payload: BescheidAnlass = { ...anlass, id, datum: anlass.datum ?? berlinDate(now) };
  await enqueueJob(tx, bescheidJobKind, payload, now);
  return { id, dateiname: dateiname(payload.inhalt, payload.datum) };
}

export interface BescheidJobDeps {
  db: Db;
  storage: FileStore;
  logger: Logger;
  sealer: Sealer;
  messageDomain: string;
  now: () => Date;
}

/**
 * The letter of a decision as the file will hold it: the recipient's name and address read now (as
 * the job reads them when it runs), rendered to PDF. Null when the account is gone. The job and the
 * draft's preview (issue 26) both use it, so the preview is the letter the release files.
 */
export async function bescheidPdf(
  db: Conn,
  anlass: BescheidAnlass,
): Promise<{ bescheid: Bescheid; pdf: Buffer; account: CandidateAccount } | null> {
  const account = await findCandidateAccount(db, anlass.accountId);
  if (!account) return null;
  const bescheid = createBescheid(anlass, {
    vorname: account.vorname,
    nachname: account.nachname,
    kontaktdaten: account.kontaktdaten,
  });
  return { bescheid, pdf: await renderPdf({ kind: 'letter', letter: bescheid }), account };
}

export function bescheidJob(deps: BescheidJobDeps): JobHandler<BescheidAnlass> {
  const { db, storage, logger } = deps;
  return async (anlass) => {
    if ((await findDocumentsByIds(db, [anlass.id])).length > 0) return;
    const brief = await bescheidPdf(db, anlass);
    if (!brief) {
      logger.warn({ event: 'bescheid.no_account', documentId: anlass.id });
      return;
    }
    const { bescheid, pdf, account } = brief;
    const stored = await storage.write([pdf]);
    const now = deps.now();
    // The row and the mail commit together: a letter filed is announced exactly once.
    const filed = await db.transaction(async (tx) => {
      const [row] = await insertDocuments(tx, [
        {
          id: anlass.id,
          accountId: anlass.accountId,
          category: bescheid.kategorie,
          type: bescheid.typ,
          source: 'office',
          originalName: bescheid.dateiname,
          storedName: stored.storedName,
          contentType: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          createdAt: now,
        },
      ]);
      if (!row) return false;
      // With consent the letter is provided for retrieval and the mail is the notice of § 41 (2a)
      // VwVfG (with the last day); without, it is posted and the mail only says it is in the file.
      // A Nachforderung is no decision: nothing to notify, only the plain mail (decision 0039).
      const abrufbarBis =
        anlass.inhalt.art === 'nachforderung'
          ? null
          : await bereitstellen(tx, anlass.accountId, anlass.id, now);
      const person = { to: account.email, vorname: account.vorname, nachname: account.nachname };
      await enqueueMail(
        tx,
        { sealer: deps.sealer, now, messageDomain: deps.messageDomain },
        abrufbarBis
          ? { template: 'bescheidBereitgestellt', ...person, abrufbarBis }
          : { template: 'neuesDokument', ...person },
      );
      return true;
    });
    if (!filed) {
      // Another worker filed it meanwhile: theirs wins.
      await storage.remove(stored.storedName);
      return;
    }
    logger.info({ event: 'bescheid.filed', accountId: anlass.accountId, documentId: anlass.id });
  };
}

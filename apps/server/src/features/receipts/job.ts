import { messages } from '@examensportal/domain/messages';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { createQuittung, type Quittungsanlass } from '@examensportal/domain/rules/receipt';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../../config';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/connect';
import { faultPoint } from '../../infra/faultPoint';
import { enqueueJob, enqueueMail, type JobHandler } from '../../infra/outbox';
import { renderPdf } from '../../infra/pdf-pool';
import type { Sealer } from '../../infra/seal';
import type { FileStore } from '../../infra/storage';
import { findAccountById } from '../accounts/repo';
import { findDocumentsByIds, insertDocuments } from '../documents/repo';
import { loadSettings } from '../procedure/settings';
import { receiptDocumentId } from './ids';

export const receiptJobKind = 'receipt';

/** What a declaration's transaction hands over; the candidate's name is read when the job runs. */
export type ReceiptRequest = Omit<Quittungsanlass, 'kandidat'> & { accountId: string };

/**
 * Queues the receipt PDF of a declaration in the declaration's own transaction (quality targets §2.2
 * rule 5): it exists exactly when the declaration commits, also after a crash. Kick the outbox after
 * the commit (ctx.outbox.kick()) to file it within seconds.
 */
export async function enqueueReceipt(tx: Tx | Db, receipt: ReceiptRequest): Promise<void> {
  const at = new Date(receipt.eingegangenAm);
  if (Number.isNaN(at.getTime())) throw new RangeError('eingegangenAm is not an instant');
  await enqueueJob(tx, receiptJobKind, receipt, at);
}

export interface ReceiptJobDeps {
  db: Db;
  storage: FileStore;
  logger: Logger;
  /** The operator's procedure settings (config.verfahren). */
  verfahren: Grundeinstellungen;
  /** Default: the procedure settings as stored, the same the declaration's transaction used. */
  settings?: Verfahrenseinstellungen;
  /** For the mail "Ihre Erklärung ist eingegangen" (issue 27.7). */
  sealer: Sealer;
  messageDomain: string;
  now: () => Date;
}

const bereich = messages.akte.navigation;
/** The name of a file area as the candidate's digital file shows it (an aptitude test's file is "Akte"). */
function bereichsname(kategorie: string, art: 'WP' | 'EIGNUNG'): string {
  if (kategorie === 'MANTELAKTE') return art === 'EIGNUNG' ? bereich.akte : bereich.mantelakte;
  const modul = `modulpruefung${kategorie.toLowerCase()}`;
  return modul in bereich ? bereich[modul as keyof typeof bereich] : kategorie;
}

/**
 * Renders the receipt and files it in the candidate's digital file (source 'receipt': never deletable
 * by the candidate). Idempotent: the document ids derive from the declaration id, a copy that exists
 * is not written again, and a copy filed meanwhile by another worker wins (ours is removed). The mail
 * "Ihre Erklärung ist eingegangen" commits with the first copy's row, so it goes out exactly once per
 * declaration (issue 27.7), however often the job runs.
 */
export function receiptJob(deps: ReceiptJobDeps): JobHandler<ReceiptRequest> {
  const { db, storage, logger } = deps;
  return async (request) => {
    const account = await findAccountById(db, request.accountId);
    if (!account) {
      logger.warn({ event: 'receipt.no_account', declarationId: request.declarationId });
      return;
    }
    const { accountId, ...anlass } = request;
    const art = account.art === 'EIGNUNG' ? 'EIGNUNG' : 'WP';
    const quittung = createQuittung(
      {
        ...anlass,
        kandidat: {
          vorname: account.vorname,
          nachname: account.nachname,
          email: account.email,
          art,
          aktenzeichen: aktenzeichen(accountId, art),
        },
      },
      // The fee schedule of the declaration's term (gebuehrenordnungFuer), from the stored settings.
      deps.settings ?? (await loadSettings(db, deps.verfahren)),
    );
    const copies = quittung.ablage.map((ablage) => ({
      ...ablage,
      id: receiptDocumentId(request.declarationId, ablage.kategorie),
    }));
    const filed = new Set(
      (
        await findDocumentsByIds(
          db,
          copies.map((c) => c.id),
        )
      ).map((row) => row.id),
    );
    const missing = copies.filter((copy) => !filed.has(copy.id));
    if (missing.length === 0) return;
    // One rendering for all copies (a module declaration is filed on every module page it names).
    const pdf = await renderPdf({ kind: 'receipt', receipt: quittung });
    const first = copies[0]?.id;
    for (const copy of missing) {
      const stored = await storage.write([pdf]);
      faultPoint('receipt.after-file');
      const row = await db.transaction(async (tx) => {
        const [inserted] = await insertDocuments(tx, [
          {
            id: copy.id,
            accountId,
            category: copy.kategorie,
            type: copy.typ,
            source: 'receipt',
            originalName: quittung.dateiname,
            storedName: stored.storedName,
            contentType: 'application/pdf',
            size: stored.size,
            sha256: stored.sha256,
            createdAt: new Date(request.eingegangenAm),
            declarationId: request.declarationId,
          },
        ]);
        if (inserted && copy.id === first) {
          await enqueueMail(
            tx,
            { sealer: deps.sealer, now: deps.now(), messageDomain: deps.messageDomain },
            {
              template: 'erklaerungEingegangen',
              to: account.email,
              vorname: account.vorname,
              nachname: account.nachname,
              zeitpunkt: request.eingegangenAm,
              vorgang: request.declarationId,
              ablage: copies.map((c) => bereichsname(c.kategorie, art)),
            },
          );
        }
        return inserted;
      });
      if (!row) {
        await storage.remove(stored.storedName);
        continue;
      }
      logger.info({
        event: 'receipt.filed',
        accountId,
        declarationId: request.declarationId,
        documentId: row.id,
        category: row.category,
      });
    }
  };
}

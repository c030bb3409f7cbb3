// "Antrag als PDF" (issue 26 point 1): the candidate's copy of the application as sent, filed in the
// Mantelakte beside the receipt. Queued in the submit's transaction like the receipt; rendered by the
// outbox after the commit from the stored declaration (append-only, so the copy shows exactly what
// arrived). Idempotent like the receipt job: the document id derives from the declaration id.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { antragskopieJobSchema } from '@examensportal/domain/schemas/jobs';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { antragAnsicht } from '@examensportal/domain/rules/antrag-ansicht';
import { createAntragskopie } from '@examensportal/domain/rules/antragskopie';
import type { Logger } from 'pino';
import type { Grundeinstellungen } from '../../config';
import type { Db, Tx } from '../../db/connect';
import { declarations } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../infra/outbox';
import { renderPdf } from '../../infra/pdf-pool';
import type { FileStore } from '../../infra/storage';
import { findAccountById } from '../accounts/repo';
import { findDocumentsByIds, insertDocuments } from '../documents/repo';
import { loadSettings } from '../procedure/settings';
import { uuidV5 } from './ids';

export const antragskopieJobKind = 'antragskopie';

type AntragskopieAuftrag = z.output<typeof antragskopieJobSchema>;

/** Namespace of the copies' document ids (a fixed random UUID of this application). */
const namespace = '8b1f0c3e-5d2a-4e61-9c7b-2a4d6e8f1b35';

const antragskopieDocumentId = (declarationId: string): string => uuidV5(declarationId, namespace);

/** Queued in the submit's transaction: the copy exists exactly when the application does. */
export async function enqueueAntragskopie(tx: Tx | Db, auftrag: AntragskopieAuftrag, now: Date) {
  await enqueueJob(tx, antragskopieJobKind, auftrag, now);
}

export function antragskopieJob(deps: {
  db: Db;
  storage: FileStore;
  logger: Logger;
  verfahren: Grundeinstellungen;
}): JobHandler<AntragskopieAuftrag> {
  const { db, storage, logger } = deps;
  return async ({ accountId, declarationId }) => {
    const id = antragskopieDocumentId(declarationId);
    if ((await findDocumentsByIds(db, [id])).length > 0) return;
    const account = await findAccountById(db, accountId);
    const [declaration] = await db
      .select()
      .from(declarations)
      .where(eq(declarations.id, declarationId))
      .limit(1);
    if (!account || !declaration || declaration.accountId !== accountId) {
      logger.warn({ event: 'antragskopie.missing', declarationId });
      return;
    }
    const art = account.art === 'EIGNUNG' ? 'EIGNUNG' : 'WP';
    const ansicht = antragAnsicht(art, declaration.payload, await loadSettings(db, deps.verfahren));
    const kopie = createAntragskopie(ansicht, {
      declarationId,
      eingegangenAm: declaration.receivedAt.toISOString(),
      aktenzeichen: aktenzeichen(accountId, art),
    });
    const stored = await storage.write([await renderPdf({ kind: 'receipt', receipt: kopie })]);
    const [row] = await insertDocuments(db, [
      {
        id,
        accountId,
        category: 'MANTELAKTE',
        type: 'ZULASSUNG',
        source: 'receipt',
        originalName: kopie.dateiname,
        storedName: stored.storedName,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        createdAt: declaration.receivedAt,
        // Not the declaration's receipt: that one alone carries the declaration id (bestaetigung.ts).
        declarationId: null,
      },
    ]);
    // Filed meanwhile by another worker: theirs wins.
    if (!row) {
      await storage.remove(stored.storedName);
      return;
    }
    logger.info({ event: 'antragskopie.filed', accountId, declarationId, documentId: id });
  };
}

// The one recording function of a declaration (issue 31.3): every way a declaration reaches the file –
// a module declaration by JSON or multipart, the final submit of an application, a paper declaration
// the office records, the demo's histories – writes it here, so the append-only row, the proof
// documents locked with it, the fact changes and the receipt job are the same everywhere. The caller
// holds the candidate lock and the transaction; the checks before it are the caller's (flow, submit).
import {
  type Ereignisart,
  type ErklaerungKey,
  erklaerungsEintrag,
} from '@examensportal/domain/erklaerungen/index';
import type { Conn } from '../../db/connect';
import type { StoredUpload } from '../../infra/upload';
import { insertUploadedDocuments } from '../documents/intake';
import { type RecordedDeclaration, recordDeclaration } from '../procedure/declarations';
import { enqueueReceipt, type ReceiptRequest } from '../receipts/job';

/** Files sent with the declaration: into the Akteneingang, locked (the candidate can no longer delete them). */
export interface Dateiablage {
  files: readonly StoredUpload[];
  /** Akteneingang type per upload list. */
  typen: Readonly<Record<string, string>>;
}

/** What the receipt names beyond the declaration itself (kind, term, receipt time and files are added). */
export type Quittungsteil = Omit<
  ReceiptRequest,
  'accountId' | 'declarationId' | 'ereignis' | 'termin' | 'eingegangenAm' | 'dokumente'
> & { dokumente?: readonly string[] };

export interface Buchung {
  accountId: string;
  /** The declaration kind of the registry (decision 0025): stored name and event number. */
  key: ErklaerungKey;
  /** Which of the kind's event numbers (7 or 8); absent: its first. */
  ereignisart?: Ereignisart | undefined;
  /** The term it is for, 'YYYY/S' (null: contact change). */
  term: string | null;
  /** The stored content; its shape is the kind's (an application keeps the whole form). */
  payload: Record<string, unknown>;
  /** 'kandidat', or 'pruefungsstelle:<name>' for a paper declaration the office records. */
  von: string;
  idempotencyKey?: string | null | undefined;
  dateien?: Dateiablage | undefined;
  /** The fact changes, with the id of the declaration they come from. */
  ausfuehren(declarationId: string): Promise<void>;
  /**
   * The receipt, queued in the same transaction (quality targets §2.2 rule 5). A function when it
   * depends on what `ausfuehren` did; null: no receipt (the office's paper declarations, the demo's past).
   */
  quittung: Quittungsteil | (() => Promise<Quittungsteil>) | null;
}

export async function buchen(tx: Conn, b: Buchung, now: Date): Promise<RecordedDeclaration> {
  const files = b.dateien?.files ?? [];
  const declaration = await recordDeclaration(
    tx,
    {
      accountId: b.accountId,
      ...erklaerungsEintrag(b.key, b.ereignisart),
      term: b.term,
      payload: b.payload,
      von: b.von,
      idempotencyKey: b.idempotencyKey ?? null,
    },
    now,
  );
  if (files.length > 0) {
    const typen = b.dateien?.typen ?? {};
    await insertUploadedDocuments(tx, b.accountId, files, {
      category: 'AKTENEINGANG',
      typeOf: (list) => typen[list] ?? list,
      now,
      locked: true,
      declarationId: declaration.id,
    });
  }
  await b.ausfuehren(declaration.id);
  if (b.quittung) {
    const { dokumente, ...teil } = typeof b.quittung === 'function' ? await b.quittung() : b.quittung;
    await enqueueReceipt(tx, {
      ...teil,
      accountId: b.accountId,
      declarationId: declaration.id,
      ereignis: b.key,
      termin: b.term,
      dokumente: [...(dokumente ?? files.map((file) => file.originalName))],
      eingegangenAm: now.toISOString(),
    });
  }
  return declaration;
}

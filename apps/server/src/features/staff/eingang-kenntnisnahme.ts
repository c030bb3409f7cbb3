// Kenntnisnahme (issue 15): the office takes note of withdrawals, Rücknahmen and new documents, which
// then leave the Eingang. All items of one request in one transaction; each newly acknowledged item
// gets its own Protokoll row (with the candidate it concerns). An item acknowledged before is
// skipped without error (idempotent); an item that is not in the Eingang at all refuses the whole
// request with 404 and nothing written.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import type {
  KenntnisnahmeAntwort,
  KenntnisnahmePayload,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { AppContext } from '../../context';
import type { Conn, Tx } from '../../db/connect';
import { accounts, declarations, documents, eingangKenntnisnahmen } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { RUECKTRITT_VORGAENGE } from '@examensportal/domain/erklaerungen/index';

interface Gegenstand {
  key: string;
  art: 'ruecktritt' | 'dokument';
  id: string;
  accountId: string;
  email: string;
  /** For the Protokoll: the declaration's vorgang or the document's name. */
  was: string;
}

const idsOf = (keys: readonly string[], prefix: string) =>
  keys.filter((k) => k.startsWith(`${prefix}:`)).map((k) => k.slice(prefix.length + 1));

/** The items as they are in the database; only those the queues 4 and 5 can contain. */
export async function gegenstaende(tx: Tx | Conn, keys: readonly string[]): Promise<Gegenstand[]> {
  const erklaerungen = idsOf(keys, 'ruecktritt');
  const dokumente = idsOf(keys, 'dokument');
  const rueck = erklaerungen.length
    ? await tx
        .select({
          id: declarations.id,
          accountId: declarations.accountId,
          email: accounts.email,
          was: declarations.vorgang,
        })
        .from(declarations)
        .innerJoin(accounts, eq(accounts.id, declarations.accountId))
        .where(
          and(
            inArray(declarations.id, erklaerungen),
            eq(declarations.von, 'kandidat'),
            inArray(declarations.vorgang, [...RUECKTRITT_VORGAENGE]),
          ),
        )
    : [];
  const docs = dokumente.length
    ? await tx
        .select({
          id: documents.id,
          accountId: documents.accountId,
          email: accounts.email,
          was: documents.originalName,
        })
        .from(documents)
        .innerJoin(accounts, eq(accounts.id, documents.accountId))
        .where(
          and(
            inArray(documents.id, dokumente),
            eq(documents.source, 'candidate'),
            eq(documents.category, 'AKTENEINGANG'),
            isNull(documents.declarationId),
            isNull(documents.applicationId),
          ),
        )
        // A candidate deleting the document at the same moment waits, or it is gone (404).
        .for('share', { of: documents })
    : [];
  return [
    ...rueck.map((r) => ({ ...r, key: `ruecktritt:${r.id}`, art: 'ruecktritt' as const })),
    ...docs.map((d) => ({ ...d, key: `dokument:${d.id}`, art: 'dokument' as const })),
  ];
}

export async function kenntnisnehmen(
  ctx: AppContext,
  session: StaffSession,
  payload: KenntnisnahmePayload,
): Promise<KenntnisnahmeAntwort> {
  const keys = [...new Set(payload.eintraege)];
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const gefunden = await gegenstaende(tx, keys);
    if (gefunden.length !== keys.length) throw new HttpError(404, eingang.eintragUnbekannt);
    let genommen = 0;
    for (const g of gefunden) {
      const inserted = await tx
        .insert(eingangKenntnisnahmen)
        .values({
          declarationId: g.art === 'ruecktritt' ? g.id : null,
          documentId: g.art === 'dokument' ? g.id : null,
          staffId: session.staffId,
          at: now,
        })
        .onConflictDoNothing()
        .returning({ id: eingangKenntnisnahmen.id });
      if (inserted.length === 0) continue;
      genommen++;
      await recordStaffAction(
        tx,
        {
          staffId: session.staffId,
          wer: session.name,
          quelle: 'browser',
          aktion: 'eingang.kenntnisnahme',
          ziel: g.email,
          accountId: g.accountId,
          nachher: { eintrag: g.key, was: g.was },
        },
        now,
      );
    }
    return { genommen, bereits: gefunden.length - genommen };
  });
}

// The candidate's answer to one item of a Nachforderung (issue 27 point 2, decision 0039): a text or
// a document uploaded through the digital file's intake (POST /api/dokumente/files: size, type
// sniffing and malware scan there), linked to the item and kept from then on (locked like a
// declaration's upload). Append-only: a second answer to an item is a new row. Late answers are taken
// and marked late; a request the office closed, or an application decided meanwhile, refuses (409).
import { randomUUID } from 'node:crypto';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import { verspaetet } from '@examensportal/domain/rules/nachforderung';
import type {
  NachforderungAntwortEingabe,
  NachforderungenAntwort,
} from '@examensportal/domain/schemas/nachforderung';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  applications,
  documents,
  nachforderungAntworten,
  nachforderungen,
  nachforderungErledigungen,
  nachforderungPunkte,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lockDocuments } from '../documents/repo';
import type { AuthSession } from '../sessions/service';
import { nachforderungenStand } from './stand';

export async function nachforderungBeantworten(
  ctx: AppContext,
  session: AuthSession,
  ids: { id: string; punktId: string },
  eingabe: NachforderungAntwortEingabe,
): Promise<NachforderungenAntwort> {
  const { accountId } = session;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Owner only: another account's request is as unknown as a missing one.
    const [n] = await tx
      .select()
      .from(nachforderungen)
      .where(and(eq(nachforderungen.id, ids.id), eq(nachforderungen.accountId, accountId)))
      .for('update');
    if (!n) throw new HttpError(404, t.unbekannt);
    const [punkt] = await tx
      .select({ id: nachforderungPunkte.id })
      .from(nachforderungPunkte)
      .where(and(eq(nachforderungPunkte.id, ids.punktId), eq(nachforderungPunkte.nachforderungId, n.id)));
    if (!punkt) throw new HttpError(404, t.punktUnbekannt);
    const [erledigt] = await tx
      .select({ id: nachforderungErledigungen.nachforderungId })
      .from(nachforderungErledigungen)
      .where(eq(nachforderungErledigungen.nachforderungId, n.id));
    const [antrag] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, n.applicationId));
    if (erledigt || antrag?.status !== 'submitted') throw new HttpError(409, t.bereitsErledigt);
    if (eingabe.dokumentId) {
      // The candidate's own upload in the Akteneingang, not yet part of a declaration, an application
      // or another answer.
      const [doc] = await tx
        .select({ id: documents.id, lockedAt: documents.lockedAt })
        .from(documents)
        .where(
          and(
            eq(documents.id, eingabe.dokumentId),
            eq(documents.accountId, accountId),
            eq(documents.source, 'candidate'),
            eq(documents.category, 'AKTENEINGANG'),
            isNull(documents.declarationId),
            isNull(documents.applicationId),
          ),
        );
      if (!doc) throw new HttpError(404, t.dokumentUnbekannt, {}, { dokumentId: t.dokumentUnbekannt });
      const [vergeben] = await tx
        .select({ id: nachforderungAntworten.id })
        .from(nachforderungAntworten)
        .where(eq(nachforderungAntworten.documentId, doc.id));
      if (doc.lockedAt || vergeben) {
        throw new HttpError(409, t.dokumentVergeben, {}, { dokumentId: t.dokumentVergeben });
      }
      await lockDocuments(tx, accountId, [doc.id], now);
    }
    await tx.insert(nachforderungAntworten).values({
      id: randomUUID(),
      accountId,
      nachforderungId: n.id,
      punktId: punkt.id,
      text: eingabe.text ?? null,
      documentId: eingabe.dokumentId ?? null,
      eingegangenAm: now,
      verspaetet: verspaetet(now, n.frist),
    });
  });
  return nachforderungenStand(ctx, accountId);
}

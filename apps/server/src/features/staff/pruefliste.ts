// The legal checklist (Prüfliste, issue 26 point 2, decision 0037): the points of the current
// application (the domain's rules/pruefliste.ts) with their attachments and the caseworker's marks.
// Marks are append-only rows (pruefliste_markierungen); per application and point the highest id
// counts. The admission draft and its release ask `zulassungsSperre` whether every point is geprüft.
import { inhaltGeloeschtText } from '@examensportal/domain/rules/inhalt-geloescht';
import { and, asc, eq } from 'drizzle-orm';
import { prueflisteTexte as t } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  nachweisBezeichnung,
  prueflisteAusPayload,
  type PrueflistePunkt,
} from '@examensportal/domain/rules/pruefliste';
import type {
  Pruefliste,
  PrueflisteMarkieren,
  PrueflistePunktAnsicht,
} from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { isUuid } from '@examensportal/domain/uuid';
import type { AppContext } from '../../context';
import type { Conn } from '../../db/connect';
import { applications, prueflisteMarkierungen } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findDocumentsByIds, isDocumentId } from '../documents/repo';
import { type ApplicationRow, currentApplication } from '../procedure/repo';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { dokumentAnsicht } from './kandidat-antraege';

type Markierung = typeof prueflisteMarkierungen.$inferSelect;

/** The mark that counts per point: the row with the highest id (the test clock may freeze time). */
async function geltendeMarkierungen(db: Conn, applicationId: string): Promise<Map<string, Markierung>> {
  const rows = await db
    .select()
    .from(prueflisteMarkierungen)
    .where(eq(prueflisteMarkierungen.applicationId, applicationId))
    .orderBy(asc(prueflisteMarkierungen.id));
  return new Map(rows.map((row) => [row.punkt, row]));
}

const punkteDes = (antrag: ApplicationRow): PrueflistePunkt[] =>
  prueflisteAusPayload(antrag.art as Art, antrag.payload);

/**
 * The points of an application whose mark that counts is 'fehlt' – what a Nachforderung (request for
 * missing documents) asks for. Empty for an application without marks.
 */
export async function fehlendePunkte(db: Conn, antrag: ApplicationRow): Promise<PrueflistePunkt[]> {
  const marks = await geltendeMarkierungen(db, antrag.id);
  return punkteDes(antrag).filter((p) => marks.get(p.key)?.status === 'fehlt');
}

/** Labels of the points not marked geprüft (empty: the admission may be drafted without a reason). */
async function offenePunkte(db: Conn, antrag: ApplicationRow): Promise<PrueflistePunkt[]> {
  const marks = await geltendeMarkierungen(db, antrag.id);
  return punkteDes(antrag).filter((p) => marks.get(p.key)?.status !== 'geprueft');
}

/**
 * The admission of this application is refused (German 409) while a point is open, unless the draft
 * carries a written reason. Rejections are never blocked by the checklist.
 */
export async function zulassungsSperre(db: Conn, antrag: ApplicationRow, begruendung: string | undefined) {
  if (begruendung && begruendung.trim() !== '') return;
  const offen = await offenePunkte(db, antrag);
  if (offen.length > 0) throw new HttpError(409, t.offenePunkte(offen.map((p) => p.bezeichnung).join('; ')));
}

type Dateien = Record<string, { documentId?: unknown; originalFileName?: unknown }[] | undefined>;

/** The checklist of one application as the back-office shows it. */
async function prueflisteAnsicht(db: Conn, antrag: ApplicationRow): Promise<Pruefliste> {
  // The content the points come from went with its class (decision 0062): say so, derive nothing.
  const inhaltGeloescht = inhaltGeloeschtText(antrag.payload);
  if (inhaltGeloescht)
    return {
      antragId: antrag.id,
      offenFuerMarkierung: false,
      punkte: [],
      fehlt: [],
      offen: [],
      nachweiseFehlen: false,
      inhaltGeloescht,
    };
  const art = antrag.art as Art;
  const punkte = punkteDes(antrag);
  const marks = await geltendeMarkierungen(db, antrag.id);
  const dateien = ((antrag.payload as { dateien?: Dateien } | null)?.dateien ?? {}) as Dateien;
  const anlagenDer = (liste: string) =>
    (Array.isArray(dateien[liste]) ? (dateien[liste] ?? []) : []).map((d) => ({
      documentId: String(d.documentId ?? ''),
      name: String(d.originalFileName ?? ''),
    }));
  const ids = punkte.flatMap((p) => p.nachweise.flatMap((l) => anlagenDer(l).map((a) => a.documentId)));
  // Only the candidate's own documents, as with the application as sent (kandidat-antraege.ts).
  const dokumente = new Map(
    (await findDocumentsByIds(db, [...new Set(ids)].filter(isDocumentId)))
      .filter((d) => d.accountId === antrag.accountId)
      .map((d) => [d.id, dokumentAnsicht(d)]),
  );
  const ansicht = punkte.map((p): PrueflistePunktAnsicht => {
    const mark = marks.get(p.key);
    return {
      key: p.key,
      bezeichnung: p.bezeichnung,
      regel: p.regel,
      nachweise: p.nachweise.map((liste) => ({ liste, bezeichnung: nachweisBezeichnung(art, liste) })),
      vorhanden: p.vorhanden,
      anlagen: p.nachweise.flatMap((l) =>
        anlagenDer(l).map((a) => ({ ...a, dokument: dokumente.get(a.documentId) ?? null })),
      ),
      markierung: mark
        ? {
            status: mark.status,
            notiz: mark.notiz,
            von: mark.staffName,
            am: mark.createdAt.toISOString(),
          }
        : null,
    };
  });
  return {
    antragId: antrag.id,
    offenFuerMarkierung: antrag.status === 'submitted',
    punkte: ansicht,
    fehlt: ansicht.filter((p) => p.markierung?.status === 'fehlt').map((p) => p.key),
    offen: ansicht.filter((p) => p.markierung?.status !== 'geprueft').map((p) => p.key),
    nachweiseFehlen: punkte.some((p) => p.nachweise.length > 0 && !p.vorhanden),
  };
}

/** The current application's checklist, or null when the candidate has sent none. */
export async function aktuellePruefliste(db: Conn, accountId: string): Promise<Pruefliste | null> {
  const antrag = await currentApplication(db, accountId);
  if (!antrag || antrag.status === 'draft') return null;
  return prueflisteAnsicht(db, antrag);
}

/**
 * One mark on one point: 404 for an application of someone else (or none), 409 for one that is not
 * the current submitted application, 422 for a point its checklist does not have. Audited.
 */
export async function markieren(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staff: Pick<StaffSession, 'staffId' | 'name'>,
  accountId: string,
  antragId: string,
  eingabe: PrueflisteMarkieren,
): Promise<Pruefliste> {
  if (!isUuid(antragId)) throw new HttpError(404, t.antragUnbekannt);
  const [antrag] = await ctx.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, antragId), eq(applications.accountId, accountId)));
  if (!antrag || antrag.status === 'draft') throw new HttpError(404, t.antragUnbekannt);
  const aktuell = await currentApplication(ctx.db, accountId);
  if (aktuell?.id !== antrag.id || antrag.status !== 'submitted')
    throw new HttpError(409, t.antragNichtAktuell);
  const punkt = punkteDes(antrag).find((p) => p.key === eingabe.punkt);
  if (!punkt) throw new HttpError(422, t.punktUnbekannt, {}, { punkt: t.punktUnbekannt });
  const notiz = eingabe.notiz?.trim() || null;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(prueflisteMarkierungen).values({
      accountId,
      applicationId: antrag.id,
      punkt: punkt.key,
      status: eingabe.status,
      notiz,
      staffId: staff.staffId,
      staffName: staff.name,
      createdAt: now,
    });
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'pruefliste.markieren',
        ziel: punkt.key,
        accountId,
        nachher: { antrag: antrag.id, punkt: punkt.key, status: eingabe.status, notiz },
      },
      now,
    );
  });
  return prueflisteAnsicht(ctx.db, antrag);
}

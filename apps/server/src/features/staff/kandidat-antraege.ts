// GET /pruefungsstelle/kandidaten/:id/antraege: every application the candidate sent (current first,
// then the earlier ones), as the domain's view of the application (rules/antrag-ansicht.ts) with each
// attachment's document for the viewer. Drafts are left out: nothing of them reached the office.
import { and, desc, eq, ne } from 'drizzle-orm';
import { antragAnsicht, antragAnlagen } from '@examensportal/domain/rules/antrag-ansicht';
import type { Art } from '@examensportal/domain/rules/facts';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type {
  EingereichteAntraege,
  EingereichterAntrag,
} from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { Conn } from '../../db/connect';
import { geltendeNachteilsausgleiche } from '../procedure/nachteilsausgleich';
import { geltenderStatus, loadAufhebungen } from '../procedure/repo';
import { applications } from '../../db/schema';
import { findDocumentsByIds, isDocumentId } from '../documents/repo';
import { terminAnzeige } from './kandidat-akte';

type DocumentRow = Awaited<ReturnType<typeof findDocumentsByIds>>[number];

export const dokumentAnsicht = (d: DocumentRow): KandidatDokument => ({
  id: d.id,
  name: d.originalName,
  kategorie: d.category,
  typ: d.type,
  herkunft: d.source as KandidatDokument['herkunft'],
  contentType: d.contentType,
  groesse: d.size,
  abgelegtAm: d.createdAt.toISOString(),
  // An application's attachments are the candidate's uploads, never decision letters.
  bekanntgabe: null,
  geloeschtAm: d.geloeschtAm?.toISOString() ?? null,
});

export async function eingereichteAntraege(
  db: Conn,
  accountId: string,
  currentId: string | null,
  settings: Verfahrenseinstellungen,
): Promise<EingereichteAntraege> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.accountId, accountId), ne(applications.status, 'draft')))
    .orderBy(desc(applications.seq));
  const ansichten = rows.map((row) => ({
    row,
    ansicht: antragAnsicht(row.art as Art, row.payload, settings),
  }));
  const ids = ansichten.flatMap(({ ansicht }) => antragAnlagen(ansicht).map((a) => a.documentId));
  // Only the candidate's own documents: a payload can name nothing else (antrag-dateien.ts), checked again.
  const dokumente = new Map(
    (await findDocumentsByIds(db, [...new Set(ids)].filter(isDocumentId)))
      .filter((d) => d.accountId === accountId)
      .map((d) => [d.id, dokumentAnsicht(d)]),
  );
  // The Nachteilsausgleich decided (issue 26 point 4) is shown with the current application.
  const entschieden = (await geltendeNachteilsausgleiche(db, [accountId])).get(accountId);
  const aufgehoben = await loadAufhebungen(db, accountId);
  const antraege = ansichten.map(({ row, ansicht }): EingereichterAntrag => ({
    id: row.id,
    art: ansicht.art,
    versuch: row.versuch,
    // The state as the facts read it: a revoked admission is no longer one (decision 0055).
    status: geltenderStatus(row, aufgehoben) as EingereichterAntrag['status'],
    ...(row.status === 'admitted' && aufgehoben.has(row.id) ? { aufgehobenAm: aufgehoben.get(row.id) } : {}),
    termin: terminAnzeige(row.term) ?? ansicht.termin,
    eingereichtAm: row.submittedAt ? row.submittedAt.toISOString() : null,
    aktuell: row.id === currentId,
    nachteilsausgleich: ansicht.nachteilsausgleich,
    ...(entschieden && row.id === currentId ? { nachteilsausgleichBescheid: entschieden } : {}),
    abschnitte: ansicht.abschnitte.map((abschnitt) => ({
      ueberschrift: abschnitt.ueberschrift,
      ...(abschnitt.hinweis ? { hinweis: abschnitt.hinweis } : {}),
      zeilen: abschnitt.zeilen.map((z) => ({
        bezeichnung: z.bezeichnung,
        werte: [...z.werte],
        ...(z.anlagen
          ? { anlagen: z.anlagen.map((a) => ({ ...a, dokument: dokumente.get(a.documentId) ?? null })) }
          : {}),
      })),
    })),
  }));
  // The current application first (the open one, else the newest – it is the newest sent one here).
  return { antraege: [...antraege.filter((a) => a.aktuell), ...antraege.filter((a) => !a.aktuell)] };
}

// Reading the Postfach (issue 27 point 1, decision 0049): one account's messages as threads, with their
// attachments and read receipts, the unread count of one side, and the cases a message may refer to.
import { BEZUG_ARTEN, type BezugArt, postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { formatDatum, formatTermin } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Seite } from '@examensportal/domain/rules/postfach';
import type { BezugOption, NachrichtAnsicht, PostfachAntwort } from '@examensportal/domain/schemas/postfach';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import {
  applications,
  compellingReasons,
  credits,
  documents,
  nachrichtAnhaenge,
  nachrichten,
  nachrichtLesungen,
} from '../../db/schema';

/** The cases of the account a message may refer to: its applications, triftige Gründe and credits. */
async function bezugOptionen(db: Conn, accountId: string): Promise<BezugOption[]> {
  const [antraege, gruende, anrechnungen] = await Promise.all([
    db
      .select({
        id: applications.id,
        term: applications.term,
        status: applications.status,
        payload: applications.payload,
      })
      .from(applications)
      .where(and(eq(applications.accountId, accountId), ne(applications.status, 'draft')))
      .orderBy(desc(applications.seq)),
    db
      .select({
        id: compellingReasons.id,
        teil: compellingReasons.teil,
        ladungVom: compellingReasons.ladungVom,
      })
      .from(compellingReasons)
      .where(eq(compellingReasons.accountId, accountId))
      .orderBy(asc(compellingReasons.createdAt)),
    db
      .select({ id: credits.id, modul: credits.modul })
      .from(credits)
      .where(eq(credits.accountId, accountId))
      .orderBy(asc(credits.createdAt)),
  ]);
  const termin = (term: string | null) => (term ? ` ${formatTermin(term)}` : '');
  return [
    ...antraege.map((a) => ({
      art: 'antrag' as const,
      id: a.id,
      text: `${t.bezugArten.antrag}${termin(a.term)}`,
    })),
    // A Nachteilsausgleich is asked for in the application (Kontaktdaten, 'behinderung').
    ...antraege
      .filter(
        (a) =>
          (a.payload as { kontaktdaten?: { behinderung?: unknown } } | null)?.kontaktdaten?.behinderung ===
          true,
      )
      .map((a) => ({
        art: 'nachteilsausgleich' as const,
        id: a.id,
        text: `${t.bezugArten.nachteilsausgleich}${termin(a.term)}`,
      })),
    ...gruende.map((g) => ({
      art: 'triftigerGrund' as const,
      id: g.id,
      text: `${t.bezugArten.triftigerGrund} (Ladung vom ${formatDatum(g.ladungVom)})`,
    })),
    ...anrechnungen.map((c) => ({
      art: 'anrechnung' as const,
      id: c.id,
      text: `${t.bezugArten.anrechnung} ${messages.antrag.modulNamen[c.modul as Modul] ?? c.modul}`,
    })),
  ].filter((o) => (BEZUG_ARTEN as readonly BezugArt[]).includes(o.art));
}

/** The account's messages as threads (newest activity first), messages oldest first within each. */
export async function loadPostfach(db: Conn, accountId: string, seite: Seite): Promise<PostfachAntwort> {
  const rows = await db
    .select({ n: nachrichten, gelesenAm: nachrichtLesungen.gelesenAm })
    .from(nachrichten)
    .leftJoin(nachrichtLesungen, eq(nachrichtLesungen.nachrichtId, nachrichten.id))
    .where(eq(nachrichten.accountId, accountId))
    .orderBy(asc(nachrichten.seq));
  const ids = rows.map((r) => r.n.id);
  const anhaenge =
    ids.length === 0
      ? []
      : await db
          .select({
            nachrichtId: nachrichtAnhaenge.nachrichtId,
            id: documents.id,
            name: documents.originalName,
          })
          .from(nachrichtAnhaenge)
          .innerJoin(documents, eq(documents.id, nachrichtAnhaenge.documentId))
          .where(inArray(nachrichtAnhaenge.nachrichtId, ids))
          .orderBy(asc(nachrichtAnhaenge.pos));
  const threads = new Map<string, NachrichtAnsicht[]>();
  const zuletzt = new Map<string, number>();
  let ungelesen = 0;
  for (const { n, gelesenAm } of rows) {
    if (n.von !== seite && !gelesenAm) ungelesen += 1;
    const ansicht: NachrichtAnsicht = {
      id: n.id,
      threadId: n.threadId,
      antwortAuf: n.antwortAuf,
      von: n.von,
      bezug: n.bezugArt && n.bezugId ? { art: n.bezugArt, id: n.bezugId } : null,
      betreff: n.betreff,
      text: n.text,
      verfasstVon: n.von === 'pruefungsstelle' ? n.verfasstVon : null,
      gesendetAm: n.gesendetAm.toISOString(),
      gelesenAm: gelesenAm?.toISOString() ?? null,
      anhaenge: anhaenge.filter((a) => a.nachrichtId === n.id).map(({ id, name }) => ({ id, name })),
    };
    threads.set(n.threadId, [...(threads.get(n.threadId) ?? []), ansicht]);
    zuletzt.set(n.threadId, n.seq);
  }
  return {
    threads: [...threads.entries()]
      .map(([id, nachrichten]) => ({ id, nachrichten }))
      .sort((a, b) => (zuletzt.get(b.id) ?? 0) - (zuletzt.get(a.id) ?? 0)),
    ungelesen,
    bezuege: await bezugOptionen(db, accountId),
  };
}

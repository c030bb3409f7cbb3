// The candidate's objections with their outcomes (decision 0038), for the status timeline: one query.
import { berlinDate } from '@examensportal/domain/dates';
import type { WiderspruchErgebnis, WiderspruchVerlauf } from '@examensportal/domain/rules/widerspruch';
import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import {
  aufhebungen,
  bescheidBerichtigungen,
  documents,
  widerspruchErledigungen,
  widersprueche,
} from '../../db/schema';
import {
  aufhebungTexte as at,
  bescheidBerichtigungTexte as bb,
} from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import type { Ereignis } from '@examensportal/domain/rules/verfahrensstand';

export async function widerspruchVerlauf(db: Conn, accountId: string): Promise<WiderspruchVerlauf[]> {
  const rows = await db
    .select({
      eingegangenAm: widersprueche.eingegangenAm,
      briefAm: documents.createdAt,
      am: widerspruchErledigungen.am,
      ergebnis: widerspruchErledigungen.ergebnis,
    })
    .from(widersprueche)
    .innerJoin(documents, eq(documents.id, widersprueche.bescheidId))
    .leftJoin(widerspruchErledigungen, eq(widerspruchErledigungen.widerspruchId, widersprueche.id))
    .where(eq(widersprueche.accountId, accountId))
    .orderBy(asc(widersprueche.eingegangenAm), asc(widersprueche.createdAt));
  return rows.map((r) => ({
    eingegangenAm: r.eingegangenAm,
    bescheidVom: berlinDate(r.briefAm),
    erledigung: r.am ? { am: r.am, ergebnis: r.ergebnis as WiderspruchErgebnis } : null,
  }));
}

/**
 * The candidate's revoked decisions and corrected letters (decision 0055) as timeline entries: two
 * queries.
 */
export async function aufhebungsEreignisse(db: Conn, accountId: string): Promise<Ereignis[]> {
  const aufgehoben = await db
    .select({
      am: aufhebungen.am,
      entscheidung: aufhebungen.entscheidung,
      vorschrift: aufhebungen.vorschrift,
    })
    .from(aufhebungen)
    .where(eq(aufhebungen.accountId, accountId))
    .orderBy(asc(aufhebungen.createdAt));
  const berichtigt = await db
    .select({ am: bescheidBerichtigungen.am, datei: documents.originalName })
    .from(bescheidBerichtigungen)
    .innerJoin(documents, eq(documents.id, bescheidBerichtigungen.bescheidId))
    .where(eq(bescheidBerichtigungen.accountId, accountId))
    .orderBy(asc(bescheidBerichtigungen.createdAt));
  return [
    ...aufgehoben.map((a) => ({
      datum: a.am,
      text: at.ereignis(at.entscheidungen[a.entscheidung] ?? a.entscheidung, a.vorschrift as 'p48' | 'p49'),
    })),
    ...berichtigt.map((b) => ({ datum: b.am, text: bb.ereignis(b.datei) })),
  ];
}

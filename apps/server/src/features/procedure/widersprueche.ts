// The candidate's objections with their outcomes (decision 0038), for the status timeline: one query.
import { berlinDate } from '@examensportal/domain/dates';
import type { WiderspruchErgebnis, WiderspruchVerlauf } from '@examensportal/domain/rules/widerspruch';
import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { documents, widerspruchErledigungen, widersprueche } from '../../db/schema';

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

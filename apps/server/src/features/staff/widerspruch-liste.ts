// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): the candidate's decision
// letters (filed by the letter job, so with a provision row), and every objection with its period, its
// outcome and its open draft. Read only.
import { and, asc, desc, eq } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import type { AppContext } from '../../context';
import { bereitstellungen, documents, widerspruchErledigungen, widersprueche } from '../../db/schema';
import { abhilfeArt } from './buero';
import type { StaffSession } from './auth';
import { offeneEntwuerfe } from './entwuerfe';
import { checkKandidat } from './widerspruch';

export async function widerspruecheListe(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
): Promise<WiderspruecheAntwort> {
  await checkKandidat(ctx, id);
  const briefe = await ctx.db
    .select({ id: documents.id, dateiname: documents.originalName, am: documents.createdAt })
    .from(documents)
    .innerJoin(bereitstellungen, eq(bereitstellungen.documentId, documents.id))
    .where(and(eq(documents.accountId, id), eq(documents.source, 'office')))
    .orderBy(desc(documents.createdAt), asc(documents.id));
  const abhilfen = new Map(
    await Promise.all(briefe.map(async (b) => [b.id, await abhilfeArt(ctx.db, b.id)] as const)),
  );
  const zeilen = await ctx.db
    .select({ w: widersprueche, e: widerspruchErledigungen })
    .from(widersprueche)
    .leftJoin(widerspruchErledigungen, eq(widerspruchErledigungen.widerspruchId, widersprueche.id))
    .where(eq(widersprueche.accountId, id))
    .orderBy(desc(widersprueche.eingegangenAm), desc(widersprueche.createdAt));
  const entwuerfe = (await offeneEntwuerfe(ctx, staff, id)).filter((e) => e.art === 'widerspruch');
  return {
    bescheide: briefe.map((b) => ({
      id: b.id,
      dateiname: b.dateiname,
      am: berlinDate(b.am),
      abhilfe: abhilfen.get(b.id) ?? null,
    })),
    widersprueche: zeilen.map(({ w, e }) => {
      const brief = briefe.find((b) => b.id === w.bescheidId);
      return {
        id: w.id,
        bescheidId: w.bescheidId,
        bescheidDatei: brief?.dateiname ?? '',
        bescheidVom: brief ? berlinDate(brief.am) : '',
        eingegangenAm: w.eingegangenAm,
        begruendung: w.begruendung,
        bekanntgabeAm: w.bekanntgabeAm,
        fristEnde: w.fristEnde,
        verspaetet: w.verspaetet,
        erfasstVon: w.erfasstVon,
        abhilfe: abhilfen.get(w.bescheidId) ?? null,
        erledigung: e
          ? {
              ergebnis: e.ergebnis as 'abgeholfen' | 'zurueckgewiesen' | 'zurueckgenommen',
              am: e.am,
              bescheidId: e.bescheidId,
            }
          : null,
        entwurf: entwuerfe.find((d) => d.fallId === w.id) ?? null,
      };
    }),
  };
}

// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): the candidate's decision
// letters (filed by the letter job, so with a provision row), and every objection with its period, its
// outcome and its open draft. Read only.
import { and, asc, desc, eq } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import type { AppContext } from '../../context';
import {
  aufhebungen,
  bereitstellungen,
  documents,
  widerspruchErledigungen,
  widersprueche,
} from '../../db/schema';
import { aufhebbareEntscheidung, berichtigungsfaehig } from '@examensportal/domain/rules/aufhebung';
import { abhilfeFuer } from '@examensportal/domain/rules/widerspruch-abhilfe';
import { briefInhalt } from './buero';
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
  // One read of each letter's content: the remedy an objection would write, and whether a leitung may
  // draft its revocation (§§ 48, 49) or its § 42 correction (decision 0055; the server checks again).
  const inhalte = new Map(
    await Promise.all(briefe.map(async (b) => [b.id, await briefInhalt(ctx.db, b.id)] as const)),
  );
  const aufgehoben = new Set(
    (
      await ctx.db
        .select({ bescheidId: aufhebungen.bescheidId })
        .from(aufhebungen)
        .where(eq(aufhebungen.accountId, id))
    ).map((r) => r.bescheidId),
  );
  const abhilfen = new Map(briefe.map((b) => [b.id, abhilfeFuer(inhalte.get(b.id) ?? null)] as const));
  const zeilen = await ctx.db
    .select({ w: widersprueche, e: widerspruchErledigungen })
    .from(widersprueche)
    .leftJoin(widerspruchErledigungen, eq(widerspruchErledigungen.widerspruchId, widersprueche.id))
    .where(eq(widersprueche.accountId, id))
    .orderBy(desc(widersprueche.eingegangenAm), desc(widersprueche.createdAt));
  const offen = await offeneEntwuerfe(ctx, staff, id);
  const entwuerfe = offen.filter((e) => e.art === 'widerspruch');
  return {
    bescheide: briefe.map((b) => ({
      id: b.id,
      dateiname: b.dateiname,
      am: berlinDate(b.am),
      abhilfe: abhilfen.get(b.id) ?? null,
      aufhebbar: !aufgehoben.has(b.id) && aufhebbareEntscheidung(inhalte.get(b.id) ?? null) !== null,
      berichtigbar: berichtigungsfaehig(inhalte.get(b.id) ?? null),
      entwuerfe: offen.filter(
        (e) => (e.art === 'aufhebung' || e.art === 'bescheidBerichtigung') && e.fallId === b.id,
      ),
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

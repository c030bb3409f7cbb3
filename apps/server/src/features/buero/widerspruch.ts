// Objections (Widerspruch, issue 26 point 6, decision 0038). Recording one is not a decision: the
// office takes down what arrived (the day, the letter objected to, the candidate's reasoning), with the
// period counted from the letter's notification; a late one is recorded and marked. Deciding it is a
// draft (four eyes, entwuerfe.ts) whose release runs `widerspruchEntscheiden`: the outcome as a new
// fact pointing at the objection, and its letter. Nothing is edited.
import { and, eq } from 'drizzle-orm';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { bekanntgabe } from '@examensportal/domain/rules/bekanntgabe';
import type { NachteilsausgleichMassnahmen } from '@examensportal/domain/rules/nachteilsausgleich';
import {
  bekanntgabeTag,
  widerspruchsfristEnde,
  type WiderspruchErgebnis,
} from '@examensportal/domain/rules/widerspruch';
import type { Tx } from '../../db/connect';
import { bereitstellungen, documents, widerspruchErledigungen, widersprueche } from '../../db/schema';
import { enqueueBescheid } from '../bescheide/job';
import { abhilfeAusfuehren } from './widerspruch-abhilfe';
import { bearbeitungOf, candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';

/** A decision letter of the candidate (filed by the letter job, so with a provision row) and its day. */
export async function entscheidungsbrief(tx: Tx, accountId: string, bescheidId: string) {
  const [brief] = await tx
    .select({
      id: documents.id,
      dateiname: documents.originalName,
      am: documents.createdAt,
      b: bereitstellungen,
    })
    .from(documents)
    .innerJoin(bereitstellungen, eq(bereitstellungen.documentId, documents.id))
    .where(
      and(eq(documents.id, bescheidId), eq(documents.accountId, accountId), eq(documents.source, 'office')),
    );
  if (!brief) throw new OfficeError(w.bescheidUnbekannt);
  return brief;
}

export interface WiderspruchErfassenArgs {
  kandidat: string;
  bescheidId: string;
  eingegangenAm: IsoDate;
  begruendung: string;
}

export type WiderspruchErfasstDaten = {
  id: string;
  bekanntgabeAm: IsoDate;
  fristEnde: IsoDate;
  verspaetet: boolean;
};

export async function widerspruchErfassen(
  deps: OfficeDeps,
  args: WiderspruchErfassenArgs,
): Promise<OfficeOutput<WiderspruchErfasstDaten>> {
  return candidateAction(deps, args.kandidat, 'widerspruch-erfassen', { ...args }, async (action) => {
    const { tx, today, now, settings, procedure } = action;
    const brief = await entscheidungsbrief(tx, procedure.account.accountId, args.bescheidId);
    const briefVom = berlinDate(brief.am);
    if (args.eingegangenAm > today) throw new OfficeError(w.eingangZukunft);
    if (args.eingegangenAm < briefVom) throw new OfficeError(w.eingangVorBescheid(formatDatum(briefVom)));
    // The recorded notification (retrieval or posting, decision 0033), else the letter's day + the setting.
    const stand = bekanntgabe(brief.b, now, settings.bekanntgabeTage);
    const bekanntgabeAm = bekanntgabeTag(
      briefVom,
      stand.stand === 'bekanntgegeben' ? stand.am : null,
      settings.bekanntgabeTage,
    );
    const fristEnde = widerspruchsfristEnde(bekanntgabeAm);
    const verspaetet = args.eingegangenAm > fristEnde;
    const [neu] = await tx
      .insert(widersprueche)
      .values({
        accountId: procedure.account.accountId,
        bescheidId: brief.id,
        eingegangenAm: args.eingegangenAm,
        begruendung: args.begruendung.trim(),
        bekanntgabeAm,
        fristEnde,
        verspaetet,
        erfasstVon: deps.von,
        createdAt: now,
      })
      .returning({ id: widersprueche.id });
    if (!neu) throw new Error('insert returned no row');
    const frist = w.fristHinweis(formatDatum(bekanntgabeAm), formatDatum(fristEnde));
    return {
      text: [
        w.erfasst(formatDatum(args.eingegangenAm)),
        frist,
        verspaetet ? w.verspaetet : w.rechtzeitig,
      ].join('\n'),
      data: { id: neu.id, bekanntgabeAm, fristEnde, verspaetet },
    };
  });
}

export interface WiderspruchEntscheidenArgs {
  kandidat: string;
  widerspruchId: string;
  entscheidung: WiderspruchErgebnis;
  begruendung: string | null;
  abhilfe: string | null;
  /** Abgeholfen against a Nachteilsausgleich letter: the measures granted now (decision 0066). */
  massnahmen?: NachteilsausgleichMassnahmen | null;
  /** The administrative court the Widerspruchsbescheid names (WIDERSPRUCH_GERICHT). */
  gericht: string;
}

export async function widerspruchEntscheiden(
  deps: OfficeDeps,
  args: WiderspruchEntscheidenArgs,
): Promise<OfficeOutput<{ erledigung: string; bescheid: { id: string; dateiname: string } }>> {
  return candidateAction(deps, args.kandidat, 'widerspruch-entscheiden', { ...args }, async (action) => {
    const { tx, today, now, procedure } = action;
    const { accountId, art, email } = procedure.account;
    const [row] = await tx
      .select({
        w: widersprueche,
        erledigtAm: widerspruchErledigungen.am,
        vorher: widerspruchErledigungen.ergebnis,
      })
      .from(widersprueche)
      .leftJoin(widerspruchErledigungen, eq(widerspruchErledigungen.widerspruchId, widersprueche.id))
      .where(and(eq(widersprueche.id, args.widerspruchId), eq(widersprueche.accountId, accountId)));
    if (!row) throw new OfficeError(w.widerspruchUnbekannt);
    if (row.erledigtAm)
      throw new OfficeError(
        w.bereitsErledigt(formatDatum(row.erledigtAm), w.ergebnisse[row.vorher ?? ''] ?? ''),
      );
    const brief = await entscheidungsbrief(tx, accountId, row.w.bescheidId);
    const begruendung = args.begruendung?.trim() || null;
    const abhilfe = args.entscheidung === 'abgeholfen' ? args.abhilfe?.trim() || null : null;
    if (args.entscheidung === 'abgeholfen' && !abhilfe) throw new OfficeError(w.abhilfeFehlt);
    if (args.entscheidung === 'zurueckgewiesen' && !begruendung) throw new OfficeError(w.gruendeFehlen);
    // Abgeholfen: the decision itself, in this transaction (decision 0050); refused for kinds without one.
    const abhilfeSatz = abhilfe
      ? await abhilfeAusfuehren(
          deps,
          tx,
          procedure,
          {
            widerspruchId: row.w.id,
            bescheidId: brief.id,
            begruendung: begruendung ?? abhilfe,
            massnahmen: args.massnahmen ?? null,
          },
          today,
        )
      : null;
    const letter = await enqueueBescheid(
      tx,
      {
        accountId,
        pruefungsart: art,
        datum: today,
        ...bearbeitungOf(deps),
        inhalt: {
          art: 'widerspruch',
          ergebnis: args.entscheidung,
          eingegangenAm: row.w.eingegangenAm,
          bescheidVom: berlinDate(brief.am),
          bescheidDatei: brief.dateiname,
          verspaetet: row.w.verspaetet,
          fristEnde: row.w.fristEnde,
          begruendung,
          abhilfe: abhilfeSatz ? `${abhilfeSatz} ${abhilfe ?? ''}`.trim() : null,
          gericht: args.entscheidung === 'zurueckgewiesen' ? args.gericht : null,
        },
      },
      now,
    );
    const [neu] = await tx
      .insert(widerspruchErledigungen)
      .values({
        accountId,
        widerspruchId: row.w.id,
        ergebnis: args.entscheidung,
        begruendung: begruendung ?? '',
        abhilfe,
        am: today,
        bescheidId: letter.id,
        createdAt: now,
      })
      .returning({ id: widerspruchErledigungen.id });
    if (!neu) throw new Error('insert returned no row');
    return {
      text: [
        w.erledigt(email, w.ergebnisse[args.entscheidung] ?? ''),
        bescheide.bescheidFolgt(letter.dateiname),
      ].join('\n'),
      data: { erledigung: neu.id, bescheid: letter },
    };
  });
}

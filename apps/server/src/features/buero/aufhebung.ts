// Revocation of a decision (Rücknahme § 48, Widerruf § 49 VwVfG; issue 26 point 6, decision 0055): a new
// fact pointing at the letter of the decision revoked, and a letter of its own. The decision's fact and
// letter stay as written; the fact readers derive the candidate's state again (a revoked admission is
// no longer an admission, a revoked credit, triftiger Grund or Nachteilsausgleich no longer granted).
// Refused with a German reason: a letter that states no favourable decision, one revoked already, a
// decision that no longer applies, and – by the portal clock – a day of knowledge more than one year
// ago (§ 48 (4) VwVfG, also for the Widerruf by § 49 (2) sentence 2).
import { and, desc, eq } from 'drizzle-orm';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { aufhebungTexte as at } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import {
  aufhebbareEntscheidung,
  aufhebungsfristEnde,
  aufhebungsfristHindernis,
  type AufhebungVorschrift,
  type Widerrufsgrund,
} from '@examensportal/domain/rules/aufhebung';
import { pruefungName, type BescheidInhalt } from '@examensportal/domain/rules/bescheid';
import { MODULE } from '@examensportal/domain/rules/module';
import type { Tx } from '../../db/connect';
import { aufhebungen, credits, nachteilsausgleiche } from '../../db/schema';
import { enqueueBescheid } from '../bescheide/job';
import type { LoadedProcedure } from '../procedure/repo';
import { bearbeitungOf, candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { briefInhalt, grundDesBriefs } from './widerspruch-abhilfe';
import { entscheidungsbrief } from './widerspruch';

export interface AufhebenArgs {
  kandidat: string;
  /** The letter of the decision revoked (its document id in the file). */
  bescheidId: string;
  vorschrift: AufhebungVorschrift;
  widerrufsgrund: Widerrufsgrund | null;
  kenntnisAm: IsoDate;
  /** Obtained by deceit etc. (§ 48 (2) sentence 3 Nr. 1 VwVfG): no year (§ 48 (4) sentence 2). */
  erschlichen: boolean;
  begruendung: string;
}

export type AufhebungAntwort = { aufhebung: string; bescheid: { id: string; dateiname: string } };

/** The case the letter decided, while that decision still applies; else a German refusal. */
async function entschiedenerFall(
  tx: Tx,
  procedure: LoadedProcedure,
  bescheidId: string,
  inhalt: BescheidInhalt,
): Promise<string> {
  const accountId = procedure.account.accountId;
  const antrag = procedure.application;
  const gilt = (id: string | undefined) => {
    if (!id) throw new OfficeError(at.entscheidungGiltNicht);
    return id;
  };
  switch (inhalt.art) {
    case 'zulassung':
      // The admission of the current application, with the date the letter names.
      return gilt(
        antrag?.status === 'admitted' && antrag.ersteszulassungsdatum === inhalt.ersteszulassungsdatum
          ? antrag.id
          : undefined,
      );
    case 'anrechnung': {
      if (!antrag) throw new OfficeError(at.entscheidungGiltNicht);
      const [fall] = await tx
        .select({ id: credits.id })
        .from(credits)
        .where(
          and(
            eq(credits.applicationId, antrag.id),
            eq(credits.modul, inhalt.modul),
            eq(credits.status, 'accepted'),
          ),
        )
        .orderBy(desc(credits.createdAt))
        .limit(1);
      return gilt(fall?.id);
    }
    case 'triftigerGrund': {
      return gilt(await grundDesBriefs(tx, accountId, inhalt, 'accepted'));
    }
    case 'nachteilsausgleich': {
      // The decision that counts is the newest; an older one was superseded already.
      const [neueste] = await tx
        .select({ id: nachteilsausgleiche.id, bescheidId: nachteilsausgleiche.bescheidId })
        .from(nachteilsausgleiche)
        .where(eq(nachteilsausgleiche.accountId, accountId))
        .orderBy(desc(nachteilsausgleiche.seq))
        .limit(1);
      return gilt(neueste?.bescheidId === bescheidId ? neueste.id : undefined);
    }
    default:
      throw new OfficeError(at.nichtAufhebbar);
  }
}

/** The open invitations that rest on an admission: named in the letter (and so in the preview). */
function betroffeneLadungen(procedure: LoadedProcedure): string[] {
  const { facts } = procedure;
  const zeilen: string[] = [];
  const teil = (name: string) => at.teile[name] ?? name;
  for (const modul of MODULE) {
    for (const a of facts.module[modul].anmeldungen) {
      if (a.ergebnis || a.ruecktrittAm || a.abgemeldetAm) continue;
      for (const t of ['schriftlich', 'muendlich'] as const) {
        const am = a.geladenAm[t];
        if (am) zeilen.push(at.betroffeneLadung(pruefungName(modul), teil(t), formatDatum(am)));
      }
    }
  }
  for (const v of facts.eignungVersuche) {
    if (v.ergebnis || v.ruecktrittAm) continue;
    for (const [t, am] of Object.entries(v.geladenAm))
      if (am) zeilen.push(at.betroffeneLadung(pruefungName(null), teil(t), formatDatum(am)));
  }
  return zeilen;
}

export async function entscheidungAufheben(
  deps: OfficeDeps,
  args: AufhebenArgs,
): Promise<OfficeOutput<AufhebungAntwort>> {
  return candidateAction(deps, args.kandidat, 'entscheidung-aufheben', { ...args }, async (action) => {
    const { tx, today, now, procedure } = action;
    const { accountId, art, email } = procedure.account;
    const brief = await entscheidungsbrief(tx, accountId, args.bescheidId).catch((error: unknown) => {
      throw error instanceof OfficeError ? new OfficeError(at.bescheidUnbekannt) : error;
    });
    const [frueher] = await tx
      .select({ am: aufhebungen.am })
      .from(aufhebungen)
      .where(eq(aufhebungen.bescheidId, brief.id));
    if (frueher) throw new OfficeError(at.bereitsAufgehoben(formatDatum(frueher.am)));
    const inhalt = await briefInhalt(tx, brief.id);
    const entscheidung = aufhebbareEntscheidung(inhalt);
    if (!inhalt || !entscheidung) throw new OfficeError(at.nichtAufhebbar);
    // The schema admits it with the Rücknahme only; a Widerruf keeps the year whatever was sent.
    const erschlichen = args.vorschrift === 'p48' && args.erschlichen;
    const hindernis = aufhebungsfristHindernis(args.kenntnisAm, today, erschlichen);
    if (hindernis === 'kenntnisZukunft') throw new OfficeError(at.kenntnisZukunft);
    if (hindernis === 'fristAbgelaufen')
      throw new OfficeError(
        at.fristAbgelaufen(formatDatum(args.kenntnisAm), formatDatum(aufhebungsfristEnde(args.kenntnisAm))),
      );
    const fallId = await entschiedenerFall(tx, procedure, brief.id, inhalt);
    const betroffen = entscheidung === 'zulassung' ? betroffeneLadungen(procedure) : [];
    const begruendung = args.begruendung.trim();
    const widerrufsgrund = args.vorschrift === 'p49' ? args.widerrufsgrund : null;

    const neu = await enqueueBescheid(
      tx,
      {
        accountId,
        pruefungsart: art,
        datum: today,
        inhalt: {
          art: 'aufhebung',
          vorschrift: args.vorschrift,
          widerrufsgrund,
          entscheidung,
          bescheidVom: berlinDate(brief.am),
          bescheidDatei: brief.dateiname,
          kenntnisAm: args.kenntnisAm,
          ...(erschlichen ? { erschlichen } : {}),
          betroffen,
          begruendung,
        },
        ...bearbeitungOf(deps),
      },
      now,
    );
    const [row] = await tx
      .insert(aufhebungen)
      .values({
        accountId,
        bescheidId: brief.id,
        entscheidung,
        fallId,
        vorschrift: args.vorschrift,
        widerrufsgrund,
        kenntnisAm: args.kenntnisAm,
        erschlichen,
        begruendung,
        am: today,
        briefId: neu.id,
        createdAt: now,
      })
      .returning({ id: aufhebungen.id });
    if (!row) throw new Error('insert returned no row');
    return {
      text: [`${email}: ${at.aufgehoben(brief.dateiname)}`, bescheide.bescheidFolgt(neu.dateiname)].join(
        '\n',
      ),
      data: { aufhebung: row.id, bescheid: neu },
    };
  });
}

// What a draft decides, run through the office function the command line runs (apps/server/src/office):
// the release runs it for real, the preview and the drafting run it in a transaction that is rolled
// back. One place maps a draft's kind and inputs to the office function and the Protokoll's aktion.
import { and, eq } from 'drizzle-orm';
import type { Modul } from '@examensportal/domain/rules/module';
import type { EntwurfArt } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type {
  ErgebnisBerichtigung,
  FallEntscheidung,
  ZulassungEntscheidung,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { applications, compellingReasons, credits, moduleRegistrations } from '../../db/schema';
import {
  OfficeError,
  type OfficeDeps,
  type OfficeOutput,
  ergebnisBerichtigen,
  notenEingabe,
  anrechnungEntscheiden,
  triftigerGrundEntscheiden,
  ablehnen,
  zulassen,
  nachteilsausgleichEntscheiden,
  widerspruchEntscheiden,
  entscheidungAufheben,
  bescheidBerichtigen,
} from './buero';
import { entwurfEingabe } from './entwurf-eingabe';
import type { WiderspruchEntscheidung } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type {
  AufhebungEingabe,
  BescheidBerichtigungEingabe,
} from '@examensportal/domain/schemas/pruefungsstelle-aufhebung';
import type { NachteilsausgleichMassnahmen } from '@examensportal/domain/rules/nachteilsausgleich';
import type { NachteilsausgleichEingabe } from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';

/** A draft's decision: the candidate, the case and the inputs the domain's schema parsed. */
export interface EntwurfDaten {
  art: EntwurfArt;
  accountId: string;
  fallId: string;
  eingabe:
    | ZulassungEntscheidung
    | FallEntscheidung
    | NachteilsausgleichEingabe
    | BerichtigungEingabe
    | WiderspruchEingabe
    | AufhebungEntwurf
    | BescheidBerichtigungEntwurf;
}

/** A revocation as drafted (decision 0055): the letter revoked is the draft's case. */
type AufhebungEntwurf = AufhebungEingabe & { entscheidung: 'zuruecknehmen' | 'widerrufen' };

/** A § 42 correction of a decision letter as drafted: the letter is the draft's case. */
type BescheidBerichtigungEntwurf = BescheidBerichtigungEingabe & { entscheidung: 'berichtigen' };

/** An objection's outcome as drafted, with the court its letter names (WIDERSPRUCH_GERICHT at drafting). */
type WiderspruchEingabe = Omit<WiderspruchEntscheidung, 'massnahmen'> & {
  gericht: string;
  /** The measures of a Nachteilsausgleich remedy, normalised (decision 0066). */
  massnahmen?: NachteilsausgleichMassnahmen;
};

/** A correction's inputs as drafted (§ 42 VwVfG): the outcome that applies now and why. */
type BerichtigungEingabe = ErgebnisBerichtigung & { entscheidung: 'berichtigen' };

type Entscheidungsausgabe = OfficeOutput<{ bescheid: { id: string; dateiname: string } }>;

/** The Protokoll's aktion of the decision itself (as before drafts existed). */
export function aktionOf(entwurf: Pick<EntwurfDaten, 'art' | 'eingabe'>): string {
  switch (entwurf.art) {
    case 'antrag':
      return entwurf.eingabe.entscheidung === 'ablehnen' ? 'antrag.ablehnen' : 'antrag.zulassen';
    case 'triftigerGrund':
      return 'triftigerGrund.entscheiden';
    case 'anrechnung':
      return 'anrechnung.entscheiden';
    case 'nachteilsausgleich':
      return 'nachteilsausgleich.entscheiden';
    case 'berichtigung':
      return 'ergebnis.berichtigen';
    case 'widerspruch':
      return 'widerspruch.entscheiden';
    case 'aufhebung':
      return 'entscheidung.aufheben';
    case 'bescheidBerichtigung':
      return 'bescheid.berichtigen';
  }
}

const beschluss = (eingabe: FallEntscheidung) => ({
  entscheidung: eingabe.entscheidung === 'anerkennen' ? ('accepted' as const) : ('rejected' as const),
  begruendung: eingabe.begruendung,
});

/** Runs the office function of the draft's decision with these deps (their tx, audit, bearbeitung). */
export async function ausfuehren(deps: OfficeDeps, entwurf: EntwurfDaten): Promise<Entscheidungsausgabe> {
  const db = deps.tx ?? deps.db;
  const kandidat = entwurf.accountId;
  switch (entwurf.art) {
    case 'antrag': {
      const eingabe = entwurfEingabe('antrag', entwurf.eingabe);
      const out =
        eingabe.entscheidung === 'ablehnen'
          ? await ablehnen(deps, { antrag: entwurf.fallId, begruendung: eingabe.begruendung ?? '' })
          : await zulassen(deps, { antrag: entwurf.fallId, datum: eingabe.datum });
      return out as Entscheidungsausgabe;
    }
    case 'triftigerGrund': {
      const [fall] = await db
        .select({ teil: compellingReasons.teil, modul: moduleRegistrations.modul })
        .from(compellingReasons)
        .leftJoin(moduleRegistrations, eq(moduleRegistrations.id, compellingReasons.registrationId))
        .where(and(eq(compellingReasons.id, entwurf.fallId), eq(compellingReasons.accountId, kandidat)));
      if (!fall) throw new OfficeError(e.fallUnbekannt);
      // The argument order is the audit's order of the details.
      return (await triftigerGrundEntscheiden(deps, {
        kandidat,
        modul: (fall.modul as Modul | null) ?? undefined,
        teil: fall.teil,
        ...beschluss(entwurfEingabe('triftigerGrund', entwurf.eingabe)),
      })) as Entscheidungsausgabe;
    }
    case 'anrechnung': {
      const [fall] = await db
        .select({ modul: credits.modul })
        .from(credits)
        .where(and(eq(credits.id, entwurf.fallId), eq(credits.accountId, kandidat)));
      if (!fall) throw new OfficeError(e.fallUnbekannt);
      return (await anrechnungEntscheiden(deps, {
        kandidat,
        modul: fall.modul as 'wr' | 'bwl' | 'st',
        ...beschluss(entwurfEingabe('anrechnung', entwurf.eingabe)),
      })) as Entscheidungsausgabe;
    }
    case 'nachteilsausgleich': {
      // The case is the application; the office function reads the current one and checks it is this.
      const eingabe = entwurfEingabe('nachteilsausgleich', entwurf.eingabe);
      const [antrag] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, entwurf.fallId), eq(applications.accountId, kandidat)));
      if (!antrag) throw new OfficeError(e.fallUnbekannt);
      return nachteilsausgleichEntscheiden(deps, {
        kandidat,
        antrag: antrag.id,
        entscheidung: eingabe.entscheidung === 'gewaehren' ? 'accepted' : 'rejected',
        massnahmen: eingabe,
        begruendung: eingabe.begruendung,
      });
    }
    case 'berichtigung': {
      const eingabe = entwurfEingabe('berichtigung', entwurf.eingabe);
      return ergebnisBerichtigen(deps, {
        kandidat,
        ergebnisId: entwurf.fallId,
        ergebnis: eingabe.ergebnis,
        begruendung: eingabe.begruendung,
        noten: notenEingabe(eingabe.noteSchriftlich, eingabe.noteMuendlich, [
          eingabe.noteArbeit1,
          eingabe.noteArbeit2,
        ]),
      });
    }
    case 'widerspruch': {
      const eingabe = entwurfEingabe('widerspruch', entwurf.eingabe);
      return widerspruchEntscheiden(deps, {
        kandidat,
        widerspruchId: entwurf.fallId,
        entscheidung: eingabe.entscheidung,
        begruendung: eingabe.begruendung ?? null,
        abhilfe: eingabe.abhilfe ?? null,
        massnahmen: eingabe.massnahmen ?? null,
        gericht: eingabe.gericht,
      });
    }
    case 'aufhebung': {
      const eingabe = entwurfEingabe('aufhebung', entwurf.eingabe);
      return entscheidungAufheben(deps, {
        kandidat,
        bescheidId: entwurf.fallId,
        vorschrift: eingabe.vorschrift,
        widerrufsgrund: eingabe.widerrufsgrund ?? null,
        kenntnisAm: eingabe.kenntnisAm,
        erschlichen: eingabe.erschlichen === true,
        begruendung: eingabe.begruendung,
      });
    }
    case 'bescheidBerichtigung': {
      const eingabe = entwurfEingabe('bescheidBerichtigung', entwurf.eingabe);
      return bescheidBerichtigen(deps, {
        kandidat,
        bescheidId: entwurf.fallId,
        fehlerart: eingabe.fehlerart,
        unrichtig: eingabe.unrichtig,
        richtig: eingabe.richtig,
        begruendung: eingabe.begruendung,
        zulassungsdatum: eingabe.zulassungsdatum ?? null,
      });
    }
  }
}

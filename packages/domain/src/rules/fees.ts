// Fee consequences of a declaration (spec §9, domain-rules §2.16), shown before submit and printed
// on the receipt. Amounts come from the dated fee schedules of the settings; all in euro cents.
import type { IsoDate } from '../dates';
import type { Gebuehrenregel } from '../erklaerungen/erklaerung';
import { ERKLAERUNGEN } from '../erklaerungen/index';
import { type Modul, vorgezogenKey } from './module';
import type { Semester } from './semester';
import {
  type Cent,
  gebuehrenordnungFuer,
  type Gebuehrenordnung,
  type Verfahrenseinstellungen,
} from './settings';
import { letzteAufsichtsarbeit, letzteAufsichtsarbeitDesTermins } from './terms';

export type Gebuehrenposten =
  'zulassungsgebuehr' | 'pruefungsgebuehr' | 'eignungZulassungsgebuehr' | 'eignungPruefungsgebuehr';

export interface Gebuehrenfolge {
  readonly posten: Gebuehrenposten;
  /** The module of an exam fee. */
  readonly modul: Modul | null;
  /** The exam term whose schedule applies, 'YYYY/S'. */
  readonly termin: string;
  /** The fee as charged. */
  readonly gebuehr: Cent;
  /** What is owed once the declaration takes effect. */
  readonly faellig: Cent;
  /** Refunded if the fee was already paid: gebuehr − faellig. */
  readonly erstattungFallsBezahlt: Cent;
  /**
   * The processing fee's percentage when what stays due is that fee (a registration cancelled
   * before the invitation, R-22/R-42); absent otherwise (and in answers stored before it existed).
   */
  readonly bearbeitungsgebuehrProzent?: number;
}

/** A module registration a declaration affects. */
export interface BetroffeneAnmeldung {
  readonly modul: Modul;
  readonly termin: Semester;
  /** Invited to the written exam already (then only a withdrawal is possible, R-40). */
  readonly geladen: boolean;
  /** Registered for the June sitting of term 2 (its papers are the June ones); absent = the regular sitting. */
  readonly vorgezogen?: boolean;
}

/**
 * R-72's cut-off of a withdrawal. Where the office set the paper days of the registration's sitting,
 * the withdrawal is in time (half the fee) when declared on or before the day of the last paper –
 * compared by day: the portal cannot know a candidate's end of working time, which a
 * Nachteilsausgleich may extend (R-85) [I]. Without paper days the declaration's own reading applies
 * (`ohneTermine`, the server's rule before office dates existed: no oral invitation yet).
 */
export interface Ruecktrittszeitpunkt {
  /** The Berlin day the withdrawal is declared. */
  readonly am: IsoDate;
  /**
   * Declared by the end of the working time of the last paper when the office set no paper
   * days for the sitting.
   */
  readonly bisEndeLetzteAufsichtsarbeit: boolean;
}

export type Erklaerung =
  /** WP application submitted with its module registrations. */
  | { readonly art: 'zulassungsantrag'; readonly termin: Semester; readonly module: readonly Modul[] }
  /** Event 2: withdrawal of the application; its registrations are cancelled. */
  | {
      readonly art: 'ruecknahme';
      readonly termin: Semester;
      readonly anmeldungen: readonly BetroffeneAnmeldung[];
    }
  /** Event 3. */
  | { readonly art: 'anmeldung'; readonly termin: Semester; readonly module: readonly Modul[] }
  /** Event 4. */
  | { readonly art: 'abmeldung'; readonly anmeldungen: readonly BetroffeneAnmeldung[] }
  /** Event 5. */
  | { readonly art: 'verschiebung'; readonly anmeldungen: readonly BetroffeneAnmeldung[] }
  /** Event 6: an open registration of a credited module is cancelled. */
  | { readonly art: 'anrechnung'; readonly stornierteAnmeldungen: readonly BetroffeneAnmeldung[] }
  /** Events 7/8. */
  | ({
      readonly art: 'modulruecktritt';
      readonly anmeldungen: readonly BetroffeneAnmeldung[];
    } & Ruecktrittszeitpunkt)
  /** Event 9: the open registrations end. */
  | ({
      readonly art: 'gesamtruecktritt';
      readonly anmeldungen: readonly BetroffeneAnmeldung[];
    } & Ruecktrittszeitpunkt)
  | { readonly art: 'triftigerGrund' }
  | { readonly art: 'kontaktdaten' }
  /** Aptitude test application. */
  | { readonly art: 'eignungAntrag'; readonly termin: Semester }
  /** Event 13. */
  | { readonly art: 'eignungRuecknahme'; readonly termin: Semester }
  /** Event 14: R-72 by analogy (R-102 [I]), against the last paper of the term's regular sitting. */
  | ({ readonly art: 'eignungRuecktritt'; readonly termin: Semester } & Ruecktrittszeitpunkt);

const anteil = (betrag: Cent, prozent: number): Cent => Math.round((betrag * prozent) / 100);

function folge(
  posten: Gebuehrenposten,
  modul: Modul | null,
  termin: Semester,
  gebuehr: Cent,
  faellig: Cent,
  bearbeitungsgebuehrProzent?: number,
): Gebuehrenfolge {
  return {
    posten,
    modul,
    termin: termin.value,
    gebuehr,
    faellig,
    erstattungFallsBezahlt: gebuehr - faellig,
    ...(bearbeitungsgebuehrProzent === undefined ? {} : { bearbeitungsgebuehrProzent }),
  };
}

export function pruefungsgebuehr(settings: Verfahrenseinstellungen, modul: Modul, termin: Semester): Cent {
  const ordnung = gebuehrenordnungFuer(settings, termin);
  return ordnung.pruefungsgebuehrProAufsichtsarbeit * settings.gebuehren.aufsichtsarbeiten[modul];
}

/**
 * Whether a withdrawal is declared by the end of the last paper: against the office's last
 * paper day of the registration's sitting – for the aptitude test (no registration) of the term's
 * regular sitting – where set, else the declaration's own reading.
 */
export function rechtzeitigZurueckgetreten(
  settings: Verfahrenseinstellungen,
  zeitpunkt: Ruecktrittszeitpunkt & { readonly termin?: Semester },
  anmeldung?: BetroffeneAnmeldung,
): boolean {
  const ende = anmeldung
    ? letzteAufsichtsarbeit(
        settings,
        anmeldung.termin,
        anmeldung.vorgezogen === true ? vorgezogenKey(anmeldung.modul) : anmeldung.modul,
      )
    : zeitpunkt.termin
      ? letzteAufsichtsarbeitDesTermins(settings, zeitpunkt.termin)
      : null;
  // A receipt job queued before `am` existed carries no day: the old reading.
  return ende === null || !zeitpunkt.am ? zeitpunkt.bisEndeLetzteAufsichtsarbeit : zeitpunkt.am <= ende;
}

/**
 * The shared arithmetic the fee rules of the declaration kinds are written in (each kind's rule is
 * in its registry entry, `erklaerungen/<key>.ts` `gebuehren`, decision 0025), for one settings.
 */
export interface Gebuehrenrechnung {
  /** The fee settings (percentages, how a credit and a whole withdrawal are read). */
  readonly regeln: Verfahrenseinstellungen['gebuehren'];
  /** The dated fee schedule of an exam term. */
  ordnung(termin: Semester): Gebuehrenordnung;
  /** `prozent` percent of `betrag`, rounded to the cent. */
  anteil(betrag: Cent, prozent: number): Cent;
  /** One consequence; what is refunded if paid follows. */
  readonly folge: typeof folge;
  pruefungsgebuehr(modul: Modul, termin: Semester): Cent;
  /**
   * A flat fee of the term's schedule (admission, aptitude test), the schedule's field its item names;
   * what stays due of it (all of it without `faellig`).
   */
  pauschale(
    posten: Exclude<Gebuehrenposten, 'pruefungsgebuehr'>,
    termin: Semester,
    faellig?: (gebuehr: Cent) => Cent,
    bearbeitungsgebuehrProzent?: number,
  ): Gebuehrenfolge;
  /** A registration cancelled before the invitation: refund minus the processing fee. */
  storno(anmeldung: BetroffeneAnmeldung): Gebuehrenfolge;
  /** A withdrawal after the invitation: half the exam fee by the end of the last paper, else all. */
  ruecktritt(anmeldung: BetroffeneAnmeldung, zeitpunkt: Ruecktrittszeitpunkt): Gebuehrenfolge;
  /** The exam fee of a registration, unchanged (a postponement carries it over, R-50 [I]). */
  unveraendert(anmeldung: BetroffeneAnmeldung): Gebuehrenfolge;
  /** New registrations: their exam fees, all due. */
  neu(module: readonly Modul[], termin: Semester): Gebuehrenfolge[];
  /** What stays due of a fee after a withdrawal declared in time (`bisEnde`) or later. */
  faelligNachRuecktritt(gebuehr: Cent, bisEnde: boolean): Cent;
  /** rechtzeitigZurueckgetreten with these settings. */
  rechtzeitig(zeitpunkt: Ruecktrittszeitpunkt & { readonly termin?: Semester }): boolean;
}

function gebuehrenrechnung(settings: Verfahrenseinstellungen): Gebuehrenrechnung {
  const regeln = settings.gebuehren;
  const ordnung = (termin: Semester): Gebuehrenordnung => gebuehrenordnungFuer(settings, termin);
  const pruefung = (modul: Modul, termin: Semester) => pruefungsgebuehr(settings, modul, termin);

  const prozentNachStorno = (a: BetroffeneAnmeldung) => ordnung(a.termin).bearbeitungsgebuehrProzent;
  const faelligNachStorno = (a: BetroffeneAnmeldung) =>
    anteil(pruefung(a.modul, a.termin), prozentNachStorno(a));
  const faelligNachRuecktritt = (gebuehr: Cent, bisEnde: boolean) =>
    bisEnde ? anteil(gebuehr, regeln.pruefungsgebuehrNachRuecktrittProzent) : gebuehr;

  return {
    regeln,
    ordnung,
    anteil,
    folge,
    pruefungsgebuehr: pruefung,
    pauschale: (posten, termin, faellig = (gebuehr) => gebuehr, prozent) => {
      const gebuehr = ordnung(termin)[posten];
      return folge(posten, null, termin, gebuehr, faellig(gebuehr), prozent);
    },
    storno: (a) =>
      folge(
        'pruefungsgebuehr',
        a.modul,
        a.termin,
        pruefung(a.modul, a.termin),
        faelligNachStorno(a),
        prozentNachStorno(a),
      ),
    ruecktritt: (a, zeitpunkt) => {
      const gebuehr = pruefung(a.modul, a.termin);
      const bisEnde = rechtzeitigZurueckgetreten(settings, zeitpunkt, a);
      return folge('pruefungsgebuehr', a.modul, a.termin, gebuehr, faelligNachRuecktritt(gebuehr, bisEnde));
    },
    unveraendert: (a) => {
      const gebuehr = pruefung(a.modul, a.termin);
      return folge('pruefungsgebuehr', a.modul, a.termin, gebuehr, gebuehr);
    },
    neu: (module, termin) =>
      module.map((m) => {
        const gebuehr = pruefung(m, termin);
        return folge('pruefungsgebuehr', m, termin, gebuehr, gebuehr);
      }),
    faelligNachRuecktritt,
    rechtzeitig: (zeitpunkt) => rechtzeitigZurueckgetreten(settings, zeitpunkt),
  };
}

/**
 * The fee consequences of a declaration, one entry per fee it touches, by the fee rule of the
 * registry entry its `art` names (`erklaerungen/<art>.ts`; the aptitude test's compelling reason and
 * contact change share the WP kinds' rules, whose `art` stored receipt jobs carry).
 * - Registration cancelled before the invitation (deregistration, application withdrawal,
 *   credit): refund minus the schedule's processing fee – 20 % from term 2/2024 (R-22, R-42).
 * - Withdrawal after the invitation: half of the exam fee stays due when declared by the end of
 *   the last paper, all of it later (R-72; the office's paper days where set, rechtzeitigZurueckgetreten).
 * - Application withdrawal: the admission fee is halved (R-22). Postponement: the fee carries
 *   over unchanged (R-50 [I]). Compelling reason and contact change: no fee (R-84 [I]).
 */
export function gebuehrenfolgen(erklaerung: Erklaerung, settings: Verfahrenseinstellungen): Gebuehrenfolge[] {
  // Each entry's rule takes its own member of `Erklaerung`; the test proves that the entry `art`
  // names defines the rule for `art` (a kind whose rule is null has no member, so never comes here).
  const regel = ERKLAERUNGEN[erklaerung.art].gebuehren as Gebuehrenregel<Erklaerung['art']>;
  return regel.folgen(erklaerung, gebuehrenrechnung(settings));
}

/** Sum of what the consequences leave due, and of what they refund if everything was paid. */
export function gebuehrensumme(folgen: readonly Gebuehrenfolge[]): {
  faellig: Cent;
  erstattungFallsBezahlt: Cent;
} {
  return {
    faellig: folgen.reduce((sum, f) => sum + f.faellig, 0),
    erstattungFallsBezahlt: folgen.reduce((sum, f) => sum + f.erstattungFallsBezahlt, 0),
  };
}

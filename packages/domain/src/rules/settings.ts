// Settings of the examination procedure. domain-rules.md asks that every inference [I] and open
// question becomes a setting with a default, not a constant in code; the defaults are those of
// domain-rules §1–§2 and spec §9. Settings are plain data, so the server can read overrides from
// its configuration.
import type { IsoDate } from '../dates';
import { AUFSICHTSARBEITEN, type Modul, type ModulSlot } from './module';
import { compareSemester, parseSemester, type Semester } from './semester';

/** Amounts are whole euro cents. */
export type Cent = number;

/** One version of the fee schedule (GebO of the WPK), valid from an exam term on. */
export interface Gebuehrenordnung {
  /** First exam term ('YYYY/S') the schedule applies to. */
  readonly gueltigAbTermin: string;
  /** WP admission application (R-16, spec §9). */
  readonly zulassungsgebuehr: Cent;
  /**
   * Exam fee per written paper (spec §9: "500 euro per written paper to be written"); with WP, BWL
   * and ST at 2 papers and WR at 1 this is the 1,000 € / 500 € per module quoted by domain-rules
   * §2.16.
   */
  readonly pruefungsgebuehrProAufsichtsarbeit: Cent;
  /** Aptitude test: spec §9 says exam fee 1,000 € plus application fee 500 €; R-104 reports a
   * 2016 notice of a 2,500 € procedure fee – to be resolved against the current GebO (open question 5). */
  readonly eignungPruefungsgebuehr: Cent;
  readonly eignungZulassungsgebuehr: Cent;
  /**
   * Share of a refunded exam fee kept as processing fee: 20 % for registrations from
   * 1.9.2023 = exam term 2/2024 on (R-22, R-42, spec §9), none before.
   */
  readonly bearbeitungsgebuehrProzent: number;
}

export interface Gebuehrenregeln {
  /** Newest last; the schedule of a term is the last one whose gueltigAbTermin is not later. */
  readonly ordnungen: readonly Gebuehrenordnung[];
  /** Written papers per module; the exam fee is charged per paper (WiPrPrüfV § 7). */
  readonly aufsichtsarbeiten: Readonly<Record<Modul, number>>;
  /** Admission fee still owed after withdrawing the application: half (R-22, "ermäßigt … auf die Hälfte"). */
  readonly zulassungsgebuehrNachRuecknahmeProzent: number;
  /** Exam fee still owed after withdrawing from an exam up to the end of the last paper: half. */
  readonly pruefungsgebuehrNachRuecktrittProzent: number;
  /** A registration cancelled because the module was credited: treated like a deregistration (R-57 [I]). */
  readonly anrechnungStorniertWie: 'abmeldung' | 'volleErstattung';
  /**
   * The whole-exam withdrawal's registrations not yet invited (R-93 [I]): 'ruecktritt' – R-72 applies
   * as the rules document says (half the exam fee back by the end of the last paper); 'abmeldung' –
   * they end like a deregistration (R-42: the fee back minus the processing share). Open for the office.
   */
  readonly gesamtruecktrittNichtGeladenWie: 'ruecktritt' | 'abmeldung';
}

/**
 * What the office set for one exam term (`npm run office -- termin`). Every date left unset is the
 * legal default: the deadline of R-02, and today's fee rule of R-72 for a sitting without paper days.
 */
export interface Termindaten {
  /** Last day (inclusive, Berlin) to apply or register for the term; see terms.ts. */
  readonly anmeldeschluss?: IsoDate;
  /**
   * The days of the written papers (Aufsichtsarbeiten) per sitting: the regular sitting (February,
   * August) under the module, the June sitting of term 2 under its `…Vorgezogen` key.
   */
  readonly aufsichtsarbeiten?: Readonly<Partial<Record<ModulSlot, readonly IsoDate[]>>>;
  /** Start time 'HH:MM' of each paper day, by the index of `aufsichtsarbeiten` (null: not set). */
  readonly beginn?: Readonly<Partial<Record<ModulSlot, readonly (string | null)[]>>>;
  /** The venue per regional office (LGS code '1'…'6') of the regular and the June sitting. */
  readonly orte?: Readonly<Partial<Record<Sitzungsart, Readonly<Partial<Record<string, string>>>>>>;
}

/** The two sittings of a term: the regular one (February, August) and the June one of term 2. */
export type Sitzungsart = 'regulaer' | 'juni';

export interface Verfahrenseinstellungen {
  /**
   * Bekanntgabe offset of R-91: the whole-exam withdrawal is possible only more than this many days
   * after the first admission (compared by day). Default 3, the spec's "more than 3 days" – the
   * notification fiction of § 41 (2) VwVfG as it stood until 2024; since 1.1.2025 the law says the
   * fourth day, so an office that follows it sets 4 (server: BEKANNTGABE_TAGE; open question 6).
   */
  readonly bekanntgabeTage: number;
  /** The dates the office set, per exam term 'YYYY/S' (the server reads them from exam_terms). */
  readonly termine: Readonly<Record<string, Termindaten>>;
  /** Modules with an early (June) sitting in term 2 (R-33; open question 2: spec has flags for all four). */
  readonly vorgezogeneModule: {
    readonly standard: readonly Modul[];
    /** Exceptions per term 'YYYY/2'. */
    readonly proTermin: Readonly<Record<string, readonly Modul[]>>;
  };
  /** Attempts per module within one overall attempt. */
  readonly versucheProModul: number;
  /** Attempts of the aptitude test. */
  readonly eignungVersuche: number;
  /** Overall attempts of the WP exam under the modular rules: the first and one repetition (R-63, § 22 (2)). */
  readonly gesamtversuche: number;
  /**
   * Whether the six-year limit ending with modules still missing and none running ends the overall
   * attempt, so the candidate may apply for the next one (R-03; open question 4) [I]. Default true:
   * the exam can no longer be completed in that attempt, and the portal must not leave the candidate
   * without a next step; the office may decide otherwise.
   */
  readonly fristablaufBeendetGesamtversuch: boolean;
  /** No module registrations later than this many years after admission. */
  readonly sechsJahresFristJahre: number;
  /** Postponement of a term-1 registration only for these modules (spec §4; open question 1). */
  readonly verschiebbarImTermin1: readonly Modul[];
  /** Creditable modules (R-55: WR, BWL, ST – never WP). */
  readonly anrechenbareModule: readonly Modul[];
  /** A pending credit request blocks registering that module until the office decides [I]. */
  readonly anrechnungOffenSperrtAnmeldung: boolean;
  /**
   * Procedures whose applied-for term is earlier than this ('YYYY/S') stay on paper: no online
   * module registration (spec §1: "began before exam term I/2023").
   */
  readonly onlineVerfahrenAbTermin: string;
  readonly gebuehren: Gebuehrenregeln;
}

export const STANDARD_EINSTELLUNGEN: Verfahrenseinstellungen = {
  bekanntgabeTage: 3,
  termine: {},
  vorgezogeneModule: { standard: ['wr', 'bwl'], proTermin: {} },
  versucheProModul: 3,
  eignungVersuche: 3,
  gesamtversuche: 2,
  fristablaufBeendetGesamtversuch: true,
  sechsJahresFristJahre: 6,
  verschiebbarImTermin1: ['wp', 'wr'],
  anrechenbareModule: ['wr', 'bwl', 'st'],
  anrechnungOffenSperrtAnmeldung: true,
  onlineVerfahrenAbTermin: '2023/1',
  gebuehren: {
    ordnungen: [
      {
        gueltigAbTermin: '2019/1',
        zulassungsgebuehr: 500_00,
        pruefungsgebuehrProAufsichtsarbeit: 500_00,
        eignungPruefungsgebuehr: 1_000_00,
        eignungZulassungsgebuehr: 500_00,
        bearbeitungsgebuehrProzent: 0,
      },
      {
        gueltigAbTermin: '2024/2',
        zulassungsgebuehr: 500_00,
        pruefungsgebuehrProAufsichtsarbeit: 500_00,
        eignungPruefungsgebuehr: 1_000_00,
        eignungZulassungsgebuehr: 500_00,
        bearbeitungsgebuehrProzent: 20,
      },
    ],
    aufsichtsarbeiten: AUFSICHTSARBEITEN,
    zulassungsgebuehrNachRuecknahmeProzent: 50,
    pruefungsgebuehrNachRuecktrittProzent: 50,
    anrechnungStorniertWie: 'abmeldung',
    gesamtruecktrittNichtGeladenWie: 'ruecktritt',
  },
};

/** Settings with some values replaced (nested groups are replaced as a whole, not merged). */
export const einstellungen = (overrides: Partial<Verfahrenseinstellungen> = {}): Verfahrenseinstellungen => ({
  ...STANDARD_EINSTELLUNGEN,
  ...overrides,
});

export function vorgezogeneModuleIm(settings: Verfahrenseinstellungen, termin: Semester): readonly Modul[] {
  if (termin.semester !== 2) return [];
  return settings.vorgezogeneModule.proTermin[termin.value] ?? settings.vorgezogeneModule.standard;
}

/** What the office set for a term; an empty object when it set nothing. */
export const termindatenIm = (settings: Verfahrenseinstellungen, termin: Semester): Termindaten =>
  settings.termine[termin.value] ?? {};

/** The fee schedule of an exam term; terms before the first schedule use the first. */
export function gebuehrenordnungFuer(settings: Verfahrenseinstellungen, termin: Semester): Gebuehrenordnung {
  const { ordnungen } = settings.gebuehren;
  const first = ordnungen[0];
  if (!first) throw new Error('No fee schedule configured');
  let gueltig = first;
  for (const ordnung of ordnungen) {
    const ab = parseSemester(ordnung.gueltigAbTermin);
    if (ab && compareSemester(ab, termin) <= 0) {
      gueltig = ordnung;
    }
  }
  return gueltig;
}

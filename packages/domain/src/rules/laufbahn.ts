// The candidate's career (Laufbahn) over the years: where the procedure stands and whether a new
// application for admission is possible, and for which attempt. domain-rules …R-64,
// a Rücknahme or a rejection consumes nothing; a lost overall attempt (whole-exam
// withdrawal, a finally failed module) opens exactly one new admission with the shortened content of
// § 22 (2) WiPrPrüfV, and the passed modules lapse (the facts describe only the current admission);
// the aptitude test has three attempts, each with a new admission (§ 33).
import { hatDatum, type IsoDate } from '../dates';
import {
  eignungVersuchVerbraucht,
  fristAbgelaufen,
  gesamtversuchVerloren,
  laufenderEignungVersuch,
  pruefungBestanden,
} from './attempts';
import type { AntragStatus, Verfahrensfakten } from './facts';
import { addHalfYears, compareSemester, parseSemester, type Semester } from './semester';
import type { Verfahrenseinstellungen } from './settings';
import { anmeldebeginn } from './terms';

/**
 * Where the career stands, one word per case the start page explains:
 * keinAntrag – never applied, the first application is possible; entwurf – an interim-saved
 * application is open; eingereicht – submitted, not decided; versuchLaeuft – admitted and the attempt
 * is running; bestanden – the exam (all required modules) or the aptitude test is passed;
 * zurueckgenommen – the last application was withdrawn (Rücknahme), a new one from the following
 * term on; abgelehnt – the last application was rejected, a new one is possible; versuchVerloren –
 * the attempt is lost and one more admission is possible; keineVersucheMehr – every attempt is used.
 */
export const LAUFBAHNSTAENDE = [
  'keinAntrag',
  'entwurf',
  'eingereicht',
  'versuchLaeuft',
  'bestanden',
  'zurueckgenommen',
  'abgelehnt',
  'versuchVerloren',
  'keineVersucheMehr',
] as const;
export type Laufbahnstand = (typeof LAUFBAHNSTAENDE)[number];

export interface NeuerAntrag {
  /** The attempt the (new or open) application is for. */
  readonly versuch: number;
  /** A repeat admission: § 22 (2) WiPrPrüfV (WP) or § 33 (aptitude test) – shortened content. */
  readonly wiederholung: boolean;
  /** Earliest term it may be submitted for (after a Rücknahme: the term after the withdrawn one). */
  readonly abTermin: Semester | null;
}

export interface Laufbahn {
  readonly stand: Laufbahnstand;
  /** The attempt of the current application (1 before any). */
  readonly versuch: number;
  /** Attempts the law gives in all: WP overall attempts, aptitude-test attempts. */
  readonly versucheMoeglich: number;
  /** The application the candidate may start or continue now; null when none is possible. */
  readonly neuerAntrag: NeuerAntrag | null;
  /** First day of the window of `neuerAntrag.abTermin` when that lies after the open term. */
  readonly moeglichAb: IsoDate | null;
}

/** The modular rules of the WiPrPrüfV apply to exams from this day on (§ 36: transitional rule). */
const MODULARES_RECHT_AB: IsoDate = '2019-02-16';
/**
 * § 36 (2) WiPrPrüfV: failed once under the old rules → two more attempts, twice → one more; three
 * overall attempts in all either way.
 */
const GESAMTVERSUCHE_ALTES_RECHT = 3;

/**
 * What page 3 of an application declares (art 2 "einmal", 3 "zweimal zugelassen und nicht bestanden"):
 * how many earlier attempts failed, and whether the first failure was under the old rules – then
 * § 36 (2) gives the further attempts under the modular rules, three in all. A first failure without
 * a readable date counts as one under the modular rules (the stricter reading) [I]; of two failures
 * the earlier decides, whichever field it was declared in.
 */
export function bisherigeVersuche(bisherige: unknown): { nichtBestanden: number; altesRecht: boolean } {
  const b = (bisherige ?? {}) as {
    art?: unknown;
    datumNichtBestanden1?: unknown;
    datumNichtBestanden2?: unknown;
  };
  const nichtBestanden = b.art === 2 ? 1 : b.art === 3 ? 2 : 0;
  // The declared failures in any order: the earlier one decides (issue 26 point 10 – a candidate who
  // put the 2021 failure first and the 2017 one second lost the § 36 (2) credit).
  const daten = [b.datumNichtBestanden1, b.datumNichtBestanden2].slice(0, nichtBestanden);
  const altesRecht = daten.some(
    (d): d is IsoDate => typeof d === 'string' && hatDatum(d) && d < MODULARES_RECHT_AB,
  );
  return { nichtBestanden, altesRecht };
}

/** Attempts in all: WP overall attempts (R-63, with the transitional rule), aptitude attempts. */
const versucheMoeglich = (
  facts: { art: Verfahrensfakten['art']; antrag: { altesRecht?: boolean } },
  settings: Verfahrenseinstellungen,
): number =>
  facts.art === 'WP'
    ? facts.antrag.altesRecht
      ? GESAMTVERSUCHE_ALTES_RECHT
      : settings.gesamtversuche
    : settings.eignungVersuche;

/** After a Rücknahme the next application is for a later term: the one after it. */
function abTerminNach(antrag: { status: string; zulassungsblock: string | null } | undefined) {
  if (antrag?.status !== 'withdrawn' || !antrag.zulassungsblock) return null;
  const termin = parseSemester(antrag.zulassungsblock);
  return termin ? addHalfYears(termin, 1) : null;
}

/**
 * The attempt a submitted application is for: the career's, or the one after the
 * failures it declares from before the portal, whichever is later; null when those leave none.
 */
export function antragsversuch(
  art: Verfahrensfakten['art'],
  neuerAntrag: NeuerAntrag,
  bisherige: unknown,
  settings: Verfahrenseinstellungen,
): { versuch: number; altesRecht: boolean } | null {
  const bisher = bisherigeVersuche(bisherige);
  const altesRecht = art === 'WP' && bisher.altesRecht;
  const versuch = Math.max(neuerAntrag.versuch, bisher.nichtBestanden + 1);
  return versuch > versucheMoeglich({ art, antrag: { altesRecht } }, settings)
    ? null
    : { versuch, altesRecht };
}

/** How an admitted application stands: still running, passed, or lost. */
function nachZulassung(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): 'versuchLaeuft' | 'bestanden' | 'verloren' {
  if (facts.art === 'WP') {
    if (pruefungBestanden(facts, settings)) return 'bestanden';
    if (gesamtversuchVerloren(facts, settings) || fristAbgelaufen(facts, today, settings)) return 'verloren';
    return 'versuchLaeuft';
  }
  if (facts.eignungVersuche.some((v) => v.ergebnis === 'passed')) return 'bestanden';
  if (laufenderEignungVersuch(facts) !== null) return 'versuchLaeuft';
  // Admitted without an attempt on record yet: the office creates it with the admission.
  return facts.eignungVersuche.some(eignungVersuchVerbraucht) ? 'verloren' : 'versuchLaeuft';
}

/** The attempt after a lost one: WP the next overall attempt; aptitude test the used ones plus one. */
function folgeversuch(facts: Verfahrensfakten): number {
  // The application's attempt counts the failures declared before the portal.
  return facts.art === 'WP'
    ? facts.antrag.versuch + 1
    : Math.max(facts.antrag.versuch, facts.eignungVersuche.filter(eignungVersuchVerbraucht).length) + 1;
}

/** The stand the current application's status alone decides: every status but 'admitted'. */
const STAND_VOR_ZULASSUNG = {
  none: 'keinAntrag',
  draft: 'entwurf',
  submitted: 'eingereicht',
  withdrawn: 'zurueckgenommen',
  rejected: 'abgelehnt',
} as const satisfies Record<Exclude<AntragStatus, 'admitted'>, Laufbahnstand>;

/**
 * The stand without the facts when the status decides it (a list reads the facts only for admitted
 * candidates, whose stand – attempt running, passed, lost, none left – needs them); null for 'admitted'.
 */
export const standVorZulassung = (status: AntragStatus): Laufbahnstand | null =>
  status === 'admitted' ? null : STAND_VOR_ZULASSUNG[status];

/** Where the candidate's career stands on `today` and what application is possible. */
export function laufbahn(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Laufbahn {
  const moeglich = versucheMoeglich(facts, settings);
  const { antrag } = facts;
  const result = (stand: Laufbahnstand, neuerAntrag: NeuerAntrag | null): Laufbahn => ({
    stand,
    versuch: antrag.versuch,
    versucheMoeglich: moeglich,
    neuerAntrag,
    moeglichAb: neuerAntrag?.abTermin ? anmeldebeginnNach(neuerAntrag.abTermin, today, settings) : null,
  });
  const neu = (versuch: number, abTermin: Semester | null): NeuerAntrag => ({
    versuch,
    wiederholung: versuch > 1,
    abTermin,
  });
  switch (antrag.status) {
    case 'none':
      return result(STAND_VOR_ZULASSUNG.none, neu(1, null));
    case 'draft':
      return result(
        STAND_VOR_ZULASSUNG.draft,
        neu(antrag.versuch, abTerminNach(facts.fruehereAntraege.at(-1))),
      );
    case 'submitted':
      return result(STAND_VOR_ZULASSUNG.submitted, null);
    case 'withdrawn':
      return result(STAND_VOR_ZULASSUNG.withdrawn, neu(antrag.versuch, abTerminNach(antrag)));
    case 'rejected':
      return result(STAND_VOR_ZULASSUNG.rejected, neu(antrag.versuch, null));
    case 'admitted': {
      const stand = nachZulassung(facts, today, settings);
      if (stand !== 'verloren') return result(stand, null);
      const versuch = folgeversuch(facts);
      return versuch > moeglich
        ? result('keineVersucheMehr', null)
        : result('versuchVerloren', neu(versuch, null));
    }
  }
}

/** The window start of `termin` when it has not begun on `today`; else null (it is open or past). */
function anmeldebeginnNach(
  termin: Semester,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): IsoDate | null {
  const beginn = anmeldebeginn(termin, settings);
  return hatDatum(beginn) && today < beginn ? beginn : null;
}

/** Whether an application for `termin` may be submitted under the career's rule. */
export function terminErlaubt(neuerAntrag: NeuerAntrag, termin: Semester): boolean {
  return neuerAntrag.abTermin === null || compareSemester(termin, neuerAntrag.abTermin) >= 0;
}

/**
 * Page 3 of a repeat application names the earlier admissions: for attempt n at least n − 1 failed
 * ones ("einmal/zweimal zugelassen", art 2/3) – the office must see that it is a repetition
 * (§ 22 (2), § 33). A first application in the portal may still name earlier ones (before the portal).
 */
export const bisherigeAngabePasst = (neuerAntrag: NeuerAntrag, bisherigeArt: number): boolean =>
  !neuerAntrag.wiederholung || bisherigeArt >= neuerAntrag.versuch;

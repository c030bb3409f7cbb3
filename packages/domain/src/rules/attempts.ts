// Attempt ledger (domain-rules §2.8): what a module's records mean – attempts used, passed,
// credited, finally failed – and which registration is still running.
import { addYears, hatDatum, type IsoDate } from '../dates';
import type { EignungVersuch, Modulanmeldung, Pruefungsteil, Verfahrensfakten } from './facts';
import { MODULE, type Modul } from './module';
import { parseSemester, type Semester } from './semester';
import type { Verfahrenseinstellungen } from './settings';

/** A rejected compelling reason turns the missed part into a withdrawal. */
const triftigerGrundAbgelehnt = (a: { triftigeGruende: readonly { status: string }[] }) =>
  a.triftigeGruende.some((fall) => fall.status === 'rejected');

/**
 * An attempt is used by a failed result, a withdrawal, or a rejected compelling reason;
 * not by a deregistration, a postponement or an accepted compelling reason.
 */
export function verbrauchtVersuch(a: Modulanmeldung): boolean {
  if (a.abgemeldetAm !== null || a.ergebnis === 'passed') return false;
  return a.ergebnis === 'failed' || a.ruecktrittAm !== null || triftigerGrundAbgelehnt(a);
}

/** Still running: not deregistered and without an outcome. */
export const istLaufend = (a: Modulanmeldung): boolean =>
  a.abgemeldetAm === null && a.ergebnis === null && !verbrauchtVersuch(a);

/** The term a registration is for now: the postponement's target, if postponed. */
export function effektiverTermin(a: Modulanmeldung): Semester | null {
  return parseSemester(a.verschiebung?.nachTermin ?? a.termin);
}

/** After a postponement the June slot is gone: the new term's regular sitting applies [I]. */
export const effektivVorgezogen = (a: Modulanmeldung): boolean => a.vorgezogen && a.verschiebung === null;

export const istGeladen = (a: Modulanmeldung): boolean =>
  a.geladenAm.schriftlich !== null || a.geladenAm.muendlich !== null;

/** The latest invitation of a registration (the oral one once it exists). */
export const letzteLadung = (a: Modulanmeldung): IsoDate | null =>
  a.geladenAm.muendlich ?? a.geladenAm.schriftlich;

/**
 * A part can be reported as missed (triftiger Grund) while it is invited and not yet done, and no
 * report is pending or accepted for that same invitation. The written part is done once the oral
 * part is invited.
 */
export function teilVerhinderbar(a: Modulanmeldung, teil: Pruefungsteil): boolean {
  if (!istLaufend(a)) return false;
  const ladung = a.geladenAm[teil];
  if (ladung === null || (teil === 'schriftlich' && a.geladenAm.muendlich !== null)) return false;
  return !a.triftigeGruende.some((fall) => fall.teil === teil && fall.ladungVom === ladung);
}

export type ModulStatus = 'offen' | 'laufend' | 'bestanden' | 'angerechnet' | 'endgueltigNichtBestanden';

export interface ModulAkte {
  readonly modul: Modul;
  readonly status: ModulStatus;
  readonly versucheVerbraucht: number;
  /** The running registration, if any (there is at most one). */
  readonly laufendeAnmeldung: Modulanmeldung | null;
  readonly anrechnungOffen: boolean;
}

/** Dropped by § 8a (vorzeitigeZulassung 6 → BWL, WR) or by the declared shortening. */
export function entfaellt(facts: Verfahrensfakten, modul: Modul): boolean {
  const { vorzeitigeZulassung, entfalleneModule } = facts.antrag;
  return (
    entfalleneModule.includes(modul) || (vorzeitigeZulassung === 6 && (modul === 'wr' || modul === 'bwl'))
  );
}

export function modulAkte(
  facts: Verfahrensfakten,
  modul: Modul,
  settings: Verfahrenseinstellungen,
): ModulAkte {
  const { anmeldungen, anrechnungen } = facts.module[modul];
  const versucheVerbraucht = anmeldungen.filter(verbrauchtVersuch).length;
  const laufendeAnmeldung = anmeldungen.findLast(istLaufend) ?? null;
  const angerechnet = entfaellt(facts, modul) || anrechnungen.some((a) => a.status === 'accepted');
  const status: ModulStatus = anmeldungen.some((a) => a.ergebnis === 'passed' && a.abgemeldetAm === null)
    ? 'bestanden'
    : angerechnet
      ? 'angerechnet'
      : versucheVerbraucht >= settings.versucheProModul
        ? 'endgueltigNichtBestanden'
        : laufendeAnmeldung
          ? 'laufend'
          : 'offen';
  return {
    modul,
    status,
    versucheVerbraucht,
    laufendeAnmeldung,
    anrechnungOffen: anrechnungen.some((a) => a.status === 'pending'),
  };
}

export function modulAkten(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
): Record<Modul, ModulAkte> {
  return {
    wp: modulAkte(facts, 'wp', settings),
    wr: modulAkte(facts, 'wr', settings),
    bwl: modulAkte(facts, 'bwl', settings),
    st: modulAkte(facts, 'st', settings),
  };
}

/** a finally failed module or a whole-exam withdrawal ends the overall attempt. */
export function gesamtversuchVerloren(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
  akten: Record<Modul, ModulAkte> = modulAkten(facts, settings),
): boolean {
  return (
    facts.gesamtruecktrittAm !== null || MODULE.some((m) => akten[m].status === 'endgueltigNichtBestanden')
  );
}

/**
 * § 18 (3) WiPrPrüfV: the exam is passed once every module is passed or credited – then nothing is
 * left to withdraw from and no new application is possible.
 */
export function pruefungBestanden(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
  akten: Record<Modul, ModulAkte> = modulAkten(facts, settings),
): boolean {
  return MODULE.every((m) => akten[m].status === 'bestanden' || akten[m].status === 'angerechnet');
}

/** last day a module registration is possible; null before admission. */
export function sechsJahresFrist(facts: Verfahrensfakten, settings: Verfahrenseinstellungen): IsoDate | null {
  const { ersteszulassungsdatum } = facts.antrag;
  return hatDatum(ersteszulassungsdatum)
    ? addYears(ersteszulassungsdatum, settings.sechsJahresFristJahre)
    : null;
}

/**
 * WP: the six years ended, modules are still missing and none is running – the exam cannot be
 * completed in this overall attempt. Whether that ends it is a setting (open question 4 [I]).
 */
export function fristAbgelaufen(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
  akten: Record<Modul, ModulAkte> = modulAkten(facts, settings),
): boolean {
  if (!settings.fristablaufBeendetGesamtversuch) return false;
  const frist = sechsJahresFrist(facts, settings);
  if (frist === null || today <= frist) return false;
  return MODULE.every((m) => akten[m].laufendeAnmeldung === null);
}

/** Admitted, with a real admission date. */
export const istZugelassen = (facts: Verfahrensfakten): boolean =>
  facts.antrag.status === 'admitted' && hatDatum(facts.antrag.ersteszulassungsdatum);

// ---------------------------------------------------------------------------------------------
// Aptitude test

export function eignungVersuchVerbraucht(v: EignungVersuch): boolean {
  if (v.ergebnis === 'passed') return false;
  return v.ergebnis === 'failed' || v.ruecktrittAm !== null || triftigerGrundAbgelehnt(v);
}

export const eignungVersuchLaufend = (v: EignungVersuch): boolean =>
  v.ergebnis === null && !eignungVersuchVerbraucht(v);

/** The running attempt of the aptitude test, if any. */
export const laufenderEignungVersuch = (facts: Verfahrensfakten): EignungVersuch | null =>
  facts.eignungVersuche.findLast(eignungVersuchLaufend) ?? null;

/** R-64 / spec §4: three attempts in all – after the first, two repeats; after the second, one more. */
export function eignungVersucheVerbleibend(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
): number {
  return Math.max(
    0,
    settings.eignungVersuche - facts.eignungVersuche.filter(eignungVersuchVerbraucht).length,
  );
}

/**
 * The attempt a running exam is, and how many the law gives (for the result letter): a WP module
 * counts its used attempts of this overall attempt plus the running one, of `versucheProModul`
 * the aptitude test is the application's attempt, of `eignungVersuche` (R-64, each attempt
 * with its own admission).
 */
export function versuchsstand(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
  modul: Modul | null,
): { versuch: number; moeglich: number } {
  if (modul === null) return { versuch: facts.antrag.versuch, moeglich: settings.eignungVersuche };
  return {
    versuch: modulAkte(facts, modul, settings).versucheVerbraucht + 1,
    moeglich: settings.versucheProModul,
  };
}

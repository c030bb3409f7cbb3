// The term calendar (domain-rules ): applications and module registrations are accepted
// only for the next exam term – by law until 31 August (Y-1) for term 1/Y and until 28/29 February of
// Y for term 2/Y, so the windows run 1 March–31 August and 1 September–end of February. The whole
// deadline day is open, in Europe/Berlin [I]: pass the Berlin day (berlinDate) as `today`.
//
// The office may set another deadline per term (`npm run office -- termin … --anmeldeschluss`,
// settings.termine); that date is the one the rules use, the legal one only where it is unset
// (docs/decisions/0009-office-term-dates.md). Every day still has exactly one open term – the
// earliest whose deadline has not passed – so a term's window runs from the day after the previous
// term's deadline to its own: a later office deadline keeps the term open longer and the next term
// opens the day after it; an earlier one closes the term early and the next term opens at once.
import { addDays, berlinDate, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates';
import { MODULE, type ModulSlot } from './module';
import { addHalfYears, type Semester, semester, sameSemester } from './semester';
import { termindatenIm, type Verfahrenseinstellungen } from './settings';

/** The deadline of R-02 (31 August before term 1, end of February of term 2), whatever the office set. */
export function gesetzlicherAnmeldeschluss(termin: Semester): IsoDate {
  return termin.semester === 1
    ? toIsoDate({ year: termin.year - 1, month: 8, day: 31 })
    : toIsoDate({ year: termin.year, month: 2, day: daysInMonth(termin.year, 2) });
}

/** The term whose legal window contains `today`. */
function gesetzlichOffenerTermin(today: IsoDate): Semester {
  const day = parseIsoDate(today);
  if (!day) throw new RangeError(`Not a calendar day: ${today}`);
  if (day.month <= 2) return semester(day.year, 2);
  if (day.month <= 8) return semester(day.year + 1, 1);
  return semester(day.year + 1, 2);
}

/** Last day (inclusive) to apply or register for a term: the office's date, else R-02's. */
export function anmeldeschluss(termin: Semester, settings: Verfahrenseinstellungen): IsoDate {
  return termindatenIm(settings, termin).anmeldeschluss ?? gesetzlicherAnmeldeschluss(termin);
}

/** First day of the window of a term: the day after the previous term's deadline. */
export const anmeldebeginn = (termin: Semester, settings: Verfahrenseinstellungen): IsoDate =>
  addDays(anmeldeschluss(addHalfYears(termin, -1), settings), 1);

/**
 * The term whose application window contains `today`: the earliest term whose deadline (office or
 * R-02) is today or later. Office deadlines move a window by days or weeks, not years, so the search
 * starts two terms before the legal one and ends at the first legal term without an earlier office
 * date – that one is open by R-02.
 */
export function offenerTermin(today: IsoDate, settings: Verfahrenseinstellungen): Semester {
  const gesetzlich = gesetzlichOffenerTermin(today);
  const gesetzt = Object.keys(settings.termine).length;
  let termin = addHalfYears(gesetzlich, -2);
  for (let schritt = 0; schritt <= gesetzt + 2; schritt += 1) {
    if (today <= anmeldeschluss(termin, settings)) return termin;
    termin = addHalfYears(termin, 1);
  }
  return termin;
}

/** The open term at an instant, read on the Berlin calendar. */
export const offenerTerminAm = (instant: Date, settings: Verfahrenseinstellungen): Semester =>
  offenerTermin(berlinDate(instant), settings);

/** True when a submission for `termin` is in time on `today` (the client's term may be stale). */
export const istAntragszeitraum = (
  termin: Semester,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): boolean => sameSemester(offenerTermin(today, settings), termin);

// ---------------------------------------------------------------------------------------------
// Written papers: the fee of a withdrawal depends on the end of the last paper.

/**
 * The day of the last written paper of a sitting as the office set it (`slot`: the module for the
 * regular sitting, `…Vorgezogen` for June); null when it set no paper days for that sitting.
 */
export function letzteAufsichtsarbeit(
  settings: Verfahrenseinstellungen,
  termin: Semester,
  slot: ModulSlot,
): IsoDate | null {
  const tage = termindatenIm(settings, termin).aufsichtsarbeiten?.[slot];
  return tage && tage.length > 0 ? [...tage].sort().at(-1)! : null;
}

/** The last paper day of the term's regular sitting (all four modules); null when the office set none. */
export function letzteAufsichtsarbeitDesTermins(
  settings: Verfahrenseinstellungen,
  termin: Semester,
): IsoDate | null {
  const tage = MODULE.flatMap((modul) => termindatenIm(settings, termin).aufsichtsarbeiten?.[modul] ?? []);
  return tage.length > 0 ? [...tage].sort().at(-1)! : null;
}

// The term calendar (domain-rules ): applications and module registrations are accepted
// only for the next exam term – until 31 August (Y-1) for term 1/Y and until 28/29 February of Y
// for term 2/Y. Windows therefore run 1 March–31 August and 1 September–end of February. The whole
// deadline day is open, in Europe/Berlin [I]: pass the Berlin day (berlinDate) as `today`.
import { berlinDate, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates';
import { type Semester, semester, sameSemester } from './semester';

/** The term whose application window contains `today`. */
export function offenerTermin(today: IsoDate): Semester {
  const day = parseIsoDate(today);
  if (!day) throw new RangeError(`Not a calendar day: ${today}`);
  if (day.month <= 2) return semester(day.year, 2);
  if (day.month <= 8) return semester(day.year + 1, 1);
  return semester(day.year + 1, 2);
}

/** The open term at an instant, read on the Berlin calendar. */
export const offenerTerminAm = (instant: Date): Semester => offenerTermin(berlinDate(instant));

/** Last day (inclusive) to apply or register for a term. */
export function anmeldeschluss(termin: Semester): IsoDate {
  return termin.semester === 1
    ? toIsoDate({ year: termin.year - 1, month: 8, day: 31 })
    : toIsoDate({ year: termin.year, month: 2, day: daysInMonth(termin.year, 2) });
}

/** First day of the window of a term. */
export function anmeldebeginn(termin: Semester): IsoDate {
  return termin.semester === 1
    ? toIsoDate({ year: termin.year - 1, month: 3, day: 1 })
    : toIsoDate({ year: termin.year - 1, month: 9, day: 1 });
}

/** True when a submission for `termin` is in time on `today` (the client's term may be stale). */
export const istAntragszeitraum = (termin: Semester, today: IsoDate): boolean =>
  sameSemester(offenerTermin(today), termin);

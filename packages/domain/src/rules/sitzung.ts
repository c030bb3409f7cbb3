// The sitting a registration is for: term 1 sits in February, term 2 in August, and
// its June sitting ("vorgezogen") for the modules the office set one for. Every list names it, and
// the invitation carries the days of exactly this sitting (issue 26 point 7).
import { messages } from '../messages';
import { parseSemester, parseSemesterDisplay, type Semester } from './semester';

export type Sitzungsmonat = 'februar' | 'juni' | 'august';

/** The sitting of a registration for `termin` ('YYYY/S', 'S/YYYY' or a term); null when unreadable. */
export function sitzungsmonat(termin: string | Semester, vorgezogen: boolean): Sitzungsmonat | null {
  const t = typeof termin === 'string' ? (parseSemester(termin) ?? parseSemesterDisplay(termin)) : termin;
  if (!t) return null;
  if (vorgezogen && t.semester === 2) return 'juni';
  return t.semester === 1 ? 'februar' : 'august';
}

/** 'Sitzung im Juni' – for lists and the candidate's status; '' when the term is unreadable. */
export function sitzungText(termin: string | Semester, vorgezogen: boolean): string {
  const monat = sitzungsmonat(termin, vorgezogen);
  return monat ? messages.sitzungen.text(messages.sitzungen.monate[monat]) : '';
}

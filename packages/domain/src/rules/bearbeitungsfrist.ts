// The processing deadline of an application (issue 27 point 3, decision 0039): complete since (the
// Berlin day the application was sent, or the day the last open Nachforderung was answered or closed),
// decision due by (complete since + BEARBEITUNGSFRIST_MONATE months, § 31 VwVfG with §§ 187, 188 BGB:
// the day with the same number, or the month's last day) and the days left. The reading of § 4b WPO
// with § 42a (2) VwVfG (three months from the complete application) is an inference [I]: a setting.
import { berlinDate, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates';

/** Adds whole months; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const d = parseIsoDate(value);
  if (!d) throw new RangeError(`Not a calendar day: ${value}`);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

const utcDay = (value: IsoDate): number => {
  const d = parseIsoDate(value);
  if (!d) throw new RangeError(`Not a calendar day: ${value}`);
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
};

/** Calendar days from `von` to `bis` (negative when `bis` lies before). */
export const tageZwischen = (von: IsoDate, bis: IsoDate): number => utcDay(bis) - utcDay(von);

/** What the deadline needs of one Nachforderung: when it was made and when it stopped being open. */
export interface NachforderungZeiten {
  angefordertAm: Date;
  /** The instant the last item got its first answer, or the office closed it; null while open. */
  abgeschlossenAm: Date | null;
}

export interface Bearbeitungsfrist {
  /** Berlin day since which nothing is missing; null while a Nachforderung is open. */
  vollstaendigSeit: IsoDate | null;
  /** The decision is due by the end of this day. */
  entscheidungBis: IsoDate | null;
  /** Days from today to entscheidungBis; negative when overdue. */
  restTage: number | null;
}

/**
 * The deadline of a sent application. A request made while the application was complete makes it
 * incomplete again: the period then runs from the day the request was answered or closed.
 */
export function bearbeitungsfrist(
  eingereichtAm: Date,
  nachforderungen: readonly NachforderungZeiten[],
  monate: number,
  heute: IsoDate,
): Bearbeitungsfrist {
  if (nachforderungen.some((n) => n.abgeschlossenAm === null)) {
    return { vollstaendigSeit: null, entscheidungBis: null, restTage: null };
  }
  const tage = [eingereichtAm, ...nachforderungen.map((n) => n.abgeschlossenAm as Date)].map(berlinDate);
  const vollstaendigSeit = tage.reduce((a, b) => (b > a ? b : a));
  const entscheidungBis = addMonths(vollstaendigSeit, monate);
  return { vollstaendigSeit, entscheidungBis, restTage: tageZwischen(heute, entscheidungBis) };
}

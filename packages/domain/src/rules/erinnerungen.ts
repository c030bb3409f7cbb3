// Reminders by mail (issue 27 point 5, decision 0040): when each reminder is due. A reminder belongs to
// an event (a deadline, a paper day, …) with an anchor day; each of its offsets names the Berlin day it
// is due (14 days before, 6 months before, 7 days after). A reminder whose day was missed (portal down)
// is still sent late, but only until the event's last sensible day (`bis`) and only the latest offset
// due: a candidate never gets the 14-day and the 3-day reminder on the same morning.
import { addDays, berlinDateTime, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates';

/**
 * The kinds of reminder, each switchable off in Meine Daten. The Nachforderung's kind
 * ('nachforderung', 7 and 2 days before its deadline) is added with the Nachforderung itself
 * (issue 27, another branch): one key here, one entry in the server's registry.
 */
export const ERINNERUNGSARTEN = [
  'anmeldeschluss',
  'aufsichtsarbeit',
  'ruecktrittsfenster',
  'sechsJahresfrist',
  'bescheidAbruf',
  'nachforderung',
] as const;
export type Erinnerungsart = (typeof ERINNERUNGSARTEN)[number];

/** Days or calendar months relative to the anchor day: negative before, positive after. */
export type Versatz = { readonly tage: number } | { readonly monate: number };

/** The offset as part of an idempotency key: '-14T', '-6M', '7T'. */
export const versatzSchluessel = (v: Versatz): string => ('tage' in v ? `${v.tage}T` : `${v.monate}M`);

/** Adds calendar months; a day the target month lacks becomes its last day (31.08. − 6 M = 28./29.02.). */
export function addMonths(value: IsoDate, monate: number): IsoDate {
  const day = parseIsoDate(value);
  if (!day) throw new RangeError(`Not a calendar day: ${value}`);
  const index = day.year * 12 + (day.month - 1) + monate;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toIsoDate({ year, month, day: Math.min(day.day, daysInMonth(year, month)) });
}

/** The Berlin day an offset of `anker` falls on. */
export const faelligAm = (anker: IsoDate, versatz: Versatz): IsoDate =>
  'tage' in versatz ? addDays(anker, versatz.tage) : addMonths(anker, versatz.monate);

/**
 * The offset to send on `heute`: of those due on or before today, the latest – as long as today is not
 * past `bis` (the event's last day a reminder still helps). null: nothing to send today.
 */
export function faelligerVersatz(
  versaetze: readonly Versatz[],
  anker: IsoDate,
  bis: IsoDate,
  heute: IsoDate,
): Versatz | null {
  if (heute > bis) return null;
  let best: { versatz: Versatz; tag: IsoDate } | null = null;
  for (const versatz of versaetze) {
    const tag = faelligAm(anker, versatz);
    if (tag <= heute && (!best || tag > best.tag)) best = { versatz, tag };
  }
  return best?.versatz ?? null;
}

/**
 * The instant a Berlin day begins (its midnight, +01:00 in winter, +02:00 in summer): the portal clock
 * reaching it makes that day's reminders due.
 */
export function berlinMitternacht(tag: IsoDate): Date {
  const day = parseIsoDate(tag);
  if (!day) throw new RangeError(`Not a calendar day: ${tag}`);
  // Midnight never falls into a change of time in Berlin (the changes are at 02:00/03:00).
  for (const stunden of [1, 2]) {
    const candidate = new Date(Date.UTC(day.year, day.month - 1, day.day) - stunden * 3_600_000);
    const wall = berlinDateTime(candidate);
    if (wall.hour === 0 && wall.minute === 0 && toIsoDate(wall) === tag) return candidate;
  }
  throw new RangeError(`No Berlin midnight for ${tag}`);
}

/**
 * The offsets of each kind (issue 27 point 5). The withdrawal window's 3 days are ours [I]: the issue
 * names the reminder, not its day; 3 days leave time to decide and to declare before the last paper.
 */
export const ERINNERUNG_VERSAETZE: Readonly<Record<Erinnerungsart, readonly Versatz[]>> = {
  anmeldeschluss: [{ tage: -14 }, { tage: -3 }],
  aufsichtsarbeit: [{ tage: -7 }],
  ruecktrittsfenster: [{ tage: -3 }],
  sechsJahresfrist: [{ monate: -6 }],
  bescheidAbruf: [{ tage: 7 }],
  // The deadline of a request for documents (issue 27 point 5, decision 0039): 7 and 2 days before.
  nachforderung: [{ tage: -7 }, { tage: -2 }],
};

/** A dated event's last day for a late reminder: the day before it (on the day itself it is too late). */
export const spaetestensVor = (tag: IsoDate): IsoDate => addDays(tag, -1);

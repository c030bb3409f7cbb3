// The objection period (Widerspruchsfrist, issue 26 point 6, decision 0038): one month from the
// notification of the decision (§ 70 (1) VwGO). The month is counted by § 57 (2) VwGO with § 222 ZPO
// and §§ 187 (1), 188 (2), (3) BGB: it ends on the day of the next month with the notification day's
// number, or on that month's last day when it has no such day. An end on a Saturday, a Sunday or a
// public holiday at the office's seat moves to the next working day (§ 222 (2) ZPO, as § 193 BGB and
// § 31 (3) VwVfG). Holidays: the nationwide ones and Berlin's (8 March since 2019) – the office sits
// in Berlin [I]. A late objection is still recorded; it is marked "verspätet" (the office decides).
import { addDays, daysInMonth, parseIsoDate, toIsoDate, type IsoDate } from '../dates';
import { formatDatum } from '../format';
import { verfahrensstand as vs } from '../messages-verfahrensstand';
import type { Ereignis } from './verfahrensstand';

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
function ostersonntag(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate({ year, month, day });
}

/** The public holidays in Berlin of this year. */
export function feiertageBerlin(year: number): Set<IsoDate> {
  const ostern = ostersonntag(year);
  const fest = (month: number, day: number) => toIsoDate({ year, month, day });
  const tage = [
    fest(1, 1),
    addDays(ostern, -2),
    addDays(ostern, 1),
    fest(5, 1),
    addDays(ostern, 39),
    addDays(ostern, 50),
    fest(10, 3),
    fest(12, 25),
    fest(12, 26),
  ];
  if (year >= 2019) tage.push(fest(3, 8));
  return new Set(tage);
}

function istWerktag(tag: IsoDate): boolean {
  const d = parseIsoDate(tag);
  if (!d) throw new RangeError(`Not a calendar day: ${tag}`);
  const wochentag = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return wochentag !== 0 && wochentag !== 6 && !feiertageBerlin(d.year).has(tag);
}

/** The last day on which an objection against a decision notified on `bekanntgabe` is in time. */
export function widerspruchsfristEnde(bekanntgabe: IsoDate): IsoDate {
  const d = parseIsoDate(bekanntgabe);
  if (!d) throw new RangeError(`Not a calendar day: ${bekanntgabe}`);
  const year = d.month === 12 ? d.year + 1 : d.year;
  const month = d.month === 12 ? 1 : d.month + 1;
  let ende = toIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
  while (!istWerktag(ende)) ende = addDays(ende, 1);
  return ende;
}

/** The notification day: the recorded one (decision 0033), else the letter's day + BEKANNTGABE_TAGE. */
export function bekanntgabeTag(
  briefVom: IsoDate,
  bekanntgegebenAm: IsoDate | null,
  bekanntgabeTage: number,
): IsoDate {
  return bekanntgegebenAm ?? addDays(briefVom, bekanntgabeTage);
}

export const WIDERSPRUCH_ERGEBNISSE = ['abgeholfen', 'zurueckgewiesen', 'zurueckgenommen'] as const;
export type WiderspruchErgebnis = (typeof WIDERSPRUCH_ERGEBNISSE)[number];

/** An objection as the candidate's timeline shows it. */
export interface WiderspruchVerlauf {
  readonly eingegangenAm: IsoDate;
  readonly bescheidVom: IsoDate;
  readonly erledigung: { readonly am: IsoDate; readonly ergebnis: WiderspruchErgebnis } | null;
}

/** The timeline with the objections' entries, oldest first; the same day keeps the procedure's first. */
export function zeitleisteMitWidersprueche(
  liste: readonly Ereignis[],
  widersprueche: readonly WiderspruchVerlauf[],
): Ereignis[] {
  const e = vs.ereignis;
  const dazu = widersprueche.flatMap((w): Ereignis[] => [
    { datum: w.eingegangenAm, text: e.widerspruchEingegangen(formatDatum(w.bescheidVom)) },
    ...(w.erledigung
      ? [
          {
            datum: w.erledigung.am,
            text: e.widerspruchErledigt[w.erledigung.ergebnis](formatDatum(w.eingegangenAm)),
          },
        ]
      : []),
  ]);
  return [...liste, ...dazu]
    .map((ereignis, i) => ({ ereignis, i }))
    .sort((a, b) =>
      a.ereignis.datum < b.ereignis.datum ? -1 : a.ereignis.datum > b.ereignis.datum ? 1 : a.i - b.i,
    )
    .map(({ ereignis }) => ereignis);
}

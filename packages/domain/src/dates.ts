// Calendar days as 'YYYY-MM-DD' strings. A calendar day has no time zone; where an instant has to
// become a day (today, timestamps) it is read in Europe/Berlin, the time zone of the deadlines.

/** A calendar day 'YYYY-MM-DD'. Valid ISO days compare correctly as plain strings. */
export type IsoDate = string;

export const BERLIN = 'Europe/Berlin';

/** The legacy server wrote these instead of "no date"; they are read as none. */
export const PLATZHALTER_DATEN: readonly IsoDate[] = ['1900-01-01', '1899-01-01'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The parts of a real calendar day, or null ('2023-02-29' and '2024-13-01' are not days). */
export function parseIsoDate(value: string): CalendarDay | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** A valid day that is not one of the legacy placeholders. */
export function hatDatum(value: string | null | undefined): value is IsoDate {
  return typeof value === 'string' && isIsoDate(value) && !PLATZHALTER_DATEN.includes(value);
}

export function toIsoDate({ year, month, day }: CalendarDay): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function requireDay(value: IsoDate): CalendarDay {
  const day = parseIsoDate(value);
  if (!day) throw new RangeError(`Not a calendar day: ${value}`);
  return day;
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireDay(value);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are.
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day + days);
  return toIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Adds whole years; 29 February becomes 28 February in a common year (end of the month). */
export function addYears(value: IsoDate, years: number): IsoDate {
  const { year, month, day } = requireDay(value);
  const target = year + years;
  return toIsoDate({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}

export interface BerlinDateTime extends CalendarDay {
  readonly hour: number;
  readonly minute: number;
}

// Made at the first use, not when the module is evaluated: the first Intl.DateTimeFormat with a time zone
// loads the zone and locale data (~40 ms of a phone's CPU, 150 ms at Lighthouse's 4×), and every page's
// entry evaluates this module without formatting a time (decision 0100).
let berlinFormat: Intl.DateTimeFormat | undefined;

/** Wall-clock time of an instant in Europe/Berlin (summer time included). */
export function berlinDateTime(instant: Date): BerlinDateTime {
  berlinFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BERLIN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(berlinFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The Europe/Berlin calendar day of an instant – "today" for every rule. */
export function berlinDate(instant: Date): IsoDate {
  return toIsoDate(berlinDateTime(instant));
}

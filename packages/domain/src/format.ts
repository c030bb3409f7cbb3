// Display formats of spec §9: dates DD.MM.YYYY, timestamps DD.MM.YYYY HH:mm (Europe/Berlin),
// and the 'YYYY-MM-DD HH:mm' of the submission envelope's abgesendetAm.
import { berlinDateTime, type BerlinDateTime, parseIsoDate } from './dates';
import { parseSemester } from './rules/semester';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toInstant(value: Date | string): Date | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function berlin(value: Date | string | null | undefined): BerlinDateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = toInstant(value);
  return instant ? berlinDateTime(instant) : null;
}

/**
 * 'DD.MM.YYYY'. A 'YYYY-MM-DD' day is shown as it is (no time zone involved); a timestamp or Date
 * shows its Europe/Berlin day. Empty or unreadable input gives ''.
 */
export function formatDatum(value: Date | string | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = parseIsoDate(value);
    return day ? `${pad(day.day)}.${pad(day.month)}.${pad(day.year, 4)}` : '';
  }
  const t = berlin(value);
  return t ? `${pad(t.day)}.${pad(t.month)}.${pad(t.year, 4)}` : '';
}

/**
 * A term as stored ('YYYY/S', e.g. '2027/2') as every page, receipt, letter and office output shows
 * it: 'S/YYYY' ('2/2027', spec §5's zulassungsblock). A value that is no term is shown as it is.
 */
export function formatTermin(term: string): string {
  return parseSemester(term)?.display ?? term;
}

/** 'DD.MM.YYYY HH:mm' in Europe/Berlin; '' for empty or unreadable input. */
export function formatZeitpunkt(value: Date | string | null | undefined): string {
  const t = berlin(value);
  return t ? `${pad(t.day)}.${pad(t.month)}.${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}` : '';
}

/** 'YYYY-MM-DD HH:mm' in Europe/Berlin, the abgesendetAm of the submission envelope (spec §3). */
export function formatAbgesendetAm(instant: Date): string {
  const t = berlinDateTime(instant);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

let euro: Intl.NumberFormat | undefined; // at the first use, as dates.ts's berlinFormat

/** Cents as German euros: 100000 → '1.000,00 €'. */
export const formatEuro = (cent: number): string =>
  (euro ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })).format(cent / 100);

// When a reminder is due (issue 27 point 5, decision 0040): offsets across month ends and leap years,
// late sending only while it helps, and the Berlin midnight that starts a day across the change of time.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  berlinMitternacht,
  ERINNERUNG_VERSAETZE,
  faelligAm,
  faelligerVersatz,
  spaetestensVor,
  type Versatz,
  versatzSchluessel,
} from '../src/rules/erinnerungen';

describe('faelligAm', () => {
  const zeilen: { anker: string; versatz: Versatz; erwartet: string }[] = [
    { anker: '2027-08-31', versatz: { tage: -14 }, erwartet: '2027-08-17' },
    { anker: '2027-08-31', versatz: { tage: -3 }, erwartet: '2027-08-28' },
    { anker: '2028-03-02', versatz: { tage: -3 }, erwartet: '2028-02-28' },
    { anker: '2027-03-02', versatz: { tage: -3 }, erwartet: '2027-02-27' },
    { anker: '2027-01-05', versatz: { tage: -7 }, erwartet: '2026-12-29' },
    { anker: '2027-02-28', versatz: { tage: -14 }, erwartet: '2027-02-14' },
    { anker: '2028-02-29', versatz: { tage: -14 }, erwartet: '2028-02-15' },
    { anker: '2027-08-31', versatz: { monate: -6 }, erwartet: '2027-02-28' },
    { anker: '2028-08-31', versatz: { monate: -6 }, erwartet: '2028-02-29' },
    { anker: '2027-03-15', versatz: { monate: -6 }, erwartet: '2026-09-15' },
    { anker: '2026-12-28', versatz: { tage: 7 }, erwartet: '2027-01-04' },
    { anker: '2026-10-22', versatz: { tage: 7 }, erwartet: '2026-10-29' },
  ];
  it.each(zeilen)('$anker $versatz → $erwartet', ({ anker, versatz, erwartet }) => {
    expect(faelligAm(anker, versatz)).toBe(erwartet);
  });

  it('adds months forward and backward over year ends', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2027-06-30', -18)).toBe('2025-12-30');
  });
});

describe('faelligerVersatz', () => {
  const deadline = '2027-08-31';
  const [vierzehn, drei] = ERINNERUNG_VERSAETZE.anmeldeschluss;
  const am = (heute: string) =>
    faelligerVersatz(ERINNERUNG_VERSAETZE.anmeldeschluss, deadline, spaetestensVor(deadline), heute);
  it.each([
    ['2027-08-16', null],
    ['2027-08-17', vierzehn],
    ['2027-08-20', vierzehn],
    ['2027-08-27', vierzehn],
    ['2027-08-28', drei],
    ['2027-08-30', drei],
    ['2027-08-31', null],
    ['2027-09-01', null],
  ] as const)('on %s', (heute, erwartet) => {
    expect(am(heute)).toEqual(erwartet);
  });

  it('after the day: days after the anchor count from the anchor', () => {
    const versaetze = ERINNERUNG_VERSAETZE.bescheidAbruf;
    expect(faelligerVersatz(versaetze, '2026-10-01', '2026-10-11', '2026-10-07')).toBeNull();
    expect(faelligerVersatz(versaetze, '2026-10-01', '2026-10-11', '2026-10-08')).toEqual({ tage: 7 });
    expect(faelligerVersatz(versaetze, '2026-10-01', '2026-10-11', '2026-10-12')).toBeNull();
  });

  it('keys name the offset', () => {
    expect(ERINNERUNG_VERSAETZE.sechsJahresfrist.map(versatzSchluessel)).toEqual(['-6M']);
    expect(ERINNERUNG_VERSAETZE.anmeldeschluss.map(versatzSchluessel)).toEqual(['-14T', '-3T']);
  });
});

describe('berlinMitternacht', () => {
  it.each([
    ['2027-01-15', '2027-01-14T23:00:00.000Z'],
    ['2027-07-15', '2027-07-14T22:00:00.000Z'],
    // The night of the change to winter time (25 October 2026, 03:00 CEST → 02:00 CET).
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
    // The change to summer time (28 March 2027, 02:00 CET → 03:00 CEST).
    ['2027-03-28', '2027-03-27T23:00:00.000Z'],
    ['2027-03-29', '2027-03-28T22:00:00.000Z'],
  ])('%s begins at %s', (tag, instant) => {
    expect(berlinMitternacht(tag).toISOString()).toBe(instant);
  });
});

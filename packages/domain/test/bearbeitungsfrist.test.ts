// The processing deadline's arithmetic (issue 27 point 3, decision 0039): month ends, leap years,
// the Berlin midnight, and a property against a day-by-day count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates';
import { addMonths, bearbeitungsfrist, tageZwischen } from '../src/rules/bearbeitungsfrist';
import { nachforderungStand, standardFrist, verspaetet } from '../src/rules/nachforderung';

describe('addMonths', () => {
  it.each([
    ['2026-10-05', 3, '2027-01-05'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'], // leap year
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-03-31', 3, '2026-06-30'],
    ['2026-12-31', 3, '2027-03-31'],
    ['2026-05-15', -6, '2025-11-15'],
  ])('%s + %i months = %s', (von, monate, bis) => {
    expect(addMonths(von, monate)).toBe(bis);
  });
});

describe('bearbeitungsfrist', () => {
  it('counts from the Berlin day the application was sent (summer and winter midnight)', () => {
    // 21:59 UTC on 30 September is 23:59 in Berlin (summer time): still 30 September.
    expect(bearbeitungsfrist(new Date('2026-09-30T21:59:00Z'), [], 3, '2026-10-01')).toEqual({
      vollstaendigSeit: '2026-09-30',
      entscheidungBis: '2026-12-30',
      restTage: 90,
    });
    // 23:00 UTC on 31 December is midnight in Berlin (winter time): already 1 January.
    expect(bearbeitungsfrist(new Date('2026-12-31T23:00:00Z'), [], 3, '2027-01-01').vollstaendigSeit).toBe(
      '2027-01-01',
    );
  });

  it('stops while a request is open and restarts from its answer; overdue is negative', () => {
    const gesendet = new Date('2026-10-05T08:00:00Z');
    const anfrage = new Date('2026-10-10T08:00:00Z');
    expect(
      bearbeitungsfrist(gesendet, [{ angefordertAm: anfrage, abgeschlossenAm: null }], 3, '2026-10-11'),
    ).toEqual({ vollstaendigSeit: null, entscheidungBis: null, restTage: null });
    const antwort = new Date('2026-11-30T12:00:00Z');
    expect(
      bearbeitungsfrist(gesendet, [{ angefordertAm: anfrage, abgeschlossenAm: antwort }], 3, '2027-03-02'),
    ).toEqual({ vollstaendigSeit: '2026-11-30', entscheidungBis: '2027-02-28', restTage: -2 });
  });

  it('property: due date minus complete-since is between 89 and 92 days for three months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (n) => {
        const von = addDays('2024-01-01', n);
        const bis = addMonths(von, 3);
        const tage = tageZwischen(von, bis);
        return tage >= 89 && tage <= 92 && addDays(von, tage) === bis && bis.slice(8) <= von.slice(8);
      }),
    );
  });
});

describe('Nachforderung state', () => {
  const punkte = (...b: boolean[]) => b.map((beantwortet) => ({ beantwortet }));
  it.each([
    [{ frist: '2026-11-02', erledigtAm: null, punkte: punkte(false, true) }, '2026-11-02', 'offen'],
    [{ frist: '2026-11-02', erledigtAm: null, punkte: punkte(false) }, '2026-11-03', 'abgelaufen'],
    [{ frist: '2026-11-02', erledigtAm: null, punkte: punkte(true, true) }, '2026-12-01', 'beantwortet'],
    [{ frist: '2026-11-02', erledigtAm: new Date(), punkte: punkte(false) }, '2026-10-06', 'erledigt'],
  ] as const)('%o on %s is %s', (n, heute, erwartet) => {
    expect(nachforderungStand(n, heute)).toBe(erwartet);
  });

  it('default deadline and lateness by the Berlin day', () => {
    expect(standardFrist(new Date('2026-10-04T22:30:00Z'), 28)).toBe('2026-11-02');
    expect(verspaetet(new Date('2026-11-02T22:59:00Z'), '2026-11-02')).toBe(false);
    expect(verspaetet(new Date('2026-11-02T23:00:00Z'), '2026-11-02')).toBe(true);
  });
});

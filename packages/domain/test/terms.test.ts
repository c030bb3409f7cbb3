import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates';
import {
  anmeldebeginn,
  anmeldeschluss,
  gesetzlicherAnmeldeschluss,
  istAntragszeitraum,
  offenerTermin,
  offenerTerminAm,
} from '../src/rules/terms';
import { parseSemester } from '../src/rules/semester';
import { einstellungen, STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const s = STANDARD_EINSTELLUNGEN;

describe('open term (R-02)', () => {
  it.each([
    ['2024-03-01', '2025/1'],
    ['2024-06-15', '2025/1'],
    ['2024-08-31', '2025/1'], // the whole deadline day is open
    ['2024-09-01', '2025/2'],
    ['2024-12-31', '2025/2'],
    ['2025-01-01', '2025/2'],
    ['2025-02-28', '2025/2'],
    ['2025-03-01', '2026/1'],
    ['2024-02-29', '2024/2'], // leap year deadline
    ['2024-03-01', '2025/1'],
  ])('on %s the open term is %s', (today, termin) => expect(offenerTermin(today, s).value).toBe(termin));

  it.each([
    ['2024-08-31T21:59:59Z', '2025/1'], // 23:59:59 in Berlin, still 31 August
    ['2024-08-31T22:00:00Z', '2025/2'], // midnight in Berlin
    ['2024-02-29T22:59:59Z', '2024/2'], // 23:59:59 CET
    ['2024-02-29T23:00:00Z', '2025/1'],
  ])('at %s (Berlin day) the open term is %s', (iso, termin) =>
    expect(offenerTerminAm(new Date(iso), s).value).toBe(termin),
  );

  it.each([
    ['2025/1', '2024-03-01', '2024-08-31'],
    ['2025/2', '2024-09-01', '2025-02-28'],
    ['2024/2', '2023-09-01', '2024-02-29'],
    ['2100/2', '2099-09-01', '2100-02-28'], // 2100 is no leap year
  ])('term %s: window %s – %s', (termin, beginn, schluss) => {
    const t = parseSemester(termin)!;
    expect(anmeldebeginn(t, s)).toBe(beginn);
    expect(anmeldeschluss(t, s)).toBe(schluss);
    expect(gesetzlicherAnmeldeschluss(t)).toBe(schluss);
    expect(offenerTermin(beginn, s).value).toBe(termin);
    expect(offenerTermin(schluss, s).value).toBe(termin);
  });

  it.each([
    ['2025/1', '2024-08-31', true],
    ['2025/1', '2024-09-01', false], // the client's term is stale: 'Der Antragszeitraum … beendet'
    ['2025/2', '2024-08-31', false], // not yet open
  ])('a submission for %s on %s is in time: %s', (termin, today, ok) =>
    expect(istAntragszeitraum(parseSemester(termin)!, today, s)).toBe(ok),
  );
});

describe("the office's deadline (issue 13 point 4, decision 0009)", () => {
  // Term 2/2027: legal deadline 28 February 2027. Term 1/2028: legal deadline 31 August 2027.
  const spaeter = einstellungen({ termine: { '2027/2': { anmeldeschluss: '2027-03-15' } } });
  const frueher = einstellungen({ termine: { '2027/2': { anmeldeschluss: '2027-01-31' } } });
  const beide = einstellungen({
    termine: { '2027/2': { anmeldeschluss: '2027-01-31' }, '2028/1': { anmeldeschluss: '2027-07-15' } },
  });

  it.each([
    ['later: the term stays open to the office date', spaeter, '2027-03-15', '2027/2'],
    ['later: the next term opens the day after', spaeter, '2027-03-16', '2028/1'],
    ['later: before the legal deadline nothing changes', spaeter, '2027-02-28', '2027/2'],
    ['earlier: open until the office date', frueher, '2027-01-31', '2027/2'],
    ['earlier: the next term opens at once', frueher, '2027-02-01', '2028/1'],
    ['earlier: the legal deadline day already belongs to the next term', frueher, '2027-02-28', '2028/1'],
    ['two terms early in a row', beide, '2027-07-16', '2028/2'],
    ['two terms early in a row, the first one', beide, '2027-02-01', '2028/1'],
    ['a term without office date keeps R-02', spaeter, '2027-09-01', '2028/2'],
  ])('%s (%s, %s → %s)', (_name, settings, today, termin) =>
    expect(offenerTermin(today, settings).value).toBe(termin),
  );

  it.each([
    ['no office date', STANDARD_EINSTELLUNGEN],
    ['later', spaeter],
    ['earlier', frueher],
    ['two terms early', beide],
  ])('every day from 2026 to 2028 lies in the window of its open term (%s)', (_name, settings) => {
    for (let tag = '2026-01-01'; tag <= '2028-12-31'; tag = addDays(tag, 1)) {
      const offen = offenerTermin(tag, settings);
      expect(anmeldebeginn(offen, settings) <= tag && tag <= anmeldeschluss(offen, settings), tag).toBe(true);
    }
  });

  it('the window bounds follow the office date', () => {
    const t = parseSemester('2027/2')!;
    const next = parseSemester('2028/1')!;
    expect(anmeldeschluss(t, spaeter)).toBe('2027-03-15');
    expect(gesetzlicherAnmeldeschluss(t)).toBe('2027-02-28');
    expect(anmeldebeginn(next, spaeter)).toBe('2027-03-16');
    expect(anmeldebeginn(next, frueher)).toBe('2027-02-01');
  });

  it.each([
    [spaeter, '2027-03-10', '2027/2', true],
    [spaeter, '2027-03-10', '2028/1', false],
    [frueher, '2027-02-10', '2027/2', false], // 'Der Antragszeitraum … beendet'
    [frueher, '2027-02-10', '2028/1', true],
  ])('a submission on %#: %s for %s is in time: %s', (settings, today, termin, ok) =>
    expect(istAntragszeitraum(parseSemester(termin)!, today, settings)).toBe(ok),
  );
});

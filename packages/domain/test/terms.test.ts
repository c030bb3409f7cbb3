import { describe, expect, it } from 'vitest';
import {
  anmeldebeginn,
  anmeldeschluss,
  istAntragszeitraum,
  offenerTermin,
  offenerTerminAm,
} from '../src/rules/terms';
import { parseSemester } from '../src/rules/semester';

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
  ])('on %s the open term is %s', (today, termin) => expect(offenerTermin(today).value).toBe(termin));

  it.each([
    ['2024-08-31T21:59:59Z', '2025/1'], // 23:59:59 in Berlin, still 31 August
    ['2024-08-31T22:00:00Z', '2025/2'], // midnight in Berlin
    ['2024-02-29T22:59:59Z', '2024/2'], // 23:59:59 CET
    ['2024-02-29T23:00:00Z', '2025/1'],
  ])('at %s (Berlin day) the open term is %s', (iso, termin) =>
    expect(offenerTerminAm(new Date(iso)).value).toBe(termin),
  );

  it.each([
    ['2025/1', '2024-03-01', '2024-08-31'],
    ['2025/2', '2024-09-01', '2025-02-28'],
    ['2024/2', '2023-09-01', '2024-02-29'],
    ['2100/2', '2099-09-01', '2100-02-28'], // 2100 is no leap year
  ])('term %s: window %s – %s', (termin, beginn, schluss) => {
    const t = parseSemester(termin)!;
    expect(anmeldebeginn(t)).toBe(beginn);
    expect(anmeldeschluss(t)).toBe(schluss);
    expect(offenerTermin(beginn).value).toBe(termin);
    expect(offenerTermin(schluss).value).toBe(termin);
  });

  it.each([
    ['2025/1', '2024-08-31', true],
    ['2025/1', '2024-09-01', false], // the client's term is stale: 'Der Antragszeitraum … beendet'
    ['2025/2', '2024-08-31', false], // not yet open
  ])('a submission for %s on %s is in time: %s', (termin, today, ok) =>
    expect(istAntragszeitraum(parseSemester(termin)!, today)).toBe(ok),
  );
});

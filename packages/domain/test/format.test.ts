import { describe, expect, it } from 'vitest';
import { formatAbgesendetAm, formatDatum, formatTermin, formatZeitpunkt } from '../src/format';

describe('formatDatum (DD.MM.YYYY)', () => {
  it.each([
    ['2024-02-29', '29.02.2024'],
    ['1990-01-05', '05.01.1990'],
    ['2024-02-30', ''], // not a day
    ['2024-03-31T22:30:00Z', '01.04.2024'], // a timestamp shows its Berlin day (summer time)
    ['2024-01-31T23:30:00Z', '01.02.2024'], // winter time
    ['kein Datum', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => expect(formatDatum(input)).toBe(expected));

  it('formats a Date in Berlin', () =>
    expect(formatDatum(new Date('2024-12-31T23:00:00Z'))).toBe('01.01.2025'));
});

describe('formatZeitpunkt (DD.MM.YYYY HH:mm, Europe/Berlin)', () => {
  it.each([
    ['2024-07-01T08:05:00Z', '01.07.2024 10:05'], // CEST
    ['2024-01-15T08:05:00Z', '15.01.2024 09:05'], // CET
    ['2024-03-31T00:59:00Z', '31.03.2024 01:59'], // before the switch
    ['2024-03-31T01:00:00Z', '31.03.2024 03:00'], // after the switch
    ['2024-10-27T00:30:00Z', '27.10.2024 02:30'], // first 02:30 (CEST)
    ['2024-10-27T01:30:00Z', '27.10.2024 02:30'], // second 02:30 (CET)
    ['2024-12-31T23:59:00+01:00', '31.12.2024 23:59'],
    ['nonsense', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => expect(formatZeitpunkt(input)).toBe(expected));
});

describe('formatAbgesendetAm (YYYY-MM-DD HH:mm)', () => {
  it.each([
    ['2024-02-29T22:59:00Z', '2024-02-29 23:59'],
    ['2024-02-29T23:00:00Z', '2024-03-01 00:00'],
    ['2024-08-31T21:59:59Z', '2024-08-31 23:59'],
  ])('%s → %s', (iso, expected) => expect(formatAbgesendetAm(new Date(iso))).toBe(expected));
});

describe('formatTermin (stored YYYY/S → S/YYYY)', () => {
  it.each([
    ['2027/2', '2/2027'],
    ['2026/1', '1/2026'],
    // Not a term: shown as it is, never an error on a page or a letter.
    ['2/2027', '2/2027'],
    ['2027/3', '2027/3'],
    ['', ''],
  ])('%j → %j', (term, expected) => expect(formatTermin(term)).toBe(expected));
});

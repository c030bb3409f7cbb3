import { describe, expect, it } from 'vitest';
import { addDays, addYears, berlinDate, hatDatum } from '../src/dates';

describe('calendar days', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-10', 3, '2024-01-13'],
    ['0050-01-01', -1, '0049-12-31'],
  ])('addDays(%s, %i) = %s', (d, n, expected) => expect(addDays(d, n)).toBe(expected));

  it.each([
    ['2018-05-17', 6, '2024-05-17'],
    ['2020-02-29', 6, '2026-02-28'], // end of the month
    ['2020-02-29', 4, '2024-02-29'],
  ])('addYears(%s, %i) = %s', (d, n, expected) => expect(addYears(d, n)).toBe(expected));

  it('refuses to compute with something that is not a day', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it.each([
    ['2024-05-17', true],
    ['1900-01-01', false], // placeholder
    ['1899-01-01', false], // placeholder
    ['1900-01-02', true],
    ['2024-02-30', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('hatDatum(%j) = %s', (d, expected) => expect(hatDatum(d)).toBe(expected));

  it.each([
    ['2024-08-31T21:59:59Z', '2024-08-31'],
    ['2024-08-31T22:00:00Z', '2024-09-01'], // midnight in Berlin
    ['2024-02-29T22:59:59Z', '2024-02-29'],
    ['2024-02-29T23:00:00Z', '2024-03-01'],
  ])('berlinDate(%s) = %s', (iso, expected) => expect(berlinDate(new Date(iso))).toBe(expected));
});

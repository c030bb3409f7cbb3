import { describe, expect, it } from 'vitest';
import { addDays, addYears, berlinDate, berlinDateTime, hatDatum } from '../src/dates';

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

describe('berlinDateTime (the last minute kept, issue 29)', () => {
  const wall = (iso: string) => {
    const t = berlinDateTime(new Date(iso));
    return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}`;
  };

  it('answers every instant of a minute alike and moves with the next one, across the switch to summer time', () => {
    expect(wall('2026-03-29T00:59:00.000Z')).toBe('2026-3-29 1:59');
    expect(wall('2026-03-29T00:59:59.999Z')).toBe('2026-3-29 1:59');
    expect(wall('2026-03-29T01:00:00.000Z')).toBe('2026-3-29 3:0');
    expect(wall('2026-10-25T00:59:30.000Z')).toBe('2026-10-25 2:59');
    expect(wall('2026-10-25T01:00:00.000Z')).toBe('2026-10-25 2:0');
    expect(wall('2026-03-29T00:59:30.000Z')).toBe('2026-3-29 1:59');
  });

  it('computes instants of local mean time (before 1893) each time: their offset is not whole minutes', () => {
    // +0:53:28: 12:06:31 and 12:06:33 UTC are 12:59:59 and 13:00:01 in Berlin.
    expect(wall('1880-06-01T12:06:31.000Z')).toBe('1880-6-1 12:59');
    expect(wall('1880-06-01T12:06:33.000Z')).toBe('1880-6-1 13:0');
  });
});

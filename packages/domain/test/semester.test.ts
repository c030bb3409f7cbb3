import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addHalfYears,
  compareSemester,
  parseSemester,
  parseSemesterDisplay,
  semester,
  type SemesterNummer,
} from '../src/rules/semester';

describe('semester value', () => {
  it('has value YYYY/S, year, semester and display S/YYYY', () => {
    expect(semester(2026, 2)).toEqual({ value: '2026/2', year: 2026, semester: 2, display: '2/2026' });
  });

  it.each([
    ['2024/1', '2024/1'],
    [' 2024/2 ', '2024/2'],
    ['2024/3', null],
    ['1/2024', null],
    ['', null],
  ])('parseSemester(%j) → %j', (text, value) => expect(parseSemester(text)?.value ?? null).toBe(value));

  it.each([
    ['2/2026', '2026/2'],
    ['1/2024', '2024/1'],
    ['3/2024', null],
    ['2026/2', null],
    ['II/2026', null],
  ])('parseSemesterDisplay(%j) → %j', (text, value) =>
    expect(parseSemesterDisplay(text)?.value ?? null).toBe(value),
  );
});

describe('addHalfYears (spec §4)', () => {
  it.each([
    ['2024/1', 0, '2024/1'],
    ['2024/1', 1, '2024/2'],
    ['2024/2', 1, '2025/1'], // semester 3 wraps to 1 of the next year
    ['2024/1', 2, '2025/1'],
    ['2024/2', 2, '2025/2'],
    ['2024/1', 3, '2025/2'],
    ['2024/2', 3, '2026/1'],
    ['2024/2', 12, '2030/2'],
    ['2024/1', -1, '2023/2'], // negative n counts back
    ['2024/2', -1, '2024/1'],
    ['2024/1', -4, '2022/1'],
    ['2024/2', -3, '2023/1'],
  ])('%s + %i half-years = %s', (start, n, expected) => {
    expect(addHalfYears(parseSemester(start)!, n).value).toBe(expected);
  });

  it('rejects fractions', () => expect(() => addHalfYears(semester(2024, 1), 0.5)).toThrow(RangeError));

  const semesterArb = fc
    .tuple(fc.integer({ min: 1900, max: 2900 }), fc.constantFrom<SemesterNummer>(1, 2))
    .map(([y, s]) => semester(y, s));

  it('agrees with the spec wording for every n ≥ 0', () => {
    const specWording = (year: number, sem: SemesterNummer, n: number) => {
      if (n % 2 === 0) return semester(year + n / 2, sem);
      const next = sem + 1;
      return semester(year + (n - 1) / 2 + (next === 3 ? 1 : 0), next === 3 ? 1 : 2);
    };
    fc.assert(
      fc.property(semesterArb, fc.integer({ min: 0, max: 100 }), (s, n) => {
        expect(addHalfYears(s, n)).toEqual(specWording(s.year, s.semester, n));
      }),
      { numRuns: 200 },
    );
  });

  it('negative steps undo positive ones and order is kept', () => {
    fc.assert(
      fc.property(semesterArb, fc.integer({ min: -100, max: 100 }), (s, n) => {
        expect(addHalfYears(addHalfYears(s, n), -n)).toEqual(s);
        expect(Math.sign(compareSemester(addHalfYears(s, n), s))).toBe(Math.sign(n));
      }),
      { numRuns: 200 },
    );
  });
});

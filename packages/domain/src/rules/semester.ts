// Spec §3 "semester value" and §4 "semester arithmetic". An exam term (Prüfungstermin,
// zulassungsblock) is the same thing seen from the server: term 'S/YYYY' is semester 'YYYY/S'.

export type SemesterNummer = 1 | 2;

export interface Semester {
  /** 'YYYY/S', e.g. '2026/2' – the form of spec §5 ("Semester text"). */
  readonly value: string;
  readonly year: number;
  readonly semester: SemesterNummer;
  /** 'S/YYYY', e.g. '2/2026' – also the server's zulassungsblock text. */
  readonly display: string;
}

export function semester(year: number, nummer: SemesterNummer): Semester {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Year out of range: ${year}`);
  }
  return { value: `${year}/${nummer}`, year, semester: nummer, display: `${nummer}/${year}` };
}

/** Parses 'YYYY/S' (spec §5); null for anything else. */
export function parseSemester(text: string): Semester | null {
  const match = /^(\d{4})\/([12])$/.exec(text.trim());
  return match ? semester(Number(match[1]), Number(match[2]) as SemesterNummer) : null;
}

/** Parses the display / zulassungsblock form 'S/YYYY'; null for anything else. */
export function parseSemesterDisplay(text: string): Semester | null {
  const match = /^([12])\/(\d{4})$/.exec(text.trim());
  return match ? semester(Number(match[2]), Number(match[1]) as SemesterNummer) : null;
}

export const formatSemester = (sem: Semester): string => sem.value;

/** Consecutive numbering of half-years; makes the arithmetic and comparisons one subtraction. */
const index = (sem: Pick<Semester, 'year' | 'semester'>): number => sem.year * 2 + (sem.semester - 1);

const fromIndex = (i: number): Semester => semester(Math.floor(i / 2), ((i % 2) + 1) as SemesterNummer);

/**
 * Spec §4: an even n adds n/2 years; an odd n adds one semester (semester 3 wraps to 1 of the next
 * year) plus (n-1)/2 years. That is exactly "n half-years later", so negative n counts back the
 * same way (addHalfYears(s, -n) undoes addHalfYears(s, n)) and n = 0 returns the same semester.
 */
export function addHalfYears(sem: Semester, n: number): Semester {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of half-years: ${n}`);
  return fromIndex(index(sem) + n);
}

/** Negative when a is earlier than b, 0 when equal. */
export const compareSemester = (a: Semester, b: Semester): number => index(a) - index(b);

export const sameSemester = (a: Semester, b: Semester): boolean => compareSemester(a, b) === 0;

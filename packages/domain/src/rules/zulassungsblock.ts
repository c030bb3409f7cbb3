// Spec §3 "Zulassungsblock": the server sends the open exam term as 'x/yyyy' (x = term 1 or 2);
// the client keeps it with the term number, a label and – our model of "when the term number is 2
// the early (June) variants are added" – the module slots a form may offer for that term.
import { MODULE, type Modul, type ModulSlot, vorgezogenKey } from './module';
import { parseSemesterDisplay, type Semester, type SemesterNummer } from './semester';

/** Label used when the server's text cannot be read (spec §3). */
export const UNBEKANNTES_SEMESTER = 'SEM';

export interface Zulassungsblock {
  /** The server's text as received, e.g. '2/2026'. */
  readonly value: string;
  /** 1 or 2; null when the text is unreadable. */
  readonly semester: SemesterNummer | null;
  /**
   * Label of the term: 'S/YYYY' (e.g. '2/2026'), the notation of domain-rules R-01 and of the
   * server's value itself, trimmed; 'SEM' when unreadable.
   */
  readonly aktuelSemester: string;
  /** The term as a semester value (year, semester, 'YYYY/S'), null when unreadable. */
  readonly termin: Semester | null;
  /** Selectable slots: the four modules, in term 2 followed by their early (June) variants. */
  readonly slots: readonly ModulSlot[];
}

/**
 * @param vorgezogeneModule which modules get an early slot in term 2. The spec adds all four; the
 *   procedure settings may narrow this (domain-rules §1.1: only BWL and WR sit in June).
 */
export function toZulassungsblock(
  value: string,
  vorgezogeneModule: readonly Modul[] = MODULE,
): Zulassungsblock {
  const termin = parseSemesterDisplay(value);
  if (!termin)
    return { value, semester: null, aktuelSemester: UNBEKANNTES_SEMESTER, termin: null, slots: [] };
  return {
    value,
    semester: termin.semester,
    aktuelSemester: termin.display,
    termin,
    slots: terminSlots(termin.semester, vorgezogeneModule),
  };
}

export function terminSlots(
  nummer: SemesterNummer,
  vorgezogeneModule: readonly Modul[] = MODULE,
): ModulSlot[] {
  const early = nummer === 2 ? MODULE.filter((m) => vorgezogeneModule.includes(m)).map(vorgezogenKey) : [];
  return [...MODULE, ...early];
}

// The module result from its parts (issue 26 point 7, decision 0056): WiPrPrüfV § 13 (2) excludes from the
// oral part when the written grade is worse than 5.00 (module failed); §§ 17, 18 weigh the parts
// (6 × written + 4 × oral) / 10 and pass at 4.00 or better. Grades 1–6, lower is better.
// Grades are kept in hundredths (4.00 = 400) so that no binary fraction decides a pass.
import { notenTexte } from '../messages-noten';
import type { Ergebnis } from './facts';

/** A grade in hundredths, 100 (1,00) … 600 (6,00). */
export type Note = number;

const NOTE_BESTE = 100;
const NOTE_SCHLECHTESTE = 600;
/** Worse than this written grade excludes from the oral part (§ 13 (2)). */
const GRENZE_AUSSCHLUSS = 500;
/** This module grade or better passes (§ 18 (1)). */
const GRENZE_BESTANDEN = 400;

export type Modulbewertung =
  | { art: 'ausgeschlossen'; schriftlich: Note; ergebnis: 'failed' }
  | { art: 'bewertet'; schriftlich: Note; muendlich: Note; modulnote: Note; ergebnis: Ergebnis };

export type ModulnotenFehler = 'noteUngueltig' | 'muendlichNachAusschluss' | 'muendlichFehlt';

export const istNote = (n: number): boolean =>
  Number.isInteger(n) && n >= NOTE_BESTE && n <= NOTE_SCHLECHTESTE;

/**
 * The module result from the written and (unless excluded) the oral grade. The weighted grade is
 * cut after the second decimal, not rounded (decision 0056: the ordinance computes to two decimals;
 * cutting never makes a grade worse).
 */
export function modulbewertung(schriftlich: Note, muendlich: Note | null): Modulbewertung | ModulnotenFehler {
  if (!istNote(schriftlich) || (muendlich !== null && !istNote(muendlich))) return 'noteUngueltig';
  if (schriftlich > GRENZE_AUSSCHLUSS) {
    return muendlich === null
      ? { art: 'ausgeschlossen', schriftlich, ergebnis: 'failed' }
      : 'muendlichNachAusschluss';
  }
  if (muendlich === null) return 'muendlichFehlt';
  const modulnote = Math.floor((6 * schriftlich + 4 * muendlich) / 10);
  return {
    art: 'bewertet',
    schriftlich,
    muendlich,
    modulnote,
    ergebnis: modulnote <= GRENZE_BESTANDEN ? 'passed' : 'failed',
  };
}

/** "4,30" or "4" (German decimal comma, at most two decimals) → 430; null when it is no grade. */
export function noteLesen(text: string): Note | null {
  const t = text.trim();
  if (!/^[1-6]$|^[1-6][,.]\d{1,2}$/.test(t)) return null;
  const note = Number(t[0]) * 100 + Number(t.slice(2).padEnd(2, '0'));
  return istNote(note) ? note : null;
}

/** 430 → "4,30". */
export const noteText = (note: Note): string => (note / 100).toFixed(2).replace('.', ',');

/** The parts as stored with a result or its correction (decision 0056). */
export interface ErgebnisNoten {
  noteSchriftlich: Note;
  noteMuendlich: Note | null;
  modulnote: Note | null;
  /** The papers' grades the written grade is their average of (decision 0068); absent: not entered. */
  arbeiten?: Note[] | undefined;
}

export const notenVon = (b: Modulbewertung & { arbeiten?: readonly Note[] }): ErgebnisNoten => ({
  ...(b.art === 'bewertet'
    ? { noteSchriftlich: b.schriftlich, noteMuendlich: b.muendlich, modulnote: b.modulnote }
    : { noteSchriftlich: b.schriftlich, noteMuendlich: null, modulnote: null }),
  ...(b.arbeiten?.length ? { arbeiten: [...b.arbeiten] } : {}),
});

/** "1. Aufsichtsarbeit 4,30, 2. Aufsichtsarbeit 3,70" (decision 0068); empty without papers. */
export const arbeitenText = (n: ErgebnisNoten, trenner = ', '): string =>
  (n.arbeiten ?? []).map((a, i) => notenTexte.arbeit(i + 1, noteText(a))).join(trenner);

/** One line for lists: "Modulgesamtnote 3,40 (schriftlich 3,00, mündlich 4,00)" or the exclusion. */
export function notenKurz(n: ErgebnisNoten): string {
  // The papers, when entered, before the written grade they give (decision 0068).
  const schriftlich = n.arbeiten?.length
    ? notenTexte.schriftlichAusArbeiten(noteText(n.noteSchriftlich), arbeitenText(n, ' und '))
    : noteText(n.noteSchriftlich);
  if (n.noteMuendlich === null || n.modulnote === null) return notenTexte.ausgeschlossen(schriftlich);
  return notenTexte.bewertet(noteText(n.modulnote), schriftlich, noteText(n.noteMuendlich));
}

/** Stored parts (nullable columns) as the domain keeps them; null when no written grade was entered. */
export function notenAusZeile(row: {
  noteSchriftlich: number | null;
  noteMuendlich: number | null;
  modulnote: number | null;
  noteArbeit1?: number | null;
  noteArbeit2?: number | null;
}): ErgebnisNoten | null {
  if (row.noteSchriftlich === null) return null;
  // Expressions over smallint columns may come back as strings from a driver; Number() keeps both honest.
  const arbeiten = [row.noteArbeit1, row.noteArbeit2]
    .filter((a) => a !== null && a !== undefined)
    .map(Number);
  return {
    noteSchriftlich: Number(row.noteSchriftlich),
    noteMuendlich: row.noteMuendlich === null ? null : Number(row.noteMuendlich),
    modulnote: row.modulnote === null ? null : Number(row.modulnote),
    ...(arbeiten.length > 0 ? { arbeiten } : {}),
  };
}

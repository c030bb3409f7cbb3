// The written grade from the papers (issue 26, decision 0068): WiPrPrüfV § 7 (2),(3) gives WP, BWL and
// ST two Aufsichtsarbeiten and WR one; the written grade is their average. § 13 (2) (exclusion above
// 5,00) and § 19 (Ergänzungsprüfung: at least one WP paper 4,00 or better) read it and the papers.
import type { Modul } from './module';
import { istNote, modulbewertung, type Modulbewertung, type ModulnotenFehler, type Note } from './modulnote';

/** The number of papers per module (§ 7 (2),(3) WiPrPrüfV), the one place that says it. */
export const AUFSICHTSARBEITEN: Readonly<Record<Modul, number>> = { wp: 2, bwl: 2, st: 2, wr: 1 };

/**
 * The average of the papers, cut after the second decimal like the module grade (decision 0056):
 * 5,00 and 5,01 give 5,00 (cutting never makes a grade worse), 5,00 and 5,10 give 5,05.
 */
export function schriftlicheNote(arbeiten: readonly Note[]): Note | 'noteUngueltig' {
  if (arbeiten.length === 0 || !arbeiten.every(istNote)) return 'noteUngueltig';
  return Math.floor(arbeiten.reduce((a, b) => a + b, 0) / arbeiten.length);
}

/** The module result from the papers and (unless excluded) the oral grade; the papers ride along. */
export function modulbewertungAusArbeiten(
  arbeiten: readonly Note[],
  muendlich: Note | null,
): (Modulbewertung & { arbeiten: readonly Note[] }) | ModulnotenFehler {
  const schriftlich = schriftlicheNote(arbeiten);
  if (schriftlich === 'noteUngueltig') return schriftlich;
  const bewertung = modulbewertung(schriftlich, muendlich);
  return typeof bewertung === 'string' ? bewertung : { ...bewertung, arbeiten: [...arbeiten] };
}

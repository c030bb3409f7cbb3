// The parts of a result checked the one way (decision 0056): recording a result (`ergebnis`) and
// correcting it (`ergebnisBerichtigen`, decision 0032) refuse the same contradictions with the same
// German reasons – grades for the aptitude test, an oral grade without the oral invitation, the rule's
// own refusals, an outcome the grades contradict. The papers (decision 0068) give the written grade:
// their number per module is checked here, and a written grade entered beside them must be theirs.
import { officeCliTexte as o } from '@examensportal/domain/messages-office-cli';
import type { Ergebnis } from '@examensportal/domain/rules/facts';
import { AUFSICHTSARBEITEN, schriftlicheNote } from '@examensportal/domain/rules/aufsichtsarbeiten';
import {
  type ErgebnisNoten,
  modulbewertung,
  type Note,
  noteLesen,
  noteText,
  notenVon,
} from '@examensportal/domain/rules/modulnote';
import type { Modul } from '@examensportal/domain/rules/module';
import { OfficeError } from './context';
import { modulName } from './format';

/**
 * The parts as entered, in hundredths; absent: the one-field entry (passed/failed only). The written
 * grade may be left out when the papers are given (decision 0068).
 */
export type NotenEingabe = {
  schriftlich: Note | null;
  muendlich: Note | null;
  arbeiten?: Note[] | undefined;
};

/** The written grade the entry gives: from the papers (their count per module checked), or as entered. */
function schriftlichAusEingabe(modul: Modul, noten: NotenEingabe): Note | null {
  const arbeiten = noten.arbeiten ?? [];
  if (arbeiten.length === 0) return noten.schriftlich;
  const zahl = AUFSICHTSARBEITEN[modul];
  if (arbeiten.length > zahl) throw new OfficeError(o.arbeitenZuViele(modulName(modul), zahl));
  if (arbeiten.length < zahl) throw new OfficeError(o.arbeitenZuWenige(modulName(modul), zahl));
  const schriftlich = schriftlicheNote(arbeiten);
  if (schriftlich === 'noteUngueltig') throw new OfficeError(o.notenFehler.noteUngueltig);
  if (noten.schriftlich !== null && noten.schriftlich !== schriftlich)
    throw new OfficeError(
      o.schriftlichPasstNichtZuArbeiten(noteText(noten.schriftlich), noteText(schriftlich)),
    );
  return schriftlich;
}

export function notenPruefen(
  /** The module (null: the aptitude test, rated as a whole). */
  pruefung: { modul: Modul | null; muendlichGeladen: boolean; ergebnis: Ergebnis },
  noten: NotenEingabe | undefined,
): ErgebnisNoten | undefined {
  if (!noten) return undefined;
  if (!pruefung.modul) throw new OfficeError(o.notenNurModul);
  const schriftlich = schriftlichAusEingabe(pruefung.modul, noten);
  if (schriftlich === null) return undefined;
  if (noten.muendlich !== null && !pruefung.muendlichGeladen)
    throw new OfficeError(o.muendlicheNoteOhneLadung);
  const bewertung = modulbewertung(schriftlich, noten.muendlich);
  if (typeof bewertung === 'string') throw new OfficeError(o.notenFehler[bewertung]);
  if (bewertung.ergebnis !== pruefung.ergebnis) {
    const note = bewertung.art === 'bewertet' ? noteText(bewertung.modulnote) : o.keineModulnote;
    throw new OfficeError(o.ergebnisPasstNichtZuNoten(o.ergebnisNamen[bewertung.ergebnis], note));
  }
  return notenVon({ ...bewertung, ...(noten.arbeiten?.length ? { arbeiten: noten.arbeiten } : {}) });
}

/** The entered German grades in hundredths; no written grade and no paper: the one-field entry. */
export function notenEingabe(
  schriftlich: string | undefined,
  muendlich: string | undefined,
  arbeiten: readonly (string | undefined)[] = [],
): NotenEingabe | undefined {
  const s = schriftlich ? noteLesen(schriftlich) : null;
  const a = arbeiten.map((t) => (t ? noteLesen(t) : null)).filter((n): n is Note => n !== null);
  if (s === null && a.length === 0) return undefined;
  return {
    schriftlich: s,
    muendlich: muendlich ? noteLesen(muendlich) : null,
    ...(a.length > 0 ? { arbeiten: a } : {}),
  };
}

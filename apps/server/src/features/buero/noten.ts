// The parts of a result checked the one way (decision 0056): recording a result (`ergebnis`) and
// correcting it (`ergebnisBerichtigen`, decision 0032) refuse the same contradictions with the same
// German reasons – grades for the aptitude test, an oral grade without the oral invitation, the rule's
// own refusals, an outcome the grades contradict.
import { officeCliTexte as o } from '@examensportal/domain/messages-office-cli';
import type { Ergebnis } from '@examensportal/domain/rules/facts';
import {
  type ErgebnisNoten,
  modulbewertung,
  type Note,
  noteLesen,
  noteText,
  notenVon,
} from '@examensportal/domain/rules/modulnote';
import { OfficeError } from './context';

/** The parts as entered, in hundredths; absent: the one-field entry (passed/failed only). */
export type NotenEingabe = { schriftlich: Note; muendlich: Note | null };

export function notenPruefen(
  pruefung: { modul: boolean; muendlichGeladen: boolean; ergebnis: Ergebnis },
  noten: NotenEingabe | undefined,
): ErgebnisNoten | undefined {
  if (!noten) return undefined;
  if (!pruefung.modul) throw new OfficeError(o.notenNurModul);
  if (noten.muendlich !== null && !pruefung.muendlichGeladen)
    throw new OfficeError(o.muendlicheNoteOhneLadung);
  const bewertung = modulbewertung(noten.schriftlich, noten.muendlich);
  if (typeof bewertung === 'string') throw new OfficeError(o.notenFehler[bewertung]);
  if (bewertung.ergebnis !== pruefung.ergebnis) {
    const note = bewertung.art === 'bewertet' ? noteText(bewertung.modulnote) : o.keineModulnote;
    throw new OfficeError(o.ergebnisPasstNichtZuNoten(o.ergebnisNamen[bewertung.ergebnis], note));
  }
  return notenVon(bewertung);
}

/** The entered German grades in hundredths; no written grade: the one-field entry (decision 0056). */
export function notenEingabe(
  schriftlich: string | undefined,
  muendlich: string | undefined,
): NotenEingabe | undefined {
  const s = schriftlich ? noteLesen(schriftlich) : null;
  if (s === null) return undefined;
  return { schriftlich: s, muendlich: muendlich ? noteLesen(muendlich) : null };
}

// The office's reason (Begründung) for a decision: required for every rejection (issue 15), optional
// for an acceptance; kept with the decided fact and printed in the letter.
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { BEGRUENDUNG_MAX_ZEICHEN } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { OfficeError } from './context';

/** The trimmed reason, or null when none was given; too long is refused. */
export function begruendungOptional(begruendung: string | undefined | null): string | null {
  const text = begruendung?.trim() ?? '';
  if (text.length > BEGRUENDUNG_MAX_ZEICHEN) throw new OfficeError(bescheide.begruendungZuLang);
  return text === '' ? null : text;
}

/** The reason a rejection needs; `wann` completes the German message ('… warum der Antrag abgelehnt wird'). */
export function begruendungPflicht(begruendung: string | undefined | null, wann: string): string {
  const text = begruendungOptional(begruendung);
  if (text === null) throw new OfficeError(bescheide.begruendungFehlt(wann));
  return text;
}

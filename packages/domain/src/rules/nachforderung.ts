// A Nachforderung (issue 27 point 2, decision 0039): the office asks for documents or information
// with a deadline. Its state is derived, never stored: erledigt once the office closed it, beantwortet
// when every item has an answer, Frist abgelaufen after the deadline's Berlin day, else offen.
import { addDays, berlinDate, type IsoDate } from '../dates';

export const NACHFORDERUNG_STAENDE = ['offen', 'beantwortet', 'abgelaufen', 'erledigt'] as const;
export type NachforderungStand = (typeof NACHFORDERUNG_STAENDE)[number];

/** The default deadline: `tage` (NACHFORDERUNG_FRIST_TAGE) after the Berlin day of the request. */
export const standardFrist = (jetzt: Date, tage: number): IsoDate => addDays(berlinDate(jetzt), tage);

export function nachforderungStand(
  n: { frist: IsoDate; erledigtAm: Date | null; punkte: readonly { beantwortet: boolean }[] },
  heute: IsoDate,
): NachforderungStand {
  if (n.erledigtAm) return 'erledigt';
  if (n.punkte.every((p) => p.beantwortet)) return 'beantwortet';
  return heute > n.frist ? 'abgelaufen' : 'offen';
}

/** An answer received after the deadline's Berlin day is taken and marked late. */
export const verspaetet = (eingegangenAm: Date, frist: IsoDate): boolean => berlinDate(eingegangenAm) > frist;

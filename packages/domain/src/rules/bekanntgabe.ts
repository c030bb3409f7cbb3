// When a decision letter counts as notified (R-111, § 41 (2a) VwVfG; decision 0033, issue 27.4).
// With the candidate's consent a letter is provided for retrieval in the digital file and a notice
// mail goes out; it counts as notified on the Berlin day after the first retrieval by the logged-in
// candidate. Not retrieved by the end of the tenth Berlin day after the notice, the provision ends and
// the office posts it; a posted letter counts as notified `bekanntgabeTage` after the posting day
// (R-91's setting, § 41 (2) VwVfG). Without consent every letter is posted. Pure: the server reads the
// rows, this says what they mean.
import { addDays, berlinDate, type IsoDate } from '../dates';

/** The provision ends when the letter is not retrieved within ten days of the notice (§ 41 (2a) S. 4). */
export const ABRUF_TAGE = 10;

/** What the server records about one letter (table `bereitstellungen`). */
export interface Bereitstellung {
  /** Provided for retrieval and the notice mail queued; null: filed without consent (straight to post). */
  readonly bereitgestelltAm: Date | null;
  /** The first retrieval by the logged-in candidate; a retrieval by office staff is never recorded. */
  readonly abgerufenAm: Date | null;
  /** The consent was revoked after the provision (ends the provision at once, decision 0033). */
  readonly widerrufenAm: Date | null;
  /** The posting day the office recorded (Postversand). */
  readonly versandtAm: IsoDate | null;
}

export type Postversandgrund = 'ohneEinwilligung' | 'nichtAbgerufen' | 'widerrufen';

export type Bekanntgabe =
  /** Provided and not yet retrieved; retrieval counts until the end of `abrufbarBis` (Berlin). */
  | { readonly stand: 'bereitgestellt'; readonly abrufbarBis: IsoDate }
  /** Not notified: the office must post it. */
  | { readonly stand: 'postversand'; readonly grund: Postversandgrund }
  | { readonly stand: 'bekanntgegeben'; readonly am: IsoDate; readonly weg: 'abruf' | 'post' };

/** The last Berlin day on which a retrieval of a letter provided at `bereitgestelltAm` counts. */
export function abrufbarBis(bereitgestelltAm: Date): IsoDate {
  return addDays(berlinDate(bereitgestelltAm), ABRUF_TAGE);
}

/** Where a letter stands at `jetzt` (the portal clock). */
export function bekanntgabe(b: Bereitstellung, jetzt: Date, bekanntgabeTage: number): Bekanntgabe {
  const grund = postversandgrund(b, jetzt);
  if (grund === null) {
    if (b.abgerufenAm)
      return { stand: 'bekanntgegeben', am: addDays(berlinDate(b.abgerufenAm), 1), weg: 'abruf' };
    return { stand: 'bereitgestellt', abrufbarBis: abrufbarBis(b.bereitgestelltAm as Date) };
  }
  if (b.versandtAm)
    return { stand: 'bekanntgegeben', am: addDays(b.versandtAm, bekanntgabeTage), weg: 'post' };
  return { stand: 'postversand', grund };
}

/** Why the letter must be posted, or null while the retrieval is (or was) the way of notification. */
function postversandgrund(b: Bereitstellung, jetzt: Date): Postversandgrund | null {
  if (!b.bereitgestelltAm) return 'ohneEinwilligung';
  const bis = abrufbarBis(b.bereitgestelltAm);
  const { abgerufenAm, widerrufenAm } = b;
  // Only a retrieval within the provision counts: before the consent was revoked, by the tenth day.
  if (abgerufenAm && berlinDate(abgerufenAm) <= bis && (!widerrufenAm || abgerufenAm < widerrufenAm)) {
    return null;
  }
  if (widerrufenAm && berlinDate(widerrufenAm) <= bis) return 'widerrufen';
  return berlinDate(jetzt) > bis ? 'nichtAbgerufen' : null;
}

// Revocation of a decision (Aufhebung: Rücknahme § 48, Widerruf § 49 VwVfG) and the § 42 correction of a
// decision letter (issue 26 point 6, decision 0055). Pure, so table tests hold them.
//
// Which decisions the portal revokes: the favourable ones it makes – the admission, a credit granted, a
// triftiger Grund accepted, a Nachteilsausgleich granted. A favourable decision may be revoked only
// within one year of the day the office learnt the facts that justify it (§ 48 (4) VwVfG; for the
// Widerruf by § 49 (2) sentence 2). The year is counted by § 31 (1) VwVfG with §§ 187 (1), 188 (2), (3)
// BGB: it ends on the day of the next year with the same date (29 February: 28 February). It is not
// moved to the next working day (§ 31 (3) VwVfG): the year limits the office in favour of the candidate,
// and a weekend is no reason to give the office more (decision 0055).
import { daysInMonth, parseIsoDate, toIsoDate, type IsoDate } from '../dates';

/** The decisions that can be revoked, by the content of their letter. */
export const AUFHEBBARE_ENTSCHEIDUNGEN = [
  'zulassung',
  'anrechnung',
  'triftigerGrund',
  'nachteilsausgleich',
] as const;
export type AufhebbareEntscheidung = (typeof AUFHEBBARE_ENTSCHEIDUNGEN)[number];

/** p48: Rücknahme of an unlawful decision; p49: Widerruf of a lawful one. */
export const AUFHEBUNG_VORSCHRIFTEN = ['p48', 'p49'] as const;
export type AufhebungVorschrift = (typeof AUFHEBUNG_VORSCHRIFTEN)[number];

/** The grounds of § 49 (2) sentence 1 Nr. 1–5 VwVfG. */
export const WIDERRUFSGRUENDE = ['1', '2', '3', '4', '5'] as const;
export type Widerrufsgrund = (typeof WIDERRUFSGRUENDE)[number];

/** The part of a letter's content (BescheidInhalt) this rule depends on. */
export interface EntscheidungsBrief {
  art: string;
  entscheidung?: string;
}

/**
 * Whether the letter states a favourable decision (begünstigender Verwaltungsakt): an admission, or a
 * credit, triftiger Grund or Nachteilsausgleich granted. Rejections, invitations, results, requests,
 * corrections and objections' letters are not.
 */
export function istBeguenstigend(brief: EntscheidungsBrief): boolean {
  return aufhebbareEntscheidung(brief) !== null;
}

/** The decision of this letter the portal can revoke, or null (not a favourable decision). */
export function aufhebbareEntscheidung(brief: EntscheidungsBrief | null): AufhebbareEntscheidung | null {
  if (!brief) return null;
  if (brief.art === 'zulassung') return 'zulassung';
  if (
    (brief.art === 'anrechnung' || brief.art === 'triftigerGrund' || brief.art === 'nachteilsausgleich') &&
    brief.entscheidung === 'accepted'
  )
    return brief.art;
  return null;
}

/** The last day on which a favourable decision may still be revoked (§ 48 (4) VwVfG). */
export function aufhebungsfristEnde(kenntnisAm: IsoDate): IsoDate {
  const d = parseIsoDate(kenntnisAm);
  if (!d) throw new RangeError(`Not a calendar day: ${kenntnisAm}`);
  const year = d.year + 1;
  return toIsoDate({ year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) });
}

/**
 * Why a revocation is not possible on `heute` with this day of knowledge, or null when it is. The year
 * does not apply to a decision obtained by deceit, threat or bribery or by statements substantially
 * incorrect or incomplete (`erschlichen`: § 48 (4) sentence 2 with (2) sentence 3 Nr. 1 VwVfG); the day
 * of knowledge is still recorded and may not lie in the future.
 */
export function aufhebungsfristHindernis(
  kenntnisAm: IsoDate,
  heute: IsoDate,
  erschlichen = false,
): 'kenntnisZukunft' | 'fristAbgelaufen' | null {
  if (kenntnisAm > heute) return 'kenntnisZukunft';
  if (!erschlichen && heute > aufhebungsfristEnde(kenntnisAm)) return 'fristAbgelaufen';
  return null;
}

/** The § 42 VwVfG kinds of an obvious error. */
export const FEHLERARTEN = ['schreibfehler', 'rechenfehler', 'offenbar'] as const;
export type Fehlerart = (typeof FEHLERARTEN)[number];

/**
 * The decision letters a § 42 correction of this kind applies to (results have their own, with the
 * corrected fact: decision 0032): admission, rejection, credit, triftiger Grund, Nachteilsausgleich.
 */
export function berichtigungsfaehig(brief: EntscheidungsBrief | null): boolean {
  return (
    brief !== null &&
    ['zulassung', 'ablehnung', 'anrechnung', 'triftigerGrund', 'nachteilsausgleich'].includes(brief.art)
  );
}

/** A timeline with more entries, oldest first; on the same day the entries already there come first. */
export function zeitleisteMit<E extends { readonly datum: IsoDate }>(
  liste: readonly E[],
  dazu: readonly E[],
): E[] {
  return [...liste, ...dazu]
    .map((ereignis, i) => ({ ereignis, i }))
    .sort((a, b) =>
      a.ereignis.datum < b.ereignis.datum ? -1 : a.ereignis.datum > b.ereignis.datum ? 1 : a.i - b.i,
    )
    .map(({ ereignis }) => ereignis);
}

// The remedy of an objection as a fact (issue 26 point 6, decision 0050): which decision an
// „abgeholfen“ objection makes, by the kind of the letter objected to. Pure, so a table test holds it.
// Kinds without a remedy here are refused (German 409): the office rejects the objection or records it
// withdrawn and decides anew on its own.

/** What the release of „abgeholfen“ writes: the admission of the rejected application, or the
 * § 42 correction of a failed result to „bestanden“ (decision 0032's path). */
export type AbhilfeArt = 'zulassung' | 'ergebnisBerichtigung';

/** The part of a letter's content (BescheidInhalt) the remedy depends on. */
export interface AbhilfeBrief {
  art: string;
  ergebnis?: string;
  entscheidung?: string;
}

export function abhilfeFuer(brief: AbhilfeBrief | null): AbhilfeArt | null {
  if (!brief) return null;
  // A rejected application: the objection is remedied by admitting it (R-10 … R-14 checked again).
  if (brief.art === 'ablehnung') return 'zulassung';
  // A failed result (module or aptitude test): remedied by the correction to „bestanden“.
  if (brief.art === 'ergebnis' && brief.ergebnis === 'failed') return 'ergebnisBerichtigung';
  return null;
}

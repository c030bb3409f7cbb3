// The remedy of an objection as a fact (issue 26 point 6, decision 0050): which decision an
// „abgeholfen“ objection makes, by the kind of the letter objected to. Pure, so a table test holds it.
// Kinds without a remedy here are refused (German 409): they are favourable (nothing to remedy) or not
// a decision the office can take back this way (an invitation, a correction, a Widerspruchsbescheid).

/** What the release of „abgeholfen“ writes: the admission of the rejected application, the § 42
 * correction of a failed result to „bestanden“ (decision 0032's path), the acceptance of a rejected
 * triftiger Grund or credit, or a new Nachteilsausgleich with the measures the remedy names
 * (decision 0066). */
export type AbhilfeArt =
  'zulassung' | 'ergebnisBerichtigung' | 'triftigerGrund' | 'anrechnung' | 'nachteilsausgleich';

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
  // A refused compelling reason or credit: remedied by accepting it (the decision's own function).
  if (brief.art === 'triftigerGrund' && brief.entscheidung === 'rejected') return 'triftigerGrund';
  if (brief.art === 'anrechnung' && brief.entscheidung === 'rejected') return 'anrechnung';
  // A Nachteilsausgleich refused or granted in part (a grant can be adverse too: fewer measures than
  // asked for): remedied by a new decision granting the measures the remedy names.
  if (brief.art === 'nachteilsausgleich') return 'nachteilsausgleich';
  return null;
}

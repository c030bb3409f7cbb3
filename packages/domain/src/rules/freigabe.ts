// Who may release a draft (issue 26 point 5, decision 0026): never the drafter – unless the office's
// setting lets staff release a favourable decision they drafted alone –, and an adverse decision
// (a rejection) only a leitung.
import type { Rolle } from '../messages-pruefungsstelle';

interface Freigebender {
  staffId: string;
  rolle: Rolle;
}

export interface FreigabeEntwurf {
  entworfenVon: string;
  /** A rejection of an application, a triftiger Grund or a credit. */
  nachteilig: boolean;
  /** A correction (§ 42 VwVfG, decision 0032): drafted and released by two different leitung members. */
  berichtigung?: boolean;
  /** The outcome of an objection (decision 0038): whichever it is, a leitung other than the drafter releases. */
  widerspruch?: boolean;
  /** A revocation (Rücknahme § 48, Widerruf § 49 VwVfG; decision 0055): as a correction, two leitung. */
  aufhebung?: boolean;
}

/** Why this person may not release this draft, or null when they may. */
export function freigabeHindernis(
  wer: Freigebender,
  entwurf: FreigabeEntwurf,
  guenstigAllein: boolean,
):
  | 'nurLeitung'
  | 'nurLeitungBerichtigung'
  | 'nurLeitungWiderspruch'
  | 'nurLeitungAufhebung'
  | 'eigenerEntwurf'
  | null {
  if (entwurf.aufhebung && wer.rolle !== 'leitung') return 'nurLeitungAufhebung';
  if (entwurf.berichtigung && wer.rolle !== 'leitung') return 'nurLeitungBerichtigung';
  if (entwurf.widerspruch && wer.rolle !== 'leitung') return 'nurLeitungWiderspruch';
  if (entwurf.nachteilig && wer.rolle !== 'leitung') return 'nurLeitung';
  if (
    wer.staffId === entwurf.entworfenVon &&
    (entwurf.nachteilig ||
      entwurf.berichtigung ||
      entwurf.widerspruch ||
      entwurf.aufhebung ||
      !guenstigAllein)
  )
    return 'eigenerEntwurf';
  return null;
}

/**
 * Whether the decision a draft holds is adverse: every 'ablehnen', a rejected objection, a revocation
 * of a favourable decision (Rücknahme, Widerruf; decision 0055).
 */
export const istNachteilig = (eingabe: { entscheidung: string }): boolean =>
  ['ablehnen', 'zurueckgewiesen', 'zuruecknehmen', 'widerrufen'].includes(eingabe.entscheidung);

// The Nachteilsausgleich (issue 26 point 4): the measures the office grants a candidate who asked for
// one (page Kontaktdaten, 'behinderung'), as data and as the sentences letters and pages show.
// The newest decision counts: a later one supersedes an earlier one, nothing is edited.
import { nachteilsausgleich as n } from '../messages-pruefungsstelle-nachteilsausgleich';

/** The extra time for the written papers, in percent of the regular time [I] (decision 0031). */
export const VERLAENGERUNG_MIN_PROZENT = 5;
export const VERLAENGERUNG_MAX_PROZENT = 100;
export const HILFSMITTEL_MAX = 10;
export const HILFSMITTEL_MAX_ZEICHEN = 200;
export const FREITEXT_MAX_ZEICHEN = 2000;

export interface NachteilsausgleichMassnahmen {
  /** Extra time for the written papers, percent; null: none. */
  readonly verlaengerungProzent: number | null;
  /** A separate room for the written papers. */
  readonly eigenerRaum: boolean;
  /** Aids allowed beyond the usual ones. */
  readonly hilfsmittel: readonly string[];
  /** Any other measure, in the office's words. */
  readonly freitext: string | null;
}

/** The measures as the office typed them, normalised: no extra time is null, aids trimmed and empty
 * ones dropped, an empty free text is null (the decision's draft and an objection's remedy alike). */
export function massnahmenNormal(eingabe: {
  verlaengerungProzent?: number | null | undefined;
  eigenerRaum?: boolean | undefined;
  hilfsmittel?: readonly string[] | undefined;
  freitext?: string | undefined;
}): {
  verlaengerungProzent: number | null;
  eigenerRaum: boolean;
  hilfsmittel: string[];
  freitext: string | null;
} {
  const freitext = eingabe.freitext?.trim() ?? '';
  return {
    verlaengerungProzent: eingabe.verlaengerungProzent ?? null,
    eigenerRaum: eingabe.eigenerRaum ?? false,
    hilfsmittel: (eingabe.hilfsmittel ?? []).map((h) => h.trim()).filter((h) => h !== ''),
    freitext: freitext === '' ? null : freitext,
  };
}

/** Whether the measures grant anything at all (a grant without one is refused). */
export const hatMassnahme = (m: NachteilsausgleichMassnahmen): boolean =>
  m.verlaengerungProzent !== null || m.eigenerRaum || m.hilfsmittel.length > 0 || (m.freitext ?? '') !== '';

/** The measures as sentences, in a fixed order: letters, invitations and pages list them. */
export function massnahmenSaetze(m: NachteilsausgleichMassnahmen): string[] {
  return [
    ...(m.verlaengerungProzent !== null ? [n.satzVerlaengerung(m.verlaengerungProzent)] : []),
    ...(m.eigenerRaum ? [n.satzEigenerRaum] : []),
    ...(m.hilfsmittel.length > 0 ? [n.satzHilfsmittel(m.hilfsmittel.join(', '))] : []),
    ...(m.freitext ? [m.freitext] : []),
  ];
}

/**
 * Whether the candidate asked for a Nachteilsausgleich: in the application (its Kontaktdaten) or,
 * since then, through a change of contact data (events 10/16 carry the same 'behinderung').
 */
export const beantragt = (antragPayload: unknown, kontaktdaten: { behinderung?: boolean } | null): boolean =>
  (antragPayload as { kontaktdaten?: { behinderung?: boolean } } | null)?.kontaktdaten?.behinderung ===
    true || kontaktdaten?.behinderung === true;

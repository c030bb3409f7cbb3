// Spec §3 "Event kind numbers": the numeric `art` of the submission envelope per declaration.

export const EREIGNISART = {
  ruecknahme: 2,
  anmeldung: 3,
  abmeldung: 4,
  verschiebung: 5,
  anrechnung: 6,
  /** 7 and 8 are both module withdrawals; the spec does not say how they differ [I]. */
  modulruecktritt: 7,
  modulruecktritt2: 8,
  gesamtruecktritt: 9,
  kontaktdaten: 10,
  ruecknahmeEignung: 13,
  gesamtruecktrittEignung: 14,
  /** Defined by the legacy system, use not shown. */
  unbekannt15: 15,
  kontaktdatenEignung: 16,
} as const;

export type Ereignisart = (typeof EREIGNISART)[keyof typeof EREIGNISART];

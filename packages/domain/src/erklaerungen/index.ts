// The registry of the candidate's declarations (decision 0025): every declaration kind once, by its
// key. The server's handlers and the web's pages are tables over these keys (`satisfies
// Record<ErklaerungKey, …>`), so a kind without a handler or a page fails the type check.
import { abmeldung } from './abmeldung';
import { anmeldung } from './anmeldung';
import { anrechnung } from './anrechnung';
import { eignungAntrag } from './eignungAntrag';
import { eignungRuecknahme } from './eignungRuecknahme';
import { eignungRuecktritt } from './eignungRuecktritt';
import type { Erklaerungsdefinition } from './erklaerung';
import { gesamtruecktritt } from './gesamtruecktritt';
import { kontaktdaten } from './kontaktdaten';
import { kontaktdatenEignung } from './kontaktdatenEignung';
import { modulruecktritt } from './modulruecktritt';
import { ruecknahme } from './ruecknahme';
import { triftigerGrund } from './triftigerGrund';
import { triftigerGrundEignung } from './triftigerGrundEignung';
import { verschiebung } from './verschiebung';
import { zulassungsantrag } from './zulassungsantrag';

export const ERKLAERUNGEN = {
  zulassungsantrag,
  ruecknahme,
  anmeldung,
  abmeldung,
  verschiebung,
  anrechnung,
  modulruecktritt,
  gesamtruecktritt,
  triftigerGrund,
  kontaktdaten,
  eignungAntrag,
  eignungRuecknahme,
  eignungRuecktritt,
  triftigerGrundEignung,
  kontaktdatenEignung,
} as const satisfies { [K in string]: Erklaerungsdefinition<K> };

export type ErklaerungKey = keyof typeof ERKLAERUNGEN;

export const ERKLAERUNG_KEYS = Object.keys(ERKLAERUNGEN) as readonly ErklaerungKey[];

/** Spec §3 also defines event kind 15, "use not shown": no declaration records it. */
export const UNBENUTZTE_EREIGNISART = 15;

/** The numeric `art` of a declaration envelope (spec §3 event kinds). */
export type Ereignisart =
  (typeof ERKLAERUNGEN)[ErklaerungKey]['ereignisarten'][number] | typeof UNBENUTZTE_EREIGNISART;

/** The stored `declarations.vorgang` values. */
export type Vorgang = (typeof ERKLAERUNGEN)[ErklaerungKey]['vorgang'];

/**
 * The withdrawals: the declarations that end registrations, attempts or the application (events 2, 4,
 * 7–9, 13, 14). The back-office's Eingang shows them in its queue 'ruecktritte' until acknowledged;
 * the partial index of migration 0012 lists their stored `vorgang`, which
 * apps/server/test/ruecktritte.test.ts holds to this list.
 */
export const RUECKTRITTE = [
  'abmeldung',
  'modulruecktritt',
  'gesamtruecktritt',
  'eignungRuecktritt',
  'ruecknahme',
  'eignungRuecknahme',
] as const satisfies readonly ErklaerungKey[];

/** The stored `vorgang` of each withdrawal, in the order of RUECKTRITTE. */
export const RUECKTRITT_VORGAENGE = RUECKTRITTE.map((key) => ERKLAERUNGEN[key].vorgang);

/** The declaration a stored `vorgang` names; undefined for a value no kind stores. */
export const erklaerungZuVorgang = (vorgang: string): ErklaerungKey | undefined =>
  ERKLAERUNG_KEYS.find((key) => ERKLAERUNGEN[key].vorgang === vorgang);

/**
 * The `art` and `vorgang` a declarations row records for a kind: its first event kind number unless
 * the flow chose another of its numbers (7 or 8), null for a kind without one.
 */
export function erklaerungsEintrag(
  key: ErklaerungKey,
  ereignisart?: Ereignisart,
): { art: Ereignisart | null; vorgang: Vorgang } {
  const definition = ERKLAERUNGEN[key];
  const erste = (definition.ereignisarten as readonly Ereignisart[])[0];
  return { art: ereignisart ?? erste ?? null, vorgang: definition.vorgang };
}

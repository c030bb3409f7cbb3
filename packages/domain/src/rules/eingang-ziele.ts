// Service levels of the Eingang (issue 28 point 3, decision 0046): a target in days per queue; an item
// older than its queue's target is "über Ziel" and comes first. The operator sets them with
// EINGANG_ZIEL_TAGE as `queue=days,…`; queues not named keep the default below; a queue without a
// default and not named has no target (it waits for someone else: an open Nachforderung, a
// Wiedervorlage whose own date orders it).
import { EINGANG_QUEUES, type EingangQueue } from '../messages-pruefungsstelle-eingang';

export type EingangZiele = Partial<Record<EingangQueue, number>>;

export const EINGANG_ZIEL_STANDARD: EingangZiele = {
  antraege: 14,
  'triftige-gruende': 7,
  anrechnungen: 14,
  ruecktritte: 5,
  dokumente: 5,
  freigabe: 3,
  'nachforderung-beantwortet': 7,
  'frist-abgelaufen': 5,
  widersprueche: 14,
};

const ZIEL_TAGE_MAX = 365;

/**
 * Reads `queue=days,…` over the defaults; the German reason when a part is not a known queue with
 * a whole number of days from 1 to 365.
 */
export function eingangZieleLesen(text: string | undefined): { ziele: EingangZiele } | { fehler: string } {
  const ziele: EingangZiele = { ...EINGANG_ZIEL_STANDARD };
  for (const teil of (text ?? '').split(',')) {
    if (teil.trim() === '') continue;
    const [name = '', tage = '', ...rest] = teil.split('=').map((s) => s.trim());
    const queue = EINGANG_QUEUES.find((q) => q === name);
    const n = /^\d{1,3}$/.test(tage) ? Number(tage) : NaN;
    if (!queue || rest.length > 0 || !(n >= 1 && n <= ZIEL_TAGE_MAX))
      return {
        fehler: `EINGANG_ZIEL_TAGE: „${teil.trim()}“ ist keine Angabe der Form Arbeitsliste=Tage (Arbeitslisten: ${EINGANG_QUEUES.join(', ')}; Tage 1 bis ${ZIEL_TAGE_MAX}).`,
      };
    ziele[queue] = n;
  }
  return { ziele };
}

/** The item is older than its queue's target. */
export const ueberZiel = (alterTage: number, zielTage: number | undefined): boolean =>
  zielTage !== undefined && alterTage > zielTage;

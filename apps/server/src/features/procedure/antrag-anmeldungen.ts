// The module registrations a WP application declares (spec §3 slots), created with the submit so the
// candidate can deregister a declared module before the admission (spec §9, R-40…R-42) and checked
// again by the office's admission: one per module; none for a module the declared shortening drops
// (WPO §§ 8a, 13, 13b); a June slot only where the term has a June sitting for that module [I].
import { entfaellt } from '@examensportal/domain/rules/attempts';
import { leereFakten, type VorzeitigeZulassung } from '@examensportal/domain/rules/facts';
import { gewaehlteSlots, type ModulAuswahl } from '@examensportal/domain/rules/availability';
import type { Modul, ModulSlot } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { vorgezogeneModuleIm, type Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';

export interface Antragsanmeldungen {
  /** The registrations to hold: module and slot (the June slot replaced where the term has none). */
  anmeldungen: { modul: Modul; slot: ModulSlot }[];
  /** Declared modules the shortening drops: no exam, no registration. */
  entfallen: Modul[];
  /** Declared June slots the term has no June sitting for: the regular sitting instead. */
  ohneJuni: Modul[];
}

export function antragsanmeldungen(
  payload: unknown,
  antrag: { vorzeitigeZulassung: VorzeitigeZulassung; entfalleneModule: readonly Modul[] },
  termin: Semester,
  settings: Verfahrenseinstellungen,
): Antragsanmeldungen {
  const leer = leereFakten('WP');
  const facts = { ...leer, antrag: { ...leer.antrag, ...antrag } };
  const juni = vorgezogeneModuleIm(settings, termin);
  const result: Antragsanmeldungen = { anmeldungen: [], entfallen: [], ohneJuni: [] };
  const seen = new Set<Modul>();
  const auswahl = (typeof payload === 'object' && payload !== null ? payload : {}) as ModulAuswahl;
  for (const { slot, modul } of gewaehlteSlots(auswahl)) {
    if (seen.has(modul)) continue;
    seen.add(modul);
    if (entfaellt(facts, modul)) {
      result.entfallen.push(modul);
      continue;
    }
    if (slot !== modul && !juni.includes(modul)) {
      result.ohneJuni.push(modul);
      result.anmeldungen.push({ modul, slot: modul });
    } else {
      result.anmeldungen.push({ modul, slot });
    }
  }
  return result;
}

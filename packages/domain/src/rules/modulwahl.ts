// Which module slots a WP application or a later registration may name (issue 26 point 3): the
// modules the admission path or the declared shortening blocks (R-14: § 9 (7) → WP, § 8a → WR and
// BWL, § 13 → ST, § 13b → BWL and/or WR as declared) and the June sitting only for the modules the
// office set one for in that term. The wizard disables what this blocks, the server refuses it
// with a field error per slot; both read this file.
import { messages } from '../messages';
import type { VorzeitigeZulassung } from './facts';
import { isVorgezogen, MODUL_SLOTS, type Modul, type ModulSlot, perKey, slotModul } from './module';
import { gesperrteModule, type SlotFlags, type Verkuerzung, VERKUERZUNG_LEER } from './selection';

/** Why a module cannot be registered; null when it can. */
export type Sperrgrund = '§ 8a WPO' | '§ 13 WPO' | '§ 13b WPO' | '§ 9 Abs. 7 WPO';

export interface Modulsperren {
  /** Per module, the provision that blocks it; absent when open. */
  readonly blockiert: Readonly<Partial<Record<Modul, Sperrgrund>>>;
  /** Modules with a June sitting in the term; empty in term 1. */
  readonly juni: readonly Modul[];
}

/**
 * The provision that blocks each module: § 9 (7) (vorzeitigeZulassung 7) WP; § 8a (the master,
 * vorzeitigeZulassung 6, or the declared par8a) WR and BWL; § 13 (par131/par132) ST; § 13b BWL
 * (par13b1) and WR (par13b2).
 */
export function sperrgruende(
  vorzeitigeZulassung: VorzeitigeZulassung,
  verkuerzung: Verkuerzung,
): Partial<Record<Modul, Sperrgrund>> {
  const gruende: Partial<Record<Modul, Sperrgrund>> = {};
  if (verkuerzung.par13b1) gruende.bwl = '§ 13b WPO';
  if (verkuerzung.par13b2) gruende.wr = '§ 13b WPO';
  if (verkuerzung.par8a || vorzeitigeZulassung === 6) {
    gruende.wr = '§ 8a WPO';
    gruende.bwl = '§ 8a WPO';
  }
  if (verkuerzung.par131 || verkuerzung.par132) gruende.st = '§ 13 WPO';
  if (gesperrteModule(vorzeitigeZulassung).includes('wp')) gruende.wp = '§ 9 Abs. 7 WPO';
  return gruende;
}

/** Slots that cannot be chosen: blocked modules with their June slot, and June slots the term lacks. */
export function gesperrteWahl(sperren: Modulsperren): SlotFlags {
  return perKey(MODUL_SLOTS, (slot) => {
    const modul = slotModul(slot);
    return sperren.blockiert[modul] !== undefined || (isVorgezogen(slot) && !sperren.juni.includes(modul));
  });
}

/**
 * The German error of every chosen slot the rules refuse, keyed by the slot (the form's field).
 * `termin` is the display 'S/YYYY' the June message names.
 */
export function modulwahlFehler(
  auswahl: Readonly<Partial<Record<string, unknown>>>,
  sperren: Modulsperren,
  termin: string,
): Partial<Record<ModulSlot, string>> {
  const v = messages.validation;
  const fehler: Partial<Record<ModulSlot, string>> = {};
  for (const slot of MODUL_SLOTS) {
    if (auswahl[slot] !== true) continue;
    const modul = slotModul(slot);
    const name = messages.antrag.modulNamen[modul];
    const grund = sperren.blockiert[modul];
    if (grund === '§ 9 Abs. 7 WPO') fehler[slot] = v.modulAusgeschlossen(name, grund);
    else if (grund !== undefined) fehler[slot] = v.modulEntfaellt(name, grund);
    else if (isVorgezogen(slot) && !sperren.juni.includes(modul))
      fehler[slot] = v.keinJuniTermin(name, termin);
  }
  return fehler;
}

/** The declared shortening of a stored application (its payload as sent); unreadable = none. */
export function verkuerzungDesAntrags(payload: unknown): Verkuerzung {
  const v = (payload as { verkuerzung?: Partial<Record<keyof Verkuerzung, unknown>> } | null)?.verkuerzung;
  if (typeof v !== 'object' || v === null) return VERKUERZUNG_LEER;
  return perKey(Object.keys(VERKUERZUNG_LEER) as (keyof Verkuerzung)[], (k) => v[k] === true);
}

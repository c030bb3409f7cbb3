// Spec §4 "Selection rules": what ticking a box does to the rest of a form, as pure functions.
// Each takes the current values and returns new ones; forms pass their whole value object and get
// it back with only the dependent fields changed.
import type { VorzeitigeZulassung } from './facts';
import {
  isVorgezogen,
  MODUL_SLOTS,
  MODULE,
  type Modul,
  type ModulSlot,
  perKey,
  slotModul,
  vorgezogenKey,
} from './module';

// ---------------------------------------------------------------------------------------------
// Module slots (application form page 1, registration in term 2)

export type SlotFlags = Readonly<Record<ModulSlot, boolean>>;

/** Ticking a slot clears the other slot of the same module: June and August never both (spec §4, §5). */
export function waehleSlot<T extends SlotFlags>(auswahl: T, slot: ModulSlot, checked: boolean): T {
  const modul = slotModul(slot);
  const anderer: ModulSlot = isVorgezogen(slot) ? modul : vorgezogenKey(modul);
  return { ...auswahl, [slot]: checked, ...(checked ? { [anderer]: false } : {}) };
}

/** Credit is sent with the WP flag forced to false (spec §4). */
export const anrechnungsauswahl = <T extends { wp?: boolean }>(auswahl: T): T => ({ ...auswahl, wp: false });

// ---------------------------------------------------------------------------------------------
// vorzeitigeZulassung

/** Modules a vorzeitigeZulassung rules out: 7 (§ 9 (7)) → WP, 6 (§ 8a) → WR and BWL (spec §4). */
export function gesperrteModule(vorzeitigeZulassung: VorzeitigeZulassung): readonly Modul[] {
  if (vorzeitigeZulassung === 7) return ['wp'];
  if (vorzeitigeZulassung === 6) return ['wr', 'bwl'];
  return [];
}

/** Disabled slots of the application form: the ruled-out modules with their early variants. */
export function gesperrteSlots(vorzeitigeZulassung: VorzeitigeZulassung): SlotFlags {
  const gesperrt = gesperrteModule(vorzeitigeZulassung);
  return perKey(MODUL_SLOTS, (slot) => gesperrt.includes(slotModul(slot)));
}

/** Ticking a module in the application form; a disabled module stays unticked. */
export function waehleAntragsmodul<T extends SlotFlags & { vorzeitigeZulassung: VorzeitigeZulassung }>(
  zulassung: T,
  slot: ModulSlot,
  checked: boolean,
): T {
  if (checked && gesperrteSlots(zulassung.vorzeitigeZulassung)[slot]) return zulassung;
  return waehleSlot(zulassung, slot, checked);
}

export interface VorzeitigeZulassungFelder extends SlotFlags {
  readonly vorzeitigeZulassung: VorzeitigeZulassung;
  readonly vorbildung: Vorbildung;
  readonly verkuerzung: Verkuerzung;
}

/**
 * Spec §4: changing vorzeitigeZulassung clears all module flags and sets hochschulstudium and
 * par8a – true when the value is 6 (the § 8a master implies both), false otherwise. par8a goes
 * through the shortening rules, so vollPruefung and par13b1/par13b2 are cleared with it.
 */
export function setzeVorzeitigeZulassung<T extends VorzeitigeZulassungFelder>(
  zulassung: T,
  wert: VorzeitigeZulassung,
): T {
  const master = wert === 6;
  return {
    ...zulassung,
    ...perKey(MODUL_SLOTS, () => false),
    vorzeitigeZulassung: wert,
    vorbildung: { ...zulassung.vorbildung, hochschulstudium: master },
    // vollPruefung is the only option that blocks par8a; § 8a overrides it.
    verkuerzung: master
      ? setzeVerkuerzung({ ...zulassung.verkuerzung, vollPruefung: false }, 'par8a', true)
      : setzeVerkuerzung(zulassung.verkuerzung, 'par8a', false),
  };
}

// ---------------------------------------------------------------------------------------------
// bishierigeZulassungen

export interface BisherigeZulassungen {
  /** 0 unset, 1 never admitted, 2 once admitted and failed, 3 twice admitted and failed. */
  readonly art: 0 | 1 | 2 | 3;
  readonly datumNichtBestanden1: string;
  readonly datumNichtBestanden2: string;
}

/** Spec §4: art 1 clears both failure dates, art 2 the second. */
export function setzeBisherigeZulassungenArt<T extends BisherigeZulassungen>(b: T, art: T['art']): T {
  return {
    ...b,
    art,
    ...(art === 1 ? { datumNichtBestanden1: '', datumNichtBestanden2: '' } : {}),
    ...(art === 2 ? { datumNichtBestanden2: '' } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Vorbildung and Tätigkeit

export interface Vorbildung {
  readonly hochschulstudium: boolean;
  readonly zehnjaehrigeTaetigkeit: boolean;
  readonly fuenfjaehrigeBerufserfahrung: boolean;
  /** 0 none, 1 sworn auditor (vBP), 2 tax adviser (StB). */
  readonly fuenfjaehrigeBerufserfahrungArt: 0 | 1 | 2;
}

export type VorbildungOption = 'hochschulstudium' | 'zehnjaehrigeTaetigkeit' | 'fuenfjaehrigeBerufserfahrung';

/**
 * The upload list that proves each option [I]: the degree certificate (zeugnis), the employer's
 * certificate of ten years (agbescheinigung), the vBP/StB certificate (stbescheinigung).
 */
export const VORBILDUNG_UPLOADS = {
  hochschulstudium: 'zeugnis',
  zehnjaehrigeTaetigkeit: 'agbescheinigung',
  fuenfjaehrigeBerufserfahrung: 'stbescheinigung',
} as const satisfies Record<VorbildungOption, string>;

/**
 * Spec §4: unticking an option empties its uploads; unticking the five-year experience also
 * resets its type to 0.
 */
export function setzeVorbildung<V extends Vorbildung, U extends Readonly<Record<string, readonly unknown[]>>>(
  werte: { readonly vorbildung: V; readonly uploads: U },
  option: VorbildungOption,
  checked: boolean,
): { vorbildung: V; uploads: U } {
  const vorbildung: V = {
    ...werte.vorbildung,
    [option]: checked,
    ...(option === 'fuenfjaehrigeBerufserfahrung' && !checked ? { fuenfjaehrigeBerufserfahrungArt: 0 } : {}),
  };
  const uploads: U = checked ? werte.uploads : { ...werte.uploads, [VORBILDUNG_UPLOADS[option]]: [] };
  return { vorbildung, uploads };
}

export interface Taetigkeit {
  /** 0 none, 1 fully proven, 2 § 9 (6) master, 3 six months for early participation. */
  readonly taetigkeit: 0 | 1 | 2 | 3;
  /** 0 none, 1 tax adviser, 2 sworn auditor (15 years). */
  readonly berufserfahrung: 0 | 1 | 2;
}

/** Spec §4: choosing taetigkeit resets berufserfahrung to 0 … */
export const setzeTaetigkeit = <T extends Taetigkeit>(t: T, taetigkeit: T['taetigkeit']): T => ({
  ...t,
  taetigkeit,
  ...(taetigkeit !== 0 ? { berufserfahrung: 0 } : {}),
});

/** … and vice versa. */
export const setzeBerufserfahrung = <T extends Taetigkeit>(
  t: T,
  berufserfahrung: T['berufserfahrung'],
): T => ({
  ...t,
  berufserfahrung,
  ...(berufserfahrung !== 0 ? { taetigkeit: 0 } : {}),
});

// ---------------------------------------------------------------------------------------------
// Shortening (regular exam)

export interface Verkuerzung {
  readonly vollPruefung: boolean;
  readonly par8a: boolean;
  readonly par131: boolean;
  readonly par132: boolean;
  readonly par13b1: boolean;
  readonly par13b2: boolean;
}
export type VerkuerzungOption = keyof Verkuerzung;

export const VERKUERZUNG_LEER: Verkuerzung = {
  vollPruefung: false,
  par8a: false,
  par131: false,
  par132: false,
  par13b1: false,
  par13b2: false,
};
const VERKUERZUNG_OPTIONEN = Object.keys(VERKUERZUNG_LEER) as VerkuerzungOption[];

/**
 * Spec §4: vollPruefung disables all others; par8a disables vollPruefung and the combination
 * par13b1/par13b2; par131 and par132 disable each other.
 */
export function verkuerzungGesperrt(v: Verkuerzung): Record<VerkuerzungOption, boolean> {
  return {
    vollPruefung: v.par8a,
    par8a: v.vollPruefung,
    par131: v.vollPruefung || v.par132,
    par132: v.vollPruefung || v.par131,
    par13b1: v.vollPruefung || v.par8a,
    par13b2: v.vollPruefung || v.par8a,
  };
}

/** Sets an option; a disabled option cannot be ticked, and options the new value disables are cleared. */
export function setzeVerkuerzung<V extends Verkuerzung>(
  v: V,
  option: VerkuerzungOption,
  checked: boolean,
): V {
  if (checked && verkuerzungGesperrt(v)[option]) return v;
  const next: V = { ...v, [option]: checked };
  const gesperrt = verkuerzungGesperrt(next);
  return {
    ...next,
    ...perKey(
      VERKUERZUNG_OPTIONEN.filter((o) => o !== option && gesperrt[o]),
      () => false,
    ),
  };
}

/**
 * The form groups § 13 (par131/par132) and § 13b (par13b1/par13b2) under a parent box [I]:
 * unchecking the parent clears its dependants (spec §4).
 */
export const VERKUERZUNG_GRUPPEN = {
  par13: ['par131', 'par132'],
  par13b: ['par13b1', 'par13b2'],
} as const satisfies Record<string, readonly VerkuerzungOption[]>;

export function setzeVerkuerzungGruppe<V extends Verkuerzung>(
  v: V,
  gruppe: keyof typeof VERKUERZUNG_GRUPPEN,
  checked: boolean,
): V {
  return checked ? v : { ...v, ...perKey(VERKUERZUNG_GRUPPEN[gruppe], () => false) };
}

/** 'Reset' clears all. */
export const verkuerzungZuruecksetzen = <V extends Verkuerzung>(v: V): V => ({ ...v, ...VERKUERZUNG_LEER });

/**
 * Modules that drop out by the declared shortening [I] (domain-rules §1.2): § 8a → BWL and WR,
 * § 13 (par131/par132) → ST, § 13b → BWL (par13b1) and WR (par13b2).
 */
export function entfalleneModule(v: Verkuerzung): Modul[] {
  const weg = new Set<Modul>();
  if (v.par8a) (['bwl', 'wr'] as const).forEach((m) => weg.add(m));
  if (v.par131 || v.par132) weg.add('st');
  if (v.par13b1) weg.add('bwl');
  if (v.par13b2) weg.add('wr');
  return MODULE.filter((m) => weg.has(m));
}

// ---------------------------------------------------------------------------------------------
// Shortening (aptitude test)

export interface VerkuerzungEP {
  readonly verkuerzung1: boolean;
  readonly verkuerzung2: boolean;
  readonly verkuerzung3: boolean;
  readonly verkuerzung4: boolean;
  readonly verkuerzung5: boolean;
}
export type VerkuerzungEPOption = keyof VerkuerzungEP;

export const VERKUERZUNG_EP_LEER: VerkuerzungEP = {
  verkuerzung1: false,
  verkuerzung2: false,
  verkuerzung3: false,
  verkuerzung4: false,
  verkuerzung5: false,
};
const VERKUERZUNG_EP_OPTIONEN = Object.keys(VERKUERZUNG_EP_LEER) as VerkuerzungEPOption[];

/** Spec §4: verkuerzung1 disables the others; 2 and 3 exclude each other; 4 and 5 exclude each other. */
export function verkuerzungEPGesperrt(v: VerkuerzungEP): Record<VerkuerzungEPOption, boolean> {
  return {
    verkuerzung1: false,
    verkuerzung2: v.verkuerzung1 || v.verkuerzung3,
    verkuerzung3: v.verkuerzung1 || v.verkuerzung2,
    verkuerzung4: v.verkuerzung1 || v.verkuerzung5,
    verkuerzung5: v.verkuerzung1 || v.verkuerzung4,
  };
}

export function setzeVerkuerzungEP<V extends VerkuerzungEP>(
  v: V,
  option: VerkuerzungEPOption,
  checked: boolean,
): V {
  if (checked && verkuerzungEPGesperrt(v)[option]) return v;
  const next: V = { ...v, [option]: checked };
  const gesperrt = verkuerzungEPGesperrt(next);
  return {
    ...next,
    ...perKey(
      VERKUERZUNG_EP_OPTIONEN.filter((o) => o !== option && gesperrt[o]),
      () => false,
    ),
  };
}

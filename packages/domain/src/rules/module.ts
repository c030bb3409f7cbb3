// The four modules of the regular exam (domain-rules §1.1) and the keys the spec builds from them.

export const MODULE = ['wp', 'wr', 'bwl', 'st'] as const;
export type Modul = (typeof MODULE)[number];

/** Key of the early (June, 'vorgezogen') sitting of a module in term 2. */
export type VorgezogenKey = `${Modul}Vorgezogen`;
/** A registration slot as the spec names it: the module (normal sitting) or its early variant. */
export type ModulSlot = Modul | VorgezogenKey;

export const vorgezogenKey = (modul: Modul): VorgezogenKey => `${modul}Vorgezogen`;

export const VORGEZOGEN_KEYS: readonly VorgezogenKey[] = MODULE.map(vorgezogenKey);
export const MODUL_SLOTS: readonly ModulSlot[] = [...MODULE, ...VORGEZOGEN_KEYS];

export function slotModul(slot: ModulSlot): Modul {
  return slot.endsWith('Vorgezogen') ? (slot.slice(0, -'Vorgezogen'.length) as Modul) : (slot as Modul);
}

export const isVorgezogen = (slot: ModulSlot): slot is VorgezogenKey => slot.endsWith('Vorgezogen');

/** Written and oral parts for the triftiger-Grund flags: 'wp' (written) and 'wpmuendlich' (oral). */
export type MuendlichKey = `${Modul}muendlich`;
export type PruefungsteilKey = Modul | MuendlichKey;
export const muendlichKey = (modul: Modul): MuendlichKey => `${modul}muendlich`;
export const PRUEFUNGSTEIL_KEYS: readonly PruefungsteilKey[] = [...MODULE, ...MODULE.map(muendlichKey)];

export function pruefungsteil(key: PruefungsteilKey): { modul: Modul; teil: 'schriftlich' | 'muendlich' } {
  return key.endsWith('muendlich')
    ? { modul: key.slice(0, -'muendlich'.length) as Modul, teil: 'muendlich' }
    : { modul: key as Modul, teil: 'schriftlich' };
}

/** Aptitude test parts: written Wirtschaftsrecht, written Steuerrecht, oral exam (domain-rules §1.3 [I]). */
export const EIGNUNG_TEILE = ['awr', 'ast', 'mp'] as const;
export type EignungTeil = (typeof EIGNUNG_TEILE)[number];

/** Written papers per module (WiPrPrüfV § 7): the exam fee is charged per paper. */
export const AUFSICHTSARBEITEN: Readonly<Record<Modul, number>> = { wp: 2, wr: 1, bwl: 2, st: 2 };

/** Builds a record with one entry per key. */
export function perKey<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;
}

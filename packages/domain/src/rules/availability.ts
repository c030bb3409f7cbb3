// Spec §4 "Availability of flows" and "Application flows", §6 document deletion. The state-level
// functions read only the module state of spec §3, so the client and the server decide alike;
// the server adds the facts-level checks (…AusFakten) the state cannot show.
import { addDays, hatDatum, type IsoDate } from '../dates';
import { messages } from '../messages';
import { gesamtversuchVerloren, laufenderEignungVersuch } from './attempts';
import { bekanntgabe } from './bekanntgabe';
import type { Antrag, Verfahrensfakten } from './facts';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  isVorgezogen,
  MODUL_SLOTS,
  MODULE,
  type Modul,
  type ModulSlot,
  PRUEFUNGSTEIL_KEYS,
  type PruefungsteilKey,
  slotModul,
  vorgezogenKey,
} from './module';
import {
  ANRECHENBARE_MODULE,
  deriveModulStateEignung,
  deriveModulStateWP,
  type ModulStateEignung,
  type ModulStateWP,
} from './modulState';
import type { SemesterNummer } from './semester';
import type { Verfahrenseinstellungen } from './settings';
import { offenerTermin } from './terms';

const some = (flags: Readonly<Record<string, boolean>>, keys?: readonly string[]) =>
  (keys ?? Object.keys(flags)).some((key) => flags[key] === true);

// ---------------------------------------------------------------------------------------------
// Whole-exam withdrawal: the day rule

export type GesamtruecktrittTag = 'too early' | 'ok' | 'invalid';

/**
 * Spec §4: compared by day, on or before the first admission date plus N days is 'too early',
 * later is 'ok'; no date (missing, malformed or a placeholder 1900-01-01 / 1899-01-01) is 'invalid'.
 */
export function gesamtruecktrittTag(
  ersteszulassungsdatum: string | null | undefined,
  today: IsoDate,
  fristTage: number,
): GesamtruecktrittTag {
  if (!hatDatum(ersteszulassungsdatum)) return 'invalid';
  return today <= addDays(ersteszulassungsdatum, fristTage) ? 'too early' : 'ok';
}

/**
 * The day the admission counts as notified (R-91, § 41 VwVfG, decision 0033): the real day once it
 * is known – the day after the candidate retrieved the letter, or the posting day + `fristTage` –
 * else the spec's presumption, the admission day + `fristTage` (a letter still provided for
 * retrieval, or waiting for the post). Null without an admission.
 */
export function zulassungBekanntgegebenAm(
  antrag: Pick<Antrag, 'ersteszulassungsdatum' | 'zulassungsbescheid'>,
  today: IsoDate,
  fristTage: number,
): IsoDate | null {
  if (!hatDatum(antrag.ersteszulassungsdatum)) return null;
  if (antrag.zulassungsbescheid) {
    // Noon UTC is the same Berlin day as `today` (the rule reads Berlin calendar days).
    const stand = bekanntgabe(antrag.zulassungsbescheid, new Date(`${today}T12:00:00Z`), fristTage);
    if (stand.stand === 'bekanntgegeben') return stand.am;
  }
  return addDays(antrag.ersteszulassungsdatum, fristTage);
}

/** The first day of the whole-exam withdrawal: the day after the admission was notified. */
export function gesamtruecktrittAb(
  antrag: Pick<Antrag, 'ersteszulassungsdatum' | 'zulassungsbescheid'>,
  today: IsoDate,
  fristTage: number,
): IsoDate | null {
  const am = zulassungBekanntgegebenAm(antrag, today, fristTage);
  return am ? addDays(am, 1) : null;
}

/** The day rule on the facts: the real notification day where the server knows it. */
function gesamtruecktrittTagAusFakten(facts: Verfahrensfakten, today: IsoDate, fristTage: number): boolean {
  const ab = gesamtruecktrittAb(facts.antrag, today, fristTage);
  return ab !== null && today >= ab;
}

// ---------------------------------------------------------------------------------------------
// WP flows from the module state

export interface VerfuegbarkeitWP {
  readonly anmeldung: boolean;
  readonly abmeldung: boolean;
  readonly verschiebung: boolean;
  readonly anrechnung: boolean;
  readonly modulruecktritt: boolean;
  readonly gesamtruecktritt: boolean;
  readonly triftigerGrund: boolean;
  readonly ruecknahme: boolean;
  readonly kontaktdaten: boolean;
}

/** Spec §4: registration in term 1 for a module, in term 2 also for an early variant. */
export function anmeldungVerfuegbar(state: ModulStateWP, terminSemester: SemesterNummer | null): boolean {
  if (state.zwischegespeichert !== 2 || terminSemester === null) return false;
  return some(state.modulanmeldungen, terminSemester === 2 ? MODUL_SLOTS : MODULE);
}

export const abmeldungVerfuegbar = (state: ModulStateWP): boolean =>
  state.zwischegespeichert === 2 && some(state.modulabmeldungen);

export const anrechnungVerfuegbar = (state: ModulStateWP): boolean =>
  state.zwischegespeichert === 2 && some(state.modulanrechnungen);

/** Spec §4: in term 1 only WP or WR (the setting); in term 2 any module or early variant. */
export function verschiebungVerfuegbar(
  state: ModulStateWP,
  terminSemester: SemesterNummer | null,
  settings: Verfahrenseinstellungen,
): boolean {
  if (state.zwischegespeichert !== 2 || terminSemester === null) return false;
  return some(state.modulverschiebungen, terminSemester === 2 ? MODUL_SLOTS : settings.verschiebbarImTermin1);
}

/** Spec §4: "if any invitation date is set". */
export const modulruecktrittVerfuegbar = (state: ModulStateWP): boolean =>
  state.zwischegespeichert === 2 && MODULE.some((m) => state.modulgeladenAm[m] !== null);

export const gesamtruecktrittVerfuegbar = (
  state: { zwischegespeichert: number; ersteszulassungsdatum: string | null },
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): boolean =>
  state.zwischegespeichert === 2 &&
  gesamtruecktrittTag(state.ersteszulassungsdatum, today, settings.bekanntgabeTage) === 'ok';

/**
 * A finished procedure as the module state shows it (modulState.ts, beendetAls): 1 with an admission
 * date – the whole-exam withdrawal was sent or nothing is left to withdraw from. A draft has no date.
 */
export const verfahrenBeendet = (state: {
  zwischegespeichert: number;
  ersteszulassungsdatum: string | null;
}): boolean => state.zwischegespeichert === 1 && hatDatum(state.ersteszulassungsdatum);

/** Spec §4: status submitted (2) and at least one part flagged verhindert. */
export const triftigerGrundVerfuegbar = (state: {
  zwischegespeichert: number;
  modulverhindert: Readonly<Record<string, boolean>>;
}): boolean => state.zwischegespeichert === 2 && some(state.modulverhindert);

/**
 * Spec §4: an application date exists and the application is submitted but not yet admitted
 * (no first admission date, or only a placeholder). R-20: admission not yet effective.
 */
export const ruecknahmeVerfuegbar = (state: {
  zwischegespeichert: number;
  antragsdatum: string | null;
  ersteszulassungsdatum: string | null;
}): boolean =>
  hatDatum(state.antragsdatum) && state.zwischegespeichert === 2 && !hatDatum(state.ersteszulassungsdatum);

/** Spec §4: whenever the state is not 0. */
export const kontaktdatenVerfuegbar = (state: { zwischegespeichert: number }): boolean =>
  state.zwischegespeichert !== 0;

export function verfuegbarkeitWP(
  state: ModulStateWP,
  terminSemester: SemesterNummer | null,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): VerfuegbarkeitWP {
  return {
    anmeldung: anmeldungVerfuegbar(state, terminSemester),
    abmeldung: abmeldungVerfuegbar(state),
    verschiebung: verschiebungVerfuegbar(state, terminSemester, settings),
    anrechnung: anrechnungVerfuegbar(state),
    modulruecktritt: modulruecktrittVerfuegbar(state),
    gesamtruecktritt: gesamtruecktrittVerfuegbar(state, today, settings),
    triftigerGrund: triftigerGrundVerfuegbar(state),
    ruecknahme: ruecknahmeVerfuegbar(state),
    kontaktdaten: kontaktdatenVerfuegbar(state),
  };
}

// ---------------------------------------------------------------------------------------------
// Aptitude test flows

export interface VerfuegbarkeitEignung {
  readonly gesamtruecktritt: boolean;
  readonly triftigerGrund: boolean;
  readonly ruecknahme: boolean;
  readonly kontaktdaten: boolean;
}

/** The WP rules applied to the aptitude test's state (the spec states none of its own) [I]. */
export function verfuegbarkeitEignung(
  state: ModulStateEignung,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): VerfuegbarkeitEignung {
  return {
    gesamtruecktritt: gesamtruecktrittVerfuegbar(state, today, settings),
    triftigerGrund: triftigerGrundVerfuegbar(state),
    ruecknahme: ruecknahmeVerfuegbar(state),
    kontaktdaten: kontaktdatenVerfuegbar(state),
  };
}

// ---------------------------------------------------------------------------------------------
// Server: from the facts

/**
 * What the server allows: the state-level rules for the open term of `today`, plus what the state
 * cannot show – no whole-exam withdrawal once the overall attempt is lost, no withdrawal of
 * an application that is not merely submitted.
 */
export function verfuegbarkeitWPAusFakten(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): VerfuegbarkeitWP {
  const state = deriveModulStateWP(facts, today, settings);
  const basis = verfuegbarkeitWP(state, offenerTermin(today, settings).semester, today, settings);
  return {
    ...basis,
    gesamtruecktritt:
      state.zwischegespeichert === 2 &&
      gesamtruecktrittTagAusFakten(facts, today, settings.bekanntgabeTage) &&
      !gesamtversuchVerloren(facts, settings),
    ruecknahme: basis.ruecknahme && facts.antrag.status === 'submitted',
  };
}

export function verfuegbarkeitEignungAusFakten(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): VerfuegbarkeitEignung {
  const state = deriveModulStateEignung(facts);
  const basis = verfuegbarkeitEignung(state, today, settings);
  return {
    ...basis,
    // § 32: the withdrawal ends the running attempt; without one there is nothing to withdraw from.
    gesamtruecktritt:
      state.zwischegespeichert === 2 &&
      gesamtruecktrittTagAusFakten(facts, today, settings.bekanntgabeTage) &&
      laufenderEignungVersuch(facts) !== null,
    ruecknahme: basis.ruecknahme && facts.antrag.status === 'submitted',
  };
}

// ---------------------------------------------------------------------------------------------
// Selections sent with a declaration (server re-check; the client disables the same boxes)

export type ModulAuswahl = Readonly<Partial<Record<ModulSlot, boolean>>>;

export type Modulflow = 'anmeldung' | 'abmeldung' | 'verschiebung' | 'anrechnung' | 'modulruecktritt';

const gewaehlt = (auswahl: Readonly<Partial<Record<string, boolean>>>, keys: readonly string[]) =>
  keys.filter((key) => auswahl[key] === true);

/** The slots whose checkbox the state enables for a flow (module withdrawal: the invited modules). */
function erlaubteSlots(flow: Modulflow, state: ModulStateWP): string[] {
  const an = (flags: Readonly<Record<string, boolean>>) => Object.keys(flags).filter((key) => flags[key]);
  switch (flow) {
    case 'anmeldung':
      return an(state.modulanmeldungen);
    case 'verschiebung':
      return an(state.modulverschiebungen);
    case 'abmeldung':
      return an(state.modulabmeldungen);
    case 'anrechnung':
      return an(state.modulanrechnungen);
    case 'modulruecktritt':
      return MODULE.filter((m) => state.modulgeladenAm[m] !== null);
  }
}

const SLOTS_JE_FLOW: Readonly<Record<Modulflow, readonly string[]>> = {
  anmeldung: MODUL_SLOTS,
  verschiebung: MODUL_SLOTS,
  abmeldung: MODULE,
  anrechnung: ANRECHENBARE_MODULE,
  modulruecktritt: MODULE,
};

/**
 * The German message for a selection the state does not allow, or null when it is fine:
 * nothing chosen (spec §5), early and normal slot of one module together (spec §5), or a
 * module whose checkbox would be disabled. Credit never includes WP (spec §4: sent as false).
 */
export function checkModulauswahl(
  flow: Modulflow,
  auswahl: ModulAuswahl,
  state: ModulStateWP,
): string | null {
  // A slot the flow does not have (an early deregistration, credit for WP) is never offered.
  const fremd = gewaehlt(auswahl, MODUL_SLOTS).filter((slot) => !SLOTS_JE_FLOW[flow].includes(slot));
  if (fremd.length > 0) return messages.generic.nichtAnwendbar;
  const slots = gewaehlt(auswahl, SLOTS_JE_FLOW[flow]);
  if (slots.length === 0) return messages.validation.keineModulpruefung;
  if (flow === 'anmeldung' || flow === 'verschiebung') {
    const doppelt = MODULE.some((m) => auswahl[m] === true && auswahl[vorgezogenKey(m)] === true);
    if (doppelt) return messages.validation.zweiModuleGleicherArt;
  }
  const erlaubt = erlaubteSlots(flow, state);
  return slots.every((slot) => erlaubt.includes(slot)) ? null : messages.generic.nichtAnwendbar;
}

/** Triftiger Grund: at least one flagged part, and a proof document (spec §5). */
export function checkVerhindertAuswahl(
  auswahl: Readonly<Partial<Record<PruefungsteilKey | EignungTeil, boolean>>>,
  modulverhindert: Readonly<Partial<Record<PruefungsteilKey | EignungTeil, boolean>>>,
  nachweise: number,
): string | null {
  const teile = gewaehlt(auswahl, [...PRUEFUNGSTEIL_KEYS, ...EIGNUNG_TEILE]);
  if (teile.length === 0) return messages.validation.mindestensEinModul;
  if (teile.some((teil) => modulverhindert[teil as PruefungsteilKey | EignungTeil] !== true)) {
    return messages.generic.nichtAnwendbar;
  }
  if (nachweise < 1) return messages.validation.mindestensEinNachweis;
  return null;
}

/** The slots of a selection, each with its module – for envelopes and fee calculations. */
export const gewaehlteSlots = (
  auswahl: ModulAuswahl,
): { slot: ModulSlot; modul: Modul; vorgezogen: boolean }[] =>
  MODUL_SLOTS.filter((slot) => auswahl[slot] === true).map((slot) => ({
    slot,
    modul: slotModul(slot),
    vorgezogen: isVorgezogen(slot),
  }));

// ---------------------------------------------------------------------------------------------
// Digital file (spec §6, R-112)

export interface LoeschbaresDokument {
  readonly originalFileName: string;
  readonly category: string;
}

/**
 * Spec §6: deletable only when module data is not loaded and the file name does not contain both
 * 'zusammenfassung' and 'triftigergrund' (generated receipts). R-112 [I]: only the candidate's own
 * incoming uploads (category AKTENEINGANG) – everything else is part of the file the office keeps.
 */
export function dokumentLoeschbar(dokument: LoeschbaresDokument, modulDatenGeladen: boolean): boolean {
  const name = dokument.originalFileName.toLowerCase();
  const quittung = name.includes('zusammenfassung') && name.includes('triftigergrund');
  return !modulDatenGeladen && !quittung && dokument.category === 'AKTENEINGANG';
}

// Spec §3 "Module state from server", derived from the facts for a given (Berlin) day. The shape
// is exactly the spec's; the rules behind each flag are those of domain-rules §2.4–§2.10.
import { hatDatum, type IsoDate } from '../dates';
import {
  effektiverTermin,
  effektivVorgezogen,
  gesamtversuchVerloren,
  istGeladen,
  istZugelassen,
  laufenderEignungVersuch,
  letzteLadung,
  type ModulAkte,
  modulAkten,
  pruefungBestanden,
  fristAbgelaufen,
  sechsJahresFrist,
  teilVerhinderbar,
} from './attempts';
import type { AntragStatus, EignungVersuch, Kontaktdaten, Verfahrensfakten } from './facts';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  MODULE,
  type Modul,
  type ModulSlot,
  MODUL_SLOTS,
  perKey,
  pruefungsteil,
  PRUEFUNGSTEIL_KEYS,
  type PruefungsteilKey,
  vorgezogenKey,
} from './module';
import { addHalfYears, compareSemester, parseSemester, sameSemester } from './semester';
import { type Verfahrenseinstellungen, vorgezogeneModuleIm } from './settings';
import { anmeldeschluss, offenerTermin } from './terms';

/** 0 no application, 1 interim-saved draft, 2 complete (submitted or admitted). */
export type Zwischengespeichert = 0 | 1 | 2;

export type AnrechenbaresModul = 'wr' | 'bwl' | 'st';

export interface ModulStateWP {
  readonly zwischegespeichert: Zwischengespeichert;
  readonly kontaktdaten: Kontaktdaten | null;
  readonly modulabmeldungen: Readonly<Record<Modul, boolean>>;
  readonly modulanmeldungen: Readonly<Record<ModulSlot, boolean>>;
  readonly modulanrechnungen: Readonly<Record<AnrechenbaresModul, boolean>>;
  readonly modulverschiebungen: Readonly<Record<ModulSlot, boolean>>;
  /** Latest invitation of the running registration, 'YYYY-MM-DD', or null. */
  readonly modulgeladenAm: Readonly<Record<Modul, IsoDate | null>>;
  readonly modulverhindert: Readonly<Record<PruefungsteilKey, boolean>>;
  readonly antragsdatum: IsoDate | null;
  readonly ersteszulassungsdatum: IsoDate | null;
}

export interface ModulStateEignung {
  readonly zwischegespeichert: Zwischengespeichert;
  readonly kontaktdaten: Kontaktdaten | null;
  readonly modulverhindert: Readonly<Record<EignungTeil, boolean>>;
  readonly antragsdatum: IsoDate | null;
  readonly ersteszulassungsdatum: IsoDate | null;
}

export const ANRECHENBARE_MODULE: readonly AnrechenbaresModul[] = ['wr', 'bwl', 'st'];

/**
 * Spec: "0 nothing saved, 1 partly, 2 complete"; every module flow needs 2. A complete
 * application is a submitted one – a draft, however far filled in, is 1. A closed application
 * (rejected, withdrawn) leaves no module flow to act on, but it exists: R-95 keeps the contact data
 * (the IBAN for the refund) changeable after a Rücknahme, and the spec opens that flow for any state
 * but 0 – so 1 (decision 0008). No admission date tells it from a finished procedure.
 */
export function zwischengespeichertAus(status: AntragStatus): Zwischengespeichert {
  switch (status) {
    case 'draft':
    case 'rejected':
    case 'withdrawn':
      return 1;
    case 'submitted':
    case 'admitted':
      return 2;
    case 'none':
      return 0;
  }
}

/** Placeholder and malformed dates become null on the way out. */
const datumOderNull = (value: IsoDate | null): IsoDate | null => (hatDatum(value) ? value : null);

const alle = <K extends string>(keys: readonly K[], value = false) => perKey(keys, () => value);

/** Spec §1: procedures that began before term 1/2023 (the setting) register further modules on paper. */
export function istPapierverfahren(facts: Verfahrensfakten, settings: Verfahrenseinstellungen): boolean {
  const beantragt = facts.antrag.zulassungsblock ? parseSemester(facts.antrag.zulassungsblock) : null;
  const ab = parseSemester(settings.onlineVerfahrenAbTermin);
  return beantragt !== null && ab !== null && compareSemester(beantragt, ab) < 0;
}

/**
 * The module state has no field for "the procedure is over" (spec §3), yet the whole-exam withdrawal
 * depends only on `zwischegespeichert` and the first admission date (spec §4). Once nothing is left
 * to withdraw from – WP: the overall attempt is lost (event 9 sent, or a module finally failed,
 * R-90), or the admitted candidate has passed every module (§ 18 (3)); EIGNUNG: admitted and no
 * attempt running (event 14 sent, or the attempt decided) – the
 * state says 1 instead of 2: the closest value the spec has. Every wizard needs 2, so the withdrawal
 * reads 'nicht anwendbar' on the client exactly as the server refuses it, while the contact change
 * (any state but 0) stays open for refunds and letters. The admission date stays, so a page can tell
 * this case (1 with an admission date) from a draft (1 without one). See docs/architecture.md.
 */
const beendetAls = (zwischegespeichert: Zwischengespeichert, beendet: boolean): Zwischengespeichert =>
  zwischegespeichert === 2 && beendet ? 1 : zwischegespeichert;

/** EIGNUNG: admitted, and no attempt running any more (see {@link beendetAls}). */
export const eignungBeendet = (facts: Verfahrensfakten): boolean =>
  facts.antrag.status === 'admitted' && laufenderEignungVersuch(facts) === null;

export function deriveModulStateWP(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): ModulStateWP {
  const akten = modulAkten(facts, settings);
  const zwischegespeichert = beendetAls(
    zwischengespeichertAus(facts.antrag.status),
    gesamtversuchVerloren(facts, settings, akten) ||
      (facts.antrag.status === 'admitted' &&
        (pruefungBestanden(facts, settings, akten) || fristAbgelaufen(facts, today, settings, akten))),
  );
  const base = {
    zwischegespeichert,
    kontaktdaten: facts.kontaktdaten,
    antragsdatum: datumOderNull(facts.antrag.antragsdatum),
    ersteszulassungsdatum: datumOderNull(facts.antrag.ersteszulassungsdatum),
  };
  // Every module flow needs a complete application and a live overall attempt.
  if (zwischegespeichert !== 2) {
    return {
      ...base,
      modulabmeldungen: alle(MODULE),
      modulanmeldungen: alle(MODUL_SLOTS),
      modulanrechnungen: alle(ANRECHENBARE_MODULE),
      modulverschiebungen: alle(MODUL_SLOTS),
      modulgeladenAm: perKey(MODULE, () => null),
      modulverhindert: alle(PRUEFUNGSTEIL_KEYS),
    };
  }

  const termin = offenerTermin(today, settings);
  const vorgezogen = vorgezogeneModuleIm(settings, termin);
  const frist = sechsJahresFrist(facts, settings);
  const zugelassen = istZugelassen(facts);

  // not already registered for the open term (a June and an August sitting never both).
  const schonFuerTermin = (modul: Modul): boolean =>
    facts.module[modul].anmeldungen.some((a) => {
      const fuer = a.abgemeldetAm === null ? effektiverTermin(a) : null;
      return fuer !== null && sameSemester(fuer, termin);
    });

  // admitted, online procedure, within six years, module still open.
  const anmeldbar = (akte: ModulAkte): boolean =>
    zugelassen &&
    !schonFuerTermin(akte.modul) &&
    !istPapierverfahren(facts, settings) &&
    frist !== null &&
    today <= frist &&
    akte.status === 'offen' &&
    !(settings.anrechnungOffenSperrtAnmeldung && akte.anrechnungOffen) &&
    // § 9 (7) partial admission excludes WP.
    !(akte.modul === 'wp' && facts.antrag.vorzeitigeZulassung === 7);

  // only before the invitation.
  const abmeldbar = (akte: ModulAkte): boolean =>
    akte.laufendeAnmeldung !== null && !istGeladen(akte.laufendeAnmeldung);

  // R-50 / spec §4: a registration for the open term [I], before its invitation, once, by one
  // term; in term 1 only some modules; the new term must still be one the six-year rule allows.
  const verschiebbar = (akte: ModulAkte): boolean => {
    const anmeldung = akte.laufendeAnmeldung;
    if (!anmeldung || istGeladen(anmeldung) || anmeldung.verschiebung !== null) return false;
    const fuer = effektiverTermin(anmeldung);
    if (!fuer || !sameSemester(fuer, termin)) return false;
    if (termin.semester === 1 && !settings.verschiebbarImTermin1.includes(akte.modul)) return false;
    return frist === null || anmeldeschluss(addHalfYears(termin, 1), settings) <= frist;
  };

  // admitted, creditable, not passed/credited/finally failed, no request pending.
  const anrechenbar = (akte: ModulAkte): boolean =>
    zugelassen &&
    settings.anrechenbareModule.includes(akte.modul) &&
    (akte.status === 'offen' || akte.status === 'laufend') &&
    !akte.anrechnungOffen;

  const modulanmeldungen = perKey(MODUL_SLOTS, () => false);
  const modulverschiebungen = perKey(MODUL_SLOTS, () => false);
  for (const modul of MODULE) {
    const akte = akten[modul];
    if (anmeldbar(akte)) {
      modulanmeldungen[modul] = true;
      if (vorgezogen.includes(modul)) modulanmeldungen[vorgezogenKey(modul)] = true;
    }
    if (akte.laufendeAnmeldung && verschiebbar(akte)) {
      const slot = effektivVorgezogen(akte.laufendeAnmeldung) ? vorgezogenKey(modul) : modul;
      modulverschiebungen[slot] = true;
    }
  }

  const laufend = (modul: Modul) => akten[modul].laufendeAnmeldung;
  return {
    ...base,
    modulabmeldungen: perKey(MODULE, (m) => abmeldbar(akten[m])),
    modulanmeldungen,
    modulanrechnungen: perKey(ANRECHENBARE_MODULE, (m) => anrechenbar(akten[m])),
    modulverschiebungen,
    modulgeladenAm: perKey(MODULE, (m) => {
      const anmeldung = laufend(m);
      return anmeldung ? letzteLadung(anmeldung) : null;
    }),
    modulverhindert: perKey(PRUEFUNGSTEIL_KEYS, (key) => {
      const { modul, teil } = pruefungsteil(key);
      const anmeldung = laufend(modul);
      return anmeldung !== null && teilVerhinderbar(anmeldung, teil);
    }),
  };
}

/** The oral exam (mp) comes after the papers: a written part is done once mp is invited. */
function eignungTeilVerhinderbar(versuch: EignungVersuch, teil: EignungTeil): boolean {
  const ladung = versuch.geladenAm[teil];
  if (ladung === null || (teil !== 'mp' && versuch.geladenAm.mp !== null)) return false;
  return !versuch.triftigeGruende.some((fall) => fall.teil === teil && fall.ladungVom === ladung);
}

export function deriveModulStateEignung(facts: Verfahrensfakten): ModulStateEignung {
  const zwischegespeichert = beendetAls(zwischengespeichertAus(facts.antrag.status), eignungBeendet(facts));
  const versuch = zwischegespeichert === 2 ? laufenderEignungVersuch(facts) : null;
  return {
    zwischegespeichert,
    kontaktdaten: facts.kontaktdaten,
    modulverhindert: perKey(
      EIGNUNG_TEILE,
      (teil) => versuch !== null && eignungTeilVerhinderbar(versuch, teil),
    ),
    antragsdatum: datumOderNull(facts.antrag.antragsdatum),
    ersteszulassungsdatum: datumOderNull(facts.antrag.ersteszulassungsdatum),
  };
}

export type ModulState = ModulStateWP | ModulStateEignung;

/** The module state of spec §3 for the candidate's kind (GET /api/zulassung/modul or /api/eignung/modul). */
export function deriveModulState(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): ModulState {
  return facts.art === 'WP' ? deriveModulStateWP(facts, today, settings) : deriveModulStateEignung(facts);
}

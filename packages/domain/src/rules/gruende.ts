// Why a flow or an option is not available (issue 16 point 2): one German sentence per flow the
// candidate cannot use now, and per disabled module checkbox. The availability itself stays where it
// is (availability.ts, modulState.ts); these functions only explain it, so a reason exists exactly
// when the flow or the option is closed – the tests check that against the availability rules.
import type { IsoDate } from '../dates';
import { formatDatum } from '../format';
import { verfahrensstand as vs } from '../messages-verfahrensstand';
import {
  effektiverTermin,
  effektivVorgezogen,
  fristAbgelaufen,
  gesamtversuchVerloren,
  istGeladen,
  istZugelassen,
  laufenderEignungVersuch,
  letzteLadung,
  type ModulAkte,
  modulAkten,
  pruefungBestanden,
  sechsJahresFrist,
} from './attempts';
import {
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
  type VerfuegbarkeitEignung,
  type VerfuegbarkeitWP,
  gesamtruecktrittAb,
} from './availability';
import type { Verfahrensfakten } from './facts';
import { laufbahn } from './laufbahn';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  isVorgezogen,
  type Modul,
  MODUL_SLOTS,
  type ModulSlot,
  pruefungsteil,
  PRUEFUNGSTEIL_KEYS,
  type PruefungsteilKey,
  slotModul,
} from './module';
import {
  ANRECHENBARE_MODULE,
  deriveModulStateEignung,
  deriveModulStateWP,
  istPapierverfahren,
  type ModulStateWP,
} from './modulState';
import { addHalfYears, sameSemester } from './semester';
import { type Verfahrenseinstellungen, vorgezogeneModuleIm } from './settings';
import { anmeldeschluss, offenerTermin } from './terms';

const g = vs.grund;
const o = vs.option;

export const FLOWS_WP = [
  'zulassungsantrag',
  'anmeldung',
  'abmeldung',
  'verschiebung',
  'anrechnung',
  'modulruecktritt',
  'triftigerGrund',
  'gesamtruecktritt',
  'ruecknahme',
  'kontaktdaten',
] as const;
export const FLOWS_EIGNUNG = [
  'zulassungsantrag',
  'triftigerGrund',
  'gesamtruecktritt',
  'ruecknahme',
  'kontaktdaten',
] as const;
export type Flow = (typeof FLOWS_WP)[number];

/** The module flows whose options (checkboxes) can each be closed for a reason. */
export const OPTIONSFLOWS = [
  'anmeldung',
  'abmeldung',
  'verschiebung',
  'anrechnung',
  'modulruecktritt',
] as const;
export type Optionsflow = (typeof OPTIONSFLOWS)[number];

/** Reason per disabled slot; a slot that is open has no entry. */
export type Optionsgruende = Readonly<Record<Optionsflow, Readonly<Partial<Record<ModulSlot, string>>>>>;

/** Whether the application wizard may be started or continued now (as GET /api/zulassung answers). */
export function antragMoeglich(facts: Verfahrensfakten, today: IsoDate, settings: Verfahrenseinstellungen) {
  const stand = laufbahn(facts, today, settings);
  return stand.neuerAntrag !== null && stand.moeglichAb === null;
}

/** Why no application can be started or continued now; null when it can. */
export function antragsgrund(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): string | null {
  const stand = laufbahn(facts, today, settings);
  if (stand.neuerAntrag !== null && stand.moeglichAb === null) return null;
  if (stand.moeglichAb && stand.neuerAntrag?.abTermin) {
    return g.fensterOeffnet(stand.neuerAntrag.abTermin.display, formatDatum(stand.moeglichAb));
  }
  switch (stand.stand) {
    case 'eingereicht':
      return g.antragEingereicht;
    case 'versuchLaeuft':
      return g.versuchLaeuft;
    case 'bestanden':
      return g.bestanden;
    case 'keineVersucheMehr':
      return g.keineVersucheMehr;
    default:
      return g.sonst;
  }
}

/**
 * Why nothing can be done in a flow that needs an admitted, running procedure: the application's
 * state first (none, draft, undecided, closed), then the end of the procedure. Null when the
 * procedure runs – the flow's own reason decides then.
 */
function verfahrensgrund(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): string | null {
  switch (facts.antrag.status) {
    case 'none':
      return g.keinAntrag;
    case 'draft':
      return g.entwurf;
    case 'submitted':
      return g.inPruefung;
    case 'rejected':
      return g.abgelehnt;
    case 'withdrawn':
      return g.zurueckgenommen;
    case 'admitted':
      break;
  }
  if (facts.art === 'WP') {
    const akten = modulAkten(facts, settings);
    if (pruefungBestanden(facts, settings, akten)) return g.bestanden;
    if (gesamtversuchVerloren(facts, settings, akten)) return g.gesamtversuchBeendet;
    if (fristAbgelaufen(facts, today, settings, akten)) {
      return g.fristAbgelaufen(formatDatum(sechsJahresFrist(facts, settings)));
    }
    return null;
  }
  if (facts.eignungVersuche.some((v) => v.ergebnis === 'passed')) return g.bestanden;
  // Admitted without an attempt on record yet counts as running (laufbahn.ts); a used one ends it.
  return laufenderEignungVersuch(facts) === null && facts.eignungVersuche.length > 0
    ? g.gesamtversuchBeendet
    : null;
}

/** Why the whole-exam withdrawal is closed for an admitted candidate: too early, or nothing to leave. */
function gesamtruecktrittGrund(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): string {
  const ab = gesamtruecktrittAb(facts.antrag, today, settings.bekanntgabeTage);
  if (ab) return g.gesamtruecktrittAb(formatDatum(ab));
  return g.sonst;
}

/** Why the Rücknahme is closed: it needs a submitted, undecided application. */
function ruecknahmeGrund(facts: Verfahrensfakten): string {
  switch (facts.antrag.status) {
    case 'admitted':
      return g.ruecknahmeNachZulassung;
    case 'withdrawn':
      return g.ruecknahmeSchonZurueck;
    case 'rejected':
      return g.ruecknahmeAbgelehnt;
    default:
      return g.ruecknahmeOhneAntrag;
  }
}

/** One reason per flow that is closed (null for an open one), WP. */
export function flowGruendeWP(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
  verfuegbar: VerfuegbarkeitWP = verfuegbarkeitWPAusFakten(facts, today, settings),
): Record<Flow, string | null> {
  const termin = offenerTermin(today, settings);
  const verfahren = verfahrensgrund(facts, today, settings);
  const laufend = (grund: string) => verfahren ?? grund;
  // Deregistration and postponement work before the admission as well (decision 0008, spec §9):
  // while the application is undecided their own reason counts.
  const auchVorZulassung = (grund: string) => (facts.antrag.status === 'submitted' ? grund : laufend(grund));
  const grund = (flow: keyof VerfuegbarkeitWP, sonst: () => string): string | null =>
    verfuegbar[flow] ? null : sonst();
  const frist = sechsJahresFrist(facts, settings);
  return {
    zulassungsantrag: antragsgrund(facts, today, settings),
    anmeldung: grund('anmeldung', () =>
      laufend(
        istPapierverfahren(facts, settings)
          ? g.papierverfahren
          : frist !== null && today > frist
            ? g.fristAbgelaufen(formatDatum(frist))
            : g.keineAnmeldbar,
      ),
    ),
    abmeldung: grund('abmeldung', () => auchVorZulassung(g.keineAbmeldbar)),
    verschiebung: grund('verschiebung', () => auchVorZulassung(g.keineVerschiebbar(termin.display))),
    anrechnung: grund('anrechnung', () => laufend(g.keineAnrechenbar)),
    modulruecktritt: grund('modulruecktritt', () => laufend(g.nichtGeladen)),
    triftigerGrund: grund('triftigerGrund', () => laufend(g.keinTeilVerhinderbar)),
    gesamtruecktritt: grund('gesamtruecktritt', () => laufend(gesamtruecktrittGrund(facts, today, settings))),
    ruecknahme: grund('ruecknahme', () => ruecknahmeGrund(facts)),
    kontaktdaten: grund('kontaktdaten', () => g.kontaktdatenOhneAntrag),
  };
}

/** One reason per flow that is closed (null for an open one), aptitude test. */
export function flowGruendeEignung(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
  verfuegbar: VerfuegbarkeitEignung = verfuegbarkeitEignungAusFakten(facts, today, settings),
): Record<(typeof FLOWS_EIGNUNG)[number], string | null> {
  const verfahren = verfahrensgrund(facts, today, settings);
  const grund = (flow: keyof VerfuegbarkeitEignung, sonst: () => string): string | null =>
    verfuegbar[flow] ? null : sonst();
  return {
    zulassungsantrag: antragsgrund(facts, today, settings),
    triftigerGrund: grund('triftigerGrund', () => verfahren ?? g.keinTeilVerhinderbar),
    gesamtruecktritt: grund(
      'gesamtruecktritt',
      () =>
        verfahren ??
        (laufenderEignungVersuch(facts)
          ? gesamtruecktrittGrund(facts, today, settings)
          : g.eignungKeinVersuch),
    ),
    ruecknahme: grund('ruecknahme', () => ruecknahmeGrund(facts)),
    kontaktdaten: grund('kontaktdaten', () => g.kontaktdatenOhneAntrag),
  };
}

// ---------------------------------------------------------------------------------------------
// Options: one reason per disabled module checkbox

/** What ends a module for every flow: passed, credited, no attempt left. */
function modulEndeGrund(akte: ModulAkte, settings: Verfahrenseinstellungen): string | null {
  switch (akte.status) {
    case 'bestanden':
      return o.bestanden;
    case 'angerechnet':
      return o.angerechnet;
    case 'endgueltigNichtBestanden':
      return o.keinVersuch(settings.versucheProModul);
    default:
      return null;
  }
}

const MODUL_KURZ: Readonly<Record<Modul, string>> = { wp: 'WP', wr: 'WR', bwl: 'BWL', st: 'ST' };

/** Reasons for the disabled options of the module flows; empty while the procedure does not run. */
export function optionsGruende(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
  state: ModulStateWP = deriveModulStateWP(facts, today, settings),
): Optionsgruende {
  const leer: Optionsgruende = {
    anmeldung: {},
    abmeldung: {},
    verschiebung: {},
    anrechnung: {},
    modulruecktritt: {},
  };
  if (state.zwischegespeichert !== 2 || facts.art !== 'WP') return leer;
  const akten = modulAkten(facts, settings);
  const termin = offenerTermin(today, settings);
  const frist = sechsJahresFrist(facts, settings);
  const juni = vorgezogeneModuleIm(settings, termin);

  const zugelassen = istZugelassen(facts);

  const anmeldung = (slot: ModulSlot): string => {
    const modul = slotModul(slot);
    const akte = akten[modul];
    if (!zugelassen) return g.inPruefung;
    const ende = modulEndeGrund(akte, settings);
    if (ende) return ende;
    const fuerTermin = facts.module[modul].anmeldungen.find((a) => {
      const fuer = a.abgemeldetAm === null ? effektiverTermin(a) : null;
      return fuer !== null && sameSemester(fuer, termin);
    });
    if (fuerTermin) return o.schonAngemeldet(termin.display);
    if (akte.laufendeAnmeldung) return o.laeuft(effektiverTermin(akte.laufendeAnmeldung)?.display ?? '');
    if (akte.anrechnungOffen && settings.anrechnungOffenSperrtAnmeldung) return o.anrechnungOffen;
    if (modul === 'wp' && facts.antrag.vorzeitigeZulassung === 7) return o.teilzulassung;
    if (istPapierverfahren(facts, settings)) return g.papierverfahren;
    if (frist !== null && today > frist) return g.fristAbgelaufen(formatDatum(frist));
    if (isVorgezogen(slot) && !juni.includes(modul)) return o.keinJuni(termin.display);
    return g.sonst;
  };

  const vorDerLadung = (modul: Modul): string => {
    const akte = akten[modul];
    const anmeldung = akte.laufendeAnmeldung;
    if (!anmeldung) return modulEndeGrund(akte, settings) ?? o.nichtAngemeldet;
    if (istGeladen(anmeldung)) return o.geladen(formatDatum(letzteLadung(anmeldung)));
    return g.sonst;
  };

  const verschiebung = (slot: ModulSlot): string => {
    const modul = slotModul(slot);
    const anmeldung = akten[modul].laufendeAnmeldung;
    if (!anmeldung || istGeladen(anmeldung)) return vorDerLadung(modul);
    if (anmeldung.verschiebung !== null) return o.schonVerschoben;
    const fuer = effektiverTermin(anmeldung);
    if (!fuer || !sameSemester(fuer, termin)) return o.andererTermin(termin.display);
    if (termin.semester === 1 && !settings.verschiebbarImTermin1.includes(modul)) {
      return o.nichtImTermin1(settings.verschiebbarImTermin1.map((m) => MODUL_KURZ[m]).join(' und '));
    }
    if (frist !== null && anmeldeschluss(addHalfYears(termin, 1), settings) > frist) {
      return o.nachFrist(formatDatum(frist));
    }
    if (effektivVorgezogen(anmeldung) !== isVorgezogen(slot)) {
      return effektivVorgezogen(anmeldung) ? o.andereSitzung.juni : o.andereSitzung.august;
    }
    return g.sonst;
  };

  const anrechnung = (modul: Modul): string => {
    const akte = akten[modul];
    if (!settings.anrechenbareModule.includes(modul)) return o.nichtAnrechenbar;
    if (!zugelassen) return g.inPruefung;
    if (akte.anrechnungOffen) return o.anrechnungOffen;
    return modulEndeGrund(akte, settings) ?? g.sonst;
  };

  const gruende = <K extends ModulSlot>(
    slots: readonly K[],
    offen: (slot: K) => boolean,
    grund: (slot: K) => string,
  ): Partial<Record<ModulSlot, string>> =>
    Object.fromEntries(slots.filter((slot) => !offen(slot)).map((slot) => [slot, grund(slot)]));

  const module = MODUL_SLOTS.filter((slot): slot is Modul => !isVorgezogen(slot));
  return {
    anmeldung: gruende(MODUL_SLOTS, (s) => state.modulanmeldungen[s], anmeldung),
    abmeldung: gruende(module, (m) => state.modulabmeldungen[m], vorDerLadung),
    // Term 1 postpones only some modules (spec §4): the module state's flag does not know the term.
    verschiebung: gruende(
      MODUL_SLOTS,
      (s) =>
        state.modulverschiebungen[s] &&
        (termin.semester === 2 || settings.verschiebbarImTermin1.includes(slotModul(s))),
      verschiebung,
    ),
    anrechnung: gruende(ANRECHENBARE_MODULE, (m) => state.modulanrechnungen[m], anrechnung),
    modulruecktritt: gruende(
      module,
      (m) => state.modulgeladenAm[m] !== null,
      () => o.nichtGeladen,
    ),
  };
}

/** The reason for the generic fallback – tests prove no real history ends up there. */
export const SONSTIGER_GRUND: string = g.sonst;

// ---------------------------------------------------------------------------------------------
// Triftiger Grund: one reason per part that cannot be reported

/** A part is done, not invited, or already reported for this invitation. */
function teilGrund(ladung: IsoDate | null, erledigt: boolean, gemeldet: boolean): string | null {
  if (ladung === null) return o.teilNichtGeladen;
  if (erledigt) return o.teilErledigt;
  if (gemeldet) return o.teilGemeldet;
  return null;
}

/**
 * Reasons for the disabled part checkboxes of the triftiger-Grund flow (WP: 'wp', 'wpmuendlich', …;
 * aptitude test: 'awr', 'ast', 'mp'); empty while the procedure does not run.
 */
export function teilGruende(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Partial<Record<PruefungsteilKey | EignungTeil, string>> {
  const gruende: Partial<Record<PruefungsteilKey | EignungTeil, string>> = {};
  if (facts.art === 'EIGNUNG') {
    const state = deriveModulStateEignung(facts);
    const versuch = state.zwischegespeichert === 2 ? laufenderEignungVersuch(facts) : null;
    if (!versuch) return gruende;
    for (const teil of EIGNUNG_TEILE) {
      if (state.modulverhindert[teil]) continue;
      const ladung = versuch.geladenAm[teil];
      const gemeldet = versuch.triftigeGruende.some((f) => f.teil === teil && f.ladungVom === ladung);
      gruende[teil] = teilGrund(ladung, teil !== 'mp' && versuch.geladenAm.mp !== null, gemeldet) ?? g.sonst;
    }
    return gruende;
  }
  const state = deriveModulStateWP(facts, today, settings);
  if (state.zwischegespeichert !== 2) return gruende;
  const akten = modulAkten(facts, settings);
  for (const key of PRUEFUNGSTEIL_KEYS) {
    if (state.modulverhindert[key]) continue;
    const { modul, teil } = pruefungsteil(key);
    const anmeldung = akten[modul].laufendeAnmeldung;
    if (!anmeldung) {
      gruende[key] = modulEndeGrund(akten[modul], settings) ?? o.nichtAngemeldet;
      continue;
    }
    const ladung = anmeldung.geladenAm[teil];
    const gemeldet = anmeldung.triftigeGruende.some((f) => f.teil === teil && f.ladungVom === ladung);
    gruende[key] =
      teilGrund(ladung, teil === 'schriftlich' && anmeldung.geladenAm.muendlich !== null, gemeldet) ??
      g.sonst;
  }
  return gruende;
}

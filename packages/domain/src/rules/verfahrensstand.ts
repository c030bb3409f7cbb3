// The procedure status the start page shows (issue 16 point 2, decision 0020): the current
// application and its state, earlier applications, the open term and its deadline, per module what
// happened, the six-year limit, the aptitude test's attempts, a timeline, and for every flow whether
// it is open and, if not, why. Everything is derived from the facts for one Berlin day – the server
// answers it as GET /api/status; nothing of it is stored.
import type { IsoDate } from '../dates';
import { formatDatum, formatTermin } from '../format';
import { messages } from '../messages';
import { verfahrensstand as vs } from '../messages-verfahrensstand';
import {
  effektiverTermin,
  effektivVorgezogen,
  eignungVersuchVerbraucht,
  eignungVersucheVerbleibend,
  gesamtversuchVerloren,
  laufenderEignungVersuch,
  type ModulAkte,
  modulAkten,
  sechsJahresFrist,
} from './attempts';
import {
  gesamtruecktrittAb,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
} from './availability';
import { type Bekanntgabe, bekanntgabe } from './bekanntgabe';
import type { AntragStatus, FruehererAntrag, Modulanmeldung, Verfahrensfakten } from './facts';
import { notenKurz } from './modulnote';
import { type Gebuehrenfolge, gebuehrenfolgen } from './fees';
import {
  flowGruendeEignung,
  flowGruendeWP,
  optionsGruende,
  teilGruende,
  type Flow,
  type Optionsgruende,
} from './gruende';
import { EIGNUNG_TEILE, type EignungTeil, MODULE, type Modul, type PruefungsteilKey } from './module';
import { ANRECHENBARE_MODULE, deriveModulStateWP, istPapierverfahren } from './modulState';
import { sitzungText } from './sitzung';
import type { Verfahrenseinstellungen } from './settings';
import { anmeldeschluss, offenerTermin } from './terms';

export const ANTRAGSSTAENDE = [
  'keiner',
  'entwurf',
  'inPruefung',
  'zugelassen',
  'abgelehnt',
  'zurueckgenommen',
] as const;
export type Antragsstand = (typeof ANTRAGSSTAENDE)[number];

export const MODULSTAENDE = [
  'offen',
  'angemeldet',
  'geladen',
  'bestanden',
  'angerechnet',
  'endgueltigNichtBestanden',
  /** A registration of an overall attempt that ended (whole-exam withdrawal, a module finally failed). */
  'beendet',
] as const;
export type Modulstand = (typeof MODULSTAENDE)[number];

export interface AntragUebersicht {
  readonly stand: Antragsstand;
  /** The state in German, with its date ('Eingereicht am 01.03.2027 – in Prüfung'). */
  readonly text: string;
  /** The exam term applied for, 'S/YYYY'; null before one is chosen. */
  readonly pruefungstermin: string | null;
  readonly versuch: number;
  /** Attempts the law gives in all: WP overall attempts (2), aptitude-test attempts (3). */
  readonly versucheMoeglich: number;
  readonly eingereichtAm: IsoDate | null;
  readonly zugelassenAm: IsoDate | null;
}

export interface ModulUebersicht {
  readonly modul: Modul;
  readonly stand: Modulstand;
  /** The state in German ('Angemeldet für den Prüfungstermin 1/2028, geladen am 05.01.2028'). */
  readonly text: string;
  /** The term of the running registration, 'S/YYYY'. */
  readonly termin: string | null;
  readonly geladenAm: IsoDate | null;
  readonly versucheVerbraucht: number;
  readonly versucheMoeglich: number;
  readonly anrechnungBeantragt: boolean;
}

export interface EignungUebersicht {
  readonly versucheVerbraucht: number;
  readonly versucheMoeglich: number;
  readonly versucheVerbleibend: number;
  /** The term of the running attempt, 'S/YYYY'; null when none runs. */
  readonly laufenderVersuch: string | null;
}

export interface Ereignis {
  readonly datum: IsoDate;
  readonly text: string;
}

export interface Funktion {
  readonly flow: Flow;
  readonly verfuegbar: boolean;
  /** One German sentence when the flow is closed; null when it is open. */
  readonly grund: string | null;
}

export interface Verfahrensstand {
  readonly art: 'WP' | 'EIGNUNG';
  readonly heute: IsoDate;
  readonly antrag: AntragUebersicht;
  readonly fruehereAntraege: readonly AntragUebersicht[];
  readonly termin: { readonly termin: string; readonly anmeldeschluss: IsoDate };
  /** WP: the four modules; aptitude test: empty. */
  readonly module: readonly ModulUebersicht[];
  /** last day of module registrations (WP, after the admission), and the term open that day. */
  readonly sechsJahresfrist: IsoDate | null;
  readonly letzterTermin: string | null;
  /** Aptitude test only. */
  readonly eignung: EignungUebersicht | null;
  /** Oldest first. */
  readonly zeitleiste: readonly Ereignis[];
  readonly funktionen: readonly Funktion[];
  /** WP: the reason next to each disabled module checkbox per flow. */
  readonly optionen: Optionsgruende;
  /** The reason next to each disabled part of the triftiger-Grund flow. */
  readonly teile: Readonly<Partial<Record<PruefungsteilKey | EignungTeil, string>>>;
  /**
   * The first day of the whole-exam withdrawal (spec §4 day rule, R-91: the day after the admission
   * was notified – the real day once known, decision 0033); null without an admission date. The closed page names it (decision 0020).
   */
  readonly gesamtruecktrittAb: IsoDate | null;
  /**
   * How the admission letter of the current application was notified (issue 27 point 4, decision
   * 0033): provided for retrieval until …, waiting for the post, or notified on a day by retrieval or
   * by post; null while no admission letter is filed.
   */
  readonly zulassungBekanntgabe: Bekanntgabe | null;
  /** Spec §1: a WP procedure begun before the online procedure registers modules on paper. */
  readonly papierverfahren: boolean;
  /**
   * Fee rows the pages show before a send that has no server preview, from the server's settings
   * (decision 0020): a page shows the rows of what the candidate chose, never amounts of its own.
   */
  readonly gebuehren: Gebuehrenvorschau;
  /**
   * The Nachteilsausgleich (issue 26 point 4): the sentence on the request or decision and the granted
   * measures; absent when none was requested. The server adds it from its own table.
   */
  readonly nachteilsausgleich?: { readonly text: string; readonly massnahmen: readonly string[] } | undefined;
}

export interface Gebuehrenvorschau {
  /**
   * An application for the open term: WP the admission fee and each module's exam fee (all four,
   * June sitting priced like August), aptitude test its two fees.
   */
  readonly antrag: readonly Gebuehrenfolge[];
  /** WP credit: per creditable module with a registration still deregistrable, what its cancellation costs. */
  readonly anrechnung: readonly Gebuehrenfolge[];
}

const termAnzeige = (value: string | null): string | null => (value ? formatTermin(value) : null);

function antragsstand(status: AntragStatus): Antragsstand {
  switch (status) {
    case 'none':
      return 'keiner';
    case 'draft':
      return 'entwurf';
    case 'submitted':
      return 'inPruefung';
    case 'admitted':
      return 'zugelassen';
    case 'rejected':
      return 'abgelehnt';
    case 'withdrawn':
      return 'zurueckgenommen';
  }
}

function antragText(
  stand: Antragsstand,
  eingereichtAm: IsoDate | null,
  zugelassenAm: IsoDate | null,
): string {
  const t = vs.antragStand;
  switch (stand) {
    case 'keiner':
      return t.keiner;
    case 'entwurf':
      return t.entwurf;
    case 'inPruefung':
      return t.inPruefung(formatDatum(eingereichtAm));
    case 'zugelassen':
      return t.zugelassen(formatDatum(zugelassenAm));
    case 'abgelehnt':
      return t.abgelehnt;
    case 'zurueckgenommen':
      return t.zurueckgenommen;
  }
}

function uebersicht(
  a: Verfahrensfakten['antrag'] | FruehererAntrag,
  versucheMoeglich: number,
): AntragUebersicht {
  const stand = antragsstand(a.status);
  return {
    stand,
    text: antragText(stand, a.antragsdatum, a.ersteszulassungsdatum),
    pruefungstermin: termAnzeige(a.zulassungsblock),
    versuch: a.versuch,
    versucheMoeglich,
    eingereichtAm: a.antragsdatum,
    zugelassenAm: a.ersteszulassungsdatum,
  };
}

function modulUebersicht(
  akte: ModulAkte,
  settings: Verfahrenseinstellungen,
  verloren: boolean,
  abgelehnt: boolean,
): ModulUebersicht {
  const t = vs.modulStand;
  const anmeldung = akte.laufendeAnmeldung;
  const termin = anmeldung ? (effektiverTermin(anmeldung)?.display ?? null) : null;
  // The sitting beside the term: June or August, February in term 1.
  const mitSitzung =
    anmeldung && termin ? `${termin}, ${sitzungText(termin, effektivVorgezogen(anmeldung))}` : '';
  const geladenAm = anmeldung ? (anmeldung.geladenAm.muendlich ?? anmeldung.geladenAm.schriftlich) : null;
  // Once the overall attempt is lost its running registrations end with it; those
  // declared with an application the office rejected never took effect.
  const stand: Modulstand =
    akte.status === 'laufend' && (verloren || abgelehnt)
      ? 'beendet'
      : akte.status === 'laufend'
        ? geladenAm
          ? 'geladen'
          : 'angemeldet'
        : akte.status === 'offen'
          ? 'offen'
          : akte.status;
  const text =
    stand === 'angemeldet'
      ? t.angemeldet(mitSitzung)
      : stand === 'geladen'
        ? t.geladen(mitSitzung, formatDatum(geladenAm))
        : stand === 'offen' && akte.anrechnungOffen
          ? t.anrechnungBeantragt
          : stand === 'beendet' && abgelehnt && !verloren
            ? t.beendetAbgelehnt
            : t[stand];
  return {
    modul: akte.modul,
    stand,
    text,
    termin,
    geladenAm,
    versucheVerbraucht: akte.versucheVerbraucht,
    versucheMoeglich: settings.versucheProModul,
    anrechnungBeantragt: akte.anrechnungOffen,
  };
}

const modulName = (modul: Modul): string => messages.antrag.modulNamen[modul];

/** Every dated fact of the current procedure as a timeline entry, oldest first. */
export function zeitleiste(facts: Verfahrensfakten): Ereignis[] {
  const e = vs.ereignis;
  const liste: Ereignis[] = [];
  const add = (datum: IsoDate | null, text: string) => {
    if (datum) liste.push({ datum, text });
  };
  add(facts.antrag.antragsdatum, e.antragEingereicht);
  add(facts.antrag.ersteszulassungsdatum, e.zugelassen);
  for (const modul of MODULE) {
    const name = modulName(modul);
    for (const a of facts.module[modul].anmeldungen) {
      add(a.angemeldetAm, e.angemeldet(name, termAnzeige(a.termin) ?? a.termin));
      add(a.abgemeldetAm, e.abgemeldet(name));
      if (a.verschiebung)
        add(a.verschiebung.am, e.verschoben(name, termAnzeige(a.verschiebung.nachTermin) ?? ''));
      add(a.geladenAm.schriftlich, e.geladenSchriftlich(name));
      add(a.geladenAm.muendlich, e.geladenMuendlich(name));
      add(a.ruecktrittAm, e.zurueckgetreten(name));
      // The result with its parts on the day of its letter (decision 0056); one recorded without
      // grades has its own letter and the module table, as before.
      if (a.ergebnis && a.noten && !a.berichtigtAm)
        add(a.ergebnisAm ?? null, e.ergebnisMitNoten(name, e.ergebnisse[a.ergebnis], notenKurz(a.noten)));
      if (a.ergebnis)
        add(
          a.berichtigtAm ?? null,
          e.ergebnisBerichtigt(
            name,
            a.noten
              ? e.berichtigtMitNoten(e.ergebnisse[a.ergebnis], notenKurz(a.noten))
              : e.ergebnisse[a.ergebnis],
          ),
        );
      for (const fall of a.triftigeGruende) {
        add(
          fall.gemeldetAm,
          e.triftigerGrund(`${name}, ${fall.teil === 'schriftlich' ? 'schriftlich' : 'mündlich'}`),
        );
      }
    }
    for (const antrag of facts.module[modul].anrechnungen)
      add(antrag.beantragtAm, e.anrechnungBeantragt(name));
  }
  add(facts.gesamtruecktrittAm, e.gesamtruecktritt);
  for (const versuch of facts.eignungVersuche) {
    for (const teil of EIGNUNG_TEILE)
      add(versuch.geladenAm[teil], e.eignungGeladen(messages.quittung.eignungTeile[teil]));
    for (const fall of versuch.triftigeGruende) {
      add(fall.gemeldetAm, e.triftigerGrund(messages.quittung.eignungTeile[fall.teil]));
    }
    add(versuch.ruecktrittAm, e.eignungRuecktritt);
    if (versuch.ergebnis)
      add(
        versuch.berichtigtAm ?? null,
        e.ergebnisBerichtigt(e.eignungspruefung, e.ergebnisse[versuch.ergebnis]),
      );
  }
  // Stable: the same day keeps the order above (application before admission before modules).
  return liste
    .map((ereignis, i) => ({ ereignis, i }))
    .sort((a, b) =>
      a.ereignis.datum < b.ereignis.datum ? -1 : a.ereignis.datum > b.ereignis.datum ? 1 : a.i - b.i,
    )
    .map(({ ereignis }) => ereignis);
}

/**
 * The grades of the module's latest result beside its state (decision 0056): what applies now, a
 * correction's when corrected. A module passed shows its grade; otherwise the last result is named.
 */
function mitLetztenNoten(u: ModulUebersicht, anmeldungen: readonly Modulanmeldung[]): ModulUebersicht {
  const letzte = anmeldungen.findLast((a) => a.ergebnis !== null);
  if (!letzte?.noten || !letzte.ergebnis) return u;
  const noten = notenKurz(letzte.noten);
  const text =
    u.stand === 'bestanden' && letzte.ergebnis === 'passed'
      ? vs.modulStand.mitNoten(u.text, noten)
      : vs.modulStand.letztesErgebnis(u.text, vs.ereignis.ergebnisse[letzte.ergebnis], noten);
  return { ...u, text };
}

/** The whole status for the start page. */
export function verfahrensstand(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Verfahrensstand {
  const termin = offenerTermin(today, settings);
  const frist = facts.art === 'WP' ? sechsJahresFrist(facts, settings) : null;
  const moeglich = facts.art === 'WP' ? settings.gesamtversuche : settings.eignungVersuche;
  const basis = {
    art: facts.art,
    heute: today,
    antrag: uebersicht(facts.antrag, moeglich),
    fruehereAntraege: facts.fruehereAntraege.map((a) => uebersicht(a, moeglich)),
    termin: { termin: termin.display, anmeldeschluss: anmeldeschluss(termin, settings) },
    sechsJahresfrist: frist,
    // The term open on the last day of the six years is the last one a module can be registered for.
    letzterTermin: frist ? offenerTermin(frist, settings).display : null,
    zeitleiste: zeitleiste(facts),
    teile: teilGruende(facts, today, settings),
    papierverfahren: facts.art === 'WP' && istPapierverfahren(facts, settings),
    gesamtruecktrittAb: gesamtruecktrittAb(facts.antrag, today, settings.bekanntgabeTage),
    zulassungBekanntgabe: facts.antrag.zulassungsbescheid
      ? // Noon UTC is the same Berlin day as `today` (the rule reads Berlin calendar days).
        bekanntgabe(facts.antrag.zulassungsbescheid, new Date(`${today}T12:00:00Z`), settings.bekanntgabeTage)
      : null,
  };
  if (facts.art === 'WP') {
    const akten = modulAkten(facts, settings);
    const gruende = flowGruendeWP(facts, today, settings, verfuegbarkeitWPAusFakten(facts, today, settings));
    const state = deriveModulStateWP(facts, today, settings);
    return {
      ...basis,
      module: MODULE.map((m) =>
        mitLetztenNoten(
          modulUebersicht(
            akten[m],
            settings,
            gesamtversuchVerloren(facts, settings, akten),
            facts.antrag.status === 'rejected',
          ),
          facts.module[m].anmeldungen,
        ),
      ),
      eignung: null,
      funktionen: (Object.keys(gruende) as Flow[]).map((flow) => ({
        flow,
        verfuegbar: gruende[flow] === null,
        grund: gruende[flow],
      })),
      optionen: optionsGruende(facts, today, settings, state),
      gebuehren: {
        antrag: gebuehrenfolgen({ art: 'zulassungsantrag', termin, module: MODULE }, settings),
        // R-57 [I]: crediting a module cancels its registration that is not yet invited.
        anrechnung: gebuehrenfolgen(
          {
            art: 'anrechnung',
            stornierteAnmeldungen: ANRECHENBARE_MODULE.filter((m) => state.modulabmeldungen[m]).map(
              (modul) => ({ modul, termin, geladen: false }),
            ),
          },
          settings,
        ),
      },
    };
  }
  const gruende = flowGruendeEignung(
    facts,
    today,
    settings,
    verfuegbarkeitEignungAusFakten(facts, today, settings),
  );
  const laufend = laufenderEignungVersuch(facts);
  return {
    ...basis,
    module: [],
    eignung: {
      versucheVerbraucht: facts.eignungVersuche.filter(eignungVersuchVerbraucht).length,
      versucheMoeglich: settings.eignungVersuche,
      versucheVerbleibend: eignungVersucheVerbleibend(facts, settings),
      laufenderVersuch: laufend ? (termAnzeige(laufend.termin) ?? laufend.termin) : null,
    },
    funktionen: (Object.keys(gruende) as (keyof typeof gruende)[]).map((flow) => ({
      flow,
      verfuegbar: gruende[flow] === null,
      grund: gruende[flow],
    })),
    optionen: { anmeldung: {}, abmeldung: {}, verschiebung: {}, anrechnung: {}, modulruecktritt: {} },
    gebuehren: { antrag: gebuehrenfolgen({ art: 'eignungAntrag', termin }, settings), anrechnung: [] },
  };
}

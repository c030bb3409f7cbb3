// Retention (issue 30 points 1 and 3, rule R-112, decision 0041): every kind of record the portal keeps
// has a retention class with its period, the event the period counts from and the rule it comes from.
// § 1a WiPrPrüfV (in force since 1 January 2025, replacing the 70 years of the old § 1 (3)) gives the
// minimum periods; DSGVO Art. 5 (1) e and Art. 17 (3) b make them the maximum too [I]. Pure: the
// server derives a candidate's history (Verlauf) from its rows, this file says what must stay and until
// when, and what is due for deletion. Nothing is due while a procedure runs or a decision is not final
// (a pending objection or court case included).
import { addDays, addYears, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates';

/** What a period counts from. */
export type Beginn =
  /** The decision that ended the procedure became final (Bestandskraft). */
  | 'bestandskraft'
  /** The end of the calendar year in which the application was withdrawn before a final decision. */
  | 'endeRuecknahmejahr'
  /** The registration (never confirmed). */
  | 'registrierung'
  /** The account's last activity (never applied). */
  | 'letzteAktivitaet';

export const AUFBEWAHRUNGSKLASSEN = [
  'konto',
  'antrag',
  'erklaerung',
  'eingangsbestaetigung',
  'nachweis',
  'bescheid',
  'entwurf',
  'nachricht',
  'protokoll',
  'aufsichtsarbeit',
  'ergebnis',
  'registrierungUnbestaetigt',
  'kontoOhneAntrag',
] as const;
export type Aufbewahrungsklasse = (typeof AUFBEWAHRUNGSKLASSEN)[number];

export interface Klassenregel {
  readonly klasse: Aufbewahrungsklasse;
  /** German, as the back-office and Meine Daten name it. */
  readonly bezeichnung: string;
  readonly beginn: Beginn;
  /** The rule it comes from; `[I]` where it is an inference (then a setting, below). */
  readonly quelle: string;
}

/** Periods: the settings, defaulting to § 1a WiPrPrüfV and the rules document. */
export interface Aufbewahrungsfristen {
  /** Applications, declarations, receipts, uploaded documents, decision letters: years after finality. */
  readonly akteJahre: number;
  /** The proof of passing or failing (results): years after finality. */
  readonly nachweisJahre: number;
  /** Aufsichtsarbeiten: years after finality (none after a withdrawal from the whole exam). */
  readonly aufsichtsarbeitJahre: number;
  /** An application withdrawn before a final decision: years after the end of the withdrawal year. */
  readonly ruecknahmeJahre: number;
  /** Mails the portal sent (copies in the outbox and the mail folder): years after finality [I]. */
  readonly nachrichtJahre: number;
  /**
   * Drafts of the office discarded (never released): years after finality [I] (decision 0070). A
   * discarded draft decided nothing and is no file of a decision; it stays while the decision can still
   * be challenged late (§ 58 Abs. 2 VwGO: one year).
   */
  readonly entwurfJahre: number;
  /** The Widerspruchsfrist after notification (§ 70 VwGO: one month) before a decision is final. */
  readonly widerspruchsfristMonate: number;
  /** A registration never confirmed ends after this many days [I]. */
  readonly unbestaetigtTage: number;
  /** A confirmed account that never submitted an application ends this many years after its last activity [I]. */
  readonly ohneAntragJahre: number;
}

export const AUFBEWAHRUNG_STANDARD: Aufbewahrungsfristen = {
  akteJahre: 10,
  nachweisJahre: 50,
  aufsichtsarbeitJahre: 3,
  ruecknahmeJahre: 2,
  nachrichtJahre: 2,
  entwurfJahre: 1,
  widerspruchsfristMonate: 1,
  unbestaetigtTage: 30,
  ohneAntragJahre: 3,
};

const P1A = '§ 1a WiPrPrüfV';

export const KLASSENREGELN: Readonly<Record<Aufbewahrungsklasse, Klassenregel>> = {
  konto: {
    klasse: 'konto',
    bezeichnung: 'Konto und Kontaktdaten',
    beginn: 'bestandskraft',
    quelle: 'solange eine andere Klasse aufbewahrt wird; Art. 17 Abs. 3 lit. b DSGVO [I]',
  },
  antrag: {
    klasse: 'antrag',
    bezeichnung: 'Anträge auf Zulassung',
    beginn: 'bestandskraft',
    quelle: `${P1A}: 10 Jahre nach Bestandskraft; zurückgenommen: 2 Jahre nach Ende des Rücknahmejahres`,
  },
  erklaerung: {
    klasse: 'erklaerung',
    bezeichnung: 'Erklärungen (Anmeldungen, Rücktritte, Gründe)',
    beginn: 'bestandskraft',
    quelle: `${P1A}: Prüfungsunterlagen, 10 Jahre nach Bestandskraft`,
  },
  eingangsbestaetigung: {
    klasse: 'eingangsbestaetigung',
    bezeichnung: 'Eingangsbestätigungen',
    beginn: 'bestandskraft',
    quelle: `${P1A}: Teil der Prüfungsunterlagen, 10 Jahre nach Bestandskraft [I]`,
  },
  nachweis: {
    klasse: 'nachweis',
    bezeichnung: 'Eingereichte Nachweise (Dokumente)',
    beginn: 'bestandskraft',
    quelle: `${P1A}: Prüfungsunterlagen, 10 Jahre nach Bestandskraft`,
  },
  bescheid: {
    klasse: 'bescheid',
    bezeichnung: 'Bescheide und Schreiben der Prüfungsstelle',
    beginn: 'bestandskraft',
    quelle: `${P1A}: Akten der Entscheidungen, 10 Jahre nach Bestandskraft`,
  },
  entwurf: {
    klasse: 'entwurf',
    bezeichnung: 'Verworfene Entwürfe der Prüfungsstelle',
    beginn: 'bestandskraft',
    quelle:
      'keine Akte einer Entscheidung; 1 Jahr nach Bestandskraft (§ 58 Abs. 2 VwGO), Art. 5 Abs. 1 lit. e DSGVO [I]',
  },
  nachricht: {
    klasse: 'nachricht',
    bezeichnung: 'Benachrichtigungen per E-Mail',
    beginn: 'bestandskraft',
    quelle: 'Kopien der Benachrichtigungen, 2 Jahre nach Bestandskraft [I]',
  },
  protokoll: {
    klasse: 'protokoll',
    bezeichnung: 'Protokolleinträge',
    beginn: 'bestandskraft',
    quelle: `wie die Akten der Entscheidungen (${P1A}), danach geschwärzt [I]`,
  },
  aufsichtsarbeit: {
    klasse: 'aufsichtsarbeit',
    bezeichnung: 'Aufsichtsarbeiten',
    beginn: 'bestandskraft',
    quelle: `${P1A}: 3 Jahre nach Bestandskraft; nach Rücktritt von der gesamten Prüfung keine`,
  },
  ergebnis: {
    klasse: 'ergebnis',
    bezeichnung: 'Ergebnisse (Nachweis über Bestehen oder Nichtbestehen)',
    beginn: 'bestandskraft',
    quelle: `${P1A}: 50 Jahre nach Bestandskraft`,
  },
  registrierungUnbestaetigt: {
    klasse: 'registrierungUnbestaetigt',
    bezeichnung: 'Nie bestätigte Registrierungen',
    beginn: 'registrierung',
    quelle: 'Art. 5 Abs. 1 lit. e DSGVO, 30 Tage nach der Registrierung [I]',
  },
  kontoOhneAntrag: {
    klasse: 'kontoOhneAntrag',
    bezeichnung: 'Konten ohne Antrag',
    beginn: 'letzteAktivitaet',
    quelle: 'Art. 5 Abs. 1 lit. e DSGVO, 3 Jahre nach der letzten Aktivität [I]',
  },
};

/** How one submitted application ended, if it has. */
export type Antragsende =
  | { readonly art: 'zurueckgenommen'; readonly am: IsoDate }
  | {
      readonly art: 'entschieden';
      readonly ergebnis: 'bestanden' | 'endgueltigNichtBestanden' | 'abgelehnt' | 'gesamtruecktritt';
      /** The day the decision ending the procedure was notified. */
      readonly bekanntgegebenAm: IsoDate;
    };

export interface AntragVerlauf {
  /** null while the procedure runs. */
  readonly ende: Antragsende | null;
  /** An objection or a court case about the decision is pending: not final. */
  readonly rechtsbehelfAnhaengig: boolean;
}

/** A candidate's history as far as retention needs it. Drafts never submitted are not applications here. */
export interface Verlauf {
  readonly registriertAm: IsoDate;
  readonly bestaetigt: boolean;
  readonly letzteAktivitaet: IsoDate;
  readonly antraege: readonly AntragVerlauf[];
}

export interface Klassenstand {
  readonly klasse: Aufbewahrungsklasse;
  /** The event the period counts from; null while it has not happened (a procedure runs). */
  readonly beginn: IsoDate | null;
  /** The last day it must stay; null while that is not yet known. */
  readonly bis: IsoDate | null;
  /** Its period ended before `heute`: due for deletion since `ab`. */
  readonly faellig: boolean;
  /** The first day it may be deleted (the day after `bis`). */
  readonly ab: IsoDate | null;
}

export interface Aufbewahrung {
  /** A procedure runs or a decision is not final: nothing is due. */
  readonly laufend: boolean;
  readonly klassen: readonly Klassenstand[];
  /** Nothing must stay any more: the whole account may go (since `kontoAb`). */
  readonly kontoLoeschbar: boolean;
  readonly kontoAb: IsoDate | null;
}

/** Adds whole months; a day the target month lacks becomes its last day (31 January + 1 → 28/29 February). */
function addMonths(value: IsoDate, months: number): IsoDate {
  const d = parseIsoDate(value);
  if (!d) throw new RangeError(`Not a calendar day: ${value}`);
  const index = d.month - 1 + months;
  const year = d.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** The day a notified decision becomes final without an objection (end of the Widerspruchsfrist). */
export function bestandskraftAm(bekanntgegebenAm: IsoDate, fristen: Aufbewahrungsfristen): IsoDate {
  return addMonths(bekanntgegebenAm, fristen.widerspruchsfristMonate);
}

const maxDay = (a: IsoDate | null, b: IsoDate): IsoDate => (a === null || b > a ? b : a);

/** One application's start event and last day per class (a class it has no record of: its start). */
function proAntrag(
  ende: Antragsende,
  f: Aufbewahrungsfristen,
): { beginn: IsoDate; bis: Partial<Record<Aufbewahrungsklasse, IsoDate>> } {
  if (ende.art === 'zurueckgenommen') {
    const beginn = `${ende.am.slice(0, 4)}-12-31`;
    const zwei = addYears(beginn, f.ruecknahmeJahre);
    return {
      beginn,
      bis: {
        antrag: zwei,
        erklaerung: zwei,
        eingangsbestaetigung: zwei,
        nachweis: zwei,
        bescheid: zwei,
        entwurf: addYears(beginn, Math.min(f.entwurfJahre, f.ruecknahmeJahre)),
        nachricht: zwei,
        protokoll: zwei,
        aufsichtsarbeit: beginn,
        ergebnis: beginn,
      },
    };
  }
  const beginn = bestandskraftAm(ende.bekanntgegebenAm, f);
  const akte = addYears(beginn, f.akteJahre);
  const ohneErgebnis = ende.ergebnis === 'abgelehnt';
  return {
    beginn,
    bis: {
      antrag: akte,
      erklaerung: akte,
      eingangsbestaetigung: akte,
      nachweis: akte,
      bescheid: akte,
      entwurf: addYears(beginn, f.entwurfJahre),
      nachricht: addYears(beginn, f.nachrichtJahre),
      protokoll: akte,
      // § 1a: no Aufsichtsarbeiten are kept after a withdrawal from the whole exam; none exist after a rejection.
      aufsichtsarbeit:
        ende.ergebnis === 'gesamtruecktritt' || ohneErgebnis
          ? beginn
          : addYears(beginn, f.aufsichtsarbeitJahre),
      ergebnis: ohneErgebnis ? beginn : addYears(beginn, f.nachweisJahre),
    },
  };
}

const AKTENKLASSEN: readonly Aufbewahrungsklasse[] = [
  'antrag',
  'erklaerung',
  'eingangsbestaetigung',
  'nachweis',
  'bescheid',
  'entwurf',
  'nachricht',
  'protokoll',
  'aufsichtsarbeit',
  'ergebnis',
];

function stand(klasse: Aufbewahrungsklasse, beginn: IsoDate | null, bis: IsoDate | null, heute: IsoDate) {
  const ab = bis === null ? null : addDays(bis, 1);
  return { klasse, beginn, bis, ab, faellig: ab !== null && ab <= heute };
}

/** What must stay until when, and what is due for deletion on `heute`. */
export function aufbewahrung(verlauf: Verlauf, fristen: Aufbewahrungsfristen, heute: IsoDate): Aufbewahrung {
  if (!verlauf.bestaetigt) {
    const bis = addDays(verlauf.registriertAm, fristen.unbestaetigtTage);
    const s = stand('registrierungUnbestaetigt', verlauf.registriertAm, bis, heute);
    return { laufend: false, klassen: [s], kontoLoeschbar: s.faellig, kontoAb: s.ab };
  }
  if (verlauf.antraege.length === 0) {
    const bis = addYears(verlauf.letzteAktivitaet, fristen.ohneAntragJahre);
    const s = stand('kontoOhneAntrag', verlauf.letzteAktivitaet, bis, heute);
    return { laufend: false, klassen: [s], kontoLoeschbar: s.faellig, kontoAb: s.ab };
  }
  const laufend = verlauf.antraege.some((a) => a.ende === null || a.rechtsbehelfAnhaengig);
  if (laufend) {
    const klassen = ['konto' as const, ...AKTENKLASSEN].map((k) => stand(k, null, null, heute));
    return { laufend, klassen, kontoLoeschbar: false, kontoAb: null };
  }
  // Every class counts from the latest end among the applications: a later attempt keeps the file.
  let beginn: IsoDate | null = null;
  const bis = new Map<Aufbewahrungsklasse, IsoDate>();
  for (const antrag of verlauf.antraege) {
    if (!antrag.ende) continue;
    const eins = proAntrag(antrag.ende, fristen);
    beginn = maxDay(beginn, eins.beginn);
    for (const k of AKTENKLASSEN) {
      const tag = eins.bis[k];
      if (tag) bis.set(k, maxDay(bis.get(k) ?? null, tag));
    }
  }
  const klassen = AKTENKLASSEN.map((k) => stand(k, beginn, bis.get(k) ?? null, heute));
  const kontoBis = klassen.reduce<IsoDate | null>((m, s) => (s.bis === null ? m : maxDay(m, s.bis)), null);
  const konto = stand('konto', beginn, kontoBis, heute);
  return { laufend, klassen: [konto, ...klassen], kontoLoeschbar: konto.faellig, kontoAb: konto.ab };
}

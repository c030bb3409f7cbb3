// The office's decision letters (Bescheide) as data: what a decision hands over (BescheidAnlass),
// and the letter the PDF renderer draws (Bescheid). Pure, so the wording is tested without a PDF.
import { formatDatum } from '../format';
import { messages } from '../messages';
import type { IsoDate } from '../dates';
import { bescheide as b } from '../messages-pruefungsstelle-bescheide';
import { freigabe } from '../messages-pruefungsstelle-freigabe';
import { nachforderungTexte as nf } from '../messages-nachforderung';
import { nachteilsausgleich as nt } from '../messages-pruefungsstelle-nachteilsausgleich';
import { aufhebungTexte as at, bescheidBerichtigungTexte as bb } from '../messages-pruefungsstelle-aufhebung';
import { aufhebungsfristEnde, type AufhebbareEntscheidung, type Fehlerart } from './aufhebung';
import { aktenzeichen } from './aktenzeichen';
import { arbeitenText, type ErgebnisNoten, notenKurz, noteText } from './modulnote';
import type { DokumentKategorie } from './documents';
import type { Art, Kontaktdaten } from './facts';
import { landName, STANDARD_LAND } from './laender';
import type { Modul } from './module';
import type { Sitzungsmonat } from './sitzung';

type Beschluss = 'accepted' | 'rejected';

/** The exam a letter is about: a WP module, or the aptitude test (null). */
type Pruefungsmodul = Modul | null;

/** What a decision hands to the letter; stored in the outbox, so plain JSON. */
export type BescheidInhalt =
  | {
      art: 'zulassung';
      ersteszulassungsdatum: IsoDate;
      termin: string;
      module: readonly { modul: Modul; vorgezogen: boolean }[];
      /** The Landesgeschäftsstelle chosen in the application (WP), by name. */
      lgs?: string | null;
    }
  | { art: 'ablehnung'; antragsdatum: IsoDate | null; begruendung: string }
  | {
      art: 'triftigerGrund';
      modul: Pruefungsmodul;
      teil: string;
      teilName: string;
      ladungVom: IsoDate;
      entscheidung: Beschluss;
      begruendung: string | null;
    }
  | { art: 'anrechnung'; modul: 'wr' | 'bwl' | 'st'; entscheidung: Beschluss; begruendung: string | null }
  | {
      /** The Nachteilsausgleich (issue 26 point 4): the measures granted, as sentences, or refused. */
      art: 'nachteilsausgleich';
      entscheidung: Beschluss;
      massnahmen: readonly string[];
      begruendung: string | null;
    }
  | {
      art: 'ladung';
      modul: Pruefungsmodul;
      teil: string;
      teilName: string;
      termin: string | null;
      /** The days of the written papers, when the office has set them. */
      tage?: readonly IsoDate[];
      /** The sitting of the registration: the June sitting or the regular one. */
      sitzung?: Sitzungsmonat | null;
      /** Start time 'HH:MM' of each day of `tage` (null: not set yet). */
      beginn?: readonly (string | null)[];
      /** The regional office (LGS) of the application, by name, and its venue for the sitting. */
      lgs?: string | null;
      ort?: string | null;
      /** Granted Nachteilsausgleich measures, as sentences (issue 26 point 4 fills them). */
      massnahmen?: readonly string[];
    }
  | {
      art: 'ergebnis';
      modul: Pruefungsmodul;
      ergebnis: 'passed' | 'failed';
      /** The parts and the module grade, when entered (decision 0056). */
      noten?: ErgebnisNoten;
      /** This attempt and the attempts the law gives. */
      versuche?: { versuch: number; moeglich: number };
    }
  | {
      /** § 42 VwVfG: the result letter of `ergebnisVom` had an obvious error (issue 26 point 6). */
      art: 'berichtigung';
      modul: Pruefungsmodul;
      /** The day of the corrected result and of its letter. */
      ergebnisVom: IsoDate;
      vorher: 'passed' | 'failed';
      /** The parts the corrected letter gave, and those that apply now (decision 0056). */
      vorherNoten?: ErgebnisNoten;
      ergebnis: 'passed' | 'failed';
      noten?: ErgebnisNoten;
      begruendung: string;
      /** The corrected result's attempt and the attempts the law gives. */
      versuche: { versuch: number; moeglich: number };
    }
  | {
      /**
       * Not a decision (issue 27 point 2, decision 0039): the office asks for documents or information
       * on the application sent on `antragsdatum`, by `frist`; the items as lines of the letter.
       */
      art: 'nachforderung';
      antragsdatum: IsoDate | null;
      frist: IsoDate;
      punkte: readonly string[];
      hinweis: string | null;
    }
  | {
      /** The outcome of an objection (Widerspruch, issue 26 point 6, decision 0038). */
      art: 'widerspruch';
      ergebnis: 'abgeholfen' | 'zurueckgewiesen' | 'zurueckgenommen';
      eingegangenAm: IsoDate;
      /** The letter objected to: its day and file name. */
      bescheidVom: IsoDate;
      bescheidDatei: string;
      /** Received after the period ended on `fristEnde`. */
      verspaetet: boolean;
      fristEnde: IsoDate;
      begruendung: string | null;
      /** Abgeholfen: the decision that applies now. */
      abhilfe: string | null;
      /** Zurückgewiesen: the administrative court (name and address) for the remedy notice. */
      gericht: string | null;
    }
  | {
      /** A decision revoked (Rücknahme § 48, Widerruf § 49 VwVfG; decision 0055). */
      art: 'aufhebung';
      vorschrift: 'p48' | 'p49';
      /** § 49 (2) sentence 1 Nr. 1–5 (Widerruf only). */
      widerrufsgrund: string | null;
      entscheidung: AufhebbareEntscheidung;
      /** The letter of the decision revoked: its day and file name. */
      bescheidVom: IsoDate;
      bescheidDatei: string;
      /** The day the office learnt the facts (§ 48 (4) VwVfG). */
      kenntnisAm: IsoDate;
      /** Obtained by deceit etc.: no year (§ 48 (4) sentence 2 VwVfG); absent in older letters. */
      erschlichen?: boolean;
      /** Invitations that rest on the decision (a revoked admission), as lines. */
      betroffen: readonly string[];
      begruendung: string;
    }
  | {
      /** § 42 VwVfG: an obvious error in a decision letter other than a result (decision 0055). */
      art: 'bescheidBerichtigung';
      bescheidVom: IsoDate;
      bescheidDatei: string;
      fehlerart: Fehlerart;
      unrichtig: string;
      richtig: string;
      begruendung: string;
      /** The correction changes the admission date: the day that applies now (decision 0066). */
      zulassungsdatum?: IsoDate;
    };

export interface BescheidAnlass {
  /** The document id of the letter in the digital file (chosen when the decision commits). */
  id: string;
  accountId: string;
  pruefungsart: Art;
  /** The day of the decision (Europe/Berlin). */
  datum: IsoDate;
  inhalt: BescheidInhalt;
  /** Four-eyes decisions (issue 26): who drafted and who released it; the letter names both. */
  bearbeitung?: { entworfenVon: string; freigegebenVon: string };
}

export interface Empfaenger {
  vorname: string;
  nachname: string;
  kontaktdaten: Kontaktdaten | null;
}

export interface Bescheid {
  dateiname: string;
  kategorie: DokumentKategorie;
  typ: string;
  absender: string;
  absenderZeile: string;
  anschrift: readonly string[];
  datumZeile: string;
  aktenzeichen: string;
  betreff: string;
  anrede: string;
  absaetze: readonly string[];
  /** Listed items (the admitted modules, the days of the papers). */
  liste: readonly string[];
  /** Paragraphs after the list. */
  nachsatz: readonly string[];
  begruendung: string | null;
  /** Shown for adverse decisions only. */
  rechtsbehelf: string | null;
  gruss: string;
  unterschrift: string;
  /** 'Bearbeitet von … · Freigegeben von …' below the closing (four-eyes decisions), else null. */
  bearbeitung: string | null;
  fusszeile: string;
}

/** Short module names for file names (ASCII: they travel in Content-Disposition). */
const DATEI_MODUL: Record<Modul, string> = {
  wp: 'WP',
  wr: 'Wirtschaftsrecht',
  bwl: 'BWL',
  st: 'Steuerrecht',
};
const MODUL_NAME: Record<Modul, string> = {
  wp: 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht',
  wr: 'Wirtschaftsrecht',
  bwl: 'Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
  st: 'Steuerrecht',
};
const DATEI_TEIL: Record<string, string> = {
  schriftlich: 'schriftlich',
  muendlich: 'muendlich',
  awr: 'Aufsichtsarbeit-Wirtschaftsrecht',
  ast: 'Aufsichtsarbeit-Steuerrecht',
  mp: 'muendlich',
};

const WIDERSPRUCH_DATEI = {
  abgeholfen: 'Abhilfebescheid',
  zurueckgewiesen: 'Widerspruchsbescheid',
  zurueckgenommen: 'Bestaetigung-Ruecknahme-Widerspruch',
} as const;

const LGS_NAMEN = messages.antrag.lgsOptionen as Readonly<Record<number, string>>;

/** The Landesgeschäftsstelle a WP application names (its payload's `lgs` code), or null. */
export const lgsName = (payload: unknown): string | null =>
  LGS_NAMEN[(payload as { lgs?: number } | null)?.lgs ?? 0] ?? null;

/** 'Modulprüfung Steuerrecht' / 'Eignungsprüfung'. */
export const pruefungName = (modul: Pruefungsmodul): string =>
  modul ? b.modulpruefung(MODUL_NAME[modul]) : b.eignungspruefung;
const dateiModul = (modul: Pruefungsmodul) => (modul ? DATEI_MODUL[modul] : 'Eignungspruefung');

/** Where the letter goes: decisions on the admission in the Mantelakte, module matters on the module's page. */
function ablage(art: Art, inhalt: BescheidInhalt): { kategorie: DokumentKategorie; typ: string } {
  switch (inhalt.art) {
    case 'zulassung':
    case 'ablehnung':
      return { kategorie: 'MANTELAKTE', typ: 'ZULASSUNG' };
    case 'anrechnung':
      return { kategorie: inhalt.modul.toUpperCase() as DokumentKategorie, typ: 'BESCHEID' };
    case 'nachteilsausgleich':
    case 'widerspruch':
    case 'aufhebung':
    case 'bescheidBerichtigung':
      return { kategorie: 'MANTELAKTE', typ: 'BESCHEID' };
    // Part of the admission procedure: beside its letters in the Mantelakte.
    case 'nachforderung':
      return { kategorie: 'MANTELAKTE', typ: 'ZULASSUNG' };
    case 'triftigerGrund':
      return art === 'WP' && inhalt.modul
        ? { kategorie: inhalt.modul.toUpperCase() as DokumentKategorie, typ: 'ATTEST' }
        : { kategorie: 'MANTELAKTE', typ: 'ATTEST' };
    // Issue 26 point 8: an invitation is a Ladung, a result or credit letter a Bescheid – not an
    // ANMELDUNG (rows filed before keep their type and stay readable under it).
    case 'ladung':
    case 'ergebnis':
    case 'berichtigung': {
      const typ = inhalt.art === 'ladung' ? 'LADUNG' : 'BESCHEID';
      return art === 'WP' && inhalt.modul
        ? { kategorie: inhalt.modul.toUpperCase() as DokumentKategorie, typ }
        : { kategorie: 'MANTELAKTE', typ };
    }
  }
}

/** The letter's file name in the digital file, e.g. 'Bescheid-Zulassung-2027-03-01.pdf'. */
export function dateiname(inhalt: BescheidInhalt, datum: IsoDate): string {
  const name = (() => {
    switch (inhalt.art) {
      case 'zulassung':
        return 'Bescheid-Zulassung';
      case 'ablehnung':
        return 'Bescheid-Ablehnung';
      case 'triftigerGrund':
        return `Bescheid-Triftiger-Grund-${b.entscheidungen[inhalt.entscheidung]}`;
      case 'anrechnung':
        return `Bescheid-Anrechnung-${DATEI_MODUL[inhalt.modul]}-${b.entscheidungen[inhalt.entscheidung]}`;
      case 'nachteilsausgleich':
        return `Bescheid-Nachteilsausgleich-${inhalt.entscheidung === 'accepted' ? 'gewaehrt' : 'abgelehnt'}`;
      case 'ladung':
        return `Ladung-${dateiModul(inhalt.modul)}-${DATEI_TEIL[inhalt.teil] ?? inhalt.teil}`;
      case 'ergebnis':
        return `Ergebnis-${dateiModul(inhalt.modul)}`;
      case 'berichtigung':
        return `Berichtigung-Ergebnis-${dateiModul(inhalt.modul)}`;
      case 'nachforderung':
        return 'Nachforderung-Unterlagen';
      case 'widerspruch':
        return WIDERSPRUCH_DATEI[inhalt.ergebnis];
      case 'aufhebung':
        return inhalt.vorschrift === 'p48' ? at.briefDateiRuecknahme : at.briefDateiWiderruf;
      case 'bescheidBerichtigung':
        return bb.briefDatei;
    }
  })();
  return `${name}-${datum}.pdf`;
}

function anschrift(e: Empfaenger): string[] {
  const k = e.kontaktdaten;
  const anrede = k?.anrede === 'Frau' || k?.anrede === 'Herr' ? `${k.anrede} ` : '';
  const zeilen = [`${anrede}${k?.vorname || e.vorname} ${k?.name || e.nachname}`.trim()];
  if (k?.strasse) zeilen.push(k.strasse);
  if (k?.plz || k?.ort) zeilen.push(`${k.plz} ${k.ort}`.trim());
  if (k?.land && k.land !== STANDARD_LAND) zeilen.push(landName(k.land).toUpperCase());
  return zeilen;
}

export function anrede(e: Empfaenger): string {
  const k = e.kontaktdaten;
  const nachname = k?.name || e.nachname;
  if (k?.anrede === 'Frau') return b.anredeFrau(nachname);
  if (k?.anrede === 'Herr') return b.anredeHerr(nachname);
  return b.anredeNeutral(k?.vorname || e.vorname, nachname);
}

/** Body, list, reasons and whether the decision is adverse (then with the legal remedy). */
function text(anlass: BescheidAnlass): {
  betreff: string;
  absaetze: string[];
  liste: readonly string[];
  nachsatz?: readonly string[];
  begruendung: string | null;
  nachteilig: boolean;
  /** A remedy notice other than the objection's (the Widerspruchsbescheid: the court). */
  rechtsbehelf?: string;
} {
  const i = anlass.inhalt;
  const pruefung = b.zurPruefung[anlass.pruefungsart];
  switch (i.art) {
    case 'zulassung':
      return {
        betreff: b.betreff.zulassung,
        absaetze: [
          b.zulassungText(pruefung, formatDatum(i.ersteszulassungsdatum), i.termin),
          ...(i.lgs ? [b.zulassungLgs(i.lgs)] : []),
          i.module.length > 0 ? b.zulassungModule : b.zulassungVersuch,
        ],
        liste: i.module.map((m) => (m.vorgezogen ? b.modulJuni(MODUL_NAME[m.modul]) : MODUL_NAME[m.modul])),
        nachsatz: [b.zulassungHinweis],
        begruendung: null,
        nachteilig: false,
      };
    case 'ablehnung':
      return {
        betreff: b.betreff.ablehnung,
        absaetze: [
          i.antragsdatum
            ? b.ablehnungText(pruefung, formatDatum(i.antragsdatum))
            : b.ablehnungTextOhneDatum(pruefung),
        ],
        liste: [],
        begruendung: i.begruendung,
        nachteilig: true,
      };
    case 'triftigerGrund':
      return {
        betreff: b.betreff.triftigerGrund,
        absaetze: [
          b.grundText(
            i.teilName,
            pruefungName(i.modul),
            formatDatum(i.ladungVom),
            b.entscheidungen[i.entscheidung],
          ),
          i.entscheidung === 'accepted' ? b.grundAnerkanntFolge : b.grundAbgelehntFolge,
        ],
        liste: [],
        begruendung: i.begruendung,
        nachteilig: i.entscheidung === 'rejected',
      };
    case 'anrechnung':
      return {
        betreff: b.betreff.anrechnung,
        absaetze: [
          b.anrechnungText(MODUL_NAME[i.modul], b.entscheidungen[i.entscheidung]),
          ...(i.entscheidung === 'accepted' ? [b.anrechnungAnerkanntFolge] : []),
        ],
        liste: [],
        begruendung: i.begruendung,
        nachteilig: i.entscheidung === 'rejected',
      };
    case 'nachteilsausgleich':
      return {
        betreff: nt.betreff,
        absaetze: [i.entscheidung === 'accepted' ? nt.briefGewaehrt(pruefung) : nt.briefAbgelehnt(pruefung)],
        liste: i.entscheidung === 'accepted' ? i.massnahmen : [],
        nachsatz: i.entscheidung === 'accepted' ? [nt.briefFolge] : [],
        begruendung: i.begruendung,
        nachteilig: i.entscheidung === 'rejected',
      };
    case 'ladung':
      return ladungText(i, pruefungName(i.modul));
    case 'ergebnis':
      return {
        betreff: b.betreff.ergebnis,
        absaetze: [
          b.ergebnisText(pruefungName(i.modul), b.ergebnisse[i.ergebnis]),
          ...(i.noten ? [notenText(i.noten)] : []),
          ...(i.versuche ? [versucheText(i.versuche, i.ergebnis, i.modul)] : []),
        ],
        liste: [],
        begruendung: null,
        nachteilig: i.ergebnis === 'failed',
      };
    case 'berichtigung':
      return {
        betreff: b.betreff.berichtigung,
        absaetze: [
          b.berichtigungText(
            formatDatum(i.ergebnisVom),
            pruefungName(i.modul),
            i.vorherNoten
              ? b.mitNoten(b.ergebnisse[i.vorher], notenKurz(i.vorherNoten))
              : b.ergebnisse[i.vorher],
          ),
          b.berichtigungNun(b.ergebnisText(pruefungName(i.modul), b.ergebnisse[i.ergebnis])),
          ...(i.noten ? [notenText(i.noten)] : []),
          versucheText(i.versuche, i.ergebnis, i.modul),
          b.berichtigungIuebrigen(formatDatum(i.ergebnisVom)),
        ],
        liste: [],
        begruendung: i.begruendung,
        // The correction is a decision on the candidate's result: always with the legal remedy.
        nachteilig: true,
      };
    case 'nachforderung':
      return {
        betreff: nf.titel,
        absaetze: [
          i.antragsdatum
            ? nf.briefText(pruefung, formatDatum(i.antragsdatum))
            : nf.briefTextOhneDatum(pruefung),
        ],
        liste: i.punkte,
        nachsatz: [...(i.hinweis ? [i.hinweis] : []), nf.briefFrist(formatDatum(i.frist)), nf.briefFolge],
        begruendung: null,
        // A request, not a decision: no legal remedy (decision 0039).
        nachteilig: false,
      };
    case 'widerspruch':
      return widerspruchText(i);
    case 'aufhebung':
      return aufhebungText(i);
    case 'bescheidBerichtigung':
      return {
        betreff: bb.betreff(formatDatum(i.bescheidVom)),
        absaetze: [
          bb.brief(formatDatum(i.bescheidVom), i.bescheidDatei, bb.fehlerarten[i.fehlerart] ?? i.fehlerart),
          bb.briefUnrichtig(i.unrichtig),
          bb.briefRichtig(i.richtig),
          bb.briefBerichtigt,
          ...(i.zulassungsdatum ? [bb.briefZulassungsdatum(formatDatum(i.zulassungsdatum))] : []),
          bb.briefIuebrigen(formatDatum(i.bescheidVom)),
        ],
        liste: [],
        begruendung: i.begruendung,
        // As the correction of a result (decision 0032): always with the legal remedy.
        nachteilig: true,
      };
  }
}

/** The revocation: which letter, under which provision, the period, what follows, who is affected. */
function aufhebungText(i: Extract<BescheidInhalt, { art: 'aufhebung' }>) {
  const vom = formatDatum(i.bescheidVom);
  const entscheidung = at.entscheidungen[i.entscheidung] ?? i.entscheidung;
  return {
    betreff: i.vorschrift === 'p48' ? at.betreffRuecknahme : at.betreffWiderruf,
    absaetze: [
      i.vorschrift === 'p48'
        ? at.briefRuecknahme(vom, entscheidung, i.bescheidDatei)
        : at.briefWiderruf(vom, entscheidung, i.bescheidDatei, i.widerrufsgrund ?? ''),
      ...(i.vorschrift === 'p49' && i.widerrufsgrund ? [at.widerrufsgruende[i.widerrufsgrund] ?? ''] : []),
      at.folgen[i.entscheidung] ?? '',
      ...(i.betroffen.length > 0 ? [at.briefBetroffen] : []),
    ],
    liste: i.betroffen,
    nachsatz: [
      i.erschlichen
        ? at.briefOhneFrist(formatDatum(i.kenntnisAm))
        : at.briefKenntnis(formatDatum(i.kenntnisAm), formatDatum(aufhebungsfristEnde(i.kenntnisAm))),
    ],
    begruendung: i.begruendung,
    // Adverse to the candidate: always with the legal remedy (Widerspruch within one month).
    nachteilig: true,
  };
}

/**
 * The invitation: part and term; for the papers the sitting, each day with its start time, the venue
 * of the candidate's regional office (or that the office names it), the granted measures, what to bring.
 */
function ladungText(i: Extract<BescheidInhalt, { art: 'ladung' }>, pruefung: string) {
  const tage = i.tage ?? [];
  const ort = i.lgs ? [i.ort ? b.ladungOrt(i.ort, i.lgs) : b.ladungOrtFolgt(i.lgs)] : [];
  const massnahmen = i.massnahmen ?? [];
  return {
    betreff: b.betreff.ladung,
    absaetze: [
      i.termin ? b.ladungText(i.teilName, pruefung, i.termin) : b.ladungTextOhneTermin(i.teilName, pruefung),
      ...(i.sitzung ? [b.ladungSitzung(b.sitzungMonat[i.sitzung])] : []),
      ...(tage.length > 0 ? [b.ladungTage] : []),
    ],
    liste: tage.map((tag, n) =>
      i.beginn === undefined ? formatDatum(tag) : b.ladungTag(formatDatum(tag), i.beginn[n] ?? null),
    ),
    nachsatz: [
      ...ort,
      ...(massnahmen.length > 0 ? [b.ladungMassnahmen, ...massnahmen] : []),
      ...(i.sitzung || i.lgs ? [b.ladungMitbringen] : []),
      b.ladungHinweis,
    ],
    begruendung: null,
    nachteilig: false,
  };
}

/** The letter that ends an objection: Abhilfebescheid, Widerspruchsbescheid or confirmation. */
function widerspruchText(i: Extract<BescheidInhalt, { art: 'widerspruch' }>) {
  const eingang = formatDatum(i.eingegangenAm);
  const vom = formatDatum(i.bescheidVom);
  const verspaetet = i.verspaetet ? [b.widerspruchVerspaetet(formatDatum(i.fristEnde))] : [];
  switch (i.ergebnis) {
    case 'abgeholfen':
      return {
        betreff: b.betreff.abhilfe,
        absaetze: [b.widerspruchAbgeholfen(eingang, vom, i.bescheidDatei), b.widerspruchAbhilfe],
        liste: [i.abhilfe ?? ''],
        nachsatz: [b.widerspruchIuebrigen(vom)],
        begruendung: i.begruendung,
        nachteilig: false,
      };
    case 'zurueckgewiesen':
      return {
        betreff: b.betreff.widerspruchsbescheid,
        absaetze: [b.widerspruchZurueckgewiesen(eingang, vom, i.bescheidDatei), ...verspaetet],
        liste: [],
        begruendung: i.begruendung,
        nachteilig: true,
        rechtsbehelf: b.klageText(vom, i.gericht ?? b.gerichtUnbekannt),
      };
    case 'zurueckgenommen':
      return {
        betreff: b.betreff.ruecknahmeWiderspruch,
        absaetze: [b.widerspruchZurueckgenommen(eingang, vom, i.bescheidDatei), b.widerspruchBeendet],
        liste: [],
        begruendung: i.begruendung,
        nachteilig: false,
      };
  }
}

/** The written and oral grade and the module grade, or the exclusion from the oral part. */
function notenText(n: ErgebnisNoten): string {
  // The papers first, when entered (decision 0068): the written grade is their average.
  const arbeiten = n.arbeiten?.length ? `${b.ergebnisArbeiten(arbeitenText(n))} ` : '';
  if (n.noteMuendlich === null || n.modulnote === null)
    return arbeiten + b.ergebnisAusschluss(noteText(n.noteSchriftlich));
  return (
    arbeiten + b.ergebnisNoten(noteText(n.noteSchriftlich), noteText(n.noteMuendlich), noteText(n.modulnote))
  );
}

/** Attempts used and left (R-60 per module, R-64 for the aptitude test). */
function versucheText(
  v: { versuch: number; moeglich: number },
  ergebnis: 'passed' | 'failed',
  modul: Pruefungsmodul,
): string {
  if (ergebnis === 'passed') return b.ergebnisBestandenVersuch(v.versuch);
  if (v.versuch >= v.moeglich) return b.ergebnisKeineVersuche(v.moeglich);
  return b.ergebnisVersucheUebrig(v.versuch, v.moeglich, modul ? b.wiederholungModul : b.wiederholungEignung);
}

/** The letter for a decision and its recipient. */
export function createBescheid(anlass: BescheidAnlass, empfaenger: Empfaenger): Bescheid {
  const t = text(anlass);
  const begruendung = t.begruendung?.trim() ? t.begruendung.trim() : null;
  return {
    dateiname: dateiname(anlass.inhalt, anlass.datum),
    ...ablage(anlass.pruefungsart, anlass.inhalt),
    absender: b.absender,
    absenderZeile: b.absenderZeile,
    anschrift: anschrift(empfaenger),
    datumZeile: b.datumZeile(b.ort, formatDatum(anlass.datum)),
    aktenzeichen: aktenzeichen(anlass.accountId, anlass.pruefungsart),
    betreff: t.betreff,
    anrede: anrede(empfaenger),
    absaetze: t.absaetze,
    liste: t.liste,
    nachsatz: t.nachsatz ?? [],
    begruendung,
    rechtsbehelf: t.nachteilig ? (t.rechtsbehelf ?? b.rechtsbehelfText) : null,
    gruss: b.gruss,
    unterschrift: b.unterschrift,
    bearbeitung: anlass.bearbeitung
      ? freigabe.bearbeitung(anlass.bearbeitung.entworfenVon, anlass.bearbeitung.freigegebenVon)
      : null,
    fusszeile: b.maschinell,
  };
}

// The receipt of a declaration (spec §1: "Every submitted declaration is documented in the digital
// file by a receipt PDF"; domain-rules R-110: server receipt time, term, modules, fee consequences).
// Pure: the server renders the result as a PDF and files it where the office keeps that declaration.
import { berlinDate } from '../dates';
import { ERKLAERUNGEN, type ErklaerungKey } from '../erklaerungen/index';
import { formatEuro, formatTermin, formatZeitpunkt } from '../format';
import { messages } from '../messages';
import type { DokumentKategorie } from './documents';
import type { Art } from './facts';
import { type Erklaerung, gebuehrenfolgen, gebuehrensumme } from './fees';
import { erhebtGebuehren, folgenSaetze } from './folgen';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  isVorgezogen,
  type Modul,
  type ModulSlot,
  slotModul,
} from './module';
import { STANDARD_EINSTELLUNGEN, type Verfahrenseinstellungen } from './settings';

export interface QuittungsAngabe {
  readonly bezeichnung: string;
  readonly wert: string;
}

/** What a declaration says, as the server stored it. */
export interface Quittungsanlass {
  /** Id of the declaration; printed as the reference number. */
  readonly declarationId: string;
  readonly ereignis: ErklaerungKey;
  readonly kandidat: {
    readonly vorname: string;
    readonly nachname: string;
    readonly email: string;
    readonly art: Art;
    /** The file number (rules/aktenzeichen.ts), printed on every receipt; absent in old stored jobs. */
    readonly aktenzeichen?: string;
  };
  /** Exam term 'YYYY/S', or null when the declaration has none (contact change). */
  readonly termin: string | null;
  /** Module slots declared (registration, deregistration, postponement, credit, withdrawal). */
  readonly module: readonly ModulSlot[];
  /** Parts a compelling reason is reported for: 'wp', 'wpmuendlich', … or 'awr', 'ast', 'mp'. */
  readonly pruefungsteile: readonly string[];
  /** Further statements, already labelled in German by the flow that took them. */
  readonly angaben: readonly QuittungsAngabe[];
  /** Original names of the files sent with the declaration. */
  readonly dokumente: readonly string[];
  /** Server time of receipt (ISO 8601); never the client's abgesendetAm. */
  readonly eingegangenAm: string;
  /** The declaration as the fee rules read it; null when it has no fee side. */
  readonly erklaerung: Erklaerung | null;
}

export interface QuittungsZeile {
  readonly bezeichnung: string;
  /** One or more values; several are printed as a list. */
  readonly werte: readonly string[];
}

export interface QuittungsAbschnitt {
  readonly ueberschrift: string;
  readonly zeilen: readonly QuittungsZeile[];
  /** Text below the rows. */
  readonly hinweis?: string;
}

/** Where a receipt is filed: one copy per category (a registration for two modules shows on both pages). */
export interface QuittungsAblage {
  readonly kategorie: DokumentKategorie;
  readonly typ: string;
}

export interface Quittung {
  readonly titel: string;
  readonly ereignis: string;
  /** Document title of the PDF (shown by viewers instead of the file name). */
  readonly dokumenttitel: string;
  readonly einleitung: string;
  readonly abschnitte: readonly QuittungsAbschnitt[];
  readonly fusszeile: string;
  /** ASCII file name: Quittung-<Ereignis>-<YYYY-MM-DD>.pdf (the Berlin day of receipt). */
  readonly dateiname: string;
  readonly ablage: readonly QuittungsAblage[];
}

const modulKategorie = (modul: Modul): DokumentKategorie => modul.toUpperCase() as DokumentKategorie;

/** The module a WP exam part belongs to ('wrmuendlich' → 'wr'); null for anything else. */
function teilModul(teil: string): Modul | null {
  const modul = teil.replace(/muendlich$/, '');
  return modul === 'wp' || modul === 'wr' || modul === 'bwl' || modul === 'st' ? modul : null;
}

/**
 * Admission, withdrawal of the application, whole-exam withdrawal, contact change and everything of
 * the aptitude test go to the Mantelakte (the EIGNUNG "Akte" shows the same category); module
 * declarations and a WP compelling reason go to the page of each module they name.
 */
export function quittungsAblage(anlass: Pick<Quittungsanlass, 'ereignis' | 'module' | 'pruefungsteile'>) {
  const { typ, ablage } = ERKLAERUNGEN[anlass.ereignis].quittung;
  let module: Modul[] = [];
  if (ablage === 'module') module = anlass.module.map(slotModul);
  if (ablage === 'pruefungsteile') {
    module = anlass.pruefungsteile.map(teilModul).filter((m): m is Modul => m !== null);
  }
  const kategorien = [...new Set(module.map(modulKategorie))];
  if (kategorien.length === 0) kategorien.push('MANTELAKTE');
  return kategorien.map((kategorie): QuittungsAblage => ({ kategorie, typ }));
}

function modulBezeichnung(slot: ModulSlot): string {
  const name = messages.antrag.modulNamen[slotModul(slot)];
  return isVorgezogen(slot) ? messages.antrag.modulVorgezogen(name) : name;
}

function teilBezeichnung(teil: string): string {
  if ((EIGNUNG_TEILE as readonly string[]).includes(teil))
    return messages.quittung.eignungTeile[teil as EignungTeil];
  const modul = teilModul(teil);
  if (modul === null) return teil;
  const name = messages.antrag.modulNamen[modul];
  return teil.endsWith('muendlich') ? messages.quittung.muendlich(name) : messages.quittung.schriftlich(name);
}

function gebuehrenAbschnitt(erklaerung: Erklaerung, settings: Verfahrenseinstellungen): QuittungsAbschnitt {
  const folgen = gebuehrenfolgen(erklaerung, settings);
  // An application or registration raises fees: what falls due, not what is refunded.
  const wert = erhebtGebuehren(erklaerung.art)
    ? (f: { faellig: number }) => messages.quittung.faelligWert(formatEuro(f.faellig))
    : (f: { faellig: number; erstattungFallsBezahlt: number }) =>
        messages.quittung.gebuehrWert(formatEuro(f.faellig), formatEuro(f.erstattungFallsBezahlt));
  const ueberschrift = messages.quittung.abschnittGebuehren;
  if (folgen.length === 0)
    return { ueberschrift, zeilen: [{ bezeichnung: messages.ruecknahme.keineGebuehren, werte: [] }] };
  const zeilen = folgen.map((folge): QuittungsZeile => {
    const posten = messages.gebuehren[folge.posten];
    const modul = folge.modul ? ` – ${messages.antrag.modulNamen[folge.modul]}` : '';
    return {
      bezeichnung: `${posten}${modul} (${formatTermin(folge.termin)})`,
      werte: [wert(folge)],
    };
  });
  zeilen.push({ bezeichnung: messages.quittung.summe, werte: [wert(gebuehrensumme(folgen))] });
  return { ueberschrift, zeilen, hinweis: messages.antrag.gebuehrenHinweis };
}

/** The content of the receipt; throws a RangeError when the receipt time is not a valid instant. */
export function createQuittung(
  anlass: Quittungsanlass,
  settings: Verfahrenseinstellungen = STANDARD_EINSTELLUNGEN,
): Quittung {
  const eingang = new Date(anlass.eingegangenAm);
  if (Number.isNaN(eingang.getTime())) throw new RangeError(`Not an instant: ${anlass.eingegangenAm}`);
  const q = messages.quittung;
  const definition = ERKLAERUNGEN[anlass.ereignis].quittung;
  const ereignis = definition.titel;
  const zeitpunkt = formatZeitpunkt(eingang);

  const erklaerung: QuittungsZeile[] = [
    { bezeichnung: q.abschnittErklaerung, werte: [ereignis] },
    { bezeichnung: q.eingang, werte: [q.zeitpunkt(zeitpunkt)] },
  ];
  if (anlass.termin) erklaerung.push({ bezeichnung: q.termin, werte: [formatTermin(anlass.termin)] });
  if (anlass.module.length > 0) {
    erklaerung.push({ bezeichnung: q.module, werte: anlass.module.map(modulBezeichnung) });
  }
  if (anlass.pruefungsteile.length > 0) {
    erklaerung.push({ bezeichnung: q.pruefungsteile, werte: anlass.pruefungsteile.map(teilBezeichnung) });
  }
  for (const angabe of anlass.angaben)
    erklaerung.push({ bezeichnung: angabe.bezeichnung, werte: [angabe.wert] });
  erklaerung.push({ bezeichnung: q.vorgang, werte: [anlass.declarationId] });

  const { kandidat } = anlass;
  const abschnitte: QuittungsAbschnitt[] = [
    {
      ueberschrift: q.abschnittAntragsteller,
      zeilen: [
        { bezeichnung: q.name, werte: [`${kandidat.vorname} ${kandidat.nachname}`] },
        ...(kandidat.aktenzeichen ? [{ bezeichnung: q.aktenzeichen, werte: [kandidat.aktenzeichen] }] : []),
        { bezeichnung: q.email, werte: [kandidat.email] },
        {
          bezeichnung: q.pruefung,
          werte: [kandidat.art === 'WP' ? messages.web.artWP : messages.web.artEIGNUNG],
        },
      ],
    },
    { ueberschrift: q.abschnittErklaerung, zeilen: erklaerung },
  ];
  if (anlass.erklaerung) abschnitte.push(gebuehrenAbschnitt(anlass.erklaerung, settings));
  // The same sentences as the preview before the send and the confirmation panel (rules/folgen.ts).
  const saetze = folgenSaetze(
    anlass.ereignis,
    anlass.erklaerung ? gebuehrenfolgen(anlass.erklaerung, settings) : [],
  );
  if (saetze.length > 0) {
    abschnitte.push({
      ueberschrift: q.abschnittFolgen,
      zeilen: saetze.map((satz) => ({ bezeichnung: satz, werte: [] })),
    });
  }
  if (anlass.dokumente.length > 0) {
    abschnitte.push({
      ueberschrift: q.abschnittDokumente,
      zeilen: [{ bezeichnung: q.abschnittDokumente, werte: [...anlass.dokumente] }],
    });
  }

  return {
    titel: q.titel,
    ereignis,
    dokumenttitel: q.dokumenttitel(ereignis),
    einleitung: q.einleitung(zeitpunkt),
    abschnitte,
    fusszeile: q.fusszeile,
    dateiname: q.dateiname(definition.dateiname, berlinDate(eingang)),
    ablage: quittungsAblage(anlass),
  };
}

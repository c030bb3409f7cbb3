// What a declaration means for the candidate, in German sentences (issue 16): the fee amounts
// (charged, refunded, kept, the processing fee where it applies) and whether an attempt is used.
// One text for the preview before the send, the confirmation panel and the receipt.
import { ERKLAERUNGEN, type ErklaerungKey } from '../erklaerungen/index';
import { formatEuro, formatTermin } from '../format';
import { messages } from '../messages';
import { type Gebuehrenfolge, gebuehrensumme } from './fees';

export type Versuchsfolge = keyof typeof messages.folgen.versuch;

/** The answer of POST /api/modul/{kind}/vorschau (decision 0012). */
export interface Folgenvorschau {
  gebuehren: Gebuehrenfolge[];
  summe: { faellig: number; erstattungFallsBezahlt: number };
  /** Whether an attempt is used; null where the question does not arise. */
  versuch: Versuchsfolge | null;
  /** The sentences of the preview, the confirmation and the receipt. */
  saetze: string[];
}

/** The answer of GET /api/eingangsbestaetigung/{schluessel} (decision 0012). */
export interface Eingangsbestaetigung {
  declarationId: string;
  /** The reference number printed on the receipt ('Vorgangsnummer'). */
  referenz: string;
  ereignis: ErklaerungKey;
  /** The declaration in plain German, as the receipt names it. */
  bezeichnung: string;
  /** Server receipt time, ISO 8601. */
  eingegangenAm: string;
  /** The same instant, 'DD.MM.YYYY HH:mm' in Europe/Berlin. */
  zeitpunkt: string;
  /** The receipt in the digital file (GET /api/dokumente/download/{documentId}); null until filed. */
  quittung: { documentId: string; dateiname: string } | null;
  /** 'Wie geht es weiter?' */
  weiter: string[];
  /** The consequence sentences, as on the preview and the receipt. */
  folgen: string[];
}

/**
 * Whether the declaration uses an attempt: a withdrawal after the invitation does (§ 21 (1), (4),
 * § 32 WiPrPrüfV), a deregistration, postponement, credit or withdrawal of the application does
 * not; null where the question does not arise (application, registration, contact data, reason).
 */
export const versuchsfolge = (ereignis: ErklaerungKey): Versuchsfolge | null =>
  ERKLAERUNGEN[ereignis].versuch;

const f = messages.folgen;

function posten(folge: Gebuehrenfolge): string {
  const modul = folge.modul ? ` ${messages.antrag.modulNamen[folge.modul]}` : '';
  return `${messages.gebuehren[folge.posten]}${modul} (${formatTermin(folge.termin)})`;
}

/** One sentence per fee: what it is, what is refunded and what is kept. */
export function gebuehrSatz(folge: Gebuehrenfolge): string {
  const kopf = f.gebuehr(posten(folge), formatEuro(folge.gebuehr));
  const erstattung = formatEuro(folge.erstattungFallsBezahlt);
  const einbehalten = formatEuro(folge.faellig);
  let rest: string;
  if (folge.erstattungFallsBezahlt === 0) rest = f.nichts;
  else if (folge.faellig === 0) rest = f.alles(erstattung);
  else if (folge.bearbeitungsgebuehrProzent)
    rest = f.bearbeitungsgebuehr(erstattung, einbehalten, folge.bearbeitungsgebuehrProzent);
  else rest = f.teilweise(erstattung, einbehalten);
  return `${kopf} ${rest}`;
}

/**
 * Declarations that raise fees rather than end something (the applications and a registration): their
 * sentences say what falls due, never what is "refunded" or "kept" (issue 26 point 8).
 */
const ERHEBEND: ReadonlySet<ErklaerungKey> = new Set(['zulassungsantrag', 'eignungAntrag', 'anmeldung']);
export const erhebtGebuehren = (ereignis: ErklaerungKey): boolean => ERHEBEND.has(ereignis);

/**
 * The consequence sentences of a declaration: the attempt first (where it arises), then each fee
 * and the total. A declaration without fees says so only when it could have had any.
 */
export function folgenSaetze(ereignis: ErklaerungKey, gebuehren: readonly Gebuehrenfolge[]): string[] {
  const versuch = versuchsfolge(ereignis);
  const saetze: string[] = versuch ? [f.versuch[versuch]] : [];
  if (gebuehren.length === 0) return versuch ? [...saetze, f.keineGebuehren] : saetze;
  if (erhebtGebuehren(ereignis)) {
    saetze.push(...gebuehren.map((g) => f.faellig(posten(g), formatEuro(g.faellig))));
    if (gebuehren.length > 1) saetze.push(f.summeFaellig(formatEuro(gebuehrensumme(gebuehren).faellig)));
    return saetze;
  }
  saetze.push(...gebuehren.map(gebuehrSatz));
  const summe = gebuehrensumme(gebuehren);
  if (gebuehren.length > 1 || summe.erstattungFallsBezahlt > 0)
    saetze.push(f.summe(formatEuro(summe.erstattungFallsBezahlt), formatEuro(summe.faellig)));
  return saetze;
}

const s = messages.eingangsbestaetigung.schritte;

/** 'Wie geht es weiter?': what the office does next, per declaration. */
export const naechsteSchritte = (ereignis: ErklaerungKey): string[] => [
  s[ERKLAERUNGEN[ereignis].quittung.schritt],
  s.akte,
];

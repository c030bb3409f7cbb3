// The digital file (spec §2, §3, §5, §6, §7, §9): upload checks, document types and their upload
// lists, which page shows which category, grouping into sections and the delete rule. The client
// checks files before sending; the server repeats every check (SEC-FILE-1, SEC-FILE-3, SEC-FILE-8).
import { messages } from '../messages';
import { dokumentLoeschbar } from './availability';
import type { Art } from './facts';

// ---------------------------------------------------------------------------------------------
// Documents as GET /api/dokumente lists them

export const DOKUMENT_KATEGORIEN = ['AKTENEINGANG', 'MANTELAKTE', 'BWL', 'ST', 'WP', 'WR'] as const;
export type DokumentKategorie = (typeof DOKUMENT_KATEGORIEN)[number];

export interface Dokument {
  readonly documentId: number | string;
  readonly originalFileName: string;
  /** ISO 8601 */
  readonly createdAt: string;
  readonly category: DokumentKategorie;
  readonly type: string;
  /** The server's own verdict (SEC-FILE-8); absent means "ask the client rule". */
  readonly deletable?: boolean;
  /** A tombstone (decision 0058): the name is the sentence 'gelöscht am …', nothing to download. */
  readonly geloescht?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Upload checks (spec §5, §9)

export const ERLAUBTE_DATEIENDUNGEN = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
/** For the file input's accept attribute: narrows the picker, the check below still decides. */
export const DATEI_ACCEPT = ERLAUBTE_DATEIENDUNGEN.map((endung) => `.${endung}`).join(',');
/** Files under 105 bytes are rejected. */
export const MIN_DATEIGROESSE = 105;
/** "Over 31 MB rejected" read as 31 MiB (SEC-FILE-1); the hint says 30 MB. */
export const MAX_DATEIGROESSE = 31 * 1024 * 1024;

/** The lower-case extension after the last dot, '' when there is none. */
export function dateiendung(name: string): string {
  const punkt = name.lastIndexOf('.');
  return punkt < 0 ? '' : name.slice(punkt + 1).toLowerCase();
}

export const istErlaubterDateityp = (name: string): boolean =>
  (ERLAUBTE_DATEIENDUNGEN as readonly string[]).includes(dateiendung(name));

export type DateiAblehnung = 'typ' | 'zuKlein' | 'zuGross';

export interface DateiInfo {
  readonly name: string;
  readonly size: number;
}

/** Why a file is refused, or null when it may be sent. The type is checked first. */
export function checkDatei(datei: DateiInfo): DateiAblehnung | null {
  if (!istErlaubterDateityp(datei.name)) return 'typ';
  if (datei.size < MIN_DATEIGROESSE) return 'zuKlein';
  if (datei.size > MAX_DATEIGROESSE) return 'zuGross';
  return null;
}

/** The text for a refusal; a wrong type is dropped without a word (spec §5). */
export function dateiFehlertext(name: string, grund: DateiAblehnung): string | null {
  if (grund === 'zuKlein') return messages.files.zuKlein(name);
  if (grund === 'zuGross') return messages.files.zuGross(name);
  return null;
}

export interface Dateiauswahl<T> {
  /** The files that may be sent, in the order chosen. */
  readonly angenommen: T[];
  /** One German text per file refused for its size. */
  readonly fehler: string[];
}

/** Splits a choice of files into those kept and the texts for those refused. */
export function checkDateiauswahl<T extends DateiInfo>(dateien: Iterable<T>): Dateiauswahl<T> {
  const angenommen: T[] = [];
  const fehler: string[] = [];
  for (const datei of dateien) {
    const grund = checkDatei(datei);
    if (grund === null) {
      angenommen.push(datei);
      continue;
    }
    const text = dateiFehlertext(datei.name, grund);
    if (text !== null) fehler.push(text);
  }
  return { angenommen, fehler };
}

// At the first use (as dates.ts's berlinFormat): /start evaluates this module for its requests' answer forms,
// and the page's first Intl object loads the locale data (~120 ms at 4× in a V8 profile, decision 0100).
let dezimal: Intl.NumberFormat | undefined;

/** '12 KB', '1,5 MB' (1 KB = 1,024 bytes, like the 31 MiB limit). */
export function formatDateigroesse(bytes: number): string {
  dezimal ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
  const kb = bytes / 1024;
  if (kb < 1024) return messages.files.groesseKB(dezimal.format(Math.max(1, Math.round(kb))));
  return messages.files.groesseMB(dezimal.format(kb / 1024));
}

// ---------------------------------------------------------------------------------------------
// Akteneingang types and upload lists (spec §3, §7)

export const AKTENEINGANG_TYPEN = {
  WP: [
    'LEBENSLAUF',
    'ATTEST',
    'ZEUGNIS',
    'AGBESCHEINIGUNG',
    'STBESCHEINIGUNG',
    'AGBESCHEINIGUNG2',
    'VERKUERZUNG',
    'STAATSANGEHOERIGKEIT',
  ],
  EIGNUNG: ['attest', 'EIGNUNG_WAHLFACH', 'EIGNUNG_NACHWEIS'],
} as const satisfies Record<Art, readonly string[]>;

export type AkteneingangTyp = (typeof AKTENEINGANG_TYPEN)[Art][number];

/** The type a newly chosen file gets: LEBENSLAUF for WP (spec §5), the first of the list otherwise. */
export const STANDARD_DOKUMENTTYP: Readonly<Record<Art, AkteneingangTyp>> = {
  WP: 'LEBENSLAUF',
  EIGNUNG: 'attest',
};

/** The multipart list of POST /api/dokumente/files that carries a type. */
export const UPLOAD_LISTE: Readonly<Record<AkteneingangTyp, string>> = {
  LEBENSLAUF: 'lebenslauf',
  ATTEST: 'attest',
  ZEUGNIS: 'zeugnis',
  AGBESCHEINIGUNG: 'agbescheinigung',
  STBESCHEINIGUNG: 'stbescheinigung',
  AGBESCHEINIGUNG2: 'agbescheinigung2',
  VERKUERZUNG: 'verkuerzungbescheinigung',
  STAATSANGEHOERIGKEIT: 'staatsangehoerigkeit',
  attest: 'attest',
  EIGNUNG_WAHLFACH: 'wahlfach',
  EIGNUNG_NACHWEIS: 'nachweise',
};

export const istAkteneingangTyp = (art: Art, typ: string): typ is AkteneingangTyp =>
  (AKTENEINGANG_TYPEN[art] as readonly string[]).includes(typ);

/** Every list a kind of candidate sends, in the order of its type list. */
export const uploadListenNamen = (art: Art): string[] => [
  ...new Set(AKTENEINGANG_TYPEN[art].map((typ) => UPLOAD_LISTE[typ])),
];

/**
 * The files per list for POST /api/dokumente/files: every list of the kind, in order, empty ones
 * included (they go out as the text '[]', spec §7). A type of the other kind is a programming error.
 */
export function uploadListen<T>(
  art: Art,
  eintraege: readonly { readonly datei: T; readonly typ: string }[],
): [liste: string, dateien: T[]][] {
  const listen = new Map<string, T[]>(uploadListenNamen(art).map((name) => [name, []]));
  for (const { datei, typ } of eintraege) {
    if (!istAkteneingangTyp(art, typ)) throw new Error(`Dokumenttyp ${typ} gibt es für ${art} nicht`);
    listen.get(UPLOAD_LISTE[typ])?.push(datei);
  }
  return [...listen];
}

// ---------------------------------------------------------------------------------------------
// Pages of the digital file (spec §2) and what each shows

export const AKTEN_SEITEN = {
  WP: [
    'akteneingang',
    'mantelakte',
    'modulpruefungwp',
    'modulpruefungwr',
    'modulpruefungbwl',
    'modulpruefungst',
  ],
  EIGNUNG: ['akteneingang', 'akte'],
} as const satisfies Record<Art, readonly string[]>;

export type AktenSeite = (typeof AKTEN_SEITEN)[Art][number];

export const SEITEN_KATEGORIE: Readonly<Record<AktenSeite, DokumentKategorie>> = {
  akteneingang: 'AKTENEINGANG',
  mantelakte: 'MANTELAKTE',
  akte: 'MANTELAKTE',
  modulpruefungwp: 'WP',
  modulpruefungwr: 'WR',
  modulpruefungbwl: 'BWL',
  modulpruefungst: 'ST',
};

export const istAktenSeite = (art: Art, seite: string): seite is AktenSeite =>
  (AKTEN_SEITEN[art] as readonly string[]).includes(seite);

/** The page of a kind that shows a category; null when the kind has no such page (EIGNUNG modules). */
export function aktenSeite(kategorie: DokumentKategorie, art: Art): AktenSeite | null {
  return AKTEN_SEITEN[art].find((seite) => SEITEN_KATEGORIE[seite] === kategorie) ?? null;
}

/** The three kinds of page: incoming documents, the office's file, one module. */
export type Seitenart = 'akteneingang' | 'mantelakte' | 'modul';

export function seitenart(seite: AktenSeite): Seitenart {
  if (seite === 'akteneingang') return 'akteneingang';
  if (seite === 'mantelakte' || seite === 'akte') return 'mantelakte';
  return 'modul';
}

/** The types that get a section of their own, in order; everything else goes to one last section. */
export function abschnittTypen(seite: AktenSeite, art: Art): readonly string[] {
  switch (seitenart(seite)) {
    case 'akteneingang':
      return AKTENEINGANG_TYPEN[art];
    case 'mantelakte':
      return ['ZULASSUNG', 'RUECKTRITT', 'ATTEST'];
    case 'modul':
      return ['ANMELDUNG', 'ATTEST', 'RUECKTRITT'];
  }
}

/**
 * Types of the office's letters beyond the spec's sections (issue 26 point 8): an invitation (Ladung)
 * and a decision letter (Bescheid). Shown as a section only where a page holds one.
 */
const BRIEF_TYPEN = ['LADUNG', 'BESCHEID'] as const;

/** Newest first; the same instant keeps the server's order. */
function neuesteZuerst(a: Dokument, b: Dokument): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  return (Number.isNaN(tb) ? 0 : tb) - (Number.isNaN(ta) ? 0 : ta);
}

export interface Abschnitt<D extends Dokument = Dokument> {
  /** One of the page's types, or null for the section of all other types. */
  readonly typ: string | null;
  readonly dokumente: D[];
}

/**
 * The documents of a page, one section per listed type (empty ones included), the office's letters
 * (BRIEF_TYPEN) where there are any, plus, when any are left, one section of the other types. Types match case-insensitively, so an 'ATTEST' lands in the
 * 'attest' section of an aptitude candidate. Each section lists the newest document first.
 */
export function gruppiereDokumente<D extends Dokument>(
  dokumente: readonly D[],
  seite: AktenSeite,
  art: Art,
): Abschnitt<D>[] {
  const kategorie = SEITEN_KATEGORIE[seite];
  const typen = abschnittTypen(seite, art);
  const schluessel = typen.map((typ) => typ.toUpperCase());
  const abschnitte: Abschnitt<D>[] = typen.map((typ) => ({ typ, dokumente: [] }));
  // The office's letters (issue 26 point 8) get sections of their own where the page has any.
  const zusatz: Abschnitt<D>[] =
    seitenart(seite) === 'akteneingang' ? [] : BRIEF_TYPEN.map((typ) => ({ typ, dokumente: [] }));
  const sonstige: D[] = [];
  for (const dokument of dokumente) {
    if (dokument.category !== kategorie) continue;
    const typ = String(dokument.type).toUpperCase();
    const index = schluessel.indexOf(typ);
    const brief = zusatz.find((a) => a.typ === typ);
    if (index >= 0) abschnitte[index]!.dokumente.push(dokument);
    else if (brief) brief.dokumente.push(dokument);
    else sonstige.push(dokument);
  }
  abschnitte.push(...zusatz.filter((a) => a.dokumente.length > 0));
  if (sonstige.length > 0) abschnitte.push({ typ: null, dokumente: sonstige });
  for (const abschnitt of abschnitte) abschnitt.dokumente.sort(neuesteZuerst);
  return abschnitte;
}

/** The German heading of a section. */
export function abschnittTitel(seite: AktenSeite, typ: string | null): string {
  const art = seitenart(seite);
  if (art === 'akteneingang') {
    return typ === null ? messages.akte.abschnitte.sonstige : dokumenttypBezeichnung(typ);
  }
  const titel = messages.akte.abschnitte as Readonly<Record<string, string>>;
  if (typ !== null && titel[typ] !== undefined) return titel[typ];
  return art === 'mantelakte' ? messages.akte.abschnitte.vermerke : messages.akte.abschnitte.sonstige;
}

/** The German name of a document type; an unknown type shows as it is. */
export function dokumenttypBezeichnung(typ: string): string {
  return (messages.akte.typen as Readonly<Record<string, string>>)[typ] ?? typ;
}

// ---------------------------------------------------------------------------------------------
// Deleting (spec §6, SEC-FILE-8)

/** Spec §6 on the client, and never where the server has said no. */
export function darfLoeschen(dokument: Dokument, modulDatenGeladen: boolean): boolean {
  return dokument.deletable !== false && dokumentLoeschbar(dokument, modulDatenGeladen);
}

// Payloads and answers of the back-office page "Ladungen und Ergebnisse", and the reading of a results
// CSV row by row (the server splits the file with csv-parse; what each cell must be is decided here,
// so the rules of the format live in one place and are tested as tables).
import { z } from 'zod';
import { type IsoDate, isIsoDate, toIsoDate, parseIsoDate } from '../dates';
import { isEmail, isSemesterText, normalizeEmail } from '../fields';
import { messages } from '../messages';
import { ladungenTexte as lt } from '../messages-pruefungsstelle-ladungen';
import type { Ergebnis } from '../rules/facts';
import { type ErgebnisNoten, noteLesen } from '../rules/modulnote';
import { ergebnisNotenAntwortSchema } from './ergebnis-noten';
import { aktenzeichenPraefix } from '../rules/aktenzeichen';
import { AUFSICHTSARBEITEN } from '../rules/aufsichtsarbeiten';
import { EIGNUNG_TEILE, MODULE, type Modul } from '../rules/module';
import { listenTexte } from '../messages-pruefungsstelle-listen';
import { exportFormatSchema, kandidatenFilterFelder } from './pruefungsstelle-listen';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

/** A WP module or the aptitude test. */
export const PRUEFUNGEN = [...MODULE, 'eignung'] as const;
export type Pruefung = (typeof PRUEFUNGEN)[number];
export const WP_TEILE = ['schriftlich', 'muendlich'] as const;
export const teileVon = (pruefung: Pruefung): readonly string[] =>
  pruefung === 'eignung' ? EIGNUNG_TEILE : WP_TEILE;
export const ERGEBNISSE = ['passed', 'failed'] as const satisfies readonly Ergebnis[];

const terminSchema = z.string({ error: lt.terminFehlt }).refine(isSemesterText, { error: lt.terminFehlt });
const pruefungSchema = z.enum(PRUEFUNGEN, { error: lt.pruefungFehlt });
/**
 * A grade 1,00 … 6,00 with at most two decimals, or empty (not entered). The length as a refinement, not
 * zod's `.max`: zod's length checks also run on a value that is no string but has a `length`, and threw on
 * one whose `length` cannot become a number (a property test found `{ length: Object.create(null) }`).
 */
export const noteSchema = z
  .string({ error: lt.noteUngueltig })
  .refine((n) => n.length <= 10, { error: lt.noteUngueltig, abort: true })
  .refine((n) => n.trim() === '' || noteLesen(n) !== null, { error: lt.noteUngueltig });

/** Empty: today (the office functions take today). */
const datumSchema = z
  .string({ error: lt.datumUngueltig })
  .refine((d) => d === '' || isIsoDate(d), { error: lt.datumUngueltig })
  .transform((d) => (d === '' ? undefined : d));
const kandidatSchema = z.uuid({ error: lt.kandidatUnbekannt });

/** The list's own filters beyond term and exam (issue 28 point 6): search, sitting, LGS, order. */
const ladungenListenFelder = {
  suche: z
    .string()
    .trim()
    .max(200, { error: listenTexte.sucheZuLang })
    .optional()
    .transform((v) => v ?? ''),
  sitzung: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['juni', 'regulaer'], { error: listenTexte.filterUngueltig }).optional(),
  ),
  lgs: kandidatenFilterFelder.lgs,
  richtung: kandidatenFilterFelder.richtung,
  /** meine / keine: who holds the case, as in the Kandidaten list (issue 28 point 1, decision 0046). */
  zuweisung: kandidatenFilterFelder.zuweisung,
};

export const ladungenFilterSchema = z.strictObject(
  {
    termin: terminSchema,
    pruefung: pruefungSchema,
    ...ladungenListenFelder,
    seite: z.coerce
      .number({ error: listenTexte.filterUngueltig })
      .int({ error: listenTexte.filterUngueltig })
      .min(1, { error: listenTexte.filterUngueltig })
      .max(1_000_000, { error: listenTexte.filterUngueltig })
      .default(1),
  },
  objektFehler,
);
export type LadungenFilter = z.output<typeof ladungenFilterSchema>;

export const ladungenExportSchema = z.strictObject(
  { termin: terminSchema, pruefung: pruefungSchema, ...ladungenListenFelder, format: exportFormatSchema },
  objektFehler,
);
export type LadungenExport = z.output<typeof ladungenExportSchema>;

/** Rows per page of the Ladungen list. */
export const LADUNGEN_SEITENGROESSE = 50;

export const ladenPayloadSchema = z
  .strictObject(
    {
      termin: terminSchema,
      pruefung: pruefungSchema,
      teil: z.string({ error: lt.teilFehlt }).max(20, { error: lt.teilFehlt }),
      datum: datumSchema,
      kandidaten: z
        .array(kandidatSchema, { error: lt.keineAuswahl })
        .min(1, { error: lt.keineAuswahl })
        .max(500, { error: lt.zuVieleAuswahl }),
    },
    objektFehler,
  )
  .refine((d) => teileVon(d.pruefung).includes(d.teil), { error: lt.teilFehlt, path: ['teil'] });
export type LadenPayload = z.output<typeof ladenPayloadSchema>;

/**
 * A result's fields without its cross-field rule: zod refuses pick/omit on a refined object, and the
 * batch of results (decision 0061) picks the shared fields and omits them per candidate.
 */
export const ergebnisFelder = z.strictObject(
  {
    termin: terminSchema,
    pruefung: pruefungSchema,
    kandidat: kandidatSchema,
    ergebnis: z.enum(ERGEBNISSE, { error: lt.ergebnisFehlt }),
    datum: datumSchema,
    // The parts (decision 0056), German grades "4,30"; empty or absent: the one-field entry.
    noteSchriftlich: noteSchema.optional(),
    noteMuendlich: noteSchema.optional(),
    // The papers' grades (decision 0068); the written grade follows from them.
    noteArbeit1: noteSchema.optional(),
    noteArbeit2: noteSchema.optional(),
  },
  objektFehler,
);

type NotenFelder = {
  noteSchriftlich?: string;
  noteMuendlich?: string;
  noteArbeit1?: string;
  noteArbeit2?: string;
};
const gegeben = (t: string | undefined): boolean => Boolean(t?.trim());

/**
 * An oral grade only with a written one or the papers (decision 0056), the 2nd paper only with the 1st
 * (decision 0068) – for the single result, each batch item and the correction.
 */
export const mitNotenRegel = <T extends z.ZodType<NotenFelder>>(schema: T) =>
  schema
    .refine((d) => !gegeben(d.noteMuendlich) || gegeben(d.noteSchriftlich) || gegeben(d.noteArbeit1), {
      error: lt.muendlichOhneSchriftlich,
      path: ['noteSchriftlich'],
    })
    .refine((d) => !gegeben(d.noteArbeit2) || gegeben(d.noteArbeit1), {
      error: lt.arbeitZweiteOhneErste,
      path: ['noteArbeit1'],
    });

/**
 * The number of papers of the module (§ 7 (2),(3) WiPrPrüfV, `AUFSICHTSARBEITEN`) as a field error; the
 * office function checks it again for the command line and the import.
 */
export function arbeitenFehler(
  pruefung: Pruefung,
  d: NotenFelder,
): { path: 'noteArbeit1' | 'noteArbeit2'; message: string } | null {
  if (pruefung === 'eignung' || !gegeben(d.noteArbeit1)) return null;
  const zahl = AUFSICHTSARBEITEN[pruefung];
  if (zahl === 1 && gegeben(d.noteArbeit2)) return { path: 'noteArbeit2', message: lt.arbeitenZuViele };
  if (zahl === 2 && !gegeben(d.noteArbeit2)) return { path: 'noteArbeit2', message: lt.arbeitenZuWenige };
  return null;
}

export const ergebnisPayloadSchema = mitNotenRegel(ergebnisFelder).superRefine((d, ctx) => {
  const fehler = arbeitenFehler(d.pruefung, d);
  if (fehler) ctx.addIssue({ code: 'custom', path: [fehler.path], message: fehler.message });
});
export type ErgebnisPayload = z.output<typeof ergebnisPayloadSchema>;

/** Limits of one import: the JSON body stays under the server's 256 KiB. */
export const CSV_MAX_ZEICHEN = 200_000;
export const CSV_MAX_ZEILEN = 2_000;

export const ergebnisImportPayloadSchema = z.strictObject(
  {
    csv: z
      .string({ error: lt.csvLeer })
      .max(CSV_MAX_ZEICHEN, { error: lt.csvZuGross(CSV_MAX_ZEICHEN.toLocaleString('de-DE')) }),
  },
  objektFehler,
);

/** The registered candidate of a term and exam, with what happened so far. */
export interface LadungZeile {
  kandidat: string;
  name: string;
  email: string;
  angemeldetAm: IsoDate | null;
  vorgezogen: boolean;
  status: keyof typeof lt.status;
  /** Latest invitation per part. */
  geladenAm: Record<string, IsoDate | null>;
  ergebnis: Ergebnis | null;
  /** The parts of the result that applies (decision 0056, a correction's when corrected); absent: none. */
  noten?: ErgebnisNoten | null | undefined;
  /** The registration (attempt) is running: invitations and a result are possible. */
  laufend: boolean;
  /** The granted Nachteilsausgleich measures that count, as sentences (issue 26 point 4); absent: none. */
  massnahmen?: string[] | undefined;
  /** Who holds the case (decision 0046); null when nobody does. */
  bearbeitung: string | null;
}

export interface LadungenAntwort {
  termin: string;
  pruefung: Pruefung;
  teile: readonly string[];
  kandidaten: LadungZeile[];
  /** All rows the filter selects, the page shown and the number of pages (paged in SQL). */
  gesamt: number;
  seite: number;
  seiten: number;
  /** The terms offered in the choice ('YYYY/S'), the open one first among its neighbours. */
  termine: string[];
}

/** One candidate or CSV row the office cannot act on; nothing was written. */
export interface ZeilenFehler {
  /** CSV line (the header is line 1); absent for an invitation. */
  zeile?: number;
  spalte?: string;
  kandidat?: string;
  meldung: string;
}

// ---------------------------------------------------------------------------------------------
// Results CSV: E-Mail (or Aktenzeichen);Modul;Ergebnis;Datum (German headers, any order, other columns
// ignored). A row names its candidate by e-mail or by Aktenzeichen, whichever column has a value.

export const CSV_SPALTEN = {
  email: 'E-Mail',
  aktenzeichen: 'Aktenzeichen',
  modul: 'Modul',
  ergebnis: 'Ergebnis',
  datum: 'Datum',
  // The parts (decision 0056), optional columns.
  noteSchriftlich: 'Note schriftlich',
  noteMuendlich: 'Note mündlich',
  // The papers (decision 0068), optional; their number per module the office function checks.
  noteArbeit1: 'Note 1. Aufsichtsarbeit',
  noteArbeit2: 'Note 2. Aufsichtsarbeit',
} as const;
type Spalte = keyof typeof CSV_SPALTEN;
const PFLICHT: readonly Spalte[] = ['modul', 'ergebnis'];

const kopfName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
const KOPF: Record<string, Spalte> = {
  email: 'email',
  emailadresse: 'email',
  aktenzeichen: 'aktenzeichen',
  az: 'aktenzeichen',
  modul: 'modul',
  prüfung: 'modul',
  ergebnis: 'ergebnis',
  datum: 'datum',
  noteschriftlich: 'noteSchriftlich',
  notemündlich: 'noteMuendlich',
  notemuendlich: 'noteMuendlich',
  note1aufsichtsarbeit: 'noteArbeit1',
  note2aufsichtsarbeit: 'noteArbeit2',
};

const MODUL_WERTE: Record<string, Pruefung> = {
  ...Object.fromEntries(MODULE.map((m) => [m, m])),
  eignung: 'eignung',
  eignungsprüfung: 'eignung',
  eignungspruefung: 'eignung',
};
const ERGEBNIS_WERTE: Record<string, Ergebnis> = {
  bestanden: 'passed',
  'nicht bestanden': 'failed',
  nichtbestanden: 'failed',
};

/** Excel's day 0 is 1899-12-30 (its serial numbers count from there, 1900's leap-year bug included). */
const EXCEL_TAG_NULL = Date.UTC(1899, 11, 30);
/** Serial numbers taken as days: 2000-01-01 … 2099-12-31 (a result is never outside). */
const EXCEL_VON = 36_526;
const EXCEL_BIS = 73_050;

/**
 * A day as the office types it or Excel writes it: TT.MM.JJJJ, T.M.JJJJ, TT.MM.JJ / T.M.JJ (20JJ),
 * JJJJ-MM-TT, any of them with a time after it (Excel's "27.11.2026 00:00"), or an Excel serial number
 * (46353 = 27.11.2026) when the cell was a date formatted as a number.
 */
export function csvDatum(roh: string): IsoDate | null {
  // A time after the day ("27.11.2026 00:00", "2026-11-27T00:00:00") is dropped.
  const [tag = '', zeit, ...rest] = roh.trim().split(/[ T]/);
  const nurZeit =
    rest.length === 0 && (zeit === undefined || /^\d{1,2}:\d{2}$|^\d{1,2}:\d{2}:\d{2}$/.test(zeit));
  const text = nurZeit ? tag : roh.trim();
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(text);
  if (de) {
    const jahr = de[3]?.length === 2 ? 2000 + Number(de[3]) : Number(de[3]);
    const iso = toIsoDate({ year: jahr, month: Number(de[2]), day: Number(de[1]) });
    return parseIsoDate(iso) ? iso : null;
  }
  if (/^\d{5}$/.test(text)) {
    const n = Number(text);
    if (n < EXCEL_VON || n > EXCEL_BIS) return null;
    return new Date(EXCEL_TAG_NULL + n * 86_400_000).toISOString().slice(0, 10) as IsoDate;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) ? (text as IsoDate) : null;
}

/** A candidate as a row names them: the e-mail address, or the Aktenzeichen ('WP-3F2A-9C1B-7D4E'). */
export type CsvKandidat =
  { email: string } | { aktenzeichen: string; art: 'WP' | 'EIGNUNG'; idPraefix: string; email?: string };

/** A full Aktenzeichen (kind and 12 hex digits, dashes and spaces optional), else undefined. */
export function csvAktenzeichen(
  text: string,
): { aktenzeichen: string; art: 'WP' | 'EIGNUNG'; idPraefix: string } | undefined {
  const az = aktenzeichenPraefix(text);
  if (!az?.art || az.idPraefix.replace('-', '').length !== 12) return undefined;
  const hex = az.idPraefix.replace('-', '').toUpperCase();
  const aktenzeichen = `${az.art === 'WP' ? 'WP' : 'EP'}-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
  return { aktenzeichen, art: az.art, idPraefix: az.idPraefix };
}

/** What a row names the candidate by, readable (the e-mail address or the Aktenzeichen). */
export const kandidatText = (k: CsvKandidat): string => ('aktenzeichen' in k ? k.aktenzeichen : k.email);

/** One good row: what the office function `ergebnis` is called with. */
export interface ErgebnisZeile {
  zeile: number;
  kandidat: CsvKandidat;
  pruefung: Pruefung;
  ergebnis: Ergebnis;
  /** Absent: today. */
  datum?: IsoDate;
  /** The parts in hundredths (decision 0056); absent: the one-field entry. */
  noten?: { schriftlich: number | null; muendlich: number | null; arbeiten?: number[] };
}

/** A record as the CSV parser gives it: its line number and its cells. */
export interface CsvDatensatz {
  zeile: number;
  werte: readonly string[];
}

/** The header's columns, or what is wrong with it. */
export function parseKopfzeile(kopf: CsvDatensatz): Partial<Record<Spalte, number>> | ZeilenFehler[] {
  const spalten: Partial<Record<Spalte, number>> = {};
  const fehler: ZeilenFehler[] = [];
  kopf.werte.forEach((text, index) => {
    const spalte = KOPF[kopfName(text.replace(/^\uFEFF/, ''))];
    if (!spalte) return;
    if (spalten[spalte] !== undefined)
      fehler.push({ zeile: kopf.zeile, meldung: lt.csvSpalteDoppelt(CSV_SPALTEN[spalte]) });
    spalten[spalte] = index;
  });
  if (spalten.email === undefined && spalten.aktenzeichen === undefined)
    fehler.push({ zeile: kopf.zeile, meldung: lt.csvKandidatSpalteFehlt });
  for (const spalte of PFLICHT)
    if (spalten[spalte] === undefined)
      fehler.push({ zeile: kopf.zeile, meldung: lt.csvSpalteFehlt(CSV_SPALTEN[spalte]) });
  return fehler.length > 0 ? fehler : spalten;
}

/** One data row: the result it records, or each cell that is wrong. */
export function parseErgebnisZeile(
  datensatz: CsvDatensatz,
  spalten: Partial<Record<Spalte, number>>,
  breite: number,
): ErgebnisZeile | ZeilenFehler[] {
  const { zeile, werte } = datensatz;
  if (werte.length !== breite) return [{ zeile, meldung: lt.csvSpaltenzahl(breite, werte.length) }];
  const zelle = (s: Spalte) => {
    const i = spalten[s];
    return i === undefined ? '' : (werte[i] ?? '').trim();
  };
  const fehler: ZeilenFehler[] = [];
  const falsch = (s: Spalte, meldung: string) => fehler.push({ zeile, spalte: CSV_SPALTEN[s], meldung });

  const email = normalizeEmail(zelle('email'));
  const azText = zelle('aktenzeichen');
  const az = azText === '' ? undefined : csvAktenzeichen(azText);
  let kandidat: CsvKandidat | undefined;
  if (email !== '') {
    if (isEmail(email)) kandidat = { email };
    else falsch('email', lt.csvEmailUngueltig);
  }
  if (azText !== '' && !az) falsch('aktenzeichen', lt.csvAktenzeichenUngueltig);
  // Both given: the Aktenzeichen names the person, the server checks that the address is theirs.
  else if (az) kandidat = kandidat ? { ...az, email } : az;
  if (email === '' && azText === '')
    falsch(spalten.email !== undefined ? 'email' : 'aktenzeichen', lt.csvWertFehlt);

  const modulText = zelle('modul').toLowerCase();
  const pruefung = MODUL_WERTE[modulText];
  if (modulText === '') falsch('modul', lt.csvWertFehlt);
  else if (!pruefung) falsch('modul', lt.csvModulUngueltig);

  const ergebnisText = zelle('ergebnis').toLowerCase().replace(/\s+/g, ' ');
  const ergebnis = ERGEBNIS_WERTE[ergebnisText];
  if (ergebnisText === '') falsch('ergebnis', lt.csvWertFehlt);
  else if (!ergebnis) falsch('ergebnis', lt.csvErgebnisUngueltig);

  const datumText = zelle('datum');
  const datum = datumText === '' ? undefined : csvDatum(datumText);
  if (datum === null) falsch('datum', lt.csvDatumUngueltig);

  const note = (s: 'noteSchriftlich' | 'noteMuendlich' | 'noteArbeit1' | 'noteArbeit2') => {
    const text = zelle(s);
    const wert = text === '' ? null : noteLesen(text);
    if (text !== '' && wert === null) falsch(s, lt.noteUngueltig);
    return wert;
  };
  const schriftlich = note('noteSchriftlich');
  const muendlich = note('noteMuendlich');
  const arbeit1 = note('noteArbeit1');
  const arbeit2 = note('noteArbeit2');
  if (arbeit2 !== null && arbeit1 === null) falsch('noteArbeit1', lt.arbeitZweiteOhneErste);
  const arbeiten = [arbeit1, arbeit2].filter((a): a is number => a !== null);
  if (muendlich !== null && schriftlich === null && arbeiten.length === 0)
    falsch('noteSchriftlich', lt.muendlichOhneSchriftlich);

  if (fehler.length > 0 || !kandidat || !pruefung || !ergebnis || datum === null) return fehler;
  return {
    zeile,
    kandidat,
    pruefung,
    ergebnis,
    ...(datum ? { datum } : {}),
    ...(schriftlich !== null || arbeiten.length > 0
      ? { noten: { schriftlich, muendlich, ...(arbeiten.length > 0 ? { arbeiten } : {}) } }
      : {}),
  };
}

/**
 * Every row of a results file (the header first): the good rows and the errors of all others. A row
 * naming the same candidate and exam as an earlier one is an error (one result per registration).
 */
export function parseErgebnisse(datensaetze: readonly CsvDatensatz[]): {
  zeilen: ErgebnisZeile[];
  fehler: ZeilenFehler[];
} {
  const [kopf, ...rest] = datensaetze.filter((d) => d.werte.some((w) => w.trim() !== ''));
  if (!kopf) return { zeilen: [], fehler: [{ zeile: 1, meldung: lt.csvLeer }] };
  const spalten = parseKopfzeile(kopf);
  if (Array.isArray(spalten)) return { zeilen: [], fehler: spalten };
  if (rest.length === 0) return { zeilen: [], fehler: [{ zeile: kopf.zeile, meldung: lt.csvKeineZeilen }] };
  if (rest.length > CSV_MAX_ZEILEN)
    return { zeilen: [], fehler: [{ zeile: kopf.zeile, meldung: lt.csvZuVieleZeilen(CSV_MAX_ZEILEN) }] };
  const zeilen: ErgebnisZeile[] = [];
  const fehler: ZeilenFehler[] = [];
  const gesehen = new Map<string, number>();
  for (const datensatz of rest) {
    const gelesen = parseErgebnisZeile(datensatz, spalten, kopf.werte.length);
    if (Array.isArray(gelesen)) {
      fehler.push(...gelesen);
      continue;
    }
    const schluessel = `${kandidatText(gelesen.kandidat)} ${gelesen.pruefung}`;
    const frueher = gesehen.get(schluessel);
    if (frueher !== undefined) {
      fehler.push({ zeile: gelesen.zeile, meldung: lt.csvDoppelt(frueher) });
      continue;
    }
    gesehen.set(schluessel, gelesen.zeile);
    zeilen.push(gelesen);
  }
  return { zeilen, fehler };
}

/** The module of a WP exam, undefined for the aptitude test (the office functions' argument). */
export const modulVon = (pruefung: Pruefung): Modul | undefined =>
  pruefung === 'eignung' ? undefined : pruefung;

/** A preview row: what a good row would do. */
export interface VorschauZeile {
  zeile: number;
  email: string;
  wirkung: string;
}

export interface VorschauAntwort {
  zeilen: VorschauZeile[];
  fehler: ZeilenFehler[];
}

// The answers' schemas (decisions 0023, 0024): the server's routes declare them, the web reads with them.
const zeilenFehlerSchema = z.object({
  zeile: z.number().optional(),
  spalte: z.string().optional(),
  kandidat: z.string().optional(),
  meldung: z.string(),
}) satisfies z.ZodType<ZeilenFehler>;

export const ladungenAntwortSchema = z.object({
  termin: z.string(),
  pruefung: z.enum(PRUEFUNGEN),
  teile: z.array(z.string()),
  kandidaten: z.array(
    z.object({
      kandidat: z.string(),
      name: z.string(),
      email: z.string(),
      angemeldetAm: z.string().nullable(),
      vorgezogen: z.boolean(),
      status: z.enum(Object.keys(lt.status) as [keyof typeof lt.status]),
      geladenAm: z.record(z.string(), z.string().nullable()),
      ergebnis: z.enum(ERGEBNISSE).nullable(),
      noten: ergebnisNotenAntwortSchema.nullable().optional(),
      laufend: z.boolean(),
      massnahmen: z.array(z.string()).optional(),
      bearbeitung: z.string().nullable(),
    }) satisfies z.ZodType<LadungZeile>,
  ),
  gesamt: z.number().int(),
  seite: z.number().int(),
  seiten: z.number().int(),
  termine: z.array(z.string()),
}) satisfies z.ZodType<LadungenAntwort>;

/** POST /pruefungsstelle/ergebnis: the stored result, whose exam it is, and the notice letter queued with it. */
export const ergebnisAntwortSchema = z.strictObject({
  ziel: z.union([
    z.strictObject({ registrationId: z.string() }),
    z.strictObject({ eignungAttemptId: z.string() }),
  ]),
  ergebnis: z.enum(ERGEBNISSE),
  am: z.iso.date(),
  bescheid: z.strictObject({ id: z.string(), dateiname: z.string() }),
});
export type ErgebnisAntwort = z.output<typeof ergebnisAntwortSchema>;

const vorschauZeileSchema = z.object({
  zeile: z.number(),
  email: z.string(),
  wirkung: z.string(),
}) satisfies z.ZodType<VorschauZeile>;

export const vorschauAntwortSchema = z.object({
  zeilen: z.array(vorschauZeileSchema),
  fehler: z.array(zeilenFehlerSchema),
}) satisfies z.ZodType<VorschauAntwort>;

/** POST /pruefungsstelle/ergebnisse/import: what was written, row by row. */
export const ergebnisImportAntwortSchema = z.object({
  importiert: z.number(),
  zeilen: z.array(vorschauZeileSchema),
});

// The back-office's Kandidaten area (issue 15): the search query, the path parameters and the view
// model of one candidate's page, typed by zod so server and web read the same shape.
import { z } from 'zod';
import { ergebnisNotenAntwortSchema } from './ergebnis-noten';
import { messages } from '../messages';
import { kandidatTexte } from '../messages-pruefungsstelle-kandidat';
import { bekanntgabeStandSchema } from './bekanntgabe';
import { LAUFBAHNSTAENDE } from '../rules/laufbahn';
import { exportFormatSchema, kandidatenFilterFelder } from './pruefungsstelle-listen';

const k = kandidatTexte;
const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

// ---------------------------------------------------------------------------------------------
// Requests

export const kandidatenSucheSchema = z.strictObject(
  {
    suche: z
      .string()
      .trim()
      .max(200, { error: k.sucheZuLang })
      .optional()
      .transform((v) => v ?? ''),
    seite: z.coerce
      .number({ error: k.seiteUngueltig })
      .int(k.seiteUngueltig)
      .min(1, k.seiteUngueltig)
      .max(1_000_000, k.seiteUngueltig)
      .default(1),
    ...kandidatenFilterFelder,
  },
  objektFehler,
);
export type KandidatenSuche = z.output<typeof kandidatenSucheSchema>;

/** The export of exactly the filtered list (issue 28 point 6): the filter and sort without a page. */
export const kandidatenExportSchema = z.strictObject(
  {
    suche: kandidatenSucheSchema.shape.suche,
    ...kandidatenFilterFelder,
    format: exportFormatSchema,
  },
  objektFehler,
);
export type KandidatenExport = z.output<typeof kandidatenExportSchema>;

const uuidText = () => z.uuid({ error: k.idUngueltig });
export const kandidatIdParamSchema = z.object({ id: uuidText() });
export const kandidatDokumentParamSchema = z.object({ id: uuidText(), documentId: uuidText() });

// ---------------------------------------------------------------------------------------------
// Answers

const art = z.enum(['WP', 'EIGNUNG']);
const antragStatus = z.enum(['none', 'draft', 'submitted', 'admitted', 'rejected', 'withdrawn']);
const datum = z.string().nullable();

/** Other accounts that look like the same person: same name (folded as the search folds it) and date of birth. */
const doppelungen = z.array(z.object({ id: z.uuid(), aktenzeichen: z.string() }));

export const kandidatTrefferSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  aktenzeichen: z.string(),
  art,
  /** 'YYYY-MM-DD' from the last submitted contact data; null before the first application. */
  geburtsdatum: datum,
  antragStatus,
  /** The career as the rules derive it (rules/laufbahn.ts): never 'Zugelassen' for a finished one. */
  stand: z.enum(LAUFBAHNSTAENDE),
  termin: z.string().nullable(),
  /** The Landesgeschäftsstelle the current WP application names; null without one. */
  lgs: z.string().nullable(),
  /** Who holds the case (decision 0046); null when nobody does. */
  bearbeitung: z.string().nullable(),
  doppelungen,
});
export type KandidatTreffer = z.infer<typeof kandidatTrefferSchema>;

export const kandidatenSeiteSchema = z.object({
  treffer: z.array(kandidatTrefferSchema),
  gesamt: z.number().int(),
  seite: z.number().int(),
  seiten: z.number().int(),
});
export type KandidatenSeite = z.infer<typeof kandidatenSeiteSchema>;

const triftigerGrund = z.object({
  teil: z.string(),
  ladungVom: z.string(),
  gemeldetAm: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
});

const ergebnis = z.enum(['passed', 'failed']).nullable();

export const kandidatAnmeldungSchema = z.object({
  termin: z.string(),
  vorgezogen: z.boolean(),
  angemeldetAm: z.string(),
  abgemeldetAm: datum,
  verschiebung: z.object({ am: z.string(), nachTermin: z.string() }).nullable(),
  geladenAm: z.object({ schriftlich: datum, muendlich: datum }),
  ruecktrittAm: datum,
  triftigeGruende: z.array(triftigerGrund),
  ergebnis,
  /** The day the result was corrected (§ 42 VwVfG, decision 0032); `ergebnis` is the corrected one. */
  berichtigtAm: datum,
  /** The parts of the result that applies (decision 0056, a correction's when corrected); null: none. */
  noten: ergebnisNotenAntwortSchema.nullable().optional(),
  verbrauchtVersuch: z.boolean(),
});

export const kandidatModulSchema = z.object({
  modul: z.enum(['wp', 'wr', 'bwl', 'st']),
  status: z.enum(['offen', 'laufend', 'bestanden', 'angerechnet', 'endgueltigNichtBestanden']),
  versucheVerbraucht: z.number().int(),
  versucheMoeglich: z.number().int(),
  anmeldungen: z.array(kandidatAnmeldungSchema),
  anrechnungen: z.array(
    z.object({ beantragtAm: z.string(), status: z.enum(['pending', 'accepted', 'rejected']) }),
  ),
});
export type KandidatModul = z.infer<typeof kandidatModulSchema>;

export const kandidatAntragSchema = z.object({
  id: z.uuid(),
  art,
  versuch: z.number().int(),
  status: antragStatus,
  termin: z.string().nullable(),
  antragsdatum: datum,
  eingereichtAm: datum,
  entschiedenAm: datum,
  ersteszulassungsdatum: datum,
  aktuell: z.boolean(),
  /** The day the admission was revoked (§§ 48, 49 VwVfG, decision 0055); the status then says 'rejected'. */
  aufgehobenAm: z.string().optional(),
});

export const kandidatEignungVersuchSchema = z.object({
  nummer: z.number().int(),
  termin: z.string(),
  geladenAm: z.object({ awr: datum, ast: datum, mp: datum }),
  ruecktrittAm: datum,
  triftigeGruende: z.array(triftigerGrund),
  ergebnis,
  berichtigtAm: datum,
  verbraucht: z.boolean(),
});

export const kandidatErklaerungSchema = z.object({
  id: z.uuid(),
  vorgang: z.string(),
  termin: z.string().nullable(),
  eingegangenAm: z.string(),
  vonPruefungsstelle: z.boolean(),
  quittungId: z.uuid().nullable(),
});

export const kandidatAktionSchema = z.object({
  /** 'protokoll-<id>' (staff_audit) or 'akte-<id>' (office_actions of the command line before issue 15). */
  id: z.string(),
  at: z.string(),
  wer: z.string(),
  aktion: z.string(),
  quelle: z.string(),
});

export const kandidatDokumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kategorie: z.string(),
  typ: z.string(),
  herkunft: z.enum(['candidate', 'office', 'receipt']),
  contentType: z.string(),
  groesse: z.number().int(),
  abgelegtAm: z.string(),
  /** A decision letter's notification (decision 0033); null for every other document. */
  bekanntgabe: bekanntgabeStandSchema.nullable(),
  /** A tombstone (decision 0058): its retention class ended on this day, the file is gone. */
  geloeschtAm: z.string().nullable().optional(),
});

export const kandidatAnsichtSchema = z.object({
  /** Whether the candidate's login asks for a second factor (decision 0042: a leitung may reset it). */
  zweiterFaktor: z.boolean(),
  identitaet: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    aktenzeichen: z.string(),
    art,
  }),
  doppelungen,
  verfahren: z.object({
    heute: z.string(),
    laufbahnStand: z.string(),
    versuch: z.number().int(),
    versucheMoeglich: z.number().int(),
    sechsJahresFrist: datum,
    letzterAnmeldbarerTermin: z.string().nullable(),
    antraege: z.array(kandidatAntragSchema),
    module: z.array(kandidatModulSchema),
    eignungVersuche: z.array(kandidatEignungVersuchSchema),
    eignungVersucheVerbleibend: z.number().int().nullable(),
  }),
  erklaerungen: z.array(kandidatErklaerungSchema),
  aktionen: z.array(kandidatAktionSchema),
  dokumente: z.array(kandidatDokumentSchema),
});
export type KandidatAnsicht = z.infer<typeof kandidatAnsichtSchema>;
export type KandidatDokument = z.infer<typeof kandidatDokumentSchema>;

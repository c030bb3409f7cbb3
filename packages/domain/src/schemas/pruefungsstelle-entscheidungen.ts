// Payloads and answers of the office's decisions (issue 15). Server payloads are strict objects; the
// rule "a rejection needs a reason" is checked by the route (422 with the field) and the office.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { berichtigungTexte as b } from '../messages-pruefungsstelle-berichtigung';
import { entscheidungen as e } from '../messages-pruefungsstelle-entscheidungen';
import { ladungenTexte as lt } from '../messages-pruefungsstelle-ladungen';
import { prueflisteTexte as pl } from '../messages-pruefungsstelle-pruefliste';
import type { Art } from '../rules/facts';
import type { ErgebnisNoten } from '../rules/modulnote';
import { ergebnisNotenAntwortSchema } from './ergebnis-noten';
import { type Entwurf, entwurfSchema } from './pruefungsstelle-entwuerfe';
import {
  type NachteilsausgleichStand,
  nachteilsausgleichStandSchema,
} from './pruefungsstelle-nachteilsausgleich';
import { mitNotenRegel, noteSchema } from './pruefungsstelle-ladungen';
import { UEBERSCHREIBUNG_MAX_ZEICHEN } from './pruefungsstelle-pruefliste';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

export const BEGRUENDUNG_MAX_ZEICHEN = 5000;

const begruendung = z
  .string({ error: e.begruendungFehlt })
  .max(BEGRUENDUNG_MAX_ZEICHEN, { error: e.begruendungZuLang })
  .optional();

export const zulassungEntscheidungSchema = z.strictObject(
  {
    entscheidung: z.enum(['zulassen', 'ablehnen'], { error: e.entscheidungFehlt }),
    /** First admission date (zulassen); default today. */
    datum: z.string({ error: e.datumFehlt }).refine(isIsoDate, { error: e.datumFehlt }).optional(),
    begruendung,
    /** Admission although points of the checklist are open: the written reason (issue 26 point 2). */
    prueflisteBegruendung: z
      .string({ error: messages.validation.eingabenUngueltig })
      .max(UEBERSCHREIBUNG_MAX_ZEICHEN, { error: pl.ueberschreibungZuLang })
      .optional(),
  },
  objektFehler,
);
export type ZulassungEntscheidung = z.output<typeof zulassungEntscheidungSchema>;

export const fallEntscheidungSchema = z.strictObject(
  {
    entscheidung: z.enum(['anerkennen', 'ablehnen'], { error: e.entscheidungFehlt }),
    begruendung,
  },
  objektFehler,
);
export type FallEntscheidung = z.output<typeof fallEntscheidungSchema>;

/**
 * A correction of a recorded result (§ 42 VwVfG, issue 26 point 6): the outcome that applies now and,
 * for a module, its parts (decision 0056; German grades, empty = not entered, an oral grade only with
 * a written one – as when the result is recorded).
 */
export const ergebnisBerichtigungSchema = mitNotenRegel(
  z.strictObject(
    {
      ergebnis: z.enum(['passed', 'failed'], { error: b.ergebnisFehlt }),
      begruendung: z
        .string({ error: b.begruendungFehlt })
        .max(BEGRUENDUNG_MAX_ZEICHEN, { error: b.begruendungZuLang })
        .refine((text) => text.trim() !== '', { error: b.begruendungFehlt }),
      noteSchriftlich: noteSchema.optional(),
      noteMuendlich: noteSchema.optional(),
      // The papers (decision 0068); their number per module the server checks (409).
      noteArbeit1: noteSchema.optional(),
      noteArbeit2: noteSchema.optional(),
    },
    objektFehler,
  ),
);
export type ErgebnisBerichtigung = z.output<typeof ergebnisBerichtigungSchema>;

export interface OffenerAntrag {
  id: string;
  art: Art;
  termin: string | null;
  antragsdatum: string | null;
  eingereichtAm: string | null;
  module: string[];
  /** The Landesgeschäftsstelle (WP), by name. */
  lgs: string | null;
}

export interface OffenerGrund {
  id: string;
  modul: string | null;
  teil: string;
  teilName: string;
  ladungVom: string;
  gemeldetAm: string;
  nachweise: { documentId: string; originalFileName: string }[];
}

export interface OffeneAnrechnung {
  id: string;
  modul: string;
  beantragtAm: string;
  nachweise: { documentId: string; originalFileName: string }[];
}

/** A recorded result as it applies now, which a leitung may correct (§ 42 VwVfG, decision 0032). */
export interface ErfasstesErgebnis {
  id: string;
  /** The module (WP) or null (aptitude test). */
  modul: string | null;
  ergebnis: 'passed' | 'failed';
  am: string;
  /** The day of its correction; then `ergebnis` is the corrected one and no further correction exists. */
  berichtigtAm: string | null;
  /** The parts that apply (decision 0056, the correction's when corrected); null: none entered. */
  noten?: ErgebnisNoten | null | undefined;
}

export interface OffeneEntscheidungen {
  /** The server's today (Europe/Berlin): the admission date's default. */
  heute: string;
  kandidat: { id: string; vorname: string; nachname: string; email: string; art: Art };
  antrag: OffenerAntrag | null;
  /**
   * The Nachteilsausgleich of the current application (submitted or admitted) while requested or once
   * decided (issue 26 point 4); null otherwise.
   */
  nachteilsausgleich?: (NachteilsausgleichStand & { antragId: string }) | null | undefined;
  triftigeGruende: OffenerGrund[];
  anrechnungen: OffeneAnrechnung[];
  /** The open drafts of these decisions (issue 26): a case with one shows it instead of its form. */
  entwuerfe: Entwurf[];
  /** The recorded results, oldest first (corrections, issue 26 point 6). */
  ergebnisse: ErfasstesErgebnis[];
}

export interface EntscheidungErgebnis {
  message: string;
  bescheid: { id: string; dateiname: string };
}

// The answers' schemas (decisions 0023, 0024): the server's routes declare them, the web reads with them.
const artSchema = z.enum(['WP', 'EIGNUNG']) satisfies z.ZodType<Art>;
const nachweiseSchema = z.array(z.object({ documentId: z.string(), originalFileName: z.string() }));

export const offeneEntscheidungenSchema = z.object({
  heute: z.string(),
  kandidat: z.object({
    id: z.string(),
    vorname: z.string(),
    nachname: z.string(),
    email: z.string(),
    art: artSchema,
  }),
  antrag: z
    .object({
      id: z.string(),
      art: artSchema,
      termin: z.string().nullable(),
      antragsdatum: z.string().nullable(),
      eingereichtAm: z.string().nullable(),
      module: z.array(z.string()),
      lgs: z.string().nullable(),
    })
    .nullable(),
  nachteilsausgleich: nachteilsausgleichStandSchema.extend({ antragId: z.string() }).nullable().optional(),
  triftigeGruende: z.array(
    z.object({
      id: z.string(),
      modul: z.string().nullable(),
      teil: z.string(),
      teilName: z.string(),
      ladungVom: z.string(),
      gemeldetAm: z.string(),
      nachweise: nachweiseSchema,
    }),
  ),
  anrechnungen: z.array(
    z.object({ id: z.string(), modul: z.string(), beantragtAm: z.string(), nachweise: nachweiseSchema }),
  ),
  entwuerfe: z.array(entwurfSchema),
  ergebnisse: z.array(
    z.object({
      id: z.string(),
      modul: z.string().nullable(),
      ergebnis: z.enum(['passed', 'failed']),
      am: z.string(),
      berichtigtAm: z.string().nullable(),
      noten: ergebnisNotenAntwortSchema.nullable().optional(),
    }),
  ),
}) satisfies z.ZodType<OffeneEntscheidungen>;

export const entscheidungErgebnisSchema = z.object({
  message: z.string(),
  bescheid: z.object({ id: z.string(), dateiname: z.string() }),
}) satisfies z.ZodType<EntscheidungErgebnis>;

/** The page's form of one decision; a rejection needs a reason, an admission a date. */
/**
 * The decision form of the back-office. `offenePunkte` (labels of checklist points not marked geprüft,
 * issue 26 point 2): an admission then needs the written reason, as the server's draft does.
 */
export const entscheidungFormSchemaFuer = (offenePunkte: readonly string[] = []) =>
  z
    .object({
      entscheidung: z.string(),
      datum: z.string(),
      begruendung: z.string().max(BEGRUENDUNG_MAX_ZEICHEN, { error: e.begruendungZuLang }),
      prueflisteBegruendung: z.string().max(UEBERSCHREIBUNG_MAX_ZEICHEN, { error: pl.ueberschreibungZuLang }),
      // A correction's parts (decision 0056) and papers (0068): German grades, empty = not entered.
      noteSchriftlich: noteSchema.optional(),
      noteMuendlich: noteSchema.optional(),
      noteArbeit1: noteSchema.optional(),
      noteArbeit2: noteSchema.optional(),
    })
    .superRefine((werte, ctx) => {
      if (werte.entscheidung === '')
        ctx.addIssue({ code: 'custom', path: ['entscheidung'], message: e.entscheidungFehlt });
      if (werte.noteMuendlich?.trim() && !werte.noteSchriftlich?.trim() && !werte.noteArbeit1?.trim())
        ctx.addIssue({ code: 'custom', path: ['noteSchriftlich'], message: lt.muendlichOhneSchriftlich });
      if (werte.noteArbeit2?.trim() && !werte.noteArbeit1?.trim())
        ctx.addIssue({ code: 'custom', path: ['noteArbeit1'], message: lt.arbeitZweiteOhneErste });
      if (werte.entscheidung === 'zulassen' && !isIsoDate(werte.datum))
        ctx.addIssue({ code: 'custom', path: ['datum'], message: e.datumFehlt });
      if (werte.entscheidung === 'ablehnen' && werte.begruendung.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['begruendung'], message: e.begruendungFehlt });
      if (
        werte.entscheidung === 'zulassen' &&
        offenePunkte.length > 0 &&
        werte.prueflisteBegruendung.trim() === ''
      )
        ctx.addIssue({
          code: 'custom',
          path: ['prueflisteBegruendung'],
          message: pl.offenePunkte(offenePunkte.join('; ')),
        });
    });
export type EntscheidungForm = z.output<ReturnType<typeof entscheidungFormSchemaFuer>>;

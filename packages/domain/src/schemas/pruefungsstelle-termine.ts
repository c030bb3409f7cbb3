// Payload and answer of the back-office page "Termine". The form sends the whole term at once (what
// it shows is what is stored); the office function terminFestlegen checks the rules (order of the
// windows, papers inside the term's year, June papers only for June modules).
import { z } from 'zod';
import type { IsoDate } from '../dates';
import { isIsoDate, isSemesterText } from '../fields';
import { messages } from '../messages';
import { termineTexte as tt } from '../messages-pruefungsstelle-termine';
import { AUFSICHTSARBEITEN, MODUL_SLOTS, MODULE, type Modul, type ModulSlot } from '../rules/module';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

const tagSchema = z.string({ error: tt.datumUngueltig }).refine(isIsoDate, { error: tt.datumUngueltig });
/** A paper day as the form has it: '' = not set (the position stays, so errors find their field). */
const feldTagSchema = z.union([z.literal(''), tagSchema], { error: tt.datumUngueltig });
const ZEIT = /^([01]\d|2[0-3]):[0-5]\d$/;
const zeitSchema = z.string({ error: tt.zeitUngueltig }).refine((z) => z === '' || ZEIT.test(z), {
  error: tt.zeitUngueltig,
});

/** Up to the module's number of papers (WiPrPrüfV § 7), each a day. */
const tageSchema = (modul: Modul) =>
  z
    .array(feldTagSchema, { error: tt.datumUngueltig })
    .max(AUFSICHTSARBEITEN[modul], { error: tt.zuVieleTage });
const zeitenSchema = (modul: Modul) =>
  z.array(zeitSchema, { error: tt.zeitUngueltig }).max(AUFSICHTSARBEITEN[modul], { error: tt.zuVieleTage });

const sitzungSchema = z.strictObject(
  Object.fromEntries(MODULE.map((m) => [m, tageSchema(m).optional()])) as Record<
    Modul,
    z.ZodOptional<ReturnType<typeof tageSchema>>
  >,
  objektFehler,
);

const beginnSchema = z.strictObject(
  Object.fromEntries(MODULE.map((m) => [m, zeitenSchema(m).optional()])) as Record<
    Modul,
    z.ZodOptional<ReturnType<typeof zeitenSchema>>
  >,
  objektFehler,
);

/** The LGS codes '1'…'6' (rules/bescheid.ts lgsName, messages.antrag.lgsOptionen). */
export const LGS_SCHLUESSEL = ['1', '2', '3', '4', '5', '6'] as const;
const ortSchema = z.string({ error: tt.ortZuLang }).trim().max(300, { error: tt.ortZuLang });
const orteSchema = z.partialRecord(z.enum(LGS_SCHLUESSEL), ortSchema, objektFehler);

export const terminPayloadSchema = z.strictObject(
  {
    termin: z.string({ error: tt.terminFehlt }).refine(isSemesterText, { error: tt.terminFehlt }),
    /** null: R-02's deadline. */
    anmeldeschluss: tagSchema.nullable(),
    juni: z.array(z.enum(MODULE, { error: tt.modulUngueltig }), { error: tt.modulUngueltig }).max(4),
    aufsichtsarbeiten: sitzungSchema,
    aufsichtsarbeitenJuni: sitzungSchema,
    /** Start times by the index of the days; absent: unchanged. */
    aufsichtsarbeitenBeginn: beginnSchema.optional(),
    aufsichtsarbeitenJuniBeginn: beginnSchema.optional(),
    /** Venue per LGS code of each sitting; absent: unchanged. */
    orte: z
      .strictObject({ regulaer: orteSchema.optional(), juni: orteSchema.optional() }, objektFehler)
      .optional(),
  },
  objektFehler,
);
export type TerminPayload = z.output<typeof terminPayloadSchema>;

/** One term as the rules read it: the office's dates where set, else the legal ones. */
export interface TerminZeile {
  /** 'YYYY/S'. */
  termin: string;
  /** 'S/YYYY'. */
  anzeige: string;
  /** Applications and registrations are accepted for this term today. */
  offen: boolean;
  /** The office stored settings for this term. */
  festgelegt: boolean;
  anmeldebeginn: IsoDate;
  anmeldeschluss: IsoDate;
  gesetzlicherAnmeldeschluss: IsoDate;
  anmeldeschlussGesetzlich: boolean;
  /** Modules with a June sitting (term 2 only). */
  juni: Modul[];
  aufsichtsarbeiten: Partial<Record<ModulSlot, IsoDate[]>>;
  /** Start time of each paper day by the index of its days (null: not set). */
  beginn: Partial<Record<ModulSlot, (string | null)[]>>;
  /** Venue per LGS code ('1'…'6') of the regular and the June sitting. */
  orte: Partial<Record<'regulaer' | 'juni', Partial<Record<string, string>>>>;
}

export interface TermineAntwort {
  termine: TerminZeile[];
  /** Whether the session may set dates (leitung). */
  darfFestlegen: boolean;
}

// The answer's schema (decisions 0023, 0024): the server's routes declare it, the web reads with it.
const tage = z.array(z.string());

export const termineAntwortSchema = z.object({
  termine: z.array(
    z.object({
      termin: z.string(),
      anzeige: z.string(),
      offen: z.boolean(),
      festgelegt: z.boolean(),
      anmeldebeginn: z.string(),
      anmeldeschluss: z.string(),
      gesetzlicherAnmeldeschluss: z.string(),
      anmeldeschlussGesetzlich: z.boolean(),
      juni: z.array(z.enum(MODULE)),
      aufsichtsarbeiten: z.partialRecord(z.enum(MODUL_SLOTS), tage),
      beginn: z.partialRecord(z.enum(MODUL_SLOTS), z.array(z.string().nullable())),
      orte: z.partialRecord(z.enum(['regulaer', 'juni']), z.partialRecord(z.string(), z.string())),
    }) satisfies z.ZodType<TerminZeile>,
  ),
  darfFestlegen: z.boolean(),
}) satisfies z.ZodType<TermineAntwort>;

/** POST …/termine/vorschau: how many candidates the change of a term affects (registered or invited). */
export const terminVorschauAntwortSchema = z.object({ betroffen: z.number().int().nonnegative() });

// The back-office form's values (decision 0045: react-hook-form + zod): one field per paper of each
// module ('' = not set) and per regional office. The browser checks the shape of every field at once
// (a day, a start time 'HH:MM', a venue's length); the rules between the dates stay on the server
// (rules/termincheck.ts, the preview call), whose field errors name the same paths.
const formTage = z.object(
  Object.fromEntries(MODULE.map((m) => [m, z.array(feldTagSchema, objektFehler)])) as Record<
    Modul,
    z.ZodArray<typeof feldTagSchema>
  >,
  objektFehler,
);
const formZeiten = z.object(
  Object.fromEntries(MODULE.map((m) => [m, z.array(zeitSchema, objektFehler)])) as Record<
    Modul,
    z.ZodArray<typeof zeitSchema>
  >,
  objektFehler,
);
const formOrte = z.record(z.string(objektFehler), ortSchema, objektFehler);

export const terminFormSchema = z.object(
  {
    anmeldeschluss: feldTagSchema,
    juni: z.array(z.enum(MODULE, objektFehler), objektFehler),
    aufsichtsarbeiten: formTage,
    aufsichtsarbeitenJuni: formTage,
    aufsichtsarbeitenBeginn: formZeiten,
    aufsichtsarbeitenJuniBeginn: formZeiten,
    orte: z.object({ regulaer: formOrte, juni: formOrte }, objektFehler),
  },
  objektFehler,
);
export type TerminFormWerte = z.output<typeof terminFormSchema>;

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

/** Up to the module's number of papers (WiPrPrüfV § 7), each a day. */
const tageSchema = (modul: Modul) =>
  z.array(tagSchema, { error: tt.datumUngueltig }).max(AUFSICHTSARBEITEN[modul], { error: tt.zuVieleTage });

const sitzungSchema = z.strictObject(
  Object.fromEntries(MODULE.map((m) => [m, tageSchema(m).optional()])) as Record<
    Modul,
    z.ZodOptional<ReturnType<typeof tageSchema>>
  >,
  objektFehler,
);

export const terminPayloadSchema = z.strictObject(
  {
    termin: z.string({ error: tt.terminFehlt }).refine(isSemesterText, { error: tt.terminFehlt }),
    /** null: R-02's deadline. */
    anmeldeschluss: tagSchema.nullable(),
    juni: z.array(z.enum(MODULE, { error: tt.modulUngueltig }), { error: tt.modulUngueltig }).max(4),
    aufsichtsarbeiten: sitzungSchema,
    aufsichtsarbeitenJuni: sitzungSchema,
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
    }) satisfies z.ZodType<TerminZeile>,
  ),
  darfFestlegen: z.boolean(),
}) satisfies z.ZodType<TermineAntwort>;

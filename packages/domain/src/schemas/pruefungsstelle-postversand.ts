// The office's Postversand (issue 27 point 4, decision 0033): letters that must be notified by post,
// the print batches (Druckstapel) and the posting day – as the server answers and the back-office reads.
import { z } from 'zod';
import { isoDateSchema } from '../fields';
import { isIsoDate } from '../dates';

const isoDate = z.string().refine(isIsoDate);

/** At most this many letters in one print batch (one PDF, one posting day). */
export const STAPEL_HOECHSTENS = 500;
/** Rows of due letters per page. */
export const POSTVERSAND_SEITENGROESSE = 50;

/** Why a letter goes by post (rules/bekanntgabe.ts `Postversandgrund`). */
export const postversandGrundSchema = z.enum(['ohneEinwilligung', 'nichtAbgerufen', 'widerrufen']);

const briefSchema = z.object({
  documentId: z.string(),
  accountId: z.string(),
  name: z.string(),
  aktenzeichen: z.string(),
  dateiname: z.string(),
  /** ISO 8601: filed in the digital file. */
  abgelegtAm: z.string(),
  grund: postversandGrundSchema,
});
export type PostversandBrief = z.infer<typeof briefSchema>;

const stapelSchema = z.object({
  id: z.number().int(),
  erstelltAm: z.string(),
  erstelltVon: z.string(),
  briefe: z.number().int(),
  /** Set once the posting day is recorded. */
  versandtAm: isoDate.nullable(),
  versandtVon: z.string().nullable(),
});
export type PostversandStapel = z.infer<typeof stapelSchema>;

export const postversandSeiteSchema = z.object({
  /** The portal's Berlin day (the posting day's default; the office's clock may differ from the PC's). */
  heute: isoDate,
  /** Letters due and not in an open batch. */
  faellig: z.number().int(),
  briefe: z.array(briefSchema),
  seite: z.number().int(),
  seiten: z.number().int(),
  /** Batches printed and not yet posted (oldest first), then the last ones posted. */
  offeneStapel: z.array(stapelSchema),
  versandteStapel: z.array(stapelSchema),
});
export type PostversandSeite = z.infer<typeof postversandSeiteSchema>;

export const postversandQuerySchema = z.object({
  seite: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const stapelAntwortSchema = stapelSchema;

/**
 * The posting day of a batch: a Berlin calendar day (YYYY-MM-DD), not in the future, not before the
 * batch – the server checks the day itself and answers a field error (the shape alone is a 400).
 */
export const versandPayloadSchema = z.strictObject({ versandtAm: z.string().max(20) });

/** The web's form for the posting day: a date in the right shape (the server checks the day itself). */
export const versandFormSchema = z.object({ versandtAm: isoDateSchema() });
export type VersandForm = z.input<typeof versandFormSchema>;

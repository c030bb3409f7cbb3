// Notification of decisions by retrieval (issue 27 point 4, decision 0033): GET /api/bekanntgabe and
// POST /api/bekanntgabe/einwilligung, as the server answers and the web reads them at its edge.
import { z } from 'zod';
import { isIsoDate } from '../dates';

const isoDate = z.string().refine(isIsoDate);

/** Where a decision letter's notification stands (rules/bekanntgabe.ts), as both sides show it. */
export const bekanntgabeStandSchema = z.discriminatedUnion('stand', [
  z.object({ stand: z.literal('bereitgestellt'), abrufbarBis: isoDate }),
  z.object({ stand: z.literal('postversand') }),
  z.object({ stand: z.literal('bekanntgegeben'), am: isoDate, weg: z.enum(['abruf', 'post']) }),
]);
export type BekanntgabeStand = z.infer<typeof bekanntgabeStandSchema>;

/** One decision letter and where its notification stands. */
const bescheidStandSchema = z.object({
  documentId: z.string(),
  dateiname: z.string(),
  /** ISO 8601: filed in the digital file. */
  abgelegtAm: z.string(),
  stand: bekanntgabeStandSchema,
});

export const bekanntgabeAntwortSchema = z.object({
  /** The newest consent or revocation; null: never consented. */
  einwilligung: z.object({ erteilt: z.boolean(), am: z.string() }).nullable(),
  bescheide: z.array(bescheidStandSchema),
});
export type BekanntgabeAntwort = z.infer<typeof bekanntgabeAntwortSchema>;

/** Consent (erteilt) or revocation, with the exact wording the page showed. */
export const einwilligungPayloadSchema = z.strictObject({
  erteilt: z.boolean(),
  wortlaut: z.string().max(5_000),
});

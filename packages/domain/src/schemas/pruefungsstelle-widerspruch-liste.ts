// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): the decision letters an
// objection can be recorded against, and every objection with its period, its open draft and its end.
import { z } from 'zod';
import { entwurfSchema } from './pruefungsstelle-entwuerfe';

const abhilfeArt = z
  .enum(['zulassung', 'ergebnisBerichtigung', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich'])
  .nullable();

export const widerspruchBescheidSchema = z.object({
  id: z.string(),
  dateiname: z.string(),
  /** The letter's day (Europe/Berlin). */
  am: z.string(),
  /** What „abgeholfen“ would write (decision 0050); null: no remedy in the portal. */
  abhilfe: abhilfeArt,
  /** A favourable decision a leitung may draft the revocation of (§§ 48, 49 VwVfG, decision 0055). */
  aufhebbar: z.boolean(),
  /** A letter a leitung may correct under § 42 VwVfG (decision 0055). */
  berichtigbar: z.boolean(),
  /** The open revocation and § 42 correction drafts of this letter. */
  entwuerfe: z.array(entwurfSchema),
});
export type WiderspruchBescheid = z.output<typeof widerspruchBescheidSchema>;

export const widerspruchAnsichtSchema = z.object({
  id: z.string(),
  bescheidId: z.string(),
  bescheidDatei: z.string(),
  bescheidVom: z.string(),
  eingegangenAm: z.string(),
  begruendung: z.string(),
  bekanntgabeAm: z.string(),
  fristEnde: z.string(),
  verspaetet: z.boolean(),
  erfasstVon: z.string(),
  abhilfe: abhilfeArt,
  erledigung: z
    .object({
      ergebnis: z.enum(['abgeholfen', 'zurueckgewiesen', 'zurueckgenommen']),
      am: z.string(),
      bescheidId: z.string(),
    })
    .nullable(),
  /** The open draft of its outcome, with what the reader may do. */
  entwurf: entwurfSchema.nullable(),
});
export type WiderspruchAnsicht = z.output<typeof widerspruchAnsichtSchema>;

export const widerspruecheAntwortSchema = z.object({
  bescheide: z.array(widerspruchBescheidSchema),
  widersprueche: z.array(widerspruchAnsichtSchema),
});
export type WiderspruecheAntwort = z.output<typeof widerspruecheAntwortSchema>;

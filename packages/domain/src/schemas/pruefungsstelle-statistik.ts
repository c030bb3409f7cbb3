// Term statistics (issue 28 point 11, Leitung only): the filter and the answer.
import { z } from 'zod';
import { isSemesterText } from '../fields';
import { messages } from '../messages';
import { EINGANG_QUEUES } from '../messages-pruefungsstelle-eingang';
import { ladungenTexte as lt } from '../messages-pruefungsstelle-ladungen';

export const STATISTIK_ARTEN = ['WP', 'EIGNUNG'] as const;
export const SITZUNGEN = ['juni', 'august', 'februar', 'eignung'] as const;

export const statistikFilterSchema = z.strictObject(
  {
    /** Absent or empty: the open term. */
    termin: z
      .string({ error: lt.terminFehlt })
      .refine((x) => x === '' || isSemesterText(x), { error: lt.terminFehlt })
      .optional()
      .transform((x) => (x ? x : undefined)),
    art: z.enum(STATISTIK_ARTEN, { error: messages.validation.eingabenUngueltig }).default('WP'),
  },
  { error: messages.validation.eingabenUngueltig },
);
export type StatistikFilter = z.output<typeof statistikFilterSchema>;

export const statistikSchema = z.object({
  termin: z.string(),
  art: z.enum(STATISTIK_ARTEN),
  termine: z.array(z.string()),
  warteschlangen: z.array(z.object({ queue: z.enum(EINGANG_QUEUES), anzahl: z.number() })),
  antraege: z.object({
    eingereicht: z.number(),
    zugelassen: z.number(),
    abgelehnt: z.number(),
    zurueckgezogen: z.number(),
  }),
  ruecktritte: z.array(z.object({ art: z.string(), anzahl: z.number() })),
  bestehensquoten: z.array(
    z.object({
      pruefung: z.string(),
      sitzung: z.enum(SITZUNGEN),
      ergebnisse: z.number(),
      bestanden: z.number(),
      quote: z.number().nullable(),
      /** Results corrected (§ 42 VwVfG, decision 0032); their corrected outcome and grades count. */
      berichtigt: z.number().optional(),
      /** Results with a module grade, and its average in hundredths (decision 0056); null: none. */
      benotet: z.number().optional(),
      durchschnitt: z.number().nullable().optional(),
    }),
  ),
  bearbeitung: z.object({
    entschieden: z.number(),
    median: z.number().nullable(),
    p90: z.number().nullable(),
  }),
});
export type Statistik = z.output<typeof statistikSchema>;

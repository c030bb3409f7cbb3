// The career part of GET /api/zulassung and /api/eignung (decision 0008): what the server derived
// with rules/laufbahn.ts, parsed once by the web at the edge (schemas/antragAntwort.ts).
import { z } from 'zod';
import { LAUFBAHNSTAENDE } from '../rules/laufbahn';

export const laufbahnAntwortSchema = z.object({
  stand: z.enum(LAUFBAHNSTAENDE),
  /** The attempt of the application answered (WP overall attempt, aptitude-test attempt). */
  versuch: z.number().int().min(1),
  versucheMoeglich: z.number().int().min(1),
  /** A repeat admission (§ 22 (2) WiPrPrüfV, § 33): Vorbildung is not needed. */
  wiederholung: z.boolean(),
  /** Whether the wizard may start or continue an application now. */
  antragMoeglich: z.boolean(),
  /** What happened and what comes next, in German. */
  hinweise: z.array(z.string()),
});
export type LaufbahnAntwort = z.output<typeof laufbahnAntwortSchema>;

/**
 * Only the career of GET /api/zulassung or /api/eignung, for the start page ('Ihr Verfahren'): the whole
 * answer's schemas (the application form's, with the country list) are not built for a page that shows
 * none of it (issue 29.5: ~0.25 s of module evaluation and parsing at 4× CPU after /start's answers).
 */
export const laufbahnAusAntwortSchema = z.object({ laufbahn: laufbahnAntwortSchema.nullable().optional() });

// A result's parts as the server answers and files them (decision 0056): grades in hundredths, the
// oral grade and the module grade null after the exclusion (§ 13 (2) WiPrPrüfV). One shape for the
// letter's job, the Kandidat page and the Ladungen list.
import { z } from 'zod';
import type { ErgebnisNoten } from '../rules/modulnote';

export const ergebnisNotenAntwortSchema = z.strictObject({
  noteSchriftlich: z.number().int(),
  noteMuendlich: z.number().int().nullable(),
  modulnote: z.number().int().nullable(),
  // The papers' grades (decision 0068), absent when only the written grade was entered.
  arbeiten: z.array(z.number().int()).max(2).optional(),
}) satisfies z.ZodType<ErgebnisNoten>;

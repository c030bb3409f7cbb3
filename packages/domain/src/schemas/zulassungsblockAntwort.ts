// GET /api/zulassung/zulassungsblock as the web reads it at its edge (decision 0023). A module of its
// own: the module and withdrawal pages read it beside the module state (schemas/modulstand.ts), and
// reached through schemas/antragAntwort.ts it made them fetch and evaluate the application's schemas
// (eignung, zulassung, kontaktdaten: four chunks and a round trip after the answer, issue 29.5).
import { z } from 'zod';
import { MODULE } from '../rules/module';

/**
 * The open term's 'S/YYYY' text (none reads as '') and the modules with a June sitting in it (R-33;
 * absent from an older server: every module, as the spec).
 */
export const zulassungsblockAntwortSchema = z
  .object({ zulassungsblock: z.string().optional(), juni: z.array(z.enum(MODULE)).optional() })
  .nullable()
  .transform((antwort) => ({ text: antwort?.zulassungsblock?.trim() ?? '', juni: antwort?.juni ?? MODULE }));

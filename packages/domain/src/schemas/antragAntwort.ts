// The answers of the application calls as the web reads them at its edge (decision 0023):
// GET /api/zulassung and /api/eignung and the interim saves (the stored draft or application
// with its status fields and career), GET /api/zulassung/zulassungsblock and the check after a
// submit. The draft part is the interim save's own request schema – the server stores only what it
// validated with it, and a submitted application is a subset of the same shapes – so missing
// fields take the empty form's values; a field of a wrong type makes the whole answer unreadable.
import { z } from 'zod';
import { antragStatusSchema } from './antrag';
import { eignungEntwurfSchema } from './eignung';
import { laufbahnAntwortSchema } from './laufbahn';
import { zulassungEntwurfSchema } from './zulassung';

/** What the server adds to the stored form (spec §3, decisions 0008 and issue 16); absent in older answers. */
const statusFelder = {
  status: antragStatusSchema.optional(),
  zwischegespeichert: z.literal([0, 1, 2]).optional(),
  antragsdatum: z.string().nullable().optional(),
  ersteszulassungsdatum: z.string().nullable().optional(),
  zwischengespeichertAm: z.string().nullable().optional(),
  laufbahn: laufbahnAntwortSchema.nullable().optional(),
};

export const zulassungAntwortSchema = zulassungEntwurfSchema.extend(statusFelder);
export type ZulassungAntwort = z.output<typeof zulassungAntwortSchema>;

export const eignungAntwortSchema = eignungEntwurfSchema.extend(statusFelder);
export type EignungAntwort = z.output<typeof eignungAntwortSchema>;

// GET /api/zulassung/zulassungsblock: a module of its own (the module pages read it without the
// application's schemas), also reached through here.
export { zulassungsblockAntwortSchema } from './zulassungsblockAntwort';

/** GET /api/zulassung/check after the submit (spec §4): only `zugelassen: true` confirms it. */
export const zulassungCheckSchema = z.object({ zugelassen: z.boolean() });

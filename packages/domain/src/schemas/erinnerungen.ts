// Reminders and the personal calendar (issue 27 points 5 and 6, decision 0040): the answers of
// GET /api/erinnerungen, POST /api/erinnerungen/schalter, POST /api/kalender/adresse and
// GET /api/kalender/termine, as the server answers and the web reads them at its edge.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERINNERUNGSARTEN } from '../rules/erinnerungen';
import { TERMINARTEN } from '../rules/kandidatentermine';

export const erinnerungenAntwortSchema = z.object({
  /** Each reminder kind: on (true) or switched off. */
  schalter: z.record(z.enum(ERINNERUNGSARTEN), z.boolean()),
  /** When the current feed address was made (ISO 8601); null: none yet. The address itself is shown once. */
  kalenderSeit: z.string().nullable(),
});
export type ErinnerungenAntwort = z.infer<typeof erinnerungenAntwortSchema>;

/** One switch. */
export const schalterPayloadSchema = z.strictObject({
  art: z.enum(ERINNERUNGSARTEN),
  aktiv: z.boolean(),
});

/** A new feed address: shown once, only its hash is kept. */
export const kalenderAdresseSchema = z.object({ adresse: z.string(), seit: z.string() });
export type KalenderAdresse = z.infer<typeof kalenderAdresseSchema>;

/** The candidate's events for "In den Kalender übernehmen". */
export const kalenderTermineSchema = z.object({
  termine: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{32}$/),
      art: z.enum(TERMINARTEN),
      tag: z.string().refine(isIsoDate),
      beginn: z.string().nullable(),
      titel: z.string(),
      ort: z.string(),
    }),
  ),
});
export type KalenderTermine = z.infer<typeof kalenderTermineSchema>;

/** The id of one event in the per-event download's path. */
export const kalenderTerminIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
/** The feed's secret in its path: 43 characters of base64url (32 random bytes). */
export const kalenderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

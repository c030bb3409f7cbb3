// The sessions overview of Meine Daten (issue 30 point 6, decision 0029): GET /api/sitzungen and
// POST /api/sitzungen/andere-beenden, as the server answers and the web reads them at its edge.
import { z } from 'zod';

/** One active session: browser and device as the server read them from the login's User-Agent. */
const sitzungSchema = z.object({
  /** The session this request came from. */
  aktuell: z.boolean(),
  browser: z.string(),
  geraet: z.string(),
  /** ISO 8601: when the password was checked. */
  angemeldetAm: z.string(),
  /** ISO 8601: the last request (written at most once a minute). */
  zuletztAktiv: z.string(),
  /** The login was confirmed with a second factor beyond the password (decision 0042). */
  zweiterFaktor: z.boolean(),
});
export type Sitzung = z.infer<typeof sitzungSchema>;

/** The current session first, then the others by last use, newest first. */
export const sitzungenSchema = z.object({ sitzungen: z.array(sitzungSchema) });
export type Sitzungen = z.infer<typeof sitzungenSchema>;

/** How many other sessions were ended. */
export const andereBeendetSchema = z.object({ beendet: z.number().int().nonnegative() });

// The JSON answers of the call tables that had no schema of their own yet (decision 0024). The server
// declares them on its routes (apps/server/src/http/route.ts) and its tests check every answer against
// them; strict where the answer is small and fixed, so a field added on the server shows up here first.
import { z } from 'zod';
import { ROLLEN } from '../messages-pruefungsstelle';
import { MODULE } from '../rules/module';

/** 200/201 {}: the account calls that only say "done". */
export const leereAntwortSchema = z.strictObject({});

/** GET /health/live, /health/ready */
export const healthAntwortSchema = z.strictObject({ status: z.literal('ok') });

/** POST /login */
export const loginAntwortSchema = z.strictObject({
  art: z.enum(['WP', 'EIGNUNG']),
  vorname: z.string(),
  nachname: z.string(),
  lastLogin: z.string().nullable(),
  jwt: z.string(),
});

/** GET /captcha/challenge: ALTCHA's (v2) challenge, read by the widget; its fields are ALTCHA's. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

/** GET /api/zulassung/zulassungsblock */
export const zulassungsblockAntwortSchema = z.strictObject({
  zulassungsblock: z.string(),
  /** Modules with a June sitting in that term, as the office set them; [] in term 1. */
  juni: z.array(z.enum(MODULE)),
});

/** GET /api/zulassung/check */
export const checkAntwortSchema = z.strictObject({ zugelassen: z.boolean() });

/** GET /api/dokumente, and 201 of POST /api/dokumente/files: the candidate's own documents. */
export const dokumenteAntwortSchema = z.array(
  z.object({
    documentId: z.string(),
    originalFileName: z.string(),
    createdAt: z.string(),
    category: z.string(),
    type: z.string(),
    deletable: z.boolean(),
    geloescht: z.boolean(),
  }),
);

/** POST /pruefungsstelle/anmelden */
export const staffLoginAntwortSchema = z.discriminatedUnion('schritt', [
  z.strictObject({ schritt: z.literal('sicherheitscode') }),
  z.strictObject({ schritt: z.literal('einrichtung'), jwt: z.string() }),
  z.strictObject({ schritt: z.literal('angemeldet'), jwt: z.string() }),
]);

/** GET /pruefungsstelle/sitzung */
export const staffSitzungSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  rolle: z.enum(ROLLEN),
  stufe: z.enum(['einrichtung', 'angemeldet']),
});

/** POST /pruefungsstelle/einrichtung/totp */
export const totpEinrichtungSchema = z.strictObject({
  schluessel: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TotpEinrichtung = z.infer<typeof totpEinrichtungSchema>;

/** POST /pruefungsstelle/einrichtung/totp/bestaetigen */
export const wiederherstellungscodesSchema = z.object({ wiederherstellungscodes: z.array(z.string()) });

/**
 * What a client reads of an error answer (4xx/5xx): the German message and the field errors. A part
 * that does not fit is left out, so the client falls back to the generic text (spec §8).
 */
export const fehlerAntwortSchema = z
  .object({
    message: z.string().min(1).optional().catch(undefined),
    fieldErrors: z.record(z.string(), z.string()).optional().catch(undefined),
  })
  .catch({});

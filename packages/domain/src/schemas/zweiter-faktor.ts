// The candidates' optional second factor (issue 30 point 5, decision 0042): our calls around spec §7.
// Server payloads are strict objects; the web reads the answers with the same schemas at its edge.
import { z } from 'zod';
import { typFehler } from '../fields';
import { messages } from '../messages';
import { zweiterFaktor as t } from '../messages-zweiter-faktor';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

/** Six digits (spaces typed by habit are dropped). */
export const bestaetigungscodeSchema = () =>
  z
    .string({ error: typFehler(t.codeFehlt) })
    .overwrite((value) => value.replace(/\s+/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: t.codeFehlt });

/** 'abcd-efgh-ijkl' in any case, with or without dashes and spaces. */
export const kandidatWiederherstellungscodeSchema = () =>
  z
    .string({ error: typFehler(t.wiederherstellungscodeFalsch) })
    .overwrite((value) => value.replace(/[\s-]+/g, '').toLowerCase())
    .refine((value) => /^[a-z2-9]{12}$/.test(value), { error: t.wiederherstellungscodeFalsch });

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/**
 * A passkey's signed answer (WebAuthn AuthenticationResponseJSON, decision 0051): the browser library's
 * output as it is; the server library checks its content, this only bounds its shape and sizes.
 */
const credentialShape = {
  id: b64url.min(1).max(1_366),
  rawId: b64url.min(1).max(1_366),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};
export const passkeyAntwortSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});
export type PasskeyAntwort = z.infer<typeof passkeyAntwortSchema>;

/** A new passkey's answer (WebAuthn RegistrationResponseJSON). */
export const passkeyRegistrierungSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.optional(),
  }),
});
export type PasskeyRegistrierung = z.infer<typeof passkeyRegistrierungSchema>;

/**
 * A current code, one recovery code or a passkey's answer: what proves the second factor (login,
 * switching off, removing a passkey, access data).
 */
export const faktorShape = {
  code: bestaetigungscodeSchema().optional(),
  wiederherstellungscode: kandidatWiederherstellungscodeSchema().optional(),
  passkey: passkeyAntwortSchema.optional(),
};
export type FaktorNachweis = {
  code?: string | undefined;
  wiederherstellungscode?: string | undefined;
  passkey?: PasskeyAntwort | undefined;
};
const genauEiner = (d: FaktorNachweis) =>
  [d.code, d.wiederherstellungscode, d.passkey].filter((x) => x !== undefined).length === 1;

/** GET /api/zweiterfaktor */
export const passkeyEintragSchema = z.object({
  id: z.string(),
  name: z.string(),
  erstelltAm: z.string(),
  zuletztVerwendetAm: z.string().nullable(),
});
export type PasskeyEintrag = z.infer<typeof passkeyEintragSchema>;

export const zweiterFaktorStandSchema = z.object({
  totp: z.boolean(),
  /** Recovery codes not yet used. */
  wiederherstellungscodes: z.number().int().nonnegative(),
  /** The registered passkeys (decision 0051), oldest first. */
  passkeys: z.array(passkeyEintragSchema),
});
export type ZweiterFaktorStand = z.infer<typeof zweiterFaktorStandSchema>;

/** POST /api/zweiterfaktor/totp: a fresh key (replaces one shown before, until it is confirmed). */
export const totpEinrichtungSchema = z.object({
  schluessel: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TotpEinrichtung = z.infer<typeof totpEinrichtungSchema>;

/** POST /api/zweiterfaktor/totp/bestaetigen */
export const totpCodePayloadSchema = z.strictObject({ code: bestaetigungscodeSchema() }, objektFehler);
export const wiederherstellungscodesSchema = z.object({ wiederherstellungscodes: z.array(z.string()) });

/** POST /api/zweiterfaktor/totp/ausschalten: a current code or a recovery code. */
export const faktorPayloadSchema = z
  .strictObject(faktorShape, objektFehler)
  .refine(genauEiner, { error: t.codeOderWiederherstellung });

/** The answer of POST /login when the account has a second factor: no session yet, a short-lived step. */
export const verfahrenSchema = z.enum(['totp', 'passkey']);
export const zweiterSchrittSchema = z.strictObject({
  zweiterFaktor: z.strictObject({ schritt: z.string(), verfahren: z.array(verfahrenSchema) }),
});
export type ZweiterSchritt = z.infer<typeof zweiterSchrittSchema>;

/** POST /login/zweiterfaktor/passkey: the step whose account's passkeys are asked. */
export const passkeySchrittPayloadSchema = z.strictObject(
  { schritt: z.string().min(1).max(4096) },
  objektFehler,
);

/**
 * The options a passkey call of the browser needs (WebAuthn PublicKeyCredential*OptionsJSON), as the
 * server library produced them; the browser library reads them.
 */
export const passkeyOptionenSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptionen = z.infer<typeof passkeyOptionenSchema>;

/** POST /api/zweiterfaktor/passkeys: a name the candidate gives and the new passkey's answer. */
export const passkeyHinzufuegenSchema = z.strictObject(
  {
    name: z
      .string({ error: typFehler(t.passkeyNameFehlt) })
      .trim()
      .min(1, { error: t.passkeyNameFehlt })
      .max(60, { error: t.passkeyNameLang }),
    antwort: passkeyRegistrierungSchema,
  },
  objektFehler,
);
export type PasskeyHinzufuegen = z.output<typeof passkeyHinzufuegenSchema>;

/** POST /login/zweiterfaktor: the step and a current code, a recovery code or a passkey's answer. */
export const zweiterSchrittPayloadSchema = z
  .strictObject({ schritt: z.string().min(1).max(4096), ...faktorShape }, objektFehler)
  .refine(genauEiner, { error: t.codeOderWiederherstellung });
export type ZweiterSchrittPayload = z.output<typeof zweiterSchrittPayloadSchema>;

/**
 * The web's one field for "a code or a recovery code" (switching off, access data): six digits are a
 * code, anything else is read as a recovery code; empty means none was given.
 */
export function nachweisAus(eingabe: string | undefined): FaktorNachweis {
  const wert = (eingabe ?? '').replace(/\s+/g, '');
  if (wert === '') return {};
  return /^\d{6}$/.test(wert) ? { code: wert } : { wiederherstellungscode: wert };
}

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

/** A current code or one recovery code: what proves the second factor (login, switching off, access data). */
export const faktorShape = {
  code: bestaetigungscodeSchema().optional(),
  wiederherstellungscode: kandidatWiederherstellungscodeSchema().optional(),
};
const genauEiner = (d: { code?: string | undefined; wiederherstellungscode?: string | undefined }) =>
  (d.code === undefined) !== (d.wiederherstellungscode === undefined);
export type FaktorNachweis = { code?: string | undefined; wiederherstellungscode?: string | undefined };

/** GET /api/zweiterfaktor */
export const zweiterFaktorStandSchema = z.object({
  totp: z.boolean(),
  /** Recovery codes not yet used. */
  wiederherstellungscodes: z.number().int().nonnegative(),
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
export const zweiterSchrittSchema = z.strictObject({
  zweiterFaktor: z.strictObject({ schritt: z.string(), verfahren: z.array(z.literal('totp')) }),
});
export type ZweiterSchritt = z.infer<typeof zweiterSchrittSchema>;

/** POST /login/zweiterfaktor: the step and a current code or a recovery code. */
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

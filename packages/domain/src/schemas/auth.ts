// Account flows (spec §3, §5, §7). Client forms and server payloads share their field rules; server
// payloads are strict objects, so no unknown key (an 'id', 'role', 'confirmed' …) is ever accepted.
import { z } from 'zod';
import {
  anmeldePasswortSchema,
  emailSchema,
  nachnameSchema,
  normalizeEmail,
  passwortSchema,
  tokenSchema,
  typFehler,
  vornameSchema,
} from '../fields';
import { messages } from '../messages';
import { faktorShape } from './zweiter-faktor';

const v = messages.validation;

export const REGISTRIERUNGSARTEN = ['WP', 'EIGNUNG'] as const;
export type Registrierungsart = (typeof REGISTRIERUNGSARTEN)[number];

/** Object-level error: not an object, or (strict payloads) a key we do not know. */
const objektFehler = { error: v.eingabenUngueltig } as const;

const captchaToken = () => tokenSchema(messages.auth.captchaUngueltig);
const linkToken = () => tokenSchema(messages.auth.linkUngueltig, 1_000);

/** The repeated password must be typed too; its only other message is the mismatch. */
const passwortWiederholung = () =>
  z.string({ error: typFehler(v.feldLeerPasswort) }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: v.feldLeerPasswort });
  });

const emailWiederholung = () =>
  z.string({ error: typFehler(v.feldLeer) }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: v.feldLeer });
  });

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The mismatch shows on the repeat field together with the other field errors (zod would otherwise
 * skip the check while any field is invalid), but not while the repeat is still empty.
 */
const passwoerterGleich = <S extends z.ZodType<{ passwort: string; passwort1: string }>>(schema: S) =>
  schema.refine((data) => data.passwort === data.passwort1, {
    error: v.passwoerterUngleich,
    path: ['passwort1'],
    when: ({ value }) => {
      const data = value as { passwort?: unknown; passwort1?: unknown } | null;
      return isString(data?.passwort) && isString(data?.passwort1) && data.passwort1 !== '';
    },
  });

// ---------------------------------------------------------------------------------------------
// Registration (POST /register)

const registrierungShape = {
  vorname: vornameSchema(),
  nachname: nachnameSchema(),
  email: emailSchema(),
  art: z.enum(REGISTRIERUNGSARTEN, { error: v.artUngueltig }),
  passwort: passwortSchema('registrierung'),
  passwort1: passwortWiederholung(),
  token: captchaToken(),
};

export const registrierungFormSchema = passwoerterGleich(z.object(registrierungShape, objektFehler));
export const registerPayloadSchema = passwoerterGleich(z.strictObject(registrierungShape, objektFehler));
export type RegistrierungForm = z.input<typeof registrierungFormSchema>;
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Login (POST /login) – only required; the server answers every wrong combination alike.

const loginShape = {
  email: emailSchema(),
  passwort: anmeldePasswortSchema(),
  token: captchaToken(),
};
export const loginFormSchema = z.object(loginShape, objektFehler);
export const loginPayloadSchema = z.strictObject(loginShape, objektFehler);
export type LoginForm = z.input<typeof loginFormSchema>;
export type LoginPayload = z.output<typeof loginPayloadSchema>;

/**
 * The answer of POST /login as the web reads it at its edge and keeps it in session storage
 * (decision 0023). `art` stays text: any art other than WP is read as the aptitude test (spec §6).
 */
export const anmeldungAntwortSchema = z.object({
  art: z.string(),
  vorname: z.string(),
  nachname: z.string(),
  /** ISO 8601 of the previous login, null on the first one. */
  lastLogin: z.string().nullable(),
  jwt: z.string().min(1),
});
export type AngemeldeterBenutzer = z.output<typeof anmeldungAntwortSchema>;

// ---------------------------------------------------------------------------------------------
// Password forgotten (POST /requestnewpassword)

const requestNewPasswordShape = { email: emailSchema(), token: captchaToken() };
export const requestNewPasswordFormSchema = z.object(requestNewPasswordShape, objektFehler);
export const requestNewPasswordPayloadSchema = z.strictObject(requestNewPasswordShape, objektFehler);
export type RequestNewPasswordForm = z.input<typeof requestNewPasswordFormSchema>;
export type RequestNewPasswordPayload = z.output<typeof requestNewPasswordPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// New confirmation mail (POST /resendconfirmation, ours – issue 16): the same shape as above.

export const resendConfirmationFormSchema = z.object(requestNewPasswordShape, objektFehler);
export const resendConfirmationPayloadSchema = z.strictObject(requestNewPasswordShape, objektFehler);
export type ResendConfirmationForm = z.input<typeof resendConfirmationFormSchema>;
export type ResendConfirmationPayload = z.output<typeof resendConfirmationPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Password reset (POST /resetpassword): the form has the repeat, the token comes from the link.

export const resetPasswordFormSchema = passwoerterGleich(
  z.object({ passwort: passwortSchema(), passwort1: passwortWiederholung() }, objektFehler),
);
export const resetPasswordPayloadSchema = z.strictObject(
  { passwort: passwortSchema(), token: linkToken() },
  objektFehler,
);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Access data (POST /changepassword, POST /changeemail)

// `passwortAlt` is our addition to the spec's call table (decision 0006): an access-data change needs
// the current password, so a session left open on a shared computer cannot take over the account.
// `code`/`wiederherstellungscode` are ours too (decision 0042): asked for when a second factor is on.
const passwortAlt = anmeldePasswortSchema;
/** The form's one field for a code or a recovery code (read with nachweisAus); checked by the server. */
const faktorFeld = () => z.string().optional();

export const changePasswordFormSchema = passwoerterGleich(
  z.object(
    {
      passwortAlt: passwortAlt(),
      passwort: passwortSchema(),
      passwort1: passwortWiederholung(),
      nachweis: faktorFeld(),
    },
    objektFehler,
  ),
);
export const changePasswordPayloadSchema = z.strictObject(
  { passwortAlt: passwortAlt(), passwort: passwortSchema(), ...faktorShape },
  objektFehler,
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordPayload = z.output<typeof changePasswordPayloadSchema>;

/** Both addresses are compared normalised (trimmed, lower case), as they are stored. */
export const changeEmailFormSchema = z
  .object(
    { passwortAlt: passwortAlt(), email: emailSchema(), email1: emailWiederholung(), nachweis: faktorFeld() },
    objektFehler,
  )
  .refine((data) => data.email === normalizeEmail(data.email1), {
    error: v.emailsUngleich,
    path: ['email1'],
    when: ({ value }) => {
      const data = value as { email?: unknown; email1?: unknown } | null;
      return isString(data?.email) && isString(data?.email1) && data.email1.trim() !== '';
    },
  });
export const changeEmailPayloadSchema = z.strictObject(
  { passwortAlt: passwortAlt(), email: emailSchema(), ...faktorShape },
  objektFehler,
);
export type ChangeEmailForm = z.input<typeof changeEmailFormSchema>;
export type ChangeEmailPayload = z.output<typeof changeEmailPayloadSchema>;

/** Route parameter of GET /confirmregistration/(token). */
export const confirmRegistrationTokenSchema = linkToken();

/** POST /revertemail: the 'Das war ich nicht' link of an e-mail change (issue 17). */
export const revertEmailPayloadSchema = z.strictObject({ token: linkToken() }, objektFehler);
export type RevertEmailPayload = z.output<typeof revertEmailPayloadSchema>;

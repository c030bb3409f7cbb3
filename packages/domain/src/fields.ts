// Field rules of spec §5/§9: each rule is a small pure function, and each has a zod builder that
// reports exactly the German messages of messages.ts – never zod's English defaults.
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { isIsoDate } from './dates';
import { messages } from './messages';

const v = messages.validation;

// ---------------------------------------------------------------------------------------------
// Limits

export const PASSWORT_MIN = 8;
export const PASSWORT_MAX = 250;
export const NAME_MIN = 2;
/** Upper bounds the spec leaves open; they keep single-line inputs at a sane size. */
export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;
export const IBAN_MIN = 15;
export const IBAN_MAX = 34;
/** Phone numbers: at least 6 digits (spec: "phone pattern"); E.164 has at most 15, extensions add some. */
export const TELEFON_MIN_ZIFFERN = 6;
export const TELEFON_MAX_ZIFFERN = 20;
export const TELEFON_MAX = 40;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Code points, so that 'Ää' counts as two letters and an emoji as one. */
export const zeichenAnzahl = (value: string): number => [...value].length;

/** Control characters (incl. line breaks) never belong in a single-line field. */
export const isEinzeilig = (value: string): boolean => !/\p{Cc}/u.test(value);

// Hostile text (issue 17): a name is copied into mails, receipts and the office's screens. Direction
// overrides (U+202A–U+202E, U+2066–U+2069) and zero-width characters (U+200B–U+200D, U+2060, U+FEFF)
// disguise what a text says; markup and web addresses would turn a portal mail into a phishing mail
// ("Hallo www.example-bank.test, …").
const VERSTECKTE_ZEICHEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/u;
const MARKUP_ODER_ADRESSE = /[<>]|:\/\/|www\./iu;

/** True when a single-line text is plain: no hidden characters, no markup, no web address. */
export const isKlartext = (value: string): boolean =>
  !VERSTECKTE_ZEICHEN.test(value) && !MARKUP_ODER_ADRESSE.test(value);

/** Five digits; postcodes never start with 00. */
export const isPlz = (value: string): boolean => /^(?!00)\d{5}$/.test(value);

/** IBANs are typed with spaces and in any case; the stored form has neither. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** 15–34 characters, a known country format and valid check digits (after normalising). */
export function isIban(value: string): boolean {
  const iban = normalizeIban(value);
  return iban.length >= IBAN_MIN && iban.length <= IBAN_MAX && isValidIBAN(iban);
}

export const normalizeBic = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isBic = (value: string): boolean => isValidBIC(normalizeBic(value));

/** Digits with the usual separators (space, '/', '-', parentheses) and an optional leading '+'. */
export function isTelefon(value: string): boolean {
  const telefon = value.trim();
  const ziffern = telefon.replace(/\D/g, '').length;
  return (
    telefon.length <= TELEFON_MAX &&
    /^\+?[\d\s/()-]+$/.test(telefon) &&
    ziffern >= TELEFON_MIN_ZIFFERN &&
    ziffern <= TELEFON_MAX_ZIFFERN
  );
}

/** E-mail addresses are compared and stored trimmed and in lower case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export function isEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX && z.regexes.email.test(email);
}

/** Spec §5: four digits, slash, semester 1 or 2 – e.g. '2024/1'. */
export const isSemesterText = (value: string): boolean => /^\d{4}\/[12]$/.test(value);

/** 'YYYY-MM-DD' that names a real calendar day. */
export { isIsoDate } from './dates';

export type PasswortWortlaut = 'standard' | 'registrierung';

/**
 * Every broken password rule, in the order of spec §5 (length, upper, lower, digit, symbol), so the
 * form can list them all at once. An empty password only gets the (spec-verbatim) empty message.
 * Passwords are never trimmed or case-folded.
 */
export function passwortFehler(passwort: string, wortlaut: PasswortWortlaut = 'standard'): string[] {
  if (passwort === '') return [v.feldLeerPasswort];
  const fehler: string[] = [];
  const laenge = zeichenAnzahl(passwort);
  if (laenge < PASSWORT_MIN) {
    fehler.push(wortlaut === 'registrierung' ? v.passwortMinLaengeRegistrierung : v.passwortMinLaenge);
  }
  if (laenge > PASSWORT_MAX) fehler.push(v.passwortMaxLaenge);
  if (!/\p{Lu}/u.test(passwort)) fehler.push(v.passwortGrossbuchstabe);
  if (!/\p{Ll}/u.test(passwort)) fehler.push(v.passwortKleinbuchstabe);
  if (!/\p{Nd}/u.test(passwort)) fehler.push(v.passwortZahl);
  if (!/[^\p{L}\p{N}\s]/u.test(passwort)) fehler.push(v.passwortSonderzeichen);
  return fehler;
}

// ---------------------------------------------------------------------------------------------
// zod builders

export interface FeldOptionen {
  /** Message for an empty or missing value; the application's final check says 'Das Pflichtfeld …'. */
  readonly leer?: string;
}

/** A missing value reads as empty; any other wrong type is a generic German error. */
export const typFehler =
  (leer: string) =>
  (issue: { readonly input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? leer : v.eingabenUngueltig;

interface TextRegel {
  readonly leer: string;
  /** Length bound against abuse; formatted fields report over-long input with their own message. */
  readonly max: number;
  readonly normalize?: (value: string) => string;
  /** Returns the message of the first broken rule, or null. */
  readonly pruefe?: (value: string) => string | null;
}

/**
 * One string field: normalise, then report exactly one message – empty, too long, not single-line,
 * or the field's own rule. One message per field is what the forms show next to the input.
 */
function textFeld({ leer, max, normalize, pruefe }: TextRegel) {
  const base = z.string({ error: typFehler(leer) });
  return (normalize ? base.overwrite(normalize) : base).superRefine((value, ctx) => {
    const message =
      value === ''
        ? leer
        : zeichenAnzahl(value) > max
          ? v.zuLang
          : !isEinzeilig(value)
            ? v.eingabenUngueltig
            : !isKlartext(value)
              ? v.unzulaessigeZeichen
              : (pruefe?.(value) ?? null);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

const trim = (value: string) => value.trim();
const leerText = (optionen?: FeldOptionen) => optionen?.leer ?? v.feldLeer;

/** A required single-line text (trimmed). */
export const pflichtTextSchema = (optionen?: FeldOptionen & { max?: number }) =>
  textFeld({ leer: leerText(optionen), max: optionen?.max ?? TEXT_MAX, normalize: trim });

/** An optional single-line text: '' when not given. */
export const optionalTextSchema = (max = TEXT_MAX) =>
  z
    .string({ error: typFehler(v.eingabenUngueltig) })
    .overwrite(trim)
    .superRefine((value, ctx) => {
      if (zeichenAnzahl(value) > max) ctx.addIssue({ code: 'custom', message: v.zuLang });
      else if (!isEinzeilig(value)) ctx.addIssue({ code: 'custom', message: v.eingabenUngueltig });
      else if (!isKlartext(value)) ctx.addIssue({ code: 'custom', message: v.unzulaessigeZeichen });
    })
    .default('');

const nameSchema = (zuKurz: string, optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: trim,
    pruefe: (value) => (zeichenAnzahl(value) < NAME_MIN ? zuKurz : null),
  });

export const vornameSchema = (optionen?: FeldOptionen) => nameSchema(v.vornameMin, optionen);
export const nachnameSchema = (optionen?: FeldOptionen) => nameSchema(v.nachnameMin, optionen);

export const emailSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: EMAIL_MAX,
    normalize: normalizeEmail,
    pruefe: (value) => (isEmail(value) ? null : v.emailUngueltig),
  });

export const plzSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: trim,
    pruefe: (value) => (isPlz(value) ? null : v.plz),
  });

export const ibanSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: normalizeIban,
    pruefe: (value) => (isIban(value) ? null : v.iban),
  });

/** Optional: '' (or missing) is fine, anything else must be a valid BIC. */
export const bicSchema = () =>
  z
    .string({ error: typFehler(v.bic) })
    .overwrite(normalizeBic)
    .superRefine((value, ctx) => {
      if (value !== '' && !isBic(value)) ctx.addIssue({ code: 'custom', message: v.bic });
    })
    .default('');

export const telefonSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: trim,
    pruefe: (value) => (isTelefon(value) ? null : v.telefon),
  });

export const semesterTextSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: trim,
    pruefe: (value) => (isSemesterText(value) ? null : v.formatMismatch),
  });

export const isoDateSchema = (optionen?: FeldOptionen) =>
  textFeld({
    leer: leerText(optionen),
    max: TEXT_MAX,
    normalize: trim,
    pruefe: (value) => (isIsoDate(value) ? null : v.datumUngueltig),
  });

/** A new password: all broken rules at once. Not trimmed – spaces are part of a password. */
export const passwortSchema = (wortlaut: PasswortWortlaut = 'standard') =>
  z.string({ error: typFehler(v.feldLeerPasswort) }).superRefine((value, ctx) => {
    for (const message of passwortFehler(value, wortlaut)) ctx.addIssue({ code: 'custom', message });
  });

/** A password typed to log in: only required (and bounded – no valid password is longer). */
export const anmeldePasswortSchema = () =>
  z.string({ error: typFehler(v.feldLeerPasswort) }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: v.feldLeerPasswort });
    else if (zeichenAnzahl(value) > PASSWORT_MAX)
      ctx.addIssue({ code: 'custom', message: v.passwortMaxLaenge });
  });

/** An opaque token (captcha solution, e-mailed link token). */
export const tokenSchema = (message: string, max = 10_000) =>
  z.string({ error: message }).superRefine((value, ctx) => {
    if (value.trim() === '' || value.length > max || !isEinzeilig(value)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });

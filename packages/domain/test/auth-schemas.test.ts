import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import {
  changeEmailFormSchema,
  changeEmailPayloadSchema,
  changePasswordFormSchema,
  changePasswordPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  registrierungFormSchema,
  requestNewPasswordPayloadSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
} from '../src/schemas/auth';

const v = messages.validation;

type Schema = {
  safeParse: (x: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/** field → messages, '' for object-level issues. */
function fieldErrors(schema: Schema, input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const registrierung = {
  vorname: 'Anna',
  nachname: 'Muster',
  email: 'Anna@Example.de',
  art: 'WP',
  passwort: 'Geheim1!',
  passwort1: 'Geheim1!',
  token: 'altcha-solution',
};

describe('registration', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    expect(registerPayloadSchema.parse(registrierung)).toEqual({
      ...registrierung,
      email: 'anna@example.de',
    });
    expect(registrierungFormSchema.parse({ ...registrierung, art: 'EIGNUNG' }).art).toBe('EIGNUNG');
  });

  it.each([
    ['vorname', 'A', { vorname: [v.vornameMin] }],
    ['nachname', 'M', { nachname: [v.nachnameMin] }],
    ['email', 'anna@', { email: [v.emailUngueltig] }],
    ['email', '', { email: [v.feldLeer] }],
    ['art', 'XY', { art: [v.artUngueltig] }],
    ['art', undefined, { art: [v.artUngueltig] }],
    [
      'passwort',
      'Geheim1',
      {
        passwort: [v.passwortMinLaengeRegistrierung, v.passwortSonderzeichen],
        passwort1: [v.passwoerterUngleich],
      },
    ],
    ['passwort', '', { passwort: [v.feldLeerPasswort], passwort1: [v.passwoerterUngleich] }],
    ['passwort1', 'Geheim1?', { passwort1: [v.passwoerterUngleich] }],
    ['passwort1', '', { passwort1: [v.feldLeerPasswort] }],
    ['token', '', { token: [messages.auth.captchaUngueltig] }],
    ['token', undefined, { token: [messages.auth.captchaUngueltig] }],
  ])('%s = %j → %j', (field, value, expected) => {
    const input = { ...registrierung, [field]: value };
    expect(fieldErrors(registrierungFormSchema, input)).toEqual(expected);
    expect(fieldErrors(registerPayloadSchema, input)).toEqual(expected);
  });

  it('reports the password mismatch together with other field errors', () => {
    expect(fieldErrors(registrierungFormSchema, { ...registrierung, vorname: '', passwort1: 'x' })).toEqual({
      vorname: [v.feldLeer],
      passwort1: [v.passwoerterUngleich],
    });
  });

  it('rejects unknown keys in the server payload (mass assignment), but not in the form', () => {
    const input = { ...registrierung, confirmed: true, role: 'admin' };
    expect(fieldErrors(registerPayloadSchema, input)).toEqual({ '': [v.eingabenUngueltig] });
    expect(registrierungFormSchema.safeParse(input).success).toBe(true);
  });
});

describe('login and password forgotten', () => {
  const login = { email: 'anna@example.de', passwort: 'whatever', token: 't' };

  it('only requires the fields (no password rules at login)', () => {
    expect(loginPayloadSchema.parse(login)).toEqual(login);
    expect(fieldErrors(loginPayloadSchema, { email: '', passwort: '', token: '' })).toEqual({
      email: [v.feldLeer],
      passwort: [v.feldLeerPasswort],
      token: [messages.auth.captchaUngueltig],
    });
    expect(fieldErrors(loginPayloadSchema, { ...login, passwort: 'x'.repeat(251) })).toEqual({
      passwort: [v.passwortMaxLaenge],
    });
    expect(fieldErrors(loginPayloadSchema, { ...login, isAdmin: true })).toEqual({
      '': [v.eingabenUngueltig],
    });
  });

  it('requestnewpassword needs e-mail and captcha', () => {
    expect(requestNewPasswordPayloadSchema.parse({ email: 'A@b.de', token: 't' })).toEqual({
      email: 'a@b.de',
      token: 't',
    });
    expect(fieldErrors(requestNewPasswordPayloadSchema, {})).toEqual({
      email: [v.feldLeer],
      token: [messages.auth.captchaUngueltig],
    });
  });
});

describe('password reset and change', () => {
  it('form: rules plus repeat', () => {
    expect(resetPasswordFormSchema.safeParse({ passwort: 'Neu-Pass1', passwort1: 'Neu-Pass1' }).success).toBe(
      true,
    );
    expect(fieldErrors(resetPasswordFormSchema, { passwort: 'neu', passwort1: 'neu' })).toEqual({
      passwort: [v.passwortMinLaenge, v.passwortGrossbuchstabe, v.passwortZahl, v.passwortSonderzeichen],
    });
    expect(
      fieldErrors(changePasswordFormSchema, {
        passwortAlt: 'Alt',
        passwort: 'Neu-Pass1',
        passwort1: 'Neu-Pass2',
      }),
    ).toEqual({
      passwort1: [v.passwoerterUngleich],
    });
    // The current password is required (decision 0006), whatever it is.
    expect(
      fieldErrors(changePasswordFormSchema, {
        passwortAlt: '',
        passwort: 'Neu-Pass1',
        passwort1: 'Neu-Pass1',
      }),
    ).toEqual({ passwortAlt: [v.feldLeerPasswort] });
  });

  it('payloads: reset carries the link token, change the current and the new password', () => {
    expect(resetPasswordPayloadSchema.parse({ passwort: 'Neu-Pass1', token: 'abc' })).toEqual({
      passwort: 'Neu-Pass1',
      token: 'abc',
    });
    expect(fieldErrors(resetPasswordPayloadSchema, { passwort: 'Neu-Pass1' })).toEqual({
      token: [messages.auth.linkUngueltig],
    });
    expect(changePasswordPayloadSchema.parse({ passwortAlt: 'Alt', passwort: 'Neu-Pass1' })).toEqual({
      passwortAlt: 'Alt',
      passwort: 'Neu-Pass1',
    });
    expect(fieldErrors(changePasswordPayloadSchema, { passwort: 'Neu-Pass1' })).toEqual({
      passwortAlt: [v.feldLeerPasswort],
    });
    expect(
      fieldErrors(changePasswordPayloadSchema, {
        passwortAlt: 'Alt',
        passwort: 'Neu-Pass1',
        passwort1: 'Neu-Pass1',
      }),
    ).toEqual({
      '': [v.eingabenUngueltig],
    });
  });
});

describe('e-mail change', () => {
  it.each([
    [{ email: 'neu@example.de', email1: 'neu@example.de' }, {}],
    [{ email: 'Neu@Example.de', email1: ' neu@example.DE ' }, {}],
    [{ email: 'neu@example.de', email1: 'alt@example.de' }, { email1: [v.emailsUngleich] }],
    [{ email: 'neu@', email1: 'neu@' }, { email: [v.emailUngueltig] }],
    [
      { email: '', email1: '' },
      { email: [v.feldLeer], email1: [v.feldLeer] },
    ],
  ])('form %j → %j', (input, expected) =>
    expect(fieldErrors(changeEmailFormSchema, { passwortAlt: 'Alt', ...input })).toEqual(expected),
  );

  it('payload is the current password and the new address', () => {
    expect(changeEmailPayloadSchema.parse({ passwortAlt: 'Alt', email: 'Neu@Example.de' })).toEqual({
      passwortAlt: 'Alt',
      email: 'neu@example.de',
    });
    expect(fieldErrors(changeEmailPayloadSchema, { email: 'neu@example.de' })).toEqual({
      passwortAlt: [v.feldLeerPasswort],
    });
    expect(
      fieldErrors(changeEmailPayloadSchema, {
        passwortAlt: 'Alt',
        email: 'neu@example.de',
        email1: 'neu@example.de',
      }),
    ).toEqual({
      '': [v.eingabenUngueltig],
    });
  });
});

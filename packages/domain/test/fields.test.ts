import { describe, expect, it } from 'vitest';
import {
  bicSchema,
  emailSchema,
  ibanSchema,
  isBic,
  isEmail,
  isIban,
  isIsoDate,
  isKlartext,
  isPlz,
  isSemesterText,
  isTelefon,
  isoDateSchema,
  nachnameSchema,
  optionalTextSchema,
  pflichtTextSchema,
  normalizeIban,
  passwortFehler,
  passwortSchema,
  plzSchema,
  semesterTextSchema,
  telefonSchema,
  vornameSchema,
} from '../src/fields';
import { messages } from '../src/messages';

const v = messages.validation;

/** The messages a schema reports for an input, in order. */
function fehler(
  schema: { safeParse: (x: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
}

describe('PLZ', () => {
  it.each([
    ['10115', true],
    ['01067', true],
    ['99999', true],
    ['00123', false],
    ['1011', false],
    ['101155', false],
    ['1O115', false],
    ['', false],
    [' 10115', false],
  ])('isPlz(%j) = %s', (input, ok) => expect(isPlz(input)).toBe(ok));

  it.each([
    ['10115', []],
    [' 10115 ', []],
    ['00999', [v.plz]],
    ['123', [v.plz]],
    ['', [v.feldLeer]],
    [undefined, [v.feldLeer]],
    [10115, [v.eingabenUngueltig]],
  ])('plzSchema(%j) → %j', (input, expected) => expect(fehler(plzSchema(), input)).toEqual(expected));

  it('uses the application final-check wording when asked', () => {
    expect(fehler(plzSchema({ leer: v.pflichtfeld }), '')).toEqual([v.pflichtfeld]);
  });
});

describe('IBAN', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['NO9386011117947', true], // 15 characters, the shortest
    ['MT84MALT011000012345MTLCAST001S', true],
    ['DE89370400440532013001', false], // check digits
    ['DE8937040044053201300', false], // too short for DE
    ['XX89370400440532013000', false],
    ['NO938601111794', false], // 14 characters
    ['', false],
  ])('isIban(%j) = %s', (input, ok) => expect(isIban(input)).toBe(ok));

  it('normalises spaces and case', () => {
    expect(normalizeIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(ibanSchema().parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });

  it.each([
    ['DE89370400440532013001', [v.iban]],
    ['', [v.feldLeer]],
    ['   ', [v.feldLeer]],
    [null, [v.feldLeer]],
    ['DE89'.padEnd(300, '0'), [v.zuLang]],
  ])('ibanSchema(%j) → %j', (input, expected) => expect(fehler(ibanSchema(), input)).toEqual(expected));
});

describe('BIC (optional)', () => {
  it.each([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['deutdeff', true],
    ['NEDSZAJJXXX', true],
    ['DEUT1234', false],
    ['DEUTDEF', false],
    ['DEUTDEFF5', false],
  ])('isBic(%j) = %s', (input, ok) => expect(isBic(input)).toBe(ok));

  it.each([
    ['', []],
    [undefined, []],
    ['DEUTDEFF', []],
    ['DEUT1234', [v.bic]],
    [42, [v.eingabenUngueltig]],
  ])('bicSchema(%j) → %j', (input, expected) => expect(fehler(bicSchema(), input)).toEqual(expected));

  it('outputs the normalised BIC, or empty when not given', () => {
    expect(bicSchema().parse(' deut deff ')).toBe('DEUTDEFF');
    expect(bicSchema().parse(undefined)).toBe('');
  });
});

describe('Telefon', () => {
  it.each([
    ['030 123456', true],
    ['+49 30 1234567', true],
    ['+49 (0)30 / 123-456', true],
    ['0049-30-1234567', true],
    ['123456', true],
    ['12345', false], // fewer than 6 digits
    ['030 12a456', false],
    ['49+30123456', false], // '+' only at the start
    ['030 123456 ext', false],
    ['1'.repeat(21), false],
    ['', false],
  ])('isTelefon(%j) = %s', (input, ok) => expect(isTelefon(input)).toBe(ok));

  it.each([
    ['030 123456', []],
    ['abc', [v.telefon]],
    ['', [v.feldLeer]],
  ])('telefonSchema(%j) → %j', (input, expected) => expect(fehler(telefonSchema(), input)).toEqual(expected));
});

describe('E-Mail', () => {
  it.each([
    ['max.mustermann@example.de', true],
    ['  Max@Example.DE ', true],
    ['a+b@sub.example.org', true],
    ['max@', false],
    ['max@example', false],
    ['@example.de', false],
    ['max mustermann@example.de', false],
    [`${'a'.repeat(250)}@example.de`, false],
  ])('isEmail(%j) = %s', (input, ok) => expect(isEmail(input)).toBe(ok));

  it('stores addresses trimmed and in lower case', () => {
    expect(emailSchema().parse('  Max@Example.DE ')).toBe('max@example.de');
  });

  it.each([
    ['max@example', [v.emailUngueltig]],
    ['', [v.feldLeer]],
    ['a\n@example.de', [v.eingabenUngueltig]],
  ])('emailSchema(%j) → %j', (input, expected) => expect(fehler(emailSchema(), input)).toEqual(expected));
});

describe('Semester text', () => {
  it.each([
    ['2024/1', true],
    ['2024/2', true],
    ['2024/3', false],
    ['24/1', false],
    ['2024-1', false],
    ['1/2024', false],
    ['2024/12', false],
  ])('isSemesterText(%j) = %s', (input, ok) => expect(isSemesterText(input)).toBe(ok));

  it.each([
    ['2024/1', []],
    ['2024/3', [v.formatMismatch]],
    ['', [v.feldLeer]],
  ])('semesterTextSchema(%j) → %j', (input, expected) =>
    expect(fehler(semesterTextSchema(), input)).toEqual(expected),
  );
});

describe('Date yyyy-mm-dd', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2000-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-01', false],
    ['01.02.2024', false],
  ])('isIsoDate(%j) = %s', (input, ok) => expect(isIsoDate(input)).toBe(ok));

  it.each([
    ['1990-05-17', []],
    ['1990-02-30', [v.datumUngueltig]],
    ['', [v.feldLeer]],
  ])('isoDateSchema(%j) → %j', (input, expected) => expect(fehler(isoDateSchema(), input)).toEqual(expected));
});

describe('Names', () => {
  it.each([
    ['Jo', []],
    [' Jo ', []],
    ['Äö', []],
    ['J', [v.vornameMin]],
    [' J ', [v.vornameMin]],
    ['', [v.feldLeer]],
    ['x'.repeat(201), [v.zuLang]],
    ['Max\r\nBcc: x', [v.eingabenUngueltig]],
  ])('vornameSchema(%j) → %j', (input, expected) => expect(fehler(vornameSchema(), input)).toEqual(expected));

  it.each([
    ['Li', []],
    ['L', [v.nachnameMin]],
    ['', [v.feldLeer]],
  ])('nachnameSchema(%j) → %j', (input, expected) =>
    expect(fehler(nachnameSchema(), input)).toEqual(expected),
  );

  it('trims names', () => expect(vornameSchema().parse('  Anna ')).toBe('Anna'));
});

describe('Hostile text in single-line fields (issue 17)', () => {
  it.each([
    ['Jean-Luc O’Neil', true],
    ['Müller & Söhne GmbH', true],
    ['Dr. Anna Schmidt (geb. Weber)', true],
    ['Straße 12a, 3. OG', true],
    ['<a href="https://evil.test">Anna</a>', false],
    ['Anna <b>', false],
    ['1 > 0', false],
    ['https://evil.test/login', false],
    ['Anna www.evil.test', false],
    ['WWW.EVIL.TEST', false],
    ['ftp://x', false],
    ['Anna\u202Egnp.exe', false],
    ['\u2066Anna\u2069', false],
    ['An\u200Bna', false],
    ['An\u200Dna', false],
    ['\uFEFFAnna', false],
    ['An\u2060na', false],
  ])('isKlartext(%j) → %s', (input, expected) => {
    const text = input.replace(/\\u([0-9A-F]{4})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    expect(isKlartext(text)).toBe(expected);
  });

  it.each([
    ['vornameSchema', vornameSchema()],
    ['nachnameSchema', nachnameSchema()],
    ['pflichtTextSchema', pflichtTextSchema()],
    ['optionalTextSchema', optionalTextSchema()],
  ])('%s refuses markup, web addresses and hidden characters with the field message', (_name, schema) => {
    for (const input of ['<a href="x">Anna</a>', 'Anna https://evil.test', 'Anna www.x.test', 'An\u202Ena']) {
      expect(fehler(schema, input)).toEqual([v.unzulaessigeZeichen]);
    }
    expect(fehler(schema, 'Anna-Lena')).toEqual([]);
  });
});

describe('Password', () => {
  const alleRegeln = [
    v.passwortMinLaenge,
    v.passwortGrossbuchstabe,
    v.passwortKleinbuchstabe,
    v.passwortZahl,
    v.passwortSonderzeichen,
  ];

  it.each([
    ['Abcdef1!', []],
    ['Äbcdéf1§', []],
    ['Abcdefg1 ', [v.passwortSonderzeichen]], // a space is not a symbol
    ['Abc1!', [v.passwortMinLaenge]],
    ['abcdef1!', [v.passwortGrossbuchstabe]],
    ['ABCDEF1!', [v.passwortKleinbuchstabe]],
    ['Abcdefg!', [v.passwortZahl]],
    ['Abcdefg1', [v.passwortSonderzeichen]],
    [' ', alleRegeln],
    ['aaaa', [v.passwortMinLaenge, v.passwortGrossbuchstabe, v.passwortZahl, v.passwortSonderzeichen]],
    ['', [v.feldLeerPasswort]],
    [`Aa1!${'x'.repeat(246)}`, []], // 250
    [`Aa1!${'x'.repeat(247)}`, [v.passwortMaxLaenge]], // 251
  ])('passwortFehler(%j) → %j', (input, expected) => expect(passwortFehler(input)).toEqual(expected));

  it('has the registration wording for the length rule', () => {
    expect(passwortFehler('Ab1!', 'registrierung')).toEqual([v.passwortMinLaengeRegistrierung]);
    expect(passwortFehler('', 'registrierung')).toEqual([v.feldLeerPasswort]);
  });

  it('reports every broken rule through the schema, and never trims', () => {
    expect(fehler(passwortSchema(), 'abc')).toEqual([
      v.passwortMinLaenge,
      v.passwortGrossbuchstabe,
      v.passwortZahl,
      v.passwortSonderzeichen,
    ]);
    expect(passwortSchema().parse('  Abcdef1!  ')).toBe('  Abcdef1!  ');
    expect(fehler(passwortSchema(), undefined)).toEqual([v.feldLeerPasswort]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwortFehler('Aa1!😀😀😀')).toEqual([v.passwortMinLaenge]);
  });
});

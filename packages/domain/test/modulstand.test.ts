import { describe, expect, it } from 'vitest';
import type { Kontaktdaten } from '../src/rules/facts';
import { deriveModulStateEignung, deriveModulStateWP } from '../src/rules/modulState';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';
import { parseModulStateEignung, parseModulStateWP } from '../src/schemas/modulstand';
import { anmeldung, eignungVersuch, geladen, zugelassen } from './support/facts';

// The client's reader of GET /api/zulassung/modul and /api/eignung/modul: what the server derives
// comes back unchanged; anything missing or malformed reads as "not allowed".

const KONTAKTDATEN: Kontaktdaten = {
  anrede: 'Frau',
  vorname: 'Erika',
  name: 'Mustermann',
  weitereVornamen: '',
  geburtsname: '',
  geburtsdatum: '1990-04-12',
  geburtsort: 'Köln',
  aktArbeitgeber: '',
  behinderung: false,
  strasse: 'Heidestraße 17',
  land: 'DE',
  plz: '51147',
  ort: 'Köln',
  email: 'erika@example.org',
  telefon: '0221 1234567',
  bic: '',
  iban: 'DE89370400440532013000',
};

const ueberDasNetz = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('parseModulStateWP', () => {
  it.each([
    ['nothing registered', zugelassen(), {}],
    [
      'registered and invited to BWL, WR deregistrable',
      zugelassen({
        module: {
          bwl: { anmeldungen: [anmeldung({ termin: '2026/1', ...geladen('2026-01-10') })] },
          wr: { anmeldungen: [anmeldung({ termin: '2026/2', vorgezogen: true })] },
        },
      }),
      {
        modulgeladenAm: { wp: null, wr: null, bwl: '2026-01-10', st: null },
        modulabmeldungen: { wp: false, wr: true, bwl: false, st: false },
      },
    ],
    ['a draft', zugelassen({ antrag: { status: 'draft' } }), { zwischegespeichert: 1 }],
  ])('reads the derived state unchanged: %s', (_fall, fakten, auszug) => {
    const state = deriveModulStateWP(
      { ...fakten, kontaktdaten: KONTAKTDATEN },
      '2025-10-01',
      STANDARD_EINSTELLUNGEN,
    );
    expect(state).toMatchObject(auszug);
    expect(parseModulStateWP(ueberDasNetz(state))).toEqual(state);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['text', 'Fehler'],
    ['a list', [1, 2]],
    ['an empty object', {}],
  ])('%s: nothing is allowed', (_fall, antwort) => {
    const state = parseModulStateWP(antwort);
    expect(state.zwischegespeichert).toBe(0);
    expect(state.kontaktdaten).toBeNull();
    expect(Object.values(state.modulanmeldungen).some(Boolean)).toBe(false);
    expect(Object.values(state.modulgeladenAm).every((d) => d === null)).toBe(true);
  });

  it.each([
    [
      'zwischegespeichert',
      { zwischegespeichert: '2' },
      (s: ReturnType<typeof parseModulStateWP>) => s.zwischegespeichert,
      0,
    ],
    [
      'zwischegespeichert 3',
      { zwischegespeichert: 3 },
      (s: ReturnType<typeof parseModulStateWP>) => s.zwischegespeichert,
      0,
    ],
    [
      'a flag as text',
      { modulanmeldungen: { wr: 'true' } },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulanmeldungen.wr,
      false,
    ],
    [
      'a flag as true',
      { modulanmeldungen: { wr: true } },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulanmeldungen.wr,
      true,
    ],
    [
      'a flag group as a list',
      { modulabmeldungen: [true] },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulabmeldungen.wp,
      false,
    ],
    [
      'placeholder 1900-01-01',
      { modulgeladenAm: { wp: '1900-01-01' } },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulgeladenAm.wp,
      null,
    ],
    [
      'placeholder 1899-01-01',
      { ersteszulassungsdatum: '1899-01-01' },
      (s: ReturnType<typeof parseModulStateWP>) => s.ersteszulassungsdatum,
      null,
    ],
    [
      'no date',
      { antragsdatum: '31.12.2024' },
      (s: ReturnType<typeof parseModulStateWP>) => s.antragsdatum,
      null,
    ],
    [
      'a date',
      { modulgeladenAm: { st: '2026-01-12' } },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulgeladenAm.st,
      '2026-01-12',
    ],
    [
      'oral flag',
      { modulverhindert: { stmuendlich: true } },
      (s: ReturnType<typeof parseModulStateWP>) => s.modulverhindert.stmuendlich,
      true,
    ],
  ])('%s', (_fall, antwort, lies, erwartet) => {
    expect(lies(parseModulStateWP(antwort))).toBe(erwartet);
  });

  it.each([
    ['name', { ...KONTAKTDATEN }, 'Mustermann'],
    ['nachname (application spelling)', { ...KONTAKTDATEN, name: undefined, nachname: 'Muster' }, 'Muster'],
  ])('contact data: the last name from %s', (_fall, kontaktdaten, name) => {
    expect(parseModulStateWP({ kontaktdaten }).kontaktdaten?.name).toBe(name);
  });

  it.each([
    ['no Anrede', { ...KONTAKTDATEN, anrede: '' }],
    ['a text', 'Erika'],
  ])('contact data without a valid shape (%s) are none', (_fall, kontaktdaten) => {
    expect(parseModulStateWP({ kontaktdaten }).kontaktdaten).toBeNull();
  });

  it('a missing text field of the contact data reads as empty', () => {
    const { iban: _iban, ...ohneIban } = KONTAKTDATEN;
    expect(parseModulStateWP({ kontaktdaten: ohneIban }).kontaktdaten?.iban).toBe('');
  });
});

describe('parseModulStateEignung', () => {
  it('reads the derived state unchanged', () => {
    const fakten = zugelassen({
      art: 'EIGNUNG',
      eignungVersuche: [eignungVersuch({ geladenAm: { awr: '2025-08-01', ast: '2025-08-01', mp: null } })],
    });
    const state = deriveModulStateEignung({
      ...fakten,
      kontaktdaten: { ...KONTAKTDATEN, staatsangehoerigkeit: 'AT' },
    });
    expect(state.modulverhindert).toEqual({ awr: true, ast: true, mp: false });
    expect(parseModulStateEignung(ueberDasNetz(state))).toEqual(state);
  });

  it.each([[undefined], [''], [{ modulverhindert: { mp: 1 } }]])('%j: nothing flagged', (antwort) => {
    expect(parseModulStateEignung(antwort).modulverhindert).toEqual({ awr: false, ast: false, mp: false });
  });
});

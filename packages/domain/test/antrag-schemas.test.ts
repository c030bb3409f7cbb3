// Spec §5 "Contact data", "Application final check" and "Aptitude-test application", §4 selection
// rules as the schemas enforce them, and the status rule of the application form.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../src/messages';
import { API } from '../src/api';
import {
  EIGNUNG_QUALIFIKATIONSLAENDER,
  EIGNUNG_STAATEN,
  EIGNUNG_STAATSANGEHOERIGKEITEN,
  EU_STAATEN,
  isLand,
  LAENDER,
  landName,
} from '../src/rules/laender';
import { antragOffen, bisherigeZulassungenSchema } from '../src/schemas/antrag';
import { eignungAntwortSchema, zulassungAntwortSchema } from '../src/schemas/antragAntwort';
import {
  antragKontaktdatenSchema,
  eignungKontaktdatenSchema,
  type EignungKontaktdatenEntwurf,
  type KontaktdatenEntwurf,
  modulKontaktdatenSchema,
} from '../src/schemas/kontaktdaten';
import {
  leereZulassung,
  modulanmeldungSchema,
  ruecknahmePayloadSchema,
  vorbildungSchrittSchema,
  ZULASSUNG_UPLOADS,
  zulassungEntwurfSchema,
  zulassungSchema,
  type ZulassungEntwurf,
} from '../src/schemas/zulassung';
import {
  EIGNUNG_UPLOADS,
  eignungEntwurfSchema,
  eignungRuecktrittPayloadSchema,
  eignungSchema,
  type EignungEntwurf,
  leereEignung,
} from '../src/schemas/eignung';

const v = messages.validation;

/** path → message of every issue. */
function fehler(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}

const kontakt: KontaktdatenEntwurf = {
  anrede: 'Frau',
  vorname: 'Erika',
  nachname: 'Mustermann',
  weitereVornamen: '',
  geburtsname: 'Gabler',
  geburtsdatum: '1990-04-01',
  geburtsort: 'Köln',
  aktArbeitgeber: '',
  behinderung: false,
  strasse: 'Hauptstraße 1',
  land: 'DE',
  plz: '10115',
  ort: 'Berlin',
  email: 'erika@example.org',
  telefon: '+49 30 1234567',
  bic: '',
  iban: 'DE89 3704 0044 0532 0130 00',
};

describe('contact data (spec §5)', () => {
  it('accepts a complete entry and normalises the IBAN', () => {
    const result = antragKontaktdatenSchema.parse(kontakt);
    expect(result.iban).toBe('DE89370400440532013000');
  });

  it.each<[Partial<KontaktdatenEntwurf>, string, string]>([
    [{ anrede: '' }, 'anrede', v.pflichtfeld],
    [{ vorname: '' }, 'vorname', v.pflichtfeld],
    [{ nachname: '' }, 'nachname', v.pflichtfeld],
    [{ geburtsdatum: '' }, 'geburtsdatum', v.pflichtfeld],
    [{ geburtsdatum: '1990-02-30' }, 'geburtsdatum', v.datumUngueltig],
    [{ geburtsort: ' ' }, 'geburtsort', v.pflichtfeld],
    [{ strasse: '' }, 'strasse', v.pflichtfeld],
    [{ land: '' }, 'land', v.pflichtfeld],
    [{ land: 'XX' }, 'land', v.pflichtfeld],
    [{ plz: '' }, 'plz', v.pflichtfeld],
    [{ plz: '1011' }, 'plz', v.plz],
    [{ plz: '00115' }, 'plz', v.plz],
    [{ ort: '' }, 'ort', v.pflichtfeld],
    [{ telefon: '' }, 'telefon', v.pflichtfeld],
    [{ telefon: 'abc' }, 'telefon', v.telefon],
    [{ iban: '' }, 'iban', v.pflichtfeld],
    [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', v.iban],
    [{ bic: 'XYZ' }, 'bic', v.bic],
  ])('%j → %s: %s', (change, path, message) => {
    expect(fehler(antragKontaktdatenSchema, { ...kontakt, ...change })[path]).toBe(message);
  });

  it('checks the PLZ while other required fields are still empty (key-up)', () => {
    expect(fehler(antragKontaktdatenSchema, { ...kontakt, anrede: '', plz: '12' })).toMatchObject({
      anrede: v.pflichtfeld,
      plz: v.plz,
    });
  });

  it.each([
    ['GB', 'SW1A 1AA', true],
    ['AT', '1010', true],
    ['NL', '1012 JS', true],
    ['DE', '1010', false],
    ['FR', '75001!', false],
  ])('land %s, PLZ %s → valid %s', (land, plz, ok) => {
    expect(fehler(antragKontaktdatenSchema, { ...kontakt, land, plz }).plz === undefined).toBe(ok);
  });

  it('takes BIC as optional and formats it', () => {
    expect(antragKontaktdatenSchema.parse({ ...kontakt, bic: 'cobadeffxxx' }).bic).toBe('COBADEFFXXX');
  });

  it('calls the last name `name` in the module flows', () => {
    const { nachname, ...rest } = kontakt;
    expect(modulKontaktdatenSchema.parse({ ...rest, name: nachname }).name).toBe('Mustermann');
    expect(fehler(modulKontaktdatenSchema, rest).name).toBe(v.pflichtfeld);
  });

  const eignungKontakt: EignungKontaktdatenEntwurf = { ...kontakt, staatsangehoerigkeit: 'AT' };

  it.each<[Partial<EignungKontaktdatenEntwurf>, string, string | undefined]>([
    [{ geburtsort: '' }, 'geburtsort', undefined],
    [{ staatsangehoerigkeit: '' }, 'staatsangehoerigkeit', v.pflichtfeld],
    [{ staatsangehoerigkeit: 'US' }, 'staatsangehoerigkeit', v.pflichtfeld],
    [{ staatsangehoerigkeit: 'sonst' }, 'staatsangehoerigkeit', undefined],
    [{ staatsangehoerigkeit: 'CH' }, 'staatsangehoerigkeit', undefined],
  ])('aptitude test %j → %s: %s', (change, path, message) => {
    expect(fehler(eignungKontaktdatenSchema, { ...eignungKontakt, ...change })[path]).toBe(message);
  });
});

describe('countries (spec §3, §9)', () => {
  it('lists about 250 countries with German names, Germany included, sorted the German way', () => {
    expect(LAENDER.length).toBeGreaterThanOrEqual(245);
    expect(LAENDER.length).toBeLessThanOrEqual(255);
    expect(landName('DE')).toBe('Deutschland');
    const names = LAENDER.map((land) => land.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    expect(isLand('DE')).toBe(true);
    expect(isLand('XX')).toBe(false);
  });

  it('offers the EU 27, the other EEA states and Switzerland for the aptitude test (documented choice: 31)', () => {
    expect(EU_STAATEN).toHaveLength(27);
    expect(new Set(EIGNUNG_STAATEN).size).toBe(31);
    expect(EIGNUNG_STAATEN).toEqual(expect.arrayContaining(['IS', 'LI', 'NO', 'CH', 'DE']));
    expect(EIGNUNG_STAATSANGEHOERIGKEITEN.map((l) => l.name)).toContain('Österreich');
    expect(EIGNUNG_QUALIFIKATIONSLAENDER.map((l) => l.code)).not.toContain('DE');
    expect(EIGNUNG_QUALIFIKATIONSLAENDER).toHaveLength(30);
  });
});

const gueltig: ZulassungEntwurf = {
  ...leereZulassung('2/2026'),
  lgs: 1,
  wr: true,
  stVorgezogen: true,
  kontaktdaten: kontakt,
  bishierigeZulassungen: { art: 1, datumNichtBestanden1: '', datumNichtBestanden2: '' },
  vorbildung: {
    hochschulstudium: true,
    zehnjaehrigeTaetigkeit: false,
    fuenfjaehrigeBerufserfahrung: false,
    fuenfjaehrigeBerufserfahrungArt: 0,
  },
  verkuerzung: { ...leereZulassung().verkuerzung, vollPruefung: true },
  versicherung1: true,
  versicherung2: true,
  versicherung3: true,
};

describe('application final check (spec §5)', () => {
  it('accepts a complete application', () => {
    expect(fehler(zulassungSchema, gueltig)).toEqual({});
  });

  it('refuses a module the declared shortening replaces, at its slot (R-14)', () => {
    const name = messages.antrag.modulNamen;
    expect(
      fehler(zulassungSchema, {
        ...gueltig,
        wr: true,
        bwl: true,
        stVorgezogen: false,
        st: true,
        verkuerzung: { ...leereZulassung().verkuerzung, par8a: true, par131: true },
      }),
    ).toEqual({
      wr: v.modulEntfaellt(name.wr, '§ 8a WPO'),
      bwl: v.modulEntfaellt(name.bwl, '§ 8a WPO'),
      st: v.modulEntfaellt(name.st, '§ 13 WPO'),
    });
  });

  it('reports every message of the empty form at its field', () => {
    expect(fehler(zulassungSchema, leereZulassung())).toEqual({
      zulassungsblock: v.pflichtfeld,
      lgs: v.pflichtfeld,
      module: v.pflichtfeld,
      'kontaktdaten.anrede': v.pflichtfeld,
      'kontaktdaten.vorname': v.pflichtfeld,
      'kontaktdaten.nachname': v.pflichtfeld,
      'kontaktdaten.geburtsdatum': v.pflichtfeld,
      'kontaktdaten.geburtsort': v.pflichtfeld,
      'kontaktdaten.strasse': v.pflichtfeld,
      'kontaktdaten.plz': v.pflichtfeld,
      'kontaktdaten.ort': v.pflichtfeld,
      'kontaktdaten.telefon': v.pflichtfeld,
      'kontaktdaten.iban': v.pflichtfeld,
      'bishierigeZulassungen.art': v.pflichtfeld,
      'vorbildung.auswahl': v.pflichtfeld,
      'verkuerzung.auswahl': v.pflichtfeld,
      versicherung1: v.bitteBestaetigen,
      versicherung2: v.bitteBestaetigen,
      versicherung3: v.bitteBestaetigen,
    });
  });

  it.each<[Partial<ZulassungEntwurf['bishierigeZulassungen']>, Record<string, string>]>([
    [{ art: 1 }, {}],
    [{ art: 2 }, { 'bishierigeZulassungen.datumNichtBestanden1': v.pflichtfeld }],
    [
      { art: 2, datumNichtBestanden1: '2020-13-01' },
      { 'bishierigeZulassungen.datumNichtBestanden1': v.datumUngueltig },
    ],
    [{ art: 2, datumNichtBestanden1: '2020-06-01' }, {}],
    [
      { art: 3 },
      {
        'bishierigeZulassungen.datumNichtBestanden1': v.pflichtfeld,
        'bishierigeZulassungen.datumNichtBestanden2': v.pflichtfeld,
      },
    ],
    [
      { art: 3, datumNichtBestanden1: '2019-06-01' },
      { 'bishierigeZulassungen.datumNichtBestanden2': v.pflichtfeld },
    ],
  ])('earlier admissions %j → %j', (change, expected) => {
    const value = { ...gueltig, bishierigeZulassungen: { ...gueltig.bishierigeZulassungen, ...change } };
    expect(fehler(zulassungSchema, value)).toEqual(expected);
  });

  it('does not send the dates the chosen art clears', () => {
    expect(
      bisherigeZulassungenSchema.parse({
        art: 2,
        datumNichtBestanden1: '2020-06-01',
        datumNichtBestanden2: '2021-06-01',
      }),
    ).toEqual({ art: 2, datumNichtBestanden1: '2020-06-01', datumNichtBestanden2: '' });
  });

  it.each<[Partial<ZulassungEntwurf>, Record<string, string>]>([
    [{ wr: false, stVorgezogen: false }, { module: v.pflichtfeld }],
    [{ wrVorgezogen: true }, { module: v.zweiModuleGleicherArt }],
    [{ zulassungsblock: '1/2027' }, { stVorgezogen: v.eingabenUngueltig }],
    [{ vorzeitigeZulassung: 7, wp: true }, { wp: v.eingabenUngueltig }],
    [{ vorzeitigeZulassung: 6 }, { wr: v.eingabenUngueltig }],
    [{ vorzeitigeZulassung: 6, wr: false, st: true, stVorgezogen: false }, {}],
    [{ zulassungsblock: 'SEM' }, { zulassungsblock: v.pflichtfeld }],
    [{ lgs: 7 }, { lgs: v.pflichtfeld }],
  ])('modules %j → %j', (change, expected) => {
    expect(fehler(modulanmeldungSchema, { ...gueltig, ...change })).toEqual(expected);
  });

  it.each<[Partial<ZulassungEntwurf['vorbildung']>, Record<string, string>]>([
    [{ hochschulstudium: false }, { 'vorbildung.auswahl': v.pflichtfeld }],
    [{ hochschulstudium: false, zehnjaehrigeTaetigkeit: true }, {}],
    [{ fuenfjaehrigeBerufserfahrung: true }, { 'vorbildung.fuenfjaehrigeBerufserfahrungArt': v.pflichtfeld }],
    [{ fuenfjaehrigeBerufserfahrung: true, fuenfjaehrigeBerufserfahrungArt: 2 }, {}],
  ])('previous education %j → %j', (change, expected) => {
    const value = { ...gueltig, vorbildung: { ...gueltig.vorbildung, ...change } };
    expect(fehler(zulassungSchema, value)).toEqual(expected);
  });

  // § 22 (2) WiPrPrüfV: a repeat admission (page 3: admitted before) needs no Vorbildung.
  it.each<[ZulassungEntwurf['bishierigeZulassungen'], Record<string, string>]>([
    [{ art: 1, datumNichtBestanden1: '', datumNichtBestanden2: '' }, { 'vorbildung.auswahl': v.pflichtfeld }],
    [{ art: 2, datumNichtBestanden1: '2026-06-30', datumNichtBestanden2: '' }, {}],
    [{ art: 3, datumNichtBestanden1: '2024-06-30', datumNichtBestanden2: '2026-06-30' }, {}],
  ])('earlier admissions %j and no Vorbildung → %j', (bisherige, expected) => {
    const value = {
      ...gueltig,
      bishierigeZulassungen: bisherige,
      vorbildung: { ...gueltig.vorbildung, hochschulstudium: false },
    };
    expect(fehler(zulassungSchema, value)).toEqual(expected);
    expect(fehler(vorbildungSchrittSchema, value)).toEqual(expected);
  });

  it('still checks the kind of the five-year experience of a repeat admission', () => {
    const value = {
      ...gueltig,
      bishierigeZulassungen: { art: 2, datumNichtBestanden1: '2026-06-30', datumNichtBestanden2: '' },
      vorbildung: { ...gueltig.vorbildung, hochschulstudium: false, fuenfjaehrigeBerufserfahrung: true },
    };
    expect(fehler(zulassungSchema, value)).toEqual({
      'vorbildung.fuenfjaehrigeBerufserfahrungArt': v.pflichtfeld,
    });
  });

  it.each<[Partial<ZulassungEntwurf['verkuerzung']>, Record<string, string>]>([
    [{ vollPruefung: false }, { 'verkuerzung.auswahl': v.pflichtfeld }],
    [{ vollPruefung: false, par8a: true, par131: true }, {}],
    [{ par8a: true }, { 'verkuerzung.auswahl': v.eingabenUngueltig }],
    [{ vollPruefung: false, par131: true, par132: true }, { 'verkuerzung.auswahl': v.eingabenUngueltig }],
    [{ vollPruefung: false, par8a: true, par13b1: true }, { 'verkuerzung.auswahl': v.eingabenUngueltig }],
  ])('shortening %j → %j', (change, expected) => {
    // WP only: no shortening replaces it, so only the shortening's own rules answer.
    const module = { wr: false, stVorgezogen: false, wp: true };
    const value = { ...gueltig, ...module, verkuerzung: { ...gueltig.verkuerzung, ...change } };
    expect(fehler(zulassungSchema, value)).toEqual(expected);
  });

  it('names the upload lists of the call table', () => {
    expect(API.zulassungZwischenspeichern.multipart?.files).toEqual(ZULASSUNG_UPLOADS);
    expect(API.eignungAbschicken.multipart?.files).toEqual(EIGNUNG_UPLOADS);
  });
});

describe('interim saves take any state of the form, bounded', () => {
  it.each([
    ['WP', zulassungEntwurfSchema, leereZulassung()],
    ['EIGNUNG', eignungEntwurfSchema, leereEignung()],
  ] as const)('%s: the empty form, an empty object, and no oversized text', (_art, schema, leer) => {
    expect(schema.parse(leer)).toMatchObject(leer);
    expect(schema.parse({})).toMatchObject(leer);
    expect(fehler(schema, { ...leer, zulassungsblock: 'x'.repeat(10_000) }).zulassungsblock).toBe(v.zuLang);
    expect(fehler(schema, { ...leer, dateien: { unbekannt: [] } })).not.toEqual({});
  });
});

const gueltigEignung: EignungEntwurf = {
  ...leereEignung('1/2027'),
  land: 'AT',
  wahlfach: 2,
  kontaktdaten: { ...kontakt, geburtsort: '', staatsangehoerigkeit: 'sonst' },
  bishierigeZulassungenEP: { art: 1, datumNichtBestanden1: '', datumNichtBestanden2: '' },
  verkuerzungEP: { ...leereEignung().verkuerzungEP, verkuerzung2: true, verkuerzung5: true },
  versicherung1: true,
  versicherung2: true,
  versicherung3: true,
};

describe('aptitude-test application (spec §5)', () => {
  it('accepts a complete application without place of birth', () => {
    expect(fehler(eignungSchema, gueltigEignung)).toEqual({});
  });

  it.each<[Partial<EignungEntwurf>, Record<string, string>]>([
    [{ land: '' }, { land: v.pflichtfeld }],
    [{ land: 'DE' }, { land: v.pflichtfeld }],
    [{ land: 'US' }, { land: v.pflichtfeld }],
    [{ wahlfach: 0 }, { wahlfach: v.pflichtfeld }],
    [{ verkuerzungEP: leereEignung().verkuerzungEP }, { 'verkuerzungEP.auswahl': v.pflichtfeld }],
    [
      { verkuerzungEP: { ...leereEignung().verkuerzungEP, verkuerzung1: true, verkuerzung4: true } },
      { 'verkuerzungEP.auswahl': v.eingabenUngueltig },
    ],
    [
      { verkuerzungEP: { ...leereEignung().verkuerzungEP, verkuerzung2: true, verkuerzung3: true } },
      { 'verkuerzungEP.auswahl': v.eingabenUngueltig },
    ],
    [
      { bishierigeZulassungenEP: { art: 0, datumNichtBestanden1: '', datumNichtBestanden2: '' } },
      { 'bishierigeZulassungenEP.art': v.pflichtfeld },
    ],
    [{ versicherung2: false }, { versicherung2: v.bitteBestaetigen }],
  ])('%j → %j', (change, expected) => {
    expect(fehler(eignungSchema, { ...gueltigEignung, ...change })).toEqual(expected);
  });
});

describe('the application form shows only for a draft (spec §4)', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [{}, true],
    [{ status: 'none' }, true],
    [{ status: 'zwischegespeichert' }, true],
    [{ status: 'draft' }, true],
    [{ status: 'submitted' }, false],
    [{ status: 'admitted' }, false],
    [{ status: 'rejected' }, false],
    [{ status: 'withdrawn' }, false],
    [{ status: 'unbekannt' }, false],
    [{ zwischegespeichert: 0 }, true],
    [{ zwischegespeichert: 1 }, true],
    [{ zwischegespeichert: 2 }, false],
  ])('%j → %s', (antwort, offen) => {
    expect(antragOffen(antwort as Parameters<typeof antragOffen>[0])).toBe(offen);
  });
});

describe('withdrawal envelopes (events 2 and 14)', () => {
  it.each([
    [ruecknahmePayloadSchema, 2, v.ruecknahmeBestaetigen],
    [eignungRuecktrittPayloadSchema, 14, v.ruecktrittBestaetigen],
  ] as const)('art %s needs the confirmation', (schema, art, message) => {
    const envelope = { zulassungsblock: '2/2026', art, abgesendetAm: '2026-01-15 10:30', bestaetigt: true };
    expect(schema.safeParse(envelope).success).toBe(true);
    expect(fehler(schema, { ...envelope, bestaetigt: false }).bestaetigt).toBe(message);
    expect(fehler(schema, { ...envelope, abgesendetAm: '15.01.2026' }).abgesendetAm).toBe(
      v.eingabenUngueltig,
    );
  });
});

describe('a submitted application in GET /api/zulassung, /api/eignung (decision 0023)', () => {
  // The server answers the checked application it stored; the web reads it with the interim save's
  // schema (schemas/antragAntwort.ts), so every checked application must fit it unchanged.
  it.each([
    ['WP', zulassungSchema, zulassungAntwortSchema, gueltig],
    ['EIGNUNG', eignungSchema, eignungAntwortSchema, gueltigEignung],
  ] as const)('%s', (_art, geprueft, antwort, entwurf) => {
    const gespeichert = { ...geprueft.parse(entwurf), status: 'submitted' };
    expect(antwort.parse(gespeichert)).toMatchObject(gespeichert);
  });
});

import { describe, expect, it } from 'vitest';
import { type Erklaerung, gebuehrenfolgen, gebuehrensumme } from '../src/rules/fees';
import { folgenSaetze, naechsteSchritte, versuchsfolge } from '../src/rules/folgen';
import { parseSemester } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';
import {
  eignungAntwortSchema,
  zulassungAntwortSchema,
  zulassungCheckSchema,
  zulassungsblockAntwortSchema,
} from '../src/schemas/antragAntwort';
import { fehlerAntwortSchema } from '../src/schemas/antworten';
import { anmeldungAntwortSchema } from '../src/schemas/auth';
import { dokumentListeSchema } from '../src/schemas/dokumente';
import { eingangsbestaetigungSchema, folgenvorschauSchema } from '../src/schemas/folgen';
import { leereEignung } from '../src/schemas/eignung';
import { leereZulassung } from '../src/schemas/zulassung';

// The schemas the web reads server answers with at its edge (decision 0023): what the server builds
// reads back unchanged, what does not fit is refused.

const laufbahn = {
  stand: 'keinAntrag',
  versuch: 1,
  versucheMoeglich: 2,
  wiederholung: false,
  antragMoeglich: true,
  hinweise: ['Sie können Ihren Antrag stellen.'],
};
const status = {
  status: 'none',
  zwischegespeichert: 0,
  antragsdatum: null,
  ersteszulassungsdatum: null,
  zwischengespeichertAm: null,
  dateien: {},
};

describe('application answers (GET /api/zulassung, /api/eignung)', () => {
  it.each([
    ['WP', zulassungAntwortSchema, leereZulassung('2/2026')],
    ['EIGNUNG', eignungAntwortSchema, leereEignung('2/2026')],
  ] as const)('%s: the empty application the server answers reads back unchanged', (_art, schema, leer) => {
    const antwort = { ...leer, ...status, laufbahn };
    expect(schema.parse(antwort)).toEqual(antwort);
  });

  it('an older answer without status fields reads as the empty form', () => {
    expect(zulassungAntwortSchema.parse({})).toEqual(leereZulassung());
  });

  it.each([
    [{ lgs: 'drei' }],
    [{ status: 'vielleicht' }],
    [{ laufbahn: { stand: 'keinAntrag' } }],
    [{ dateien: { lebenslauf: [{ originalFileName: '' }] } }],
    [null],
  ])('refuses %j', (antwort) => {
    expect(zulassungAntwortSchema.safeParse(antwort).success).toBe(false);
  });

  it('reads the term and the check', () => {
    expect(zulassungsblockAntwortSchema.parse({ zulassungsblock: ' 2/2026 ', juni: ['bwl'] })).toEqual({
      text: '2/2026',
      juni: ['bwl'],
    });
    // An answer without the June modules (an older server): every module, as the spec.
    expect(zulassungsblockAntwortSchema.parse({ zulassungsblock: '2/2026' }).juni).toEqual([
      'wp',
      'wr',
      'bwl',
      'st',
    ]);
    expect(zulassungsblockAntwortSchema.parse(null).text).toBe('');
    expect(zulassungsblockAntwortSchema.safeParse({ zulassungsblock: 2026 }).success).toBe(false);
    expect(zulassungCheckSchema.safeParse({ zugelassen: 'ja' }).success).toBe(false);
  });
});

describe('the other answers', () => {
  it('reads a preview as rules/folgen.ts builds it', () => {
    const erklaerung: Erklaerung = {
      art: 'abmeldung',
      anmeldungen: [{ modul: 'st', termin: parseSemester('2027/1')!, geladen: false }],
    };
    const gebuehren = gebuehrenfolgen(erklaerung, STANDARD_EINSTELLUNGEN);
    const vorschau = {
      gebuehren,
      summe: gebuehrensumme(gebuehren),
      versuch: versuchsfolge('abmeldung'),
      saetze: folgenSaetze('abmeldung', gebuehren),
    };
    expect(folgenvorschauSchema.parse(vorschau)).toEqual(vorschau);
    expect(folgenvorschauSchema.safeParse({ ...vorschau, summe: null }).success).toBe(false);
  });

  it('reads a confirmation, and refuses one with an unknown declaration', () => {
    const bestaetigung = {
      declarationId: 'd1',
      referenz: 'E-2027-0001',
      ereignis: 'abmeldung',
      bezeichnung: 'Abmeldung von Modulprüfungen',
      eingegangenAm: '2027-03-01T09:00:00.000Z',
      zeitpunkt: '01.03.2027 10:00',
      quittung: null,
      weiter: naechsteSchritte('abmeldung'),
      folgen: [],
    };
    expect(eingangsbestaetigungSchema.parse(bestaetigung)).toEqual(bestaetigung);
    expect(eingangsbestaetigungSchema.safeParse({ ...bestaetigung, ereignis: 'x' }).success).toBe(false);
  });

  it('reads the document list and the login answer', () => {
    const dokument = {
      documentId: 7,
      originalFileName: 'lebenslauf.pdf',
      createdAt: '2027-03-01T09:00:00.000Z',
      category: 'AKTENEINGANG',
      type: 'LEBENSLAUF',
      deletable: true,
    };
    expect(dokumentListeSchema.parse([dokument])).toEqual([dokument]);
    expect(dokumentListeSchema.safeParse([{ ...dokument, category: 'ANDERS' }]).success).toBe(false);
    const benutzer = { art: 'WP', vorname: 'Erika', nachname: 'Muster', lastLogin: null, jwt: 'x.y.z' };
    expect(anmeldungAntwortSchema.parse(benutzer)).toEqual(benutzer);
    expect(anmeldungAntwortSchema.safeParse({ ...benutzer, jwt: '' }).success).toBe(false);
  });
});

describe('fehlerAntwortSchema', () => {
  it('reads the German message and the field errors, and leaves out what does not fit', () => {
    const antwort = {
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { email: 'Falsch.' },
      fehler: [],
    };
    expect(fehlerAntwortSchema.parse(antwort)).toEqual({
      message: antwort.message,
      fieldErrors: antwort.fieldErrors,
    });
    expect(fehlerAntwortSchema.parse({ message: '', fieldErrors: { email: 1 } })).toEqual({});
    expect(fehlerAntwortSchema.parse('<html>Bad Gateway</html>')).toEqual({});
  });
});

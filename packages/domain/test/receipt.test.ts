import { describe, expect, it } from 'vitest';
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '../src/erklaerungen/index';
import { messages } from '../src/messages';
import { createQuittung, type Quittungsanlass, quittungsAblage } from '../src/rules/receipt';
import type { ModulSlot } from '../src/rules/module';
import { parseSemester } from '../src/rules/semester';

const t = (value: string) => parseSemester(value)!;

const anlass = (overrides: Partial<Quittungsanlass> = {}): Quittungsanlass => ({
  declarationId: '5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70',
  ereignis: 'anmeldung',
  kandidat: { vorname: 'Erika', nachname: 'Mustermann', email: 'erika@example.org', art: 'WP' },
  termin: '2025/2',
  module: ['wr'],
  pruefungsteile: [],
  angaben: [],
  dokumente: [],
  eingegangenAm: '2025-02-28T21:15:00Z',
  erklaerung: null,
  ...overrides,
});

/** Rows of one section as 'bezeichnung: wert; wert'. */
const zeilen = (quittung: ReturnType<typeof createQuittung>, ueberschrift: string) =>
  quittung.abschnitte
    .find((a) => a.ueberschrift === ueberschrift)
    ?.zeilen.map((z) => `${z.bezeichnung}: ${z.werte.join('; ')}`);

describe('where a receipt is filed', () => {
  it.each<[ErklaerungKey, ModulSlot[], string[], [string, string][]]>([
    ['zulassungsantrag', ['wp', 'wr'], [], [['MANTELAKTE', 'ZULASSUNG']]],
    ['ruecknahme', ['wp'], [], [['MANTELAKTE', 'RUECKTRITT']]],
    [
      'anmeldung',
      ['wr', 'bwlVorgezogen'],
      [],
      [
        ['WR', 'ANMELDUNG'],
        ['BWL', 'ANMELDUNG'],
      ],
    ],
    ['anmeldung', ['wr', 'wrVorgezogen'], [], [['WR', 'ANMELDUNG']]],
    ['abmeldung', ['st'], [], [['ST', 'ABMELDUNG']]],
    ['verschiebung', ['wp'], [], [['WP', 'VERSCHIEBUNG']]],
    [
      'anrechnung',
      ['bwl', 'wr'],
      [],
      [
        ['BWL', 'ANRECHNUNG'],
        ['WR', 'ANRECHNUNG'],
      ],
    ],
    ['modulruecktritt', ['st'], [], [['ST', 'RUECKTRITT']]],
    ['gesamtruecktritt', ['wp', 'st'], [], [['MANTELAKTE', 'RUECKTRITT']]],
    [
      'triftigerGrund',
      [],
      ['wpmuendlich', 'st', 'stmuendlich'],
      [
        ['WP', 'ATTEST'],
        ['ST', 'ATTEST'],
      ],
    ],
    ['kontaktdaten', [], [], [['MANTELAKTE', 'KONTAKTDATEN']]],
    ['eignungAntrag', [], [], [['MANTELAKTE', 'ZULASSUNG']]],
    ['eignungRuecknahme', [], [], [['MANTELAKTE', 'RUECKTRITT']]],
    ['eignungRuecktritt', [], [], [['MANTELAKTE', 'RUECKTRITT']]],
    ['triftigerGrundEignung', [], ['awr', 'mp'], [['MANTELAKTE', 'ATTEST']]],
    ['kontaktdatenEignung', [], [], [['MANTELAKTE', 'KONTAKTDATEN']]],
    ['anmeldung', [], [], [['MANTELAKTE', 'ANMELDUNG']]],
  ])('%s %j %j → %j', (ereignis, module, pruefungsteile, ablage) => {
    expect(quittungsAblage({ ereignis, module, pruefungsteile }).map((a) => [a.kategorie, a.typ])).toEqual(
      ablage,
    );
  });
});

describe('receipt content (R-110)', () => {
  it('names the event in German, the Berlin time of receipt and the file by the Berlin day', () => {
    // 21:15 UTC on 28 February is 22:15 in Berlin; 23:30 UTC is already 1 March.
    const spaet = createQuittung(anlass({ eingegangenAm: '2025-02-28T23:30:00Z' }));
    expect(spaet.dateiname).toBe('Quittung-Modulanmeldung-2025-03-01.pdf');
    expect(spaet.einleitung).toBe(messages.quittung.einleitung('01.03.2025 00:30'));
    const q = createQuittung(anlass());
    expect(q.titel).toBe('Eingangsbestätigung');
    expect(q.ereignis).toBe('Anmeldung zur Modulprüfung');
    expect(q.dokumenttitel).toBe('Eingangsbestätigung: Anmeldung zur Modulprüfung');
    expect(q.dateiname).toBe('Quittung-Modulanmeldung-2025-02-28.pdf');
    expect(zeilen(q, messages.quittung.abschnittErklaerung)).toEqual([
      'Erklärung: Anmeldung zur Modulprüfung',
      'Eingegangen am: 28.02.2025 22:15 Uhr',
      'Prüfungstermin: 2/2025',
      'Modulprüfungen: Wirtschaftsrecht',
      'Vorgangsnummer: 5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70',
    ]);
    expect(zeilen(q, messages.quittung.abschnittAntragsteller)).toEqual([
      'Name: Erika Mustermann',
      'E-Mail-Adresse: erika@example.org',
      'Prüfung: Wirtschaftsprüfungsexamen',
    ]);
  });

  it.each(ERKLAERUNG_KEYS)('has a German title and an ASCII file name for %s', (ereignis) => {
    const q = createQuittung(anlass({ ereignis, module: [], termin: null }));
    expect(q.ereignis).toBe(messages.quittung.ereignisse[ereignis]);
    expect(q.dateiname).toMatch(/^Quittung-[A-Za-z]+-2025-02-28\.pdf$/);
    // Receipts are protected by the server, not by the spec's name rule.
    expect(q.dateiname.toLowerCase()).not.toContain('zusammenfassung');
  });

  it('lists early slots, exam parts, statements and documents', () => {
    const q = createQuittung(
      anlass({
        ereignis: 'triftigerGrund',
        module: ['bwlVorgezogen'],
        pruefungsteile: ['wr', 'stmuendlich'],
        angaben: [{ bezeichnung: 'Verschoben auf', wert: '1/2026' }],
        dokumente: ['Attest Dr. Müller.pdf', '<script>.pdf'],
      }),
    );
    const rows = zeilen(q, messages.quittung.abschnittErklaerung);
    expect(rows).toContain(
      'Modulprüfungen: Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre – vorgezogen im Juni',
    );
    expect(rows).toContain(
      'Betroffene Prüfungsteile: Wirtschaftsrecht (schriftliche Prüfung); Steuerrecht (mündliche Prüfung)',
    );
    expect(rows).toContain('Verschoben auf: 1/2026');
    expect(zeilen(q, messages.quittung.abschnittDokumente)).toEqual([
      'Eingereichte Dokumente: Attest Dr. Müller.pdf; <script>.pdf',
    ]);
  });

  it('names the parts of the aptitude test', () => {
    const q = createQuittung(
      anlass({
        ereignis: 'triftigerGrundEignung',
        kandidat: { vorname: 'Ana', nachname: 'Silva', email: 'a@example.org', art: 'EIGNUNG' },
        module: [],
        pruefungsteile: ['awr', 'ast', 'mp'],
      }),
    );
    expect(zeilen(q, messages.quittung.abschnittErklaerung)).toContain(
      'Betroffene Prüfungsteile: Aufsichtsarbeit Wirtschaftsrecht; Aufsichtsarbeit Steuerrecht I; Mündliche Prüfung',
    );
    expect(zeilen(q, messages.quittung.abschnittAntragsteller)).toContain('Prüfung: Eignungsprüfung');
  });

  it('prints what a registration makes due, with the sum, not what is refunded (issue 26 point 8)', () => {
    const q = createQuittung(
      anlass({
        module: ['wr', 'st'],
        erklaerung: { art: 'anmeldung', termin: t('2025/2'), module: ['wr', 'st'] },
      }),
    );
    const abschnitt = q.abschnitte.find((a) => a.ueberschrift === messages.quittung.abschnittGebuehren);
    expect(abschnitt?.hinweis).toBe(messages.antrag.gebuehrenHinweis);
    // Intl puts a no-break space before the euro sign.
    const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
    expect(zeilen(q, messages.quittung.abschnittGebuehren)).toEqual([
      euro('Prüfungsgebühr – Wirtschaftsrecht (2/2025): fällig werden 500,00 €'),
      euro('Prüfungsgebühr – Steuerrecht (2/2025): fällig werden 1.000,00 €'),
      euro('Summe: fällig werden 1.500,00 €'),
    ]);
    expect(zeilen(q, messages.quittung.abschnittFolgen)).toEqual([
      euro('Prüfungsgebühr Wirtschaftsrecht (2/2025): fällig werden 500,00 €.: '),
      euro('Prüfungsgebühr Steuerrecht (2/2025): fällig werden 1.000,00 €.: '),
      euro(
        'Insgesamt fällig werden 1.500,00 €. Die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.: ',
      ),
    ]);
  });

  it('keeps the refund wording for a withdrawal', () => {
    const q = createQuittung(
      anlass({
        ereignis: 'abmeldung',
        erklaerung: { art: 'abmeldung', anmeldungen: [{ modul: 'wr', termin: t('2025/2'), geladen: false }] },
      }),
    );
    expect(zeilen(q, messages.quittung.abschnittGebuehren)?.[0]).toMatch(/Erstattung, falls bereits gezahlt/);
  });

  it('names the Aktenzeichen beside the name on every receipt', () => {
    const q = createQuittung(
      anlass({ kandidat: { ...anlass().kandidat, aktenzeichen: 'WP-5F0C-8A2E-6A55' } }),
    );
    expect(zeilen(q, messages.quittung.abschnittAntragsteller)).toContain('Aktenzeichen: WP-5F0C-8A2E-6A55');
  });

  it('says so when a declaration has no fee consequence, and leaves the section out without one', () => {
    const ohne = createQuittung(
      anlass({ ereignis: 'kontaktdaten', module: [], erklaerung: { art: 'kontaktdaten' } }),
    );
    expect(zeilen(ohne, messages.quittung.abschnittGebuehren)).toEqual([
      `${messages.ruecknahme.keineGebuehren}: `,
    ]);
    const keine = createQuittung(anlass({ erklaerung: null }));
    expect(keine.abschnitte.map((a) => a.ueberschrift)).not.toContain(messages.quittung.abschnittGebuehren);
  });

  it('refuses a receipt time that is not an instant', () => {
    expect(() => createQuittung(anlass({ eingegangenAm: 'gestern' }))).toThrow(RangeError);
  });
});

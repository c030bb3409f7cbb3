import { describe, expect, it } from 'vitest';
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '../src/erklaerungen/index';
import { type Erklaerung, gebuehrenfolgen } from '../src/rules/fees';
import { folgenSaetze, naechsteSchritte, versuchsfolge } from '../src/rules/folgen';
import type { Modul } from '../src/rules/module';
import { parseSemester } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const t = (value: string) => parseSemester(value)!;
const a = (modul: Modul, termin: string, geladen = false) => ({ modul, termin: t(termin), geladen });
/** Intl writes a no-break space before '€'; the tables read plain spaces. */
const plain = (saetze: string[]) => saetze.map((satz) => satz.replace(/\u00a0/g, ' '));
const saetze = (ereignis: ErklaerungKey, erklaerung: Erklaerung) =>
  plain(folgenSaetze(ereignis, gebuehrenfolgen(erklaerung, STANDARD_EINSTELLUNGEN)));

describe('consequence sentences (issue 16.3)', () => {
  it.each<[string, ErklaerungKey, Erklaerung, string[]]>([
    [
      'deregistration from 2/2024: refund minus the 20 % processing fee, no attempt used',
      'abmeldung',
      { art: 'abmeldung', anmeldungen: [a('st', '2027/1')] },
      [
        'Ein Prüfungsversuch wird nicht verbraucht.',
        'Prüfungsgebühr Steuerrecht (1/2027): Gebühr 1.000,00 €. Erstattet werden 800,00 €; einbehalten wird die Bearbeitungsgebühr von 20 % (200,00 €).',
        'Insgesamt: erstattet werden 800,00 €, einbehalten werden 200,00 €. Erstattet wird nur, was Sie bereits gezahlt haben; die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.',
      ],
    ],
    [
      'deregistration before 2/2024: the whole fee back',
      'abmeldung',
      { art: 'abmeldung', anmeldungen: [a('wr', '2024/1')] },
      [
        'Ein Prüfungsversuch wird nicht verbraucht.',
        'Prüfungsgebühr Wirtschaftsrecht (1/2024): Gebühr 500,00 €. Erstattet werden 500,00 €; nichts wird einbehalten.',
        'Insgesamt: erstattet werden 500,00 €, einbehalten werden 0,00 €. Erstattet wird nur, was Sie bereits gezahlt haben; die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.',
      ],
    ],
    [
      'module withdrawal by the end of the papers: half kept, the attempt used',
      'modulruecktritt',
      {
        art: 'modulruecktritt',
        anmeldungen: [a('wr', '2027/1', true)],
        am: '2027-03-02',
        bisEndeLetzteAufsichtsarbeit: true,
      },
      [
        'Ein Prüfungsversuch wird verbraucht: Die gewählten Modulprüfungen gelten als nicht bestanden (§ 21 Abs. 1 WiPrPrüfV).',
        'Prüfungsgebühr Wirtschaftsrecht (1/2027): Gebühr 500,00 €. Erstattet werden 250,00 €; einbehalten werden 250,00 €.',
        'Insgesamt: erstattet werden 250,00 €, einbehalten werden 250,00 €. Erstattet wird nur, was Sie bereits gezahlt haben; die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.',
      ],
    ],
    [
      'module withdrawal after the papers: nothing back',
      'modulruecktritt',
      {
        art: 'modulruecktritt',
        anmeldungen: [a('wr', '2027/1', true)],
        am: '2027-03-02',
        bisEndeLetzteAufsichtsarbeit: false,
      },
      [
        'Ein Prüfungsversuch wird verbraucht: Die gewählten Modulprüfungen gelten als nicht bestanden (§ 21 Abs. 1 WiPrPrüfV).',
        'Prüfungsgebühr Wirtschaftsrecht (1/2027): Gebühr 500,00 €. Nichts wird erstattet; die Gebühr bleibt in voller Höhe fällig.',
      ],
    ],
    [
      'withdrawal of the application: admission fee halved, exam fee minus the processing fee',
      'ruecknahme',
      { art: 'ruecknahme', termin: t('2027/1'), anmeldungen: [a('wr', '2027/1')] },
      [
        'Ein Prüfungsversuch wird nicht verbraucht.',
        'Zulassungsgebühr (1/2027): Gebühr 500,00 €. Erstattet werden 250,00 €; einbehalten werden 250,00 €.',
        'Prüfungsgebühr Wirtschaftsrecht (1/2027): Gebühr 500,00 €. Erstattet werden 400,00 €; einbehalten wird die Bearbeitungsgebühr von 20 % (100,00 €).',
        'Insgesamt: erstattet werden 650,00 €, einbehalten werden 350,00 €. Erstattet wird nur, was Sie bereits gezahlt haben; die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.',
      ],
    ],
    [
      'whole-exam withdrawal without running registrations: the attempt, no fees',
      'gesamtruecktritt',
      { art: 'gesamtruecktritt', anmeldungen: [], am: '2027-03-02', bisEndeLetzteAufsichtsarbeit: true },
      [
        'Der Prüfungsversuch ist verbraucht: Die gesamte Prüfung gilt als nicht bestanden (§ 21 Abs. 4 WiPrPrüfV).',
        'Die Erklärung hat keine Folgen für die Gebühren.',
      ],
    ],
    [
      'registration: what falls due, no total for one fee (issue 26 point 8)',
      'anmeldung',
      { art: 'anmeldung', termin: t('2027/1'), module: ['wr'] },
      ['Prüfungsgebühr Wirtschaftsrecht (1/2027): fällig werden 500,00 €.'],
    ],
    [
      'WP application: what falls due with its total, never "erstattet werden 0,00 €" (issue 26 point 8)',
      'zulassungsantrag',
      { art: 'zulassungsantrag', termin: t('2027/1'), module: ['wr'] },
      [
        'Zulassungsgebühr (1/2027): fällig werden 500,00 €.',
        'Prüfungsgebühr Wirtschaftsrecht (1/2027): fällig werden 500,00 €.',
        'Insgesamt fällig werden 1.000,00 €. Die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.',
      ],
    ],
    ['contact change: nothing to say', 'kontaktdaten', { art: 'kontaktdaten' }, []],
  ])('%s', (_name, ereignis, erklaerung, expected) => {
    expect(saetze(ereignis, erklaerung)).toEqual(expected);
  });

  it.each<[ErklaerungKey, ReturnType<typeof versuchsfolge>]>([
    ['modulruecktritt', 'modulruecktritt'],
    ['gesamtruecktritt', 'gesamtruecktritt'],
    ['eignungRuecktritt', 'eignungRuecktritt'],
    ['abmeldung', 'keiner'],
    ['ruecknahme', 'keiner'],
    ['eignungRuecknahme', 'keiner'],
    ['verschiebung', 'keiner'],
    ['anrechnung', 'keiner'],
    ['anmeldung', null],
    ['zulassungsantrag', null],
    ['triftigerGrund', null],
    ['kontaktdaten', null],
  ])('attempt consequence of %s: %s', (ereignis, erwartet) => {
    expect(versuchsfolge(ereignis)).toBe(erwartet);
  });

  it('every declaration says what comes next and where the receipt is', () => {
    for (const ereignis of ERKLAERUNG_KEYS) {
      const schritte = naechsteSchritte(ereignis);
      expect(schritte).toHaveLength(2);
      expect(schritte[0]).toMatch(/Prüfungsstelle/);
      expect(schritte[1]).toMatch(/digitalen Akte/);
    }
  });
});

describe('the receipt carries the same sentences', () => {
  it('a deregistration receipt has the consequence section of the preview', async () => {
    const { createQuittung } = await import('../src/rules/receipt');
    const erklaerung: Erklaerung = { art: 'abmeldung', anmeldungen: [a('st', '2027/1')] };
    const quittung = createQuittung({
      declarationId: '5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70',
      ereignis: 'abmeldung',
      kandidat: { vorname: 'Erika', nachname: 'Mustermann', email: 'erika@example.org', art: 'WP' },
      termin: '2027/1',
      module: ['st'],
      pruefungsteile: [],
      angaben: [],
      dokumente: [],
      eingegangenAm: '2027-03-01T09:00:00Z',
      erklaerung,
    });
    const abschnitt = quittung.abschnitte.find((x) => x.ueberschrift === 'Folgen der Erklärung');
    expect(abschnitt?.zeilen.map((z) => z.bezeichnung)).toEqual(
      folgenSaetze('abmeldung', gebuehrenfolgen(erklaerung, STANDARD_EINSTELLUNGEN)),
    );
    expect(quittung.dateiname).toBe('Quittung-Modulabmeldung-2027-03-01.pdf');
  });
});

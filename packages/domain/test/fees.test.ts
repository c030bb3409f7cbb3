import { describe, expect, it } from 'vitest';
import { formatEuro } from '../src/format';
import { type Erklaerung, gebuehrenfolgen, gebuehrensumme } from '../src/rules/fees';
import type { Modul } from '../src/rules/module';
import { parseSemester } from '../src/rules/semester';
import { einstellungen, STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const t = (value: string) => parseSemester(value)!;
const a = (modul: Modul, termin: string, geladen = false) => ({ modul, termin: t(termin), geladen });
const s = STANDARD_EINSTELLUNGEN;
/** A day of the declarations; without office paper days it decides nothing. */
const AM = '2026-02-10';

/** [posten, modul, faellig, erstattungFallsBezahlt] in euros, for readable tables. */
const kurz = (e: Erklaerung, settings = s) =>
  gebuehrenfolgen(e, settings).map((f) => [
    f.posten,
    f.modul,
    f.faellig / 100,
    f.erstattungFallsBezahlt / 100,
  ]);

describe('fee consequences (spec §9, domain-rules §2.16)', () => {
  it.each<[string, Erklaerung, (string | number | null)[][]]>([
    [
      'application with modules: 500 € + 500 € per paper',
      { art: 'zulassungsantrag', termin: t('2025/1'), module: ['wp', 'wr', 'bwl', 'st'] },
      [
        ['zulassungsgebuehr', null, 500, 0],
        ['pruefungsgebuehr', 'wp', 1000, 0],
        ['pruefungsgebuehr', 'wr', 500, 0],
        ['pruefungsgebuehr', 'bwl', 1000, 0],
        ['pruefungsgebuehr', 'st', 1000, 0],
      ],
    ],
    [
      'application withdrawal before 2/2024: fee halved, exam fee fully refunded',
      { art: 'ruecknahme', termin: t('2024/1'), anmeldungen: [a('wp', '2024/1')] },
      [
        ['zulassungsgebuehr', null, 250, 250],
        ['pruefungsgebuehr', 'wp', 0, 1000],
      ],
    ],
    [
      'application withdrawal from 2/2024: exam fee refunded minus 20 %',
      { art: 'ruecknahme', termin: t('2024/2'), anmeldungen: [a('wp', '2024/2'), a('wr', '2024/2')] },
      [
        ['zulassungsgebuehr', null, 250, 250],
        ['pruefungsgebuehr', 'wp', 200, 800],
        ['pruefungsgebuehr', 'wr', 100, 400],
      ],
    ],
    [
      'registration',
      { art: 'anmeldung', termin: t('2026/1'), module: ['wr'] },
      [['pruefungsgebuehr', 'wr', 500, 0]],
    ],
    [
      'deregistration 1/2024: full refund',
      { art: 'abmeldung', anmeldungen: [a('bwl', '2024/1')] },
      [['pruefungsgebuehr', 'bwl', 0, 1000]],
    ],
    [
      'deregistration 2/2024: refund minus 20 % (R-42 example: WP 800 €, WR 400 €)',
      { art: 'abmeldung', anmeldungen: [a('wp', '2024/2'), a('wr', '2025/1')] },
      [
        ['pruefungsgebuehr', 'wp', 200, 800],
        ['pruefungsgebuehr', 'wr', 100, 400],
      ],
    ],
    [
      'postponement: the fee carries over',
      { art: 'verschiebung', anmeldungen: [a('wp', '2026/1')] },
      [['pruefungsgebuehr', 'wp', 1000, 0]],
    ],
    [
      'credit cancels an open registration like a deregistration',
      { art: 'anrechnung', stornierteAnmeldungen: [a('st', '2026/1')] },
      [['pruefungsgebuehr', 'st', 200, 800]],
    ],
    ['credit without open registration: nothing', { art: 'anrechnung', stornierteAnmeldungen: [] }, []],
    [
      'module withdrawal until the end of the last paper: half',
      {
        art: 'modulruecktritt',
        anmeldungen: [a('st', '2026/1', true)],
        am: AM,
        bisEndeLetzteAufsichtsarbeit: true,
      },
      [['pruefungsgebuehr', 'st', 500, 500]],
    ],
    [
      'module withdrawal later: no refund',
      {
        art: 'modulruecktritt',
        anmeldungen: [a('wr', '2026/1', true)],
        am: AM,
        bisEndeLetzteAufsichtsarbeit: false,
      },
      [['pruefungsgebuehr', 'wr', 500, 0]],
    ],
    [
      'whole-exam withdrawal: R-72 for every open registration (R-93)',
      {
        art: 'gesamtruecktritt',
        anmeldungen: [a('wp', '2026/1', true), a('bwl', '2026/2', false)],
        am: AM,
        bisEndeLetzteAufsichtsarbeit: true,
      },
      [
        ['pruefungsgebuehr', 'wp', 500, 500],
        ['pruefungsgebuehr', 'bwl', 500, 500],
      ],
    ],
    ['compelling reason: no fee', { art: 'triftigerGrund' }, []],
    ['contact change: no fee', { art: 'kontaktdaten' }, []],
    [
      'aptitude application: 500 € + 1,000 €',
      { art: 'eignungAntrag', termin: t('2026/1') },
      [
        ['eignungZulassungsgebuehr', null, 500, 0],
        ['eignungPruefungsgebuehr', null, 1000, 0],
      ],
    ],
    [
      'aptitude application withdrawal from 2/2024',
      { art: 'eignungRuecknahme', termin: t('2026/1') },
      [
        ['eignungZulassungsgebuehr', null, 250, 250],
        ['eignungPruefungsgebuehr', null, 200, 800],
      ],
    ],
    [
      'aptitude application withdrawal before 2/2024',
      { art: 'eignungRuecknahme', termin: t('2023/2') },
      [
        ['eignungZulassungsgebuehr', null, 250, 250],
        ['eignungPruefungsgebuehr', null, 0, 1000],
      ],
    ],
    [
      'aptitude test withdrawal in time',
      { art: 'eignungRuecktritt', termin: t('2026/1'), am: AM, bisEndeLetzteAufsichtsarbeit: true },
      [['eignungPruefungsgebuehr', null, 500, 500]],
    ],
  ])('%s', (_name, erklaerung, expected) => expect(kurz(erklaerung)).toEqual(expected));

  it('credit can be set to refund in full', () => {
    const voll = einstellungen({ gebuehren: { ...s.gebuehren, anrechnungStorniertWie: 'volleErstattung' } });
    expect(kurz({ art: 'anrechnung', stornierteAnmeldungen: [a('st', '2026/1')] }, voll)).toEqual([
      ['pruefungsgebuehr', 'st', 0, 1000],
    ]);
  });

  describe("R-72 against the office's paper days", () => {
    // Term 2/2026: August papers of ST on 11 and 12 August, June papers of BWL on 23 and 24 June.
    const termin = einstellungen({
      termine: {
        '2026/2': {
          aufsichtsarbeiten: {
            st: ['2026-08-12', '2026-08-11'],
            bwlVorgezogen: ['2026-06-23', '2026-06-24'],
          },
        },
      },
    });
    const st = a('st', '2026/2', true);
    const bwlJuni = { ...a('bwl', '2026/2', true), vorgezogen: true };
    const wr = a('wr', '2026/2', true);
    const modul = (anmeldung: ReturnType<typeof a>, am: string, ohneTermine: boolean) =>
      kurz(
        { art: 'modulruecktritt', anmeldungen: [anmeldung], am, bisEndeLetzteAufsichtsarbeit: ohneTermine },
        termin,
      );

    it.each<[string, ReturnType<typeof a>, string, boolean, number]>([
      ['on the day of the last paper: half (the whole day counts)', st, '2026-08-12', false, 500],
      ['the day after the last paper: no refund, whatever the default said', st, '2026-08-13', true, 0],
      ['before the papers', st, '2026-08-01', false, 500],
      ['June sitting: its own papers decide', bwlJuni, '2026-06-25', true, 0],
      ['June sitting on its last paper day', bwlJuni, '2026-06-24', false, 500],
      ['a sitting without paper days keeps the default (in time)', wr, '2026-09-30', true, 250],
      ['a sitting without paper days keeps the default (late)', wr, '2026-06-01', false, 0],
    ])('%s', (_name, anmeldung, am, ohneTermine, erstattet) =>
      expect(modul(anmeldung, am, ohneTermine)[0]?.[3]).toBe(erstattet),
    );

    it('the whole-exam withdrawal reads each registration on its own', () =>
      expect(
        kurz(
          {
            art: 'gesamtruecktritt',
            anmeldungen: [st, bwlJuni],
            am: '2026-07-01',
            bisEndeLetzteAufsichtsarbeit: true,
          },
          termin,
        ),
      ).toEqual([
        ['pruefungsgebuehr', 'st', 500, 500],
        ['pruefungsgebuehr', 'bwl', 1000, 0],
      ]));

    it("the aptitude test reads the last paper of the term's regular sitting", () => {
      const eignung = (am: string) =>
        kurz(
          { art: 'eignungRuecktritt', termin: t('2026/2'), am, bisEndeLetzteAufsichtsarbeit: true },
          termin,
        );
      expect(eignung('2026-08-12')).toEqual([['eignungPruefungsgebuehr', null, 500, 500]]);
      expect(eignung('2026-08-13')).toEqual([['eignungPruefungsgebuehr', null, 1000, 0]]);
    });
  });

  it('sums and formats the consequences', () => {
    const summe = gebuehrensumme(
      gebuehrenfolgen({ art: 'ruecknahme', termin: t('2024/2'), anmeldungen: [a('wp', '2024/2')] }, s),
    );
    expect(summe).toEqual({ faellig: 450_00, erstattungFallsBezahlt: 1_050_00 });
    expect(formatEuro(summe.erstattungFallsBezahlt)).toBe('1.050,00\u00a0€');
  });
});

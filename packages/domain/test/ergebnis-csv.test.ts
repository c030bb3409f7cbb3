// The results CSV of the back-office, cell by cell: what a good row becomes and the German error of
// each wrong one (the server splits the file with csv-parse; these are the rules of the format).
import { describe, expect, it } from 'vitest';
import { ladungenTexte as lt } from '../src/messages-pruefungsstelle-ladungen';
import {
  CSV_MAX_ZEILEN,
  csvAktenzeichen,
  csvDatum,
  parseErgebnisse,
  parseErgebnisZeile,
  parseKopfzeile,
} from '../src/schemas/pruefungsstelle-ladungen';

const kopf = { zeile: 1, werte: ['E-Mail', 'Modul', 'Ergebnis', 'Datum'] };
const spalten = { email: 0, modul: 1, ergebnis: 2, datum: 3 };
const zeile = (...werte: string[]) => parseErgebnisZeile({ zeile: 2, werte }, spalten, 4);

describe('results CSV', () => {
  it.each([
    ['31.12.2026', '2026-12-31'],
    ['1.2.2027', '2027-02-01'],
    ['2027-02-01', '2027-02-01'],
    ['29.02.2027', null],
    ['32.01.2027', null],
    ['2027/02/01', null],
    ['heute', null],
    // Excel's short year, a time after the day, and a date cell saved as its serial number
    ['27.11.26', '2026-11-27'],
    ['1.2.27', '2027-02-01'],
    ['27.11.2026 00:00', '2026-11-27'],
    ['2026-11-27 00:00:00', '2026-11-27'],
    ['46353', '2026-11-27'],
    ['36526', '2000-01-01'],
    ['12345', null],
    ['99999', null],
    ['29.2.27', null],
    ['27.11.026', null],
    ['27.11.2026 00:00 Uhr', null],
    ['27.11.2026 morgen', null],
  ])('reads the day %s as %s', (text, iso) => {
    expect(csvDatum(text)).toBe(iso);
  });

  it.each([
    [['E-Mail', 'Modul', 'Ergebnis', 'Datum'], { email: 0, modul: 1, ergebnis: 2, datum: 3 }],
    [['\uFEFFe-mail', ' MODUL ', 'ergebnis'], { email: 0, modul: 1, ergebnis: 2 }],
    [
      ['Name', 'E-Mail-Adresse', 'Prüfung', 'Ergebnis', 'Datum'],
      { email: 1, modul: 2, ergebnis: 3, datum: 4 },
    ],
    [['Aktenzeichen', 'Modul', 'Ergebnis'], { aktenzeichen: 0, modul: 1, ergebnis: 2 }],
    [['Az.', 'E_Mail', 'Modul', 'Ergebnis'], { aktenzeichen: 0, email: 1, modul: 2, ergebnis: 3 }],
  ])('finds the columns of the header %j', (werte, erwartet) => {
    expect(parseKopfzeile({ zeile: 1, werte })).toEqual(erwartet);
  });

  it.each([
    [
      ['Name', 'Note'],
      [lt.csvKandidatSpalteFehlt, lt.csvSpalteFehlt('Modul'), lt.csvSpalteFehlt('Ergebnis')],
    ],
    [['E-Mail', 'Modul', 'Ergebnis', 'Modul'], [lt.csvSpalteDoppelt('Modul')]],
  ])('refuses the header %j', (werte, meldungen) => {
    expect(parseKopfzeile({ zeile: 1, werte })).toEqual(meldungen.map((meldung) => ({ zeile: 1, meldung })));
  });

  it.each([
    [
      ['A@Example.org ', 'WP', 'bestanden', '05.10.2026'],
      { kandidat: { email: 'a@example.org' }, pruefung: 'wp', ergebnis: 'passed', datum: '2026-10-05' },
    ],
    [
      ['a@example.org', 'bwl', 'Nicht  bestanden', ''],
      { kandidat: { email: 'a@example.org' }, pruefung: 'bwl', ergebnis: 'failed' },
    ],
    [
      ['a@example.org', 'Eignungsprüfung', 'NICHT BESTANDEN', '2027-01-31'],
      { kandidat: { email: 'a@example.org' }, pruefung: 'eignung', ergebnis: 'failed', datum: '2027-01-31' },
    ],
    [
      ['a@example.org', 'EIGNUNG', 'bestanden', ''],
      { kandidat: { email: 'a@example.org' }, pruefung: 'eignung', ergebnis: 'passed' },
    ],
  ])('reads the row %j', (werte, erwartet) => {
    expect(zeile(...werte)).toEqual({ zeile: 2, ...erwartet });
  });

  it.each([
    [['', 'WP', 'bestanden', ''], [['E-Mail', lt.csvWertFehlt]]],
    [['kein-at', 'WP', 'bestanden', ''], [['E-Mail', lt.csvEmailUngueltig]]],
    [['a@example.org', '', 'bestanden', ''], [['Modul', lt.csvWertFehlt]]],
    [['a@example.org', 'Mathe', 'bestanden', ''], [['Modul', lt.csvModulUngueltig]]],
    [['a@example.org', 'WP', '', ''], [['Ergebnis', lt.csvWertFehlt]]],
    [['a@example.org', 'WP', '4,0', ''], [['Ergebnis', lt.csvErgebnisUngueltig]]],
    [['a@example.org', 'WP', 'bestanden', '31.11.2026'], [['Datum', lt.csvDatumUngueltig]]],
    [
      ['', 'XX', 'ja', 'gestern'],
      [
        ['E-Mail', lt.csvWertFehlt],
        ['Modul', lt.csvModulUngueltig],
        ['Ergebnis', lt.csvErgebnisUngueltig],
        ['Datum', lt.csvDatumUngueltig],
      ],
    ],
  ])('names every wrong cell of %j', (werte, fehler) => {
    expect(zeile(...werte)).toEqual(fehler.map(([spalte, meldung]) => ({ zeile: 2, spalte, meldung })));
  });

  describe('a candidate by Aktenzeichen', () => {
    const mitAz = { aktenzeichen: 0, email: 1, modul: 2, ergebnis: 3 };
    const azZeile = (...werte: string[]) => parseErgebnisZeile({ zeile: 7, werte }, mitAz, 4);
    const az = { aktenzeichen: 'WP-3F2A-9C1B-7D4E', art: 'WP', idPraefix: '3f2a9c1b-7d4e' };

    it.each([
      ['WP-3F2A-9C1B-7D4E', az],
      ['wp 3f2a 9c1b 7d4e', az],
      [
        'EP-0000-0000-00AB',
        { aktenzeichen: 'EP-0000-0000-00AB', art: 'EIGNUNG', idPraefix: '00000000-00ab' },
      ],
      ['3F2A-9C1B-7D4E', undefined],
      ['WP-3F2A-9C1B', undefined],
      ['XX-3F2A-9C1B-7D4E', undefined],
    ])('reads %s', (text, erwartet) => {
      expect(csvAktenzeichen(text)).toEqual(erwartet);
    });

    it.each([
      [['WP-3F2A-9C1B-7D4E', '', 'WP', 'bestanden'], { kandidat: az }],
      [
        ['WP-3F2A-9C1B-7D4E', 'A@example.org', 'WP', 'bestanden'],
        { kandidat: { ...az, email: 'a@example.org' } },
      ],
      [['', 'a@example.org', 'WP', 'bestanden'], { kandidat: { email: 'a@example.org' } }],
    ])('takes %j', (werte, erwartet) => {
      expect(azZeile(...werte)).toEqual({ zeile: 7, pruefung: 'wp', ergebnis: 'passed', ...erwartet });
    });

    it.each([
      [['', '', 'WP', 'bestanden'], [['E-Mail', lt.csvWertFehlt]]],
      [['WP-3F2A', '', 'WP', 'bestanden'], [['Aktenzeichen', lt.csvAktenzeichenUngueltig]]],
      [['WP-3F2A-9C1B-7D4E', 'kein-at', 'WP', 'bestanden'], [['E-Mail', lt.csvEmailUngueltig]]],
    ])('names the wrong cell of %j with line and column', (werte, fehler) => {
      expect(azZeile(...werte)).toEqual(fehler.map(([spalte, meldung]) => ({ zeile: 7, spalte, meldung })));
    });

    it('only an Aktenzeichen column: a missing value is named there', () => {
      const nurAz = parseErgebnisZeile(
        { zeile: 3, werte: ['', 'WP', 'bestanden'] },
        { aktenzeichen: 0, modul: 1, ergebnis: 2 },
        3,
      );
      expect(nurAz).toEqual([{ zeile: 3, spalte: 'Aktenzeichen', meldung: lt.csvWertFehlt }]);
    });

    it('a repeated Aktenzeichen in one file is a repeated result', () => {
      const { fehler } = parseErgebnisse([
        { zeile: 1, werte: ['Aktenzeichen', 'Modul', 'Ergebnis'] },
        { zeile: 2, werte: ['WP-3F2A-9C1B-7D4E', 'WP', 'bestanden'] },
        { zeile: 3, werte: ['wp3f2a9c1b7d4e', 'wp', 'nicht bestanden'] },
      ]);
      expect(fehler).toEqual([{ zeile: 3, meldung: lt.csvDoppelt(2) }]);
    });
  });

  it('refuses a row with another number of cells than the header', () => {
    expect(zeile('a@example.org', 'WP', 'bestanden')).toEqual([
      { zeile: 2, meldung: lt.csvSpaltenzahl(4, 3) },
    ]);
  });

  it.each([
    [[], [{ zeile: 1, meldung: lt.csvLeer }]],
    [[{ zeile: 1, werte: ['', ''] }], [{ zeile: 1, meldung: lt.csvLeer }]],
    [[kopf], [{ zeile: 1, meldung: lt.csvKeineZeilen }]],
  ])('refuses an empty file %#', (datensaetze, fehler) => {
    expect(parseErgebnisse(datensaetze)).toEqual({ zeilen: [], fehler });
  });

  it('reads a whole file: good rows, errors with their line numbers, a repeated result', () => {
    const { zeilen, fehler } = parseErgebnisse([
      kopf,
      { zeile: 2, werte: ['a@example.org', 'WP', 'bestanden', ''] },
      { zeile: 3, werte: ['b@example.org', 'ST', 'vielleicht', ''] },
      { zeile: 5, werte: ['A@example.org', 'wp', 'nicht bestanden', ''] },
      { zeile: 6, werte: ['a@example.org', 'WR', 'nicht bestanden', ''] },
    ]);
    expect(zeilen.map((z) => [z.zeile, z.pruefung])).toEqual([
      [2, 'wp'],
      [6, 'wr'],
    ]);
    expect(fehler).toEqual([
      { zeile: 3, spalte: 'Ergebnis', meldung: lt.csvErgebnisUngueltig },
      { zeile: 5, meldung: lt.csvDoppelt(2) },
    ]);
  });

  it('limits the rows of one import', () => {
    const viele = Array.from({ length: CSV_MAX_ZEILEN + 1 }, (_, i) => ({
      zeile: i + 2,
      werte: [`k${i}@example.org`, 'WP', 'bestanden', ''],
    }));
    expect(parseErgebnisse([kopf, ...viele]).fehler).toEqual([
      { zeile: 1, meldung: lt.csvZuVieleZeilen(CSV_MAX_ZEILEN) },
    ]);
  });
});
